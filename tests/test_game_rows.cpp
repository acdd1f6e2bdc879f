// The runs of rowids the index build records (indexer/db_schema.h,
// kWriteEntrySpans), which ask's ranking bounds its match by: each game's
// and each of its editions' must be the entries' own.
#include <catch2/catch.hpp>

#include <set>
#include <string>
#include <vector>

#include "query/catalog.h"
#include "query/game_rows.h"

using namespace arbiter;
using namespace arbiter::query;

TEST_CASE("each game's and each edition's run of rowids is its entries'", "[search]") {
  const Catalog catalog(ARBITER_TEST_DB);
  const Database& db = catalog.db();
  Statement count = db.prepare(
      "SELECT count(*), min(rowid), max(rowid) FROM entries WHERE id LIKE ?1 || ':%' AND "
      "(?2 IS NULL OR edition = ?2)");
  auto want = [&](const std::string& game, const std::string* label) {
    count.bind(1, game);
    if (label)
      count.bind(2, *label);
    else
      count.bind_null(2);
    REQUIRE(count.step());
    const GameRows rows{count.integer(0), count.integer(1), count.integer(2)};
    count.reset();
    return rows;
  };
  for (const char* game : {"mc", "dm"}) {
    const std::optional<GameRows> all = game_rows(db, game);
    REQUIRE(all);
    const GameRows expected = want(game, nullptr);
    CHECK(all->count == expected.count);
    CHECK(all->low == expected.low);
    CHECK(all->high == expected.high);
  }
  for (const EditionInfo& e : catalog.editions()) {
    INFO(e.game << "@" << e.label);
    const std::optional<GameRows> rows = edition_rows(db, e.game, e.label);
    REQUIRE(rows);
    const GameRows expected = want(e.game, &e.label);
    CHECK(rows->count == expected.count);
    CHECK(rows->low == expected.low);
    CHECK(rows->high == expected.high);
    CHECK(rows->contiguous());
  }
  CHECK_FALSE(edition_rows(db, "mc", "no-such-edition"));
}

TEST_CASE("editions' runs of rowids are joined where they meet", "[search]") {
  const Catalog catalog(ARBITER_TEST_DB);
  const Database& db = catalog.db();
  // Each edition's rowids, as the entries hold them.
  auto rowids = [&](const std::vector<std::string>& editions) {
    std::set<int64_t> out;
    Statement st = db.prepare("SELECT rowid FROM entries WHERE game || '@' || edition = ?");
    for (const std::string& e : editions) {
      st.bind(1, e);
      while (st.step()) out.insert(st.integer(0));
      st.reset();
    }
    return out;
  };
  std::vector<std::vector<std::string>> scopes;
  for (const char* game : {"", "mc", "dm"}) {
    std::vector<std::string> scope;
    for (const EditionInfo* e : catalog.scope(game, "")) scope.push_back(e->game + "@" + e->label);
    scopes.push_back(scope);
  }
  scopes.push_back({"mc@1.1"});
  scopes.push_back({"mc@1.1", "mc@1.3", "mc@web"});
  for (const std::vector<std::string>& scope : scopes) {
    const std::optional<std::vector<GameRows>> runs = edition_runs(db, scope);
    REQUIRE(runs);
    std::set<int64_t> got;
    for (size_t i = 0; i < runs->size(); ++i) {
      const GameRows& r = (*runs)[i];
      CHECK(r.contiguous());
      if (i > 0) CHECK(r.low > (*runs)[i - 1].high + 1);  // apart, or they would be one
      for (int64_t rowid = r.low; rowid <= r.high; ++rowid) got.insert(rowid);
    }
    CHECK(got == rowids(scope));
  }
  // The Marvel Champions editions in scope by default meet: one run.
  const std::optional<std::vector<GameRows>> mc = edition_runs(db, scopes[1]);
  REQUIRE(mc);
  CHECK(mc->size() == 1);
  CHECK_FALSE(edition_runs(db, {"mc@no-such-edition"}));
}
