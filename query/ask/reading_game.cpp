// Which game a question is about: how far its words lean to Marvel
// Champions or Dice Masters (each game's own terms and notations), unless
// the player forced one.
#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "common/text.h"
#include "query/ask/reading_parts.h"
#include "query/ask/tokens.h"

namespace arbiter::query::ask {

namespace {

// "6", "six": a small number, in figures or said ("one" too, which
// number_word leaves to the readers).
bool number_at_word(const std::string& w) {
  const int said = number_word(w);
  return all_digits(w) || w == "one" || (said >= 0 && said <= 9);
}

// How far the words lean to Marvel Champions (above 0) or Dice Masters
// (below): the games' own terms (roles and keywords) and notations.
double game_lean(const std::vector<std::string>& words, const Vocabulary& v) {
  // A phrase both games use ("attacking", "life") says nothing about which.
  std::set<std::pair<size_t, size_t>> keywords;  // a game's keyword ("overcrush") says most
  // Spans that are a keyword's own name in one game ("retaliation" in Dice
  // Masters) and only a player's way of saying another keyword in the other
  // ("retaliate" in Marvel Champions).
  std::map<std::string, std::set<std::pair<size_t, size_t>>> own_name;  // game -> spans
  auto spans = [&](const std::string& game) {
    std::set<std::pair<size_t, size_t>> out;
    // ("Absorbing Man ... where's Absorbing Man ... damage on Absorbing
    // Man?": a name said again says nothing more of the game; by its words,
    // as every villain's name is one term.)
    std::set<std::string> named;
    for (const TermMatch& m : v.match(words, game)) {
      std::string said;
      for (size_t k = m.at; k < m.at + m.len && k < words.size(); ++k) said += words[k] + " ";
      if (m.term->kind == "role" && words[m.at] != m.term->name && !named.insert(said).second)
        continue;
      // Names and pronouns both games use ("i", "me") and "die" (the verb
      // too) say nothing about which game.
      if (!(m.term->kind == "role" && m.term->entries.empty() &&
            (m.term->name == "hero" || m.term->name == "player" || words[m.at] == "die")) &&
          // (a character's name from the card pool: both games have Marvel's)
          !m.term->from_cards) {
        out.insert({m.at, m.len});
        if (m.term->kind == "keyword") {
          keywords.insert({m.at, m.len});
          if (m.len == 1 && words[m.at] == m.term->name) own_name[game].insert({m.at, m.len});
        }
      }
    }
    return out;
  };
  const auto mc_spans = spans("mc"), dm_spans = spans("dm");
  // A phrase inside the other game's longer phrase ("dmg" in "dmg is
  // split") is that phrase's word, not a sign of its own game.
  auto inside = [](const std::pair<size_t, size_t>& s,
                   const std::set<std::pair<size_t, size_t>>& other) {
    for (const auto& o : other)
      if (o != s && o.first <= s.first && s.first + s.second <= o.first + o.second) return true;
    return false;
  };
  // A game's own phrase says more than the rulebooks' use of common words.
  constexpr double kPhraseWeight = 1.5;
  double lean = 0;
  auto weight = [&](const std::pair<size_t, size_t>& s) {
    return keywords.count(s) ? 2 * kPhraseWeight : kPhraseWeight;
  };
  for (const auto& s : mc_spans) lean += dm_spans.count(s) || inside(s, dm_spans) ? 0 : weight(s);
  for (const auto& s : dm_spans) lean -= mc_spans.count(s) || inside(s, mc_spans) ? 0 : weight(s);
  for (const auto& s : own_name["mc"])
    if (dm_spans.count(s) && !own_name["dm"].count(s)) lean += weight(s);
  for (const auto& s : own_name["dm"])
    if (mc_spans.count(s) && !own_name["mc"].count(s)) lean -= weight(s);
  // Dice stats ("5a/3d", "a4", "2 attack 3 defense") are Dice Masters'
  // own notation: a Marvel Champions question does not write them.
  int dice_stats = 0;
  for (size_t i = 0; i < words.size(); ++i) {
    int a = -1, d = -1;
    if (parse_dice_stat(words[i], a, d)) lean -= 4, ++dice_stats;
    // "a 2/3 Rogue", "two 2/4s": a bare A/D pair, unless hit points or
    // threat follow.
    if (number_pair(words[i], true, a, d) &&
        !(i + 1 < words.size() && (words[i + 1] == "hp" || words[i + 1] == "threat" ||
                                   words[i + 1] == "health" || words[i + 1] == "hit"))) {
      lean -= 1.5;
      // ("Hulk 4/4 atk, Spidey 2/3 blocks": a die's stats right after its
      // name, and the word after it a verb or stat, not hit points.)
      if (i > 0 && a <= 8 && d <= 8 && i + 1 < words.size() &&
          (words[i + 1] == "atk" || words[i + 1] == "attacks" || words[i + 1] == "blocks" ||
           words[i + 1] == "swings"))
        lean -= 1.5;
    }
    // "at 2 life", "3 life": a player's Life total is Dice Masters' (a
    // Marvel Champions character has hit points).
    if (i + 1 < words.size() && words[i + 1] == "life" &&
        words[i].find_first_not_of("0123456789") == std::string::npos)
      lean -= 1.5;
    // "lvl2", "level 3": a die's level (a Marvel Champions card has none).
    if ((words[i].starts_with("lvl") &&
         words[i].find_first_not_of("0123456789", 3) == std::string::npos) ||
        (words[i] == "level" && i + 1 < words.size() && !words[i + 1].empty() &&
         words[i + 1].find_first_not_of("0123456789") == std::string::npos))
      lean -= 2;
    // ("3 atk 3 def", "5 attack 3 defense", "four attack and six
    // defense": a die's two values, as its notation says them.)
    const auto defense_at = [&](size_t k) {
      return k < words.size() &&
             (words[k] == "defense" || words[k] == "defence" || words[k] == "def");
    };
    // (Numbers each: not "my attack and defense".)
    const auto number_at = [&](size_t k) { return k < words.size() && number_at_word(words[k]); };
    if (i + 3 < words.size() && number_at(i) &&
        (words[i + 1] == "attack" || words[i + 1] == "atk") &&
        ((defense_at(i + 3) && number_at(i + 2)) ||
         (words[i + 2] == "and" && defense_at(i + 4) && number_at(i + 3)))) {
      lean -= 3;
      ++dice_stats;
    }
    // "my sidekick die", "his Sidekick dice": Dice Masters' starting dice;
    // "an action die": its other kind.
    if (i + 1 < words.size() &&
        (words[i] == "sidekick" || words[i] == "sidekicks" || words[i] == "action") &&
        (words[i + 1] == "die" || words[i + 1] == "dice"))
      lean -= 3;
    // "my opponent": Marvel Champions is played together against the
    // villain; only Dice Masters has an opponent.
    if (words[i] == "opponent" || words[i] == "opponents" || words[i] == "opponent's" ||
        words[i] == "opp" || words[i] == "opp's")
      lean -= 1.5;
    // "#DiceMasters", "Marvel Champions": the game named.
    if (words[i].starts_with("dicemasters") ||
        (words[i] == "dice" && i + 1 < words.size() && words[i + 1] == "masters"))
      lean -= 10;
    if (words[i].starts_with("marvelchampions") ||
        (words[i] == "marvel" && i + 1 < words.size() && words[i + 1] == "champions"))
      lean += 10;
    // "blocks with two dice": Marvel Champions has none ("die" may be a
    // verb, "dice" not).
    if (words[i] == "dice" && !(i + 1 < words.size() && words[i + 1] == "masters")) lean -= 3;
    // ("gets double blocked", "a double block": Marvel Champions has one
    // defender an attack, and no such words.)
    if (words[i] == "double" && i + 1 < words.size() &&
        (words[i + 1] == "blocked" || words[i + 1] == "block" || words[i + 1] == "blocks"))
      lean -= 3;
    if (words[i] == "double-blocked" || words[i] == "double-block" || words[i] == "double-blocks")
      lean -= 3;
    // "Ultron at three-three" (the dash gone by now): a die's two values
    // said as words, no unit after them.
    // ("Crossbones three-three": or after a name the rulebooks do not use.)
    if (i > 0 && (words[i - 1] == "at" || !v.in_corpus(words[i - 1])) && !number_at(i - 1) &&
        i + 1 < words.size() && number_at(i) && number_at(i + 1) && !number_at(i + 2) &&
        !(i + 2 < words.size() &&
          (words[i + 2] == "damage" || words[i + 2] == "life" || words[i + 2] == "hp" ||
           words[i + 2] == "hit" || words[i + 2] == "threat" || words[i + 2] == "health"))) {
      lean -= 1.5;
      ++dice_stats;
    }
    // "(villains, retaliation)": an affiliation, which only dice have.
    if (words[i] == "villains" || words[i] == "villians") lean -= 1.5;
  }
  // ("my Black Panther (4A/5D) is blocked by ... 2A/3D": two dice written
  // in the notation are a fight of dice, whatever the names; the bound on
  // the rulebooks' word use below is what this outweighs.)
  if (dice_stats >= 2) lean -= 12;
  // The rulebooks' own use of the words weighs with the terms: "dice",
  // "villain" and "threat" each tell the game without being terms. (Held
  // within bounds: a long account's many everyday words add up, and must
  // not outweigh the notation it writes.)
  lean += std::clamp(v.corpus_lean(words, "mc", "dm"), -12.0, 12.0);
  return lean;
}

}  // namespace

// Picks the game: a forced one, else the one the words lean to, else "".
std::string pick_game(const std::vector<std::string>& words, const Vocabulary& v,
                      const std::string& forced) {
  if (!forced.empty()) return forced;
  const double lean = game_lean(words, v);
  if (std::abs(lean) < 1.0) return "";
  return lean > 0 ? "mc" : "dm";
}

}  // namespace arbiter::query::ask
