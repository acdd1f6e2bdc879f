// The rows of an FTS5 table that match a query, in the editions searched,
// ranked as FTS5's "ORDER BY rank" ranks them with bm25(10.0, 8.0, 1.0)
// (titles, aliases, text), ties in rowid order, with bm25's scores to the
// last bit (arbiter_bm25, query/fts_rank.h). Unlike FTS5's own ranking it
// scores only the rows in scope, reads each row's length from its docsize
// row joined in, takes a word's IDF from the rows counted at the index
// build (query/term_docs.h), and tests a row's scope by its rowid when each
// edition's rows are one recorded run of rowids (query/game_rows.h),
// reading no entry for it. A match of one word of search_words is ranked
// in one pass over the word's rows (query/fts_top.h), as `ask` ranks.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "query/catalog.h"
#include "query/game_rows.h"

namespace arbiter::query {

struct RankedRow {
  int64_t rowid = 0;
  double score = 0;  // bm25's: negative, the lower the better
};

// The editions searched, and their rows as runs of rowids when the
// database records them: worked out once for all of a search's rankings.
struct RowScope {
  std::vector<std::string> editions;  // "game@label"
  std::optional<std::vector<GameRows>> runs;
};
RowScope row_scope(const Database& db, const std::vector<const EditionInfo*>& editions);
// The same, the runs read once per catalog (Catalog::edition_runs).
RowScope row_scope(const Catalog& catalog, const std::vector<const EditionInfo*>& editions);

// The first `limit` rows of `table` (search_words or search_trigram) that
// MATCH `match` and are entries of one of `scope`'s editions, best first.
// `words`, when not empty, are the phrases of `match` in order, each one
// word of search_words (their rows are then read from term_docs).
std::vector<RankedRow> ranked_rows(const Catalog& catalog, const std::string& table,
                                   const std::string& match, const std::vector<std::string>& words,
                                   const RowScope& scope, int64_t limit);

// The rowids of the rows ranked_rows ranks, every one, unranked: no score
// worked out, no phrase's rows counted.
std::vector<int64_t> matching_rows(const Catalog& catalog, const std::string& table,
                                   const std::string& match, const RowScope& scope);

}  // namespace arbiter::query
