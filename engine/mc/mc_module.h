// The Marvel Champions game module for the engine core.
#pragma once

#include <memory>

#include "engine/core/game_module.h"

namespace arbiter::engine::mc {

std::unique_ptr<GameModule> load_mc(const Scenario& scenario);

}  // namespace arbiter::engine::mc
