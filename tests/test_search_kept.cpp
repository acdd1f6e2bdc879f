// A search answers the same from the rows a catalog keeps for many
// searches (Catalog::keep_for_searches: the server's) as from statements
// (a command's): every title, the words it begins with, and ids, in each
// scope, hit for hit.
#include <catch2/catch.hpp>

#include <set>
#include <string>
#include <vector>

#include "query/catalog.h"
#include "query/search.h"

using namespace arbiter::query;

namespace {

std::string answer(const Catalog& catalog, const SearchRequest& req) {
  std::string out;
  for (const SearchHit& h : search(catalog, req).hits)
    out += h.id + "|" + h.edition + "|" + h.title + "|" + h.kind + "|" + h.section + "|" +
           h.snippet + "|" + std::to_string(h.score) + "|" + h.match + "\n";
  return out;
}

}  // namespace

TEST_CASE("Kept rows answer searches as statements do", "[search]") {
  const Catalog read(ARBITER_TEST_DB);
  const Catalog kept(ARBITER_TEST_DB);
  kept.keep_for_searches();
  std::set<std::string> asks;
  for (arbiter::Statement st = read.db().prepare("SELECT norm FROM titles"); st.step();) {
    std::string words = st.text(0);
    for (char& c : words)
      if (c == '-') c = ' ';
    asks.insert(words);
    asks.insert(words.substr(0, words.find(' ')));  // the first word: prefixes
  }
  for (arbiter::Statement st = read.db().prepare("SELECT id, edition FROM entries LIMIT 40");
       st.step();) {
    asks.insert(st.text(0));
    asks.insert(st.text(0) + "@" + st.text(1));
  }
  REQUIRE(asks.size() > 500);
  const std::vector<std::pair<std::string, std::string>> scopes = {
      {"", ""}, {"mc", ""}, {"dm", ""}, {"", "1.1"}};
  for (const std::string& text : asks)
    for (const auto& [game, edition] : scopes) {
      SearchRequest req;
      req.text = text;
      req.game = game;
      req.edition = edition;
      req.limit = 20;
      INFO(text << " game=" << game << " edition=" << edition);
      std::string expected, got;
      try {
        expected = answer(read, req);
      } catch (const std::exception& e) {
        expected = e.what();
      }
      try {
        got = answer(kept, req);
      } catch (const std::exception& e) {
        got = e.what();
      }
      REQUIRE(got == expected);
    }
}
