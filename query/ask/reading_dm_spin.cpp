// A die spun up or down during combat ("I spin Magneto down one level",
// "cap gets spun down 1"), and what a level change needs to be simulated:
// the face of the level it lands on.
#include <algorithm>
#include <optional>

#include <string_view>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

bool spin_word(const Token& t) {
  // ("spin up", "spins down": the vocabulary's one term.)
  std::string_view w = t.text;
  for (const std::string_view way : {" up", " down"})
    if (w.size() > way.size() && w.substr(w.size() - way.size()) == way)
      w.remove_suffix(way.size());
  return w == "spin" || w == "spins" || w == "spun" || w == "spinning" || w == "spinned";
}

namespace {

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
    // ("Magneto spun down", "cap gets spun"; not "He spins Thor down",
    // whose "he" spins.)
    const bool passive =
        (x.last + 1 == at && (text.tokens[at].text == "spun" || x.head != Head::kPronoun)) ||
        (x.last + 2 == at &&
         (text.tokens[x.last + 1].word("is") || text.tokens[x.last + 1].word("gets") ||
          text.tokens[x.last + 1].word("got") || text.tokens[x.last + 1].word("was")));
    if (passive) return static_cast<int>(m);
  }
  return -1;
}

}  // namespace

void read_spins(Reading& r, const DmDice& dd, const DmText& text) {
  const std::vector<Token>& t = text.tokens;
  for (size_t i = 0; i < t.size(); ++i) {
    if (!spin_word(t[i])) continue;
    // "spin cap down", "spin a level 1 Hulk die (4A/4D) up one level": the
    // direction, in the spin's sentence; "spins kitty to lvl2 = 3/4" says
    // none, the face it lands on does.
    std::optional<size_t> dir;
    for (size_t k = i + 1; k < t.size() && k <= i + 8 && !t[k - 1].ends_sentence() && !dir; ++k)
      if (t[k].word("down") || t[k].word("up")) dir = k;
    const int m = spun_mention(text, i);
    std::vector<size_t> dice;
    if (m >= 0) dice = dd.at(text.ms, m);
    // "spin him down", "spins mine down": of the dice, the one whose level
    // was said above 1; "spin it up": the one whose level was said.
    // ("spins his Thor down": "his" is Thor's owner, no die.)
    const bool stands_for_die = i + 2 < t.size() &&
                                (t[i + 1].text == "mine" || t[i + 1].text == "his" ||
                                 t[i + 1].text == "hers" || t[i + 1].text == "theirs") &&
                                (t[i + 2].word("up") || t[i + 2].word("down"));
    // ... the die of the one it names ("mine": the asker's).
    const Owner stands_owner = !stands_for_die           ? Owner::kUnsaid
                               : t[i + 1].text == "mine" ? Owner::kMine
                                                         : Owner::kOther;
    if ((m >= 0 && text.ms[static_cast<size_t>(m)].head == Head::kPronoun) || stands_for_die) {
      const bool down = dir && t[*dir].word("down");
      std::vector<size_t> leveled;
      for (size_t k = 0; k < dd.dice.size(); ++k) {
        const Die& d = dd.dice[k];
        const bool owned =
            stands_owner == Owner::kUnsaid ||
            (d.mention >= 0 && text.ms[static_cast<size_t>(d.mention)].owner == stands_owner);
        if (d.facts.count("level") && (!down || d.facts.at("level") > "1") && owned)
          leveled.push_back(k);
      }
      if (leveled.size() == 1) dice = leveled;
    }
    if (m >= 0) {
      // ("I spin the blocker down": the role said again, its die merged
      // into the one described with that role.)
      const Mention& spun = text.ms[static_cast<size_t>(m)];
      const bool unplaced = dice.empty() || (dice.size() == 1 && dd.dice[dice[0]].called.empty());
      if (unplaced && !spun.role_word.empty()) {
        dice.clear();
        for (size_t k = 0; k < dd.dice.size(); ++k)
          if (dd.dice[k].role == spun.role_word && !dd.dice[k].called.empty()) dice.push_back(k);
      }
      // ("my action die spins magneto down": the die told by that name
      // before, though "my" seemed to make it another.)
      if (unplaced && spun.role_word.empty() && spun.head == Head::kDie && !spun.name.empty()) {
        dice.clear();
        for (size_t k = 0; k < dd.dice.size(); ++k)
          if (!dd.dice[k].called.empty() && dd.dice[k].mention >= 0 &&
              text.ms[static_cast<size_t>(dd.dice[k].mention)].name == spun.name)
            dice.push_back(k);
      }
    }
    if (dice.size() != 1 || dd.dice[dice[0]].called.empty()) continue;
    const Die& die = dd.dice[dice[0]];
    int by = 0;
    if (dir) {
      by = levels_said(t, *dir + 1) * (t[*dir].word("down") ? -1 : 1);
    } else {
      // (No direction: the one other face told of a die whose level is.)
      const auto level = die.facts.find("level");
      int face = 0, faces = 0;
      for (const auto& [field, value] : die.facts)
        if (field.size() == 6 && field.starts_with("level")) face = field[5] - '0', ++faces;
      if (level == die.facts.end() || faces != 1) continue;
      by = face - (level->second[0] - '0');
    }
    if (by == 0) continue;
    r.facts[die.called]["spin"] = (by < 0 ? "-" : "+") + std::to_string(by < 0 ? -by : by);
    mark_used(r, t, i, i);
    if (!dir) continue;
    size_t said = *dir;  // "down 1 level", "down one level"
    while (said + 1 < t.size() && said < *dir + 2 &&
           (t[said + 1].kind == Tok::kNumber || t[said + 1].word("one") ||
            t[said + 1].word("two") || t[said + 1].word("level") || t[said + 1].word("levels")))
      ++said;
    mark_used(r, t, *dir, said);
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
