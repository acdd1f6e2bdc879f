// Each game's entries as the index build recorded them
// (db::kWriteEntrySpans): how many, and their lowest and highest rowid.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/sqlite.h"

namespace arbiter::query {

// The entries whose id opens with "GAME:".
struct GameRows {
  int64_t count = 0, low = 0, high = -1;
  // One run of rowids: its count fills its span (rowids are unique).
  bool contiguous() const { return count == high - low + 1; }
  bool holds(int64_t rowid) const { return rowid >= low && rowid <= high; }
};

// None when the database does not record them.
std::optional<GameRows> game_rows(const Database& db, const std::string& game);

// The entries of one edition of the game (its id opening with "GAME:");
// none when the database does not record them.
std::optional<GameRows> edition_rows(const Database& db, const std::string& game,
                                     const std::string& label);

// The rows of the editions ("game@label" each, as recorded) as runs of
// rowids, lowest first, the runs of editions next to each other joined:
// every rowid in a run is one of the editions' rows. None when an
// edition's run is not recorded or holds another edition's rows.
std::optional<std::vector<GameRows>> edition_runs(const Database& db,
                                                  const std::vector<std::string>& editions);

}  // namespace arbiter::query
