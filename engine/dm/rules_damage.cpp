// Damage to dice, KOs (with Iron Will and Regenerate), KO by effects, dice
// leaving the Field Zone, rolling a die, and Sacrifice.
#include <algorithm>
#include <set>
#include <stdexcept>

#include "engine/core/checked.h"
#include "engine/core/scratch.h"
#include "engine/dm/dm_game.h"
#include "engine/dm/predicates.h"

namespace arbiter::engine::dm {

void DmGame::deal_damage(std::span<const Hit> hits, const Predicate& why, bool resolve) {
  Scratch<512> room;
  // Several hits on one die in one batch are one damage event with several
  // sources (what Iron Will counts), in the order the dice were first hit.
  struct Batch {
    Die* die;
    int amount = 0;
    int sources = 0;  // distinct
  };
  std::pmr::vector<Batch> batches(&room);
  batches.reserve(hits.size());
  // Each batch's distinct sources, all in one list: (batch, source in `hits`).
  std::pmr::vector<std::pair<size_t, const std::string*>> sources(&room);
  sources.reserve(hits.size());
  for (const Hit& h : hits) {
    const int prevented =
        r_.has_statics ? prevent_static(die(h.die), h.amount, h.source) : h.amount;
    if (prevented <= 0) continue;
    Die* d = &die(h.die);
    size_t b = 0;
    while (b < batches.size() && batches[b].die != d) ++b;
    if (b == batches.size()) batches.push_back(Batch{d, 0, 0});
    batches[b].amount += prevented;
    if (std::none_of(sources.begin(), sources.end(),
                     [&](const auto& s) { return s.first == b && same_id(*s.second, h.source); })) {
      sources.emplace_back(b, &h.source);
      ++batches[b].sources;
    }
  }
  std::pmr::vector<Die*> damaged(&room);
  damaged.reserve(batches.size());
  for (size_t b = 0; b < batches.size(); ++b) {
    Die& d = *batches[b].die;
    int& amount = batches[b].amount;
    if (!in_field(d)) {
      note(why, [&] { return d.name + " is no longer in the Field Zone and takes no damage"; });
      continue;
    }
    if (!r_.reactions.empty()) amount = react(d, amount);
    // All of it prevented: no damage, and nothing it would trigger (3.4.9.2, 3.4.9.9).
    if (amount <= 0) continue;
    const int before = d.damage;
    d.damage = sat_add(d.damage, amount);
    ++d.damage_events;
    d.last_sources = batches[b].sources;
    // Iron Will holds against one source the first time it is damaged this
    // turn, at the defense the die has now.
    if (has_keyword(d, &Keywords::iron_will) && d.damage_events == 1 && d.last_sources == 1)
      d.iron_will_hold_d = defense(d);
    change(
        why,
        [&, amount = amount] {
          std::vector<std::string> names;  // in the order of their text
          for (const auto& [of, s] : sources)
            if (of == b) names.push_back(*s);
          std::sort(names.begin(), names.end());
          std::string from;
          for (const std::string& s : names) from += (from.empty() ? "" : " and ") + s;
          return d.name + " takes " + std::to_string(amount) + " damage from " + from + " (" +
                 std::to_string(d.damage) + " damage against " + std::to_string(defense(d)) + "D)";
        },
        d.id, "damage", before, d.damage);
    damaged.push_back(&d);
    // A Persistent "whenever it takes damage, KO it" resolves before the
    // rest of the ability that damaged it (3.2.3).
    if (!s_.turn.ko_when_damaged.empty() && s_.turn.ko_when_damaged.count(d.id))
      ko_by_effect(d, kPersistentFirst, "its Persistent ability");
  }
  // Each damaged die's own "when damaged" first, before any other ability
  // (3.2.13), the active player's dice before the other's (3.2.4); then
  // other cards' "when a die is damaged", once for each die (damage_triggers).
  const size_t queued = r_.queue.size();
  for (const bool active_player : {true, false})
    for (Die* d : damaged) {
      if (same_id(d->controller, s_.active) != active_player) continue;
      if (const Card* c = card_of(*d); c && !c->when_damaged.kind.empty())
        enqueue(*d, "when damaged", c->when_damaged);
      trigger_card(*d, Trigger::Damaged, d->id);
    }
  if (r_.queue.size() > queued + 1)
    note(kWhenDamagedFirst, [&] {
      return "the damaged dice's own \"when damaged\" abilities are resolved one at a time, "
             "before any other ability this damage sets off";
    });
  damage_triggers(nullptr, damaged);
  if (resolve) resolve_kos(kKoAtDefense);
}

void DmGame::resolve_kos(const Predicate& why, std::pmr::vector<std::string>* kod) {
  ++r_.ko_depth;
  Scratch<512> room;
  std::pmr::vector<Die*> kos(&room);
  for (Die& d : s_.dice) {
    if (!in_field(d) || !is_character(d) || d.cannot_be_ko) continue;
    const int def = defense(d);
    if (d.damage < def || (d.damage == 0 && def > 0)) continue;
    if (has_keyword(d, &Keywords::iron_will)) {
      if (d.damage_events == 0) continue;  // not damaged this turn: cannot be KO'd
      if (d.damage_events == 1 && d.last_sources == 1 && def >= d.iron_will_hold_d) {
        note(kIronWillHolds, [&] {
          return d.name + " has Iron Will: its first damage this turn came from one source, so " +
                 std::to_string(d.damage) + " damage against " + std::to_string(def) +
                 "D does not KO it";
        });
        headline(d.name + " is not KO'd (Iron Will)");
        continue;
      }
      if (d.damage_events == 1 && d.last_sources > 1)
        note(kIronWillMulti, [&] {
          return d.name + " has Iron Will but was damaged by " + std::to_string(d.last_sources) +
                 " sources at once: " + std::to_string(d.damage) + " damage reaches " +
                 std::to_string(def) + "D";
        });
      else
        note(kIronWillPrevious, [&] {
          return d.name +
                 " has Iron Will but was already damaged this turn: " + std::to_string(d.damage) +
                 " damage reaches " + std::to_string(def) + "D";
        });
    }
    if (kos.empty()) kos.reserve(s_.dice.size());  // room at once, and none without a KO
    kos.push_back(&d);
  }
  // Simultaneous (2.7.6.1): every die is decided before any moves.
  std::pmr::vector<std::string> out(&room);
  std::pmr::vector<const Die*> kod_now(&room);
  for (Die* d : kos) {
    if (!in_field(*d)) continue;
    const int def = defense(*d);
    if (def == 0 && d->damage == 0)
      note(kModifierFloor, [&] { return d->name + "'s defense is zero: it is KO'd"; });
    else
      note(why, [&] {
        return d->name + " has " + std::to_string(d->damage) + " damage against " +
               std::to_string(def) + "D and is KO'd";
      });
    if (out.empty()) out.reserve(kos.size());
    out.push_back(d->id);
    if (has_keyword(*d, &Keywords::regenerate) && d->type != DieType::Token &&
        regenerate(*d, kRegenerate))
      continue;
    headline(d->name, " is KO'd");
    // A controlled die's controller when KO'd (3.9.8); "" when no die is controlled.
    const std::string was = s_.controlled.empty() ? std::string() : d->controller;
    leave_field(*d, Zone::Prep, why, [&] { return d->name + " goes to its owner's Prep Area"; });
    trigger_card(*d, Trigger::Kod, d->id, was);
    if (r_.has_card_text) kod_now.push_back(d);
  }
  kod_triggers(kod_now);  // other cards', the active player's first (3.2.4)
  retaliation(out);       // "when KO'd", after the simultaneous KOs (retaliation.1)
  --r_.ko_depth;
  if (r_.ko_depth == 0 && r_.static_recheck) {
    r_.static_recheck = false;
    resolve_kos(kLoweredDefenseKo, &out);
  }
  if (kod) kod->insert(kod->end(), out.begin(), out.end());
}

bool DmGame::regenerate(Die& d, const Predicate& why) {
  Face f = roll(d, [&] { return "Regenerate roll for " + d.name; });
  if (f.character()) {
    change(
        why,
        [&] {
          return d.name + " is KO'd and Regenerates: it rolls " + f.label +
                 ", a Character face, and returns to the Field Zone on level " +
                 std::to_string(f.level) + " with its damage cleared";
        },
        d.id, "damage", d.damage, 0);
    note(kRegenerateKeeps, [&] {
      return d.name +
             " was KO'd but replaced: its modifiers remain and it is no longer in the Attack Zone";
    });
    d.damage = 0;
    d.level = f.level;
    d.attacking = d.blocking = false;
    d.blocks.clear();
    headline(d.name, " Regenerates (rolls ", f.label, ")");
    d.face = std::move(f);
    if (const Card* c = card_of(d);
        c && std::any_of(c->abilities.begin(), c->abilities.end(),
                         [](const Ability& a) { return a.trigger == Trigger::Fielded; }))
      note(kNoFieldedOnReturn, [&] {
        return d.name +
               " returns to the Field Zone by Regenerate, not by being fielded: its "
               "\"when fielded\" ability does not trigger";
      });
    return true;
  }
  note(why, [&] {
    return d.name + " rolls " + f.label + " for Regenerate, not a Character face: it stays KO'd";
  });
  headline(d.name, " is KO'd (Regenerate rolls ", f.label, ")");
  d.face = std::move(f);
  leave_field(d, Zone::Prep, why, [&] { return d.name + " goes to its owner's Prep Area"; });
  return false;
}

bool DmGame::ko_by_effect(Die& d, const Predicate& why, Words how) {
  if (!in_field(d)) return false;
  if (d.cannot_be_ko) return refuse(why, "KO " + d.name, "it cannot be KO'd");
  if (has_keyword(d, &Keywords::iron_will)) {
    if (d.damage_events == 0) {
      note(&why == &kDeadlyCleanUp ? kIronWillDeadly : kIronWillPrevious, [&] {
        return d.name + " has Iron Will and took no damage this turn: " + how() + " does not KO it";
      });
      headline(d.name + " is not KO'd (Iron Will)");
      return false;
    }
    note(kIronWillPrevious,
         [&] { return d.name + " has Iron Will but was damaged this turn: " + how() + " KOs it"; });
  }
  note(why, [&] { return how() + ": " + d.name + " is KO'd"; });
  note(kKoIsNotDamage, [&] { return "the KO is not damage"; });
  if (has_keyword(d, &Keywords::regenerate) && d.type != DieType::Token) {
    if (&why == &kDeadlyCleanUp)
      note(kRegenerateDeadly,
           [&] { return d.name + " is KO'd by Deadly and still rolls for Regenerate"; });
    regenerate(d, kRegenerate);
    return true;
  }
  headline(d.name, " is KO'd");
  const std::string was = s_.controlled.empty() ? std::string() : d.controller;  // 3.9.8
  leave_field(d, Zone::Prep, why, [&] { return d.name + " goes to its owner's Prep Area"; });
  trigger_card(d, Trigger::Kod, d.id, was);
  const Die* kod[] = {&d};
  kod_triggers(kod);
  retaliation({&d.id, 1});
  return true;
}

void DmGame::leave_field(Die& d, Zone to, const Predicate& why, Words how) {
  const Zone from = d.zone;
  if (!s_.controlled.empty()) to = control_ends_leaving(d, to);
  end_copy(d, "it leaves the Field Zone");
  d.attacking = d.blocking = false;
  d.blocks.clear();
  d.damage = 0;
  const bool had_applied =
      std::any_of(d.mods.begin(), d.mods.end(), [](const Modifier& m) { return m.applied; });
  d.mods.clear();
  d.swapped = false;
  if (d.type == DieType::Token) {
    d.zone = Zone::Removed;
    change(
        kTokenRemoved,
        [&] { return d.name + " is a token leaving the Field Zone: it is removed from play"; },
        d.id, "zone", zone_name(from), zone_name(Zone::Removed));
  } else if (to == Zone::Used) {
    to_used_pile(d, has_keyword(d, &Keywords::immortal) && d.type != DieType::Action, why, how);
  } else {
    d.zone = to;
    change(why, how, d.id, "zone", zone_name(from), zone_name(to));
  }
  if (from == Zone::Field) note_while_active(d, WhileActiveChange::Leaves);
  if (had_applied && from == Zone::Field)
    note(kAppliedLostLeaving,
         [&] { return d.name + " loses its applied modifiers on leaving the Field Zone"; });
  if (from != Zone::Field || d.card.empty() || card_active(d.card, "")) return;
  // The last die of its card left: static modifiers it provided end (3.6.6),
  // its "while active" text's among them, and damage already on a die may
  // now reach its lowered defense (3.6.10).
  const Card* source = card_of(d);
  bool ended = r_.has_statics && source &&
               std::any_of(source->abilities.begin(), source->abilities.end(),
                           [](const Ability& a) { return a.trigger == Trigger::WhileActive; });
  for (Die& o : s_.dice)
    for (const Modifier& m : o.mods)
      if (!m.applied && m.source == d.card && in_field(o)) {
        ended = true;
        note(kStaticEnds, [&] {
          return o.name + "'s static " + (m.amount >= 0 ? "+" : "") + std::to_string(m.amount) +
                 (m.stat == 'a' ? "A" : "D") + " from " + card(d.card).name +
                 " ends: no die of that card is active";
        });
      }
  if (!ended) return;
  if (r_.ko_depth > 0)
    r_.static_recheck = true;
  else
    resolve_kos(kLoweredDefenseKo);
}

Face DmGame::roll(Die& d, Words what) {
  const auto fixed = s_.fixed_rolls->find(d.id);
  if (fixed != s_.fixed_rolls->end() &&
      d.fixed_rolls_used < static_cast<int>(fixed->second.size())) {
    const std::string& label = fixed->second[static_cast<size_t>(d.fixed_rolls_used++)];
    for (const Face& f : d.faces)
      if (f.label == label) return f;
    return parse_face(label);
  }
  if (d.faces.empty())
    throw std::invalid_argument(d.name + " is rolled (" + what() +
                                ") but neither its faces nor a fixed result are given");
  // Identical faces are one branch with their count: 6 faces, few branches.
  const int pick = ctx_->chooser.choose(d.faces->deck, what);
  return d.faces[d.faces->first[static_cast<size_t>(pick)]];
}

void DmGame::sacrifice(Die& d) {
  if (!in_field(d) || !is_character(d)) {
    refuse(kSacrifice, "sacrifice " + d.name,
           "only a Character die in the Field Zone can be sacrificed");
    return;
  }
  const bool owners_turn = active(d.owner);
  note(kSacrifice, [&] {
    return d.name + " is sacrificed (an ability cost): it is not KO'd, so no 'when KO'd' triggers";
  });
  if (owners_turn && has_keyword(d, &Keywords::immortal)) d.immortal_pending = true;
  leave_field(d, owners_turn ? Zone::OutOfPlay : Zone::Used, kSacrifice,
              d.name + (owners_turn ? " goes Out of Play until the end of the turn"
                                    : " goes to the Used Pile"));
  headline(d.name + " is sacrificed");
}

}  // namespace arbiter::engine::dm
