// The Dice Masters game module for the engine core.
#pragma once

#include <memory>

#include "engine/core/game_module.h"

namespace arbiter::engine::dm {

std::unique_ptr<GameModule> load_dm(const Scenario& scenario);

}  // namespace arbiter::engine::dm
