#include "query/ranked_rows.h"

#include <optional>

#include <algorithm>
#include <limits>

#include "common/term_postings.h"
#include "query/fts_rank.h"
#include "query/fts_top.h"
#include "query/term_docs.h"
#include "query/word_postings.h"

namespace arbiter::query {

RowScope row_scope(const Database& db, const std::vector<const EditionInfo*>& editions) {
  RowScope out;
  for (const EditionInfo* e : editions) out.editions.push_back(e->game + "@" + e->label);
  out.runs = edition_runs(db, out.editions);
  return out;
}

RowScope row_scope(const Catalog& catalog, const std::vector<const EditionInfo*>& editions) {
  RowScope out;
  for (const EditionInfo* e : editions) out.editions.push_back(e->game + "@" + e->label);
  out.runs = catalog.edition_runs(out.editions);
  return out;
}

namespace {

// The condition that a row of `t` is in scope, and binding its values.
// The rows in scope as runs of rowids: a row is tested by its rowid alone
// (one run: FTS5 reads that run only). Without them, each row's entry
// (joined as f) is read for its edition, as a search did before the runs
// were recorded.
struct ScopeTest {
  ScopeTest(const std::string& t, const RowScope& scope) : scope_(scope) {
    if (scope.runs) {
      for (size_t i = 0; i < scope.runs->size(); ++i)
        sql += std::string(i ? " OR " : "") + t + ".rowid BETWEEN ? AND ?";
      if (scope.runs->empty()) sql = "0";
      return;
    }
    join = "JOIN entries f ON f.rowid = " + t + ".rowid ";
    sql = "(f.game || '@' || f.edition) IN (";
    for (size_t i = 0; i < scope.editions.size(); ++i) sql += i ? ",?" : "?";
    sql += ")";
  }
  // Binds the condition's values from parameter `param` on; the next one.
  int bind(Statement& st, int param) const {
    if (scope_.runs) {
      for (const GameRows& r : *scope_.runs) {
        st.bind(param, r.low).bind(param + 1, r.high);
        param += 2;
      }
    } else {
      for (const std::string& e : scope_.editions) st.bind(param++, e);
    }
    return param;
  }
  std::string sql, join;

 private:
  const RowScope& scope_;
};

// A match of one word, ranked in one pass over its rows (query/fts_top.h)
// from the lowest rowid in scope to the highest, the rows between the runs
// in scope then left out: the same rows, scores and order as the statement
// in ranked_rows. None when the one pass cannot rank it (the word is not
// one phrase, say).
std::optional<std::vector<RankedRow>> one_word_ranked(
    const Catalog& catalog, const std::string& table, const std::string& match,
    const std::string& word, const std::vector<GameRows>& runs, int64_t limit) {
  if (runs.empty() || limit <= 0) return std::nullopt;
  TermDocs& docs = catalog.term_docs();
  const std::optional<int64_t> n = docs.rows(word);
  const WordPostings* kept = catalog.word_postings();
  const std::optional<std::string> term =
      (n && *n >= kPostingsMinRows) || kept ? docs.term_of(word) : std::nullopt;
  const std::optional<TermPostings> postings = term && !kept && *n >= kPostingsMinRows
                                                   ? read_term_postings(catalog.db(), *term)
                                                   : std::nullopt;
  // Every row of the span, ranked: the best of those in scope are among them.
  const FtsTopQuery top{table,
                        match,
                        {10.0, 8.0, 1.0},
                        {},
                        {n},
                        {postings ? &*postings : nullptr},
                        runs.front().low,
                        runs.back().high,
                        std::numeric_limits<size_t>::max()};
  // From every term's rows kept in memory when the catalog keeps them.
  const std::optional<std::vector<FtsTopRow>> ranked =
      kept && term ? fts_top_rows(catalog.db(), top, catalog.row_lengths(table), *kept, {*term})
                   : fts_top_rows(catalog.ranking_db(), top, catalog.row_lengths(table));
  if (!ranked) return std::nullopt;
  std::vector<RankedRow> out;
  for (const FtsTopRow& r : *ranked) {
    if (static_cast<int64_t>(out.size()) == limit) break;
    if (std::any_of(runs.begin(), runs.end(),
                    [&](const GameRows& run) { return run.holds(r.rowid); }))
      out.push_back({r.rowid, r.score});
  }
  return out;
}

}  // namespace

std::vector<RankedRow> ranked_rows(const Catalog& catalog, const std::string& table,
                                   const std::string& match, const std::vector<std::string>& words,
                                   const RowScope& scope, int64_t limit) {
  // One word of search_words (most searches): its phrase alone, ranked in
  // one pass, without SQLite merging, scoring and sorting row by row.
  if (words.size() == 1 && table == "search_words" && scope.runs)
    if (auto ranked = one_word_ranked(catalog, table, match, words.front(), *scope.runs, limit))
      return std::move(*ranked);
  const std::string& t = table;
  const ScopeTest in_scope(t, scope);
  // Each word's rows in the whole table, for its IDF ("-": FTS5 counts
  // them, as for every phrase of the trigram table).
  std::string hits;
  if (!words.empty()) {
    TermDocs& docs = catalog.term_docs();
    for (const std::string& w : words) {
      const std::optional<int64_t> n = docs.rows(w);
      hits += (hits.empty() ? "" : " ") + (n ? std::to_string(*n) : std::string("-"));
    }
  }
  Statement st = catalog.ranking_db().prepare(
      "SELECT " + t + ".rowid AS r, " + kFtsRank + "(" + t + ", d.sz, 10.0, 8.0, 1.0" +
      (hits.empty() ? "" : ", '', ?") + ") AS score FROM " + t + " JOIN " + t +
      "_docsize d ON d.id = " + t + ".rowid " + in_scope.join + "WHERE " + t + " MATCH ? AND (" +
      in_scope.sql + ") ORDER BY score, r LIMIT ?");
  int param = 1;
  if (!hits.empty()) st.bind(param++, hits);
  st.bind(param++, match);
  st.bind(in_scope.bind(st, param), limit);
  std::vector<RankedRow> out;
  while (st.step()) out.push_back({st.integer(0), st.real(1)});
  return out;
}

std::vector<int64_t> matching_rows(const Catalog& catalog, const std::string& table,
                                   const std::string& match, const RowScope& scope) {
  const std::string& t = table;
  const ScopeTest in_scope(t, scope);
  Statement st = catalog.db().prepare("SELECT " + t + ".rowid FROM " + t + " " + in_scope.join +
                                      "WHERE " + t + " MATCH ? AND (" + in_scope.sql + ")");
  st.bind(1, match);
  in_scope.bind(st, 2);
  std::vector<int64_t> out;
  while (st.step()) out.push_back(st.integer(0));
  return out;
}

}  // namespace arbiter::query
