#include "engine/core/values.h"

#include <algorithm>
#include <cstdint>
#include <stdexcept>

namespace arbiter::engine {

namespace {

bool key_less(const Values::Pair& p, std::string_view key) {
  return std::string_view(p.first) < key;
}

}  // namespace

Values::const_iterator Values::find(std::string_view key) const {
  const auto it = std::lower_bound(pairs_.begin(), pairs_.end(), key, key_less);
  return it != pairs_.end() && it->first == key ? it : pairs_.end();
}

const std::string& Values::at(std::string_view key) const {
  const auto it = find(key);
  if (it == end()) throw std::out_of_range("no value '" + std::string(key) + "'");
  return it->second;
}

void Values::set(std::string_view key, std::string value) {
  const auto it = std::lower_bound(pairs_.begin(), pairs_.end(), key, key_less);
  if (it != pairs_.end() && it->first == key)
    it->second = std::move(value);
  else
    pairs_.emplace(it, std::string(key), std::move(value));
}

size_t Values::erase(std::string_view key) {
  const auto it = std::lower_bound(pairs_.begin(), pairs_.end(), key, key_less);
  if (it == pairs_.end() || it->first != key) return 0;
  pairs_.erase(it);
  return 1;
}

void Values::keep_alike(const Values& other) {
  // Both in key order: one walk side by side.
  auto v = other.pairs_.begin();
  const auto kept = std::remove_if(pairs_.begin(), pairs_.end(), [&](const Pair& p) {
    while (v != other.pairs_.end() && v->first < p.first) ++v;
    return v == other.pairs_.end() || v->first != p.first || v->second != p.second;
  });
  pairs_.erase(kept, pairs_.end());
}

Values ValuesBuilder::take() && {
  // A game gives the same keys in the same order run after run of one
  // scenario (its characters, players, cards): the order they sort into is
  // worked out once, and the next run with those keys reuses it (checking
  // the keys is a fraction of sorting them).
  thread_local std::vector<std::string> last_keys;
  thread_local std::vector<uint32_t> last_kept;  // indices of the pairs kept, in key order
  const bool same =
      last_keys.size() == pairs_.size() &&
      std::equal(pairs_.begin(), pairs_.end(), last_keys.begin(),
                 [](const Values::Pair& p, const std::string& k) { return p.first == k; });
  if (!same) {
    std::vector<uint32_t> order(pairs_.size());
    for (uint32_t i = 0; i < order.size(); ++i) order[i] = i;
    // Sorted by key, then by when set: of a key set twice, the later value
    // ends its run of equals, and is the one kept.
    std::sort(order.begin(), order.end(), [&](uint32_t x, uint32_t y) {
      const int c = pairs_[x].first.compare(pairs_[y].first);
      return c != 0 ? c < 0 : x < y;
    });
    last_kept.clear();
    for (size_t i = 0; i < order.size(); ++i)
      if (i + 1 == order.size() || pairs_[order[i + 1]].first != pairs_[order[i]].first)
        last_kept.push_back(order[i]);
    last_keys.clear();
    for (const Values::Pair& p : pairs_) last_keys.push_back(p.first);
  }
  Values out;
  out.pairs_.reserve(last_kept.size());
  for (const uint32_t i : last_kept) out.pairs_.push_back(std::move(pairs_[i]));
  return out;
}

}  // namespace arbiter::engine
