// The entries' rows kept in meta (common/entry_rows.h) are the table's ids
// and pointer entries, and ask ranks alike with them or without them.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include "common/entry_rows.h"
#include "common/sqlite.h"
#include "query/ask/ask.h"
#include "query/catalog.h"

using namespace arbiter;

TEST_CASE("the entries' rows kept are the table's ids and pointer entries", "[ask]") {
  const Database db(ARBITER_TEST_DB, Database::Mode::ReadOnly);
  const std::optional<EntryRows> kept = read_entry_rows(db);
  REQUIRE(kept);
  size_t rows = 0, pointers = 0;
  for (Statement st = db.prepare("SELECT rowid, id, text FROM entries"); st.step(); ++rows) {
    const auto row = kept->at(st.integer(0));
    REQUIRE(row);
    CHECK(row->first == st.view(1));
    CHECK(row->second == pointer_text(st.view(2)));
    pointers += row->second ? 1 : 0;
  }
  CHECK(rows > 1000);
  CHECK(pointers > 0);
  CHECK_FALSE(kept->at(0));
  CHECK_FALSE(kept->at(static_cast<int64_t>(rows) + 1));
}

TEST_CASE("ask ranks the same rules without the entries' rows kept", "[ask]") {
  namespace fs = std::filesystem;
  const fs::path bare =
      fs::temp_directory_path() / ("arbiter-no-entry-rows-" + std::to_string(::getpid()) + ".db");
  fs::copy_file(ARBITER_TEST_DB, bare, fs::copy_options::overwrite_existing);
  {
    Database db(bare.string(), Database::Mode::Create);
    db.exec("DELETE FROM meta WHERE key = 'entry_rows'");
  }
  {
    const query::Catalog with(ARBITER_TEST_DB), without(bare.string());
    for (const char* q : {"my 3/3 character attacks and is blocked by a 2/2, what happens",
                          "the stunned villain attacks, I defend with my ally, what happens?",
                          "my 5A/3D Hulk with overcrush attacks and is blocked by a 2A/2D "
                          "sidekick, what happens?"}) {
      INFO(q);
      const query::ask::Answer a = query::ask::ask(with, q, {}),
                               b = query::ask::ask(without, q, {});
      std::vector<std::string> x, y;
      for (const auto& r : a.rules) x.push_back(r.id + " " + r.why);
      for (const auto& r : b.rules) y.push_back(r.id + " " + r.why);
      CHECK_FALSE(x.empty());
      CHECK(x == y);
    }
  }
  fs::remove(bare);
}
