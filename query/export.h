// The whole corpus as data: one JSON object per entry and edition.
#pragma once

#include <string>

#include "query/catalog.h"

namespace arbiter::query {

// A JSON array of {"id","game","edition","kind","title","aliases","parent",
// "text","references"}; game and edition filter when set (edition "" = all).
std::string export_json(const Catalog& catalog, const std::string& game,
                        const std::string& edition);

}  // namespace arbiter::query
