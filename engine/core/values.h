// A run's final values ("villain.damage" -> "3", read by <expect> and by
// `ask`): pairs kept sorted by key in one array, looked up as in a map.
// A situation's tries run ~50 times with ~40 values each, and compare,
// copy and drop every run's values: as a std::map, a node allocated for
// each value and a search of the tree to place it, they were most of an
// untraced Marvel Champions run. The keys are the same run after run of
// one scenario, so they are not each run's own strings: a key views a
// table of keys that the runs with the same keys share (ValuesBuilder).
#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace arbiter::engine {

class Values {
 public:
  // The key views keys_, which the Values keeps alive.
  using Pair = std::pair<std::string_view, std::string>;
  using const_iterator = std::vector<Pair>::const_iterator;

  Values() = default;
  Values(const std::map<std::string, std::string>& m);
  operator std::map<std::string, std::string>() const;

  const_iterator begin() const { return pairs_.begin(); }
  const_iterator end() const { return pairs_.end(); }
  size_t size() const { return pairs_.size(); }
  bool empty() const { return pairs_.empty(); }

  /// The pair with `key`, or end().
  const_iterator find(std::string_view key) const;
  size_t count(std::string_view key) const { return find(key) == end() ? 0 : 1; }
  /// Throws std::out_of_range when there is no `key`, as std::map::at.
  const std::string& at(std::string_view key) const;
  /// Sets `key` to `value`, in its place.
  void set(std::string_view key, std::string value);
  size_t erase(std::string_view key);
  /// Keeps only the pairs `other` has too, with the same value.
  void keep_alike(const Values& other);

  /// The same keys with the same values (wherever the keys are kept).
  bool operator==(const Values& other) const { return pairs_ == other.pairs_; }

 private:
  friend class ValuesBuilder;
  std::shared_ptr<const std::vector<std::string>> keys_;
  std::vector<Pair> pairs_;
};

// A run's values gathered as they come, in any order, and sorted once.
class ValuesBuilder {
 public:
  explicit ValuesBuilder(size_t expected);

  /// Sets `id` followed by `field` ("villain", ".damage") to `value`; a
  /// later set of the same key wins, as an assignment into a map would.
  void set(std::string_view id, std::string_view field, std::string value);

  Values take() &&;

 private:
  std::vector<std::string> values_;
  // The keys so far, when they are not the last run's in its order: its
  // first `values_.size()` keys are until one differs (then copied here).
  std::vector<std::string> keys_;
  bool as_last_ = true;
  // The last run's keys on this thread, when it made any.
  std::shared_ptr<const std::vector<std::string>> last_;
};

}  // namespace arbiter::engine
