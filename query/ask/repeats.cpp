// An action told more than once ("attacks Spider-Man three times", "he
// swings 3x", "used it twice") that no stage of the reading took: the
// situation simulates it once, so no outcome is stated over it.
#include "query/ask/repeats.h"

#include <set>
#include <string>

#include "query/ask/tokens.h"

namespace arbiter::query::ask {

namespace {

// "3 times", "three times", "several times": more than once.
bool count_word(const std::string& w) {
  const int n = w.size() == 1 && w[0] >= '2' && w[0] <= '9' ? w[0] - '0' : number_word(w);
  return n >= 2 || w == "several";
}

// "3x", "4x": table talk's count of times (not "2x", a doubling's).
bool times_said(const std::string& w) {
  return w.size() == 2 && w[1] == 'x' && w[0] >= '3' && w[0] <= '9';
}

// A game action told in the words before token k, in its sentence ("he
// attacks Spider-Man three times"; not "I forgot my Global twice").
bool action_before(const Reading& r, size_t k) {
  static const std::set<std::string> kActions = {
      "attack",   "attacks",  "attacked",  "attacking", "swing",   "swings", "swung",
      "hit",      "hits",     "scheme",    "schemes",   "schemed", "thwart", "thwarts",
      "thwarted", "activate", "activates", "activated", "block",   "blocks", "blocked",
      "defend",   "defends",  "defended",  "use",       "uses",    "used",   "deal",
      "deals",    "dealt",    "play",      "plays",     "played"};
  for (size_t j = k; j-- > 0 && j + 10 > k;) {
    if (j < r.breaks.size() && (r.breaks[j] == '.' || r.breaks[j] == '?' || r.breaks[j] == '!'))
      return false;
    if (kActions.count(r.words[j])) return true;
  }
  return false;
}

}  // namespace

void leave_out_repeats(Reading& r) {
  for (size_t k = 0; k < r.words.size(); ++k) {
    if (k < r.used.size() && r.used[k]) continue;
    const std::string& w = r.words[k];
    const bool told = w == "twice" || w == "thrice" || times_said(w) ||
                      ((w == "times") && k > 0 && count_word(r.words[k - 1]) &&
                       !(k - 1 < r.used.size() && r.used[k - 1]));
    if (!told || !action_before(r, w == "times" ? k - 1 : k)) continue;
    const std::string said = w == "times" ? r.words[k - 1] + " " + w : w;
    // (Left out already, as a word no stage took.)
    for (const std::string& out : r.left_out)
      if (out == "'" + said + "'") return;
    r.leave_out("an action told '" + said + "' (it is simulated once)");
    return;
  }
}

}  // namespace arbiter::query::ask
