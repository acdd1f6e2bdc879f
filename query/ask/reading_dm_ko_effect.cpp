// "I used an Action die to KO that Sidekick before damage": a die KO'd by
// an effect, not by combat damage, is taken out of the combat to its
// owner's Prep Area (its attacker stays blocked, dm:2.7.2.4).
#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

namespace {

// An Action die, a Global, an ability (vocabulary terms: by their text).
bool effect_word(const Token& t) {
  return t.is("term", "action-die") || t.text == "global" || t.text == "ability" ||
         t.text == "global ability";
}

// "a", "the", "his", ... (mentions.h), or "its".
bool determiner_word(const Token& t) {
  Owner owner;
  return determiner(t, owner) || t.word("its");
}

}  // namespace

bool ko_by_effect(const std::vector<Token>& t, size_t i) {
  if (!t[i].is("status", "ko")) return false;
  size_t first = i, last = i;
  while (first > 0 && !t[first - 1].ends_sentence()) --first;
  while (last + 1 < t.size() && !t[last].ends_sentence()) ++last;
  // What KOs it is the effect: "used an Action die to KO", "KO'd it with a
  // Global", "KO'd by an ability"; not one said beside a combat KO ("I KO
  // the Beast with combat damage and Thor's ability triggers").
  bool by_effect = false;
  if (i >= 2 && t[i - 1].word("to"))
    for (size_t k = i - 1; k-- > first && k + 5 > i;) by_effect |= effect_word(t[k]);
  for (size_t k = i + 1; k <= last && k < i + 6 && !by_effect; ++k) {
    if (!(t[k].word("with") || t[k].word("using") || t[k].word("by") || t[k].word("w"))) continue;
    size_t e = k + 1;
    while (e <= last && determiner_word(t[e])) ++e;
    by_effect = e <= last && effect_word(t[e]);
  }
  // Or when: before combat damage ("before damage", "before combat
  // damage"); never after it.
  bool before_damage = false;
  for (size_t k = first; k <= last; ++k) {
    const bool damage_next = k + 1 <= last && (t[k + 1].text.find("damage") != std::string::npos ||
                                               t[k + 1].text == "combat");
    if (t[k].word("before") && damage_next) before_damage = true;
    if (t[k].word("after") && damage_next) return false;
  }
  if (!by_effect && !before_damage) return false;
  // A block told before it: taken out of the combat, not out of the Main
  // Step's field ("During my main step I KO'd his Sidekick with an Action
  // die. My Thor then attacked": a die gone before the attack).
  bool block_before = false;
  for (size_t k = 0; k < i; ++k) block_before |= t[k].is("role", "blocker");
  if (!block_before) return false;
  // Said of the die KO'd: "to KO the Sidekick", "I KO'd it", "was KO'd
  // by an Action die".
  const bool object_after = i + 1 < t.size() && !t[i].ends() &&
                            (determiner_word(t[i + 1]) || t[i + 1].word("it") ||
                             t[i + 1].word("him") || t[i + 1].is("role", "die") ||
                             t[i + 1].is("term", "sidekick") || t[i + 1].is("role", "blocker"));
  const bool passive = i > 0 &&
                       (t[i - 1].word("was") || t[i - 1].word("is") || t[i - 1].word("gets") ||
                        t[i - 1].word("got")) &&
                       i + 1 < t.size() && t[i + 1].word("by");
  return object_after || passive;
}

}  // namespace arbiter::query::ask
