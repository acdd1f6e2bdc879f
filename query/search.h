// Ranked search over the corpus: exact ids and titles first, then FTS5
// (porter) relevance, then partial words (trigram), then spelling
// corrections, then any-word matches.
#pragma once

#include <string>
#include <vector>

#include "query/catalog.h"

namespace arbiter::query {

// Snippets mark matched words with these bytes; renderers replace them.
inline constexpr char kMarkOpen = '\x02';
inline constexpr char kMarkClose = '\x03';

struct SearchRequest {
  std::string text;
  std::string game;     // "" = both
  std::string edition;  // "" = each game's default
  int limit = 10;
};

struct SearchHit {
  std::string id;
  std::string game;
  std::string edition;
  std::string title;
  std::string kind;
  std::string section;
  std::string snippet;
  double score = 0;   // higher is better
  std::string match;  // id, title, alias, words, partial, corrected, any
};

struct SearchResult {
  std::vector<SearchHit> hits;
  std::string corrected;      // the query with spelling corrected, when used
  bool weak = false;          // nothing matched all the words as written
  size_t words_not_read = 0;  // words past kMaxSearchWords
};

// A search is a few words; past this many the rest is not read (and the
// result says how many), so a pasted page cannot make a search slow.
inline constexpr size_t kMaxSearchWords = 32;

// Throws std::invalid_argument when the text holds no word to search for.
SearchResult search(const Catalog& catalog, const SearchRequest& request);

}  // namespace arbiter::query
