// The best rows of an FTS5 match by bm25, ranked in one pass: each phrase's
// rows are walked once (FTS5's xQueryPhrase) and summed up in C++, instead
// of SQLite merging the phrases row by row, calling arbiter_bm25 on each
// row and keeping the best in a sorter (a Dice Masters situation's words,
// "3" and "2" among them, match about 600 rows). The scores and their order
// are those of
//   SELECT rowid, arbiter_bm25(TABLE, d.sz, WEIGHTS, ORDER, HITS) AS score
//   FROM TABLE JOIN TABLE_docsize d ON d.id = TABLE.rowid
//   WHERE TABLE MATCH ? AND TABLE.rowid BETWEEN LOW AND HIGH
//   ORDER BY score, rowid LIMIT N
// to the last bit (fts_bm25.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/fts_row_lengths.h"
#include "common/sqlite.h"
#include "common/term_postings.h"

namespace arbiter::query {

struct FtsTopQuery {
  std::string table;            // an FTS5 table with a docsize table
  std::string match;            // the MATCH expression: its phrases ORed
  std::vector<double> weights;  // each column's, as bm25() takes them
  // The phrases as asked, each by its place among the phrases matched
  // (empty: each phrase once, in order).
  std::vector<int> order;
  // Each phrase's rows in the whole table, counted before the query (none:
  // counted by walking its rows).
  std::vector<std::optional<int64_t>> hits;
  // Each phrase's rows as the index build kept them (common/term_postings.h;
  // null: walked through FTS5), used when the weights are whole numbers
  // (then a row's weighted count is the same whatever order it is added in).
  std::vector<const TermPostings*> postings;
  int64_t low = 0, high = 0;  // the rowids in scope
  size_t limit = 0;
};

struct FtsTopRow {
  int64_t rowid = 0;
  double score = 0;  // bm25 negated, as FTS5 ranks: the best the lowest
};

// The rows, best first; none when the match's phrases are not the query's
// (FTS5 left one out), or a row's docsize record is not one: the SQL above
// then says what it makes of them. `db` must have had register_fts_rank.
std::optional<std::vector<FtsTopRow>> fts_top_rows(const Database& db, const FtsTopQuery& query);
// The same with the table's row lengths as read_row_lengths gives them
// (null: none kept), read once by a caller that ranks many times.
std::optional<std::vector<FtsTopRow>> fts_top_rows(const Database& db, const FtsTopQuery& query,
                                                   const RowLengths* kept);

class WordPostings;
// The same from postings kept in memory (query/word_postings.h) instead of
// FTS5's index: each phrase one term, `terms[i]`, of the table they were
// worked out from; none when a weight is not a whole number.
std::optional<std::vector<FtsTopRow>> fts_top_rows(const Database& db, const FtsTopQuery& query,
                                                   const RowLengths* kept,
                                                   const WordPostings& postings,
                                                   const std::vector<std::string>& terms);

// Registers the function fts_top_rows calls (by register_fts_rank).
int register_fts_top(const Database& db, fts5_api* api);

}  // namespace arbiter::query
