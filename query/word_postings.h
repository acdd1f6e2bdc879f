// Every search_words term's rows, each row's uses in each column, worked
// out once (the rows tokenized as FTS5 indexed them) and kept by a catalog
// that answers many searches (the server's): a one-word search is then
// ranked from them (query/fts_top.h) without an FTS5 statement opened,
// its query parsed and the term's rows read from the index.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "common/sqlite.h"
#include "query/term_docs.h"

namespace arbiter::query {

class WordPostings {
 public:
  struct Row {
    int64_t rowid;
    std::array<int, 3> uses;  // in title, aliases and text
  };
  // Reads and tokenizes every row with `docs`' tokenizer; usable() false
  // when one cannot be.
  WordPostings(const Database& db, const TermDocs& docs);
  bool usable() const { return usable_; }
  // A term's rows, rowid ascending; null when no row has it.
  const std::vector<Row>* rows_of(const std::string& term) const;
  // The table's rows and tokens in all its columns (FTS5's xRowCount and
  // xColumnTotalSize).
  int64_t rows() const { return rows_; }
  int64_t tokens() const { return tokens_; }

 private:
  std::unordered_map<std::string, std::vector<Row>> terms_;
  int64_t rows_ = 0, tokens_ = 0;
  bool usable_ = true;
};

}  // namespace arbiter::query
