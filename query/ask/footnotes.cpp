#include "query/ask/footnotes.h"

#include <cctype>
#include <map>
#include <set>
#include <vector>

namespace arbiter::query::ask {

namespace {

struct Marker {
  size_t at = 0;   // where "[" stands
  size_t end = 0;  // one past "]"
  int number = 0;
};

std::vector<Marker> markers_in(const std::string& s) {
  std::vector<Marker> out;
  for (size_t k = 0; k + 2 < s.size(); ++k) {
    if (s[k] != '[') continue;
    size_t j = k + 1;
    int n = 0;
    while (j < s.size() && j < k + 3 && s[j] >= '0' && s[j] <= '9') n = n * 10 + (s[j++] - '0');
    if (j == k + 1 || j >= s.size() || s[j] != ']' || n == 0) continue;
    out.push_back({k, j + 1, n});
  }
  return out;
}

// A note's words without the spaces and the full stop around them.
std::string trimmed(const std::string& s) {
  size_t a = s.find_first_not_of(" \t");
  if (a == std::string::npos) return {};
  size_t b = s.size();
  while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\t' || s[b - 1] == '.' || s[b - 1] == ';')) --b;
  return s.substr(a, b - a);
}

bool opens_sentence(const std::string& note) {
  static const std::set<std::string> kSubjects = {
      "i",  "i'm", "im",  "my",  "we",    "we're", "he",   "she", "they",
      "it", "his", "her", "the", "their", "you",   "your", "opp", "opponent"};
  std::string first;
  for (char c : note) {
    if (c == ' ' || c == ',') break;
    first += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return kSubjects.count(first) > 0;
}

}  // namespace

std::string footnotes_in_place(const std::string& text) {
  const std::vector<Marker> ms = markers_in(text);
  if (ms.size() < 2) return text;
  // Each number's last marker opens its note; the notes are the text's
  // end, every one after every marker that points to one.
  std::map<int, size_t> last;  // number -> index in ms
  for (size_t i = 0; i < ms.size(); ++i) last[ms[i].number] = i;
  size_t notes_from = text.size();
  for (const auto& [number, i] : last) notes_from = std::min(notes_from, ms[i].at);
  bool pointed = false;
  for (size_t i = 0; i < ms.size(); ++i) {
    const bool is_note = last[ms[i].number] == i;
    if (is_note && ms[i].at < notes_from) return text;
    if (!is_note && ms[i].at >= notes_from) return text;
    pointed |= !is_note;
  }
  if (!pointed) return text;
  std::map<int, std::string> note;
  for (const auto& [number, i] : last) {
    size_t end = text.size();
    for (const auto& [other, j] : last)
      if (ms[j].at > ms[i].at) end = std::min(end, ms[j].at);
    note[number] = trimmed(text.substr(ms[i].end, end - ms[i].end));
  }
  // (A number with no marker before its note, or a note left empty: the
  // brackets mean something else.)
  for (const auto& [number, i] : last) {
    bool marked = false;
    for (size_t k = 0; k < i; ++k) marked |= ms[k].number == number;
    if (!marked || note[number].empty()) return text;
  }
  std::string out;
  size_t from = 0;
  for (const Marker& m : ms) {
    if (m.at >= notes_from) break;
    out += text.substr(from, m.at - from);
    // ("Hulk [1] swung": no space left before the bracket.)
    while (!out.empty() && out.back() == ' ') out.pop_back();
    // ("hits both players for 3 [1]. ... [1] I'm on 2 life, opponent on 3":
    // a note at a sentence's end that opens as a sentence does is a
    // sentence after it; "[2] plus 1 damage on a 9 HP dial" goes on the
    // one it is said of.)
    if (m.end < text.size() && text[m.end] == '.' && opens_sentence(note[m.number])) {
      out += ". " + note[m.number] + ".";
      from = m.end + 1;
      continue;
    }
    out += " (" + note[m.number] + ")";
    from = m.end;
  }
  out += text.substr(from, notes_from - from);
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

}  // namespace arbiter::query::ask
