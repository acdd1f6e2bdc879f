// Each entries row's id, and whether its entry only points at another
// ("See: X"), kept in meta as one text at the index build: ask's ranking
// names its 60 best rows by id, which read one statement run each.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "common/sqlite.h"

namespace arbiter {

// An entry's text that only says "See: X": it names the answer rather
// than giving it.
bool pointer_text(std::string_view text);

// The rows FIRST, FIRST + 1, ... of entries as kept.
class EntryRows {
 public:
  // Row `rowid`'s id and pointer_text(its text); none for a row not kept.
  std::optional<std::pair<std::string_view, bool>> at(int64_t rowid) const;

 private:
  friend std::optional<EntryRows> read_entry_rows(const Database& db);
  int64_t first_ = 0, rows_ = 0;
  std::string
      text_;  // the header, then each row's start (6 hex digits, and the end's), then the rows
  size_t offsets_ = 0;  // where the starts begin
  size_t records_ = 0;  // where the rows begin: each a flag ('1': a pointer) and the id
};

// Writes the entries' rows to meta, or removes them when the rowids are
// not one run. Run after every change to entries.
void write_entry_rows(Database& db);

// The rows as written; none when meta has none or they are not well formed.
std::optional<EntryRows> read_entry_rows(const Database& db);

}  // namespace arbiter
