// Exact distributions that do not replay what runs share. A game that can
// cut its run at the scenario's steps gives a SteppedRun; runs that reach
// the same state after a step go on alike, so what follows is run once from
// each distinct state and its outcomes shared (memoised on the state
// reached). The work grows with the distinct states, not the branches.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/chance.h"
#include "engine/core/game_module.h"

namespace arbiter::engine {

class SteppedRun {
 public:
  virtual ~SteppedRun() = default;
  virtual std::unique_ptr<SteppedRun> copy() const = 0;
  // Becomes a copy of `other` (the same game), reusing its own storage: a
  // walk runs every branch of a step from one state. False when the game
  // cannot (the walk then makes a new copy).
  virtual bool assign(const SteppedRun& other) {
    (void)other;
    return false;
  }
  virtual size_t steps() const = 0;
  // Runs step i (0 first, in order) with ctx's chooser and trace; returns
  // the headlines it added to the outcome, joined (join_headlines).
  virtual std::string step(size_t i, RunContext& ctx) = 0;
  // True when every later step runs alike from both (the same game).
  virtual bool same_state(const SteppedRun& other) const = 0;
  virtual size_t state_hash() const = 0;  // equal for runs of the same state
};

// The distribution `enumerate` gives over every branch of `start`, outcome
// for outcome (probabilities, branch counts, each outcome's first path), or
// nothing when the branches pass `max_paths` or the walk would pass
// `max_work` step runs: the caller then falls back to `enumerate`.
std::optional<Distribution> enumerate_stepped(const SteppedRun& start, const std::string& edition,
                                              int64_t max_paths, int64_t max_work);

}  // namespace arbiter::engine
