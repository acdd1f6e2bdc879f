// Bounds on the work a scenario can ask for. They are limits of the tool,
// not of the rules: a small file must not be able to take minutes, gigabytes
// or megabytes of output. Each limit hit is stated: the size limits refuse
// the scenario naming the `arbiter sim` option that raises them; the work
// limits fall back to a seeded sample or a shortened listing and say so.
#pragma once

#include <cstdint>

namespace arbiter::engine {

struct Limits {
  // Refusals (arbiter sim --max-bytes, --max-elements, --max-steps).
  int64_t max_bytes = 64 * 1024;  // the scenario file
  int max_elements = 200;         // elements of <state>: characters, dice, cards, ...
  int max_steps = 100;            // elements of <do>, nested ones included
  // Chance: an exact walk of at most this many branches, else a sample.
  int64_t max_branches = 200'000;
  int64_t samples = 20'000;
  // Runs times steps: one run of a 100-step scenario is 100 units. Bounds
  // both the exact walk and the sample of a long scenario.
  int64_t max_work = 1'000'000;
  // Output: events of the shown trace, outcomes listed in a distribution.
  int max_trace_events = 2'000;
  int max_outcomes_listed = 20;
};

}  // namespace arbiter::engine
