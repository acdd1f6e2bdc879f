// The runs of one reading's scenario that finding its unstated values
// takes: each with some values fixed, and each different scenario run
// only once (trying every value alone, then them together, often builds
// the same scenario again).
#pragma once

#include <map>
#include <string>
#include <vector>

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

  const std::vector<Unstated>& unstated() const { return unstated_; }

  // The scenario with `values` fixed (scenario_xml).
  std::string xml(const std::map<std::string, std::string>& values) const;

  // The run of that scenario; untraced, its events are not built (only
  // its outcome and values are read). Valid as long as this object.
  const engine::SimReport& run(const std::map<std::string, std::string>& values,
                               bool traced = true);

 private:
  const Reading& r_;
  std::string edition_;
  std::vector<Unstated> unstated_;
  // Reports by scenario, traced and untraced apart.
  std::map<std::string, engine::SimReport> done_[2];
};

}  // namespace arbiter::query::ask
