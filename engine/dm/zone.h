// The play areas of Dice Masters (1.5).
#pragma once

#include <string>

namespace arbiter::engine::dm {

// Card: unpurchased, on its card. Captured: under a capturing die, not
// existing for game purposes (3.8.2). Removed: out of the Field Zone until
// an ability returns it (Intimidate).
enum class Zone { Card, Bag, Prep, Reserve, Field, Used, OutOfPlay, Captured, Removed };

const std::string& zone_name(Zone z);
// Throws std::invalid_argument for an unknown name.
Zone zone_from(const std::string& name);

}  // namespace arbiter::engine::dm
