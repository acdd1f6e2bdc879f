// cited_entries quotes an entry in the edition asked for, else in the
// newest edition that has it (and says so): checked for every entry of the
// index, asked in each edition of its game and in one that has none.
#include <catch2/catch.hpp>

#include <map>
#include <string>
#include <vector>

#include "query/catalog.h"
#include "query/cited_text.h"

using namespace arbiter;
using namespace arbiter::query;

namespace {

struct Row {
  std::string edition, title, text;
  int sequence = 0;
};

}  // namespace

TEST_CASE("a cited entry is quoted in the edition asked for, else the newest", "[search]") {
  const Catalog catalog(ARBITER_TEST_DB);
  std::map<std::string, std::vector<Row>> rows;  // by id
  Statement all = catalog.db().prepare(
      "SELECT e.id, e.edition, e.title, e.full_text, d.sequence FROM entries e "
      "JOIN editions d ON d.game = e.game AND d.label = e.edition");
  while (all.step())
    rows[all.text(0)].push_back(
        {all.text(1), all.text(2), all.text(3), static_cast<int>(all.integer(4))});
  REQUIRE(rows.size() > 500);
  size_t fallbacks = 0;
  for (const auto& [id, editions] : rows) {
    const std::string game = id.substr(0, id.find(':'));
    std::vector<std::string> asked = {"no-such-edition"};
    for (const EditionInfo& e : catalog.editions())
      if (e.game == game) asked.push_back(e.label);
    for (const std::string& label : asked) {
      INFO(id << " in " << label);
      const Row* want = nullptr;
      for (const Row& r : editions)
        if (r.edition == label) want = &r;
      const bool fallback = !want;
      for (const Row& r : editions)
        if (fallback && (!want || r.sequence > want->sequence)) want = &r;
      const std::vector<CitedEntry> got = cited_entries(catalog, {id}, label);
      REQUIRE(got.size() == 1);
      CHECK(got[0].id == id);
      CHECK(got[0].edition == want->edition);
      CHECK(got[0].title == want->title);
      CHECK(got[0].text == want->text);
      CHECK(got[0].fallback == fallback);
      fallbacks += fallback;
    }
  }
  CHECK(fallbacks > 0);
  CHECK_THROWS_AS(cited_entries(catalog, {"mc:no-such-entry"}, "1.3"), NotFound);
}
