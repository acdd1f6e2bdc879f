// Whole GET replies kept by their address, for `arbiter serve`: the
// database is read-only while the server runs, so the reply to the same
// path and query string never changes, and a search typed again or an
// ask asked again at the table costs a look-up, not the work.
// Bounded in entries and in bytes; the least recently used goes first.
// Safe to use from every worker thread at once.
#pragma once

#include <cstddef>
#include <list>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

#include "query/serve/api.h"

namespace arbiter::serve {

class ResponseCache {
 public:
  // 0 in either bound keeps nothing.
  ResponseCache(size_t max_entries, size_t max_bytes);

  /// The reply kept for `key` (now the most recently used), or null.
  std::shared_ptr<const Reply> find(std::string_view key);
  /// Keeps `reply` for `key`, dropping the least recently used until both
  /// bounds hold; a reply that alone exceeds the byte bound is not kept.
  void put(const std::string& key, Reply reply);

  size_t entries() const;
  size_t bytes() const;

  // What an entry counts against the byte bound: its key, body and type.
  static size_t cost(std::string_view key, const Reply& reply);

 private:
  struct Entry {
    std::string key;
    std::shared_ptr<const Reply> reply;
    size_t bytes;
  };
  void drop_oldest();

  const size_t max_entries_;
  const size_t max_bytes_;
  mutable std::mutex mutex_;
  std::list<Entry> order_;  // most recently used first
  std::unordered_map<std::string_view, std::list<Entry>::iterator> by_key_;  // keys in order_
  size_t bytes_ = 0;
};

}  // namespace arbiter::serve
