// Text helpers shared by the importers, the indexer and the query layer.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

// Lower-cases ASCII letters; other bytes (UTF-8 included) pass through.
std::string to_lower_ascii(std::string_view s);

inline bool is_ascii_lower(char c) {
  return c >= 'a' && c <= 'z';
}
inline bool is_ascii_upper(char c) {
  return c >= 'A' && c <= 'Z';
}
inline bool is_ascii_digit(char c) {
  return c >= '0' && c <= '9';
}
// A space, tab or line break (the "C" locale's isspace).
inline bool is_ascii_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

// `word` is one of `words` ("one_of(w, {"post", "part"})").
inline bool one_of(std::string_view word, std::initializer_list<std::string_view> words) {
  for (std::string_view w : words)
    if (w == word) return true;
  return false;
}

// The id slug of a title: lower case, every run of characters other than
// a-z and 0-9 becomes one '-', no '-' at either end ("RETALIATE X" ->
// "retaliate-x"). Non-ASCII characters count as "other".
std::string slugify(std::string_view title);

// Collapses runs of ASCII whitespace into one space and trims both ends;
// only its first `most` bytes, when given, the rest of `s` not read (a
// search shows a long section's opening).
std::string collapse_whitespace(std::string_view s, size_t most = std::string_view::npos);

std::string trim(std::string_view s);

// At most max_bytes of text, cut on a UTF-8 character boundary, with "…"
// added when cut: pasted junk quoted back stays one readable line.
std::string clip_utf8(std::string_view text, size_t max_bytes);

// User text read up to a stated cap: the text through its `max_words`-th
// whitespace-separated word, and how many words came after it, so the
// rest can be named as not read rather than silently dropped.
struct FirstWords {
  std::string text;
  size_t words_left_out = 0;
};
FirstWords first_words(std::string_view text, size_t max_words);

bool starts_with(std::string_view s, std::string_view prefix);

// Whether `s` is one or more ASCII digits and nothing else ("12", not
// "+2" or "2a").
bool all_digits(std::string_view s);

std::vector<std::string> split(std::string_view s, char sep);

// The words of text between white space, as `std::istream >> std::string`
// reads them ("  fist  bolt\n" -> "fist", "bolt").
std::vector<std::string> split_words(std::string_view text);

// Splits text into lines without their line terminators ("\n" or "\r\n").
std::vector<std::string> split_lines(std::string_view text);

// Optimal string alignment distance (Levenshtein plus adjacent swaps).
int edit_distance(const std::string& a, const std::string& b);

// Reads a whole file; throws std::runtime_error naming the path on failure.
std::string read_file(const std::string& path);

}  // namespace arbiter
