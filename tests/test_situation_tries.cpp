// The tries of an unstated value left unmade (SituationRuns::rest_alike):
// only when every one would be the engine's kept run answered again, each
// read without fault, alike but in results already not alike. Each claim
// is checked against the tries made whole; a value the rules read, and a
// value the reader refuses, are still tried.
#include <catch2/catch.hpp>

#include <map>
#include <string>
#include <vector>

#include "engine/core/scenario.h"
#include "engine/core/simulation.h"
#include "query/ask/notation.h"
#include "query/ask/situation.h"
#include "query/ask/situation_runs.h"

using namespace arbiter;
using query::ask::SituationRuns;

namespace {

std::vector<std::string> numbers(int from, int to) {
  std::vector<std::string> out;
  for (int v = from; v <= to; ++v) out.push_back(std::to_string(v));
  return out;
}

// The results of `key` at `value` that every try so far gives alike.
engine::Values alike_over(SituationRuns& runs, const std::string& key,
                          const std::vector<std::string>& tried) {
  engine::Values alike = runs.run({{key, tried.front()}}, false).values;
  for (const std::string& v : tried) alike.keep_alike(runs.run({{key, v}}, false).values);
  return alike;
}

// What rest_alike claims, against each of `rest` read whole and run: the
// outcome of the first try, and every result in `alike` as it is there.
void check_claim(SituationRuns& runs, const std::string& key, const std::string& first,
                 const std::vector<std::string>& rest, const engine::Values& alike) {
  const engine::SimReport& one = runs.run({{key, first}}, false);
  for (const std::string& v : rest) {
    INFO(key << " = " << v);
    const engine::SimReport whole =
        engine::simulate(engine::Scenario::parse(runs.xml({{key, v}}), "<question>"), "1.3", false);
    CHECK(whole.outcome == one.outcome);
    for (const auto& [k, value] : alike) {
      const auto it = whole.values.find(k);
      REQUIRE(it != whole.values.end());
      CHECK(it->second == value);
    }
  }
}

}  // namespace

TEST_CASE("tries of a value the rules never read are left unmade, and would be alike",
          "[ask][situation]") {
  const query::ask::Reading r =
      query::ask::from_notation("mc enemy-attack; villain: stunned; ally: atk 1; defender: ally");
  SituationRuns runs(r, "1.3", query::ask::unstated_values(r));
  // ATK is read into no result: one try says what every one gives.
  const engine::Values atk = alike_over(runs, "villain.atk", {"0"});
  CHECK(runs.rest_alike("villain.atk", numbers(1, 8), atk));
  check_claim(runs, "villain.atk", "0", numbers(1, 8), atk);
  // Hit points are read into .max-hp and .remaining: two tries, once
  // those differ.
  engine::Values hp = alike_over(runs, "ally.hp", {"1"});
  CHECK_FALSE(runs.rest_alike("ally.hp", numbers(2, 12), hp));
  hp = alike_over(runs, "ally.hp", {"1", "2"});
  CHECK(hp.count("ally.max-hp") == 0);
  CHECK(runs.rest_alike("ally.hp", numbers(3, 12), hp));
  check_claim(runs, "ally.hp", "1", numbers(3, 12), hp);
  // A value the reader refuses is tried: its whole read says why.
  CHECK_FALSE(runs.rest_alike("ally.hp", {"5", "0", "7"}, hp));
  // ... and the state is as it was after.
  const std::map<std::string, std::string> seven = {{"ally.hp", "7"}};
  CHECK(runs.run(seven, false).values ==
        engine::simulate(engine::Scenario::parse(runs.xml(seven), "<question>"), "1.3", false)
            .values);
}

TEST_CASE("tries of a value the rules read are all made (near miss)", "[ask][situation]") {
  const query::ask::Reading r =
      query::ask::from_notation("mc enemy-attack; villain:; ally: atk 1; defender: ally");
  SituationRuns runs(r, "1.3", query::ask::unstated_values(r));
  const engine::Values atk = alike_over(runs, "villain.atk", {"0", "1"});
  CHECK_FALSE(runs.rest_alike("villain.atk", numbers(2, 8), atk));
  const engine::Values hp = alike_over(runs, "ally.hp", {"1", "2"});
  CHECK_FALSE(runs.rest_alike("ally.hp", numbers(3, 12), hp));
  // Uses are marked by character: the ally's hit points read, the
  // villain's are not by its own attack.
  const engine::Values villain = alike_over(runs, "villain.hp", {"1", "2"});
  CHECK(runs.rest_alike("villain.hp", numbers(3, 13), villain));
  check_claim(runs, "villain.hp", "1", numbers(3, 13), villain);
}

TEST_CASE("a situation's outcome and results are those of every try made", "[ask][situation]") {
  // Against the whole runs of every try: the same values said not to
  // matter, and the results that differ with them left out.
  const query::ask::Reading r =
      query::ask::from_notation("mc enemy-attack; villain: stunned; ally: atk 1; defender: ally");
  const query::ask::Situation s = query::ask::simulate_situation(r, "1.3");
  REQUIRE(s.report);
  CHECK(s.missing.empty());
  for (const query::ask::Unstated& u : query::ask::unstated_values(r)) {
    std::map<std::string, std::string> first;
    engine::Values alike;
    for (int v = std::stoi(u.low); v <= std::stoi(u.high) && v <= std::stoi(u.low) + 12; ++v) {
      const engine::SimReport whole = engine::simulate(
          engine::Scenario::parse(query::ask::scenario_xml(r, "1.3", {{u.key, std::to_string(v)}}),
                                  "<question>"),
          "1.3", false);
      CHECK(whole.outcome == s.report->outcome);
      if (v == std::stoi(u.low))
        alike = whole.values;
      else
        alike.keep_alike(whole.values);
    }
    for (const auto& [key, value] : s.report->values) CHECK(alike.count(key) == 1);
  }
}
