// The text of entries a simulation cites, quoted from the database in the
// simulated edition (or, where that edition lacks the entry, the newest
// edition that has it, and saying so).
#pragma once

#include <string>
#include <vector>

#include "query/catalog.h"

namespace arbiter::query {

struct CitedEntry {
  std::string id;
  std::string edition;
  std::string title;
  std::string text;
  bool fallback = false;  // not in the requested edition
};

std::vector<CitedEntry> cited_entries(const Catalog& catalog, const std::vector<std::string>& ids,
                                      const std::string& edition);

}  // namespace arbiter::query
