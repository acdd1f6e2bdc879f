// Fuzzes search: the FTS5 query builder (query/fts_query.cpp), whose output
// must always be valid FTS5 syntax whatever the user typed, and the ranked
// search over the database (query/search.cpp).
#include <sqlite3.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>

#include "common/sqlite.h"
#include "fuzz/fuzz_db.h"
#include "query/fts_query.h"
#include "query/search.h"

namespace {

constexpr size_t kMaxQueryBytes = 1024;

// Tables in memory to run the built queries against: SQLite says whether
// they parse. One with the porter tokenizer (search_words), one trigram.
arbiter::Database& fts_check_db() {
  static arbiter::Database db = [] {
    arbiter::Database d(":memory:", arbiter::Database::Mode::Create);
    d.exec(
        "CREATE VIRTUAL TABLE w USING fts5(x, tokenize='porter unicode61');"
        "CREATE VIRTUAL TABLE t USING fts5(x, tokenize='trigram');"
        "INSERT INTO w VALUES('attack the villain'); INSERT INTO t VALUES('overcrush');");
    return d;
  }();
  return db;
}

// Runs `match` as an FTS5 query; any SQLite error (a syntax error) escapes
// as std::runtime_error and is a finding.
void check_match(const char* table, const std::string& match) {
  if (match.empty()) return;
  arbiter::Statement st = fts_check_db().prepare(std::string("SELECT count(*) FROM ") + table +
                                                 " WHERE " + table + " MATCH ?");
  st.bind(1, match);
  while (st.step()) {
  }
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  arbiter::fuzz::catalog();
  fts_check_db();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > kMaxQueryBytes) return 0;
  using namespace arbiter::query;
  const std::string text(reinterpret_cast<const char*>(data), size);
  const std::vector<std::string> words = query_words(text);
  if (words.size() > kMaxQueryWords) std::abort();  // the limit the header promises
  check_match("w", all_of(words));
  check_match("w", any_of(words));
  for (const std::string& w : words) check_match("t", any_trigram(w));
  try {
    const SearchResult r = search(arbiter::fuzz::catalog(), {text, "", "", 10});
    (void)r.hits.size();
  } catch (const std::invalid_argument&) {
    // No word to search for: the refusal search.h promises.
  }
  return 0;
}
