#include "query/serve/response_cache.h"

namespace arbiter::serve {

ResponseCache::ResponseCache(size_t max_entries, size_t max_bytes)
    : max_entries_(max_entries), max_bytes_(max_bytes) {}

size_t ResponseCache::cost(std::string_view key, const Reply& reply) {
  return key.size() + reply.body.size() + reply.content_type.size();
}

std::shared_ptr<const Reply> ResponseCache::find(std::string_view key) {
  std::lock_guard lock(mutex_);
  const auto it = by_key_.find(key);
  if (it == by_key_.end()) return nullptr;
  order_.splice(order_.begin(), order_, it->second);
  return it->second->reply;
}

void ResponseCache::put(const std::string& key, Reply reply) {
  const size_t bytes = cost(key, reply);
  if (max_entries_ == 0 || bytes > max_bytes_) return;
  auto kept = std::make_shared<const Reply>(std::move(reply));
  std::lock_guard lock(mutex_);
  // Two workers may answer the same address at once: the first kept stays.
  if (by_key_.count(key)) return;
  while (!order_.empty() && (order_.size() >= max_entries_ || bytes_ + bytes > max_bytes_))
    drop_oldest();
  order_.push_front({key, std::move(kept), bytes});
  by_key_.emplace(order_.front().key, order_.begin());
  bytes_ += bytes;
}

void ResponseCache::drop_oldest() {
  const Entry& last = order_.back();
  bytes_ -= last.bytes;
  by_key_.erase(last.key);
  order_.pop_back();
}

size_t ResponseCache::entries() const {
  std::lock_guard lock(mutex_);
  return order_.size();
}

size_t ResponseCache::bytes() const {
  std::lock_guard lock(mutex_);
  return bytes_;
}

}  // namespace arbiter::serve
