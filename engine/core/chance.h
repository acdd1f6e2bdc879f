// Chance in a simulation: draws from described decks. A simulation asks a
// Chooser at each chance point; the Enumerator walks every branch to give
// the exact distribution of outcomes, and falls back to a seeded sample
// (its size stated) when the tree is too large.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "engine/core/words.h"

namespace arbiter::engine {

// "boost icons: 0 x5, 1 x8, 2 x3, star x2" -> faces with counts.
struct DeckFace {
  std::string label;  // "0", "1", "2", "star", or a die face
  int count = 0;
};
struct Deck {
  std::vector<DeckFace> faces;
  int total() const;
};
// Parses "LABEL xN, LABEL xN, ..." (an optional "name:" prefix is ignored).
// Throws std::invalid_argument naming the part at fault.
Deck parse_deck(const std::string& spec);

// Picks one face of a deck; `what` says what is being drawn, for the trace.
class Chooser {
 public:
  virtual ~Chooser() = default;
  virtual int choose(const Deck& deck, Words what) = 0;
};

struct Outcome {
  std::string text;
  double probability = 0;
  int64_t paths = 0;
  std::vector<int> first_path;  // the choices of the first run that ended here
};

// Replays a recorded list of choices (then the first face at any further
// chance point): how the trace of one outcome is reproduced.
class ReplayChooser : public Chooser {
 public:
  explicit ReplayChooser(std::vector<int> script = {}) : script_(std::move(script)) {}
  // Replays `script` from the start again, keeping the room of its lists:
  // a walk replays thousands of branches with one chooser.
  void restart(const std::vector<int>& script) {
    script_.assign(script.begin(), script.end());
    taken_.clear();
    widths_.clear();
    probability_ = 1.0;
  }
  int choose(const Deck& deck, Words what) override;
  const std::vector<int>& taken() const { return taken_; }
  // The choices taken, handed over once the run is done with them.
  std::vector<int> release_taken() { return std::move(taken_); }
  const std::vector<int>& widths() const { return widths_; }
  double probability() const { return probability_; }
  // The script of the next branch in walking order (the deepest chance
  // point taken that has faces left, advanced), or false after the last.
  bool next_branch(std::vector<int>& script) const;

 private:
  std::vector<int> script_;
  std::vector<int> taken_;
  std::vector<int> widths_;
  double probability_ = 1.0;
};

struct Distribution {
  bool exact = true;
  int64_t paths = 0;  // branches walked (exact) or samples drawn
  uint64_t seed = 0;  // when sampled
  // When sampled: the branch limit that was passed, and the branches the
  // first run's chance points imply (their widths multiplied; 0 when the
  // walk itself passed the limit first).
  int64_t max_paths = 0;
  double estimated_branches = 0;
  std::vector<Outcome> outcomes;  // most likely first
};

// Most likely first; outcomes as likely as each other (to 12 digits, so
// that sums taken in another order agree) by their text.
void sort_outcomes(Distribution& d);

// Runs `simulate` over every branch of its chance points (exact), or over
// `samples` seeded random runs when the exact walk would exceed
// `max_paths`: known from the first run when its chance points' widths
// multiply past the limit (no walk is spent), else when the walk reaches it.
// `simulate` returns the outcome text of one run.
Distribution enumerate(const std::function<std::string(Chooser&)>& simulate,
                       int64_t max_paths = 200000, int64_t samples = 20000, uint64_t seed = 1);

}  // namespace arbiter::engine
