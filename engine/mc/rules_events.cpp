// A hero's "after you attack" window, and threat prevention.
#include <algorithm>

#include "engine/mc/mc_game.h"
#include "engine/mc/predicates.h"

namespace arbiter::engine::mc {

void McGame::hero_attacked(Character& hero, Character& target, const std::string& how) {
  if (over() || triggered("hero-attacks", {hero.id}).empty()) return;
  ctx_.trace.note(kAttackEventIsAttack, hero.name + " has made an attack (" + how + ")");
  window("hero-attacks", {hero.id}, hero, &target, hero.name + " attacks");
}

void McGame::place_threat_prevented(Scheme& sc, int amount, int prevent, const std::string& by) {
  Trace& t = ctx_.trace;
  const int placed = std::max(0, amount - prevent);
  t.note(kPreventThreat, by + " prevents " + std::to_string(std::min(amount, prevent)) +
                             " of the " + std::to_string(amount) + " threat before it is placed");
  for (const Ability& a : s_.abilities)
    if (!a.gone && a.when == "thwart-event-removal")
      t.note(kPreventIsNotRemove, a.name + " increases threat removed by a thwart event; " + by +
                                      " prevents threat and removes none, so " + a.name +
                                      " has no effect");
  headline(by + " prevents " + std::to_string(std::min(amount, prevent)) + " threat");
  place_threat(sc, placed, kEnemyPlacesThreat, "threat is placed");
}

}  // namespace arbiter::engine::mc
