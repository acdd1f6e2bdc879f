// Each row's length in tokens of an FTS5 table (the sum of its docsize
// record's columns), kept in meta as one text at the index build: ranking
// a Dice Masters situation's 600 matched rows read their 600 docsize
// records one statement row each, where the text is one row to read.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/sqlite.h"

namespace arbiter {

// A docsize record: each column's length in tokens, as SQLite varints
// (fts5_storage.c); the row's length is their sum, as xColumnSize(-1) adds
// them up. False when the record is cut short.
bool docsize_length(const unsigned char* p, int n, int* length);

// The lengths of rows FIRST, FIRST + 1, ... and the table's rows and
// tokens in all when they were taken (FTS5's xRowCount and
// xColumnTotalSize(-1) then: a table changed since does not match them).
// Each length is four hex digits at its place in the text, read only when
// asked for: a ranking reads a few hundred of a thousand.
struct RowLengths {
  int64_t rows = 0, tokens = 0, first = 0;
  std::string digits;  // four a row
  // Row FIRST + I's length; -1 when its digits are not hex.
  int at(size_t i) const;
};
// The meta key of TABLE's lengths.
std::string row_lengths_key(std::string_view table);

// Writes TABLE's lengths to meta, or removes them when its rowids are not
// one run, a docsize record is not one or a row is longer than 0xffff
// tokens. Run after every change to TABLE.
void write_row_lengths(Database& db, const std::string& table);

// TABLE's lengths as written; none when meta has none or they are not
// well formed.
std::optional<RowLengths> read_row_lengths(const Database& db, std::string_view table);

}  // namespace arbiter
