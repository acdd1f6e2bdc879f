// A life gain told outside combat: "I'm at 19 and gain 2 life", "My life is
// 18 and an ability makes me gain 4 life", "an ability granting them 5
// Life", "a 5-life gain" (dm gain-life, the engine capping it at the
// starting life, dm:1.1.3).
#include <set>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

size_t life_gained_at(const std::vector<Token>& t, size_t k) {
  static const std::set<std::string> kGain = {"gain",   "gains",   "gaining",  "gained",
                                              "regain", "regains", "granting", "grants",
                                              "grant",  "granted"};
  auto is_life = [&](size_t j) { return j < t.size() && t[j].is("stat", "life"); };
  if (k + 1 < t.size() && kGain.count(t[k].text)) {
    if (t[k + 1].kind == Tok::kNumber) return k + 1;
    // ("granting them 5 Life": whom, then how much)
    // ("gains me 5 life", "gains you 5 life": "me" read as a player.)
    if (k + 3 < t.size() && t[k + 2].kind == Tok::kNumber && is_life(k + 3) &&
        (t[k + 1].kind == Tok::kWord || t[k + 1].is("role", "player")))
      return k + 2;
    // ("I was at 18 life when an effect gained me 4": the unit said
    // elsewhere in the question.)
    bool life_said = false;
    for (size_t j = 0; j < t.size(); ++j) life_said |= is_life(j);
    if (k + 2 < t.size() && t[k + 2].kind == Tok::kNumber && life_said && !t[k + 1].ends() &&
        (t[k + 1].text == "me" || t[k + 1].text == "us") &&
        !(k + 3 < t.size() && t[k + 3].kind != Tok::kWord))
      return k + 2;
  }
  if (t[k].word("gain") && k >= 2 && is_life(k - 1) && t[k - 2].kind == Tok::kNumber)
    return k - 2;  // "a 5-life gain"
  // "an ability that gives me 5 life", "gave him 3 life": whom, then how
  // much life (the unit said, as "gives" gives anything).
  static const std::set<std::string> kGive = {"give", "gives", "gave", "giving"};
  if (kGive.count(t[k].text)) {
    if (k + 2 < t.size() && t[k + 1].kind == Tok::kNumber && is_life(k + 2)) return k + 1;
    static const std::set<std::string> kWhom = {"me", "him", "her", "them", "us", "you"};
    if (k + 3 < t.size() && kWhom.count(t[k + 1].text) && t[k + 2].kind == Tok::kNumber &&
        is_life(k + 3))
      return k + 2;
  }
  // "Five life was gained by me": the amount, the unit, then the verb.
  if (t[k].word("gained") && k >= 3 &&
      (t[k - 1].word("was") || t[k - 1].word("is") || t[k - 1].word("were")) && is_life(k - 2) &&
      t[k - 3].kind == Tok::kNumber)
    return k - 3;
  return t.size();
}

bool read_life_gain(Reading& r, const std::vector<Token>& t) {
  // "I'm at 19 and gain 2 life", "gain 2 life at 19", "an ability granting
  // them 5 Life", "a 5-life gain": life gained.
  auto is_life = [&](size_t j) { return j < t.size() && t[j].is("stat", "life"); };
  for (size_t k = 0; k + 1 < t.size(); ++k) {
    const size_t at = life_gained_at(t, k);  // the amount's token
    if (at == t.size()) continue;
    // ("makes them gain 4 life", "gained him 4": another player's gain;
    // "can't gain life", "would make me gain": none, or not said to
    // happen.)
    bool others = false, denied = false;
    for (size_t j = at >= 5 ? at - 5 : 0; j < at; ++j) {
      others |= t[j].text == "them" || t[j].text == "him" || t[j].text == "her" ||
                t[j].text == "they" || t[j].text.starts_with("opp") || t[j].text == "their" ||
                t[j].text == "his";
      denied |= t[j].text == "can't" || t[j].text == "cannot" || t[j].text == "would" ||
                t[j].text == "won't" || t[j].text == "could";
    }
    for (size_t j = 0; j < t.size(); ++j)
      denied |= (t[j].text == "can't" || t[j].text == "cannot") && j + 1 < t.size() &&
                t[j + 1].text.starts_with("gain");
    if (denied) continue;
    const int amount = t[at].number;
    int life = -1;
    size_t life_at = 0;
    for (size_t j = 0; j < t.size() && life < 0; ++j)
      if (j != at && t[j].kind == Tok::kNumber && t[j].number <= 20 &&
          ((j > 0 && (t[j - 1].word("at") || t[j - 1].word("on") || t[j - 1].word("have"))) ||
           (is_life(j + 1) && j + 1 != at + 1) ||
           // ("My life is 18", "Life 17.": the life named before it.)
           (j > 0 && is_life(j - 1) && t[j - 1].brk != '.') ||
           (j > 1 && t[j - 1].word("is") && is_life(j - 2)) ||
           // ("Me 18, gain 4": table talk's life, after "me" opening it.)
           (j > 0 && t[j - 1].text == "me" && (j == 1 || t[j - 2].ends()))))
        life = t[j].number, life_at = j;
    if (amount < 0 || life < 0) continue;
    // (The life told the asker's, "My life is 10", "I'm at 14", and the gain
    // another's: not this gain's life. "A player with 18 life ... gains them
    // 4" is one player's.)
    bool askers = false;
    for (size_t j = life_at; j-- > 0 && j + 5 > life_at && !t[j].ends_sentence();)
      askers |= t[j].text == "i" || t[j].text == "i'm" || t[j].text == "im" || t[j].text == "my" ||
                t[j].text == "me";
    if (others && askers) continue;
    // ("he is at 2 and my action die deals 2 damage to him, then he gains
    // 3": damage told as well is more than a gain, which alone would rule
    // on the wrong life.)
    // (Damage dealt, not damage taken before: "took 3 damage, so I'm at 17".)
    bool damage_told = false;
    for (size_t j = 2; j < t.size(); ++j)
      if (t[j].is("stat", "damage") && t[j - 1].kind == Tok::kNumber)
        for (size_t d = j - 1; d-- > 0 && d + 4 > j - 1;)
          damage_told |=
              t[d].word("deal") || t[d].word("deals") || t[d].word("dealt") || t[d].word("dealing");
    if (damage_told) return false;
    r.action = "gain-life";
    r.facts["p1"]["life"] = std::to_string(life);
    r.facts["effect"]["amount"] = std::to_string(amount);
    return true;
  }
  return false;
}

}  // namespace arbiter::query::ask
