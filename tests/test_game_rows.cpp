// The runs of rowids the index build records (indexer/db_schema.h,
// kWriteEntrySpans), which ask's ranking bounds its match by: each game's
// and each of its editions' must be the entries' own.
#include <catch2/catch.hpp>

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
