// A card as JSON (`arbiter card --json`, the server's card lookups).
#pragma once

#include <nlohmann/json.hpp>

#include "cards/card.h"
#include "cards/card_store.h"

namespace arbiter::cards {

nlohmann::ordered_json card_json(const Card& card);

// `arbiter card NAME --json` and /api/card?q=NAME: {"query", "cards": [...]},
// with "suggestions" (near names) when none is found.
nlohmann::ordered_json card_lookup_json(const CardPool& pool, const std::string& name,
                                        const std::vector<const Card*>& found);

}  // namespace arbiter::cards
