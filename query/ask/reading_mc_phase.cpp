// A Marvel Champions villain phase as a whole: what only the phase does
// (acceleration, hazard icons, dealing encounter cards) said with "villain
// phase" makes the situation the phase's five steps (mc:villain-phase),
// with the acceleration value, tokens and icons, and hazard icons read.
#include <algorithm>
#include <map>
#include <set>
#include <string>

#include "common/text.h"
#include "query/ask/reading_mc_parts.h"
#include "query/ask/tokens.h"

namespace arbiter::query::ask {

namespace {

// "2", "two", "one", "an", "a": a count said before a noun; -1 otherwise.
int count_word(const std::string& w) {
  if (w == "one" || w == "an" || w == "a" || w == "single") return 1;
  if (!w.empty() && w.size() <= 2 && w.find_first_not_of("0123456789") == std::string::npos)
    return std::stoi(w);
  return number_word(w);
}

bool acceleration_word(const std::string& w) {
  return w == "acceleration" || w == "accel" || w == "accelerations";
}

// The question asks how many encounter cards are dealt ("how many
// encounter cards do we get", "cards dealt to each of us"), with a hazard
// icon read.
bool dealing_asked(const Reading& r, const std::map<std::string, std::string>& found) {
  if (!found.count("side.hazard")) return false;
  const std::vector<std::string>& w = r.words;
  bool cards = false, dealt = false;
  for (size_t k = 0; k < w.size(); ++k) {
    cards |= w[k] == "encounter" && k + 1 < w.size() && (w[k + 1] == "cards" || w[k + 1] == "card");
    dealt |= w[k] == "dealt" || w[k] == "deal" || w[k] == "deals" || w[k] == "dealing" ||
             w[k] == "receive" || w[k] == "get" || w[k] == "gets" ||
             (w[k] == "many" && k > 0 && w[k - 1] == "how");
  }
  return cards && dealt;
}

// Who holds the first player token, as the words say it: the asker ("I'm
// first player", "first player is me", "Player A is first player") is
// "p1", the other ("my friend is first player", "the first player is my
// friend", "Player B has the token") "p2"; "" when the words do not say.
std::string first_player(const Reading& r) {
  const std::vector<std::string>& w = r.words;
  auto ends = [&](size_t k) {
    return k < r.breaks.size() && (r.breaks[k] == '.' || r.breaks[k] == '?' || r.breaks[k] == '!' ||
                                   r.breaks[k] == ';' || r.breaks[k] == ',');
  };
  auto whose = [&](size_t j) -> std::string {
    const std::string& x = w[j];
    const std::string before = j > 0 ? w[j - 1] : "";
    // ("gamora (p2) is first player", "the other player is first player")
    if (x == "friend" || x == "partner" || x == "buddy" || x == "she" || x == "he" ||
        x == "second" || x == "p2" || ((x == "b" || x == "2") && before == "player") ||
        (x == "other" && j + 1 < w.size() && w[j + 1] == "player"))
      return "p2";
    if (x == "p1") return "p1";
    // ("my friend": the friend's.)
    const bool friend_next =
        j + 1 < w.size() && (w[j + 1] == "friend" || w[j + 1] == "partner" || w[j + 1] == "buddy");
    if (x == "my" && friend_next) return "p2";
    if (x == "i" || x == "i'm" || x == "im" || x == "me" || x == "my" ||
        ((x == "a" || x == "1") && before == "player"))
      return "p1";
    return "";
  };
  for (size_t k = 0; k + 1 < w.size(); ++k) {
    if (w[k] != "first" || w[k + 1] != "player") continue;
    // Before, in its clause: "I'm first player", "my friend is first player".
    for (size_t j = k; j-- > 0 && j + 6 > k && !ends(j);)
      if (const std::string who = whose(j); !who.empty()) return who;
    // After "is": "first player is me", "the first player is my friend".
    if (k + 2 < w.size() && (w[k + 2] == "is" || w[k + 2] == "was") && !ends(k + 1))
      for (size_t j = k + 3; j < w.size() && j < k + 6 && !ends(j - 1); ++j)
        if (const std::string who = whose(j); !who.empty()) return who;
  }
  return "";
}

// A fact the dealing step alone would leave out: heroic mode, an
// eliminated player, a defeated scheme, more than two players, or several
// schemes ("two side schemes with a hazard icon").
bool dealing_leaves_out(const std::vector<std::string>& w) {
  for (size_t k = 0; k < w.size(); ++k) {
    const std::string& x = w[k];
    if (x == "heroic" || x == "eliminated" || x == "defeated" || x == "schemes") return true;
    if ((x == "players" || x == "player") && k > 0 &&
        (w[k - 1] == "3" || w[k - 1] == "4" || w[k - 1] == "three" || w[k - 1] == "four"))
      return true;
  }
  return false;
}

// "two", "3": a count that needs "players" after it ("2p", "multiplayer"
// say it alone).
bool needs_players_after(const std::string& w) {
  return one_of(w, {"two", "2", "three", "3", "four", "4"});
}

}  // namespace

int players_said(const std::vector<std::string>& w) {
  auto at = [&](size_t k) { return k < w.size() ? w[k] : std::string(); };
  static const std::map<std::string, int> kCounts = {
      {"two", 2},      {"2", 2},           {"three", 3},    {"3", 3},
      {"four", 4},     {"4", 4},           {"2p", 2},       {"3p", 3},
      {"4p", 4},       {"two-player", 2},  {"2-player", 2}, {"three-player", 3},
      {"3-player", 3}, {"four-player", 4}, {"4-player", 4}, {"multiplayer", 2}};
  int players = 0;
  for (size_t k = 0; k < w.size(); ++k) {
    if (w[k] == "solo") return 0;
    const auto it = kCounts.find(w[k]);
    if (it == kCounts.end()) continue;
    // ("2 players", "a 2 player game", "three player game"; not "2 player
    // damage")
    const bool counted = !needs_players_after(w[k]) || at(k + 1) == "players" ||
                         (at(k + 1) == "player" && at(k + 2) != "damage" && at(k + 2) != "dmg" &&
                          at(k + 2) != "hit" && at(k + 2) != "threat");
    if (counted && !negated(w, k))
      players = std::max(players, it->second);  // ("not a 2 player game")
  }
  return players;
}

bool players_beside_said(const std::vector<std::string>& w) {
  return players_said(w) >= 2;
}

void read_villain_phase(Reading& r) {
  const std::vector<std::string>& w = r.words;
  auto at = [&](size_t k) { return k < w.size() ? w[k] : std::string(); };
  bool phase = false, only_phase = false;
  bool more_players = players_beside_said(w);
  for (size_t k = 0; k < w.size(); ++k) {
    phase |= w[k] == "villain" && at(k + 1) == "phase";
    only_phase |= w[k] == "encounter" && (at(k + 1) == "cards" || at(k + 1) == "card") &&
                  (at(k + 2) == "dealt" || (k > 0 && (w[k - 1] == "many" || w[k - 1] == "dealt")));
    more_players |= w[k] == "partner" || w[k] == "buddy" || w[k] == "friend";
  }
  std::map<std::string, std::string> found;  // "role.field" -> value
  std::vector<size_t> used;                  // the words read, once the phase is
  for (size_t k = 0; k < w.size(); ++k) {
    // (A number in the sentence before counts nothing here: "target 16.
    // Acceleration tokens: 1".)
    int before = k > 0 && !r.sentence_ends_at(k - 1) ? count_word(w[k - 1]) : -1;
    // ("Acceleration tokens: 1", "hazard icons: 2": the count after the
    // colon.)
    const bool colon =
        before < 0 && k + 2 < w.size() && k + 1 < r.breaks.size() && r.breaks[k + 1] == ':';
    if (colon && count_word(w[k + 2]) > 0) before = count_word(w[k + 2]);
    // ("Acceleration tokens: 0", "Hazard icons: none": none.)
    if (colon && (w[k + 2] == "0" || w[k + 2] == "none" || w[k + 2] == "zero" || w[k + 2] == "no"))
      continue;
    // "no hazard icons", "0 acceleration tokens": none, so nothing to add.
    if (k > 0 &&
        (w[k - 1] == "no" || w[k - 1] == "zero" || w[k - 1] == "0" || w[k - 1] == "without"))
      continue;
    auto use = [&](size_t from, size_t to) {
      for (size_t j = from; j <= to; ++j) used.push_back(j);
    };
    if (acceleration_word(w[k])) {
      const std::string n = at(k + 1);
      use(before > 0 ? k - 1 : k, k + 1);
      if (n == "token" || n == "tokens") {
        found["game.acceleration-tokens"] = std::to_string(before > 0 ? before : 1);
      } else if (n == "icon" || n == "icons") {
        found["side.acceleration-icons"] = std::to_string(before > 0 ? before : 1);
      } else {
        // "an acceleration value of 1", "accel 1", "acceleration is 2"
        for (size_t j = k + 1; j < w.size() && j < k + 5; ++j) {
          const int v = count_word(w[j]);
          if (v >= 0 && w[j] != "a" && w[j] != "an") {
            found["main.acceleration"] = std::to_string(v);
            use(k, j);
            break;
          }
          // ("its acceleration comes to 2", "acceleration is at 2")
          // ("accel field 1", "its acceleration field shows 1", "the
          // acceleration number is 1")
          static const std::set<std::string> kBetween = {
              "value", "of",    "is",     "=",     "comes", "to",     "at",
              "now",   "field", "number", "shows", "says",  "printed"};
          if (!kBetween.count(w[j])) break;
        }
      }
    }
    // "adds 1 threat per round", "places 1 threat each villain phase",
    // "+1/round", "+1 accel/phase": what the main scheme gains in each
    // phase's first step, its acceleration.
    {
      const bool adds = k > 0 && (w[k - 1] == "adds" || w[k - 1] == "places" ||
                                  w[k - 1] == "gains" || w[k - 1] == "add" || w[k - 1] == "gets");
      const int n = count_word(w[k]);
      const bool per = at(k + 1) == "threat" &&
                       (at(k + 2) == "per" || at(k + 2) == "each" || at(k + 2) == "every") &&
                       (at(k + 3) == "round" || at(k + 3) == "phase" || at(k + 3) == "villain" ||
                        at(k + 3) == "turn");
      // (Not "Side scheme Defense Network has 2 threat and gains 1 threat
      // each round": the side scheme's own.)
      bool side = false;
      for (size_t j = k; j-- > 0 && !r.sentence_ends_at(j);) side |= w[j] == "side";
      if (adds && n > 0 && per && !side) {
        found["main.acceleration"] = std::to_string(n);
        use(k - 1, k + 3);
      }
      // ("+1/round", "+1/phase", "+1 accel/phase": the word itself)
      if (w[k].size() > 2 && w[k][0] == '+' &&
          (w[k].ends_with("/round") || w[k].ends_with("/phase"))) {
        const int v = count_word(w[k].substr(1, w[k].find('/') - 1));
        if (v > 0) {
          found["main.acceleration"] = std::to_string(v);
          use(k, k);
        }
      }
    }
    if (w[k] == "hazard" && (at(k + 1) == "icon" || at(k + 1) == "icons")) {
      found["side.hazard"] = std::to_string(before > 0 ? before : 1);
      use(before > 0 ? k - 1 : k, k + 1);
    }
  }
  // Acceleration comes only in the phase's first step, so a villain's
  // scheme told with it is the phase, said or not ("the main scheme's
  // acceleration is 1 ... Rhino schemes").
  const bool accelerated = found.count("main.acceleration") ||
                           found.count("game.acceleration-tokens") ||
                           found.count("side.acceleration-icons");
  // (Not a scheme in the player's turn: "During my turn, a treachery makes
  // Rhino scheme".)
  bool players_turn = false;
  for (size_t k = 0; k < w.size(); ++k)
    players_turn |= w[k] == "treachery" || w[k] == "revealed" ||
                    (w[k] == "turn" && k > 0 && (w[k - 1] == "my" || w[k - 1] == "your")) ||
                    (w[k] == "phase" && k > 0 && w[k - 1] == "player");
  // "how many encounter cards does each of us get?" with a hazard icon
  // told and no activation's values: the phase's dealing step alone.
  // (Not with an action read, "Rhino attacks me", nor a fact the step
  // alone leaves out.)
  if (dealing_asked(r, found) && r.fact("villain", "atk").empty() &&
      r.fact("villain", "sch").empty() && r.fact("villain", "boost").empty() &&
      !found.count("main.acceleration") && !found.count("game.acceleration-tokens") &&
      !found.count("side.acceleration-icons") && r.action.empty() && r.defender.empty() &&
      !dealing_leaves_out(w)) {
    for (size_t j : used)
      if (j < r.used.size()) r.used[j] = true;
    // (The words that asked it, read: "encounter cards", "dealt", "first
    // player (token)".)
    for (size_t k = 0; k < w.size() && k < r.used.size(); ++k) {
      const bool cards = (w[k] == "encounter" && k + 1 < w.size() &&
                          (w[k + 1] == "cards" || w[k + 1] == "card")) ||
                         ((w[k] == "cards" || w[k] == "card") && k > 0 && w[k - 1] == "encounter");
      const bool first = (w[k] == "first" && k + 1 < w.size() && w[k + 1] == "player") ||
                         (w[k] == "player" && k > 0 && w[k - 1] == "first") ||
                         (w[k] == "token" && k > 1 && w[k - 1] == "player" && w[k - 2] == "first");
      if (cards || first || w[k] == "dealt") r.used[k] = true;
    }
    const std::string first = first_player(r);
    r.action = "deal-encounter-cards";
    r.facts["side"]["hazard"] = found["side.hazard"];
    if (more_players || first == "p2") r.facts["hero2"];
    r.facts["game"]["first-player"] = first.empty() ? "p1" : first;
    return;
  }
  if (!phase && !(accelerated && r.action == "enemy-scheme" && !players_turn)) return;
  if (found.empty() && !only_phase) return;
  for (size_t j : used)
    if (j < r.used.size()) r.used[j] = true;
  // The villain schemes against an alter-ego (mc:villain-phase step 2):
  // "the villain schemes" said is that form.
  if (r.action == "enemy-scheme" && r.fact("hero", "form").empty())
    r.facts["hero"]["form"] = "alter-ego";
  r.action = "villain-phase";
  for (size_t k = 0; k + 1 < w.size() && k + 1 < r.used.size(); ++k)
    if (w[k] == "villain" && w[k + 1] == "phase") r.used[k] = r.used[k + 1] = true;
  for (const auto& [key, value] : found) {
    const size_t dot = key.find('.');
    r.facts[key.substr(0, dot)][key.substr(dot + 1)] = value;
  }
  if (more_players) r.facts["hero2"];
  r.facts["villain"];
}

}  // namespace arbiter::query::ask
