#include "query/ask/told_values.h"

#include <cctype>
#include <string_view>

#include "common/text.h"

namespace arbiter::query::ask::told {

namespace {}  // namespace

std::optional<Value> value_of(const std::string& w) {
  if (!w.empty() && w.size() <= 3 && all_digits(w)) return Value{-1, -1, std::stoi(w)};
  Value v;
  size_t k = 0;
  const auto number = [&]() {
    size_t from = k;
    while (k < w.size() && is_ascii_digit(w[k])) ++k;
    return k > from && k - from <= 2 ? std::stoi(w.substr(from, k - from)) : -1;
  };
  const int first = number();
  if (first < 0 || k >= w.size()) return std::nullopt;
  if (w[k] == 'd' && k + 1 == w.size()) return Value{-1, first, -1};
  if (w[k] != 'a') return std::nullopt;
  v.a = first;
  ++k;
  if (k == w.size()) return v;
  if (w[k] != '/') return std::nullopt;
  ++k;
  const int second = number();
  if (second < 0 || k + 1 != w.size() || w[k] != 'd') return std::nullopt;
  v.d = second;
  return v;
}

std::string text_of(const Value& v) {
  if (!v.stat()) return std::to_string(v.n);
  std::string out;
  if (v.a >= 0) out += std::to_string(v.a) + "A";
  if (v.a >= 0 && v.d >= 0) out += "/";
  if (v.d >= 0) out += std::to_string(v.d) + "D";
  return out;
}

// The parts `part` tells are the same in `whole`.
bool agrees(const Value& part, const Value& whole) {
  if (part.stat() != whole.stat()) return false;
  if (!part.stat()) return part.n == whole.n;
  return (part.a < 0 || part.a == whole.a) && (part.d < 0 || part.d == whole.d);
}

// A stat value `v` can stand for what `old` told (its parts are there).
bool fits(const Value& v, const Value& old) {
  if (v.stat() != old.stat()) return false;
  return !v.stat() || ((v.a < 0 || old.a >= 0) && (v.d < 0 || old.d >= 0));
}

Value merged(const Value& old, const Value& v) {
  Value out = old;
  if (v.a >= 0) out.a = v.a;
  if (v.d >= 0) out.d = v.d;
  if (!v.stat()) out.n = v.n;
  return out;
}

std::vector<Sentence> sentences_of(const std::string& s) {
  std::vector<Sentence> out;
  Sentence cur;
  const auto close = [&](size_t end) {
    cur.end = end;
    if (!cur.words.empty()) out.push_back(cur);
    cur = Sentence{};
    cur.begin = end;
  };
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
    if (i >= s.size()) break;
    size_t j = i;
    while (j < s.size() && !std::isspace(static_cast<unsigned char>(s[j]))) ++j;
    // The word without the marks around it.
    size_t b = i, e = j;
    while (b < e && std::string_view("\"'(*[").find(s[b]) != std::string_view::npos) ++b;
    while (e > b && std::string_view(".,;:!?)\"'*]").find(s[e - 1]) != std::string_view::npos) --e;
    if (cur.words.empty()) cur.begin = i;
    if (e > b) cur.words.push_back({b, e, to_lower_ascii(std::string_view(s).substr(b, e - b))});
    // A sentence ends at '?', '!' or a single '.' after the word ("is..."
    // goes on).
    const std::string_view tail(s.data() + e, j - e);
    const bool ellipsis = tail.find("..") != std::string_view::npos;
    if (tail.find('?') != std::string_view::npos) {
      cur.asks = true;
      close(j);
    } else if (!ellipsis && (tail.find('.') != std::string_view::npos ||
                             tail.find('!') != std::string_view::npos)) {
      close(j);
    }
    i = j;
  }
  close(s.size());
  return out;
}

// What a word says of whom or of what: "me", "opp" for the players said
// any way, a stem otherwise; "" for a word that says nothing of either.
std::string content(const std::string& w) {
  static const std::set<std::string> kMe = {"i", "i'm", "im", "me", "my", "mine", "i've", "i'll"};
  static const std::set<std::string> kOpp = {"opponent", "opponent's", "opponents", "opp",
                                             "opp's",    "their",      "they",      "them",
                                             "they're",  "your",       "you",       "you're"};
  static const std::set<std::string> kEmpty = {
      "the",     "a",     "an",      "is",      "are",    "was",    "were",    "at",     "on",
      "in",      "of",    "to",      "it",      "its",    "it's",   "that",    "this",   "has",
      "have",    "had",   "and",     "but",     "so",     "not",    "edit",    "update", "actually",
      "sorry",   "wait",  "no",      "nope",    "face",   "level",  "lvl",     "really", "just",
      "too",     "with",  "for",     "be",      "been",   "shows",  "show",    "says",   "say",
      "showing", "right", "correct", "now",     "still",  "after",  "then",    "wrote",  "written",
      "first",   "from",  "before",  "instead", "course", "typo'd", "misread", "yeah",   "yes",
      "only",    "all",   "each",    "both",    "i'd",    "he",     "she",     "his",    "her",
      "him"};
  if (kMe.count(w)) return "me";
  if (kOpp.count(w)) return "opp";
  if (kEmpty.count(w) || value_of(w)) return "";
  std::string stem = w;
  if (stem.size() > 2 && stem.compare(stem.size() - 2, 2, "'s") == 0) stem.resize(stem.size() - 2);
  if (stem.size() > 3 && stem.back() == 's') stem.pop_back();
  return stem;
}

// The value of word `k`, unless it is a level, a stage or a die's number
// ("level 1", "#2").
std::optional<Value> told_value(const Sentence& s, size_t k) {
  static const std::set<std::string> kNotValue = {"level", "lvl", "stage", "step",  "round",
                                                  "turn",  "#",   "game",  "player"};
  if (k > 0 && kNotValue.count(s.words[k - 1].low)) return std::nullopt;
  return value_of(s.words[k].low);
}

// Word `k` of `s` is an old value named as such: after "not", "wrote",
// "written", "instead of", or "the 18 was ...".
bool named_old(const Sentence& s, size_t k) {
  if (k > 0) {
    const std::string& b = s.words[k - 1].low;
    if (b == "not" || b == "wrote" || b == "written" || b == "of") return true;
  }
  return k > 0 && k + 1 < s.words.size() && s.words[k - 1].low == "the" &&
         (s.words[k + 1].low == "was" || s.words[k + 1].low == "were");
}

std::set<std::string> contents(const Sentence& s, size_t from, size_t to, bool players) {
  std::set<std::string> out;
  for (size_t k = from; k < to && k < s.words.size(); ++k) {
    const std::string c = content(s.words[k].low);
    if (!c.empty() && (players || (c != "me" && c != "opp"))) out.insert(c);
  }
  return out;
}

size_t overlap(const std::set<std::string>& a, const std::set<std::string>& b) {
  size_t n = 0;
  for (const std::string& x : a) n += b.count(x);
  return n;
}

// The words around word `k` that say what its number counts ("4 life",
// "fielding cost 2").
std::set<std::string> around(const Sentence& s, size_t k) {
  return contents(s, k >= 2 ? k - 2 : 0, k + 3, false);
}

// What the number at `k` counts, said right before or after it ("boost 1",
// "17 life"), as content() gives it; "" for a bare number.
std::string unit_of(const Sentence& s, size_t k) {
  static const std::set<std::string> kUnits = {
      "life", "hp",     "damage", "icon", "boost", "threat", "dice", "die",   "def",   "defense",
      "atk",  "attack", "sch",    "thw",  "rec",   "energy", "cost", "level", "token", "pip"};
  for (const size_t j : {k + 1, k - 1})
    if (j < s.words.size()) {
      const std::string c = content(s.words[j].low);
      if (kUnits.count(c)) return c;
    }
  return "";
}

}  // namespace arbiter::query::ask::told
