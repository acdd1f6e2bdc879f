// arbiter_bm25: FTS5's own bm25() ranking, computed the same way to the
// last bit, but taking a row's length from its docsize record, which the
// query joins in, instead of FTS5 looking it up with a statement of its own
// for every row it ranks (about half of what ranking a row costs).
#pragma once

#include "common/sqlite.h"

namespace arbiter::query {

// The function's name, registered by register_fts_rank. Called as
//   arbiter_bm25(TABLE, DOCSIZE, WEIGHT, ...)
// in a query on TABLE, where DOCSIZE is the sz blob of the row of
// TABLE_docsize whose id is the row's rowid, and the weights are those
// bm25() takes (one a column, 1.0 for a column without one). A last
// argument of text, "0 0 1 2 2", is the query as asked when the match
// names a repeated word once: each phrase asked, by its place among the
// phrases matched; the score is then the repeated query's, bit for bit.
// After it (then "" when the query repeats nothing), a text of each
// distinct phrase's rows in the whole table ("120 - 33", "-" for one not
// counted) spares FTS5 reading each phrase's every row for its IDF (a
// list whose length is not the query's phrases' is passed over: FTS5
// leaves out of words joined by AND a phrase that holds no token).
inline constexpr const char* kFtsRank = "arbiter_bm25";

// The connection's FTS5 API; null when its SQLite has no FTS5.
fts5_api* fts5_api_of(const Database& db);

// Registers arbiter_bm25 (and fts_top_rows's function) on the connection; throws std::runtime_error
// when the connection's SQLite has no FTS5. Call once per connection.
void register_fts_rank(const Database& db);

}  // namespace arbiter::query
