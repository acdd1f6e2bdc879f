// Running a situation read from a question: build the scenario, find which
// unstated values matter by trying each low and high, and run it.
#include "query/ask/situation.h"

#include <stdexcept>

namespace arbiter::query::ask {

// Per-game builders (situation_mc.cpp, situation_dm.cpp).
std::vector<Unstated> mc_unstated_values(const Reading& r);
std::string mc_scenario_xml(const Reading& r, const std::string& edition,
                            const std::map<std::string, std::string>& values);
std::vector<Unstated> dm_unstated_values(const Reading& r);
std::string dm_scenario_xml(const Reading& r, const std::string& edition,
                            const std::map<std::string, std::string>& values);
void dm_canonical_values(std::map<std::string, std::string>& values);

std::string value_of(const Reading& r, const std::map<std::string, std::string>& values,
                     const std::string& role, const std::string& field,
                     const std::string& fallback) {
  auto it = values.find(role + "." + field);
  if (it != values.end()) return it->second;
  const std::string said = r.fact(role, field);
  return said.empty() ? fallback : said;
}

std::vector<Unstated> unstated_values(const Reading& r) {
  if (r.game == "mc") return mc_unstated_values(r);
  if (r.game == "dm") return dm_unstated_values(r);
  throw std::invalid_argument("no situation builder for game '" + r.game + "'");
}

std::string scenario_xml(const Reading& r, const std::string& edition,
                         const std::map<std::string, std::string>& values) {
  if (r.game == "mc") return mc_scenario_xml(r, edition, values);
  if (r.game == "dm") return dm_scenario_xml(r, edition, values);
  throw std::invalid_argument("no situation builder for game '" + r.game + "'");
}

Situation simulate_situation(const Reading& r, const std::string& edition) {
  Situation s;
  auto run = [&](const std::map<std::string, std::string>& values) {
    const std::string xml = scenario_xml(r, edition, values);
    engine::SimReport report =
        engine::simulate(engine::Scenario::parse(xml, "<question>"), edition);
    if (r.game == "dm") dm_canonical_values(report.values);
    return report;
  };
  std::map<std::string, std::string> fixed;
  for (const Unstated& u : unstated_values(r)) {
    // Does the outcome depend on this value? Try it low and high.
    const std::string lo = run({{u.key, u.low}}).outcome;
    const std::string hi = run({{u.key, u.high}}).outcome;
    if (lo != hi && u.assume_high) {
      s.assumed.push_back(u.label + " not given: assumed " + u.high_means + " (" + u.high +
                          "); with " + u.low + " the outcome would differ");
      fixed[u.key] = u.high;
    } else if (lo != hi) {
      s.missing.push_back(u.label);
    } else {
      s.assumed.push_back(u.label + " not given; it does not change the outcome (tried " + u.low +
                          " and " + u.high + ")");
      fixed[u.key] = u.fallback;
    }
  }
  s.scenario_xml = scenario_xml(r, edition, fixed);
  if (s.missing.empty()) s.report = run(fixed);
  return s;
}

}  // namespace arbiter::query::ask
