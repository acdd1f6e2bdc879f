// A die spun up or down during combat ("I spin Magneto down one level",
// "cap gets spun down 1"), and what a level change needs to be simulated:
// the face of the level it lands on.
#include <algorithm>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

namespace {

bool spin_word(const Token& t) {
  return t.text == "spin" || t.text == "spins" || t.text == "spun" || t.text == "spinning" ||
         t.text == "spinned";
}

// "down 1", "down one level", "up 2 levels": how many levels, 1 unless said.
int levels_said(const std::vector<Token>& t, size_t after) {
  if (after >= t.size()) return 1;
  if (t[after].kind == Tok::kNumber && t[after].number >= 1 && t[after].number <= 4)
    return t[after].number;
  if (t[after].word("two")) return 2;
  return 1;
}

// The die a spin word is said of: the mention right after it ("spin cap
// down"), or right before it ("Magneto is spun down", "cap gets spun").
int spun_mention(const DmText& text, size_t at) {
  // ("my 2A/2D, which I then spun up": the die before "which".)
  for (size_t w = at; w-- > 0 && w + 4 > at;)
    if (text.tokens[w].word("which")) {
      for (size_t m = 0; m < text.ms.size(); ++m)
        if (text.ms[m].head == Head::kDie && text.ms[m].last + 1 == w) return static_cast<int>(m);
      break;
    }
  for (size_t m = 0; m < text.ms.size(); ++m) {
    const Mention& x = text.ms[m];
    if (x.head != Head::kDie && x.head != Head::kPronoun) continue;
    if (x.first == at + 1 || x.first == at + 2) return static_cast<int>(m);
    const bool passive =
        x.last + 1 == at || (x.last + 2 == at && (text.tokens[x.last + 1].word("is") ||
                                                  text.tokens[x.last + 1].word("gets") ||
                                                  text.tokens[x.last + 1].word("was")));
    if (passive) return static_cast<int>(m);
  }
  return -1;
}

}  // namespace

void read_spins(Reading& r, const DmDice& dd, const DmText& text) {
  const std::vector<Token>& t = text.tokens;
  for (size_t i = 0; i < t.size(); ++i) {
    if (!spin_word(t[i])) continue;
    size_t dir = i + 1;
    while (dir < t.size() && dir <= i + 3 && !t[dir].word("down") && !t[dir].word("up")) ++dir;
    if (dir >= t.size() || dir > i + 3) continue;
    const int m = spun_mention(text, i);
    if (m < 0) continue;
    std::vector<size_t> dice = dd.at(text.ms, m);
    // "spin him down": of the dice, the one whose level was said above 1;
    // "spin it up": the one whose level was said.
    if (text.ms[static_cast<size_t>(m)].head == Head::kPronoun) {
      const bool down = t[dir].word("down");
      std::vector<size_t> leveled;
      for (size_t k = 0; k < dd.dice.size(); ++k)
        if (dd.dice[k].facts.count("level") && (!down || dd.dice[k].facts.at("level") > "1"))
          leveled.push_back(k);
      if (leveled.size() == 1) dice = leveled;
    }
    // ("I spin the blocker down": the role said again, its die merged into
    // the one described with that role.)
    const std::string& role_word = text.ms[static_cast<size_t>(m)].role_word;
    if ((dice.empty() || (dice.size() == 1 && dd.dice[dice[0]].called.empty())) &&
        !role_word.empty()) {
      dice.clear();
      for (size_t k = 0; k < dd.dice.size(); ++k)
        if (dd.dice[k].role == role_word && !dd.dice[k].called.empty()) dice.push_back(k);
    }
    if (dice.size() != 1 || dd.dice[dice[0]].called.empty()) continue;
    const std::string& role = dd.dice[dice[0]].called;
    const int n = levels_said(t, dir + 1);
    r.facts[role]["spin"] = (t[dir].word("down") ? "-" : "+") + std::to_string(n);
    mark_used(r, t, i, i);
    size_t said = dir;  // "down 1 level", "down one level"
    while (said + 1 < t.size() && said < dir + 2 &&
           (t[said + 1].kind == Tok::kNumber || t[said + 1].word("one") ||
            t[said + 1].word("two") || t[said + 1].word("level") || t[said + 1].word("levels")))
      ++said;
    mark_used(r, t, dir, said);
  }
  // A level change lands on a face: one the question does not give would
  // be a guess, so the outcome is left out over it.
  const bool drain = std::any_of(r.facts.begin(), r.facts.end(), [](const auto& role) {
    return role.second.count("energy-drain");
  });
  for (const char* die : kCombatDice) {
    if (!r.has(die)) continue;
    const std::string spin = r.fact(die, "spin");
    const std::string said = r.fact(die, "level");
    const int level = said.empty() ? 0 : said[0] - '0';
    int lands = 0;
    if (!spin.empty()) lands = (level ? level : 1) + std::stoi(spin);
    // (Energy Drain spins down only a die engaged with it, above level 1.)
    else if (drain && r.fact(die, "energy-drain").empty() && level > 1)
      lands = level - 1;
    if (spin.empty() && lands == 0) continue;
    if (!spin.empty() && !level)
      r.left_out.push_back("the level of the " + std::string(die) + " spun");
    else if (lands >= 1 && lands != level && r.fact(die, "level" + std::to_string(lands)).empty())
      r.left_out.push_back("the " + std::string(die) + "'s level " + std::to_string(lands) +
                           " face");
  }
}

}  // namespace arbiter::query::ask
