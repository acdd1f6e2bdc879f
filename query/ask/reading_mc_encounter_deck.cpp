// "The boost card was the very last card of the encounter deck", "2 cards
// left in the encounter deck": how many cards the encounter deck holds,
// for the engine's empty deck (mc:empty-encounter-deck: reshuffled at
// once, an acceleration token placed).
#include "common/text.h"
#include "query/ask/claims.h"
#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

namespace {

bool encounter_at(const std::vector<std::string>& w, size_t k) {
  return w[k] == "encounter" && k + 1 < w.size() &&
         (w[k + 1] == "deck" || w[k + 1] == "card" || w[k + 1] == "cards");
}

// ("was not the last card", "isn't the last one")
bool denied(const std::vector<std::string>& w, size_t j) {
  for (size_t k = j; k-- > 0 && k + 3 > j;)
    if (w[k] == "not" || w[k] == "isn't" || w[k] == "wasn't") return true;
  return false;
}

// "the boost card was the last encounter card": said of the boost, in the
// sentence before.
bool boost_before(const std::vector<std::string>& w, const std::vector<char>& breaks, size_t j) {
  for (size_t k = j; k-- > 0 && !sentence_mark(breaks[k]);)
    if (w[k] == "boost") return true;
  return false;
}

}  // namespace

void read_encounter_deck(Reading& r) {
  const std::vector<std::string>& w = r.words;
  for (size_t k = 0; k < w.size(); ++k) {
    if (!encounter_at(w, k)) continue;
    // ("the last card of the encounter deck", "the last encounter card":
    // "last" at most five words before, in its sentence.)
    for (size_t j = k; j-- > 0 && j + 6 > k && !sentence_mark(r.breaks[j]);)
      // ("last card", "last encounter card"; not "Last turn I got an
      // encounter card")
      // ("the second to last card": not the last.)
      // ("The last encounter card I was dealt": the latest, unless said of
      // the deck, or of the boost card drawn from it.)
      if (w[j] == "last" && (w[j + 1] == "card" || w[j + 1] == "one" || j + 1 == k) &&
          !denied(w, j) && !(j > 0 && w[j - 1] == "to") &&
          (w[k + 1] == "deck" || boost_before(w, r.breaks, j))) {
        // (Written as a number made, not the literal "1": g++ 12 warns
        // falsely of an overlapping copy, -Wrestrict, for the literal.)
        r.facts["game"]["encounter-deck"] = std::to_string(1);
        for (size_t u = j; u <= k + 1 && u < r.used.size(); ++u) r.used[u] = true;
        return;
      }
    // ("2 cards left in the encounter deck")
    if (k >= 4 && (w[k - 1] == "the" || w[k - 1] == "my") && w[k - 2] == "in" &&
        w[k - 3] == "left" && (w[k - 4] == "cards" || w[k - 4] == "card") && k >= 5 &&
        all_digits(w[k - 5])) {
      r.facts["game"]["encounter-deck"] = w[k - 5];
      for (size_t u = k - 5; u <= k + 1 && u < r.used.size(); ++u) r.used[u] = true;
      return;
    }
  }
}

}  // namespace arbiter::query::ask
