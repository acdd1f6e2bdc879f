// The games' vocabulary as loaded from the database, and matching it
// against a question's words.
#pragma once

#include <string>
#include <vector>

#include "common/sqlite.h"

namespace arbiter::query::ask {

struct Term {
  std::string game;
  std::vector<std::string> words;  // the phrase, split
  std::string kind;                // role, stat, status, keyword, action, term
  std::string name;                // after the colon
  std::vector<std::string> entries;
};

struct TermMatch {
  size_t at = 0;   // first word's index
  size_t len = 0;  // words covered
  const Term* term = nullptr;
};

class Vocabulary {
 public:
  explicit Vocabulary(const Database& db);
  // Longest matches, left to right, restricted to `game` when set.
  std::vector<TermMatch> match(const std::vector<std::string>& words, const std::string& game) const;

 private:
  std::vector<Term> terms_;
};

// A question's words: lower case; letters, digits and the characters that
// carry meaning at a table ("'", "/", "-" inside a word), so "ko'd",
// "4a/2d" and "alter-ego" stay whole.
std::vector<std::string> question_words(const std::string& text);

}  // namespace arbiter::query::ask
