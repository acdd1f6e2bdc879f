// Turns user text into FTS5 query strings. User text never reaches FTS5
// syntax: it is cut into words and every word becomes a quoted string, so
// quotes, AND, NEAR(, *, - and : are searched as text or dropped.
#pragma once

#include <string>
#include <vector>

namespace arbiter::query {

// At most this many words of a query are used; the rest is ignored.
inline constexpr size_t kMaxQueryWords = 32;

// Lower-cased words: runs of ASCII letters and digits, and of non-ASCII
// bytes (so accented words stay whole).
std::vector<std::string> query_words(const std::string& text);

// "\"word\"" with any '"' doubled.
std::string fts_string(const std::string& word);

// Every word required: "a" "b".
std::string all_of(const std::vector<std::string>& words);
// Any word: "a" OR "b".
std::string any_of(const std::vector<std::string>& words);
// The trigrams of a word, any of them: "ove" OR "ver" OR ...
std::string any_trigram(const std::string& word);

}  // namespace arbiter::query
