// What makes two runs of a game the same from here on: an exact
// distribution merges runs whose states are equal after a step
// (engine/core/stepped_run.h), so equality must cover everything a later
// step reads. The defaulted comparisons of the model's structs do that by
// construction; the hash only spreads states over buckets.
#include <functional>

#include "engine/dm/dm_game.h"

namespace arbiter::engine::dm {

bool DmGame::same_state(const DmGame& other) const {
  return r_ == other.r_ && s_ == other.s_;
}

size_t DmGame::state_hash() const {
  size_t h = std::hash<std::string>{}(s_.step);
  const auto mix = [&h](size_t v) { h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2); };
  for (const Die& d : s_.dice) {
    mix(static_cast<size_t>(d.zone));
    mix(static_cast<size_t>(d.damage));
    mix(static_cast<size_t>(d.level));
    mix(std::hash<std::string>{}(d.face.label));
  }
  for (const Player& p : s_.players) mix(static_cast<size_t>(p.life));
  mix(r_.queue.size());
  return h;
}

}  // namespace arbiter::engine::dm
