// A run's final values ("villain.damage" -> "3", read by <expect> and by
// `ask`): pairs kept sorted by key in one array, looked up as in a map.
// A situation's tries run ~50 times with ~40 values each, and compare,
// copy and drop every run's values: as a std::map, a node allocated for
// each value and a search of the tree to place it, they were most of an
// untraced Marvel Champions run.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace arbiter::engine {

class Values {
 public:
  using Pair = std::pair<std::string, std::string>;
  using const_iterator = std::vector<Pair>::const_iterator;

  Values() = default;
  Values(const std::map<std::string, std::string>& m) : pairs_(m.begin(), m.end()) {}
  operator std::map<std::string, std::string>() const { return {pairs_.begin(), pairs_.end()}; }

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

  bool operator==(const Values&) const = default;

 private:
  friend class ValuesBuilder;
  std::vector<Pair> pairs_;
};

// A run's values gathered as they come, in any order, and sorted once.
class ValuesBuilder {
 public:
  explicit ValuesBuilder(size_t expected) { pairs_.reserve(expected); }

  /// Sets `id` followed by `field` ("villain", ".damage") to `value`; a
  /// later set of the same key wins, as an assignment into a map would.
  void set(std::string_view id, std::string_view field, std::string value) {
    std::string key;
    key.reserve(id.size() + field.size());
    key.append(id).append(field);
    pairs_.emplace_back(std::move(key), std::move(value));
  }

  Values take() &&;

 private:
  std::vector<Values::Pair> pairs_;
};

}  // namespace arbiter::engine
