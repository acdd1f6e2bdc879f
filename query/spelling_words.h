// The corpus words (the words table) and, for each trigram, the words that
// hold it: what a correction matches in words_trigram, read once for a
// connection that corrects many words (the server's), where the match was
// a statement of some 200,000 instructions a word.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/sqlite.h"

namespace arbiter::query {

class SpellingWords {
 public:
  struct Word {
    std::string text;
    int64_t freq = 0;
  };

  explicit SpellingWords(const Database& db);

  // The words that `words_trigram MATCH any_trigram(word)` finds, in its
  // order (rowid order); none when the word or a corpus word is not all
  // lowercase ASCII letters and digits, whose trigrams FTS5 would fold and
  // split by characters, not bytes.
  std::optional<std::vector<const Word*>> sharing_trigram(std::string_view word) const;

 private:
  std::vector<Word> words_;  // in rowid order
  // Trigram t's words (their places in words_) are holders_[starts_[t]]
  // up to holders_[starts_[t + 1]], each once, in order.
  std::vector<uint32_t> starts_;
  std::vector<uint32_t> holders_;
  bool usable_ = true;
};

}  // namespace arbiter::query
