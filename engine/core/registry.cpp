// The engine's table of contents: every game's predicates and modules.
#include "engine/core/game_module.h"
#include "engine/core/predicate.h"
#include "engine/dm/dm_module.h"
#include "engine/dm/predicates.h"
#include "engine/mc/mc_module.h"
#include "engine/mc/predicates.h"

namespace arbiter::engine {

const std::vector<const Predicate*>& predicate_registry() {
  static const std::vector<const Predicate*> all = [] {
    std::vector<const Predicate*> v = mc::predicates();
    const std::vector<const Predicate*>& d = dm::predicates();
    v.insert(v.end(), d.begin(), d.end());
    return v;
  }();
  return all;
}

bool GameModule::reread(const Node&, const std::string&) {
  return false;
}

std::optional<std::vector<std::string>> GameModule::varying_values(const Node&, const std::string&,
                                                                   const std::string&) const {
  return std::nullopt;
}

std::unique_ptr<GameModule> load_game(const Scenario& scenario) {
  if (scenario.game() == "mc") return mc::load_mc(scenario);
  if (scenario.game() == "dm") return dm::load_dm(scenario);
  throw ScenarioError(scenario.file() + ":1: scenario@game: unknown game '" + scenario.game() +
                      "'");
}

}  // namespace arbiter::engine
