// A card as JSON (`arbiter card --json`, the server's card lookups).
#pragma once

#include <nlohmann/json.hpp>

#include "cards/card.h"

namespace arbiter::cards {

nlohmann::ordered_json card_json(const Card& card);

}  // namespace arbiter::cards
