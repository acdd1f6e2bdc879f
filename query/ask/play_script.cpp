// Speaker tags found by their shape: capitals (with spaces and
// apostrophes) and ": " where a sentence may open, never a stat's name.
#include "query/ask/play_script.h"

#include <set>
#include <vector>

#include "common/text.h"

namespace arbiter::query::ask {

namespace {

struct Line {
  std::string speaker;  // as tagged, upper case
  std::string text;
};

bool tag_char(char c) {
  return is_ascii_upper(c) || c == ' ' || c == '\'';
}

// The tag opening at `at` ("FELICIA'S PLAYER: "), its length with ": "
// (0: none).
size_t tag_at(const std::string& s, size_t at) {
  if (at > 0) {
    size_t b = at;
    while (b > 0 && s[b - 1] == ' ') --b;
    if (b == at || (b > 0 && s[b - 1] != '.' && s[b - 1] != '!' && s[b - 1] != '?' &&
                    s[b - 1] != ')' && s[b - 1] != '"'))
      return 0;
  }
  size_t e = at;
  while (e < s.size() && tag_char(s[e])) ++e;
  if (e - at < 2 || e + 1 >= s.size() || s[e] != ':' || s[e + 1] != ' ' ||
      !is_ascii_upper(s[e - 1]))
    return 0;
  // ("ATK: 3", "HP: 10", "EDIT: ...": a field's label, not a speaker.)
  static const std::set<std::string> kLabels = {
      "ATK", "DEF", "THW", "SCH", "REC", "HP", "EDIT", "PS", "NB", "Q", "A", "D", "NOTE", "UPDATE"};
  if (kLabels.count(s.substr(at, e - at))) return 0;
  size_t words = 1;
  for (size_t k = at; k < e; ++k) words += s[k] == ' ';
  return words <= 3 ? e - at + 2 : 0;
}

std::vector<Line> lines_of(const std::string& s) {
  std::vector<Line> out;
  std::string before;
  for (size_t i = 0; i < s.size();) {
    if (const size_t n = tag_at(s, i)) {
      out.push_back({s.substr(i, n - 2), ""});
      i += n;
      continue;
    }
    (out.empty() ? before : out.back().text) += s[i++];
  }
  if (!trim(before).empty()) out.insert(out.begin(), {"", before});
  return out;
}

bool letter(char c) {
  return is_ascii_upper(c) || is_ascii_lower(c) || c == '\'';
}

// The line's words swapped one for one, matched whole and without case.
std::string swapped(const std::string& text,
                    const std::vector<std::pair<std::string, std::string>>& swaps) {
  std::string out;
  for (size_t i = 0; i < text.size();) {
    if (!letter(text[i])) {
      out += text[i++];
      continue;
    }
    size_t e = i;
    while (e < text.size() && letter(text[e])) ++e;
    const std::string word = text.substr(i, e - i);
    const std::string low = to_lower_ascii(word);
    std::string said = word;
    for (const auto& [from, to] : swaps)
      if (low == from) said = to;
    out += said;
    i = e;
  }
  return out;
}

// "Thor attacks. (Thor: 5A/4D) Loki blocks.": a stage direction after a
// sentence is said inside it ("Thor attacks (Thor: 5A/4D). Loki blocks."),
// so that its numbers are not read as the next name's.
std::string directions_inside(std::string s) {
  for (size_t i = 0; i + 2 < s.size(); ++i) {
    const char mark = s[i];
    if ((mark != '.' && mark != '!') || s[i + 1] != ' ' || s[i + 2] != '(') continue;
    const size_t close = s.find(')', i + 3);
    if (close == std::string::npos || s.find('(', i + 3) < close) continue;
    // ("(at 20 life) Loki blocks": a direction opening a line stays.)
    s = s.substr(0, i) + s.substr(i + 1, close - i) + mark + s.substr(close + 1);
    i = close;
  }
  return s;
}

}  // namespace

std::string play_script_as_story(const std::string& text) {
  const std::vector<Line> lines = lines_of(text);
  size_t tags = 0;
  bool me_tagged = false;
  for (const Line& l : lines) {
    tags += !l.speaker.empty();
    me_tagged |= l.speaker == "ME";
  }
  if (tags < 2) return text;
  std::string asker = me_tagged ? "ME" : "";
  if (asker.empty())
    for (const Line& l : lines)
      if (!l.speaker.empty() && l.text.find('?') != std::string::npos) asker = l.speaker;
  static const std::vector<std::pair<std::string, std::string>> kTheirs = {
      {"i", "they"},       {"i'm", "they're"}, {"i'll", "they'll"},
      {"i've", "they've"}, {"i'd", "they'd"},  {"my", "their"},
      {"me", "them"},      {"mine", "theirs"}, {"myself", "themselves"},
      {"you", "me"},       {"your", "my"},     {"yours", "mine"},
      {"you're", "I'm"},   {"you'll", "I'll"}, {"you've", "I've"}};
  std::string out;
  for (const Line& l : lines) {
    std::string said =
        trim(l.speaker.empty() || l.speaker == asker ? l.text : swapped(l.text, kTheirs));
    if (said.empty()) continue;
    if (!out.empty()) {
      const char last = out.back();
      if (last != '.' && last != '!' && last != '?' && last != ')') out += '.';
      out += ' ';
    }
    out += said;
  }
  return directions_inside(out);
}

}  // namespace arbiter::query::ask
