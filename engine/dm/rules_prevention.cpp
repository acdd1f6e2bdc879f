// Preventing and increasing damage (3.4.9, 3.4.3.13): reactive Global
// abilities used as the damage is dealt (once per die for each ability
// initiated, 3.4.2.7), and damage a player's abilities deal increased until
// end of turn. "While active" prevention: rules_card_static.cpp.
#include <algorithm>
#include <set>

#include "engine/dm/dm_game.h"
#include "engine/dm/predicates.h"

namespace arbiter::engine::dm {

void DmGame::hold_reaction(const AbilityUse& use, const Ability& a) {
  const std::string what = use.player + "'s use of " + card(use.card).name + "'s ability";
  if (use.target.empty() || !fits(die(use.target), a.fielded, use.player))
    return void(
        refuse(kReactiveGlobal, what, "it needs one of the dice it can protect as its target"));
  reactions_.push_back({use.player, use.card, use.target});
  note(kReactiveGlobal, [&] {
    return use.player + " will use " + card(use.card).name + "'s \"" + a.text + "\" as " +
           die(use.target).name + " is damaged (a reactive Global ability interrupts the queue)";
  });
}

int DmGame::react(const Die& d, int amount) {
  std::set<std::string> paid;  // each reactive Global once for this die and ability (3.4.2.7)
  for (auto it = reactions_.begin(); it != reactions_.end() && amount > 0;) {
    if (it->target != d.id) {
      ++it;
      continue;
    }
    Player& p = player(it->player);
    const Card& c = card(it->card);
    const Ability& a = *global_of(it->card);
    const std::string what = p.id + "'s use of " + c.name + "'s ability";
    if (paid.count(c.id)) {
      // Kept for the next ability that damages the die.
      note(kReactiveGlobal, [&] {
        return what + " is not paid again for " + d.name +
               " against this ability (once per ability initiated); it stays ready";
      });
      ++it;
      continue;
    }
    if (s_.blanked_cards.count(c.id)) {
      refuse(kReactiveGlobal, what,
             c.name + "'s text is ignored: its Global ability cannot be used");
    } else if (!pay(p, a.cost, a.cost, what, true)) {
      refuse(kCostInFull, what, "its energy cost cannot be paid in full");
    } else {
      pay(p, a.cost, a.cost, what);
      if (a.life_cost > 0) lose_life(p, a.life_cost, kLoseLife, "paying the cost of " + what);
      paid.insert(c.id);
      const int before = amount;
      amount = std::max(0, amount - a.acts.front().amount);
      note(kReactiveGlobal, [&] {
        return what + " (\"" + a.text + "\") prevents " + std::to_string(before - amount) +
               " of the " + std::to_string(before) + " damage to " + d.name;
      });
    }
    it = reactions_.erase(it);
  }
  return amount;
}

void DmGame::end_reactions() {
  for (const Reaction& r : reactions_)
    note(kReactiveGlobal, [&] {
      return r.player + "'s " + card(r.card).name + " held for " + die(r.target).name +
             " was not used: it lapses at Clean Up";
    });
  reactions_.clear();
}

int DmGame::damage_bonus(const std::string& controller, int amount, const std::string& by) {
  const auto it = s_.damage_bonus.find(controller);
  if (it == s_.damage_bonus.end() || amount <= 0) return amount;
  note(kDamageIncrease, [&] {
    return by + " deals " + std::to_string(it->second) +
           " more damage (an ability applied this turn): one source with the ability it adds to";
  });
  return amount + it->second;
}

}  // namespace arbiter::engine::dm
