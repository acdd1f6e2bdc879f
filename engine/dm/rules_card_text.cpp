// Card text in play (ability.h): which dice still have their card's
// abilities (blanking, 3.4.8), which dice a description reaches, the
// player's choices, and what each effect does, through the same rule
// methods combat and Action dice use. Triggers: rules_triggers.cpp; Static
// and paid abilities: rules_card_static.cpp.
#include <algorithm>
#include <cctype>
#include <set>
#include <stdexcept>

#include "engine/core/checked.h"
#include "engine/dm/dm_game.h"
#include "engine/dm/predicates.h"

namespace arbiter::engine::dm {

bool& DmGame::persistent_flag(Die& d, Act::Verb v) {
  return v == Act::Verb::CannotAttack  ? d.cannot_attack
         : v == Act::Verb::CannotBlock ? d.cannot_block
                                       : d.must_attack;
}

bool DmGame::text_active(const Card& c, const std::string& controller) const {
  // A die that became a copy conveys its source card's text, not its own (3.10.4).
  return !s_.blanked_cards.count(c.id) &&
         std::any_of(s_.dice.begin(), s_.dice.end(), [&](const Die& o) {
           return in_field(o) && o.controller == controller && !o.blanked &&
                  (o.copied.kind == Copied::Kind::Whole ? text_card(o) == &c : o.card == c.id);
         });
}

bool DmGame::fits(const Die& d, const Reach& r, const std::string& controller) const {
  if (r.side == Side::Yours && d.controller != controller) return false;
  if (r.side == Side::Opposing && d.controller == controller) return false;
  if (r.level > 0 && d.level != r.level) return false;
  if (r.min_attack > 0 && attack(d) < r.min_attack) return false;
  if (r.combat == Reach::Combat::Attacking && !d.attacking) return false;
  if (r.combat == Reach::Combat::Blocking && !d.blocking) return false;
  if (r.max_cost >= 0) {
    const Card* c = card_of(d);
    if ((c ? c->cost : d.own.cost) > r.max_cost) return false;
  }
  // An Ally die is a Sidekick die while in the Field Zone only (ally, 3.1.28).
  // (Ally from the card or gained by the die: a Static grant of Ally would
  // make this check ask for itself.)
  // A player's abilities reach only their own tokens (1.7.11).
  if (r.token && (d.type != DieType::Token || d.owner != controller)) return false;
  if (r.sidekick && d.type != DieType::Sidekick &&
      !(in_field(d) && has_text(d) &&
        ((text_card(d) && text_card(d)->keywords.ally) || d.gained->ally)))
    return false;
  if (!r.energy.empty()) {
    const std::vector<std::string> types = energy_types(d);
    if (std::none_of(r.energy.begin(), r.energy.end(), [&](const std::string& e) {
          return std::find(types.begin(), types.end(), e) != types.end();
        }))
      return false;
  }
  const std::vector<std::string> has = affiliations(d);
  for (const std::string& a : r.affiliations)
    if (std::find(has.begin(), has.end(), a) == has.end()) return false;
  for (const std::string& a : r.not_affiliations)
    if (std::find(has.begin(), has.end(), a) != has.end()) return false;
  return true;
}

std::vector<std::string> DmGame::legal_dice(const Reach& r, const std::string& controller,
                                            Zone zone, const Die* source) const {
  std::vector<std::string> out;
  for (const Die& d : s_.dice) {
    if (d.zone != zone || (r.other && &d == source)) continue;
    // "character dice in your Reserve Pool": those showing a character face.
    if ((zone == Zone::Field || r.in == Zone::Reserve) && !is_character(d)) continue;
    if (zone != Zone::Field && d.owner != controller) continue;  // "your Used Pile"
    if (!fits(d, r, controller)) continue;
    // A die its controller's opponent cannot target (3.4.9.4).
    if (r.kind == Reach::Kind::Target && !untargetable_by(d, controller).empty()) continue;
    out.push_back(d.id);
  }
  return out;
}

std::vector<std::string> DmGame::choose(const std::string& card, const std::string& text,
                                        const std::vector<std::string>& legal, int count,
                                        bool up_to) {
  if (auto it = s_.choices.find(card); it != s_.choices.end() && !it->second.empty()) {
    std::vector<std::string> picked = it->second.front();
    it->second.erase(it->second.begin());
    for (const std::string& id : picked)
      if (std::find(legal.begin(), legal.end(), id) == legal.end())
        throw std::invalid_argument("<choice card=\"" + card + "\">: '" + id +
                                    "' is not a legal choice for \"" + text + "\"");
    if (static_cast<int>(picked.size()) > count)
      throw std::invalid_argument("<choice card=\"" + card + "\">: \"" + text +
                                  "\" takes at most " + std::to_string(count));
    // Without "up to", as many as there are, up to the number (3.1.17, 3.3.11).
    const size_t needed = up_to ? 1 : std::min(legal.size(), static_cast<size_t>(count));
    if (picked.size() < needed)
      throw std::invalid_argument("<choice card=\"" + card + "\">: \"" + text + "\" must reach " +
                                  plural(static_cast<int>(needed), "die") +
                                  " when there are that many (it does not say " + "'up to'), not " +
                                  std::to_string(picked.size()));
    return picked;
  }
  if (static_cast<int>(legal.size()) <= count) return legal;
  std::string ids;
  for (const std::string& id : legal) ids += (ids.empty() ? "" : " ") + id;
  throw std::invalid_argument("card '" + card + "': \"" + text + "\" can reach " +
                              std::to_string(legal.size()) + " dice (" + ids +
                              "): say which with <choice card=\"" + card + "\" targets=\"...\"/>");
}

void DmGame::resolve_ability(const Die* source, const std::string& controller,
                             const std::string& card, const Ability& a, const std::string& subject,
                             const std::string& target) {
  const std::string by = source ? source->name + "'s ability"
                         : a.trigger == Trigger::Global
                             ? controller + "'s Global ability"
                             : controller + "'s \"while active\" ability (" + card + ")";
  // Damage this ability deals is one effect for what it triggers (3.2.12).
  const int outer_serial = r_.effect_serial;
  r_.effect_serial = ++r_.effect_serials;
  struct Restore {
    int& at;
    int was;
    ~Restore() { at = was; }
  } restore{r_.effect_serial, outer_serial};
  std::vector<std::string> that;
  if (!subject.empty()) that.push_back(subject);
  std::string given = target;
  for (const Act& x : a.acts) {
    if (over()) return;
    if (x.if_not_kod && std::none_of(that.begin(), that.end(),
                                     [&](const std::string& id) { return in_field(die(id)); })) {
      note(kPersistentFirst, [&] {
        return "\"" + a.text +
               "\": the die was KO'd, so what follows 'if ... is not KO'd' is "
               "not initiated";
      });
      continue;
    }
    if (x.burst > 0 && r_.burst != x.burst) {
      note(kBurst, [&] {
        return "\"" + a.text + "\": its " + (x.burst == 2 ? "double " : "") +
               "Burst part does not apply: " +
               (source ? source->name + "'s face had " + plural(r_.burst, "burst star") +
                             " when the ability was set off"
                       : std::string("no die's face"));
      });
      continue;
    }
    if (x.burst > 0)
      note(kBurst, [&] {
        return "\"" + a.text + "\": the face has the burst symbol, so its Burst part applies" +
               " (even where the rest could not)";
      });
    // "... for each character die you have": the count as the effect resolves,
    // "other" meaning other than the die a modifier goes to.
    const auto per_count = [&](const Die* other) {
      return static_cast<int>(
          legal_dice(x.per.front(), controller, x.per.front().in, other).size());
    };
    int amount = x.amount;
    if (!x.per.empty() && x.verb != Act::Verb::Modify) {
      const int n = per_count(nullptr);
      amount = sat_mul(x.amount, n);
      note(kForEach, [&] {
        return "\"" + a.text + "\": " + std::to_string(x.amount) + " for each of " +
               plural(n, "die") + ": " + std::to_string(amount);
      });
    }
    if (x.reach.player()) {
      std::vector<Player*> who;
      if (x.reach.kind == Reach::Kind::ThatOwner && !that.empty())
        who = {&player(die(that.front()).owner)};
      if (x.reach.kind == Reach::Kind::You)
        who = {&player(controller)};
      else if (x.reach.kind == Reach::Kind::Opponent)
        who = {&opponent(controller)};
      if (x.verb == Act::Verb::Damage && x.reach.kind == Reach::Kind::EachPlayer) {
        damage_both_players(damage_bonus(controller, amount, by), by);
        continue;
      }
      if (x.reach.kind == Reach::Kind::EachPlayer)
        who = {&player(controller), &opponent(controller)};
      if (x.reach.kind == Reach::Kind::TargetPlayer)
        who = {
            &player(choose(card, a.text, {controller, opponent(controller).id}, 1, false).front())};
      for (Player* p : who) {
        if (x.verb == Act::Verb::Draw)
          draw_outside_step(*p, x.amount);
        else if (x.verb == Act::Verb::Damage)
          damage_player(*p, damage_bonus(controller, amount, by), kAbilityDamage, by);
        else if (x.verb == Act::Verb::DamageBonus)
          s_.turn.damage_bonus[p->id] += x.amount;
        else if (x.verb == Act::Verb::PurchaseDiscount) {
          s_.turn.purchase_discount[p->id] += x.amount;
          note(kFutureGameState, [&] {
            return by + ": dice " + p->id + " purchases for the rest of the turn cost " +
                   std::to_string(x.amount) +
                   " less (a Future Game State: initiated now, applied at each purchase)";
          });
        } else if (x.verb == Act::Verb::GainLife)
          gain_life(*p, amount);
        else if (x.verb == Act::Verb::LoseLife)
          lose_life(*p, amount, kLoseLife, by + " (not damage)");
      }
      continue;
    }
    // The dice this effect reaches.
    std::vector<std::string> dice;
    const Zone zone = x.verb == Act::Verb::Move ? x.from : x.reach.in;
    switch (x.reach.kind) {
      case Reach::Kind::ThisDie:
        if (source && (in_field(*source) || x.verb == Act::Verb::ReturnToField))
          dice.push_back(source->id);
        break;
      case Reach::Kind::That:
        for (const std::string& id : that)
          if (die(id).zone == zone) dice.push_back(id);
        break;
      case Reach::Kind::Each: dice = legal_dice(x.reach, controller, zone, source); break;
      default: {
        const std::vector<std::string> legal = legal_dice(x.reach, controller, zone, source);
        if (!given.empty()) {
          if (std::find(legal.begin(), legal.end(), given) == legal.end())
            throw std::invalid_argument("target '" + given + "' is not a legal target for \"" +
                                        a.text + "\"");
          dice = {given};
          given.clear();
        } else {
          dice = choose(card, a.text, legal, x.reach.count, x.reach.kind == Reach::Kind::UpTo);
        }
        if (!r_.reactions.empty() && x.reach.kind == Reach::Kind::Target)
          redirect(dice, a, source, controller);
        if ((x.reach.kind == Reach::Kind::Some || x.reach.kind == Reach::Kind::Target) &&
            !dice.empty() && static_cast<int>(dice.size()) < x.reach.count)
          note(kAsMuchAsPossible, [&] {
            return "\"" + a.text + "\" reaches " + plural(x.reach.count, "die") + " but only " +
                   std::to_string(dice.size()) + " can be reached: it applies to those";
          });
      }
    }
    if (dice.empty()) {
      note(kAsMuchAsPossible, [&] {
        return "\"" + a.text +
               "\": no die for this effect to reach, so it does nothing; the rest "
               "of the ability still resolves";
      });
      that.clear();
      continue;
    }
    switch (x.verb) {
      case Act::Verb::Damage: {
        std::vector<Hit> hits;
        const int dealt = damage_bonus(controller, amount, by);
        for (const std::string& id : dice) hits.push_back({id, dealt, by});
        deal_damage(hits, kAbilityDamage);
        break;
      }
      case Act::Verb::Ko:
        for (const std::string& id : dice) ko_by_effect(die(id), kKoIsNotDamage, by);
        break;
      case Act::Verb::Move:
        for (const std::string& id : dice) {
          Die& d = die(id);
          const std::string how = by + " moves " + d.name + " to " + zone_name(x.to);
          if (in_field(d)) {
            leave_field(d, x.to, kMoveDice, how);
            continue;
          }
          change(
              kMoveDice, [&] { return how; }, d.id, "zone", zone_name(d.zone), zone_name(x.to));
          d.zone = x.to;
        }
        break;
      case Act::Verb::Spin:
        for (const std::string& id : dice) spin(die(id), x.amount, kSpin);
        break;
      case Act::Verb::Modify:
        for (const std::string& id : dice) {
          Die& d = die(id);
          int bonus = x.amount;
          if (!x.per.empty()) {
            const int n = per_count(&d);
            bonus = sat_mul(x.amount, n);
            note(kForEach, [&] {
              return d.name + " gets " + std::to_string(x.amount) +
                     std::string(1, static_cast<char>(std::toupper(x.stat))) + " for each of " +
                     plural(n, "die") +
                     " that fit (tokens included, 1.7.3): " + std::to_string(bonus);
            });
          }
          modify(d, x.stat, bonus, false, true, "");
        }
        break;
      case Act::Verb::CannotAttack:
      case Act::Verb::CannotBlock:
      case Act::Verb::MustAttack:
        for (const std::string& id : dice) {
          Die& d = die(id);
          persistent_flag(d, x.verb) = true;
          s_.persistent_this_turn.emplace_back(d.id, x.verb);
          note(kPersistent, [&] {
            return by + ": " + d.name +
                   (x.verb == Act::Verb::CannotAttack  ? " cannot attack"
                    : x.verb == Act::Verb::CannotBlock ? " cannot block"
                                                       : " must attack") +
                   " this turn";
          });
        }
        break;
      case Act::Verb::BlankCard:
      case Act::Verb::BlankDie:
        for (const std::string& id : dice) {
          Die& d = die(id);
          if (x.verb == Act::Verb::BlankDie) {
            d.blanked = true;
          } else if (const Card* c = card_of(d)) {
            s_.blanked_cards.insert(c->id);
            for (const Ability& w : c->abilities)
              if (w.trigger == Trigger::WhileActive)
                note(kBlanked, [&] {
                  return c->name + "'s \"" + w.text + "\" ends while the text is ignored";
                });
          }
          note(kBlanked, [&] {
            return by + ": the text of " +
                   (x.verb == Act::Verb::BlankDie ? d.name : d.name + "'s card") +
                   " is ignored until end of turn, keywords included";
          });
        }
        break;
      case Act::Verb::CopyStats:
      case Act::Verb::CopyPrinted:
      case Act::Verb::CopyText:
      case Act::Verb::BecomeCopy:
      case Act::Verb::UseFielded:
        copy(source ? &die(source->id) : nullptr, by, x, die(dice.front()));
        break;
      case Act::Verb::GainKeyword:
        for (const std::string& id : dice) {
          Die& d = die(id);
          if (x.card && d.card_ix >= 0) {
            Card& c = s_.cards.edit()[static_cast<size_t>(d.card_ix)];
            s_.card_keywords_before.emplace(c.id, c.keywords);  // what Clean Up restores
            add_keywords(c.keywords, parse_keywords(x.keyword));
            note(kGainKeyword, [&] {
              return by + ": " + c.name + "'s card gains " + x.keyword + " until end of turn";
            });
            continue;
          }
          s_.gained_before.emplace(d.id, *d.gained);  // the first: what Clean Up restores
          add_keywords(d.gained.edit(), parse_keywords(x.keyword));
          note(kGainKeyword, [&] {
            return by + ": " + d.name + " gains " + x.keyword + " until end of turn (" +
                   zone_name(d.zone) + ", as the game state is now)";
          });
        }
        break;
      case Act::Verb::TakeControl:
        for (const std::string& id : dice) take_control(die(id), controller, by);
        break;
      case Act::Verb::PreventDamage:  // while active, or held as a reaction
      case Act::Verb::IgnoreTriggers:
      case Act::Verb::CannotField:
      case Act::Verb::Redirect:
      case Act::Verb::CannotBeTargeted: break;
      case Act::Verb::ReturnToField:
        for (const std::string& id : dice) {
          Die& d = die(id);
          if (in_field(d) || d.type == DieType::Token) continue;
          // Back on the face of its level; returning is not fielding (3.4.3.11).
          for (const Face& f : d.faces)
            if (f.character() && f.level == d.level) d.face = f;
          if (!d.face.character()) d.face = parse_face(std::to_string(d.level));
          change(
              kPairedKo,
              [&] { return by + ": " + d.name + " returns to the Field Zone (it is not fielded)"; },
              d.id, "zone", zone_name(d.zone), zone_name(Zone::Field));
          d.zone = Zone::Field;
          note_while_active(d, WhileActiveChange::Enters);
        }
        break;
      case Act::Verb::KoWhenDamaged:
        for (const std::string& id : dice) {
          s_.turn.ko_when_damaged.insert(id);
          note(kPersistentFirst, [&] {
            return by + ": until end of turn, whenever " + die(id).name +
                   " takes damage, it is KO'd (a Persistent ability, in effect before what "
                   "enters the queue after it)";
          });
        }
      case Act::Verb::DamageBonus:
      case Act::Verb::PurchaseDiscount:
      case Act::Verb::GainLife:
      case Act::Verb::LoseLife:
      case Act::Verb::Draw:
      case Act::Verb::CannotSpinDown: break;  // players only (the reader refuses dice)
    }
    that = dice;
  }
}

}  // namespace arbiter::engine::dm
