#include <catch2/catch.hpp>

#include <algorithm>

#include "query/catalog.h"
#include "query/fts_query.h"
#include "query/search.h"
#include "query/spelling.h"

using namespace arbiter::query;

namespace {

const Catalog& catalog() {
  static const Catalog c(ARBITER_TEST_DB);
  return c;
}

std::vector<std::string> ids(const std::string& text, int limit = 10,
                             const std::string& game = "") {
  SearchRequest req;
  req.text = text;
  req.limit = limit;
  req.game = game;
  std::vector<std::string> out;
  for (const auto& h : search(catalog(), req).hits) out.push_back(h.id);
  return out;
}

bool in_top(const std::vector<std::string>& hits, const std::string& id, size_t n) {
  const auto it = std::find(hits.begin(), hits.end(), id);
  return it != hits.end() && static_cast<size_t>(it - hits.begin()) < n;
}

}  // namespace

TEST_CASE("exact titles and aliases rank first", "[search][ranking]") {
  CHECK(ids("stun").front() == "mc:stun");
  CHECK(ids("Status Cards").front() == "mc:status-cards");
  CHECK(ids("toughness").front() == "mc:tough");
  CHECK(ids("card ability").front() == "mc:ability");
  CHECK(ids("mc:guard").front() == "mc:guard");
}

TEST_CASE("Dice Masters entries rank first for their own names", "[search][ranking][dm]") {
  CHECK(ids("overcrush").front() == "dm:overcrush");
  CHECK(ids("iron will").front() == "dm:iron-will");
  CHECK(ids("legal target").front() == "dm:legal-target");
  CHECK(ids("2.7.4").front() == "dm:2.7.4");
}

TEST_CASE("situations find their rules", "[search][ranking]") {
  const auto hits = ids("stunned villain");
  CHECK((in_top(hits, "mc:status-cards", 3) || in_top(hits, "mc:stun", 3)));
  CHECK(in_top(ids("excess threat main scheme advances"), "mc:main-scheme", 3));
  CHECK(in_top(ids("ally defends overkill"), "mc:overkill", 3));
}

TEST_CASE("typos still find the entry", "[search][typos]") {
  SearchRequest req;
  req.text = "retalliate";
  const SearchResult r = search(catalog(), req);
  REQUIRE_FALSE(r.hits.empty());
  CHECK(r.hits.front().id == "mc:retaliate-x");
  CHECK(r.corrected == "retaliate");
  CHECK(ids("consequentail damage").front() == "mc:consequential-damage");
  CHECK(ids("overcursh").front() == "dm:overcrush");
}

TEST_CASE("partial words are found through the trigram index", "[search][typos]") {
  CHECK(in_top(ids("quickstr"), "mc:quickstrike", 3));
}

TEST_CASE("game and edition filters hold", "[search]") {
  for (const auto& id : ids("attack", 20, "mc")) CHECK(id.rfind("mc:", 0) == 0);
  SearchRequest req;
  req.text = "attack";
  req.edition = "no-such-edition";
  CHECK_THROWS_AS(search(catalog(), req), NotFound);
  req.edition = "";
  req.game = "chess";
  CHECK_THROWS_AS(search(catalog(), req), NotFound);
}

TEST_CASE("hostile queries give results or a clean message", "[search][hostile]") {
  const std::vector<std::string> queries = {"\"",
                                            "NEAR(",
                                            "*",
                                            "-",
                                            ":",
                                            "AND",
                                            "OR NOT",
                                            "stun AND",
                                            "\"stun",
                                            "stun*",
                                            "title:stun",
                                            "NEAR(stun villain, 2)",
                                            "'; DROP TABLE entries; --",
                                            "^stun",
                                            "(((",
                                            "a\tb\nc",
                                            "é ß 漢字",
                                            std::string(10240, 'x'),
                                            std::string(5000, ' ') + "stun",
                                            [] {
                                              std::string s;
                                              for (int i = 0; i < 2000; ++i) s += "villain ";
                                              return s;
                                            }()};
  for (const std::string& q : queries) {
    INFO("query: " << q.substr(0, 40));
    SearchRequest req;
    req.text = q;
    try {
      const SearchResult r = search(catalog(), req);
      CHECK(r.hits.size() <= 10);
    } catch (const std::invalid_argument& e) {
      CHECK(std::string(e.what()).find("nothing to search for") == 0);
    }
  }
  SearchRequest req;
  req.text = "AND";
  CHECK_FALSE(search(catalog(), req).hits.empty());  // the word "and", not an operator
}

TEST_CASE("query words are quoted for FTS5", "[search][hostile]") {
  CHECK(query_words("Stun AND \"NEAR(\" x*") ==
        std::vector<std::string>{"stun", "and", "near", "x"});
  CHECK(all_of({"a", "b"}) == "\"a\" \"b\"");
  CHECK(any_of({"a", "b"}) == "\"a\" OR \"b\"");
  CHECK(fts_string("a\"b") == "\"a\"\"b\"");
  CHECK(query_words(std::string(10000, 'a') + " b c").size() == 3);
  std::string many;
  for (int i = 0; i < 100; ++i) many += "w" + std::to_string(i) + " ";
  CHECK(query_words(many).size() == kMaxQueryWords);
}

TEST_CASE("edit distance counts swaps as one", "[search][typos]") {
  CHECK(edit_distance("overcursh", "overcrush") == 1);
  CHECK(edit_distance("retalliate", "retaliate") == 1);
  CHECK(edit_distance("", "abc") == 3);
}
