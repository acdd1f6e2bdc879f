#include "engine/mc/model.h"

namespace arbiter::engine::mc {

int Character::max_hp() const {
  int hp = base_hp;
  for (const HitPointGrant& g : grants) hp += g.amount;
  return hp;
}

}  // namespace arbiter::engine::mc
