// Dice Masters stats said of a die already named, not of another die: "Hulk
// had Overcrush and 7A/7D", "Cap had Iron Will ...; his stats are 3A/4D",
// "Hulk charges into the Attack Zone - 6A/6D - and", "Thor swings in at
// 5A/3D!", "Loki blocks, 3A/3D.", "Thor of 5 attack 4 defense".
#include <set>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

bool stats_of_die_named(const std::vector<Token>& t, size_t i) {
  // ("I attack with Thor of 5 attack 4 defense": a learner's "of" between
  // the name and its stats; "Mystique on 2A/3D", the face it is on.)
  if (i >= 2 && (t[i - 1].word("of") || t[i - 1].word("on")) && t[i - 1].brk == 0 &&
      t[i - 2].is("role", "die") && t[i - 2].text != "die" && t[i - 2].text != "dice" &&
      t[i - 2].brk == 0)
    return true;
  // ("Hulk had Overcrush and 7A/7D", "his stats are 3A/4D": more said of
  // the die already named, not another.)
  // (Only of a die the reader knows by name: "Their Black Panther had Iron
  // Will and 2A/3D", a name it does not know, is the die those stats
  // name.)
  if (i >= 4 && t[i - 1].word("and") && !t[i - 2].ends() && t[i - 2].term_kind("keyword") &&
      (t[i - 3].word("has") || t[i - 3].word("had") || t[i - 3].word("have") ||
       t[i - 3].word("with")) &&
      (t[i - 4].is("role", "die") || t[i - 4].word("he") || t[i - 4].word("she") ||
       t[i - 4].word("it")))
    return true;
  if (i >= 2 && !t[i - 1].ends() && !t[i - 2].ends() &&
      (t[i - 1].word("are") || t[i - 1].word("were") || t[i - 1].word("is") ||
       t[i - 1].word("was")) &&
      (t[i - 2].word("stats") || t[i - 2].word("stat") || t[i - 2].word("numbers")) &&
      // (Not "Loki, whose stats are 2A/2D": the name's own, read as ever.)
      !(i >= 3 && t[i - 3].word("whose"))) {
    // (Of a die its sentence names that the reader knows: not "Black
    // Panther had Iron Will; his stats are 2A/3D", where the stats are
    // the die.)
    bool named = false;
    for (size_t k = i; k-- > 0 && t[k].brk != '.' && t[k].brk != '?' && t[k].brk != '!';)
      named |= t[k].is("role", "die");
    if (named) return true;
  }
  // ("my Hulk attacked - level 2, 8A/8D, and he has Overcrush", "Hulk
  // charges into the Attack Zone - 6A/6D - and", "Thor swings in at
  // 5A/3D!", "Loki blocks, 3A/3D.", "Storm attacks: 2A/3D": an aside
  // after the verb, of the die that did it.)
  if (i >= 2 && (t[i - 1].brk == ',' || t[i - 1].brk == ':' || t[i - 1].word("at")) &&
      (t[i].brk == ',' || t[i].ends_sentence() || i + 1 == t.size())) {
    static const std::set<std::string> kWhere = {"in", "into", "at", "away", "forward", "off"};
    const auto blocks = [](const Token& x) {
      return x.is("role", "blocker") &&
             (x.text == "blocks" || x.text == "blocked" || x.text == "blocking");
    };
    // Back from the stats over the verb's words to the die before them.
    size_t k = i;
    bool moved = false;
    while (k > 0 && k + 5 > i && !t[k - 1].ends_sentence() && !t[k - 1].is("role", "die") &&
           (t[k - 1].is("action", "attack") || blocks(t[k - 1]) ||
            (t[k - 1].kind == Tok::kWord &&
             (motion_verb(t[k - 1].text) || kWhere.count(t[k - 1].text))) ||
            way_in(t, k - 1)) &&
           (k == i || t[k - 1].brk == 0)) {
      moved |= t[k - 1].is("action", "attack") || blocks(t[k - 1]) || t[k - 1].text.size() > 5 ||
               way_in(t, k - 1);
      --k;
    }
    if (moved && k > 0 && k < i && t[k - 1].is("role", "die") && t[k - 1].brk == 0) return true;
    // ("Colossus steels up and attacks, three attack six defense": the
    // die opening the sentence, a few plain words, "and", the verb.)
    if (moved && k > 1 && k < i && t[k - 1].word("and") && t[k - 1].brk == 0)
      for (size_t j = k - 1; j-- > 0 && j + 5 > k;) {
        if (t[j].brk != 0 || t[j].kind == Tok::kDiceStat) break;
        if (t[j].is("role", "die")) {
          if (j == 0 || t[j - 1].ends_sentence()) return true;
          break;
        }
      }
  }
  return false;
}

}  // namespace arbiter::query::ask
