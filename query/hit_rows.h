// What a search shows of an entry (its id, names and opening), for every
// entry, read once and kept by a catalog that answers many searches (the
// server's): the database does not change while it is open, and reading a
// hit's columns by a statement cost more than working out its snippet.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "common/sqlite.h"

namespace arbiter::query {

struct HitRow {
  int64_t rowid = 0;
  std::string id, game, edition, title, kind, section;
  int64_t ord = 0;
  // The text shown for a hit with no snippet: its opening, collapsed
  // (entry_opening).
  std::string opening;
  // pointer_text (common/entry_rows.h): a title match on it ranks after
  // the titles that begin with the words.
  bool only_points = false;
};

// A hit's text when it has no snippet: the text's first 160 bytes with its
// whitespace collapsed, cut at a space, "…" when there is more.
std::string entry_opening(std::string_view text);

// The text a hit shows the opening of: a section with no text of its own
// shows its sub-entries'.
inline constexpr const char* kEntryShownText =
    "CASE WHEN e.text <> '' THEN e.text ELSE e.full_text END";

class HitRows {
 public:
  explicit HitRows(const Database& db);
  // Null when no entry has that rowid.
  const HitRow* find(int64_t rowid) const;

 private:
  std::vector<HitRow> rows_;  // by rowid
};

}  // namespace arbiter::query
