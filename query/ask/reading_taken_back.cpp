// A number taken back as it is said: "she's got three no wait two attack",
// "zola already had five no sorry four damage", "3, no, 4 hp". The speaker
// means the second number; the first, and the words that took it back, are
// not read at all (a sentence taken back whole is corrections.cpp's).
#include <set>
#include <string>
#include <vector>

#include "query/ask/reading_parts.h"
#include "query/ask/tokens.h"
#include "query/ask/told_values.h"

namespace arbiter::query::ask {

namespace {

// A number, or a die's stats ("3/5", "2a/4d", "6a").
bool a_number(const std::string& w) {
  int first = 0, second = 0;
  return number_word(w) >= 0 || told::value_of(w).has_value() ||
         number_pair(w, false, first, second);
}

// The words that take a number back, and how many follow `at`: "no wait",
// "no sorry", "sorry", "wait no", "i mean", "oops", "or rather", "actually",
// with fillers between ("ehm no, a"); "no" alone only next to a mark
// ("three, no, four"), as "2 no 3" is too weak a sign.
size_t take_back_words(const std::vector<std::string>& w, const std::vector<char>& breaks,
                       size_t at) {
  static const std::set<std::string> kCue = {"sorry", "wait", "oops", "actually", "rather", "mean",
                                             "no",    "um",   "uh",   "er",       "ehm",    "erm",
                                             "make",  "that", "a",    "an",       "it's",   "its"};
  // (Only taking back: "a", "that", "it's" fill between, and count only
  // with a cue.)
  static const std::set<std::string> kFill = {"um", "uh",   "er",  "ehm",  "erm",  "a",
                                              "an", "it's", "its", "that", "make", "no"};
  const auto brk = [&](size_t k) { return k < breaks.size() ? breaks[k] : 0; };
  size_t n = 0;
  bool strong = false;
  while (at + n < w.size() && n < 5) {
    const std::string& x = w[at + n];
    const bool pair = (x == "i" || x == "or") && at + n + 1 < w.size() &&
                      (w[at + n + 1] == "mean" || w[at + n + 1] == "rather");
    if (!pair && !kCue.count(x)) break;
    strong |= pair || !kFill.count(x) ||
              (x == "make" && at + n + 1 < w.size() && w[at + n + 1] == "that");
    n += pair ? 2 : 1;
  }
  if (n == 0) return 0;
  // ("3, no, 4", "life 15, no 14", "a 4/2, ehm no, a 4/3")
  bool marked_no = false;
  for (size_t k = at; k < at + n; ++k)
    marked_no |= w[k] == "no" && ((k > 0 && brk(k - 1) != 0) || brk(k) != 0);
  const bool no_pair = n >= 2 && w[at] == "no";
  return strong || marked_no || no_pair ? n : 0;
}

}  // namespace

void numbers_taken_back(std::vector<std::string>& words, std::vector<char>& breaks) {
  breaks.resize(words.size(), 0);
  // (Word i is looked at again after a change: "3, no, 4, wait, actually
  // 5" is taken back twice.)
  for (size_t i = 0; i + 2 < words.size();) {
    if (!a_number(words[i])) {
      ++i;
      continue;
    }
    // ("five damage no sorry four": the unit said with the first number.)
    const bool unit = i + 3 < words.size() && !a_number(words[i + 1]) && breaks[i] == 0 &&
                      take_back_words(words, breaks, i + 1) == 0 &&
                      take_back_words(words, breaks, i + 2) > 0;
    const size_t cue = unit ? i + 2 : i + 1;
    const size_t n = take_back_words(words, breaks, cue);
    if (n == 0 || cue + n >= words.size() || !a_number(words[cue + n])) {
      ++i;
      continue;
    }
    const size_t second = cue + n;
    // "five damage no sorry four" -> "four damage"; "five damage no sorry
    // four damage" -> "four damage".
    if (unit && !(second + 1 < words.size() && words[second + 1] == words[i + 1])) {
      words[i] = words[second];
      breaks[i + 1] = breaks[second];
      words.erase(words.begin() + static_cast<long>(cue),
                  words.begin() + static_cast<long>(second + 1));
      breaks.erase(breaks.begin() + static_cast<long>(cue),
                   breaks.begin() + static_cast<long>(second + 1));
      continue;
    }
    // The mark before the first number stays; the taken back words go.
    words.erase(words.begin() + static_cast<long>(i), words.begin() + static_cast<long>(second));
    breaks.erase(breaks.begin() + static_cast<long>(i), breaks.begin() + static_cast<long>(second));
  }
}

}  // namespace arbiter::query::ask
