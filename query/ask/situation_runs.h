// The runs of one reading's scenario that finding its unstated values
// takes: each with some values fixed, and each different scenario run
// only once (trying every value alone, then them together, often builds
// the same scenario again).
//
// The scenarios differ only in the values tried, most of them in one
// attribute each: such a value's attribute is found once (the scenario
// with it changed, against the one with every value at its fallback): the
// whole attribute (a Marvel Champions "atk") or the places in it where the
// value is written (a Dice Masters card's levels="0:3/20, 0:3/20"). Then
// each run's scenario is the base scenario with its values written in,
// run on the base scenario read once, the attributes read again
// (engine::GameModule::reread). A value that changes more than one
// attribute, or one the game does not read again alone, builds and reads
// its scenarios whole. The Dice Masters builder writes some values where
// they decide more than their own places (an attacker's A decides a split
// damage's rest), so each of its values is checked once alone.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/game_module.h"
#include "engine/core/simulation.h"
#include "query/ask/reading.h"
#include "query/ask/situation.h"

namespace arbiter::query::ask {

class SituationRuns {
 public:
  // `unstated` is unstated_values(r), worked out once for every run.
  // `r` is kept by reference: it must outlive this object.
  SituationRuns(const Reading& r, const std::string& edition, std::vector<Unstated> unstated);
  SituationRuns(Reading&&, const std::string&, std::vector<Unstated>) = delete;
  ~SituationRuns();

  const std::vector<Unstated>& unstated() const { return unstated_; }

  // The scenario with `values` fixed (scenario_xml).
  std::string xml(const std::map<std::string, std::string>& values) const;

  // The run of that scenario; untraced, its events are not built (only
  // its outcome and values are read). Valid as long as this object.
  const engine::SimReport& run(const std::map<std::string, std::string>& values,
                               bool traced = true);

  // True when the runs with `key` at each of `rest` (the other values at
  // their fallbacks) would each be answered from a run the engine keeps
  // (GameModule::varying_values), every value read into the base scenario
  // without fault, and would differ from one another only in results not
  // in `alike`: then they are alike in outcome and in `alike`, and need
  // not be made to say what every try of `key` gives.
  bool rest_alike(const std::string& key, const std::vector<std::string>& rest,
                  const engine::Values& alike);

  // How many runs took the base scenario with values written in, and how
  // many read their scenario whole (for tests).
  int patched_runs() const { return patched_runs_; }
  int whole_runs() const { return whole_runs_; }

 private:
  // Where a value is in the base scenario's text.
  struct Slot {
    size_t attribute_at = 0;  // its attribute's value's first character
    std::vector<size_t> at;   // the base value's places (each its size)
    size_t size = 0;
    std::string attribute, base;  // base: the attribute's whole base value
    pugi::xml_node element;       // in the base scenario's document
  };
  // A value written at one of its slot's places.
  struct Patch {
    const Slot* slot;
    size_t at;
    const std::string* value;
  };
  // The slot of `key`, found on first use with `value`; null when the
  // value does not change one attribute alone.
  const Slot* slot_of(const std::string& key, const std::string& value);
  // True when the scenario with `key` alone at `value` is the base with
  // `value` written at `slot`'s places.
  bool fits(const Slot& slot, const std::string& key, const std::string& value);
  // The base scenario with `patches` written in (sorted by place).
  std::string patched_xml(const std::vector<Patch>& patches) const;
  // The run of the base scenario with `patches` read in; nothing when the
  // game reads an attribute only whole, or the read refuses a value (the
  // whole read then says why, as it would have).
  std::optional<engine::SimReport> run_patched(const std::vector<Patch>& patches, bool traced);
  bool base_ready();

  const Reading& r_;
  std::string edition_;
  std::vector<Unstated> unstated_;
  // Reports by scenario, traced and untraced apart.
  std::map<std::string, engine::SimReport> done_[2];

  // Every unstated value at its fallback; its scenario, read once.
  std::map<std::string, std::string> base_values_;
  std::string base_xml_;
  bool base_tried_ = false;
  std::unique_ptr<engine::Scenario> base_;
  std::unique_ptr<engine::GameModule> game_;
  std::map<std::string, std::optional<Slot>> slots_;
  // Each Dice Masters value checked alone (fits), by key and value.
  std::map<std::pair<std::string, std::string>, bool> fits_;
  int patched_runs_ = 0, whole_runs_ = 0;
};

}  // namespace arbiter::query::ask
