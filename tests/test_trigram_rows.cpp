// TrigramRows (query/trigram_rows.h) against FTS5's own match of the same
// phrases in search_trigram, row for row.
#include <catch2/catch.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/sqlite.h"
#include "query/fts_query.h"
#include "query/trigram_rows.h"

using namespace arbiter::query;

namespace {

std::vector<int64_t> fts5_rows(const arbiter::Database& db, const std::vector<std::string>& words) {
  arbiter::Statement st =
      db.prepare("SELECT rowid FROM search_trigram WHERE search_trigram MATCH ? ORDER BY rowid");
  st.bind(1, all_of(words));
  std::vector<int64_t> out;
  while (st.step()) out.push_back(st.integer(0));
  return out;
}

}  // namespace

TEST_CASE("TrigramRows finds the rows FTS5 matches the words in", "[search]") {
  const arbiter::Database db(ARBITER_TEST_DB, arbiter::Database::Mode::ReadOnly);
  const TrigramRows kept(db);
  std::vector<std::string> words;
  for (arbiter::Statement st = db.prepare("SELECT word FROM words ORDER BY rowid"); st.step();)
    words.push_back(st.text(0));
  REQUIRE(words.size() > 100);
  size_t found = 0;
  for (size_t i = 0; i < words.size(); ++i) {
    // Each word, a part of it, and it with the next word (both must match).
    std::vector<std::vector<std::string>> asks = {{words[i]},
                                                  {words[(i + 1) % words.size()], words[i]}};
    if (words[i].size() > 4) asks.push_back({words[i].substr(1, words[i].size() - 2)});
    for (const auto& ask : asks) {
      INFO(all_of(ask));
      const std::optional<std::vector<int64_t>> got = kept.matching(ask);
      REQUIRE(got.has_value());
      REQUIRE(*got == fts5_rows(db, ask));
      found += !got->empty();
    }
  }
  CHECK(found > 1000);
  // Capitals, characters of two and three bytes, punctuation, none found.
  for (const std::vector<std::string>& ask : {std::vector<std::string>{"ATTACK"},
                                              {"Retal"},
                                              {"’s"},
                                              {"…"},
                                              {"é"},
                                              {"don’t"},
                                              {"«x»"},
                                              {"(see"},
                                              {"1."},
                                              {"qqqzz"},
                                              {"hit points"},
                                              {"a b c"}}) {
    INFO(all_of(ask));
    const std::optional<std::vector<int64_t>> got = kept.matching(ask);
    if (got) REQUIRE(*got == fts5_rows(db, ask));
  }
  // A word of under three characters makes no trigram: left to FTS5.
  CHECK_FALSE(kept.matching({"ab"}).has_value());
}
