// Taking control of an opposing die (3.9): it becomes the taker's for game
// purposes (Static abilities follow its controller, 3.9.4; its card's
// abilities are the taker's as a virtual copy, 3.9.3) until end of turn, or
// until it leaves the Field Zone, when it goes to its owner's Prep Area.
// Also "once per turn", which 3.9.3 counts per card a player has.
#include <algorithm>

#include "engine/dm/dm_game.h"
#include "engine/dm/predicates.h"

namespace arbiter::engine::dm {

void DmGame::take_control(Die& d, const std::string& player, const std::string& by) {
  if (d.controller == player) return;
  const std::string before = d.controller;
  d.controller = player;
  if (std::find(s_.controlled.begin(), s_.controlled.end(), d.id) == s_.controlled.end())
    s_.controlled.push_back(d.id);
  change(
      kTakeControl,
      [&] {
        return by + ": " + player + " takes control of " + d.name +
               " until end of turn; its card's abilities are now " + player +
               "'s, and Static abilities apply as for " + player + "'s dice";
      },
      d.id, "controller", before, player);
}

Zone DmGame::control_ends_leaving(Die& d, Zone to) {
  const auto it = std::find(s_.controlled.begin(), s_.controlled.end(), d.id);
  if (it == s_.controlled.end()) return to;
  s_.controlled.erase(it);
  const std::string before = d.controller;
  d.controller = d.owner;
  change(
      kTakeControl,
      [&] {
        return d.name + " leaves the Field Zone while controlled: it returns to " + d.owner +
               " (to " + d.owner + "'s Prep Area, unless the effect names another place)";
      },
      d.id, "controller", before, d.owner);
  return to;
}

void DmGame::end_control() {
  for (const std::string& id : s_.controlled) {
    Die& d = die(id);
    const std::string before = d.controller;
    d.controller = d.owner;
    change(
        kTakeControl, [&] { return "control of " + d.name + " ends: it returns to " + d.owner; },
        d.id, "controller", before, d.owner);
  }
  s_.controlled.clear();
}

bool DmGame::once_per_turn(const Card& c, size_t ability, const std::string& player,
                           const std::string& what, bool paid) {
  if (!c.abilities[ability].once_per_turn) return true;
  const std::string key = c.id + "#" + std::to_string(ability) + "@" + player;
  if (s_.turn.once_per_turn_used.insert(key).second) {
    note(kOncePerTurn, [&] {
      return c.name + "'s \"" + c.abilities[ability].text + "\" is used once this turn by " +
             player + " (each card of it " + player + " has, counts on its own)";
    });
    return true;
  }
  const std::string why = c.name + "'s ability was already used this turn by " + player;
  if (paid) return refuse(kOncePerTurn, what, why);
  note(kOncePerTurn, [&] { return what + " does not trigger: " + why; });
  return false;
}

}  // namespace arbiter::engine::dm
