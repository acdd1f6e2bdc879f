#include "cards/keywords.h"

#include <algorithm>
#include <cctype>
#include <optional>

#include "common/text.h"

namespace arbiter::cards {

namespace {

bool upper(char c) {
  return std::isupper(static_cast<unsigned char>(c)) != 0;
}

// A word of a keyword's name: letters, with "-" inside ("Team-Up"); not a
// possessive ("Wrecker's Side Scheme." names a card).
bool name_word(std::string_view w) {
  if (w.size() < 2) return false;
  for (char c : w)
    if (!std::isalpha(static_cast<unsigned char>(c)) && c != '-') return false;
  return true;
}

// A keyword's value: "1", "X", "-1", "2[per_hero]".
bool value_word(std::string_view w) {
  if (w == "X") return true;
  size_t i = w.starts_with('-') || w.starts_with('+') ? 1 : 0;
  const size_t digits_from = i;
  while (i < w.size() && std::isdigit(static_cast<unsigned char>(w[i]))) ++i;
  return i > digits_from && (i == w.size() || w.substr(i) == "[per_hero]");
}

// One sentence read as a keyword ("Retaliate 1", "Uses (3 charges)"), or
// nothing when it is not one.
std::optional<Keyword> keyword_of(std::string_view sentence) {
  std::string s = trim(sentence);
  if (s.empty() || !upper(s[0]) || s.find(':') != std::string::npos) return std::nullopt;
  Keyword k;
  if (const size_t open = s.find('('); open != std::string::npos) {
    if (s.back() != ')') return std::nullopt;
    k.value = trim(s.substr(open + 1, s.size() - open - 2));
    s = trim(s.substr(0, open));
  }
  const std::vector<std::string> words = split(s, ' ');
  if (words.empty() || words.size() > 4 || words[0] == "Attach") return std::nullopt;
  size_t n = 0;
  for (; n < words.size() && name_word(words[n]); ++n) {
    // "Nebula gains stalwart": a sentence, not a keyword; "Hero form
    // only" keeps its small words.
    if (n > 0 && !upper(words[n][0]) && words[n] != "form" && words[n] != "only" &&
        words[n] != "mode")
      return std::nullopt;
  }
  if (n == 0 || n > 3) return std::nullopt;
  if (n + 1 == words.size() && value_word(words[n]) && k.value.empty())
    k.value = words[n];
  else if (n != words.size())
    return std::nullopt;
  for (size_t i = 0; i < n; ++i) k.name += (i ? " " : "") + words[i];
  return k;
}

}  // namespace

std::string plain_text(std::string_view marked_up) {
  std::string out;
  for (size_t i = 0; i < marked_up.size(); ++i) {
    if (marked_up[i] == '<') {
      const size_t close = marked_up.find('>', i);
      if (close != std::string_view::npos) {
        i = close;
        continue;
      }
    }
    out += marked_up[i];
  }
  std::string joined;
  for (const std::string& line : split_lines(out)) {
    const std::string t = trim(line);
    if (t.empty()) continue;
    joined += (joined.empty() ? "" : "\n") + t;
  }
  return joined;
}

namespace {

// The text without reminder text: a bracketed sentence of four words or
// more ("(This character enters play with a tough status card.)"); a short
// bracket is part of what it follows ("(attack)", "Uses (3 charges)",
// "Teamwork (Avenger)").
std::string without_reminders(std::string_view text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '(') {
      int depth = 0;
      size_t close = i;
      for (; close < text.size(); ++close) {
        if (text[close] == '(') ++depth;
        if (text[close] == ')' && --depth == 0) break;
      }
      const std::string_view inside = text.substr(i + 1, close - i - 1);
      if (std::count(inside.begin(), inside.end(), ' ') >= 3) {
        i = close;  // (a reminder left unclosed runs to the end)
        while (!out.empty() && out.back() == ' ') out.pop_back();
        continue;
      }
    }
    out += text[i];
  }
  return out;
}

// The leading keyword sentences of reminder-free text, and where the rest
// begins. A keyword sentence ends at a stop, a line's end or the text's end.
std::pair<std::vector<Keyword>, size_t> leading_keywords(std::string_view text) {
  std::vector<Keyword> out;
  size_t i = 0;
  while (i < text.size()) {
    size_t at = i;
    while (at < text.size() && std::isspace(static_cast<unsigned char>(text[at]))) ++at;
    size_t end = at;
    int depth = 0;
    for (; end < text.size(); ++end) {
      const char c = text[end];
      if (c == '(') ++depth;
      if (c == ')' && depth > 0) --depth;
      if (depth == 0 && (c == '.' || c == '\n')) break;
    }
    const std::optional<Keyword> k = keyword_of(text.substr(at, end - at));
    if (!k) break;
    out.push_back(*k);
    i = end < text.size() ? end + 1 : end;
  }
  return {out, i};
}

}  // namespace

std::vector<Keyword> printed_keywords(std::string_view text) {
  return leading_keywords(without_reminders(text)).first;
}

std::vector<std::string> ability_texts(std::string_view text) {
  const std::string plain = without_reminders(text);
  const size_t rest = leading_keywords(plain).second;
  std::vector<std::string> out;
  for (const std::string& line : split_lines(plain.substr(std::min(rest, plain.size())))) {
    std::string t = collapse_whitespace(line);
    if (t.rfind("[star] ", 0) == 0) t = t.substr(7);  // the star icon that marks it
    if (t.empty() || t.rfind("Attach to", 0) == 0) continue;
    // "Spider-Sense — Interrupt: ...": the ability's name is not its text.
    if (const size_t dash = t.find(" \xe2\x80\x94 "); dash != std::string::npos && dash < 40)
      t = t.substr(dash + 5);
    out.push_back(t);
  }
  return out;
}

}  // namespace arbiter::cards
