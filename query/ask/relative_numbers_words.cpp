// Relative numbers' words: marks kept as flags, names told by their
// capital, numbers and stats by their spellings; operators by their words.
#include "query/ask/relative_numbers_words.h"

#include <set>

#include "common/text.h"
#include "query/ask/tokens.h"

namespace arbiter::query::ask::relative {

// The stat a word names, one name for its spellings.
std::string stat_of(const std::string& w) {
  if (w == "atk" || w == "attack") return "atk";
  if (w == "def" || w == "defense" || w == "defence") return "def";
  if (w == "costs") return "cost";
  if (w == "thw" || w == "sch" || w == "rec" || w == "life" || w == "threat" || w == "damage" ||
      w == "cost" || w == "retaliate")
    return w;
  if (w == "hp" || w == "points" || w == "health") return "hp";
  if (w == "icon" || w == "icons" || w == "boost") return "boost";
  return "";
}

namespace {

bool name_word(const std::string& s, size_t begin, const std::string& lower) {
  static const std::set<std::string> kOpeners = {
      "the", "a",    "an",    "my",     "his",  "her", "their", "its",  "our", "your",  "i",
      "i'm", "he",   "she",   "it",     "they", "we",  "you",   "then", "and", "but",   "so",
      "if",  "when", "after", "before", "what", "how", "is",    "does", "who", "where", "which"};
  return is_ascii_upper(s[begin]) && !kOpeners.count(lower);
}

}  // namespace

std::vector<Word> words_of(const std::string& s) {
  std::vector<Word> out;
  for (size_t i = 0; i < s.size();) {
    const char c = s[i];
    if (!(is_ascii_lower(c) || is_ascii_upper(c) || is_ascii_digit(c) || c == '\'')) {
      if (!out.empty() && (c == '.' || c == '?' || c == '!' || c == ';') &&
          (i + 1 == s.size() || s[i + 1] == ' '))
        out.back().ends = true;
      if (!out.empty() && (c == ',' || c == ':' || c == '(' || c == ')')) out.back().comma = true;
      ++i;
      continue;
    }
    size_t e = i;
    while (e < s.size() && (is_ascii_lower(s[e]) || is_ascii_upper(s[e]) || is_ascii_digit(s[e]) ||
                            s[e] == '\'' || (s[e] == '-' && e + 1 < s.size() && s[e + 1] != ' ')))
      ++e;
    const std::string lower = to_lower_ascii(s.substr(i, e - i));
    out.push_back({lower, i, e, false, false, name_word(s, i, lower) && stat_of(lower).empty()});
    i = e;
  }
  return out;
}

bool article(const std::string& w) {
  return w == "a" || w == "an";
}

// A number said as digits or a word; "one", "a" only where `small` allows.
std::optional<int> number_of(const std::string& w, bool small) {
  if (w == "one") return small ? std::optional<int>(1) : std::nullopt;
  if (article(w)) return small ? std::optional<int>(1) : std::nullopt;
  if (const int n = number_word(w); n >= 0) return n;
  if (w.size() <= 3 && all_digits(w)) return std::stoi(w);
  // ("the usual 4-die draw", "its 17-hp stage")
  const size_t dash = w.find('-');
  if (dash != std::string::npos && dash > 0 && dash <= 2 && all_digits(w.substr(0, dash)))
    return std::stoi(w.substr(0, dash));
  return std::nullopt;
}

std::optional<int> dice_value(const std::string& w, const std::string& stat) {
  int a = -1, d = -1;
  if (!parse_dice_stat(w, a, d)) return std::nullopt;
  const int v = stat == "def" ? d : stat == "atk" ? a : stat.empty() ? (a >= 0 ? a : d) : -1;
  return v >= 0 ? std::optional<int>(v) : std::nullopt;
}

const std::string& at(const std::vector<Word>& ws, size_t k) {
  static const std::string kNone;
  return k < ws.size() ? ws[k].text : kNone;
}

namespace {

bool comparative(const std::string& w, int& sign) {
  static const std::set<std::string> kMore = {"more", "higher", "greater", "bigger", "above"};
  static const std::set<std::string> kLess = {"less", "fewer", "lower", "smaller", "below"};
  sign = kMore.count(w) ? 1 : kLess.count(w) ? -1 : 0;
  return sign != 0;
}

}  // namespace

namespace {

// "as many icons as", "as much damage as", "the same number of icons as":
// the word after the second "as".
std::optional<size_t> as_as(const std::vector<Word>& ws, size_t from) {
  for (size_t a = from; a < ws.size() && a <= from + 4; ++a) {
    if (at(ws, a) == "as") return a + 1;
    if (ws[a].ends || number_of(at(ws, a), false)) return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace

// The operator whose words open at i, if any.
std::optional<Op> op_at(const std::vector<Word>& ws, size_t i) {
  Op op;
  op.first = i;
  const auto w = [&](size_t k) -> const std::string& { return at(ws, k); };
  // "one more than", "2 more hp than", "one icon fewer than", "one higher"
  // (the number before), "2 short of", "three times".
  if (const auto n = number_of(w(i)); n && !ws[i].ends && !article(w(i))) {
    size_t k = i + 1;
    int sign = 0;
    // (Only a unit between: "2 more hp than", "one icon fewer than"; not
    // "7 is more than 5".)
    const auto unit = [&](size_t u) {
      return !stat_of(w(u)).empty() || w(u) == "hit" || w(u) == "die" || w(u) == "dice";
    };
    while (k < ws.size() && k <= i + 3 && !comparative(w(k), sign) && !ws[k - 1].ends &&
           !ws[k - 1].comma && unit(k))
      ++k;
    op.counted = true;
    if (sign != 0) {
      op.add = sign * *n;
      for (size_t u = i + 1; u < k; ++u) op.unit += (op.unit.empty() ? "" : " ") + ws[u].text;
      if (w(k + 1) == "than" && !ws[k].ends) return op.ref = k + 2, op;
      // ("attack one above Thor's": the preposition takes the name.)
      if ((w(k) == "above" || w(k) == "below") && w(k + 1).ends_with("'s") && !ws[k].ends)
        return op.ref = k + 1, op;
      // ("a defense one higher", "one below it")
      const bool closes = k + 1 >= ws.size() || ws[k].ends || ws[k].comma || w(k + 1) == "and" ||
                          w(k + 1) == "with";
      // (Not "3 more" or "one fewer": what is added or taken, not said of
      // another number.)
      const bool more = w(k) == "more" || w(k) == "fewer" || w(k) == "less";
      if (k == i + 1 && closes && !more) return op.before = true, op.ref = k + 1, op;
      if (k == i + 1 && (w(k + 1) == "it" || w(k + 1) == "that") && !ws[k].ends)
        return op.before = true, op.ref = k + 2, op;
    }
    if (w(k) == "short" && w(k + 1) == "of" && !ws[k].ends) return op.add = -*n, op.ref = k + 2, op;
    if (w(i + 1) == "times" && *n >= 2 && !ws[i + 1].comma && !ws[i + 1].ends)
      return op.times = *n, op.ref = i + 2, op;
  }
  // (Not "double": "double its attack" is a game effect, "double blocked"
  // a block.)
  if (w(i) == "twice" && !ws[i].comma && !ws[i].ends) return op.times = 2, op.ref = i + 1, op;
  // "half (of) that", "a third of my opponent's life", "a third as many
  // icons as", "three quarters of the starting 20".
  size_t k = i + 1;
  if (w(i) == "half") op.over = 2;
  if ((article(w(i)) || w(i) == "one") && w(i + 1) == "third") op.over = 3, k = i + 2;
  if ((article(w(i)) || w(i) == "one") && w(i + 1) == "quarter") op.over = 4, k = i + 2;
  if (w(i) == "three" && w(i + 1) == "quarters") op.over = 4, op.times = 3, k = i + 2;
  if (op.over != 1) {
    if (w(k) == "of") ++k;
    if (w(k) == "as" && (w(k + 1) == "many" || w(k + 1) == "much")) {
      const auto after = as_as(ws, k + 2);
      if (!after) return std::nullopt;
      for (size_t u = k + 2; u + 1 < *after; ++u)
        op.unit += (op.unit.empty() ? "" : " ") + ws[u].text;
      k = *after;
    }
    return op.ref = k, op;
  }
  // "as many icons as", "equal to", "equals", "the same (number of) ... as".
  if (w(i) == "as" && (w(i + 1) == "many" || w(i + 1) == "much"))
    if (const auto after = as_as(ws, i + 2)) {
      for (size_t u = i + 2; u + 1 < *after; ++u)
        op.unit += (op.unit.empty() ? "" : " ") + ws[u].text;
      return op.ref = *after, op;
    }
  if (w(i) == "equal" && w(i + 1) == "to") return op.ref = i + 2, op;
  if (w(i) == "equals") return op.ref = i + 1, op;
  if (w(i) == "same")
    if (const auto after = as_as(ws, i + 1)) return op.ref = *after, op;
  return std::nullopt;
}

bool op_starts(const std::vector<Word>& ws, size_t k) {
  return op_at(ws, k).has_value();
}

// The stat said right before the operator ("an attack one higher than").
std::string stat_before(const std::vector<Word>& ws, size_t first) {
  for (size_t b = first; b-- > 0 && b + 4 > first && !ws[b].ends;)
    if (const std::string s = stat_of(ws[b].text); !s.empty()) return s;
  return "";
}

// Whether the operator at i stands where a value is said: after a stat
// ("a defense one higher", "Rhino's ATK is one more than"), a verb of
// holding or showing ("my bag holds twice", "the boost had a third as
// many"), or a number it is said of ("at 3A, a third of ..."); never in a
// sentence telling what someone says or what a rule is ("Ben says 3
// damage equals each die's defense").
bool value_position(const std::vector<Word>& ws, size_t i) {
  size_t open = i;
  while (open > 0 && !ws[open - 1].ends) --open;
  size_t close = i;
  while (close < ws.size() && !ws[close].ends) ++close;
  static const std::set<std::string> kClaims = {"says",   "said",  "say",    "claims",  "claimed",
                                                "thinks", "think", "argues", "insists", "rule",
                                                "rules",  "reads", "means"};
  for (size_t k = open; k < close && k < ws.size(); ++k)
    if (kClaims.count(ws[k].text)) return false;
  static const std::set<std::string> kHolding = {
      "has",   "had",   "have",     "holds",   "held",    "shows", "showed", "show", "gave",
      "gives", "added", "is",       "are",     "was",     "were",  "at",     "with", "taken",
      "took",  "carry", "carrying", "carries", "dealing", "deals", "equals"};
  // ("each receives damage exactly equal to its defense": said of any one.)
  for (size_t b = i; b-- > open && b + 6 > i;)
    if (ws[b].text == "each" || ws[b].text == "every" || ws[b].text == "any") return false;
  for (size_t b = i; b-- > open && b + 4 > i;) {
    if (!stat_of(ws[b].text).empty() || kHolding.count(ws[b].text)) return true;
    // ("at 3A, a third of my opponent's life")
    if (b + 1 == i && ws[b].comma && (number_of(ws[b].text, false) || dice_value(ws[b].text, "")))
      return true;
    if (ws[b].comma) break;
  }
  return false;
}

}  // namespace arbiter::query::ask::relative
