#include "engine/core/values.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <stdexcept>

namespace arbiter::engine {

namespace {

bool key_less(const Values::Pair& p, std::string_view key) {
  return p.first < key;
}

// Keys of runs with the same keys view the same table: equal at a glance.
bool same_key(std::string_view x, std::string_view y) {
  return (x.data() == y.data() && x.size() == y.size()) || x == y;
}

// What the last run's values on this thread were keyed by: a game gives
// the same keys in the same order run after run of one scenario (its
// characters, players, cards), so the next run with those keys shares
// their table, and the order they sort into, worked out once.
struct LastKeys {
  std::shared_ptr<const std::vector<std::string>> table;  // in the order set
  std::vector<uint32_t> kept;                             // indices of the keys kept, in key order
};

LastKeys& last_keys() {
  thread_local LastKeys last;
  return last;
}

}  // namespace

Values::Values(const std::map<std::string, std::string>& m) {
  auto keys = std::make_shared<std::vector<std::string>>();
  keys->reserve(m.size());
  pairs_.reserve(m.size());
  for (const auto& [key, value] : m) pairs_.emplace_back(keys->emplace_back(key), value);
  keys_ = std::move(keys);
}

Values::operator std::map<std::string, std::string>() const {
  std::map<std::string, std::string> out;
  for (const Pair& p : pairs_) out.emplace_hint(out.end(), p.first, p.second);
  return out;
}

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
  if (it != pairs_.end() && it->first == key) {
    it->second = std::move(value);
    return;
  }
  // A new key: a table of this Values' own (the old one may be shared),
  // every key viewing it.
  pairs_.emplace(it, key, std::move(value));
  auto keys = std::make_shared<std::vector<std::string>>();
  keys->reserve(pairs_.size());
  for (Pair& p : pairs_) p.first = keys->emplace_back(p.first);
  keys_ = std::move(keys);
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
    while (v != other.pairs_.end() && !same_key(v->first, p.first) && v->first < p.first) ++v;
    return v == other.pairs_.end() || !same_key(v->first, p.first) || v->second != p.second;
  });
  pairs_.erase(kept, pairs_.end());
}

ValuesBuilder::ValuesBuilder(size_t expected) {
  values_.reserve(expected);
  last_ = last_keys().table;
}

void ValuesBuilder::set(std::string_view id, std::string_view field, std::string value) {
  const size_t i = values_.size();
  if (as_last_) {
    if (last_ && i < last_->size()) {
      const std::string& k = (*last_)[i];
      if (k.size() == id.size() + field.size() &&
          std::memcmp(k.data(), id.data(), id.size()) == 0 &&
          std::memcmp(k.data() + id.size(), field.data(), field.size()) == 0) {
        values_.push_back(std::move(value));
        return;
      }
    }
    // Past the last run's keys: those so far are copied, and the rest built.
    as_last_ = false;
    keys_.reserve(values_.capacity());
    if (last_) keys_.assign(last_->begin(), last_->begin() + static_cast<long>(i));
  }
  std::string key;
  key.reserve(id.size() + field.size());
  key.append(id).append(field);
  keys_.push_back(std::move(key));
  values_.push_back(std::move(value));
}

Values ValuesBuilder::take() && {
  LastKeys& last = last_keys();
  // (Another builder on the thread may have taken its values meanwhile.)
  if (!as_last_ || !last_ || last_ != last.table || last_->size() != values_.size()) {
    if (as_last_ && last_)
      keys_.assign(last_->begin(), last_->begin() + static_cast<long>(values_.size()));
    auto table = std::make_shared<const std::vector<std::string>>(std::move(keys_));
    const std::vector<std::string>& keys = *table;
    std::vector<uint32_t> order(keys.size());
    for (uint32_t i = 0; i < order.size(); ++i) order[i] = i;
    // Sorted by key, then by when set: of a key set twice, the later value
    // ends its run of equals, and is the one kept.
    std::sort(order.begin(), order.end(), [&](uint32_t x, uint32_t y) {
      const int c = keys[x].compare(keys[y]);
      return c != 0 ? c < 0 : x < y;
    });
    last.kept.clear();
    for (size_t i = 0; i < order.size(); ++i)
      if (i + 1 == order.size() || keys[order[i + 1]] != keys[order[i]])
        last.kept.push_back(order[i]);
    last.table = std::move(table);
  }
  Values out;
  out.keys_ = last.table;
  out.pairs_.reserve(last.kept.size());
  for (const uint32_t i : last.kept)
    out.pairs_.emplace_back((*last.table)[i], std::move(values_[i]));
  return out;
}

}  // namespace arbiter::engine
