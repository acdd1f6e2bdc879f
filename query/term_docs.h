// How many entries of a game use a word, read from the term_docs table the
// index build writes (db::kWriteTermDocs) instead of matching the word in
// search_words: a word the rulebooks use often ("villain", "attack")
// matches hundreds of rows, and walking them was most of weighing a
// question's words between the games (query/ask/vocabulary.cpp).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "common/sqlite.h"

namespace arbiter::query {

class TermDocs {
 public:
  // Counts for games `a` and `b` (uses) and for all (rows), read from `db`.
  explicit TermDocs(const Database& db, std::string a = "", std::string b = "");
  ~TermDocs();
  TermDocs(const TermDocs&) = delete;
  TermDocs& operator=(const TermDocs&) = delete;

  // The entries of each game (a, b) that `MATCH "word"` would find in
  // search_words; none when the word is not one term of the table's
  // tokenizer (several, or none), or the database has no counts: the caller
  // then matches it.
  std::optional<std::array<int64_t, 2>> uses(std::string_view word);

  // The rows of search_words that `MATCH "word"` would find, every game's
  // (what FTS5 counts for the word's IDF); none as for uses().
  std::optional<int64_t> rows(std::string_view word);

  // The word as search_words' tokenizer reads it in a query: its one
  // term, or none (exposed for tests).
  std::optional<std::string> term_of(std::string_view word) const;

  // A token of a text as search_words' tokenizer reads it: its term, and
  // its bytes in the text, [start, end).
  struct Token {
    std::string term;
    int start = 0, end = 0;
  };
  // The text's tokens, read as a query or as the table indexes a row;
  // false when there is no tokenizer or it fails.
  bool tokens(std::string_view text, bool query, std::vector<Token>* out) const;

  // search_words' row `rowid`: its text column and that text's tokens,
  // read and tokenized on first use and kept (the database does not change
  // while it is open; a search shows the same rows' snippets again and
  // again); null when there is no such row or no tokenizer.
  struct Row {
    std::string text;
    std::vector<Token> tokens;
  };
  const Row* row(int64_t rowid);

  // Every row and every term's counts read now and kept, for a connection
  // that answers many searches (the server's, at its start): a search then
  // neither reads nor tokenizes a row shown, nor runs a statement for a
  // word's counts.
  void keep_all();

 private:
  struct Tokenizer;
  std::unique_ptr<Tokenizer> tokenizer_;
  // The statement prepared when first used; false when the database has
  // no counts.
  bool ready();
  const Database& db_;
  bool absent_ = false;
  std::optional<Statement> rows_;  // a term's rows per game
  std::unordered_map<int64_t, std::optional<Row>> kept_rows_;
  // keep_all()'s: each term's entries per game; when set, every term is.
  std::optional<std::unordered_map<std::string, std::vector<std::pair<std::string, int64_t>>>>
      kept_counts_;
  // Calls add(game, entries) for each of a term's counts, from
  // kept_counts_ or the statement (ready() first).
  template <typename Add>
  void each_count(const std::string& term, Add add);
  std::string a_, b_;
};

}  // namespace arbiter::query
