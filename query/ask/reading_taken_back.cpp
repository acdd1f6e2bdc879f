// A number taken back as it is said: "she's got three no wait two attack",
// "zola already had five no sorry four damage", "3, no, 4 hp". The speaker
// means the second number; the first, and the words that took it back, are
// not read at all (a sentence taken back whole is corrections.cpp's).
#include <set>
#include <string>
#include <vector>

#include "common/text.h"
#include "query/ask/reading_parts.h"
#include "query/ask/tokens.h"

namespace arbiter::query::ask {

namespace {

bool a_number(const std::string& w) {
  return (!w.empty() && w.size() <= 2 && all_digits(w)) || number_word(w) >= 0;
}

// The words that take a number back, and how many follow `at`: "no wait",
// "no sorry", "sorry", "wait no", "i mean", "oops", "or rather", "actually";
// "no" alone only between marks ("three, no, four"), as "2 no 3" is too
// weak a sign.
size_t take_back_words(const std::vector<std::string>& w, const std::vector<char>& breaks,
                       size_t at) {
  static const std::set<std::string> kCue = {"sorry", "wait", "oops", "actually", "rather",
                                             "mean",  "no",   "um",   "uh",       "er"};
  const auto brk = [&](size_t k) { return k < breaks.size() ? breaks[k] : 0; };
  size_t n = 0;
  bool strong = false;
  while (at + n < w.size() && n < 3) {
    const std::string& x = w[at + n];
    const bool pair = (x == "i" || x == "or") && at + n + 1 < w.size() &&
                      (w[at + n + 1] == "mean" || w[at + n + 1] == "rather");
    if (!pair && !kCue.count(x)) break;
    strong |= pair || (x != "no" && x != "um" && x != "uh" && x != "er");
    n += pair ? 2 : 1;
  }
  if (n == 0) return 0;
  const bool marked_no = n == 1 && w[at] == "no" && brk(at) != 0 && at > 0 && brk(at - 1) != 0;
  const bool no_pair = n >= 2 && w[at] == "no";
  return strong || marked_no || no_pair ? n : 0;
}

}  // namespace

void numbers_taken_back(std::vector<std::string>& words, std::vector<char>& breaks) {
  breaks.resize(words.size(), 0);
  for (size_t i = 0; i + 2 < words.size(); ++i) {
    if (!a_number(words[i])) continue;
    // ("five damage no sorry four": the unit said with the first number.)
    const bool unit = i + 3 < words.size() && !a_number(words[i + 1]) && breaks[i] == 0 &&
                      take_back_words(words, breaks, i + 1) == 0 &&
                      take_back_words(words, breaks, i + 2) > 0;
    const size_t cue = unit ? i + 2 : i + 1;
    const size_t n = take_back_words(words, breaks, cue);
    if (n == 0 || cue + n >= words.size() || !a_number(words[cue + n])) continue;
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
