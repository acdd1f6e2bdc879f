#include "query/fts_rank.h"

#include "query/fts_bm25.h"
#include "query/fts_top.h"

#include <memory>
#include <stdexcept>
#include <vector>

namespace arbiter::query {

namespace {

// What bm25() works out once per query (fts5_aux.c, fts5Bm25GetData): the
// table's average row length and each phrase's IDF, both over the whole
// table, whatever rows the query then reads.
struct QueryStats {
  double avgdl = 0;
  std::vector<double> idf;
  // The phrases of the query as asked, each by its place among the
  // distinct phrases matched (empty: the phrases matched, in order).
  std::vector<int> order;
  std::vector<double> terms;  // a row's term for each distinct phrase
};

// "120 - 33": each phrase's rows in the whole table, counted before the
// query ("-": not counted, FTS5 counts them). False when the text is not
// such a list; a list of another length than the query's phrases is none
// (FTS5 leaves out a phrase of no token from words joined by AND: '"…"
// "villain"' has one phrase), and FTS5 counts every phrase.
bool read_hits(sqlite3_value* text, int phrases, std::vector<sqlite3_int64>* hits) {
  const auto* p = sqlite3_value_text(text);
  if (!p) return false;
  for (;;) {
    while (*p == ' ') ++p;
    if (!*p) break;
    if (*p == '-' && (p[1] == ' ' || !p[1])) {
      hits->push_back(-1);
      ++p;
      continue;
    }
    sqlite3_int64 v = 0;
    if (*p < '0' || *p > '9') return false;
    for (; *p >= '0' && *p <= '9'; ++p) v = v * 10 + (*p - '0');
    if (*p && *p != ' ') return false;
    hits->push_back(v);
  }
  if (static_cast<int>(hits->size()) != phrases) hits->clear();
  return true;
}

// "0 0 1 2 2": each phrase of the query as asked, by its distinct phrase.
bool read_order(sqlite3_value* text, int phrases, std::vector<int>* order) {
  const auto* p = sqlite3_value_text(text);
  if (!p) return false;
  for (int v = 0, digits = 0;; ++p) {
    if (*p >= '0' && *p <= '9') {
      v = v * 10 + (*p - '0');
      ++digits;
      continue;
    }
    if (digits) order->push_back(v);
    if (digits && v >= phrases) return false;
    if (!*p) return true;
    if (*p != ' ') return false;
    v = digits = 0;
  }
}

int count_row(const Fts5ExtensionApi*, Fts5Context*, void* rows) {
  ++*static_cast<sqlite3_int64*>(rows);
  return SQLITE_OK;
}

// The query's stats, worked out on its first row and kept with the query.
int query_stats(const Fts5ExtensionApi* api, Fts5Context* fts, sqlite3_value* order,
                sqlite3_value* counted, QueryStats** out) {
  *out = static_cast<QueryStats*>(api->xGetAuxdata(fts, 0));
  if (*out) return SQLITE_OK;
  auto stats = std::make_unique<QueryStats>();
  if (order && !read_order(order, api->xPhraseCount(fts), &stats->order)) return SQLITE_MISMATCH;
  std::vector<sqlite3_int64> known;
  if (counted && !read_hits(counted, api->xPhraseCount(fts), &known)) return SQLITE_MISMATCH;
  sqlite3_int64 rows = 0, tokens = 0;
  int rc = api->xRowCount(fts, &rows);
  if (rc == SQLITE_OK) rc = api->xColumnTotalSize(fts, -1, &tokens);
  if (rc != SQLITE_OK) return rc;
  stats->avgdl = (double)tokens / (double)rows;
  const int phrases = api->xPhraseCount(fts);
  for (int i = 0; i < phrases; ++i) {
    sqlite3_int64 hits = 0;
    if (static_cast<size_t>(i) < known.size() && known[static_cast<size_t>(i)] >= 0)
      hits = known[static_cast<size_t>(i)];
    else if ((rc = api->xQueryPhrase(fts, i, &hits, count_row)) != SQLITE_OK)
      return rc;
    stats->idf.push_back(bm25_idf(rows, hits));
  }
  stats->terms.resize(stats->idf.size());
  // (On failure xSetAuxdata deletes what it was given.)
  rc = api->xSetAuxdata(fts, stats.get(), [](void* p) { delete static_cast<QueryStats*>(p); });
  QueryStats* kept = stats.release();
  if (rc == SQLITE_OK) *out = kept;
  return rc;
}

// The row's length from its docsize record (false: not one).
bool row_length(sqlite3_value* record, int* length) {
  if (sqlite3_value_type(record) != SQLITE_BLOB) return false;
  return docsize_length(static_cast<const unsigned char*>(sqlite3_value_blob(record)),
                        sqlite3_value_bytes(record), length);
}

// fts5Bm25Function with its k1 and b, term for term: the same doubles in
// the same order, so the scores (printed by `search --json`) and every tie
// come out as bm25()'s. A phrase's weighted count is taken from its own
// positions (xPhraseFirst) rather than from the merged list of every
// phrase's positions (xInst): the same counts, added in the same order.
// A query that repeats a word ("3/3 ... 2/2": "3" OR "3" OR ...) matches
// each word once and names the repeats in ORDER: each distinct phrase's
// term is worked out once, and the terms are added as the query asked
// them, so the sum is the repeated query's to the last bit.
void rank(const Fts5ExtensionApi* api, Fts5Context* fts, sqlite3_context* ctx, int n,
          sqlite3_value** args) {
  // Trailing text: ORDER alone, or ORDER ("" for none) then HITS.
  const int texts = n > 2 && sqlite3_value_type(args[n - 1]) == SQLITE_TEXT &&
                            sqlite3_value_type(args[n - 2]) == SQLITE_TEXT
                        ? 2
                    : n > 1 && sqlite3_value_type(args[n - 1]) == SQLITE_TEXT ? 1
                                                                              : 0;
  sqlite3_value* order = texts > 0 ? args[n - texts] : nullptr;
  if (order && sqlite3_value_bytes(order) == 0) order = nullptr;
  QueryStats* stats = nullptr;
  if (const int rc = query_stats(api, fts, order, texts == 2 ? args[n - 1] : nullptr, &stats);
      rc != SQLITE_OK)
    return sqlite3_result_error_code(ctx, rc);
  int tokens = 0;
  if (n < 1 || !row_length(args[0], &tokens))
    return sqlite3_result_error(ctx, "arbiter_bm25: the second argument is not a docsize record",
                                -1);
  const double D = (double)tokens;
  const int weights = n - 1 - texts;
  double score = 0.0;
  const bool repeats = !stats->order.empty();
  for (size_t i = 0; i < stats->idf.size(); ++i) {
    Fts5PhraseIter it;
    int col = -1, off = 0;
    if (const int rc = api->xPhraseFirst(fts, static_cast<int>(i), &it, &col, &off);
        rc != SQLITE_OK)
      return sqlite3_result_error_code(ctx, rc);
    double freq = 0.0;
    for (; col >= 0; api->xPhraseNext(fts, &it, &col, &off))
      freq += (weights > col) ? sqlite3_value_double(args[1 + col]) : 1.0;
    const double term = bm25_term(stats->idf[i], freq, D, stats->avgdl);
    if (repeats)
      stats->terms[i] = term;
    else
      score += term;
  }
  if (repeats)
    for (const int i : stats->order) score += stats->terms[i];
  sqlite3_result_double(ctx, -1.0 * score);
}

}  // namespace

fts5_api* fts5_api_of(const Database& db) {
  // The documented way to reach FTS5's API (fts5.html, "Extending FTS5").
  fts5_api* api = nullptr;
  sqlite3_stmt* st = nullptr;
  if (sqlite3_prepare_v2(db.handle(), "SELECT fts5(?1)", -1, &st, nullptr) == SQLITE_OK) {
    sqlite3_bind_pointer(st, 1, static_cast<void*>(&api), "fts5_api_ptr", nullptr);
    sqlite3_step(st);
  }
  sqlite3_finalize(st);
  return api;
}

void register_fts_rank(const Database& db) {
  fts5_api* api = fts5_api_of(db);
  if (!api || api->xCreateFunction(api, kFtsRank, nullptr, rank, nullptr) != SQLITE_OK ||
      register_fts_top(db, api) != SQLITE_OK)
    throw std::runtime_error(db.path() + ": SQLite without FTS5: cannot rank search results");
}

}  // namespace arbiter::query
