#include "query/fts_top.h"

#include <algorithm>
#include <cmath>

#include "query/fts_bm25.h"
#include "query/word_postings.h"

namespace arbiter::query {

namespace {

constexpr const char* kTopFunction = "arbiter_bm25_top";
constexpr const char* kTopPointer = "arbiter_fts_top";

// One phrase found in one row in scope: its weighted count there.
struct PhraseHit {
  int64_t rowid;
  int phrase;
  double freq;
};

// What the function is given (through a bound pointer) and hands back.
struct TopWork {
  const FtsTopQuery* query = nullptr;
  bool ran = false, fits = false;
  double avgdl = 0;
  sqlite3_int64 rows = 0, tokens = 0;  // the table's, in all
  std::vector<double> idf;
  std::vector<PhraseHit> found;
  int phrase = 0;      // the phrase being walked
  int64_t walked = 0;  // its rows in the whole table
};

// A row of the phrase being walked (xQueryPhrase's callback).
int walk_row(const Fts5ExtensionApi* api, Fts5Context* fts, void* p) {
  auto* w = static_cast<TopWork*>(p);
  ++w->walked;
  const int64_t rowid = api->xRowid(fts);
  if (rowid < w->query->low || rowid > w->query->high) return SQLITE_OK;
  Fts5PhraseIter it;
  int col = -1, off = 0;
  if (const int rc = api->xPhraseFirst(fts, 0, &it, &col, &off); rc != SQLITE_OK) return rc;
  // The same additions in the same order as arbiter_bm25's.
  const std::vector<double>& weights = w->query->weights;
  double freq = 0.0;
  for (; col >= 0; api->xPhraseNext(fts, &it, &col, &off))
    freq += (static_cast<int>(weights.size()) > col) ? weights[static_cast<size_t>(col)] : 1.0;
  w->found.push_back({rowid, w->phrase, freq});
  return SQLITE_OK;
}

// The weights of columns 0 to 2; false when one is not a whole number (a
// row's weighted count is then the same whatever order it is added in).
bool whole_weights(const FtsTopQuery& q, double weight[3]) {
  for (size_t c = 0; c < 3; ++c) {
    weight[c] = c < q.weights.size() ? q.weights[c] : 1.0;
    if (weight[c] != std::floor(weight[c]) || std::fabs(weight[c]) > 1e6) return false;
  }
  return true;
}

// A row's weighted count from its uses in each column: whole numbers, so
// the sum walk_row adds position by position, exactly.
double weighted(const int uses[3], const double weight[3]) {
  return uses[0] * weight[0] + uses[1] * weight[1] + uses[2] * weight[2];
}

// Phrase `i`'s rows from the postings kept for it, as walk_row would find
// them; false (nothing added) when none are kept, they are not well formed,
// or a weight is not a whole number.
bool kept_rows(TopWork& w, int i) {
  const FtsTopQuery& q = *w.query;
  const TermPostings* kept =
      static_cast<size_t>(i) < q.postings.size() ? q.postings[static_cast<size_t>(i)] : nullptr;
  double weight[3];
  if (!kept || !whole_weights(q, weight)) return false;
  const size_t before = w.found.size();
  for (size_t k = 0; k < kept->size(); ++k) {
    int64_t rowid = 0;
    int uses[3];
    if (!kept->at(k, &rowid, uses)) {
      w.found.resize(before);
      return false;
    }
    if (rowid < q.low || rowid > q.high) continue;
    w.found.push_back({rowid, i, weighted(uses, weight)});
  }
  w.walked = static_cast<int64_t>(kept->size());
  return true;
}

// arbiter_bm25_top(TABLE, WORK): on the match's first row, walks each
// phrase's rows and fills WORK; on any later row, nothing.
void top(const Fts5ExtensionApi* api, Fts5Context* fts, sqlite3_context* ctx, int n,
         sqlite3_value** args) {
  auto* w = n == 1 ? static_cast<TopWork*>(sqlite3_value_pointer(args[0], kTopPointer)) : nullptr;
  if (!w) return sqlite3_result_error(ctx, "arbiter_bm25_top: no work given", -1);
  if (w->ran) return sqlite3_result_null(ctx);
  w->ran = true;
  const int phrases = api->xPhraseCount(fts);
  if (static_cast<size_t>(phrases) != w->query->hits.size()) return sqlite3_result_null(ctx);
  sqlite3_int64 rows = 0, tokens = 0;
  int rc = api->xRowCount(fts, &rows);
  if (rc == SQLITE_OK) rc = api->xColumnTotalSize(fts, -1, &tokens);
  if (rc != SQLITE_OK) return sqlite3_result_error_code(ctx, rc);
  w->avgdl = (double)tokens / (double)rows;
  w->rows = rows;
  w->tokens = tokens;
  for (int i = 0; i < phrases; ++i) {
    w->phrase = i;
    w->walked = 0;
    if (!kept_rows(*w, i) && (rc = api->xQueryPhrase(fts, i, w, walk_row)) != SQLITE_OK)
      return sqlite3_result_error_code(ctx, rc);
    const std::optional<int64_t>& known = w->query->hits[static_cast<size_t>(i)];
    w->idf.push_back(bm25_idf(rows, known ? *known : w->walked));
  }
  w->fits = true;
  sqlite3_result_null(ctx);
}

constexpr const char* kLengthFunction = "arbiter_row_length";
constexpr const char* kLengthsPointer = "arbiter_row_lengths";

// The lengths of the rows matched, read from their docsize records.
struct MatchedLengths {
  int64_t first;                     // the lowest rowid matched
  const std::vector<char>* matched;  // by rowid - first
  std::vector<int> tokens;           // each row's; -1: none read
  bool fits;                         // false: a record that is not one
};

// arbiter_row_length(LENGTHS, id, sz), called on a range of docsize rows:
// the SQL function call is cheaper than a statement step and four column
// reads for each row.
void row_length(sqlite3_context* ctx, int n, sqlite3_value** args) {
  auto* l = n == 3 ? static_cast<MatchedLengths*>(sqlite3_value_pointer(args[0], kLengthsPointer))
                   : nullptr;
  if (!l) return sqlite3_result_error(ctx, "arbiter_row_length: no lengths given", -1);
  const int64_t id = sqlite3_value_int64(args[1]);
  const size_t row = static_cast<size_t>(id - l->first);
  if (id < l->first || row >= l->matched->size() || !(*l->matched)[row])
    return sqlite3_result_null(ctx);
  int tokens = 0;
  if (sqlite3_value_type(args[2]) != SQLITE_BLOB ||
      !docsize_length(static_cast<const unsigned char*>(sqlite3_value_blob(args[2])),
                      sqlite3_value_bytes(args[2]), &tokens))
    l->fits = false;
  else
    l->tokens[row] = tokens;
  sqlite3_result_null(ctx);
}

// Every row of a statement that returns nothing of use (the functions fill
// what they were given).
void step_all(Statement& st) {
  while (st.step()) {
  }
}

std::optional<std::vector<FtsTopRow>> ranked(const Database& db, const FtsTopQuery& query,
                                             const RowLengths* kept, const TopWork& work);

}  // namespace

int register_fts_top(const Database& db, fts5_api* api) {
  const int rc = api->xCreateFunction(api, kTopFunction, nullptr, top, nullptr);
  if (rc != SQLITE_OK) return rc;
  return sqlite3_create_function(db.handle(), kLengthFunction, 3, SQLITE_UTF8, nullptr, row_length,
                                 nullptr, nullptr);
}

std::optional<std::vector<FtsTopRow>> fts_top_rows(const Database& db, const FtsTopQuery& query) {
  const std::optional<RowLengths> kept = read_row_lengths(db, query.table);
  return fts_top_rows(db, query, kept ? &*kept : nullptr);
}

std::optional<std::vector<FtsTopRow>> fts_top_rows(const Database& db, const FtsTopQuery& query,
                                                   const RowLengths* kept) {
  TopWork work;
  work.query = &query;
  {
    // Prepared once per connection (its statement cache): parsing and
    // planning it was a fifth of a search's ranking.
    Statement st =
        db.prepare(std::string("SELECT ") + kTopFunction + "(" + query.table + ", ?) FROM " +
                   query.table + " WHERE " + query.table + " MATCH ? LIMIT 1");
    st.bind_pointer(1, &work, kTopPointer).bind(2, query.match);
    step_all(st);
  }
  return ranked(db, query, kept, work);
}

std::optional<std::vector<FtsTopRow>> fts_top_rows(const Database& db, const FtsTopQuery& query,
                                                   const RowLengths* kept,
                                                   const WordPostings& postings,
                                                   const std::vector<std::string>& terms) {
  if (terms.size() != query.hits.size() || !postings.usable() || postings.rows() <= 0)
    return std::nullopt;
  double weight[3];
  if (!whole_weights(query, weight)) return std::nullopt;
  // What the statement's function would have found, as it finds it.
  TopWork work;
  work.query = &query;
  for (const std::string& t : terms) work.ran = work.ran || postings.rows_of(t);
  work.fits = true;
  work.rows = postings.rows();
  work.tokens = postings.tokens();
  work.avgdl = (double)work.tokens / (double)work.rows;
  for (size_t i = 0; i < terms.size(); ++i) {
    const std::vector<WordPostings::Row>* rows = postings.rows_of(terms[i]);
    int64_t walked = 0;
    if (rows) {
      walked = static_cast<int64_t>(rows->size());
      for (const WordPostings::Row& r : *rows) {
        if (r.rowid < query.low || r.rowid > query.high) continue;
        work.found.push_back({r.rowid, static_cast<int>(i), weighted(r.uses.data(), weight)});
      }
    }
    const std::optional<int64_t>& known = query.hits[i];
    work.idf.push_back(bm25_idf(work.rows, known ? *known : walked));
  }
  return ranked(db, query, kept, work);
}

namespace {

// The first `limit` rows, best first (the lowest score, then rowid).
std::vector<FtsTopRow> best(std::vector<FtsTopRow> out, size_t limit) {
  const auto better = [](const FtsTopRow& x, const FtsTopRow& y) {
    return x.score != y.score ? x.score < y.score : x.rowid < y.rowid;
  };
  if (out.size() > limit) {
    std::partial_sort(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(limit), out.end(),
                      better);
    out.resize(limit);
  } else {
    std::sort(out.begin(), out.end(), better);
  }
  return out;
}

// One phrase's rows (a word's, each found once) scored as they were found,
// each row's length kept: what the span's tables below work out, without
// them. False (`out` empty) when a row's kept length is not one.
bool scored_one_phrase(const TopWork& work, const std::vector<int>& order, const RowLengths& kept,
                       std::vector<FtsTopRow>* out) {
  out->reserve(work.found.size());
  for (const PhraseHit& h : work.found) {
    const int tokens = kept.at(static_cast<size_t>(h.rowid - kept.first));
    if (tokens < 0) {
      out->clear();
      return false;
    }
    const double term = bm25_term(work.idf[0], h.freq, (double)tokens, work.avgdl);
    // The same additions as for many phrases: each time the query says it.
    double score = 0.0;
    for (size_t k = 0; k < order.size(); ++k) score += term;
    out->push_back({h.rowid, -1.0 * score});
  }
  return true;
}

// The rows the work found, scored and ordered.
std::optional<std::vector<FtsTopRow>> ranked(const Database& db, const FtsTopQuery& query,
                                             const RowLengths* kept, const TopWork& work) {
  std::vector<FtsTopRow> out;
  if (!work.ran) return out;  // nothing matched
  if (!work.fits) return std::nullopt;
  if (work.found.empty()) return out;
  // Each row's weighted counts, phrase by phrase (0: not in the row, whose
  // term is then 0 as bm25's is), by its place in the span of rowids found
  // (the rowids of a game's rows run on with few or no gaps).
  int64_t first = work.found.front().rowid, last = first;
  for (const PhraseHit& h : work.found) {
    first = std::min(first, h.rowid);
    last = std::max(last, h.rowid);
  }
  const size_t span = static_cast<size_t>(last - first) + 1;
  if (span > 64 * work.found.size() + 1024) return std::nullopt;
  const size_t phrases = work.idf.size();
  std::vector<int> order = query.order;
  if (order.empty())
    for (size_t i = 0; i < phrases; ++i) order.push_back(static_cast<int>(i));
  for (const int i : order)
    if (i < 0 || static_cast<size_t>(i) >= phrases) return std::nullopt;
  // The lengths the index build kept, when the table is still the one they
  // were taken of.
  const bool lengths_kept = kept && kept->rows == work.rows && kept->tokens == work.tokens &&
                            first >= kept->first && last - kept->first < kept->rows;
  if (phrases == 1 && lengths_kept && scored_one_phrase(work, order, *kept, &out))
    return best(std::move(out), query.limit);
  std::vector<double> freq(span * phrases, 0.0);
  std::vector<char> matched(span, 0);
  for (const PhraseHit& h : work.found) {
    const size_t row = static_cast<size_t>(h.rowid - first);
    freq[row * phrases + static_cast<size_t>(h.phrase)] = h.freq;
    matched[row] = 1;
  }
  // Each row's length, from the lengths the index build kept, else from
  // its docsize record, the rows in one range read.
  MatchedLengths lengths{first, &matched, std::vector<int>(span, -1), true};
  bool known = false;
  if (lengths_kept) {
    const size_t at = static_cast<size_t>(first - kept->first);
    known = true;
    for (size_t row = 0; row < span && known; ++row)
      if (matched[row]) known = (lengths.tokens[row] = kept->at(at + row)) >= 0;
  }
  if (!known) {  // none kept, kept of the table before a change, or not hex
    lengths = MatchedLengths{first, &matched, std::vector<int>(span, -1), true};
    Statement sizes =
        db.prepare(std::string("SELECT count(") + kLengthFunction + "(?, id, sz)) FROM " +
                   query.table + "_docsize WHERE id BETWEEN ? AND ?");
    sizes.bind_pointer(1, &lengths, kLengthsPointer).bind(2, first).bind(3, last);
    step_all(sizes);
  }
  if (!lengths.fits) return std::nullopt;
  std::vector<double> terms(phrases);
  for (size_t row = 0; row < span; ++row) {
    if (lengths.tokens[row] < 0) continue;  // unmatched, or no docsize row (the join's)
    const double D = (double)lengths.tokens[row];
    for (size_t i = 0; i < phrases; ++i)
      terms[i] = bm25_term(work.idf[i], freq[row * phrases + i], D, work.avgdl);
    double score = 0.0;
    for (const int i : order) score += terms[static_cast<size_t>(i)];
    out.push_back({first + static_cast<int64_t>(row), -1.0 * score});
  }
  return best(std::move(out), query.limit);
}

}  // namespace

}  // namespace arbiter::query
