// What a game contributes to the engine: reading its <state> and <do>, and
// running them once with given chance choices.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/core/chance.h"
#include "engine/core/scenario.h"
#include "engine/core/trace.h"
#include "engine/core/values.h"

namespace arbiter::engine {

struct RunContext {
  Chooser& chooser;
  Trace& trace;
  std::string edition;
  // False when no one reads the run's values (the untraced runs of a
  // distribution): the module skips building them.
  bool want_values = true;
  // True when predicate p holds in this run's edition (else callers skip it).
  bool holds(const Predicate& p) const { return p.holds_in(edition); }
};

struct RunResult {
  std::string outcome;  // one line, what happened
  Values values;        // "villain.damage" -> "3", for <expect>
};

class SteppedRun;  // engine/core/stepped_run.h

class GameModule {
 public:
  virtual ~GameModule() = default;
  // True when a run draws from a described deck (so outcomes are a distribution).
  virtual bool has_chance() const = 0;
  // True when has_chance() is whether a run with the first choices meets a
  // choice of more than one branch: simulate() then shows that run when it
  // meets none, rather than running the scenario twice.
  virtual bool chance_shows_in_run() const { return false; }
  // One run from the loaded state. Must not change the module: runs repeat.
  virtual RunResult run(RunContext& ctx) const = 0;
  // The same run cut at its steps, for distributions memoised on the state
  // each step reaches; null (the default) when the game does not cut its
  // runs, and its distributions replay every branch.
  virtual std::unique_ptr<SteppedRun> stepped() const;
  // Reads `attribute` of `element`, a child of the scenario's <state>
  // whose value the caller has changed in the document, into the loaded
  // state again: as load_game reads the scenario so changed, its errors
  // included (ScenarioError; the state is then as before). False, and
  // nothing changed, for an attribute the game reads only with the whole
  // scenario: the caller then reads the changed scenario whole.
  virtual bool reread(const Node& element, const std::string& attribute);
  // The values ("ally.max-hp") in which the untraced runs in `edition` of
  // the loaded state with `element`'s `attribute` at other values (each
  // read again without fault) differ from one another, when each such run
  // would be answered from a run kept without making it (engine/mc/
  // run_memo.h): their outcomes and other values are alike. Nothing (the
  // default) when they would be made.
  virtual std::optional<std::vector<std::string>> varying_values(const Node& element,
                                                                 const std::string& attribute,
                                                                 const std::string& edition) const;
};

// Reads the scenario's <state> and <do> for its game; throws ScenarioError.
std::unique_ptr<GameModule> load_game(const Scenario& scenario);

// A run's headlines joined by "; " ("" for none).
std::string join_headlines(const std::vector<std::string>& headlines);
// A run's one-line outcome: its headlines joined, or "nothing changes".
std::string join_outcome(const std::vector<std::string>& headlines);

// Runs one <do> step. A situation the rules do not allow is found only when
// it happens (std::invalid_argument); it is reported as a malformed
// scenario at the step's file and line.
template <typename Step>
void run_step(const std::string& file, int line, const std::string& kind, Step&& step) {
  try {
    step();
  } catch (const std::invalid_argument& e) {
    throw ScenarioError(file + ":" + std::to_string(line) + ": " + kind + ": " + e.what());
  }
}

}  // namespace arbiter::engine
