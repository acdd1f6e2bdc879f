#include "query/cli/ask_settled.h"

#include <vector>

#include "query/ask/reading.h"
#include "query/cli/ask_asks.h"

namespace arbiter::cli {

namespace {

// Where a Dice Masters die ends, as a player says it.
std::string zone_said(const std::string& zone) {
  if (zone == "prep") return "is KO'd";
  if (zone == "field") return "stays in the field";
  if (zone == "out-of-play") return "goes out of play";
  if (zone == "used") return "goes to the used pile";
  if (zone == "bag") return "goes to the bag";
  return "ends in " + zone;
}

}  // namespace

std::string settled_text(const std::map<std::string, std::string>& settled,
                         const std::string& game) {
  static const char* kCharacters[] = {"hero",    "hero2",  "ally",   "ally2",
                                      "villain", "minion", "minion2"};
  auto at = [&](const std::string& key) {
    auto it = settled.find(key);
    return it == settled.end() ? std::string() : it->second;
  };
  std::vector<std::string> fates, amounts;
  if (game == "dm") {
    for (const char* die : query::ask::kCombatDice)
      if (const std::string z = at(std::string(die) + ".zone"); !z.empty())
        fates.push_back(asks::shown(die) + " " + zone_said(z));
    for (const char* p : {"p1", "p2"})
      // (20, where every player starts, says nothing happened.)
      if (const std::string life = at(std::string(p) + ".life"); !life.empty() && life != "20")
        amounts.push_back(std::string(p) + " ends at " + life + " life");
  } else {
    for (const char* c : kCharacters) {
      const std::string who = asks::shown(c);
      if (const std::string d = at(std::string(c) + ".defeated"); !d.empty())
        fates.push_back(who + (d == "true" ? " is defeated" : " is not defeated"));
      if (const std::string n = at(std::string(c) + ".damage"); !n.empty() && n != "0")
        amounts.push_back(who + " has " + n + " damage");
    }
    for (const char* s : {"main", "side"})
      if (const std::string t = at(std::string(s) + ".threat"); !t.empty())
        amounts.push_back(asks::shown(s) + " ends at " + t + " threat");
    // (Dealt in a villain phase's step three.)
    for (const char* p : {"p1", "p2"})
      if (const std::string n = at(std::string(p) + ".encounter-cards"); !n.empty() && n != "0")
        amounts.push_back(std::string(p) + " is dealt " + n + " encounter card" +
                          (n == "1" ? "" : "s"));
  }
  const std::string w = at("game.winner");
  if (!w.empty() && w != "none")
    fates.push_back(w == "tie" ? "it is a tie" : w + (w == "players" ? " win" : " wins"));
  std::string out;
  for (const std::vector<std::string>* part : {&fates, &amounts})
    for (const std::string& s : *part) out += (out.empty() ? "" : "; ") + s;
  return out;
}

}  // namespace arbiter::cli
