#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

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
  CHECK(edit_distance("abc", "") == 3);
  CHECK(edit_distance("ca", "abc") == 3);  // a swap is not undone by a later edit
}

TEST_CASE("edit distance is the table's, for words and for long texts", "[search][typos]") {
  // The whole table, as the distance was first written.
  auto table = [](const std::string& a, const std::string& b) {
    const size_t n = a.size(), m = b.size();
    std::vector<std::vector<int>> d(n + 1, std::vector<int>(m + 1));
    for (size_t i = 0; i <= n; ++i) d[i][0] = static_cast<int>(i);
    for (size_t j = 0; j <= m; ++j) d[0][j] = static_cast<int>(j);
    for (size_t i = 1; i <= n; ++i)
      for (size_t j = 1; j <= m; ++j) {
        const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
        d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
        if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
          d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
      }
    return d[n][m];
  };
  uint32_t seed = 13;
  auto next = [&] { return seed = seed * 1103515245u + 12345u, (seed >> 16) & 0x7fff; };
  auto text = [&](size_t most) {
    std::string s(next() % (most + 1), ' ');
    for (char& c : s) c = static_cast<char>('a' + next() % 4);  // few letters: many swaps
    return s;
  };
  for (int k = 0; k < 3000; ++k) {
    const size_t most = k % 10 == 0 ? 150 : 12;  // past a row on the stack too
    const std::string a = text(most), b = text(most);
    INFO(a << " / " << b);
    REQUIRE(edit_distance(a, b) == table(a, b));
  }
}

TEST_CASE("a correction is the one bm25's first 200 trigram matches give", "[search][typos]") {
  // The words sharing a trigram, as FTS5's bm25() orders them (ties in
  // rowid order), the first 200, then the closest and most used: the
  // correction as it was first written.
  const arbiter::Database& db = catalog().db();
  arbiter::Statement ranked = db.prepare(
      "SELECT w.word, w.freq FROM words_trigram t JOIN words w ON w.rowid = t.rowid "
      "WHERE words_trigram MATCH ? ORDER BY bm25(words_trigram) LIMIT 200");
  auto first_written = [&](const std::string& word) -> std::optional<std::string> {
    if (word.size() < 4 || word.size() > kLongestCorrectable) return std::nullopt;
    ranked.bind(1, any_trigram(word));
    const int most = word.size() <= 5 ? 1 : 2;
    std::optional<std::string> best;
    int best_distance = most + 1;
    int64_t best_freq = -1;
    while (ranked.step()) {
      const std::string candidate = ranked.text(0);
      const int d = edit_distance(word, candidate);
      if (d < best_distance || (d == best_distance && ranked.integer(1) > best_freq))
        best = candidate, best_distance = d, best_freq = ranked.integer(1);
    }
    ranked.reset();
    return best_distance > most ? std::nullopt : best;
  };
  std::vector<std::string> words;
  for (arbiter::Statement st = db.prepare("SELECT word FROM words ORDER BY word"); st.step();)
    words.push_back(st.text(0));
  uint32_t seed = 7;
  auto next = [&] { return seed = seed * 1103515245u + 12345u, (seed >> 16) & 0x7fff; };
  size_t corrected = 0;
  for (size_t i = 0; i < words.size(); i += 3) {
    // A letter left out, doubled, changed, or two swapped.
    std::string typo = words[i];
    if (typo.size() < 4) continue;
    const size_t at = next() % (typo.size() - 1);
    switch (i % 4) {
      case 0: typo.erase(at, 1); break;
      case 1: typo.insert(at, 1, typo[at]); break;
      case 2: typo[at] = static_cast<char>('a' + next() % 26); break;
      default: std::swap(typo[at], typo[at + 1]); break;
    }
    INFO(words[i] << " typed " << typo);
    const std::optional<std::string> want = first_written(typo);
    REQUIRE(correct_word(db, typo) == want);
    // The words the catalog keeps by trigram, once it keeps them.
    REQUIRE(correct_word(catalog(), typo) == want);
    corrected += want.has_value();
  }
  CHECK(corrected > 300);
  // Words sharing a trigram with more than the 200 ranked, and words with
  // as close and as used candidates, whose order decides.
  for (const std::string typo :
       {"internationally", "reactivationss", "characteristicss", "dies", "afterwardq", "besideq",
        "explainq", "dise", "atack", "blok", "stunn", "kard", "detd"}) {
    INFO(typo);
    REQUIRE(correct_word(db, typo) == first_written(typo));
    REQUIRE(correct_word(catalog(), typo) == first_written(typo));
  }
}
