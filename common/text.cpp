#include "common/text.h"

#include <algorithm>
#include <array>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <vector>

namespace arbiter {

std::string to_lower_ascii(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

std::string slugify(std::string_view title) {
  std::string out;
  bool pending_dash = false;
  for (char raw : title) {
    char c = raw;
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    const bool keep = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    if (!keep) {
      pending_dash = true;
      continue;
    }
    if (pending_dash && !out.empty()) out += '-';
    pending_dash = false;
    out += c;
  }
  return out;
}

static bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

std::string collapse_whitespace(std::string_view s, size_t most) {
  // Never longer than the text: written byte by byte into room made once
  // (a hit's snippet is collapsed for every search), up to `most` bytes,
  // where the rest would be cut.
  const size_t limit = std::min(s.size(), most);
  std::string out(limit, '\0');
  size_t length = 0;
  bool space = false;  // white space since the last word written
  for (size_t i = 0; i < s.size() && length < limit; ++i) {
    const char c = s[i];
    if (is_space(c)) {
      space = length > 0;
      continue;
    }
    if (space) {
      out[length++] = ' ';
      space = false;
      if (length == limit) break;
    }
    out[length++] = c;
  }
  out.resize(length);
  return out;
}

std::string trim(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && is_space(s[b])) ++b;
  while (e > b && is_space(s[e - 1])) --e;
  return std::string(s.substr(b, e - b));
}

std::string clip_utf8(std::string_view text, size_t max_bytes) {
  if (text.size() <= max_bytes) return std::string(text);
  size_t cut = max_bytes;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  return std::string(text.substr(0, cut)) + "…";
}

FirstWords first_words(std::string_view text, size_t max_words) {
  FirstWords out;
  size_t words = 0, end = 0;
  bool in_word = false;
  for (size_t i = 0; i < text.size(); ++i) {
    const bool space = is_space(text[i]);
    if (!space && !in_word) {
      if (++words > max_words) ++out.words_left_out;
    }
    if (!space && words <= max_words) end = i + 1;
    in_word = !space;
  }
  out.text = std::string(text.substr(0, end));
  return out;
}

bool starts_with(std::string_view s, std::string_view prefix) {
  return s.substr(0, prefix.size()) == prefix;
}

bool all_digits(std::string_view s) {
  return !s.empty() && s.find_first_not_of("0123456789") == std::string_view::npos;
}

std::vector<std::string> split(std::string_view s, char sep) {
  std::vector<std::string> parts;
  size_t start = 0;
  for (size_t i = 0; i <= s.size(); ++i) {
    if (i == s.size() || s[i] == sep) {
      parts.emplace_back(s.substr(start, i - start));
      start = i + 1;
    }
  }
  return parts;
}

std::vector<std::string> split_words(std::string_view text) {
  std::vector<std::string> words;
  for (size_t i = 0; i < text.size();) {
    if (is_space(text[i])) {
      ++i;
      continue;
    }
    const size_t start = i;
    while (i < text.size() && !is_space(text[i])) ++i;
    words.emplace_back(text.substr(start, i - start));
  }
  return words;
}

std::vector<std::string> split_lines(std::string_view text) {
  std::vector<std::string> lines;
  size_t start = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\n') {
      size_t end = i;
      if (end > start && text[end - 1] == '\r') --end;
      lines.emplace_back(text.substr(start, end - start));
      start = i + 1;
    }
  }
  if (start < text.size()) lines.emplace_back(text.substr(start));
  return lines;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(path + ": cannot open file");
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad()) throw std::runtime_error(path + ": read error");
  return ss.str();
}

int edit_distance(const std::string& a, const std::string& b) {
  const size_t n = a.size(), m = b.size();
  // Three rows of the table, the last one, the one before (a swap looks two
  // rows back) and the one being filled; on the stack for words, where a
  // row a line cost an allocation each (a misspelt search measures some
  // hundred candidates).
  constexpr size_t kOnStack = 64;
  std::array<int, 3 * kOnStack> small;
  std::vector<int> large;
  int* rows = small.data();
  if (m + 1 > kOnStack) {
    large.resize(3 * (m + 1));
    rows = large.data();
  }
  int* before = rows;
  int* last = rows + (m + 1);
  int* row = rows + 2 * (m + 1);
  for (size_t j = 0; j <= m; ++j) last[j] = static_cast<int>(j);
  for (size_t i = 1; i <= n; ++i) {
    row[0] = static_cast<int>(i);
    for (size_t j = 1; j <= m; ++j) {
      const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
      row[j] = std::min({last[j] + 1, row[j - 1] + 1, last[j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        row[j] = std::min(row[j], before[j - 2] + 1);
    }
    int* free_row = before;
    before = last;
    last = row;
    row = free_row;
  }
  return last[m];
}

}  // namespace arbiter
