// How the attacking player says a blocked attacker's damage is split
// among its blockers (dm:2.7.4.3.5) in words that name no die: "2 on
// each", "split 3 and 2", "2 to one and 3 to the other". Splits that name
// their dice ("3 on the 2/3") are read with the verbs (reading_dm_roles).
#include <string>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

namespace {

bool number(const std::string& w) {
  return !w.empty() && w.size() < 3 && w.find_first_not_of("0123456789") == std::string::npos;
}

bool split_verb(const std::string& w) {
  return w == "split" || w == "splits" || w == "put" || w == "puts" || w == "assign" ||
         w == "assigns" || w == "assigned" || w == "divide" || w == "divides" || w == "divided" ||
         w == "do" || w == "deal" || w == "deals" || w == "dealt";
}

bool damage_word(const std::string& w) {
  return w == "dmg" || w == "damage";
}

}  // namespace

void read_split_told(Reading& r) {
  if (!r.has("blocker2") || r.has("split")) return;
  const std::vector<std::string>& w = r.words;
  const size_t n = w.size();
  const bool two = !r.has("blocker3");
  for (size_t k = 0; k < n; ++k) {
    if (!split_verb(w[k])) continue;
    // "i put 3 dmg on each", "I split 1 each", "I split my 6 as 3 on
    // each": every blocker the same.
    for (size_t j = k + 1; j < n && j < k + 8 && !r.sentence_ends_at(j - 1); ++j) {
      if (w[j] != "each") continue;
      size_t at = j;
      while (at > k + 1 && !number(w[at - 1]) &&
             (damage_word(w[at - 1]) || w[at - 1] == "on" || w[at - 1] == "to"))
        --at;
      if (at == k + 1 || !number(w[at - 1])) break;
      for (const char* b : {"blocker", "blocker2", "blocker3"})
        if (r.has(b)) r.facts["split"][b] = w[at - 1];
      // ("assigned 4 damage to each blocker": the 4 is assigned, not
      // damage already on the attacker.)
      if (r.fact("attacker", "damage") == w[at - 1]) r.facts["attacker"].erase("damage");
      for (size_t u = at - 1; u <= j; ++u) r.used[u] = true;
      r.used[k] = true;
      return;
    }
    if (!two) continue;
    // "split 3 and 2", "splits his damage 2 and 3": in the order the
    // blockers were told.
    size_t j = k + 1;
    while (j < n && j < k + 5 && !number(w[j]) && !r.sentence_ends_at(j - 1) &&
           (damage_word(w[j]) || w[j] == "my" || w[j] == "his" || w[j] == "her" ||
            w[j] == "their" || w[j] == "the" || w[j] == "it" || w[j].ends_with("'s")))
      ++j;
    if (j + 2 < n && number(w[j]) && (w[j + 1] == "and" || w[j + 1] == "&") && number(w[j + 2]) &&
        !(j + 3 < n && (w[j + 3] == "to" || w[j + 3] == "on"))) {
      r.facts["split"]["blocker"] = w[j];
      r.facts["split"]["blocker2"] = w[j + 2];
      for (size_t u = k; u <= j + 2; ++u) r.used[u] = true;
      return;
    }
  }
  // "2 to one and 3 to the other": which is which does not matter only
  // when the blockers are alike; otherwise the split stays unsaid.
  if (!two || r.fact("blocker", "a") != r.fact("blocker2", "a") ||
      r.fact("blocker", "d") != r.fact("blocker2", "d"))
    return;
  for (size_t k = 0; k + 6 < n; ++k) {
    size_t j = k + 1;
    if (!number(w[k])) continue;
    if (damage_word(w[j])) ++j;
    if (!(w[j] == "to" || w[j] == "on") || w[j + 1] != "one" || w[j + 2] != "and") continue;
    j += 3;
    if (j + 3 >= n + 1 || !number(w[j])) continue;
    size_t e = j + 1;
    if (e < n && damage_word(w[e])) ++e;
    if (e + 2 < n && (w[e] == "to" || w[e] == "on") && w[e + 1] == "the" && w[e + 2] == "other") {
      r.facts["split"]["blocker"] = w[k];
      r.facts["split"]["blocker2"] = w[j];
      for (size_t u = k; u <= e + 2; ++u) r.used[u] = true;
      return;
    }
  }
}

}  // namespace arbiter::query::ask
