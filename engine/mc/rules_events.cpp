// Player events the engine models: an Attack event's instances of damage,
// a thwart event's removal, and threat prevention.
#include <algorithm>

#include "engine/mc/mc_game.h"
#include "engine/mc/predicates.h"

namespace arbiter::engine::mc {

void McGame::attack_event(Character& hero, Character& target, const std::vector<int>& instances,
                          const std::string& name) {
  Trace& t = ctx_.trace;
  if (instances.size() > 1)
    t.note(kDamageInstanceBonus, name + " deals damage " + std::to_string(instances.size()) +
                                     " times: each instance is a separate amount of damage");
  for (size_t i = 0; i < instances.size() && !over(); ++i) {
    const int extra =
        bonus("attack-event-damage", hero.id, "this instance of " + name + "'s damage");
    const int amount = instances[i] + extra;
    if (extra)
      t.note(kDamageInstanceBonus,
             "instance " + std::to_string(i + 1) + ": " + std::to_string(instances[i]) + " + " +
                 std::to_string(extra) + " = " + std::to_string(amount) + " damage, dealt at once");
    deal_damage(target, amount, name);
  }
  hero_attacked(hero, target, name + ", an (attack) action");
}

void McGame::hero_attacked(Character& hero, Character& target, const std::string& how) {
  if (over() || triggered("hero-attacks", {hero.id}).empty()) return;
  ctx_.trace.note(kAttackEventIsAttack, hero.name + " has made an attack (" + how + ")");
  window("hero-attacks", {hero.id}, hero, &target, hero.name + " attacks");
}

void McGame::thwart_event(Character& hero, Scheme& sc, int remove, const std::string& name) {
  if (crisis_blocks(sc, name)) return;
  const int extra = bonus("thwart-event-removal", hero.id, "the threat " + name + " removes");
  remove_threat(sc, remove + extra, kHeroBasicThwart, name);
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
