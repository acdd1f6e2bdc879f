#include "query/cli/wrap.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <vector>

namespace arbiter::cli {

namespace {

constexpr std::array<std::string_view, 6> kMarkers = {"• ", "- ", "* ", "→ ", "← ", "⚙ "};

// Bytes of the list marker at the start of `s` ("• ", "12. "), 0 if none.
size_t marker_length(std::string_view s) {
  for (std::string_view m : kMarkers)
    if (s.substr(0, m.size()) == m) return m.size();
  size_t digits = 0;
  while (digits < s.size() && digits < 4 && s[digits] >= '0' && s[digits] <= '9') ++digits;
  if (digits > 0 && digits + 1 < s.size() && (s[digits] == '.' || s[digits] == ')') &&
      s[digits + 1] == ' ')
    return digits + 2;
  return 0;
}

// A table row ("  --db FILE    the database ...", "  → mc:stun  STUN"):
// the column after the last run of two or more spaces that starts within
// the first `limit` columns; 0 when there is none.
int column_indent(std::string_view line, size_t from, int limit) {
  int found = 0;
  size_t i = line.find_first_not_of(' ', from);
  while (i != std::string_view::npos) {
    const size_t gap = line.find("  ", i);
    if (gap == std::string_view::npos) break;
    const size_t next = line.find_first_not_of(' ', gap);
    if (next == std::string_view::npos) break;
    const int column = display_width(line.substr(0, next));
    if (column > limit) break;
    found = column;
    i = next;
  }
  return found;
}

// East Asian wide characters and emoji take two columns.
bool is_wide(char32_t c) {
  return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) ||
         (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) ||
         (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
         (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x1F300 && c <= 0x1F64F) ||
         (c >= 0x1F680 && c <= 0x1F6FF) || (c >= 0x1F900 && c <= 0x1FAFF) ||
         (c >= 0x20000 && c <= 0x3FFFD);
}

// A line that opens with a short label ("Outcome: ", "Q: ") continues
// under the text after it; 0 when it does not open with one.
int label_indent(std::string_view line) {
  const size_t space = line.find(' ');
  if (space == std::string_view::npos || space + 1 >= line.size() || line[space + 1] == ' ')
    return 0;
  std::string label;  // the first word without its colour escapes
  for (size_t i = 0; i < space; ++i) {
    if (line[i] == '\033') {
      while (i < space && !(line[i] >= '@' && line[i] <= '~' && line[i] != '[')) ++i;
      continue;
    }
    label += line[i];
  }
  const int w = display_width(label);
  const bool letters = !label.empty() && std::isalpha(static_cast<unsigned char>(label[0]));
  return letters && label.back() == ':' && w >= 2 && w <= 12 ? w + 1 : 0;
}

struct Piece {
  std::string_view space;  // the spaces before the word
  std::string_view word;
};

std::vector<Piece> pieces(std::string_view s) {
  std::vector<Piece> out;
  size_t i = 0;
  while (i < s.size()) {
    const size_t word = s.find_first_not_of(' ', i);
    if (word == std::string_view::npos) break;  // trailing spaces go
    size_t end = s.find(' ', word);
    if (end == std::string_view::npos) end = s.size();
    out.push_back({s.substr(i, word - i), s.substr(word, end - word)});
    i = end;
  }
  return out;
}

void wrap_line(std::string_view line, int width, std::string& out) {
  if (display_width(line) <= width) {
    out += line;
    return;
  }
  size_t lead = line.find_first_not_of(' ');
  if (lead == std::string_view::npos) lead = line.size();
  const size_t marker = marker_length(line.substr(lead));
  const std::string_view head = line.substr(0, lead + marker);
  int indent = marker ? display_width(head) : column_indent(line, head.size(), width / 2);
  if (lead == 0 && indent == 0) indent = label_indent(line);
  indent = std::max(indent, static_cast<int>(lead));
  if (indent > width / 2) indent = width / 2;
  out += head;
  int column = display_width(head);
  bool line_has_word = false;
  for (const Piece& p : pieces(line.substr(head.size()))) {
    const int w = display_width(p.word);
    const int space = line_has_word ? display_width(p.space) : 0;
    if (line_has_word && column + space + w > width) {
      out += '\n';
      out.append(indent, ' ');
      column = indent;
    } else if (line_has_word) {
      out += p.space;
      column += space;
    }
    out += p.word;
    column += w;
    line_has_word = true;
  }
}

}  // namespace

int display_width(std::string_view s) {
  int columns = 0;
  for (size_t i = 0; i < s.size();) {
    const unsigned char c = s[i];
    if (c == '\033' && i + 1 < s.size() && s[i + 1] == '[') {
      i += 2;
      while (i < s.size() && !(s[i] >= '@' && s[i] <= '~')) ++i;  // up to the final byte
      ++i;
      continue;
    }
    if (c < 0x80) {  // (most of the text: no decoding, never wide)
      ++columns;
      ++i;
      continue;
    }
    // Decode one UTF-8 character.
    const int length = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : 4;
    char32_t code = length == 1 ? c : c & (0x3F >> (length - 1));
    for (int k = 1; k < length && i + k < s.size(); ++k)
      code = (code << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    columns += is_wide(code) ? 2 : 1;
    i += length;
  }
  return columns;
}

std::string wrap_text(std::string_view text, int width) {
  if (width <= 0) return std::string(text);
  std::string out;
  out.reserve(text.size() + text.size() / 16);
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    const bool last = end == std::string_view::npos;
    if (last) end = text.size();
    wrap_line(text.substr(start, end - start), width, out);
    if (last) break;
    out += '\n';
    start = end + 1;
  }
  return out;
}

}  // namespace arbiter::cli
