// The titles table (every entry's title and aliases, normalised), read
// once and kept by a catalog that answers many searches (the server's): a
// search looks a title up twice, and each statement, joined to its entries
// and sorted, cost more than the rest of a title match.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "common/sqlite.h"

namespace arbiter::query {

struct TitleRow {
  std::string norm;
  int64_t entry = 0;
  int64_t is_primary = 0;  // 1 for the entry's own title, 0 for an alias
  size_t length = 0;       // norm's characters, as SQL's length() counts them
};

class TitleRows {
 public:
  explicit TitleRows(const Database& db);
  // The rows whose norm is in [low, high) (equal to `low` when `high` is
  // empty), in the order the index on norm reads them: by norm, then as
  // the rows were written.
  std::span<const TitleRow> between(std::string_view low, std::string_view high = {}) const;

 private:
  std::vector<TitleRow> rows_;
};

}  // namespace arbiter::query
