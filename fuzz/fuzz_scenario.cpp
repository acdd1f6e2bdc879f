#include "fuzz/fuzz_scenario.h"

#include <algorithm>

#include "engine/core/scenario.h"
#include "engine/core/simulation.h"

namespace arbiter::fuzz {

void run_scenario(const uint8_t* data, size_t size, const std::string& game,
                  std::initializer_list<const char*> editions) {
  if (size > kMaxScenarioBytes) return;
  const std::string xml(reinterpret_cast<const char*>(data), size);
  try {
    const engine::Scenario scenario = engine::Scenario::parse(xml, "fuzz.xml");
    if (scenario.game() != game) return;
    std::string edition = *editions.begin();
    if (std::find(editions.begin(), editions.end(), scenario.edition()) != editions.end())
      edition = scenario.edition();
    const engine::SimReport report = engine::simulate(scenario, edition);
    // The report is what `sim` prints: touch it so nothing is left unread.
    (void)report.all_expectations_hold();
  } catch (const engine::ScenarioError&) {
  }
}

}  // namespace arbiter::fuzz
