// Enemy schemes, threat on the main and side schemes, crisis and removal.
#include <algorithm>
#include <stdexcept>

#include "engine/core/checked.h"
#include "engine/mc/mc_game.h"
#include "engine/mc/predicates.h"

namespace arbiter::engine::mc {

void McGame::scheme_enters(Scheme& sc) {
  sc.defeated = false;
  ctx_.trace.change(kSchemeEntersWithThreat,
                    sc.name + " enters play with its starting threat, " +
                        std::to_string(sc.threat) + ", already on it: no threat is placed",
                    sc.id + ".in-play", false, true);
  headline(sc.name + " enters play with " + std::to_string(sc.threat) + " threat");
}

void McGame::place_threat(Scheme& sc, int amount, const Predicate& why, const std::string& how,
                          bool setup) {
  if (over() || amount <= 0) return;
  Trace& t = ctx_.trace;
  std::vector<std::string> identities;
  for (const Player& p : s_.players) identities.push_back(p.identity);
  if (setup)
    for (const Ability* a : triggered("threat-placed", identities))
      t.note(kSetupOnlySetupAbilities, "threat is placed during game setup: " + a->name +
                                           " has no Setup timing trigger, so it cannot resolve");
  if (!setup) note_peril_blocked("threat-placed", identities);
  threat_on_ = &sc;
  if (!setup && !triggered("threat-placed", identities).empty())
    window("threat-placed", identities, identity(s_.players.front()), nullptr,
           std::to_string(amount) + " threat is placed on " + sc.name);
  threat_on_ = nullptr;
  const int before = sc.threat;
  sc.threat = sat_add(sc.threat, amount);
  // ("3 threat on the main scheme" read as its total when it had 4: the
  // step says the total too; the outcome line stays the amount, alike
  // whatever threat was there before.)
  const std::string placed = std::to_string(amount) + " threat on " + sc.name;
  t.change(why, how + ": " + placed + " (" + std::to_string(sc.threat) + " in all)",
           sc.id + ".threat", before, sc.threat);
  headline(placed);
  if (!sc.main) return;
  const int target = per_player(sc.target, sc.target_per_player, sc.name + "'s target threat");
  if (sc.threat < target) return;
  if (sc.stages_left <= 0) {
    t.change(kMainSchemeFinalStage,
             sc.name + " reaches " + std::to_string(sc.threat) + " of " + std::to_string(target) +
                 " threat on its final stage: the villain wins",
             "game.winner", "", "villain");
    s_.winner = "villain";
    headline("the villain wins");
    return;
  }
  t.change(kMainSchemeAdvances,
           sc.name + " reaches " + std::to_string(sc.threat) + " of " + std::to_string(target) +
               " threat and advances to its next stage; " + std::to_string(sc.threat - target) +
               " excess threat does not carry over (acceleration tokens stay)",
           sc.id + ".threat", sc.threat, 0);
  sc.threat = 0;
  --sc.stages_left;
  headline(sc.name + " advances");
}

void McGame::enemy_scheme(Character& schemer) {
  if (over()) return;
  Trace& t = ctx_.trace;
  if (schemer.confused) {
    t.change(kConfusedEnemySkipsScheme,
             schemer.name + " is confused: instead of scheming, it discards the confused card",
             schemer.id + ".confused", true, false);
    schemer.confused = false;
    headline(schemer.name + " discards confused instead of scheming");
    return;
  }
  int boost = 0;
  if (schemer.role == Role::Villain) {
    t.note(kVillainBoostCard, schemer.name + " schemes and is given one facedown boost card");
    boost = flip_boost_cards(schemer, 1);
  }
  const int sch = stat(schemer, "sch", boost);
  Scheme* main = main_scheme();
  if (!main) throw std::invalid_argument("an enemy schemes, but the scenario has no main scheme");
  place_threat(*main, sch, kEnemyPlacesThreat,
               schemer.name + " schemes with " + std::to_string(sch) + " SCH");
  // "After Klaw schemes": the schemer's own responses.
  if (!over()) window("after-scheme", {schemer.id}, schemer, nullptr, schemer.name + " schemes");
}

bool McGame::crisis_blocks(Scheme& sc, const std::string& who) {
  if (!sc.main) {
    for (const Scheme& side : s_.schemes)
      if (&side != &sc && !side.main && !side.defeated && side.crisis) {
        ctx_.trace.note(kCrisisProtectsMain, [&] {
          return side.name + " has a crisis icon, but it protects only the main scheme: " + who +
                 " may remove threat from " + sc.name;
        });
        break;
      }
    return false;
  }
  for (const Scheme& side : s_.schemes)
    if (!side.main && !side.defeated && side.crisis) {
      ctx_.trace.note(kCrisisProtectsMain,
                      side.name + " has a crisis icon: no threat can be removed from " + sc.name +
                          " until it is discarded");
      headline(who + " cannot remove threat from " + sc.name + " (crisis)");
      return true;
    }
  return false;
}

void McGame::remove_threat(Scheme& sc, int amount, const Predicate& why, const std::string& who) {
  const int before = sc.threat;
  sc.threat = std::max(0, sc.threat - amount);
  ctx_.trace.change(
      why, who + " removes " + std::to_string(before - sc.threat) + " threat from " + sc.name,
      sc.id + ".threat", before, sc.threat);
  headline(who + " removes " + std::to_string(before - sc.threat) + " threat");
  if (!sc.main && sc.threat == 0 && !sc.defeated) {
    sc.defeated = true;
    ctx_.trace.change(kSideSchemeDefeated,
                      sc.name + " has no threat left: it is defeated and discarded",
                      sc.id + ".defeated", false, true);
    headline(sc.name + " is defeated");
  }
}

}  // namespace arbiter::engine::mc
