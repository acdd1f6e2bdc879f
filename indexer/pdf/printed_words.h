// The words of a book as its PDF prints them, repaired: headings whose
// letters the typesetting spaced apart ("ABILIT Y") closed up, and words
// split by a hyphen at a line's end joined again. Both are told from real
// spaces and hyphens by the words the built-in editions use and the book's
// own text.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "indexer/pdf/page_layout.h"

namespace arbiter::pdf {

// How often the built-in editions use a lower-case word (0: never).
using WordCount = std::function<int(std::string_view)>;

class PrintedWords {
 public:
  // Counts the words and two-word phrases of the book's text (its lines
  // not in bold).
  PrintedWords(const Layout& layout, const WordCount& word_count);

  // "ABILIT Y, C ARD ABILIT Y" -> "ABILITY, CARD ABILITY".
  std::string close_up(const std::string& heading) const;

  // A block's next line after the text so far: "defend-" + "ing ..." ->
  // "defending ...", but "alter-" + "ego" -> "alter-ego".
  std::string join_lines(const std::string& a, const std::string& b) const;

 private:
  bool closes_up(const std::vector<std::string>& tokens, size_t i, size_t j) const;
  bool is_known(const std::string& word) const;

  WordCount word_count_;
  std::map<std::string, int> body_words_;    // word -> how often
  std::map<std::string, int> body_phrases_;  // "word word" -> how often
};

}  // namespace arbiter::pdf
