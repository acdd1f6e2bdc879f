// The rows of search_words' most used terms ("3", "2", "attack": hundreds
// of rows each) with each row's uses per column, kept in meta at the index
// build: ranking walked each such term's rows through FTS5 (a cursor step
// and a position list a row), where the kept text is one meta row to read.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "common/sqlite.h"

namespace arbiter {

// A term's rows, rowid ascending: each its rowid and its uses in columns
// 0, 1 and 2 (search_words' title, aliases and text).
class TermPostings {
 public:
  explicit TermPostings(std::string text) : text_(std::move(text)) {}
  size_t size() const { return text_.size() / kWidth; }
  // Row `i`'s rowid and uses; false when its digits are not hex.
  bool at(size_t i, int64_t* rowid, int uses[3]) const;

  static constexpr size_t kRowidDigits = 6, kUseDigits = 2;
  static constexpr size_t kWidth = kRowidDigits + 3 * kUseDigits;

 private:
  std::string text_;
};

// The rows a term is found in for its postings to be kept: walking fewer
// through FTS5 costs little.
inline constexpr int64_t kPostingsMinRows = 64;

// Writes to meta the postings of each search_words term found in at least
// `min_rows` rows (term_docs), replacing those kept before. Run after every
// change to search_words and term_docs.
void write_term_postings(Database& db, int64_t min_rows);

// The postings kept of `term` (as the table's tokenizer stores it); none
// when none are kept or they are not well formed.
std::optional<TermPostings> read_term_postings(const Database& db, std::string_view term);

}  // namespace arbiter
