// The counts the index build keeps for each term (query/term_docs.h) must
// be what matching the word in search_words counts, game by game: ask
// weighs a question's words between the games with them.
#include <catch2/catch.hpp>

#include <map>
#include <set>

#include "query/catalog.h"
#include "query/fts_query.h"
#include "query/term_docs.h"

using namespace arbiter;
using namespace arbiter::query;

namespace {

// The entries of each game, by id, that MATCH "word" finds.
std::array<int64_t, 2> matched(const Database& db, const std::string& word) {
  Statement hits = db.prepare(
      "SELECT e.id FROM search_words JOIN entries e ON e.rowid = search_words.rowid "
      "WHERE search_words MATCH ?");
  hits.bind(1, fts_string(word));
  std::array<int64_t, 2> n = {0, 0};
  while (hits.step()) {
    const std::string id = hits.text(0);
    const std::string game = id.substr(0, id.find(':'));
    if (game == "mc") ++n[0];
    if (game == "dm") ++n[1];
  }
  return n;
}

}  // namespace

TEST_CASE("a word's counts are what matching it finds in each game", "[search]") {
  const Catalog catalog(ARBITER_TEST_DB);
  const Database& db = catalog.db();
  TermDocs counted(db, "mc", "dm");
  // The words of some entries of both games, as a question's are split,
  // and words in other forms, in capitals, with accents, or in no entry.
  std::set<std::string> words = {"attacks", "Villain", "the",  "stunned",  "defended",
                                 "allies",  "3",       "2a",   "café",     "zzqqxx",
                                 "dice",    "blocked", "KO'd", "overcrush"};
  Statement texts =
      db.prepare("SELECT text FROM entries WHERE rowid % 40 = 0 OR id IN ('mc:guard', 'dm:2.7.4')");
  while (texts.step())
    for (const std::string& w : query_words(texts.text(0))) words.insert(w);
  REQUIRE(words.size() > 200);
  int counted_words = 0;
  for (const std::string& word : words) {
    INFO(word);
    const std::optional<std::array<int64_t, 2>> n = counted.uses(word);
    if (!n) continue;  // several terms: the caller matches the word
    ++counted_words;
    CHECK(*n == matched(db, word));
  }
  CHECK(counted_words + 5 > static_cast<int>(words.size()));
}

TEST_CASE("a word is counted only when it is one term", "[search]") {
  const Catalog catalog(ARBITER_TEST_DB);
  const TermDocs counted(catalog.db(), "mc", "dm");
  CHECK(counted.term_of("attacks") == "attack");
  CHECK(counted.term_of("Stunned") == "stun");
  CHECK(counted.term_of("Café") == "cafe");
  // A curly apostrophe parts the word in two; a word of no letters is none.
  CHECK_FALSE(counted.term_of("ally\xE2\x80\x99s"));
  CHECK_FALSE(counted.term_of("--"));
}

TEST_CASE("a database without counts leaves every word to be matched", "[search]") {
  Database db(":memory:", Database::Mode::Create);
  db.exec("CREATE VIRTUAL TABLE search_words USING fts5(title, aliases, text)");
  TermDocs counted(db, "mc", "dm");
  CHECK(counted.term_of("attacks") == "attack");
  CHECK_FALSE(counted.uses("attacks"));
}
