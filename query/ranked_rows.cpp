#include "query/ranked_rows.h"

#include <optional>

#include "query/fts_rank.h"
#include "query/term_docs.h"

namespace arbiter::query {

RowScope row_scope(const Database& db, const std::vector<const EditionInfo*>& editions) {
  RowScope out;
  for (const EditionInfo* e : editions) out.editions.push_back(e->game + "@" + e->label);
  out.runs = edition_runs(db, out.editions);
  return out;
}

std::vector<RankedRow> ranked_rows(const Catalog& catalog, const std::string& table,
                                   const std::string& match, const std::vector<std::string>& words,
                                   const RowScope& scope, int64_t limit) {
  const std::string& t = table;
  const std::optional<std::vector<GameRows>>& runs = scope.runs;
  const std::vector<std::string>& editions = scope.editions;
  // The rows in scope as runs of rowids: a row is tested by its rowid alone
  // (one run: FTS5 reads that run only). Without them, each row's entry is
  // read for its edition, as a search did before the runs were recorded.
  std::string in_scope;
  if (runs) {
    for (size_t i = 0; i < runs->size(); ++i)
      in_scope += std::string(i ? " OR " : "") + t + ".rowid BETWEEN ? AND ?";
    if (runs->empty()) in_scope = "0";
  } else {
    in_scope = "(f.game || '@' || f.edition) IN (";
    for (size_t i = 0; i < editions.size(); ++i) in_scope += i ? ",?" : "?";
    in_scope += ")";
  }
  // Each word's rows in the whole table, for its IDF ("-": FTS5 counts
  // them, as for every phrase of the trigram table).
  std::string hits;
  if (!words.empty()) {
    TermDocs docs(catalog.db());
    for (const std::string& w : words) {
      const std::optional<int64_t> n = docs.rows(w);
      hits += (hits.empty() ? "" : " ") + (n ? std::to_string(*n) : std::string("-"));
    }
  }
  Statement st = catalog.ranking_db().prepare(
      "SELECT " + t + ".rowid AS r, " + kFtsRank + "(" + t + ", d.sz, 10.0, 8.0, 1.0" +
      (hits.empty() ? "" : ", '', ?") + ") AS score FROM " + t + " JOIN " + t +
      "_docsize d ON d.id = " + t + ".rowid " +
      (runs ? "" : "JOIN entries f ON f.rowid = " + t + ".rowid ") + "WHERE " + t +
      " MATCH ? AND (" + in_scope + ") ORDER BY score, r LIMIT ?");
  int param = 1;
  if (!hits.empty()) st.bind(param++, hits);
  st.bind(param++, match);
  if (runs) {
    for (const GameRows& r : *runs) {
      st.bind(param, r.low).bind(param + 1, r.high);
      param += 2;
    }
  } else {
    for (const std::string& e : editions) st.bind(param++, e);
  }
  st.bind(param, limit);
  std::vector<RankedRow> out;
  while (st.step()) out.push_back({st.integer(0), st.real(1)});
  return out;
}

}  // namespace arbiter::query
