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
#include "engine/core/values.h"

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
  // Why the distribution was sampled or its sample shortened, in words; empty when exact.
  std::string distribution_note;
  bool trace_cut = false;  // the shown trace stopped at limits.max_trace_events
  std::vector<ExpectationResult> expectations;
  Values values;  // final values of the traced run
  bool all_expectations_hold() const;
};

// 1234567 -> "1,234,567", for limits and counts in messages.
std::string grouped_number(double n);

// `edition` is the edition to simulate in (the caller resolves the default).
SimReport simulate(const Scenario& scenario, const std::string& edition, bool traced = true);
class GameModule;
// The same with the scenario's game already loaded (load_game, perhaps
// then GameModule::reread).
SimReport simulate(const Scenario& scenario, const GameModule& game, const std::string& edition,
                   bool traced = true);

}  // namespace arbiter::engine
