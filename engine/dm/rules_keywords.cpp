// Keyword abilities that act across the Attack Step: Range, Breath Weapon
// (and Anti-Breath Weapon), Retaliation and Deadly's end-of-turn KO. The
// others live where they happen (Fast and Overcrush in rules_combat.cpp,
// Iron Will and Regenerate in rules_damage.cpp, Rush and Swarm in
// rules_turn.cpp, Fabricate and Ritual in rules_energy.cpp).
#include <algorithm>
#include <set>
#include <stdexcept>

#include "engine/core/scratch.h"
#include "engine/dm/dm_game.h"
#include "engine/dm/predicates.h"

namespace arbiter::engine::dm {

void DmGame::range_damage() {
  // Every active Range die of both players, not only the attackers
  // (range-x.5): the active player's damage first, then the inactive
  // player's, all of it before any KO (range-x.2, range-x.3).
  std::vector<Hit> by_player[2];
  int totals[2] = {0, 0};
  std::vector<std::string> inactive_range;
  for (const Die& d : s_.dice) {
    const int x = keyword_value(d, &Keywords::range);
    if (x <= 0 || !in_field(d) || !is_character(d)) continue;
    if (const Card* c = card_of(d); c && d.gained->range > 0 && c->keywords.range > 0)
      note(kRangeHighest, [&] {
        return d.name + " has Range " + std::to_string(c->keywords.range) + " and is given Range " +
               std::to_string(d.gained->range) + ": it uses Range " + std::to_string(x) +
               ", the higher value, not the sum";
      });
    const int side = active(d.controller) ? 0 : 1;
    if (side == 1) inactive_range.push_back(d.id);
    auto t = r_.range_targets.find(d.id);
    if (t == r_.range_targets.end()) {
      const bool any = std::any_of(s_.dice.begin(), s_.dice.end(), [&](const Die& o) {
        return in_field(o) && is_character(o) && o.controller != d.controller;
      });
      if (any)
        throw std::invalid_argument("Range: " + d.id + " has Range " + std::to_string(x) +
                                    " and needs a <range die=\"" + d.id + "\" target=\"...\"/>");
      continue;
    }
    const Die& target = die(t->second);
    if (!in_field(target) || target.controller == d.controller || !is_character(target))
      throw std::invalid_argument("Range: " + t->second +
                                  " is not an opposing Character die in the Field Zone");
    by_player[side].push_back({target.id, x, d.name + "'s Range " + std::to_string(x)});
    totals[side] += x;
  }
  note(kRange, [&] {
    return "Range triggers once for all attackers: " + s_.active + "'s Range dice deal " +
           std::to_string(totals[0]) + " damage in all, then " + opponent(s_.active).id +
           "'s deal " + std::to_string(totals[1]);
  });
  deal_damage(by_player[0], kRange, false);
  deal_damage(by_player[1], kRange, false);
  Scratch<256> room;
  std::pmr::vector<std::string> kod(&room);
  resolve_kos(kKoAtDefense, &kod);
  for (const std::string& id : inactive_range)
    if (std::find(kod.begin(), kod.end(), id) != kod.end())
      note(kRangeKodStill, [&] {
        return die(id).name + " was KO'd by Range damage but still dealt its own Range damage";
      });
}

void DmGame::breath_weapon(
    const std::vector<std::pair<std::string, std::vector<std::string>>>& uses,
    const std::vector<std::string>& anti) {
  std::set<std::string> cards_used;
  bool anti_used = false;
  for (const auto& [id, energy] : uses) {
    Die& d = die(id);
    const int x = keyword_value(d, &Keywords::breath_weapon);
    if (!d.attacking || x <= 0) {
      refuse(kBreathWeapon, d.name + " uses Breath Weapon",
             "it is not an attacker with Breath Weapon");
      continue;
    }
    if (!cards_used.insert(d.card.empty() ? d.id : d.card).second) {
      refuse(kBreathWeapon, d.name + " uses Breath Weapon",
             "only one Breath Weapon per character in the Attack Zone");
      continue;
    }
    if (static_cast<int>(energy.size()) != x) {
      refuse(kBreathWeapon, d.name + " uses Breath Weapon " + std::to_string(x),
             "it costs exactly " + plural(x, "energy"));
      continue;
    }
    if (!pay(player(d.controller), energy, {}, d.name + "'s Breath Weapon")) continue;
    Player& foe = opponent(d.controller);
    if (!anti.empty() && !anti_used) {
      anti_used = true;
      const bool has = std::any_of(s_.dice.begin(), s_.dice.end(), [&](const Die& o) {
        return o.controller == foe.id && in_field(o) &&
               has_keyword(o, &Keywords::anti_breath_weapon);
      });
      if (!has) {
        refuse(kAntiBreathWeapon, foe.id + " uses Anti-Breath Weapon",
               "they have no active die with Anti-Breath Weapon");
      } else if (static_cast<int>(anti.size()) != x) {
        refuse(kAntiBreathWeapon, foe.id + " uses Anti-Breath Weapon",
               "preventing Breath Weapon " + std::to_string(x) + " costs " + plural(x, "energy"));
      } else if (pay(foe, anti, {}, "Anti-Breath Weapon")) {
        note(kAntiBreathWeapon, [&] {
          return foe.id + " pays " + plural(x, "energy") + " (Anti-Breath Weapon): " + d.name +
                 "'s Breath Weapon damage is prevented";
        });
        headline(foe.id + " prevents " + d.name + "'s Breath Weapon");
        continue;
      }
    }
    note(kBreathWeapon, [&] {
      return d.name + " pays " + plural(x, "energy") + " for Breath Weapon " + std::to_string(x) +
             ": " + std::to_string(x) + " damage to " + foe.id +
             " and to each of their Character dice (not targeted)";
    });
    damage_player(foe, x, kBreathWeapon, d.name + "'s Breath Weapon");
    std::vector<Hit> hits;
    for (const Die& o : s_.dice)
      if (o.controller == foe.id && in_field(o) && is_character(o))
        hits.push_back({o.id, x, d.name + "'s Breath Weapon"});
    deal_damage(hits, kBreathWeapon);
  }
}

void DmGame::retaliation(std::span<const std::string> kod) {
  // Most games have no Retaliation card: nothing below would happen.
  if (std::none_of(s_.cards.begin(), s_.cards.end(),
                   [](const Card& c) { return c.keywords.retaliation; }))
    return;
  for (const std::string& id : kod) {
    const Die& k = die(id);
    if (in_field(k)) continue;  // Regenerated: a KO replacement, no "when KO'd"
    const std::vector<std::string> aff = affiliations(k);
    std::set<std::string> seen;
    for (const Card& c : s_.cards) {
      if (!c.keywords.retaliation || seen.count(c.id)) continue;
      const bool shares = std::any_of(
          c.affiliations.begin(), c.affiliations.end(),
          [&](const std::string& a) { return std::find(aff.begin(), aff.end(), a) != aff.end(); });
      if (!shares || c.owner != k.controller) continue;
      seen.insert(c.id);
      if (!card_active(c.id, k.controller)) {
        note(kRetaliationInactive, [&] {
          return c.name +
                 " has Retaliation but no die of it is in the Field Zone after the KOs: it is not "
                 "active";
        });
        continue;
      }
      note(kRetaliation, [&] {
        return k.name + " is KO'd: " + c.name +
               " (Retaliation, shares an affiliation) deals 1 damage";
      });
      damage_player(opponent(k.controller), 1, kRetaliation, c.name + "'s Retaliation");
    }
  }
}

void DmGame::deadly_cleanup() {
  for (Die& d : s_.dice) {
    if (!d.deadly_marked) continue;
    d.deadly_marked = false;
    if (!in_field(d)) {
      note(kDeadlyCleanUp, [&] {
        return d.name + " was engaged with a Deadly die but is no longer in the Field Zone";
      });
      continue;
    }
    ko_by_effect(d, kDeadlyCleanUp, "Deadly (Persistent) resolves at end of turn");
  }
}

}  // namespace arbiter::engine::dm
