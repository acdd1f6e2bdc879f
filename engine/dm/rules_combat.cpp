// The Attack Step (2.7): declaring attackers and blockers, assigning combat
// damage (Fast, Overcrush, splits), KOs, and what follows them (Cleave,
// Frag, Retaliation, Recruit), and dice returning to the Field Zone.
#include <algorithm>
#include <climits>
#include <set>
#include <stdexcept>

#include "engine/core/scratch.h"
#include "engine/dm/dm_game.h"
#include "engine/dm/predicates.h"

namespace arbiter::engine::dm {

void DmGame::declare_attackers(const AttackPlan& plan) {
  if (over()) return note(kGameOver, [] { return std::string("the game has ended: no attack"); });
  s_.step = "attack";
  for (const std::string& id : plan.attackers) {
    Die& d = die(id);
    if (d.controller != s_.active || !in_field(d) || !is_character(d)) {
      refuse(kNotAnAttacker, d.name + " attacks",
             "only the active player's fielded Character dice can attack (it is " +
                 (d.controller != s_.active
                      ? "not the active player's"
                      : "in the " + zone_name(d.zone) + ", not a fielded character") +
                 ")");
      continue;
    }
    if (d.cannot_attack) {
      refuse(d.must_attack ? kCantBeatsMust : kPersistent, d.name + " attacks",
             "an ability says it cannot attack" +
                 std::string(d.must_attack ? ", and \"can't\" supersedes \"must\"" : ""));
      continue;
    }
    if (const std::string why = static_forbids(d, Act::Verb::CannotAttack); !why.empty()) {
      refuse(kStaticForbids, d.name + " attacks",
             why + " keeps it from attacking (its values now: " + std::to_string(attack(d)) + "A)");
      continue;
    }
    if (d.attacking) continue;
    d.attacking = true;
    // Room for the declared at once: one allocation, not one for each.
    if (s_.attackers.empty()) s_.attackers.reserve(plan.attackers.size());
    s_.attackers.push_back(id);
    change(
        kDeclareAttackers,
        [&] { return d.name + " is declared an attacker and moves into the Attack Zone"; }, d.id,
        "attacking", false, true);
  }
  // Dice an ability forces to attack attack, unless one says they cannot.
  for (Die& d : s_.dice) {
    if (!d.must_attack || d.attacking || d.controller != s_.active || !in_field(d) ||
        !is_character(d))
      continue;
    if (d.cannot_attack) {
      note(kCantBeatsMust, [&] {
        return d.name +
               " must attack, but an ability says it cannot: \"can't\" supersedes "
               "\"must\", so it does not attack";
      });
      continue;
    }
    d.attacking = true;
    s_.attackers.push_back(d.id);
    change(
        kMustAttack,
        [&] {
          return d.name +
                 " must attack: it is an attacker, declared or not, and moves into the "
                 "Attack Zone";
        },
        d.id, "attacking", false, true);
  }
  if (s_.attackers.empty()) return;
  // "When attacks" abilities, in the order the active player chooses: Call
  // Out, Breath Weapon, Range, then card abilities through the queue.
  std::map<std::string, int> targeted;
  for (const auto& [a, t] : plan.call_outs) ++targeted[t];
  for (const auto& [a, t] : plan.call_outs) {
    Die& at = die(a);
    Die& target = die(t);
    if (!at.attacking || !has_keyword(at, &Keywords::call_out)) {
      refuse(kCallOut, at.name + " uses Call Out", "it is not an attacker with Call Out");
      continue;
    }
    if (!in_field(target) || target.controller == at.controller || !is_character(target)) {
      refuse(kCallOut, at.name + " calls out " + target.name,
             "the target must be an opposing Character die in the Field Zone");
      continue;
    }
    if (targeted[t] > 1) {
      note(kCallOut, [&] {
        return at.name + "'s Call Out is cancelled: another die chose the same target " +
               target.name;
      });
      continue;
    }
    s_.call_outs[a] = t;
    note(kCallOut, [&] {
      return at.name + " calls out " + target.name + ": only " + target.name + " may block " +
             at.name + ", and " + target.name + " may block nothing else";
    });
  }
  if (!plan.breath.empty()) breath_weapon(plan.breath, plan.anti_breath);
  r_.range_targets.clear();
  for (const auto& [r, t] : plan.range) r_.range_targets[r] = t;
  const bool range_attacks =
      std::any_of(s_.attackers.begin(), s_.attackers.end(), [&](const std::string& id) {
        const Die& d = die(id);
        return d.attacking && keyword_value(d, &Keywords::range) > 0;
      });
  if (range_attacks) range_damage();
  for (const std::string& id : s_.attackers) {
    const Die& d = die(id);
    if (const Card* c = card_of(d); c && d.attacking && !c->when_attacks.kind.empty())
      enqueue(d, "when attacks", c->when_attacks);
    if (d.attacking) trigger_card(die(id), Trigger::Attacks, id);
  }
  run_queue();
}

void DmGame::declare_blockers(const BlockPlan& plan) {
  if (over()) return;
  for (const auto& [b, a] : plan.blocks) {
    Die& bl = die(b);
    Die& at = die(a);
    // Words for a refusal only.
    const auto what = [&] { return bl.name + " blocks " + at.name; };
    if (same_id(bl.controller, s_.active) || !in_field(bl) || !is_character(bl)) {
      refuse(kNotAnAttacker, what(), "only the inactive player's fielded Character dice can block");
      continue;
    }
    if (bl.blocking || bl.attacking) {
      refuse(kDeclareBlockers, what(), bl.name + " is already assigned to block");
      continue;
    }
    if (const std::string why = static_forbids(bl, Act::Verb::CannotBlock); !why.empty()) {
      refuse(kStaticForbids, what(), why + " keeps " + bl.name + " from blocking");
      continue;
    }
    if (bl.cannot_block) {
      refuse(kPersistent, what(), bl.name + " cannot block this turn");
      continue;
    }
    if (!at.attacking) {
      refuse(kDeclareBlockers, what(), at.name + " is not attacking");
      continue;
    }
    if (at.unblockable) {
      refuse(kObscure, what(), at.name + " is unblockable this turn");
      continue;
    }
    if (auto c = s_.call_outs.find(a); c != s_.call_outs.end() && c->second != b) {
      refuse(kCallOut, what(),
             at.name + " called out " + die(c->second).name + ", the only die that may block it");
      continue;
    }
    // The ids are bound by reference: a lambda capturing them by copy
    // copied two strings for every block, call outs or none.
    const std::string &blocker = b, &attacker = a;
    const auto called = std::find_if(s_.call_outs.begin(), s_.call_outs.end(), [&](const auto& kv) {
      return kv.second == blocker && kv.first != attacker;
    });
    if (called != s_.call_outs.end()) {
      refuse(kCallOut, what(),
             bl.name + " was called out by " + die(called->first).name + " and may block only it");
      continue;
    }
    bl.blocking = true;
    bl.did_block = true;
    bl.blocks = a;
    bl.engaged = at.engaged = true;
    at.blocked = at.blocked_this_turn = true;
    change(
        kDeclareBlockers,
        [&] { return bl.name + " blocks " + at.name + " and moves into the Attack Zone"; }, bl.id,
        "blocking", false, true);
    note(kEngaged, [&] { return at.name + " and " + bl.name + " are engaged"; });
    // Deadly triggers at engagement, damage or not (deadly.1).
    for (auto [x, y] : {std::pair<Die*, Die*>{&at, &bl}, std::pair<Die*, Die*>{&bl, &at}})
      if (has_keyword(*x, &Keywords::deadly) && !y->deadly_marked) {
        y->deadly_marked = true;
        note(kDeadlyMark, [&, x = x, y = y] {
          return y->name + " is engaged with " + x->name +
                 " (Deadly): it will be KO'd at end of turn";
        });
      }
  }
  // Energy Drain, after blockers are assigned.
  for (Die& d : s_.dice) {
    if (!d.blocking) continue;
    Die& at = die(d.blocks);
    for (auto [x, y] : {std::pair<Die*, Die*>{&at, &d}, std::pair<Die*, Die*>{&d, &at}}) {
      const int n = keyword_value(*x, &Keywords::energy_drain);
      if (n <= 0 || !in_field(*y)) continue;
      if (y->level <= 1)
        note(kEnergyDrain, [&, x = x, y = y] {
          return y->name + " is engaged with " + x->name +
                 " (Energy Drain) but is at level 1 and cannot spin down";
        });
      else
        spin(*y, -std::min(n, y->level - 1), kEnergyDrain);
    }
  }
  // Tag Out and Infiltrate, before Action dice and Global abilities.
  for (const auto& [id, target] : plan.tag_outs) {
    Die& d = die(id);
    Die& t = die(target);
    if (!has_keyword(d, &Keywords::tag_out) || !in_field(d)) {
      refuse(kTagOut, d.name + " tags out", "it is not an active die with Tag Out");
      continue;
    }
    if (!in_field(t) || !is_character(t) || &t == &d) {
      refuse(kTagOut, d.name + " tags out to " + t.name,
             "the target must be another Character die in the Field Zone");
      continue;
    }
    const bool was_blocking = d.blocking;
    leave_field(d, Zone::Prep, kTagOut, d.name + " tags out: it is prepped from the Field Zone");
    modify(t, 'a', 2, false, true, "");
    modify(t, 'd', 2, false, true, "");
    headline(d.name + " tags out: " + t.name + " gets +2A/+2D");
    if (was_blocking) note(kOnceBlocked, [&] { return "the attacker it blocked stays blocked"; });
  }
  for (const std::string& id : plan.infiltrate) {
    Die& d = die(id);
    if (!d.attacking || d.blocked || !has_keyword(d, &Keywords::infiltrate)) {
      refuse(kInfiltrate, d.name + " infiltrates",
             "only an unblocked attacker with Infiltrate may");
      continue;
    }
    d.attacking = false;
    change(
        kInfiltrate,
        [&] { return d.name + " leaves combat (Infiltrate) and stays in the Field Zone"; }, d.id,
        "attacking", true, false);
    damage_player(opponent(d.controller), 1, kInfiltrate, d.name + "'s Infiltrate");
  }
  s_.blockers_declared = true;
  // "when blocked" (the active player's) before "when blocks" (3.2.4).
  for (const std::string& id : s_.attackers)
    if (Die& a = die(id); a.attacking && a.blocked) trigger_card(a, Trigger::Blocked, id);
  for (const auto& [b, a] : plan.blocks)
    if (Die& bl = die(b); bl.blocking && same_id(bl.blocks, a))
      trigger_card(bl, Trigger::Blocks, b);
  run_queue();
}

void DmGame::remove_from_combat(Die& d, Zone to, const std::string& how) {
  const bool was_blocker = d.blocking;
  if (to == Zone::Field) {
    d.attacking = d.blocking = false;
    d.blocks.clear();
    note(kEngaged, [&] {
      return d.name + " is removed from combat by " + how + " and stays in the Field Zone";
    });
  } else if (to == Zone::Captured) {
    d.captured_from = d.zone;
    leave_field(d, Zone::Captured, kEngaged,
                d.name + " is captured by " + how + ": it no longer exists for game purposes");
  } else {
    leave_field(d, to, kEngaged, d.name + " is removed by " + how + " to the " + zone_name(to));
  }
  if (was_blocker)
    note(kOnceBlocked, [&] { return "the attacker " + d.name + " blocked is still blocked"; });
}

namespace {

struct Assignment {
  std::vector<std::pair<std::string, int>> to_blockers;
  int overcrush = 0;
};

}  // namespace

void DmGame::assign_damage(const DamagePlan& plan) {
  if (over()) return;
  for (const Split& s : plan.splits)
    if (!die(s.attacker).attacking)
      throw std::invalid_argument("split: " + s.attacker + " is not attacking");
  const auto combatants = [&] {
    std::vector<Die*> out;
    for (Die& d : s_.dice)
      if (in_field(d) && (d.attacking || d.blocking)) out.push_back(&d);
    return out;
  };
  note(kModifiersFirst, [&] {
    std::string values;
    for (Die* d : combatants())
      values += (values.empty() ? "" : ", ") + d->name + " " + std::to_string(attack(*d)) + "A/" +
                std::to_string(defense(*d)) + "D";
    return "modifiers are applied first; values in combat: " + values;
  });
  const bool any_fast = std::any_of(s_.dice.begin(), s_.dice.end(), [&](const Die& d) {
    return in_field(d) && (d.attacking || d.blocking) && has_keyword(d, &Keywords::fast);
  });
  if (any_fast)
    note(kFast, [] {
      return std::string("dice with Fast deal their combat damage first, all at the same time");
    });
  Scratch<2048> room;
  // Attackers that dealt combat damage to the opponent.
  std::pmr::vector<std::string> damaged_player(&room);
  // Each attacker's blockers, what KOs each and what it is dealt: declared
  // once and cleared for each attacker, so their room is reused.
  std::pmr::vector<Die*> bl(&room);
  std::pmr::vector<int> lethal(&room), amounts(&room);
  // What each phase deals, declared once and cleared for each phase (a
  // Fast combat has two): their room is reused.
  std::pmr::vector<Hit> hits(&room);
  hits.reserve(s_.dice.size());  // at most one a die in combat, most often
  std::pmr::vector<std::string> unblocked(&room);
  std::pmr::map<std::string, int> overcrush(&room);
  // Each blocked attacker's blockers (dice stay put: pointers hold).
  struct Blocked {
    const std::string* attacker;
    std::pmr::vector<const Die*> blockers;
  };
  std::pmr::vector<Blocked> blockers_of(&room);
  for (int phase = any_fast ? 0 : 2; phase <= (any_fast ? 1 : 2); ++phase) {
    // phase 0: Fast dice; 1: the others; 2: everyone (no Fast in combat).
    const auto acts = [&](const Die& d) {
      return phase == 2 || has_keyword(d, &Keywords::fast) == (phase == 0);
    };
    if (over()) break;
    hits.clear();
    unblocked.clear();
    overcrush.clear();
    blockers_of.clear();
    for (const std::string& id : s_.attackers) {
      Die& a = die(id);
      if (!a.attacking || !in_field(a)) {
        if (phase == 1 && a.zone != Zone::Field && a.blocked_this_turn &&
            !has_keyword(a, &Keywords::fast))
          note(kFast, [&] {
            return a.name + " was KO'd by Fast damage before it could deal combat damage";
          });
        continue;
      }
      if (!acts(a)) continue;
      const int A = attack(a);
      const bool has_overcrush = has_keyword(a, &Keywords::overcrush);
      if (!a.blocked) {
        unblocked.push_back(id);
        continue;
      }
      bl.clear();
      for (Die& d : s_.dice)
        if (d.blocking && same_id(d.blocks, id) && in_field(d)) bl.push_back(&d);
      if (!bl.empty()) {
        auto it = std::find_if(blockers_of.begin(), blockers_of.end(),
                               [&](const Blocked& x) { return same_id(*x.attacker, id); });
        if (it == blockers_of.end())
          it = blockers_of.insert(it, Blocked{&a.id, std::pmr::vector<const Die*>(&room)});
        it->blockers.insert(it->blockers.end(), bl.begin(), bl.end());
      }
      if (bl.empty()) {
        if (has_overcrush) {
          overcrush[id] = A;
          note(kOvercrushRemoved, [&] {
            return a.name + "'s blockers were removed: with Overcrush all " + std::to_string(A) +
                   " damage goes to the opponent";
          });
        } else {
          note(kOnceBlocked, [&] {
            return a.name +
                   " was blocked and its blockers are gone: once blocked, always blocked, it deals "
                   "no damage";
          });
        }
        continue;
      }
      // What each blocker needs to be KO'd (damage it already has counts, overcrush.4).
      lethal.clear();
      bool unkillable = false;
      for (Die* b : bl) {
        // An undamaged Iron Will blocker takes this combat damage from one
        // source, the attacker, so it cannot be KO'd by it (overcrush.5).
        const bool holds =
            b->cannot_be_ko || (has_keyword(*b, &Keywords::iron_will) && b->damage_events == 0);
        unkillable = unkillable || holds;
        // Damage a "while active" ability would prevent does not KO it (3.4.9.11).
        lethal.push_back(holds ? INT_MAX : std::max(0, defense(*b) - b->damage) + preventable(*b));
      }
      Assignment as;
      amounts.assign(bl.size(), 0);
      const bool explicit_split = std::any_of(plan.splits.begin(), plan.splits.end(),
                                              [&](const Split& s) { return s.attacker == id; });
      if (explicit_split) {
        int total = 0;
        for (const Split& s : plan.splits) {
          if (s.attacker != id) continue;
          auto it = std::find_if(bl.begin(), bl.end(), [&](Die* b) { return b->id == s.blocker; });
          if (it == bl.end())
            throw std::invalid_argument("split: " + s.blocker + " is not blocking " + id);
          amounts[static_cast<size_t>(it - bl.begin())] += s.amount;
          total += s.amount;
        }
        bool all_lethal = true;
        for (size_t i = 0; i < bl.size(); ++i) all_lethal = all_lethal && amounts[i] >= lethal[i];
        if (total > A)
          throw std::invalid_argument("split: " + id + " has only " + std::to_string(A) +
                                      "A to assign, not " + std::to_string(total));
        if (total < A) {
          if (!(has_overcrush && all_lethal && !unkillable))
            throw std::invalid_argument(
                "split: " + id + " must assign all " + std::to_string(A) +
                " damage to its blockers (attackers cannot hold damage back, 2.7.4.3.4)");
          as.overcrush = A - total;
        }
      } else {
        int left = A;
        for (size_t i = 0; i < bl.size(); ++i) {
          amounts[i] = std::min(left, lethal[i]);
          left -= amounts[i];
        }
        if (left > 0) {
          if (has_overcrush && !unkillable)
            as.overcrush = left;
          else {
            // The rest has to go somewhere: onto the die that cannot be KO'd, else the last
            // blocker.
            size_t at = bl.size() - 1;
            for (size_t i = 0; i < bl.size(); ++i)
              if (lethal[i] == INT_MAX) at = i;
            amounts[at] += left;
          }
        }
      }
      const auto parts = [&] {
        std::string out;
        for (size_t i = 0; i < bl.size(); ++i)
          out += (out.empty() ? "" : ", ") + std::to_string(amounts[i]) + " to " + bl[i]->name;
        return out;
      };
      for (size_t i = 0; i < bl.size(); ++i) {
        if (amounts[i] > 0) hits.push_back({bl[i]->id, amounts[i], a.name});
        const int room = std::max(0, defense(*bl[i]) - bl[i]->damage);
        if (amounts[i] > room && lethal[i] != INT_MAX)
          note(kExcessIgnored, [&] {
            return std::to_string(amounts[i] - room) + " of the damage to " + bl[i]->name +
                   " is beyond its defense and is ignored";
          });
      }
      if (bl.size() > 1)
        note(kDamageSplit, [&] {
          return a.name + " (" + std::to_string(A) +
                 "A) splits its damage among its blockers: " + parts() +
                 (as.overcrush > 0 ? ", and " + std::to_string(as.overcrush) + " remain"
                                   : std::string());
        });
      else
        note(kBlockedAssigns, [&] {
          return a.name + " assigns its " + std::to_string(A) + " damage: " + parts() +
                 (as.overcrush > 0 ? ", and " + std::to_string(as.overcrush) + " remain"
                                   : std::string());
        });
      if (has_overcrush) {
        const bool damaged_before =
            std::any_of(bl.begin(), bl.end(), [](Die* b) { return b->damage > 0; });
        if (unkillable)
          note(kOvercrushCannotKo, [&] {
            return a.name + " is blocked by a die that cannot be KO'd: Overcrush does not trigger";
          });
        else if (as.overcrush > 0) {
          overcrush[id] = as.overcrush;
          if (damaged_before)
            note(kOvercrushDamaged, [&] {
              return "a blocker was already damaged: it needs only " +
                     std::to_string(A - as.overcrush) + " damage in all to be KO'd";
            });
          note(kOvercrush, [&] {
            return a.name + " KOs all its blockers with " + std::to_string(as.overcrush) +
                   " damage left for the opponent";
          });
        } else {
          note(kOvercrush, [&] {
            return a.name + "'s attack does not exceed what its blockers need: no Overcrush damage";
          });
        }
        if (has_keyword(a, &Keywords::deadly))
          note(kOvercrushDeadly, [&] {
            return a.name +
                   " has Deadly too, but Overcrush counts only attack against the blockers' "
                   "defense";
          });
      }
    }
    for (Die& b : s_.dice) {
      if (!b.blocking || !in_field(b) || !acts(b)) continue;
      Die& at = die(b.blocks);
      if (!at.attacking || !in_field(at)) {
        note(kRemovedNoDamage, [&] { return b.name + " has no attacker left to damage"; });
        continue;
      }
      hits.push_back({at.id, attack(b), b.name});
      note(kBlockerAssigns, [&] {
        return b.name + " assigns all " + std::to_string(attack(b)) + " damage to " + at.name;
      });
    }
    if (hits.empty() && unblocked.empty() && overcrush.empty()) continue;
    note(kCombatSimultaneous, [&] {
      return phase == 0 ? std::string("Fast combat damage is dealt, all at once")
                        : std::string("combat damage is dealt, all at once");
    });
    deal_damage(hits, kCombatSimultaneous, false);
    // (All of it at once: the game's end is checked once every unblocked
    // attacker has dealt its damage, 2.7.4.3.)
    for (const std::string& id : unblocked) {
      Die& a = die(id);
      damage_player(opponent(a.controller), attack(a), kUnblockedToPlayer, a.name + " (unblocked)",
                    false);
      if (std::find(damaged_player.begin(), damaged_player.end(), id) == damaged_player.end())
        damaged_player.push_back(id);
      if (has_keyword(a, &Keywords::immortal)) a.immortal_pending = true;
      leave_field(a, Zone::OutOfPlay, kUnblockedOutOfPlay,
                  [&] { return a.name + " is unblocked: it goes Out of Play"; });
    }
    for (Player& p : s_.players)
      if (!over()) check_life(p);
    run_queue();  // "when damaged" abilities, before KOs (2.7.5)
    std::pmr::vector<std::string> kod(&room);
    resolve_kos(kKoAtDefense, &kod);
    const auto was_kod = [&](const std::string& id) {
      return std::find(kod.begin(), kod.end(), id) != kod.end();
    };
    for (const auto& [id, amount] : overcrush) {
      Die& a = die(id);
      for (const Blocked& x : blockers_of) {
        if (!same_id(*x.attacker, id)) continue;
        for (const Die* b : x.blockers)
          if (was_kod(b->id) && in_field(*b))
            note(kOvercrushRegenerate, [&] {
              return b->name + " Regenerated but was still KO'd: Overcrush damage applies";
            });
      }
      if (was_kod(id))
        note(kOvercrushKod,
             [&] { return a.name + " was KO'd too, but still deals its leftover damage"; });
      damage_player(opponent(a.controller), amount, kOvercrush, a.name + "'s Overcrush");
      if (std::find(damaged_player.begin(), damaged_player.end(), id) == damaged_player.end())
        damaged_player.push_back(id);
    }
    // Cleave and Frag: attackers whose combat damage KO'd a blocker, in
    // the order of their ids.
    std::sort(blockers_of.begin(), blockers_of.end(),
              [](const Blocked& x, const Blocked& y) { return *x.attacker < *y.attacker; });
    for (const Blocked& x : blockers_of) {
      const std::string& id = *x.attacker;
      const bool kod_one = std::any_of(x.blockers.begin(), x.blockers.end(),
                                       [&](const Die* b) { return was_kod(b->id); });
      if (!kod_one) continue;
      Die& a = die(id);
      const bool has_cleave = has_keyword(a, &Keywords::cleave),
                 has_frag = has_keyword(a, &Keywords::frag);
      if (has_cleave && std::find(s_.cleaved.begin(), s_.cleaved.end(), id) == s_.cleaved.end()) {
        std::string target;
        if (auto t = plan.cleave.find(id); t != plan.cleave.end())
          target = t->second;
        else
          for (const Die& o : s_.dice)
            if (in_field(o) && is_character(o) && o.controller != a.controller) {
              target = o.id;
              break;
            }
        if (target.empty()) {
          note(kCleave, [&] {
            return a.name +
                   " KO'd a blocker, but no other opposing Character die remains for Cleave";
          });
        } else {
          Die& t = die(target);
          if (!in_field(t) || t.controller == a.controller)
            throw std::invalid_argument("cleave: " + target +
                                        " is not an opposing die in the Field Zone");
          s_.cleaved.push_back(id);
          const int half = attack(a) / 2;
          note(kCleave, [&] {
            return a.name + " KO'd a blocker: Cleave deals half its attack (" +
                   std::to_string(half) + ") to " + t.name;
          });
          deal_damage({{t.id, half, a.name + "'s Cleave"}}, kCleave);
        }
      }
      if (has_frag) {
        std::vector<Hit> frag;
        for (const Die& o : s_.dice)
          if (in_field(o) && is_character(o) && o.controller != a.controller && !o.did_block)
            frag.push_back({o.id, 1, a.name + "'s Frag"});
        note(kFrag, [&] {
          return a.name +
                 " KO'd a blocker: Frag deals 1 damage to each opposing die that did not block (" +
                 std::to_string(frag.size()) + ")";
        });
        deal_damage(frag, kFrag);
      }
    }
  }
  // Recruit, for dice whose combat damage reached the opponent.
  for (const auto& [id, brought] : plan.recruit) {
    Die& a = die(id);
    const Keywords k = keywords(a);
    if (k.recruit.empty() ||
        std::find(damaged_player.begin(), damaged_player.end(), id) == damaged_player.end()) {
      refuse(kRecruit, a.name + " recruits",
             "only a Recruit die that damaged the opponent with combat damage may");
      continue;
    }
    Die& r = die(brought);
    const auto aff = affiliations(r);
    const auto types = energy_types(r);
    const bool matches = r.card == k.recruit ||
                         std::find(aff.begin(), aff.end(), k.recruit) != aff.end() ||
                         std::find(types.begin(), types.end(), k.recruit) != types.end() ||
                         (k.recruit == "sidekick" && r.type == DieType::Sidekick);
    const bool where = r.controller == a.controller &&
                       (r.zone == Zone::Used || r.zone == Zone::Reserve || r.zone == Zone::Prep);
    if (!matches || !where) {
      refuse(kRecruit, a.name + " recruits " + r.name,
             "the die must be '" + k.recruit +
                 "' and in its controller's Used Pile, Reserve Pool or Prep Area");
      continue;
    }
    const Zone from = r.zone;
    r.zone = Zone::Field;
    r.level = 1;
    r.face = Face{};
    r.face.kind = Face::Kind::Character;
    r.face.level = 1;
    r.face.label = "1";
    change(
        kRecruit,
        [&] {
          return a.name + " recruits " + r.name + " from the " + zone_name(from) +
                 " into the Field Zone on level 1 (not fielded)";
        },
        r.id, "zone", zone_name(from), zone_name(Zone::Field));
    headline(a.name + " recruits " + r.name);
  }
  for (Die& d : s_.dice)
    if (in_field(d) && (d.attacking || d.blocking)) {
      d.attacking = d.blocking = false;
      note(kReturnToField,
           [&] { return d.name + " returns from the Attack Zone to the Field Zone"; });
    }
}

}  // namespace arbiter::engine::dm
