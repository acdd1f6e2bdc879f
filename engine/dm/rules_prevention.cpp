// Preventing, redirecting and increasing damage (3.4.9, 3.4.3.13):
// reactive abilities held until a die is damaged (prevention, once per die
// for each ability initiated, 3.4.2.7) or targeted (redirection, paid for
// each target, 3.4.9.7), and damage a player's abilities deal increased
// until end of turn. "While active" prevention: rules_card_static.cpp.
#include <algorithm>
#include <set>

#include "engine/dm/dm_game.h"
#include "engine/dm/predicates.h"

namespace arbiter::engine::dm {

void DmGame::hold_reaction(const AbilityUse& use, const Ability& a) {
  const std::string what = use.player + "'s use of " + card(use.card).name + "'s ability";
  if (!use.redirect.empty()) {
    if (use.target.empty()) return void(refuse(kRedirect, what, "it needs the new target"));
    r_.reactions.push_back({use.player, use.card, use.target, use.redirect});
    return note(kRedirect, [&] {
      return use.player + " will use " + card(use.card).name + "'s \"" + a.text + "\" if " +
             die(use.redirect).name + " is targeted, to change the target to " +
             die(use.target).name;
    });
  }
  if (use.target.empty() || !fits(die(use.target), a.fielded, use.player))
    return void(
        refuse(kReactiveGlobal, what, "it needs one of the dice it can protect as its target"));
  r_.reactions.push_back({use.player, use.card, use.target, ""});
  note(kReactiveGlobal, [&] {
    return use.player + " will use " + card(use.card).name + "'s \"" + a.text + "\" as " +
           die(use.target).name + " is damaged (a reactive Global ability interrupts the queue)";
  });
}

int DmGame::react(const Die& d, int amount) {
  std::set<std::string> paid;  // each reactive Global once for this die and ability (3.4.2.7)
  for (auto it = r_.reactions.begin(); it != r_.reactions.end() && amount > 0;) {
    if (it->target != d.id || !it->from.empty()) {
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
    it = r_.reactions.erase(it);
  }
  return amount;
}

void DmGame::end_reactions() {
  for (const Reaction& r : r_.reactions)
    note(r.from.empty() ? kReactiveGlobal : kRedirect, [&] {
      return r.player + "'s " + card(r.card).name + " held for " +
             die(r.from.empty() ? r.target : r.from).name + " was not used: it lapses at Clean Up";
    });
  r_.reactions.clear();
}

int DmGame::damage_bonus(const std::string& controller, int amount, const std::string& by) {
  const auto it = s_.turn.damage_bonus.find(controller);
  if (it == s_.turn.damage_bonus.end() || amount <= 0) return amount;
  note(kDamageIncrease, [&] {
    return by + " deals " + std::to_string(it->second) +
           " more damage (an ability applied this turn): one source with the ability it adds to";
  });
  return amount + it->second;
}

void DmGame::redirect(std::vector<std::string>& dice, const Ability& a, const Die* source,
                      const std::string& controller) {
  for (std::string& id : dice)
    for (auto it = r_.reactions.begin(); it != r_.reactions.end(); ++it) {
      if (it->from != id) continue;
      const Reaction r = *it;
      r_.reactions.erase(it);
      Player& p = player(r.player);
      const Card& c = card(r.card);
      const Ability& g = *global_of(r.card);
      const Act& x = g.acts.front();
      const std::string what = p.id + "'s use of " + c.name + "'s ability";
      Die& to = die(r.target);
      std::string no;
      if (x.action_only &&
          !(source && (source->type == DieType::Action || source->type == DieType::BasicAction)))
        no = "it changes the targets of Action dice only";
      else if (!a.cost.empty() || a.life_cost > 0 ||
               std::any_of(a.acts.begin(), a.acts.end(), [](const Act& k) {
                 return k.verb == Act::Verb::Ko && k.reach.side == Side::Yours;
               }))
        no = "\"" + a.text +
             "\" requires a cost (an energy or life cost, or KO'ing its own player's die), and an "
             "ability that does cannot be redirected";
      else if (!in_field(to) || !is_character(to) || !fits(to, x.reach, p.id))
        no = to.name + " is not a die it can change the target to";
      else if (std::find(dice.begin(), dice.end(), to.id) != dice.end())
        no = to.name + " is already a target of it";
      else if (const std::string by = untargetable_by(to, controller); !by.empty())
        no = to.name + " cannot be targeted by " + controller + " (" + by + ")";
      else if (s_.blanked_cards.count(c.id))
        no = c.name + "'s text is ignored";
      else if (!pay(p, g.cost, g.cost, what, true))
        no = "its energy cost cannot be paid in full";
      if (!no.empty()) {
        refuse(kRedirect, what, no);
        break;
      }
      if (!g.cost.empty()) pay(p, g.cost, g.cost, what);
      note(kRedirect, [&] {
        return what + ": \"" + a.text + "\" now targets " + to.name + " instead of " +
               die(id).name + (g.cost.empty() ? "" : " (paid for this target alone)");
      });
      id = to.id;
      break;
    }
}

}  // namespace arbiter::engine::dm
