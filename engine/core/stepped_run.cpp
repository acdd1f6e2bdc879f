#include "engine/core/stepped_run.h"

#include <unordered_map>

#include "engine/core/checked.h"

namespace arbiter::engine {

namespace {

// What can follow a state: one outcome text (the headlines of the steps
// from there, joined), its probability, branch count and first path.
struct Suffix {
  std::string text;
  double probability = 0;
  int64_t paths = 0;
  std::vector<int> first_path;
};
using Suffixes = std::vector<Suffix>;

struct OverLimit {};

int64_t sat_add64(int64_t a, int64_t b) {
  return a > INT64_MAX - b ? INT64_MAX : a + b;
}

class Walker {
 public:
  Walker(const std::string& edition, int64_t max_paths, int64_t max_work)
      : edition_(edition), max_paths_(max_paths), max_work_(max_work) {}

  // The outcomes from `run`, which stands before step i. Throws OverLimit.
  const Suffixes& from(size_t i, const SteppedRun& run) {
    if (i == run.steps()) return end_;
    if (memo_.empty()) memo_.resize(run.steps());  // sized once: its tables never move
    const size_t hash = run.state_hash();
    const auto [first, last] = memo_[i].equal_range(hash);
    for (auto it = first; it != last; ++it)
      if (it->second.run->same_state(run)) return it->second.suffixes;
    Suffixes out = walk(i, run);
    // Nodes of an unordered_multimap stay put: references handed out stay good.
    return memo_[i].emplace(hash, Known{run.copy(), std::move(out)})->second.suffixes;
  }

 private:
  // Every branch of step i from `run`, each followed by what its state leads to.
  Suffixes walk(size_t i, const SteppedRun& run) {
    Suffixes out;
    std::unordered_map<std::string, size_t> at;
    std::vector<int> script;
    while (true) {
      if (++work_ > max_work_) throw OverLimit{};
      std::unique_ptr<SteppedRun> next = run.copy();
      ReplayChooser chooser(script);
      Trace silent(false);
      RunContext ctx{chooser, silent, edition_, false};
      const std::string head = join_headlines(next->step(i, ctx));
      for (const Suffix& rest : from(i + 1, *next)) {
        std::string text = head.empty()        ? rest.text
                           : rest.text.empty() ? head
                                               : head + "; " + rest.text;
        const auto [it, fresh] = at.try_emplace(std::move(text), out.size());
        if (fresh) {
          // Branches are walked in order and no path is another's prefix:
          // the first to reach an outcome has its first path.
          if (static_cast<int64_t>(out.size()) >= max_paths_) throw OverLimit{};
          Suffix s;
          s.text = it->first;
          s.first_path = chooser.taken();
          s.first_path.insert(s.first_path.end(), rest.first_path.begin(), rest.first_path.end());
          out.push_back(std::move(s));
        }
        Suffix& o = out[it->second];
        o.probability += chooser.probability() * rest.probability;
        o.paths = sat_add64(o.paths, rest.paths);
      }
      if (!chooser.next_branch(script)) return out;
    }
  }

  struct Known {
    std::unique_ptr<SteppedRun> run;
    Suffixes suffixes;
  };
  const std::string& edition_;
  const int64_t max_paths_, max_work_;
  int64_t work_ = 0;
  std::vector<std::unordered_multimap<size_t, Known>> memo_;  // by step index
  const Suffixes end_{Suffix{"", 1.0, 1, {}}};
};

}  // namespace

std::unique_ptr<SteppedRun> GameModule::stepped() const {
  return nullptr;
}

std::optional<Distribution> enumerate_stepped(const SteppedRun& start, const std::string& edition,
                                              int64_t max_paths, int64_t max_work) {
  Walker walker(edition, max_paths, max_work);
  Distribution d;
  try {
    for (const Suffix& s : walker.from(0, start)) {
      d.paths = sat_add64(d.paths, s.paths);
      d.outcomes.push_back(
          {s.text.empty() ? join_outcome({}) : s.text, s.probability, s.paths, s.first_path});
    }
  } catch (const OverLimit&) {
    return std::nullopt;
  }
  if (d.paths > max_paths) return std::nullopt;
  sort_outcomes(d);
  return d;
}

}  // namespace arbiter::engine
