// numbered_sections (query/numbered_sections.h): the ids of the index that
// are a section with a number in some edition, as the entries say, read
// from the list the index build writes and, without it, entry by entry.
#include <catch2/catch.hpp>

#include <unistd.h>
#include <filesystem>
#include <string>
#include <vector>

#include "query/catalog.h"
#include "query/numbered_sections.h"

using namespace arbiter;
using namespace arbiter::query;

namespace {

void check_every_id(const Database& db) {
  std::vector<std::string> ids, want;
  for (Statement st =
           db.prepare("SELECT id, max(kind = 'section' AND number <> '') FROM entries GROUP BY id "
                      "ORDER BY max(rowid)");
       st.step();) {
    ids.push_back(st.text(0));
    if (st.integer(1)) want.push_back(st.text(0));
  }
  ids.push_back("mc:no-such-entry");
  REQUIRE(want.size() > 20);
  CHECK(numbered_sections(db, ids) == want);
  CHECK(numbered_sections(db, {}).empty());
  const std::vector<std::string> two = {want.back(), "mc:no-such-entry", want.front()};
  CHECK(numbered_sections(db, two) == std::vector<std::string>{want.back(), want.front()});
}

}  // namespace

TEST_CASE("numbered sections are read from the index build's list", "[ask]") {
  const Catalog catalog(ARBITER_TEST_DB);
  Statement listed = catalog.db().prepare("SELECT 1 FROM meta WHERE key = 'numbered-sections'");
  REQUIRE(listed.step());
  check_every_id(catalog.db());
}

TEST_CASE("numbered sections are read entry by entry without the list", "[ask]") {
  namespace fs = std::filesystem;
  const fs::path copy = fs::temp_directory_path() /
                        ("arbiter-numbered-sections-" + std::to_string(::getpid()) + ".db");
  fs::copy_file(ARBITER_TEST_DB, copy, fs::copy_options::overwrite_existing);
  {
    Database db(copy.string(), Database::Mode::Create);
    db.exec("DELETE FROM meta WHERE key = 'numbered-sections'");
  }
  {
    const Database db(copy.string(), Database::Mode::ReadOnly);
    check_every_id(db);
  }
  fs::remove(copy);
}
