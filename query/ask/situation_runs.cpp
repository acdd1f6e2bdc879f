#include "query/ask/situation_runs.h"

#include "query/ask/situation_games.h"

#include <stdexcept>

namespace arbiter::query::ask {

SituationRuns::SituationRuns(const Reading& r, const std::string& edition,
                             std::vector<Unstated> unstated)
    : r_(r), edition_(edition), unstated_(std::move(unstated)) {}

std::string SituationRuns::xml(const std::map<std::string, std::string>& values) const {
  if (r_.game == "mc") return mc_scenario_xml(r_, edition_, values, unstated_);
  if (r_.game == "dm") return dm_scenario_xml(r_, edition_, values);
  throw std::invalid_argument("no situation builder for game '" + r_.game + "'");
}

const engine::SimReport& SituationRuns::run(const std::map<std::string, std::string>& values,
                                            bool traced) {
  std::map<std::string, engine::SimReport>& done = done_[traced ? 1 : 0];
  std::string scenario = xml(values);
  if (const auto it = done.find(scenario); it != done.end()) return it->second;
  engine::SimReport report =
      engine::simulate(engine::Scenario::parse(scenario, "<question>"), edition_, traced);
  if (r_.game == "dm") dm_canonical_values(report.values);
  return done.emplace(std::move(scenario), std::move(report)).first->second;
}

}  // namespace arbiter::query::ask
