#include "engine/core/stepped_run.h"

#include <algorithm>
#include <deque>
#include <string_view>
#include <unordered_map>

#include "engine/core/checked.h"

namespace arbiter::engine {

namespace {

// A text's hash that the hashes of its parts give: h(a + b) is
// h(a) * base^|b| + h(b) (modulo 2^64). Outcome texts are joined from a
// step's headlines and the texts after it, 150-250 characters, thousands of
// them: each is hashed from its parts, not read again whole.
struct TextHash {
  static constexpr uint64_t kBase = 0x100000001b3ULL;
  uint64_t hash = 0;
  uint64_t power = 1;  // base^|text|
  static TextHash of(std::string_view text) {
    TextHash h;
    for (const char c : text) {
      h.hash = h.hash * kBase + static_cast<unsigned char>(c);
      h.power *= kBase;
    }
    return h;
  }
  TextHash then(const TextHash& next) const {
    return {hash * next.power + next.hash, power * next.power};
  }
};

// What can follow a state: one outcome text (the headlines of the steps
// from there, joined), its probability, branch count and first path.
struct Suffix {
  std::string text;
  double probability = 0;
  int64_t paths = 0;
  std::vector<int> first_path;
  TextHash hash;  // of text
};
using Suffixes = std::vector<Suffix>;

// An outcome text with its hash, looked up among a step's outcomes.
struct HashedText {
  std::string_view text;
  uint64_t hash = 0;
  bool operator==(const HashedText& o) const { return text == o.text; }
};
struct HashedTextHash {
  size_t operator()(const HashedText& t) const {
    // The polynomial's low bits depend on the text's last bytes only: mixed
    // (MurmurHash3's finalizer) before a table picks a bucket by them.
    uint64_t h = t.hash;
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ULL;
    h ^= h >> 33;
    return static_cast<size_t>(h);
  }
};

struct OverLimit {};

int64_t sat_add64(int64_t a, int64_t b) {
  return a > INT64_MAX - b ? INT64_MAX : a + b;
}

class Walker {
 public:
  Walker(const std::string& edition, int64_t max_paths, int64_t max_work)
      : edition_(edition), max_paths_(max_paths), max_work_(max_work) {}

  // The outcomes from the start, which is reached once: not kept.
  Suffixes from_start(const SteppedRun& run) {
    if (run.steps() == 0) return end_;
    memo_.resize(run.steps());
    return walk(0, run);
  }

  // The outcomes from `run`, which stands before step i. Throws OverLimit.
  Suffixes& from(size_t i, const SteppedRun& run) {
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
    std::deque<Suffix> out;  // its elements stay put: `at` views their texts
    std::unordered_map<HashedText, size_t, HashedTextHash> at;
    std::vector<int> script;
    std::unique_ptr<SteppedRun> next;  // each branch's run, its storage reused
    while (true) {
      if (++work_ > max_work_) throw OverLimit{};
      if (!next || !next->assign(run)) next = run.copy();
      ReplayChooser chooser(std::move(script));  // next_branch gives the next one
      Trace silent(false);
      RunContext ctx{chooser, silent, edition_, false};
      std::string head = join_headlines(next->step(i, ctx));
      const TextHash head_hash = TextHash::of(head);
      const bool last = !chooser.next_branch(script);
      // A step with one branch: the outcomes after it are distinct, and so
      // are they with its headlines put before them.
      const bool only = last && out.empty();
      Suffixes& rests = from(i + 1, *next);
      // The start has one branch, and nothing else reads the outcomes
      // after it: they are moved, not copied.
      const bool take = only && i == 0 && &rests != &end_;
      if (!only && at.empty()) at.reserve(expected(chooser.widths(), rests.size()));
      for (Suffix& rest : rests) {
        // The last step's one suffix takes the headlines as they are.
        const TextHash hash = head.empty()        ? rest.hash
                              : rest.text.empty() ? head_hash
                                                  : head_hash.then(kSeparator).then(rest.hash);
        std::string text = rests.size() == 1 && rest.text.empty() ? std::move(head)
                           : take && head.empty()                 ? std::move(rest.text)
                                                                  : joined(head, rest.text);
        size_t at_index = out.size();
        if (!only) {
          const auto it = at.find(HashedText{text, hash.hash});
          if (it != at.end()) at_index = it->second;
        }
        if (at_index == out.size()) {
          // Branches are walked in order and no path is another's prefix:
          // the first to reach an outcome has its first path.
          if (static_cast<int64_t>(out.size()) >= max_paths_) throw OverLimit{};
          Suffix& s = out.emplace_back();
          s.text = std::move(text);
          s.hash = hash;
          if (take && chooser.taken().empty()) {
            s.first_path = std::move(rest.first_path);
          } else if (rests.size() == 1 && rest.first_path.empty()) {
            s.first_path = chooser.release_taken();  // its one outcome: the chooser is done
          } else {
            s.first_path.reserve(chooser.taken().size() + rest.first_path.size());
            s.first_path = chooser.taken();
            s.first_path.insert(s.first_path.end(), rest.first_path.begin(), rest.first_path.end());
          }
          if (!only) at.emplace(HashedText{s.text, hash.hash}, at_index);
        }
        Suffix& o = out[at_index];
        o.probability += chooser.probability() * rest.probability;
        o.paths = sat_add64(o.paths, rest.paths);
      }
      if (last)
        return Suffixes(std::make_move_iterator(out.begin()), std::make_move_iterator(out.end()));
    }
  }

  // The outcomes a step may have, from its first branch: room for them is
  // made at once rather than by growing the table (capped: an estimate).
  size_t expected(const std::vector<int>& widths, size_t after) const {
    const size_t cap = std::min<size_t>(static_cast<size_t>(max_paths_), 1 << 16);
    size_t n = std::max<size_t>(after, 1);
    for (int w : widths) n = std::min(cap, n * static_cast<size_t>(std::max(w, 1)));
    return std::min(n, cap);
  }

  // A step's headlines, then what follows ("; " between, when both say something).
  static inline const TextHash kSeparator = TextHash::of("; ");
  static std::string joined(const std::string& head, const std::string& rest) {
    if (head.empty()) return rest;
    if (rest.empty()) return head;
    std::string text;
    text.reserve(head.size() + 2 + rest.size());
    text += head;
    text += "; ";
    text += rest;
    return text;
  }

  struct Known {
    std::unique_ptr<SteppedRun> run;
    Suffixes suffixes;
  };
  const std::string& edition_;
  const int64_t max_paths_, max_work_;
  int64_t work_ = 0;
  std::vector<std::unordered_multimap<size_t, Known>> memo_;  // by step index
  Suffixes end_{Suffix{"", 1.0, 1, {}, {}}};
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
    Suffixes all = walker.from_start(start);
    d.outcomes.reserve(all.size());  // at once: thousands, grown they would be copied
    for (Suffix& s : all) {
      d.paths = sat_add64(d.paths, s.paths);
      d.outcomes.push_back({s.text.empty() ? join_outcome({}) : std::move(s.text), s.probability,
                            s.paths, std::move(s.first_path)});
    }
  } catch (const OverLimit&) {
    return std::nullopt;
  }
  if (d.paths > max_paths) return std::nullopt;
  sort_outcomes(d);
  return d;
}

}  // namespace arbiter::engine
