// ranked_rows (query/ranked_rows.h) in place of FTS5's "ORDER BY rank":
// for words alone, in pairs, with AND and OR, on both tables, in each
// scope a search has, the rows in scope must come out in FTS5's order with
// bm25's scores to the last bit, and the first `limit` of them only; the
// same when the database records no runs of rowids (each row's entry then
// read for its edition).
#include <catch2/catch.hpp>

#include <unistd.h>
#include <algorithm>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "query/catalog.h"
#include "query/fts_query.h"
#include "query/ranked_rows.h"

using namespace arbiter;
using namespace arbiter::query;

namespace {

bool same(const std::vector<RankedRow>& a, const std::vector<RankedRow>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i].rowid != b[i].rowid || std::memcmp(&a[i].score, &b[i].score, sizeof(double)) != 0)
      return false;
  return true;
}

// FTS5's own ranking of the rows in scope, the first `limit`.
std::vector<RankedRow> fts5_ranked(const Catalog& catalog, const std::string& table,
                                   const std::string& match,
                                   const std::vector<const EditionInfo*>& scope, size_t limit) {
  Statement st = catalog.db().prepare(
      "SELECT t.rowid, t.rank, e.game || '@' || e.edition FROM " + table +
      " t JOIN entries e ON "
      "e.rowid = t.rowid WHERE " +
      table + " MATCH ? AND rank MATCH 'bm25(10.0, 8.0, 1.0)' " + "ORDER BY rank");
  st.bind(1, match);
  std::vector<RankedRow> out;
  while (out.size() < limit && st.step())
    for (const EditionInfo* e : scope)
      if (st.text(2) == e->game + "@" + e->label) out.push_back({st.integer(0), st.real(1)});
  return out;
}

void check_ranked(const Catalog& catalog, size_t* compared) {
  std::vector<std::string> words;
  for (Statement st = catalog.db().prepare("SELECT word FROM words ORDER BY word"); st.step();)
    words.push_back(st.text(0));
  REQUIRE(words.size() > 1000);
  const std::vector<std::vector<const EditionInfo*>> scopes = {
      catalog.scope("", ""), catalog.scope("mc", ""), catalog.scope("dm", ""),
      catalog.scope("mc", "1.1")};
  for (size_t i = 0; i < words.size(); i += 7) {
    const std::vector<std::string> one = {words[i]},
                                   two = {words[i], words[(i * 31) % words.size()]};
    const auto& scope = scopes[i % scopes.size()];
    const size_t limit = i % 3 == 0 ? 3 : 30;
    for (const auto& [table, asked] :
         {std::pair{"search_words", one}, std::pair{"search_words", two},
          std::pair{"search_trigram", one}}) {
      for (const std::string& match : {all_of(asked), any_of(asked)}) {
        INFO(table << " MATCH " << match << " limit " << limit);
        const std::vector<RankedRow> want = fts5_ranked(catalog, table, match, scope, limit);
        const std::vector<std::string> counted =
            std::string(table) == "search_words" ? asked : std::vector<std::string>{};
        REQUIRE(same(ranked_rows(catalog, table, match, counted, row_scope(catalog.db(), scope),
                                 static_cast<int64_t>(limit)),
                     want));
        *compared += want.size();
        // Every row in scope, unranked: the rows a ranking with no limit has.
        std::vector<int64_t> every;
        for (const RankedRow& r :
             ranked_rows(catalog, table, match, counted, row_scope(catalog.db(), scope), 100000))
          every.push_back(r.rowid);
        std::vector<int64_t> matched =
            matching_rows(catalog, table, match, row_scope(catalog.db(), scope));
        std::sort(every.begin(), every.end());
        std::sort(matched.begin(), matched.end());
        REQUIRE(matched == every);
      }
    }
  }
}

}  // namespace

TEST_CASE("ranked rows are FTS5's ranking of the rows in scope", "[search]") {
  const Catalog catalog(ARBITER_TEST_DB);
  size_t compared = 0;
  check_ranked(catalog, &compared);
  CHECK(compared > 5000);
}

TEST_CASE("ranked rows without recorded runs of rowids read each row's edition", "[search]") {
  namespace fs = std::filesystem;
  const fs::path copy =
      fs::temp_directory_path() / ("arbiter-ranked-rows-" + std::to_string(::getpid()) + ".db");
  fs::copy_file(ARBITER_TEST_DB, copy, fs::copy_options::overwrite_existing);
  {
    Database db(copy.string(), Database::Mode::Create);
    db.exec("DELETE FROM meta WHERE key LIKE 'entries:%'");
  }
  {
    const Catalog catalog(copy.string());
    size_t compared = 0;
    check_ranked(catalog, &compared);
    CHECK(compared > 5000);
  }
  fs::remove(copy);
}
