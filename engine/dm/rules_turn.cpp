// Turn structure: Clear and Draw (refills, the first turn, short draws,
// Rush and Swarm), Roll and Reroll, the end of the Main Step, and Clean Up.
#include <algorithm>
#include <stdexcept>

#include "engine/dm/dm_game.h"
#include "engine/dm/predicates.h"

namespace arbiter::engine::dm {

std::string DmGame::pick_from_bag(Player& p) {
  const auto in_bag = [&](const Die& d) { return d.zone == Zone::Bag && d.owner == p.id; };
  if (std::none_of(s_.dice.begin(), s_.dice.end(), in_bag)) {
    int moved = 0;
    for (Die& d : s_.dice)
      if (d.zone == Zone::Used && d.owner == p.id) {
        d.zone = Zone::Bag;
        ++moved;
      }
    note(kRefillBag, [&] {
      return p.id + "'s bag is empty: " +
             (moved
                  ? "it is refilled with the " + plural(moved, "die") + " of the Used Pile"
                  : std::string("the Used Pile is empty too (dice Out of Play do not refill it)"));
    });
    if (moved == 0) return "";
  }
  auto fixed = s_.fixed_draws.find(p.id);
  if (fixed != s_.fixed_draws.end() && !fixed->second.empty()) {
    const std::string id = fixed->second.front();
    fixed->second.erase(fixed->second.begin());
    if (!in_bag(die(id)))
      throw std::invalid_argument("fixed draw: " + id + " is not in " + p.id + "'s bag when drawn");
    return id;
  }
  // Identical dice (same card, or Sidekicks) are one branch with a count.
  Deck deck;
  for (const Die& d : s_.dice) {
    if (!in_bag(d)) continue;
    const std::string label = d.card.empty() ? "sidekick" : d.card;
    auto it = std::find_if(deck.faces.begin(), deck.faces.end(),
                           [&](const DeckFace& f) { return f.label == label; });
    if (it == deck.faces.end())
      deck.faces.push_back({label, 1});
    else
      ++it->count;
  }
  const std::string label =
      deck.faces[static_cast<size_t>(ctx_->chooser.choose(deck, p.id + " draws a die"))].label;
  for (const Die& d : s_.dice)
    if (in_bag(d) && (d.card.empty() ? "sidekick" : d.card) == label) return d.id;
  return "";
}

int DmGame::draw(Player& p, int count, bool in_step, std::vector<std::string>& drawn) {
  int got = 0;
  for (int i = 0; i < count; ++i) {
    const std::string id = pick_from_bag(p);
    if (id.empty()) break;
    Die& d = die(id);
    d.zone = Zone::Prep;
    drawn.push_back(id);
    ++got;
    change(
        in_step ? kDrawFour : kNoPenaltyOutsideDraw,
        [&] { return p.id + " draws " + d.name + " into the Prep Area"; }, d.id, "zone",
        zone_name(Zone::Bag), zone_name(Zone::Prep));
  }
  return got;
}

void DmGame::clear_and_draw(Player& p) {
  if (over()) return;
  if (!active(p.id))
    return void(refuse(kDrawFour, p.id + " clears and draws", "it is " + s_.active + "'s turn"));
  s_.step = "clear-and-draw";
  for (Die& d : s_.dice)
    if (d.controller == p.id && d.zone == Zone::Reserve) {
      change(
          kClearReserve,
          [&] { return d.name + " is cleared from the Reserve Pool to the Used Pile"; }, d.id,
          "zone", zone_name(Zone::Reserve), zone_name(Zone::Used));
      d.zone = Zone::Used;
    }
  std::vector<std::string> before_prep;
  for (const Die& d : s_.dice)
    if (d.owner == p.id && d.zone == Zone::Prep) before_prep.push_back(d.id);
  std::vector<std::string> drawn;
  const int got = draw(p, 4, true, drawn);
  if (s_.first_turn && got == 4) {
    Die& fourth = die(drawn.back());
    change(
        kFirstTurnDraw,
        [&] {
          return "first turn of the game: " + p.id + " keeps 3 dice and the 4th, " + fourth.name +
                 ", goes Out of Play";
        },
        fourth.id, "zone", zone_name(Zone::Prep), zone_name(Zone::OutOfPlay));
    fourth.zone = Zone::OutOfPlay;
  }
  if (got < 4) {
    const int missing = 4 - got;
    note(kShortDraw, [&] {
      return p.id + " could draw only " + plural(got, "die") + " of 4: " + std::to_string(missing) +
             " short";
    });
    lose_life(p, missing, kShortDraw, std::to_string(missing) + " dice could not be drawn");
    change(
        kShortDraw,
        [&] {
          return p.id + " gains " + plural(missing, "virtual generic energy") +
                 " for the dice not drawn";
        },
        p.id, "virtual", p.virtual_energy, p.virtual_energy + missing);
    p.virtual_energy += missing;
    headline(p.id + " draws " + std::to_string(got) + " of 4: loses " + std::to_string(missing) +
             " life, gains " + std::to_string(missing) + " virtual energy");
  }
  // Rush and Swarm: extra dice for what was drawn in this step (the whole
  // step is one draw, 2.3.8), recounted after each extra die.
  int rush_done = 0, swarm_done = 0;
  bool rush_prep_noted = false;
  while (!over()) {
    int rush = 0, swarm = 0;
    for (const std::string& r : drawn) {
      for (const std::string& type : keywords(die(r)).rush) {
        for (const std::string& x : drawn) {
          if (x == r) continue;
          const auto t = energy_types(die(x));
          if (std::find(t.begin(), t.end(), type) != t.end()) ++rush;
        }
        if (!rush_prep_noted)
          for (const std::string& x : before_prep) {
            const auto t = energy_types(die(x));
            if (std::find(t.begin(), t.end(), type) != t.end()) {
              rush_prep_noted = true;
              note(kRushPrep, [&] {
                return die(x).name +
                       " was in the Prep Area before the step: it does not count for " +
                       die(r).name + "'s Rush";
              });
            }
          }
      }
    }
    // A drawn die that matches an active die with Swarm: a die of the same
    // card, or a Sidekick for a Sidekick (swarm.5); one extra die however
    // many such dice are active (swarm.4).
    for (const std::string& x : drawn) {
      const Die& d = die(x);
      if (std::any_of(s_.dice.begin(), s_.dice.end(), [&](const Die& o) {
            return in_field(o) && o.controller == p.id &&
                   (d.type == DieType::Sidekick ? o.type == DieType::Sidekick
                                                : !d.card.empty() && o.card == d.card) &&
                   has_keyword(o, &Keywords::swarm);
          }))
        ++swarm;
    }
    const bool owed_rush = rush > rush_done, owed_swarm = swarm > swarm_done;
    if (!owed_rush && !owed_swarm) break;
    if (owed_rush)
      note(kRush, [&] {
        return "Rush: " + plural(rush, "pair") +
               " of a Rush die and a die of its type drawn this step; " +
               plural(rush - rush_done, "extra die") + " to draw";
      });
    if (owed_swarm)
      note(kSwarm,
           [&] { return "Swarm: a copy of an active Swarm die was drawn; 1 extra die per copy"; });
    const int want = (rush - rush_done) + (swarm - swarm_done);
    const int n = draw(p, want, true, drawn);
    if (n < want) {
      note(owed_swarm ? kSwarmNoPenalty : kRush,
           [&] { return "no dice are left to draw the extra dice: no life is lost for them"; });
      break;
    }
    rush_done = rush;
    swarm_done = swarm;
  }
  p.drawn = static_cast<int>(drawn.size());
  bool rush_sidekick = false;
  for (const std::string& x : drawn)
    rush_sidekick = rush_sidekick || !keywords(die(x)).rush.empty();
  if (rush_sidekick && std::any_of(drawn.begin(), drawn.end(), [&](const std::string& x) {
        return die(x).type == DieType::Sidekick;
      }))
    note(kRushSidekick, [] {
      return std::string("Sidekick dice drawn have no energy type and do not trigger Rush");
    });
  if (got >= 4) {
    // What was drawn, by card, so that outcomes of a random draw group.
    std::vector<std::string> kinds;
    for (const std::string& x : drawn) {
      const Die& d = die(x);
      kinds.push_back(d.card.empty() ? "Sidekick" : card(d.card).name);
    }
    std::sort(kinds.begin(), kinds.end());
    std::string list;
    for (const std::string& k : kinds) list += (list.empty() ? "" : ", ") + k;
    headline(p.id + " draws " + plural(static_cast<int>(drawn.size()), "die") + " (" + list + ")");
  }
}

void DmGame::draw_outside_step(Player& p, int count) {
  if (over()) return;
  std::vector<std::string> drawn;
  const int got = draw(p, count, false, drawn);
  if (got < count)
    note(kNoPenaltyOutsideDraw, [&] {
      return p.id + " could draw only " + plural(got, "die") + " of " + std::to_string(count) +
             " outside the Clear and Draw Step: no life lost, no virtual energy";
    });
  headline(p.id + " draws " + std::to_string(got) + " of " + std::to_string(count) +
           " (outside the Clear and Draw Step)");
}

void DmGame::roll_step(Player& p, const std::vector<std::string>& rerolls) {
  if (over()) return;
  s_.step = "roll";
  std::vector<Die*> rolled;
  for (Die& d : s_.dice)
    if (d.owner == p.id && d.zone == Zone::Prep) rolled.push_back(&d);
  for (Die* d : rolled) {
    d->face = roll(*d, "roll of " + d->name);
    change(
        kRollPrep, [&] { return d->name + " is rolled: " + d->face.label; }, d->id, "face",
        std::string("unrolled"), d->face.label);
  }
  for (const std::string& id : rerolls) {
    Die& d = die(id);
    if (std::find(rolled.begin(), rolled.end(), &d) == rolled.end())
      throw std::invalid_argument("reroll: " + id + " was not rolled in this step");
    const std::string before = d.face.label;
    d.face = roll(d, "reroll of " + d.name);
    change(
        kOneReroll,
        [&] {
          return d.name + " is rerolled (the one reroll, all chosen dice together): " + before +
                 " -> " + d.face.label;
        },
        d.id, "face", before, d.face.label);
  }
  p.rerolled = true;
  std::string faces;
  for (Die* d : rolled) {
    if (d->face.character()) d->level = d->face.level;
    change(
        kRolledToReserve,
        [&] { return d->name + " moves to the Reserve Pool showing " + d->face.label; }, d->id,
        "zone", zone_name(Zone::Prep), zone_name(Zone::Reserve));
    d->zone = Zone::Reserve;
    faces += (faces.empty() ? "" : ", ") + d->name + " " + d->face.label;
  }
  headline(p.id + " rolls " + faces);
  s_.step = "main";
}

void DmGame::reroll(Player& p, const std::vector<std::string>& dice) {
  if (over()) return;
  if (p.rerolled)
    return void(refuse(
        kNoSecondReroll, p.id + " rerolls",
        "the one reroll of the Roll and Reroll Step is used, and no ability grants another"));
  for (const std::string& id : dice) {
    Die& d = die(id);
    if (d.partly_spent) {
      refuse(kSpinDownDouble, "reroll " + d.name, "it was partly spent as energy");
      continue;
    }
    refuse(kNoSecondReroll, "reroll " + d.name,
           "dice get no free reroll outside the Roll and Reroll Step");
  }
}

void DmGame::to_used_pile(Die& d, bool immortal, const Predicate& why, Words how) {
  const Zone to = immortal ? Zone::Bag : Zone::Used;
  if (immortal)
    change(
        kImmortal,
        [&] {
          return d.name + " has Immortal: instead of the Used Pile it goes to its owner's bag";
        },
        d.id, "zone", zone_name(d.zone), zone_name(to));
  else
    change(why, how, d.id, "zone", zone_name(d.zone), zone_name(to));
  d.zone = to;
}

void DmGame::end_main_step() {
  if (over()) return;
  Player& p = player(s_.active);
  for (Die& d : s_.dice) {
    if (d.controller != p.id || d.zone != Zone::Reserve || !d.face.character()) continue;
    to_used_pile(d, has_keyword(d, &Keywords::immortal), kEndMainStep,
                 d.name + " was not fielded: it moves to the Used Pile");
  }
  if (p.virtual_energy > 0) {
    change(
        kVirtualLost, [&] { return p.id + "'s unspent virtual energy is lost"; }, p.id, "virtual",
        p.virtual_energy, 0);
    p.virtual_energy = 0;
  }
  for (Die& d : s_.dice)
    if (d.controller == p.id && in_field(d) && d.fielded_now && has_keyword(d, &Keywords::strike) &&
        p.fielded_this_turn == 1) {
      note(kStrike, [&] {
        return d.name +
               " (Strike) was the only Character die fielded this turn: +2A, +2D and Overcrush";
      });
      modify(d, 'a', 2, false, true, "");
      modify(d, 'd', 2, false, true, "");
      d.gained.edit().overcrush = true;
    }
  s_.step = "attack";
}

void DmGame::clean_up() {
  if (over()) return;
  Player& act = player(s_.active);
  Player& other = opponent(s_.active);
  s_.step = "clean-up";
  if (std::any_of(s_.dice.begin(), s_.dice.end(),
                  [&](const Die& d) { return in_field(d) && d.damage > 0; }))
    note(kDamageStays, [] {
      return std::string(
          "damage dealt this turn has stayed on the dice until now, whatever happened to the dice "
          "that dealt it");
    });
  for (Die& d : s_.dice)
    if (in_field(d) && d.damage > 0) {
      change(
          kCleanUpDamage, [&] { return d.name + "'s damage is cleared"; }, d.id, "damage", d.damage,
          0);
      d.damage = 0;
    }
  note(kCleanUpAbilities, [] {
    return std::string(
        "Applied abilities resolve first, then Persistent ones; the active player's before the "
        "inactive player's");
  });
  // Blanking "until end of turn" and "this turn" limits end here (3.4.4.2).
  s_.blanked_cards.clear();
  s_.blockers_declared = false;
  s_.turn = {};
  end_copies();
  end_control();
  end_reactions();
  for (const auto& [id, k] : s_.gained_before) die(id).gained = k;
  s_.gained_before.clear();
  for (const auto& [id, k] : s_.card_keywords_before)
    for (Card& c : s_.cards.edit())
      if (c.id == id) c.keywords = k;
  s_.card_keywords_before.clear();
  for (Die& d : s_.dice) d.blanked = false;
  for (const auto& [id, what] : s_.persistent_this_turn) {
    Die& d = die(id);
    persistent_flag(d, what) = false;
    note(kPersistent, [&, what = what] {
      return d.name +
             (what == Act::Verb::CannotAttack  ? " may attack again"
              : what == Act::Verb::CannotBlock ? " may block again"
                                               : " no longer must attack") +
             ": the ability ends at Clean Up, used or not";
    });
  }
  s_.persistent_this_turn.clear();
  for (Player* p : {&act, &other}) {
    for (Die& d : s_.dice) {
      if (!same_id(d.controller, p->id)) continue;
      if (in_field(d) &&
          std::any_of(d.mods.begin(), d.mods.end(), [](const Modifier& m) { return m.applied; })) {
        const int a = attack(d), def = defense(d);
        d.mods.erase(std::remove_if(d.mods.begin(), d.mods.end(),
                                    [](const Modifier& m) { return m.applied; }),
                     d.mods.end());
        change(
            kAppliedExpire,
            [&] {
              return d.name + "'s applied modifiers end: " + std::to_string(a) + "A/" +
                     std::to_string(def) + "D -> " + std::to_string(attack(d)) + "A/" +
                     std::to_string(defense(d)) + "D";
            },
            d.id, "d", def, defense(d));
      }
      if (d.intimidated) {
        d.intimidated = false;
        change(
            kIntimidateReturn,
            [&] {
              return d.name +
                     " returns to the Field Zone (Intimidate ends); it is not fielded, so no 'when "
                     "fielded'";
            },
            d.id, "zone", zone_name(d.zone), zone_name(Zone::Field));
        d.zone = Zone::Field;
      }
      if (d.zone == Zone::Captured) {
        change(
            kCleanUpAbilities,
            [&] {
              return d.name + " is released by its captor and returns to the " +
                     zone_name(d.captured_from);
            },
            d.id, "zone", zone_name(d.zone), zone_name(d.captured_from));
        d.zone = d.captured_from;
      }
    }
  }
  deadly_cleanup();
  // 2.8.3 for every die, then 2.8.5: the steps in the rule's order.
  for (Die& d : s_.dice)
    if (same_id(d.controller, act.id) && d.zone == Zone::Reserve &&
        d.face.kind == Face::Kind::Action) {
      change(
          kCleanUpActionDice,
          [&] { return d.name + " is on its action face: it moves to the Used Pile"; }, d.id,
          "zone", zone_name(d.zone), zone_name(Zone::Used));
      d.zone = Zone::Used;
    }
  for (Die& d : s_.dice) {
    if (same_id(d.controller, other.id) && d.zone == Zone::Reserve) {
      change(
          kInactiveEnergyToUsed,
          [&] { return other.id + " moves unspent " + d.name + " to the Used Pile"; }, d.id, "zone",
          zone_name(d.zone), zone_name(Zone::Used));
      d.zone = Zone::Used;
    }
  }
  for (Die& d : s_.dice) {
    if (d.zone != Zone::OutOfPlay) continue;
    to_used_pile(d, d.immortal_pending, kOutOfPlayToUsed,
                 [&] { return d.name + " moves from Out of Play to the Used Pile"; });
  }
  // The next turn: every per-turn mark resets.
  for (Die& d : s_.dice) {
    d.damage_events = d.last_sources = 0;
    d.iron_will_hold_d = -1;
    d.partly_spent = d.unblockable = d.engaged = d.blocked = d.blocked_this_turn = d.did_block =
        false;
    d.fielded_now = d.immortal_pending = false;
  }
  for (Player& p : s_.players) {
    p.rerolled = false;
    p.fielded_this_turn = 0;
  }
  s_.attackers.clear();
  s_.call_outs.clear();
  s_.cleaved.clear();
  s_.first_turn = false;
  change(
      kOutOfPlayToUsed, [&] { return "the turn ends: " + other.id + " becomes the active player"; },
      std::string("game"), "active", act.id, other.id);
  s_.active = other.id;
  s_.step = "clear-and-draw";
  headline("turn passes to ", other.id);
}

}  // namespace arbiter::engine::dm
