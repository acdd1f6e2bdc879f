// Whose hero a Marvel Champions hero mention is (part of mc_roles,
// reading_mc_roles.cpp).
// The asking player's hero is "hero"; another player's ("her She-Hulk",
// "my friend's Spider-Man", or a second hero named when the asker is
// named as someone else: "I'm Spider-Man, Rhino attacks She-Hulk") is
// "hero2".
#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

// One identity's names, hero and alter-ego ("Captain America", "Cap",
// "Steve Rogers"): the same player's hero however it is called.
std::string identity(const std::string& name) {
  static const std::map<std::string, std::string> kSame = {{"spiderman", "spider-man"},
                                                           {"spider man", "spider-man"},
                                                           {"spidey", "spider-man"},
                                                           {"peter parker", "spider-man"},
                                                           {"peter", "spider-man"},
                                                           {"bp", "black panther"},
                                                           {"t'challa", "black panther"},
                                                           {"tchalla", "black panther"},
                                                           {"ironman", "iron man"},
                                                           {"tony stark", "iron man"},
                                                           {"shulk", "she-hulk"},
                                                           {"she hulk", "she-hulk"},
                                                           {"jennifer walters", "she-hulk"},
                                                           {"jen walters", "she-hulk"},
                                                           {"jennifer", "she-hulk"},
                                                           {"cap marvel", "captain marvel"},
                                                           {"capt marvel", "captain marvel"},
                                                           {"carol danvers", "captain marvel"},
                                                           {"carol", "captain marvel"},
                                                           {"cap", "captain america"},
                                                           {"steve rogers", "captain america"},
                                                           {"kamala khan", "ms marvel"},
                                                           {"kamala", "ms marvel"},
                                                           {"jen", "she-hulk"},
                                                           {"tony", "iron man"},
                                                           {"widow", "black widow"},
                                                           {"natasha romanoff", "black widow"},
                                                           {"natasha", "black widow"},
                                                           {"doc strange", "doctor strange"},
                                                           {"dr strange", "doctor strange"},
                                                           {"stephen strange", "doctor strange"},
                                                           {"bruce banner", "hulk"}};
  auto it = kSame.find(name);
  return it == kSame.end() ? name : it->second;
}

// Words that bring in a player besides the asker ("my friend", "player
// 2", "the other player", "her She-Hulk").
bool another_player_said(const std::vector<Token>& tokens, const std::vector<Mention>& ms) {
  bool other_player = false;
  for (const Token& t : tokens)
    other_player |= t.word("friend") || t.word("friend's") || t.word("buddy") ||
                    t.word("buddy's") || t.word("teammate") || t.word("teammate's") ||
                    t.word("partner") || t.word("partner's") || t.word("player") ||
                    t.word("players") || t.word("p2") || t.word("other") || t.word("another");
  for (const Mention& x : ms) other_player |= x.head == Head::kHero && x.owner == Owner::kOther;
  return other_player;
}

std::string hero_role(const std::vector<Token>& tokens, const std::vector<Mention>& ms, size_t k) {
  auto speaker_word = [](const std::string& n) {
    return n == "i" || n == "me" || n == "i'm" || n == "im" || n == "my hero" || n == "hero";
  };
  const Mention& m = ms[k];
  static const std::set<std::string> kOtherPlayer = {
      "my friend", "friend",     "my teammate", "teammate",     "my buddy",         "my friends",
      "buddy",     "my partner", "partner",     "other player", "the other player", "player 2",
      "p2",        "my mate",    "mate",        "my pal"};
  // ("the other player defends with their hero", "my friend's hero": the
  // word "hero" with another player's owner is theirs.)
  // ("a second player's hero", "another player's hero")
  const bool other_players =
      m.first >= 3 && tokens[m.first - 1].text == "'s" && tokens[m.first - 2].word("player") &&
      (tokens[m.first - 3].word("second") || tokens[m.first - 3].word("other") ||
       tokens[m.first - 3].word("another"));
  const bool theirs = m.name == "hero" &&
                      (m.owner == Owner::kOther || other_players ||
                       (k > 0 && ms[k - 1].last + 2 == m.first &&
                        tokens[m.first - 1].text == "'s" && kOtherPlayer.count(ms[k - 1].name)));
  if (speaker_word(m.name) && !theirs) return "hero";
  // "my friend's She-Hulk", "my friend is playing Hawkeye": the friend's.
  auto friends = [&](size_t j) {
    if (j == 0 || !kOtherPlayer.count(ms[j - 1].name)) return false;
    const Mention& before = ms[j - 1];
    // ("my buddys she-hulk": the possessive typed without its apostrophe,
    // the name right after the friend.)
    if (ms[j].first == before.last + 1)
      return !tokens[before.last].ends() && ms[j].head == Head::kHero;
    if (ms[j].first < before.last + 1 || ms[j].first > before.last + 4) return false;
    // ("buddy blocks w she-hulk": the hero the friend defends with.)
    for (size_t t = before.last + 1; t < ms[j].first; ++t)
      if (!(tokens[t].text == "'s" || tokens[t].word("is") || tokens[t].word("playing") ||
            tokens[t].word("plays") || tokens[t].word("as") || tokens[t].word("with") ||
            // ("my buddy on spider-woman": the one he plays.)
            (tokens[t].word("on") && t == before.last + 1) || tokens[t].word("w") ||
            tokens[t].is("action", "defend") ||
            // ("my partner exhausts Captain Marvel to defend", "my buddy
            // exhausted his Hawkeye")
            tokens[t].text == "exhausts" || tokens[t].text == "exhausted" ||
            tokens[t].word("his") || tokens[t].word("her") || tokens[t].word("their")) ||
          tokens[t - 1].ends())
        return false;
    return true;
  };
  // "the second player's Ms. Marvel", "the first player's Captain America".
  // ("the second player (Captain Marvel)": the hero in the brackets.)
  auto players = [&](const Mention& x, const char* nth) {
    const bool bracket = x.first >= 2 && tokens[x.first - 1].brk == '(';
    const size_t p = bracket ? x.first - 1 : x.first >= 2 ? x.first - 2 : 0;
    const auto nth_player = [&](size_t k) {
      return k >= 1 &&
             (tokens[k].word("player") || tokens[k].text == std::string(nth) + " player") &&
             (tokens[k].text == std::string(nth) + " player" || tokens[k - 1].word(nth));
    };
    if (x.first >= 2 && (bracket || tokens[x.first - 1].text == "'s") && nth_player(p)) return true;
    // ("the first player's hero Spider-Man", "the second player, whose hero
    // is She-Hulk": the words between say it is that player's.)
    static const std::set<std::string> kBetween = {"hero", "identity", "'s",    "whose", "is",
                                                   "was",  "the",      "their", "his",   "her"};
    for (size_t k = x.first; k-- > 0 && k + 6 > x.first;) {
      if (nth_player(k) && (tokens[k].brk == ',' || tokens[k].brk == 0)) return k + 1 < x.first;
      if (!kBetween.count(tokens[k].text) || (tokens[k].ends() && tokens[k].brk != ',')) break;
    }
    return false;
  };
  // "Player A's Spider-Man", "Player B (Captain Marvel)": the player's
  // letter or number, 1 or 2 (0: none said).
  auto lettered = [&](const Mention& x) {
    // ("player one's": "one" and "'s" two tokens)
    const bool split = x.first >= 3 && tokens[x.first - 1].text == "'s";
    const size_t p = split ? x.first - 3 : x.first >= 2 ? x.first - 2 : tokens.size();
    if (p >= tokens.size() || !tokens[p].word("player")) return 0;
    const Token& b = tokens[p + 1];
    const std::string n = split                    ? b.text
                          : b.brk == '('           ? b.text
                          : b.text.ends_with("'s") ? b.text.substr(0, b.text.size() - 2)
                                                   : "";
    if (n == "a" || n == "1" || n == "one") return 1;
    if (n == "b" || n == "2" || n == "two") return 2;
    return 0;
  };
  if (m.owner == Owner::kOther || kOtherPlayer.count(m.name) || (k > 0 && friends(k)) ||
      players(m, "second"))
    return "hero2";
  // (Only with a hero of Player A's named: "Player B's Jennifer Walters"
  // alone is the one asked about.)
  if (lettered(m) == 2 && std::any_of(ms.begin(), ms.end(), [&](const Mention& x) {
        return x.head == Head::kHero && lettered(x) == 1;
      }))
    return "hero2";
  // "to block for her", "defends for him": for another player's hero.
  bool for_another = false;
  for (size_t t = 1; t + 1 < tokens.size(); ++t)
    for_another |=
        tokens[t].word("for") && tokens[t - 1].term_kind("action") &&
        tokens[t - 1].term->name == "defend" &&
        (tokens[t + 1].word("her") || tokens[t + 1].word("him") || tokens[t + 1].word("them"));
  // The asker's own name: said with "I'm", "as", "my", "playing".
  std::string mine;
  // (The one asked about counts as a hero: "my Hawkeye (9 hit points)", a
  // name allies share, read as the identity.)
  // ("I'm Hawkeye": a name allies share, said as the asker's.)
  const auto hero_head = [&](const Mention& x) {
    return x.head == Head::kHero || identity(x.name) == identity(m.name) ||
           (x.head == Head::kAlly && x.first > 0 &&
            (tokens[x.first - 1].text == "i'm" || tokens[x.first - 1].text == "im"));
  };
  for (const Mention& x : ms) {
    if (!hero_head(x) || speaker_word(x.name) || kOtherPlayer.count(x.name) ||
        (&x != &ms.front() && friends(static_cast<size_t>(&x - &ms.front()))))
      continue;
    const Token& before = x.first > 0 ? tokens[x.first - 1] : tokens[x.first];
    // ("i jump in w cap to block for her": the one I act with.)
    bool with_mine = false;
    if (for_another && (before.word("with") || before.word("w")))
      for (size_t t = x.first - 1; t-- > 0 && t + 7 > x.first && !tokens[t].ends();)
        with_mine |= tokens[t].text == "i" || tokens[t].text == "i'm" || tokens[t].text == "im";
    // ("I'm player one on Spider-Man", "I'm on Cap": the hero "I'm" on.)
    bool on_mine = false;
    if (before.word("on"))
      for (size_t t = x.first - 1; t-- > 0 && t + 5 > x.first && !tokens[t].ends();)
        on_mine |= tokens[t].text == "i'm" || tokens[t].text == "im";
    // ("... and I control Captain America", "I play Hulk": the verb a
    // player has a card in play with.)
    const bool i_control = x.first > 1 &&
                           (before.word("control") || before.word("play") || before.word("run")) &&
                           tokens[x.first - 2].text == "i" && !tokens[x.first - 2].ends();
    if (x.owner == Owner::kMine || i_control || before.word("as") || before.word("playing") ||
        before.text == "i'm" || before.text == "im" || before.word("am") || with_mine || on_mine ||
        players(x, "first") || lettered(x) == 1) {
      mine = x.name;
      break;
    }
  }
  if (!mine.empty()) return identity(m.name) == identity(mine) ? "hero" : "hero2";
  // No hero said to be the asker's: a second name is another player's
  // hero only when the words bring in another player; otherwise it is the
  // same hero by another name ("I block with Spider-Man ... Spidey has 3
  // DEF", "Captain America ... Cap").
  const bool other_player = another_player_said(tokens, ms);
  // ("She-Hulk's player": someone else, when the asker speaks of her so.)
  auto someone_elses = [&](const Mention& x) {
    return x.last + 2 < tokens.size() && tokens[x.last + 1].text == "'s" &&
           tokens[x.last + 2].word("player");
  };
  for (const Mention& x : ms)
    if (hero_head(x) && !speaker_word(x.name) && !someone_elses(x) &&
        !(&x != &ms.front() && friends(static_cast<size_t>(&x - &ms.front())))) {
      mine = x.name;
      break;
    }
  return identity(m.name) == identity(mine) || !other_player ? "hero" : "hero2";
}

}  // namespace arbiter::query::ask
