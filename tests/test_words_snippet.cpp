// SnippetQuery (query/words_snippet.h) in place of FTS5's snippet(): for
// words of the corpus alone, in pairs (one said twice too), matched with
// AND, with OR and on the text column alone, every row matched must get
// FTS5's snippet to the byte.
#include <catch2/catch.hpp>

#include <optional>
#include <string>
#include <vector>

#include "query/catalog.h"
#include "query/fts_query.h"
#include "query/term_docs.h"
#include "query/words_snippet.h"

using namespace arbiter;
using namespace arbiter::query;

TEST_CASE("words snippets are FTS5's snippets", "[search]") {
  const Catalog catalog(ARBITER_TEST_DB);
  std::vector<std::string> words;
  for (Statement st = catalog.db().prepare("SELECT word FROM words ORDER BY word"); st.step();)
    words.push_back(st.text(0));
  REQUIRE(words.size() > 1000);
  size_t compared = 0;
  for (size_t i = 0; i < words.size(); i += 11) {
    const std::vector<std::vector<std::string>> asked = {
        {words[i]},
        {words[i], words[(i * 31) % words.size()]},
        {words[(i * 7) % words.size()], words[i], words[(i * 7) % words.size()]}};
    for (const std::vector<std::string>& w : asked) {
      const SnippetQuery q(catalog.term_docs(), w);
      if (!q.usable()) continue;
      for (const std::string& match : {all_of(w), any_of(w), "text : (" + any_of(w) + ")"}) {
        const bool text_only = match.rfind("text", 0) == 0;
        Statement st = catalog.db().prepare(
            "SELECT snippet(search_words, 2, char(2), char(3), '…', 20), text FROM search_words "
            "WHERE search_words MATCH ? LIMIT 40");
        st.bind(1, match);
        while (st.step()) {
          INFO(match << " row text: " << st.text(1));
          const std::optional<std::string> made = q.snippet(st.view(1), text_only);
          REQUIRE(made.has_value());
          REQUIRE(*made == st.text(0));
          ++compared;
        }
      }
    }
  }
  CHECK(compared > 5000);
}

TEST_CASE("a words snippet finds no row where no word is in the text", "[search]") {
  const Catalog catalog(ARBITER_TEST_DB);
  const SnippetQuery q(catalog.term_docs(), {"retaliate"});
  REQUIRE(q.usable());
  CHECK_FALSE(q.snippet("Nothing here matches.", true).has_value());
  CHECK(q.snippet("Nothing here matches.", false) == "Nothing here matches.");
  CHECK_FALSE(SnippetQuery(catalog.term_docs(), {"…"}).usable());
}
