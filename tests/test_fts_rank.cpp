// arbiter_bm25 (query/fts_rank.h) stands in for FTS5's bm25() and for its
// "ORDER BY rank" in search and ask: the scores must be bm25's to the last
// bit (search --json prints them) and FTS5's ranked order must be theirs
// with ties in rowid order. Checked on every word of the index, alone and
// in pairs, with AND and OR, on both tables. fts_top_rows (query/fts_top.h)
// stands in for ask's ranked statement: the same best rows, order and
// scores, in each game's run of rowids and the whole table.
#include <catch2/catch.hpp>

#include <unistd.h>
#include <algorithm>
#include <cstring>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "common/fts_row_lengths.h"
#include "common/term_postings.h"
#include "query/catalog.h"
#include "query/fts_query.h"
#include "query/fts_rank.h"
#include "query/fts_top.h"
#include "query/game_rows.h"
#include "query/term_docs.h"

using namespace arbiter;
using namespace arbiter::query;

namespace {

struct Ranked {
  int64_t rowid;
  double score;
  bool operator==(const Ranked& o) const {
    return rowid == o.rowid && std::memcmp(&score, &o.score, sizeof score) == 0;
  }
};

std::vector<Ranked> rows(Statement& st, const std::string& match) {
  st.bind(1, match);
  std::vector<Ranked> out;
  while (st.step()) out.push_back({st.integer(0), st.real(1)});
  st.reset();
  return out;
}

// Every word of the index, in order.
std::vector<std::string> index_words(const Database& db) {
  std::vector<std::string> words;
  for (Statement st = db.prepare("SELECT word FROM words ORDER BY word"); st.step();)
    words.push_back(st.text(0));
  return words;
}

// search_words MATCH `match` ranked by arbiter_bm25 with `texts` after
// its weights (a phrase order, then each phrase's rows).
std::vector<Ranked> ranked_by(const Database& db, const std::string& match,
                              const std::vector<std::string>& texts) {
  std::string args;
  for (size_t i = 0; i < texts.size(); ++i) args += ", ?";
  Statement st = db.prepare(
      "SELECT search_words.rowid AS r, arbiter_bm25(search_words, d.sz, 10.0, 8.0, 1.0" + args +
      ") AS score FROM search_words JOIN search_words_docsize d ON d.id = search_words.rowid "
      "WHERE search_words MATCH ? ORDER BY score, r");
  int param = 1;
  for (const std::string& t : texts) st.bind(param++, t);
  st.bind(param, match);
  std::vector<Ranked> out;
  while (st.step()) out.push_back({st.integer(0), st.real(1)});
  return out;
}

bool same(const std::vector<FtsTopRow>& x, const std::vector<FtsTopRow>& y) {
  if (x.size() != y.size()) return false;
  for (size_t i = 0; i < x.size(); ++i)
    if (x[i].rowid != y[i].rowid || std::memcmp(&x[i].score, &y[i].score, sizeof(double)) != 0)
      return false;
  return true;
}

// What the statement fts_top_rows stands in for gives.
std::vector<FtsTopRow> by_statement(const Database& db, const FtsTopQuery& q,
                                    const std::vector<std::string>& distinct) {
  std::string order, hits;
  bool counted = false;
  for (const int i : q.order) order += (order.empty() ? "" : " ") + std::to_string(i);
  for (const auto& n : q.hits) {
    counted |= n.has_value();
    hits += (hits.empty() ? "" : " ") + (n ? std::to_string(*n) : std::string("-"));
  }
  Statement st = db.prepare(std::string("SELECT search_words.rowid AS r, ") + kFtsRank +
                            "(search_words, d.sz, 10.0, 8.0, 1.0, ?, ?) AS score FROM "
                            "search_words JOIN search_words_docsize d ON d.id = "
                            "search_words.rowid WHERE search_words MATCH ? AND "
                            "search_words.rowid BETWEEN ? AND ? ORDER BY score, r LIMIT ?");
  st.bind(1, order);
  if (counted)
    st.bind(2, hits);
  else
    st.bind(2, std::string_view(""));
  st.bind(3, any_of(distinct));
  st.bind(4, q.low);
  st.bind(5, q.high);
  st.bind(6, static_cast<int64_t>(q.limit));
  std::vector<FtsTopRow> out;
  while (st.step()) out.push_back({st.integer(0), st.real(1)});
  return out;
}

}  // namespace

TEST_CASE("arbiter_bm25 gives bm25's scores and FTS5's ranked order", "[search]") {
  const Catalog catalog(ARBITER_TEST_DB);
  const Database& db = catalog.ranking_db();
  const std::vector<std::string> words = index_words(db);
  REQUIRE(words.size() > 1000);
  std::vector<std::string> matches;
  for (size_t i = 0; i < words.size(); ++i) {
    matches.push_back(fts_string(words[i]));
    if (i % 7 == 0) matches.push_back(all_of({words[i], words[(i * 31) % words.size()]}));
    if (i % 5 == 0)
      matches.push_back(any_of({words[i], words[(i * 17) % words.size()], words[i / 2]}));
  }
  size_t compared = 0;
  for (const std::string t : {"search_words", "search_trigram"}) {
    Statement fts5 = db.prepare("SELECT rowid, rank FROM " + t + " WHERE " + t +
                                " MATCH ? AND rank MATCH 'bm25(10.0, 8.0, 1.0)' ORDER BY rank");
    Statement ours = db.prepare("SELECT " + t + ".rowid AS r, arbiter_bm25(" + t +
                                ", d.sz, 10.0, 8.0, 1.0) AS score FROM " + t + " JOIN " + t +
                                "_docsize d ON d.id = " + t + ".rowid WHERE " + t +
                                " MATCH ? ORDER BY score, r");
    for (const std::string& m : matches) {
      const std::vector<Ranked> want = rows(fts5, m), got = rows(ours, m);
      INFO(t << " MATCH " << m);
      REQUIRE(got == want);
      compared += want.size();
    }
  }
  CHECK(compared > 10000);
}

TEST_CASE("arbiter_bm25 with a phrase order ranks a query's repeated words as said", "[search]") {
  const Catalog catalog(ARBITER_TEST_DB);
  const Database& db = catalog.ranking_db();
  auto ranked = [&](const std::string& match, const std::string& order) {
    return ranked_by(db, match, order.empty() ? std::vector<std::string>{} : std::vector{order});
  };
  // Repeats apart and together, first and last: the terms are added in
  // the order asked, so each sum is the repeated query's bit for bit.
  const std::vector<std::string> words = {"attack", "3", "character", "damage", "2"};
  const std::vector<std::vector<int>> orders = {
      {1, 1, 2, 0, 4, 4}, {0, 1, 0, 2, 1}, {3, 2, 1, 0, 3}, {0, 0, 0}, {4, 1, 4, 1, 2}};
  for (const std::vector<int>& order : orders) {
    std::vector<std::string> asked, distinct;
    std::string text;
    for (const int i : order) {
      asked.push_back(words[static_cast<size_t>(i)]);
      const auto at = std::find(distinct.begin(), distinct.end(), asked.back());
      text += (text.empty() ? "" : " ") + std::to_string(at - distinct.begin());
      if (at == distinct.end()) distinct.push_back(asked.back());
    }
    INFO(any_of(asked) << " as " << any_of(distinct) << " in order " << text);
    const std::vector<Ranked> want = ranked(any_of(asked), ""),
                              got = ranked(any_of(distinct), text);
    REQUIRE(!want.empty());
    REQUIRE(got == want);
  }
}

TEST_CASE("arbiter_bm25 with each phrase's rows counted before ranks as FTS5 counting them",
          "[search]") {
  const Catalog catalog(ARBITER_TEST_DB);
  const Database& db = catalog.ranking_db();
  TermDocs docs(catalog.db());
  const std::vector<std::string> words = index_words(db);
  REQUIRE(words.size() > 1000);
  auto ranked = [&](const std::vector<std::string>& asked, const std::string& hits) {
    return ranked_by(
        db, any_of(asked),
        hits.empty() ? std::vector<std::string>{} : std::vector<std::string>{"", hits});
  };
  size_t compared = 0;
  for (size_t i = 0; i < words.size(); i += 3) {
    // One to three words, some of which FTS5 counts itself ("-").
    std::vector<std::string> asked = {words[i]};
    if (i % 2 == 0) asked.push_back(words[(i * 17) % words.size()]);
    if (i % 9 == 0) asked.push_back("ally\xE2\x80\x99s");
    std::string hits;
    for (size_t k = 0; k < asked.size(); ++k) {
      const std::optional<int64_t> n = k == 1 && i % 4 == 0 ? std::nullopt : docs.rows(asked[k]);
      hits += (hits.empty() ? "" : " ") + (n ? std::to_string(*n) : std::string("-"));
    }
    INFO(any_of(asked) << " counted " << hits);
    const std::vector<Ranked> want = ranked(asked, ""), got = ranked(asked, hits);
    REQUIRE(got == want);
    compared += want.size();
  }
  CHECK(compared > 5000);
}

TEST_CASE("arbiter_bm25 passes over counts that are not one a phrase FTS5 kept", "[search]") {
  const Catalog catalog(ARBITER_TEST_DB);
  const Database& db = catalog.ranking_db();
  TermDocs docs(catalog.db());
  // A word of no token joined by AND is no phrase of FTS5's ('"…"
  // "villain"' has one): the two counts given are not the query's.
  const std::vector<std::string> asked = {"\xE2\x80\xA6", "villain"};
  const std::optional<int64_t> villain = docs.rows("villain");
  REQUIRE(villain);
  const std::string hits = "- " + std::to_string(*villain);
  const std::vector<Ranked> want = ranked_by(db, all_of({"villain"}), {});
  REQUIRE(want.size() > 10);
  CHECK(ranked_by(db, all_of(asked), {"", hits}) == want);
  CHECK(ranked_by(db, all_of(asked), {}) == want);
}

// Checks fts_top_rows against the statement on the database at `path`.
static void check_top_rows(const std::string& path) {
  const Catalog catalog(path);
  const Database& db = catalog.ranking_db();
  TermDocs docs(catalog.db());
  const std::vector<std::string> words = index_words(db);
  REQUIRE(words.size() > 1000);
  std::vector<std::pair<int64_t, int64_t>> spans = {{0, INT64_MAX}};
  for (const char* g : {"mc", "dm"}) {
    const std::optional<GameRows> rows = game_rows(catalog.db(), g);
    REQUIRE(rows);
    spans.emplace_back(rows->low, rows->high);
  }
  size_t compared = 0, used_postings = 0;
  for (size_t i = 0; i < words.size(); i += 5) {
    // Two to four words, common ones among them ("3", "2"), some repeated.
    std::vector<std::string> asked = {words[i], words[(i * 17) % words.size()]};
    if (i % 3 == 0) asked.push_back(i % 2 ? "3" : "attack");
    if (i % 4 == 0) asked.push_back(words[i]);
    if (i % 6 == 0) asked.push_back("2");
    std::vector<std::string> distinct;
    std::vector<int> order;
    for (const std::string& w : asked) {
      const auto at = std::find(distinct.begin(), distinct.end(), w);
      order.push_back(static_cast<int>(at - distinct.begin()));
      if (at == distinct.end()) distinct.push_back(w);
    }
    FtsTopQuery q{"search_words", any_of(distinct), {10.0, 8.0, 1.0}, {}, {}, {}, 0, 0, 60};
    if (distinct.size() < asked.size()) q.order = order;
    for (size_t k = 0; k < distinct.size(); ++k)
      q.hits.push_back(i % 7 == k ? std::nullopt : docs.rows(distinct[k]));
    // The kept rows of the most used words (common/term_postings.h), but
    // for every other query: walked then.
    std::vector<std::optional<TermPostings>> kept;
    for (const std::string& w : distinct) {
      const std::optional<std::string> term = i % 10 == 0 ? std::nullopt : docs.term_of(w);
      kept.push_back(term ? read_term_postings(db, *term) : std::nullopt);
      used_postings += kept.back().has_value() ? 1 : 0;
    }
    for (const std::optional<TermPostings>& p : kept) q.postings.push_back(p ? &*p : nullptr);
    const auto& span = spans[i % spans.size()];
    q.low = span.first;
    q.high = span.second;
    q.limit = i % 2 ? 60 : 7;
    INFO(any_of(asked) << " in " << q.low << ".." << q.high);
    const std::optional<std::vector<FtsTopRow>> got = fts_top_rows(db, q);
    REQUIRE(got);
    const std::vector<FtsTopRow> want = by_statement(db, q, distinct);
    REQUIRE(same(*got, want));
    compared += want.size();
  }
  CHECK(compared > 5000);
  CHECK(used_postings > 50);
}

TEST_CASE("fts_top_rows ranks as arbiter_bm25 ordered and limited", "[search]") {
  check_top_rows(ARBITER_TEST_DB);
}

TEST_CASE("fts_top_rows without the row lengths kept reads the docsize records", "[search]") {
  namespace fs = std::filesystem;
  {
    // The lengths kept are the docsize records'.
    const Database db(ARBITER_TEST_DB, Database::Mode::ReadOnly);
    const std::optional<RowLengths> kept = read_row_lengths(db, "search_words");
    REQUIRE(kept);
    int64_t rows = 0;
    for (Statement st = db.prepare("SELECT id, sz FROM search_words_docsize ORDER BY id");
         st.step(); ++rows) {
      const std::string_view sz = st.view(1);
      int length = -1;
      REQUIRE(docsize_length(reinterpret_cast<const unsigned char*>(sz.data()),
                             static_cast<int>(sz.size()), &length));
      REQUIRE(st.integer(0) - kept->first < kept->rows);
      CHECK(kept->at(static_cast<size_t>(st.integer(0) - kept->first)) == length);
    }
    CHECK(rows == kept->rows);
  }
  const fs::path bare =
      fs::temp_directory_path() / ("arbiter-no-lengths-" + std::to_string(::getpid()) + ".db");
  fs::copy_file(ARBITER_TEST_DB, bare, fs::copy_options::overwrite_existing);
  {
    Database db(bare.string(), Database::Mode::Create);
    db.exec("DELETE FROM meta WHERE key LIKE 'lengths:%'");
  }
  check_top_rows(bare.string());
  fs::remove(bare);
}
