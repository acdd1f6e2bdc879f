// FTS5's snippet(search_words, 2, char(2), char(3), '…', 20) of a row,
// worked out here from the row's text and the query's words: the same
// text to the byte (SQLite 3.40's fts5_aux.c: the window of 20 tokens
// that scores best, its matched phrases marked), without a statement that
// parses the match again and seeks each word's rows for every hit shown,
// and with the text tokenized once rather than twice.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "query/term_docs.h"

namespace arbiter::query {

// What the query's words are to a snippet: each word's terms, a phrase.
class SnippetQuery {
 public:
  // `words` are the match's phrases in order, each one quoted word
  // (query/fts_query.h); none is usable when a word has no term.
  SnippetQuery(const TermDocs& docs, const std::vector<std::string>& words);
  bool usable() const { return usable_; }

  // The snippet of `text` (a row's text column); none when no phrase is
  // found in it and `only_if_found`, as a match on the text column alone
  // would find no row; none too when the text cannot be tokenized.
  std::optional<std::string> snippet(std::string_view text, bool only_if_found) const;
  // The same of a text already tokenized (TermDocs::row).
  std::optional<std::string> snippet(std::string_view text,
                                     const std::vector<TermDocs::Token>& tokens,
                                     bool only_if_found) const;

 private:
  const TermDocs& docs_;
  std::vector<std::vector<std::string>> phrases_;
  bool usable_ = true;
};

}  // namespace arbiter::query
