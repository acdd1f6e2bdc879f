// WordPostings (query/word_postings.h): a one-word ranking from the terms'
// rows kept in memory is FTS5's (fts_top_rows through its index), row for
// row and score for score, for every word of the corpus.
#include <catch2/catch.hpp>

#include <optional>
#include <string>
#include <vector>

#include "query/catalog.h"
#include "query/fts_query.h"
#include "query/fts_top.h"
#include "query/term_docs.h"
#include "query/word_postings.h"

using namespace arbiter::query;

TEST_CASE("ranking one word from kept postings is FTS5's", "[search]") {
  const Catalog catalog(ARBITER_TEST_DB);
  TermDocs& docs = catalog.term_docs();
  const WordPostings kept(catalog.db(), docs);
  REQUIRE(kept.usable());
  const arbiter::RowLengths* lengths = catalog.row_lengths("search_words");
  REQUIRE(lengths);
  CHECK(kept.rows() == lengths->rows);
  CHECK(kept.tokens() == lengths->tokens);
  size_t ranked = 0;
  for (arbiter::Statement st = catalog.db().prepare("SELECT word FROM words ORDER BY rowid");
       st.step();) {
    const std::string word = st.text(0);
    const std::optional<std::string> term = docs.term_of(word);
    if (!term) continue;
    INFO(word);
    // The whole table, and a span within it; the count known and not.
    for (const auto& [low, high] : {std::pair<int64_t, int64_t>{1, lengths->rows}, {200, 700}})
      for (const bool known : {true, false}) {
        const FtsTopQuery q{"search_words",
                            all_of({word}),
                            {10.0, 8.0, 1.0},
                            {},
                            {known ? docs.rows(word) : std::nullopt},
                            {nullptr},
                            low,
                            high,
                            30};
        const auto fts5 = fts_top_rows(catalog.ranking_db(), q, lengths);
        const auto mine = fts_top_rows(catalog.db(), q, lengths, kept, {*term});
        REQUIRE(fts5.has_value() == mine.has_value());
        if (!fts5) continue;
        REQUIRE(fts5->size() == mine->size());
        for (size_t i = 0; i < fts5->size(); ++i) {
          CHECK((*fts5)[i].rowid == (*mine)[i].rowid);
          CHECK((*fts5)[i].score == (*mine)[i].score);
        }
        ranked += !fts5->empty();
      }
  }
  CHECK(ranked > 1000);
}
