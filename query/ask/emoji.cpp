#include "query/ask/emoji.h"

#include <cctype>
#include <cstdint>
#include <set>
#include <string_view>

namespace arbiter::query::ask {

namespace {

// The code point at s[i] and its length in bytes (1 for a byte that starts
// no valid sequence, read as itself).
char32_t decode(const std::string& s, size_t i, size_t& len) {
  const auto b = static_cast<unsigned char>(s[i]);
  const auto more = [&](size_t n, char32_t first) {
    char32_t c = first;
    for (size_t k = 1; k <= n; ++k) {
      if (i + k >= s.size()) return len = 1, char32_t(b);
      const auto x = static_cast<unsigned char>(s[i + k]);
      if ((x & 0xC0) != 0x80) return len = 1, char32_t(b);
      c = (c << 6) | (x & 0x3F);
    }
    return len = n + 1, c;
  };
  if (b < 0x80) return len = 1, b;
  if ((b & 0xE0) == 0xC0) return more(1, b & 0x1F);
  if ((b & 0xF0) == 0xE0) return more(2, b & 0x0F);
  if ((b & 0xF8) == 0xF0) return more(3, b & 0x07);
  return len = 1, b;
}

bool pictograph(char32_t c) {
  return (c >= 0x2190 && c <= 0x21FF) || (c >= 0x2300 && c <= 0x23FF) ||
         (c >= 0x2600 && c <= 0x27BF) || (c >= 0x2B00 && c <= 0x2BFF) ||
         (c >= 0x1F000 && c <= 0x1FAFF);
}

// What joins a cluster: the variation selector, the zero-width joiner, a
// skin tone, the keycap mark.
bool modifier(char32_t c) {
  return c == 0xFE0F || c == 0xFE0E || c == 0x200D || c == 0x20E3 || (c >= 0x1F3FB && c <= 0x1F3FF);
}

// The ASCII word ending before byte `at` (lower case), or "".
std::string word_before(const std::string& s, size_t at) {
  size_t e = at;
  while (e > 0 && s[e - 1] == ' ') --e;
  size_t b = e;
  while (b > 0 && (std::isalnum(static_cast<unsigned char>(s[b - 1])) || s[b - 1] == '\'')) --b;
  std::string w = s.substr(b, e - b);
  for (char& ch : w) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return w;
}

std::string word_after(const std::string& s, size_t at) {
  size_t b = at;
  while (b < s.size() && s[b] == ' ') ++b;
  size_t e = b;
  while (e < s.size() && (std::isalnum(static_cast<unsigned char>(s[e])) || s[e] == '\'')) ++e;
  std::string w = s.substr(b, e - b);
  for (char& ch : w) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return w;
}

bool number(const std::string& w) {
  return !w.empty() && std::isdigit(static_cast<unsigned char>(w[0]));
}

// The word an emoji stands for where it is, or "" (dropped). `joined`: a
// zero-width-joined cluster ("❤️‍🔥"), another symbol than its first.
std::string meaning(char32_t first, bool joined, const std::string& before,
                    const std::string& after) {
  if (joined) return "";
  static const std::set<std::string> kAttack = {"attack", "attacks", "attacked", "attacking",
                                                "swing",  "swings",  "swung",    "claws"};
  static const std::set<std::string> kBlock = {"block",  "blocks",  "blocked",  "blocking",
                                               "defend", "defends", "defended", "defending",
                                               "chump",  "chumps"};
  static const std::set<std::string> kNegated = {"no",     "doesn't", "don't",  "didn't",
                                                 "can't",  "cannot",  "won't",  "not",
                                                 "nobody", "to",      "double", "solo"};
  switch (first) {
    case 0x2694:  // crossed swords
      return kAttack.count(before) || kAttack.count(after) ? "" : "attacks";
    case 0x1F6E1:  // shield
      return kNegated.count(before) && !kBlock.count(after) ? "block" : "";
    case 0x2764:  // heart
      return number(before) || number(after) ? "life" : "";
    case 0x1F4A5:  // collision
      return before == "damage" || before == "dmg" ? "" : "damage";
    default: return "";
  }
}

}  // namespace

std::string emoji_as_words(const std::string& text) {
  bool changed = false;
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    // "#XMen": a hashtag (not markdown's "# heading" nor "#3"). The game's
    // own, "#DiceMasters", "#MarvelChampions", names the game: kept as a
    // word.
    if (text[i] == '#' && (i == 0 || text[i - 1] == ' ') && i + 1 < text.size() &&
        std::isalpha(static_cast<unsigned char>(text[i + 1]))) {
      size_t end = i + 1;
      while (end < text.size() && text[end] != ' ') ++end;
      std::string tag = text.substr(i + 1, end - i - 1);
      for (char& ch : tag) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
      if (tag.starts_with("dicemasters") || tag.starts_with("marvelchampions"))
        out.append(text, i + 1, end - i - 1);
      i = end;
      changed = true;
      continue;
    }
    size_t len = 0;
    const char32_t c = decode(text, i, len);
    if (!pictograph(c) && !(c >= 0x1F1E6 && c <= 0x1F1FF)) {
      // (A keycap's variation selector and mark after its digit: "3️⃣".)
      if (!modifier(c))
        out.append(text, i, len);
      else
        changed = true;
      i += len;
      continue;
    }
    // The cluster: the symbol, its modifiers, and symbols joined to it.
    size_t end = i + len;
    bool joined = false;
    while (end < text.size()) {
      size_t n = 0;
      const char32_t m = decode(text, end, n);
      if (m == 0x200D) {
        joined = true;
        end += n;
        if (end < text.size()) end += (decode(text, end, n), n);
      } else if (modifier(m) || (c >= 0x1F1E6 && c <= 0x1F1FF && m >= 0x1F1E6 && m <= 0x1F1FF)) {
        end += n;
      } else {
        break;
      }
    }
    // A run of the same symbol ("💥💥") is said once.
    while (end < text.size() && text.compare(end, len, text, i, len) == 0) {
      size_t n = 0;
      end += len;
      while (end < text.size() && modifier(decode(text, end, n))) end += n;
    }
    const std::string word =
        meaning(c, joined, word_before(out, out.size()), word_after(text, end));
    if (!word.empty()) {
      if (!out.empty() && out.back() != ' ') out += ' ';
      out += word;
      if (end < text.size() && std::isalnum(static_cast<unsigned char>(text[end]))) out += ' ';
    }
    i = end;
    changed = true;
  }
  if (!changed) return text;
  // (Two spaces where an emoji went: one.)
  std::string tidy;
  for (char ch : out)
    if (!(ch == ' ' && !tidy.empty() && tidy.back() == ' ')) tidy += ch;
  while (!tidy.empty() && tidy.back() == ' ') tidy.pop_back();
  return tidy;
}

}  // namespace arbiter::query::ask
