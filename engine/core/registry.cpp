// The engine's table of contents: every game's predicates and modules.
#include "engine/core/game_module.h"
#include "engine/core/predicate.h"
#include "engine/mc/mc_module.h"
#include "engine/mc/predicates.h"

namespace arbiter::engine {

const std::vector<const Predicate*>& predicate_registry() {
  static const std::vector<const Predicate*> all = [] {
    std::vector<const Predicate*> v = mc::predicates();
    return v;
  }();
  return all;
}

std::unique_ptr<GameModule> load_game(const Scenario& scenario) {
  if (scenario.game() == "mc") return mc::load_mc(scenario);
  throw ScenarioError(scenario.file() + ":1: scenario@game: Dice Masters scenarios are not supported yet");
}

}  // namespace arbiter::engine
