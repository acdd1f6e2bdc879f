// "I used an Action die to KO that Sidekick before damage": a die KO'd by
// an effect, not by combat damage, is taken out of the combat to its
// owner's Prep Area (its attacker stays blocked, dm:2.7.2.4).
#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

bool ko_by_effect(const std::vector<Token>& t, size_t i) {
  if (!t[i].is("status", "ko")) return false;
  size_t first = i, last = i;
  while (first > 0 && !t[first - 1].ends_sentence()) --first;
  while (last + 1 < t.size() && !t[last].ends_sentence()) ++last;
  // What KOs it: an action die, a Global, an ability; or when: before
  // combat damage.
  bool effect = false, before_damage = false;
  for (size_t k = first; k <= last; ++k) {
    // (Vocabulary terms: compared by their text.)
    effect |= t[k].is("term", "action-die") || t[k].text == "global" || t[k].text == "ability" ||
              t[k].text == "global ability";
    if (t[k].word("before"))
      for (size_t j = k + 1; j <= last && j < k + 4; ++j)
        before_damage |= t[j].text.find("damage") != std::string::npos || t[j].text == "combat" ||
                         t[j].text == "blocks";
    // ("KO'd after damage", "KO'd by the 5 damage": combat's.)
    if (t[k].word("after")) return false;
  }
  if (!effect && !before_damage) return false;
  // Said of the die KO'd: "to KO the Sidekick", "I KO'd it", "was KO'd
  // by an Action die".
  const bool object_after =
      i + 1 < t.size() && !t[i].ends() &&
      (t[i + 1].word("the") || t[i + 1].word("that") || t[i + 1].word("his") ||
       t[i + 1].word("her") || t[i + 1].word("their") || t[i + 1].word("it") ||
       t[i + 1].word("him") || t[i + 1].is("role", "die") || t[i + 1].is("term", "sidekick") ||
       t[i + 1].is("role", "blocker"));
  const bool passive = i > 0 &&
                       (t[i - 1].word("was") || t[i - 1].word("is") || t[i - 1].word("gets") ||
                        t[i - 1].word("got")) &&
                       i + 1 < t.size() && t[i + 1].word("by");
  return object_after || passive;
}

}  // namespace arbiter::query::ask
