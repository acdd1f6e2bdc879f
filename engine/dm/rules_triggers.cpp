// Card text set off by what happens (3.2, 3.4.3): a die's own triggers, the
// ones a fielding, a damage or a KO sets off on other cards, in the order
// the queue takes them (the active player's first, 3.2.4; a damaged die's
// own first, 3.2.13). What each effect then does: rules_card_text.cpp.
#include <algorithm>
#include <set>

#include "engine/dm/dm_game.h"
#include "engine/dm/predicates.h"

namespace arbiter::engine::dm {

void DmGame::trigger_card(Die& d, Trigger t, const std::string& subject,
                          const std::string& controller_then) {
  const std::string& controller = controller_then.empty() ? d.controller : controller_then;
  const Card* c = r_.has_card_text ? text_card(d) : nullptr;
  if (!c) return;
  for (size_t i = 0; i < c->abilities.size(); ++i) {
    const Ability& a = c->abilities[i];
    if (a.trigger != t) continue;
    if (t == Trigger::YouField || t == Trigger::OpponentFields) {
      const Die& f = die(subject);
      if (!fits(f, a.fielded, controller)) continue;
    }
    if (!has_text(d)) {
      note(kBlanked,
           [&] { return d.name + "'s \"" + a.text + "\" does not trigger: the text is ignored"; });
      continue;
    }
    if (const std::string by = ignored_by(d, t); !by.empty()) {
      note(kIgnoreTriggers, [&] {
        return d.name + "'s \"" + a.text + "\" is ignored (" + by +
               "); keyword abilities that happen at the same time are not";
      });
      continue;
    }
    if (!once_per_turn(*c, i, controller, d.name + "'s \"" + a.text + "\"", false)) continue;
    queue_card(d, *c, i, subject, controller);
    if (a.named_self)
      note(kNamedCharacter, [&] {
        return "\"" + a.text + "\" names " + c->name + ": it applies to " + d.name +
               ", a die of that card";
      });
    const bool fielding =
        t == Trigger::Fielded || t == Trigger::YouField || t == Trigger::OpponentFields;
    note(fielding ? kFieldedTrigger : kCardTrigger, [&] {
      std::string q;
      for (const Queued& x : r_.queue) q += (q.empty() ? "" : " // ") + die(x.source).name;
      return d.name + "'s \"" + a.text + "\" triggers and enters the queue: " + q;
    });
  }
}

void DmGame::fielded_triggers(Die& f) {
  note_while_active(f, WhileActiveChange::Enters);
  trigger_card(f, Trigger::Fielded, f.id);
  // Other cards' "when you field" and opposing "when an opposing die is
  // fielded": the active player's first (3.2.4), each separately (3.2.1).
  for (const bool own : {true, false})
    for (Die& o : s_.dice) {
      if (&o == &f || !in_field(o) || (o.controller == f.controller) != own) continue;
      trigger_card(o, own ? Trigger::YouField : Trigger::OpponentFields, f.id);
    }
  // A die entering at 0D (a "while active" -2D) is KO'd at once, and its
  // "when fielded" still resolves (3.4.3.7); only a "when fielded" that
  // blanks is initiated before the KO, and may save it (3.4.8.10).
  const auto blanks = [&](const Queued& q) {
    if (q.source != f.id || q.ability < 0) return false;
    const Ability& a = card(q.card).abilities[static_cast<size_t>(q.ability)];
    return std::any_of(a.acts.begin(), a.acts.end(), [](const Act& x) {
      return x.verb == Act::Verb::BlankCard || x.verb == Act::Verb::BlankDie;
    });
  };
  const auto zero_defense_ko = [&](const char* when) {
    if (!in_field(f) || defense(f) != 0) return;
    note(kFieldedThenKod,
         [&] { return f.name + " is at 0D in the Field Zone and is KO'd" + when; });
    resolve_kos(kModifierFloor);
  };
  if (std::none_of(r_.queue.begin(), r_.queue.end(), blanks))
    zero_defense_ko(": its \"when fielded\" abilities still resolve");
  run_queue();
  zero_defense_ko("");
}

void DmGame::damage_triggers(const Player* player, std::span<Die* const> damaged) {
  if (!r_.has_card_text || over()) return;
  for (const bool active_player : {true, false})
    for (Die& d : s_.dice) {
      if (!in_field(d) || same_id(d.controller, s_.active) != active_player) continue;
      const Card* c = text_card(d);
      if (!c) continue;
      for (size_t i = 0; i < c->abilities.size(); ++i) {
        const Ability& a = c->abilities[i];
        if (a.trigger != Trigger::PlayerDamaged && a.trigger != Trigger::AnyDamaged) continue;
        const Side side = a.fielded.side;
        if (player && a.trigger == Trigger::PlayerDamaged &&
            !(side == Side::Yours && player->id != d.controller) &&
            !(side == Side::Opposing && player->id == d.controller))
          damage_trigger(d, i, nullptr, player);
        else if (player && a.trigger == Trigger::AnyDamaged && a.also_you &&
                 player->id == d.controller)
          damage_trigger(d, i, nullptr, player);
        if (a.trigger == Trigger::AnyDamaged)
          for (const Die* hit : damaged)
            if (fits(*hit, a.fielded, d.controller)) damage_trigger(d, i, hit, nullptr);
      }
    }
}

void DmGame::kod_triggers(std::span<const Die* const> kod) {
  if (!r_.has_card_text || over() || kod.empty()) return;
  for (const Die* k : kod) {
    s_.turn.kod_this_turn.push_back(k->id);
    paired_kos(*k);
  }
  std::set<std::pair<std::string, std::string>> fired;  // (ability, KO'd die): once per card
  for (const bool active_player : {true, false})
    for (const Die* k : kod)
      for (Die& d : s_.dice) {
        if (!in_field(d) || same_id(d.controller, s_.active) != active_player || !has_text(d))
          continue;
        const Card* c = text_card(d);
        if (!c) continue;
        for (size_t i = 0; i < c->abilities.size(); ++i) {
          const Ability& a = c->abilities[i];
          if (a.trigger == Trigger::AnyKod && a.fielded.token && k->type == DieType::Token &&
              k->owner != d.controller)
            note(kTokensOwn, [&] {
              return c->name + "'s \"" + a.text + "\" is " + d.controller + "'s: " + k->name +
                     " is " + k->owner + "'s token, which it does not reach";
            });
          if (a.trigger != Trigger::AnyKod || !fits(*k, a.fielded, d.controller) ||
              !fired.insert({c->id + "#" + std::to_string(i) + "@" + d.controller, k->id}).second)
            continue;
          queue_card(d, *c, i, k->id, d.controller);
          note(kCardTrigger, [&] {
            return c->name + "'s \"" + a.text + "\" triggers for " + d.controller + ": " + k->name +
                   " was KO'd";
          });
        }
      }
}

void DmGame::paired_kos(const Die& kod) {
  for (Die& d : s_.dice) {
    const Card* c = text_card(d);
    if (!c || !has_text(d)) continue;
    for (size_t i = 0; i < c->abilities.size(); ++i) {
      const Ability& a = c->abilities[i];
      if (a.trigger != Trigger::KodWith) continue;
      if (&kod != &d && !fits(kod, a.fielded, d.controller)) continue;
      // Once for each time both were KO'd this turn: pairs of KOs (3.4.1.6).
      int self = 0, partner = 0;
      for (const std::string& id : s_.turn.kod_this_turn)
        if (id == d.id)
          ++self;
        else if (fits(die(id), a.fielded, d.controller))
          ++partner;
      int& used = s_.turn.kod_pairs_used[d.id + "#" + std::to_string(i)];
      if (std::min(self, partner) <= used) {
        note(kPairedKo, [&] {
          return c->name + "'s \"" + a.text + "\": " + kod.name + " was KO'd, but " +
                 (self == 0      ? d.name + " has not been KO'd this turn"
                  : partner == 0 ? "no other die it names has been KO'd this turn"
                                 : "that pair of KOs was already used") +
                 ": it does not trigger";
        });
        continue;
      }
      ++used;
      queue_card(d, *c, i, d.id, d.controller);
      note(kPairedKo, [&] {
        return c->name + "'s \"" + a.text + "\" triggers: " + d.name +
               " and another die it names have both been KO'd this turn";
      });
    }
  }
}

void DmGame::queue_card(const Die& d, const Card& c, size_t i, const std::string& subject,
                        const std::string& controller) {
  // The game state as it enters: its controller and burst face then (3.2.5).
  r_.queue.push_back({d.id, c.abilities[i].text, Effect{}, c.id, static_cast<int>(i), subject,
                      controller, d.face.burst});
}

void DmGame::damage_trigger(Die& d, size_t i, const Die* damaged, const Player* player) {
  const Card* c = text_card(d);
  const Ability& a = c->abilities[i];
  if (!has_text(d)) return;
  // An ability with several triggers ("either you or a die") that one
  // effect sets off together triggers once (3.2.12); a per-die trigger
  // fires for each die (3.2.13).
  if (a.also_you) {
    int& fired = r_.fired_in[{d.id, static_cast<int>(i)}];
    if (r_.effect_serial > 0 && fired == r_.effect_serial) {
      note(kOncePerEffect,
           [&] { return d.name + "'s \"" + a.text + "\" has already triggered for this effect"; });
      return;
    }
    fired = r_.effect_serial;
  }
  // "The first time each turn": the card checks once (3.2.11).
  if (a.first_time && !s_.turn.first_time_used.insert(c->id + "#" + std::to_string(i)).second) {
    note(kFirstTime, [&] { return c->name + "'s \"" + a.text + "\" already happened this turn"; });
    return;
  }
  queue_card(d, *c, i, damaged ? damaged->id : "", d.controller);
  note(kCardTrigger, [&] {
    return d.name + "'s \"" + a.text + "\" triggers: " + (damaged ? damaged->name : player->id) +
           " took damage";
  });
}

}  // namespace arbiter::engine::dm
