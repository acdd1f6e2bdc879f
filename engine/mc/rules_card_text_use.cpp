// Card text used (card_text.h): the costs before the arrow, paid together
// or not at all (mc:cost), and an action ability its player uses: its form,
// timing, limit and choices checked first (mc:initiating-abilities). An
// action labelled (attack) or (thwart) makes its attack or thwart through
// the one attack and thwart of rules_attack.cpp and rules_thwart.cpp, which
// pay its costs once the attack or thwart may be made.
#include <algorithm>
#include <stdexcept>

#include "common/text.h"
#include "engine/mc/card_text.h"
#include "engine/mc/mc_game.h"
#include "engine/mc/predicates.h"

namespace arbiter::engine::mc {

namespace {

bool exhausts_self(const CardText& t) {
  return std::any_of(t.costs.begin(), t.costs.end(),
                     [](const Cost& c) { return c.kind == Cost::Kind::kExhaustSelf; });
}

// An effect reaching one character, which an (attack) can be made against.
bool one_character(const Who& w) {
  return w.kind == Who::Kind::kChosen || w.kind == Who::Kind::kThat ||
         w.kind == Who::Kind::kVillain;
}

}  // namespace

bool McGame::pay_text_costs(Ability& a, Character& user, const std::vector<Card*>& with,
                            bool user_exhaust_paid_elsewhere) {
  Trace& t = ctx_.trace;
  Player& p = ability_player(a);
  Card* printed = nullptr;
  for (Card& c : s_.cards)
    if (c.id == a.card_id) printed = &c;
  // "exhaust Captain America's Shield to ...": that card of the player's.
  auto titled = [&](const Cost& c) -> Card* {
    for (Card& card : s_.cards) {
      if (card.player == p.id && card.in_play && to_lower_ascii(card.printed_title()) == c.title)
        return &card;
    }
    return nullptr;
  };
  // Checked first: every cost is paid at once, or none is (mc:cost).
  std::vector<Resource> typed;
  int untyped = 0;
  for (const Cost& c : a.card->costs) {
    std::string why;
    if (c.kind == Cost::Kind::kExhaustSelf && printed && printed->exhausted)
      why = printed->name + " is exhausted";
    if (c.kind == Cost::Kind::kExhaustSelf && !printed && !user_exhaust_paid_elsewhere &&
        user.exhausted)
      why = user.name + " is exhausted";
    if (c.kind == Cost::Kind::kExhaustCard) {
      const Card* card = titled(c);
      if (!card) why = p.id + " has no " + c.title + " in play";
      if (card && card->exhausted) why = card->name + " is exhausted";
    }
    if (c.kind == Cost::Kind::kDiscardCard && p.hand < c.amount)
      why = p.id + " has " + std::to_string(p.hand) + " card(s) in hand";
    if (c.kind == Cost::Kind::kDiscardCounter && a.uses < c.amount)
      why = a.name + " has no counter left to discard";
    if (!why.empty()) {
      t.note(kTextCost, why + ": " + a.name + "'s cost cannot be paid, so it is not used");
      headline(a.name + " cannot be used (" + why + ")");
      return false;
    }
    if (c.kind == Cost::Kind::kResources) {
      typed.insert(typed.end(), c.types.begin(), c.types.end());
      untyped += c.amount;
    }
  }
  if (!typed.empty() || untyped > 0) {
    Card paid;
    paid.id = a.id;
    paid.name = a.name;
    paid.player = p.id;
    paid.type = CardType::kAbility;
    paid.cost = untyped + static_cast<int>(typed.size());
    // Untyped resources beside typed ones: any resource pays them.
    if (!typed.empty())
      for (int k = 0; k < untyped; ++k) typed.push_back(Resource::kWild);
    if (!pay_cost(p, paid, with, typed, "")) return false;
  }
  for (const Cost& c : a.card->costs) {
    if (c.kind == Cost::Kind::kExhaustSelf && printed) {
      printed->exhausted = true;
      t.change(kTextCost, p.id + " exhausts " + printed->name + " to pay for " + a.name,
               printed->id + ".exhausted", false, true);
    } else if (c.kind == Cost::Kind::kExhaustSelf && !user_exhaust_paid_elsewhere) {
      user.exhausted = true;
      t.change(kTextCost, user.name + " exhausts to pay for " + a.name, user.id + ".exhausted",
               false, true);
    } else if (c.kind == Cost::Kind::kExhaustCard) {
      Card& card = *titled(c);
      card.exhausted = true;
      t.change(kTextCost, p.id + " exhausts " + card.name + " to pay for " + a.name,
               card.id + ".exhausted", false, true);
    } else if (c.kind == Cost::Kind::kDiscardCard) {
      const int before = p.hand;
      p.hand -= c.amount;
      p.discard += c.amount;
      t.change(kTextCost,
               p.id + " discards " + std::to_string(c.amount) + " card(s) to pay for " + a.name,
               p.id + ".hand", before, p.hand);
    } else if (c.kind == Cost::Kind::kDiscardCounter) {
      a.uses -= c.amount;
      t.note(kUsesSpent, a.name + " spends a counter: " + std::to_string(a.uses) + " left");
    }
  }
  return true;
}

bool McGame::text_could_change(Ability& a) {
  for (const Act& x : a.card->acts) {
    // An "If" about the form is known now; one about whom an effect reaches is not.
    if ((x.only_if.kind == ActIf::Kind::kHeroForm ||
         x.only_if.kind == ActIf::Kind::kAlterEgoForm) &&
        !text_if_holds(a, x.only_if, nullptr, {}))
      continue;
    switch (x.verb) {
      case Act::Verb::kHeal:
      case Act::Verb::kHealAll:
      case Act::Verb::kStun:
      case Act::Verb::kConfuse:
      case Act::Verb::kTough:
      case Act::Verb::kReady:
      case Act::Verb::kExhaust:
      case Act::Verb::kDamage: {
        // Who it could reach: for a choice, any that fits (this asks, it does not choose).
        std::vector<Character*> who;
        if (x.who.kind == Who::Kind::kChosen || x.who.kind == Who::Kind::kLast) {
          for (Character& c : s_.characters)
            if (!c.defeated) who.push_back(&c);
        } else {
          Ability probe = a;
          who = reached(probe, x.who, nullptr, {});
        }
        for (const Character* c : who) {
          if (c->defeated) continue;
          if (x.verb == Act::Verb::kDamage ||
              ((x.verb == Act::Verb::kHeal || x.verb == Act::Verb::kHealAll) && c->damage > 0) ||
              (x.verb == Act::Verb::kStun && !c->stunned) ||
              (x.verb == Act::Verb::kConfuse && !c->confused) ||
              (x.verb == Act::Verb::kTough && !c->tough) ||
              (x.verb == Act::Verb::kReady && c->exhausted) ||
              (x.verb == Act::Verb::kExhaust && !c->exhausted))
            return true;
        }
        break;
      }
      case Act::Verb::kRemoveThreat:
        for (const Scheme& sc : s_.schemes)
          if (!sc.defeated && sc.threat > 0) return true;
        break;
      case Act::Verb::kDraw: {
        const Player& p = ability_player(a);
        if (x.each_player || p.deck != 0) return true;
        break;
      }
      default: return true;  // placing threat, modifiers, searching...: assumed to change something
    }
  }
  return false;
}

void McGame::discard_used_up(Ability& a) {
  ctx_.trace.note(kUsesSpent, a.name + " has no counters left: it is discarded");
  for (Ability& other : s_.abilities)
    if (&other == &a || (!a.card_id.empty() && other.card_id == a.card_id)) other.gone = true;
  for (Card& c : s_.cards)
    if (c.id == a.card_id) {
      c.in_play = false;
      c.zone = Zone::kDiscard;
    }
}

void McGame::use_ability(const std::string& id, const std::string& target,
                         const std::vector<Card*>& with, bool by_request) {
  Ability* found = nullptr;
  for (Ability& a : s_.abilities)
    if (a.id == id) found = &a;
  if (!found || !found->card || found->card->timing != Timing::kAction)
    throw std::invalid_argument("'" + id + "' is not an action written in card text");
  Ability& a = *found;
  const CardText& text = *a.card;
  Player& p = ability_player(a);
  Character& user = ability_user(a);
  if (!target.empty()) a.targets.insert(a.targets.begin(), target);
  if (a.gone || !owner_in_play(a)) {
    ctx_.trace.note(kAbilityInPlay, a.name + " is no longer in play: its ability cannot be used");
    headline(a.name + " cannot be used (not in play)");
    return;
  }
  if (text.form != Form::kEither && (text.form == Form::kHero) != p.hero_form) {
    ctx_.trace.note(kTextForm, [&] {
      return a.name + (text.form == Form::kHero ? " is a Hero" : " is an Alter-Ego") +
             " Action and " + p.id + " is in " + (p.hero_form ? "hero" : "alter-ego") +
             " form: it cannot be used";
    });
    headline(a.name + " cannot be used in this form");
    return;
  }
  if (a.limit > 0 && a.used_this_round >= a.limit) {
    ctx_.trace.note(kLimit, a.name + " has reached its limit of " + std::to_string(a.limit) +
                                " per round and cannot be used again");
    headline(a.name + " cannot be used again this round");
    return;
  }
  if (max_reached(a)) return;
  if (!text_can_initiate(a)) return;
  if (!text_could_change(a)) {
    ctx_.trace.note(kTextCouldChange, [&] {
      return "nothing " + a.name +
             " does could change the game now: it cannot be initiated, and its cost is not paid";
    });
    headline(a.name + " cannot be used (it would change nothing)");
    return;
  }
  const bool by_character = user.role == Role::Identity || user.role == Role::Ally;
  const bool is_attack = text.label == "attack" && !text.acts.empty() && by_character &&
                         text.acts.front().verb == Act::Verb::kDamage &&
                         one_character(text.acts.front().who);
  const bool is_thwart = text.label == "thwart" && !text.acts.empty() && by_character &&
                         text.acts.front().verb == Act::Verb::kRemoveThreat;
  ctx_.trace.note(kTextEffects,
                  [&] { return p.id + " initiates " + a.name + " (\"" + text.text + "\")"; });
  const auto used = [&] {
    if (a.limit > 0 || a.max_per_round > 0) ++a.used_this_round;
  };
  if (!is_attack && !is_thwart) {
    if (!action_timing_allows(user, a.name, by_request)) return;
    if (!pay_text_costs(a, user, with, false)) return;
    used();
    text_effects(a, nullptr);
  } else {
    // The character's own exhaust is the attack's or thwart's; the rest of
    // the costs are paid by it once it may be made.
    const bool exhausts = exhausts_self(text) && a.card_id.empty();
    bool paid = false;
    const auto pay = [&] { return paid = pay_text_costs(a, user, with, exhausts); };
    const Act& act = text.acts.front();
    std::vector<Character*> attacked;
    if (is_attack) {
      const std::vector<Character*> hit = reached(a, act.who, nullptr, {});
      if (hit.empty()) throw std::invalid_argument(a.id + ": no enemy to attack");
      attacked = {hit.front()};
      AttackSpec spec = player_attack(AttackKind::kAttackAbility, user, *hit.front());
      spec.instances = {act.amount};
      spec.exhausts = exhausts;
      spec.overkill = text.overkill;
      spec.name = a.name;
      spec.by_request = by_request;
      spec.pay = pay;
      attack(spec);
    } else {
      const std::vector<Scheme*> at = schemes_reached(a, act.scheme);
      if (at.empty()) throw std::invalid_argument(a.id + ": no scheme to thwart");
      ThwartSpec spec = thwart_of(ThwartKind::kThwartAbility, user, *at.front());
      spec.remove = act.amount;
      spec.exhausts = exhausts;
      spec.name = a.name;
      spec.by_request = by_request;
      spec.pay = pay;
      thwart(spec);
    }
    if (!paid) return;
    used();
    if (user.defeated || over()) return;
    text_effects(a, nullptr, 1, attacked);  // the rest; "it" is whom it attacked
  }
  const bool counters = std::any_of(text.costs.begin(), text.costs.end(), [](const Cost& c) {
    return c.kind == Cost::Kind::kDiscardCounter;
  });
  if (a.uses == 0 && counters) discard_used_up(a);
}

}  // namespace arbiter::engine::mc
