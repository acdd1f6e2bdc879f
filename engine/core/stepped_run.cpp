#include "engine/core/stepped_run.h"

#include <algorithm>
#include <bit>
#include <string_view>
#include <unordered_map>
#include <utility>

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
    // Four characters a round: h * B^4 + c0 * B^3 + c1 * B^2 + c2 * B + c3
    // is the same sum, with one multiplication on the chain from one round
    // to the next instead of four (every leaf's headlines are hashed).
    static constexpr uint64_t kB2 = kBase * kBase, kB3 = kB2 * kBase, kB4 = kB3 * kBase;
    const auto byte = [&](size_t i) -> uint64_t { return static_cast<unsigned char>(text[i]); };
    TextHash h;
    size_t i = 0;
    for (; i + 4 <= text.size(); i += 4) {
      h.hash = h.hash * kB4 + byte(i) * kB3 + byte(i + 1) * kB2 + byte(i + 2) * kBase + byte(i + 3);
      h.power *= kB4;
    }
    for (; i < text.size(); ++i) {
      h.hash = h.hash * kBase + byte(i);
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

// A step's outcomes by their texts' hashes: open addressing in one array,
// since a step can have thousands and a node apiece would be an allocation
// apiece. Holds indices into the step's outcomes; texts are compared there.
class OutcomeTable {
 public:
  static constexpr size_t kNone = SIZE_MAX;
  void reserve(size_t n) {
    if (2 * n > slots_.size()) rehash(std::bit_ceil(std::max<size_t>(2 * n, 16)));
  }
  // The index whose hash is h and for which same(index) holds, or kNone.
  template <class Same>
  size_t find(uint64_t h, Same&& same) const {
    if (slots_.empty()) return kNone;
    for (size_t at = mixed(h) & mask(); slots_[at].index != 0; at = (at + 1) & mask())
      if (slots_[at].hash == h && same(slots_[at].index - 1)) return slots_[at].index - 1;
    return kNone;
  }
  void insert(uint64_t h, size_t index) {
    if (2 * (used_ + 1) > slots_.size()) rehash(std::max<size_t>(16, 2 * slots_.size()));
    size_t at = mixed(h) & mask();
    while (slots_[at].index != 0) at = (at + 1) & mask();
    slots_[at] = {h, index + 1};
    ++used_;
  }

 private:
  struct Slot {
    uint64_t hash = 0;
    size_t index = 0;  // + 1; 0: empty
  };
  size_t mask() const { return slots_.size() - 1; }
  // The polynomial's low bits depend on the text's last bytes only: mixed
  // (MurmurHash3's finalizer) before they pick a slot.
  static size_t mixed(uint64_t h) {
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ULL;
    h ^= h >> 33;
    return static_cast<size_t>(h);
  }
  void rehash(size_t size) {
    std::vector<Slot> old = std::exchange(slots_, std::vector<Slot>(size));
    for (const Slot& s : old) {
      if (s.index == 0) continue;
      size_t at = mixed(s.hash) & mask();
      while (slots_[at].index != 0) at = (at + 1) & mask();
      slots_[at] = s;
    }
  }
  std::vector<Slot> slots_;
  size_t used_ = 0;
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
    Suffixes out;
    // Each outcome's index in `out` by its text's hash (texts compared on
    // a match): indices, not views, stay good as `out` grows.
    OutcomeTable at;
    std::vector<int> script;
    std::unique_ptr<SteppedRun> next;  // each branch's run, its storage reused
    ReplayChooser chooser;             // each branch's, its lists' room reused
    while (true) {
      if (++work_ > max_work_) throw OverLimit{};
      if (!next || !next->assign(run)) next = run.copy();
      chooser.restart(script);  // next_branch gives the next one
      Trace silent(false);
      RunContext ctx{chooser, silent, edition_, false};
      std::string head = next->step(i, ctx);
      const TextHash head_hash = TextHash::of(head);
      const bool last = !chooser.next_branch(script);
      // A step with one branch: the outcomes after it are distinct, and so
      // are they with its headlines put before them.
      const bool only = last && out.empty();
      Suffixes& rests = from(i + 1, *next);
      // The start has one branch, and nothing else reads the outcomes
      // after it: they are moved, not copied.
      const bool take = only && i == 0 && &rests != &end_;
      if (!only && out.empty()) {
        const size_t n = expected(chooser.widths(), rests.size());
        at.reserve(n);
        out.reserve(n);
      } else if (only) {
        out.reserve(rests.size());
      }
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
          const size_t known = at.find(hash.hash, [&](size_t k) { return out[k].text == text; });
          if (known != OutcomeTable::kNone) at_index = known;
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
          if (!only) at.insert(hash.hash, at_index);
        }
        Suffix& o = out[at_index];
        o.probability += chooser.probability() * rest.probability;
        o.paths = sat_add64(o.paths, rest.paths);
      }
      if (last) return out;
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
