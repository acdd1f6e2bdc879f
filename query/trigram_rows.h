// search_trigram's rows as its tokenizer reads them, kept for a connection
// that searches many times (the server's): the rows holding a word as a
// phrase of trigrams are then found from the places of its rarest trigram,
// each checked against the row's trigrams that follow, where FTS5 read the
// lists of places of every trigram of the word ("the", "ing" and "ion" are
// in most rows) for every search.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "common/sqlite.h"

namespace arbiter::query {

class TrigramRows {
 public:
  explicit TrigramRows(const Database& db);
  ~TrigramRows();
  TrigramRows(const TrigramRows&) = delete;
  TrigramRows& operator=(const TrigramRows&) = delete;

  // The rowids, in order, of the rows that `search_trigram MATCH` the words
  // as phrases, all of them ("w1" "w2"); none when a word makes no trigram
  // (under three characters) or the table's tokenizer is not there.
  std::optional<std::vector<int64_t>> matching(const std::vector<std::string>& words) const;

 private:
  // The rows of one word's phrase, in order; none as for matching().
  std::optional<std::vector<int64_t>> phrase_rows(std::string_view word) const;

  class Tokenizer;
  std::unique_ptr<Tokenizer> tokenizer_;  // the table's; null when not there
  // A trigram's id; kEnd when no row has it.
  uint32_t find_id(std::string_view token) const;
  // The same, made when not there.
  uint32_t add_id(std::string_view token);
  // A column's trigrams, read without the tokenizer when it is plain ASCII.
  void add_column(const Tokenizer& tokenizer, std::string_view text, bool* ok);
  uint32_t trigrams_ = 0;
  // The ids of tokens of up to seven bytes, by a number their bytes make:
  // open addressing, a power of two of slots, key 0 a free slot.
  std::vector<std::pair<uint64_t, uint32_t>> short_ids_;
  size_t slot_of(uint64_t key) const;
  std::unordered_map<std::string, uint32_t> long_ids_;
  // Every column of every row, its trigrams' ids one after another, a
  // column ended by kEnd (no phrase runs over it).
  std::vector<uint32_t> places_;
  std::vector<size_t> row_starts_;  // each row's first place
  std::vector<int64_t> rowids_;     // each row's
  // Trigram t's places are at_[starts_[t]] up to at_[starts_[t + 1]].
  std::vector<size_t> starts_;
  std::vector<uint32_t> at_;
  static constexpr uint32_t kEnd = UINT32_MAX;
};

}  // namespace arbiter::query
