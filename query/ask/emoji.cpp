#include "query/ask/emoji.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <set>
#include <string_view>

#include "common/text.h"

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
  // (Not the arrows, U+2190-21FF: "→ Thor KO'd?" ends the facts as "->" does.)
  return (c >= 0x2300 && c <= 0x23FF) || (c >= 0x2600 && c <= 0x27BF) ||
         (c >= 0x2B00 && c <= 0x2BFF) || (c >= 0x1F000 && c <= 0x1FAFF);
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
  return to_lower_ascii(std::string_view(s).substr(b, e - b));
}

std::string word_after(const std::string& s, size_t at) {
  size_t b = at;
  while (b < s.size() && s[b] == ' ') ++b;
  size_t e = b;
  while (e < s.size() && (std::isalnum(static_cast<unsigned char>(s[e])) || s[e] == '\'')) ++e;
  return to_lower_ascii(std::string_view(s).substr(b, e - b));
}

bool number(const std::string& w) {
  return !w.empty() && std::isdigit(static_cast<unsigned char>(w[0]));
}

// What is around an emoji, as the word it stands for depends on it.
struct Around {
  std::string before, before2;  // the words before it, nearest first (lower case)
  std::string after;            // the word after it
  char next = 0;                // the first character after it, spaces skipped
  bool glued_digit = false;     // a digit right after it: "⚔️1"
  bool attack_said = false;     // its sentence has a verb of attacking
  bool opens = false;           // nothing of its sentence before it
};

bool attack_verb(const std::string& w) {
  static const std::set<std::string> kAttack = {"attack", "attacks", "attacked", "attacking",
                                                "swing",  "swings",  "swung",    "claws",
                                                "hits",   "smacks",  "vs"};
  return kAttack.count(w) > 0;
}

// The word an emoji stands for where it is, or "" (dropped). `joined`: a
// zero-width-joined cluster ("❤️‍🔥"), another symbol than its first.
std::string meaning(char32_t first, bool joined, const Around& a) {
  if (joined) return "";
  static const std::set<std::string> kNegated = {"no",     "doesn't", "don't", "didn't", "can't",
                                                 "cannot", "won't",   "not",   "nobody"};
  // ("wants to 🛡️ w/ 3 hp", "gets DOUBLE 🛡️ by Loki": the verb.)
  static const std::set<std::string> kVerbal = {"to", "double", "solo"};
  // ("at 12 ❤️", "opp has 10 ❤️"; not "I ❤️ 2 player games", "5 ❤️ from me")
  static const std::set<std::string> kLifeAt = {"at", "on",  "has", "have", "had", "with",
                                                "is", "was", "to",  "down", "now"};
  const bool ends_clause =
      a.next == 0 || std::string_view(".,!?;)").find(a.next) != std::string_view::npos;
  switch (first) {
    case 0x2694:  // crossed swords
      // ("⚔️: Hulk 6A/5D", "Black Cat (⚔️1 ❤️2)": a label, a stat's icon.)
      if (a.next == ':') return "attacker";
      if (a.glued_digit) return "atk";
      // (Not the sentence's first word, "⚔️ Thor vs 🛡️ Loki", nor beside a
      // verb of attacking in its sentence.)
      // ("⚔️ w/ Wolverine + Cyclops!": opening the sentence, what attacks
      // after "with".)
      if (a.opens && (a.after == "w" || a.after == "with")) return "attacking";
      return a.opens || a.attack_said ? "" : "attacks";
    case 0x1F6E1:  // shield
      if (a.next == ':') return "blocker";
      // ("no 🛡️.", "doesn't 🛡️", "no 🛡️ from me"; not "no 🛡️ card played",
      // "no 🛡️ (tough)": a picture of something else.)
      if (a.after.starts_with("block") || a.after.starts_with("defend")) return "";
      return kVerbal.count(a.before) ||
                     (kNegated.count(a.before) && (ends_clause || a.after == "from"))
                 ? "block"
                 : "";
    case 0x2764:  // heart
      return number(a.before) && kLifeAt.count(a.before2) ? "life" : "";
    case 0x1F4A5:  // collision
      return a.before == "damage" || a.before == "dmg" ? "" : "damage";
    default: return "";
  }
}

// Where the post's closing hashtags begin ("... #DiceMasters #XMen"), or
// the text's size: a tag among the words is one of them ("Hulk #Overcrush
// attacks").
size_t closing_tags(const std::string& text) {
  size_t tail = text.size();
  size_t end = text.size();
  while (end > 0) {
    while (end > 0 && text[end - 1] == ' ') --end;
    size_t begin = end;
    while (begin > 0 && text[begin - 1] != ' ') --begin;
    if (begin == end) break;
    const bool tag = text[begin] == '#';
    const bool picture =
        static_cast<unsigned char>(text[begin]) >= 0x80 &&
        std::none_of(text.begin() + static_cast<long>(begin), text.begin() + static_cast<long>(end),
                     [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)); });
    if (!tag && !picture) break;
    if (tag) tail = begin;
    end = begin;
  }
  return tail;
}

// "❤️ opp 14", "❤️ me 11": a board's item with a player's life, the heart
// first; said as "opp life 14".
std::string hearts_before_players(const std::string& text) {
  static const std::string kHeart = "\xE2\x9D\xA4";
  static const std::string kSelector = "\xEF\xB8\x8F";
  static const std::set<std::string> kPlayers = {"opp", "opponent", "opp's", "opponent's", "me",
                                                 "my",  "their",    "his",   "her",        "p1",
                                                 "p2",  "i'm",      "im"};
  std::string out;
  size_t from = 0;
  for (size_t at = text.find(kHeart); at != std::string::npos; at = text.find(kHeart, at + 1)) {
    size_t k = at + kHeart.size();
    if (text.compare(k, kSelector.size(), kSelector) == 0) k += kSelector.size();
    while (k < text.size() && text[k] == ' ') ++k;
    size_t e = k;
    while (e < text.size() &&
           (std::isalnum(static_cast<unsigned char>(text[e])) || text[e] == '\''))
      ++e;
    const std::string who = to_lower_ascii(std::string_view(text).substr(k, e - k));
    size_t n = e;
    while (n < text.size() && text[n] == ' ') ++n;
    size_t d = n;
    while (d < text.size() && std::isdigit(static_cast<unsigned char>(text[d]))) ++d;
    if (!kPlayers.count(who) || d == n || n == e) continue;
    out.append(text, from, at - from);
    out.append(text, k, e - k);
    out += " life ";
    from = n;
  }
  if (from == 0) return text;
  out.append(text, from, std::string::npos);
  return out;
}

}  // namespace

std::string emoji_as_words(const std::string& given) {
  const std::string text = hearts_before_players(given);
  const size_t tail = closing_tags(text);
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
      const std::string tag = to_lower_ascii(std::string_view(text).substr(i + 1, end - i - 1));
      if (tag.starts_with("dicemasters") || tag.starts_with("marvelchampions") || i < tail)
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
    Around a;
    a.before = word_before(out, out.size());
    size_t at = out.size();
    while (at > 0 && out[at - 1] == ' ') --at;
    a.before2 = word_before(out, at >= a.before.size() ? at - a.before.size() : 0);
    a.after = word_after(text, end);
    size_t n = end;
    while (n < text.size() && text[n] == ' ') ++n;
    a.next = n < text.size() ? text[n] : 0;
    a.glued_digit = end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]));
    // (Its sentence looked at no further than kNear bytes each way: a paste
    // of thousands of emojis with no full stop stays linear.)
    constexpr size_t kNear = 400;
    a.opens = true;
    for (size_t k = out.size(); k-- > 0 && k + kNear > out.size() &&
                                std::string_view(".!?").find(out[k]) == std::string_view::npos &&
                                a.opens;)
      a.opens = !std::isalnum(static_cast<unsigned char>(out[k]));
    // Its sentence, for a verb of attacking.
    size_t from = i, to = end;
    while (from > 0 && from + kNear > i &&
           std::string_view(".!?").find(text[from - 1]) == std::string_view::npos)
      --from;
    while (to < text.size() && to < end + kNear &&
           std::string_view(".!?").find(text[to]) == std::string_view::npos)
      ++to;
    for (size_t k = from; k < to && !a.attack_said; ++k)
      if (k == from || text[k - 1] == ' ') a.attack_said = attack_verb(word_after(text, k));
    const std::string word = meaning(c, joined, a);

    if (!word.empty()) {
      if (!out.empty() && out.back() != ' ' && out.back() != '(') out += ' ';
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
  if (!tidy.empty() && tidy[0] == ' ') tidy.erase(0, 1);
  return tidy;
}

}  // namespace arbiter::query::ask
