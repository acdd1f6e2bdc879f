// Values with the per player icon (mc:per-player): "Klaw has 12 hit points
// per player", "Rhino is 14 per player", with the number of players who
// started the scenario ("we started with three players", "started 3p, one
// got eliminated", "a two-player game"). The value is multiplied by the
// players who started, eliminated ones too; with no count said, the per
// player value is left out (reading_unapplied.cpp names it).
#include <algorithm>
#include <string>
#include <vector>

#include "query/ask/reading_mc_parts.h"
#include "query/ask/tokens.h"

namespace arbiter::query::ask {

namespace {

// "3", "three", "3p", "3-player": a count of players, or -1.
int players_in(const std::string& w, const std::string& next) {
  int n = -1;
  if (w.size() == 1 && w[0] >= '1' && w[0] <= '4')
    n = w[0] - '0';
  else if (const int spelled = number_word(w); spelled >= 1 && spelled <= 4)
    n = spelled;
  else if (w.size() == 2 && w[0] >= '1' && w[0] <= '4' && w[1] == 'p')
    return w[0] - '0';
  else if (w.size() >= 8 && w.ends_with("-player")) {
    const std::string head = w.substr(0, w.size() - 7);
    if (head.size() == 1 && head[0] >= '1' && head[0] <= '4') return head[0] - '0';
    const int spelled = number_word(head);
    return spelled >= 1 && spelled <= 4 ? spelled : -1;
  }
  return n >= 1 && (next == "players" || next == "player") ? n : -1;
}

}  // namespace

void read_per_player(Reading& r) {
  const std::vector<std::string>& w = r.words;
  auto at = [&](size_t k) { return k < w.size() ? w[k] : std::string(); };
  // The players who started: the count said of the table ("solo" is one),
  // the one said with "started" or "began" when the words say a player
  // left ("we're now two players after one was eliminated; started with
  // three": three); two counts and neither said to be the start, none.
  struct Count {
    int n = -1;
    size_t at = 0;
    bool start = false;
  };
  std::vector<Count> counts;
  for (size_t k = 0; k < w.size(); ++k) {
    int n = w[k] == "solo" ? 1 : players_in(w[k], at(k + 1));
    // ("started with three.": the players, unsaid)
    if (n <= 0 && k >= 2 && w[k - 1] == "with" &&
        (w[k - 2] == "started" || w[k - 2] == "began" || w[k - 2] == "start"))
      n = players_in(w[k], "players");
    // ("2 player damage": not a table's count)
    if (n <= 0 || at(k + 2) == "damage" || at(k + 2) == "dmg") continue;
    bool start = false;
    for (size_t j = k >= 4 ? k - 4 : 0; j < w.size() && j <= k + 3; ++j)
      start |= w[j] == "started" || w[j] == "start" || w[j] == "began" || w[j] == "begun" ||
               w[j] == "starting";
    counts.push_back({n, k, start});
  }
  const auto said_start =
      std::find_if(counts.begin(), counts.end(), [](const Count& c) { return c.start; });
  const Count* chosen = said_start != counts.end() ? &*said_start : nullptr;
  // (A lone count not said to be the start, when a player is said to have
  // left: "We are two players now, Tom got knocked out": the table now.)
  bool left = false;
  for (const std::string& x : w)
    left |= x == "eliminated" || x == "knocked" || x == "now" || x == "left" || x == "dropped";
  if (!chosen && counts.size() == 1 && !left) chosen = &counts[0];
  const int started = chosen ? chosen->n : -1;
  const size_t count_at = chosen ? chosen->at : 0;
  for (size_t k = 2; k + 1 < w.size(); ++k) {
    if (w[k] != "per" || (w[k + 1] != "player" && w[k + 1] != "players")) continue;
    // The value and what it is: "12 hit points per player", "14 hp per
    // player", "15 per player", "acceleration 1 per player".
    size_t num = k - 1;
    bool hp = false;
    while (num > 0 && num + 3 > k &&
           (w[num] == "hit" || w[num] == "points" || w[num] == "point" || w[num] == "hp" ||
            w[num] == "health")) {
      hp = true;
      --num;
    }
    if (w[num].empty() || w[num].find_first_not_of("0123456789") != std::string::npos) continue;
    // ("acceleration is 1 per player": the word may come with its verb.)
    const bool acceleration =
        (num > 0 && w[num - 1] == "acceleration") ||
        (num > 1 && (w[num - 1] == "is" || w[num - 1] == "of" || w[num - 1] == "was") &&
         w[num - 2] == "acceleration");
    // ("10 per player hp"; "target 14 per player", "3 threat per player":
    // a scheme's, not read.)
    hp |= at(k + 2) == "hp" || at(k + 2) == "health" || at(k + 2) == "hit";
    const bool scheme = (num > 0 && (w[num - 1] == "target" || w[num - 1] == "threat")) ||
                        at(k + 2) == "threat" || at(k + 2) == "target";
    // ("Klaw's minion has 4 hit points per player": the minion's, not read.)
    bool minion = false;
    for (size_t j = num; j-- > 0 && j + 8 > num && r.breaks[j] != '.' && r.breaks[j] != '?';)
      minion |= w[j] == "minion" || w[j] == "minions";
    if (started < 0 || scheme || minion) continue;
    // (Per player acceleration is not read: with it, a villain phase of two
    // players would be simulated, and that reading is not sure enough of
    // whose minion is whose to state it.)
    if (!acceleration && r.has("villain") &&
        // ("Rhino I 2hp left ... Rhino II 15 per player": another
        // stage's, not read.)
        (r.fact("villain", "hp").empty() || r.fact("villain", "hp") == w[num])) {
      r.facts["villain"]["hp"] = w[num];
      r.facts["villain"]["per-player-hp"] = "true";
    } else {
      continue;
    }
    r.facts["game"]["players-started"] = std::to_string(started);
    for (size_t c = count_at; c <= count_at + 1 && c < r.used.size(); ++c)
      r.used[c] = r.used[c] || c == count_at || at(c) == "players" || at(c) == "player";
    const size_t last = hp && (at(k + 2) == "hp" || at(k + 2) == "health") ? k + 2 : k + 1;
    for (size_t used = num; used <= last && used < r.used.size(); ++used) r.used[used] = true;
  }
}

}  // namespace arbiter::query::ask
