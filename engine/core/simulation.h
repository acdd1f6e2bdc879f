// Runs a scenario: one traced run (or, with chance, the exact or sampled
// distribution plus the trace of the likeliest outcome), then checks the
// scenario's expectations.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/chance.h"
#include "engine/core/scenario.h"
#include "engine/core/trace.h"

namespace arbiter::engine {

struct ExpectationResult {
  std::string text;  // what was expected, in words
  bool ok = false;
  std::string actual;
};

struct SimReport {
  std::string game;
  std::string edition;
  std::string title;
  std::string outcome;
  std::vector<Event> events;
  std::vector<std::string> cited;
  std::optional<Distribution> distribution;
  std::vector<ExpectationResult> expectations;
  std::map<std::string, std::string> values;  // final values of the traced run
  bool all_expectations_hold() const;
};

// `edition` is the edition to simulate in (the caller resolves the default).
SimReport simulate(const Scenario& scenario, const std::string& edition, bool traced = true);

}  // namespace arbiter::engine
