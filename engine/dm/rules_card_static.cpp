// Card text that is not triggered (ability.h): Static "while active"
// abilities, in effect while a die of their card is active (3.4.5), and
// abilities a player pays for: Global ones printed on a card (3.4.2) and
// "while active, you may pay ..." (3.4.5.4).
#include <algorithm>

#include "engine/dm/dm_game.h"
#include "engine/dm/predicates.h"

namespace arbiter::engine::dm {

// Calls `use` with each "while active" act in effect and the player it
// works for: once per player with an unblanked active die of the card,
// however many dice (3.4.5.3, 3.4.5.5). `use` returns true to stop.
template <class F>
void DmGame::for_each_static(F&& use) const {
  for (const Card& c : s_.cards)
    for (const Ability& a : c.abilities) {
      if (a.trigger != Trigger::WhileActive) continue;
      for (const Player& p : s_.players) {
        if (!text_active(c, p.id)) continue;
        for (const Act& x : a.acts)
          if (use(c, a, x, p.id)) return;
      }
    }
}

bool DmGame::static_reaches(const Card& c, const Act& x, const Die& d, const std::string& p) const {
  if (x.reach.kind == Reach::Kind::ThisDie) return text_card(d) == &c && d.controller == p;
  // "your other character dice": not the dice whose card gives it (3.4.5.8's
  // "provided by another Character die").
  if (x.reach.other && text_card(d) == &c) return false;
  return fits(d, x.reach, p);
}

// The first "while active" ability in effect for which `match(c, x, p)`
// holds, named as the trace names it ("Lazy's \"While active, ...\""), or "".
template <class F>
std::string DmGame::static_that(F&& match) const {
  std::string by;
  if (r_.has_statics)
    for_each_static([&](const Card& c, const Ability& a, const Act& x, const std::string& p) {
      if (!match(c, x, p)) return false;
      by = c.name + "'s \"" + a.text + "\"";
      return true;
    });
  return by;
}

int DmGame::statics_bonus(const Die& d, char stat) const {
  int sum = 0;
  for_each_static([&](const Card& c, const Ability&, const Act& x, const std::string& p) {
    if (x.verb == Act::Verb::Modify && x.stat == stat && static_reaches(c, x, d, p))
      sum = sat_add(sum, x.amount);
    return false;
  });
  return sum;
}

Keywords DmGame::static_keywords(const Die& d) const {
  Keywords k;
  for_each_static([&](const Card& c, const Ability&, const Act& x, const std::string& p) {
    // A die's own keywords are not looked at here: "your Ally dice" would
    // otherwise ask for the keywords being built.
    if (x.verb == Act::Verb::GainKeyword && static_reaches(c, x, d, p))
      add_keywords(k, parse_keywords(x.keyword));
    return false;
  });
  return k;
}

template <class V>
V DmGame::static_keyword(const Die& d, V Keywords::*kw) const {
  return static_keywords(d).*kw;
}
template bool DmGame::static_keyword(const Die&, bool Keywords::*) const;
template int DmGame::static_keyword(const Die&, int Keywords::*) const;

std::string DmGame::untargetable_by(const Die& d, const std::string& player) const {
  return static_that([&](const Card& c, const Act& x, const std::string& p) {
    return x.verb == Act::Verb::CannotBeTargeted && player != p && static_reaches(c, x, d, p);
  });
}

std::string DmGame::ignored_by(const Die& d, Trigger t) const {
  return static_that([&](const Card&, const Act& x, const std::string& p) {
    return x.verb == Act::Verb::IgnoreTriggers &&
           std::find(x.triggers.begin(), x.triggers.end(), t) != x.triggers.end() &&
           !(x.reach.side == Side::Opposing && d.controller == p) &&
           !(x.reach.side == Side::Yours && d.controller != p);
  });
}

int DmGame::preventable(const Die& d) const {
  int sum = 0;
  if (r_.has_statics)
    for_each_static([&](const Card& c, const Ability&, const Act& x, const std::string& p) {
      if (x.verb == Act::Verb::PreventDamage && static_reaches(c, x, d, p))
        sum = sat_add(sum, x.amount);
      return false;
    });
  return sum;
}

// "While active, prevent 1 damage to this die from each source" (3.4.9.11).
int DmGame::prevent_static(const Die& d, int amount, const std::string& source) {
  if (!r_.has_statics || amount <= 0) return amount;
  for_each_static([&](const Card& c, const Ability& a, const Act& x, const std::string& p) {
    if (x.verb != Act::Verb::PreventDamage || !static_reaches(c, x, d, p)) return false;
    const int before = amount;
    amount = std::max(0, amount - x.amount);
    note(kPreventDamage, [&] {
      return c.name + "'s \"" + a.text + "\" prevents " + std::to_string(before - amount) +
             " of the " + std::to_string(before) + " damage from " + source + " to " + d.name +
             " (each source separately)";
    });
    return amount == 0;
  });
  return amount;
}

void DmGame::note_while_active(const Die& d, WhileActiveChange how) {
  const Card* c = card_of(d);
  if (!c || !r_.has_statics) return;
  for (const Ability& a : c->abilities) {
    if (a.trigger != Trigger::WhileActive) continue;
    if (s_.blanked_cards.count(c->id)) {
      if (how == WhileActiveChange::Enters)
        note(kBlanked, [&] {
          return c->name + "'s \"" + a.text + "\" does not apply: the card's text is ignored";
        });
      continue;
    }
    // It begins with the first die of the card and ends with the last (3.4.5.3).
    const int active =
        static_cast<int>(std::count_if(s_.dice.begin(), s_.dice.end(), [&](const Die& o) {
          return in_field(o) && o.card == c->id && o.controller == d.controller;
        }));
    if ((how == WhileActiveChange::Enters && active == 1) || how == WhileActiveChange::Start)
      note(kWhileActive, [&] {
        return c->name + "'s \"" + a.text + "\" applies for " + d.controller + " (" +
               plural(active, "die") + " of it active; it applies once however many)";
      });
    else if (how == WhileActiveChange::Enters)
      note(kWhileActive, [&] {
        return c->name + "'s \"" + a.text + "\" already applies for " + d.controller +
               ": another die of it does not add it again";
      });
    else if (active == 0)
      note(kWhileActive, [&] {
        return c->name + "'s \"" + a.text + "\" ends for " + d.controller +
               ": no die of it is left in the Field Zone";
      });
  }
}

std::string DmGame::static_forbids(const Die& d, Act::Verb verb) const {
  return static_that([&](const Card& c, const Act& x, const std::string& p) {
    return x.verb == verb && static_reaches(c, x, d, p);
  });
}

std::string DmGame::no_result(const Act& x, const Die& d) const {
  switch (x.verb) {
    case Act::Verb::Spin:
      if (x.amount > 0 && d.level >= max_level(d)) return d.name + " is at its highest level";
      if (x.amount < 0 && d.level <= 1) return d.name + " is at level 1";
      if (x.amount < 0 && !static_forbids(d, Act::Verb::CannotSpinDown).empty())
        return d.name + " cannot be spun down";
      return "";
    case Act::Verb::MustAttack:
      if (d.attacking) return d.name + " is already an attacker: it would duplicate the game state";
      if (!s_.attackers.empty()) return "attackers have been declared: it would have no result";
      return "";
    case Act::Verb::CannotAttack: return d.cannot_attack ? d.name + " already cannot attack" : "";
    default: return "";
  }
}

const Ability* DmGame::global_of(const std::string& card_id) const {
  const Card& c = card(card_id);
  for (const Ability& a : c.abilities)
    if (a.trigger == Trigger::Global || a.trigger == Trigger::PaidWhileActive ||
        (a.trigger == Trigger::WhileActive && a.reactive))
      return &a;
  return nullptr;
}

void DmGame::use_card_global(const AbilityUse& use) {
  if (over()) return note(kGameOver, [] { return std::string("the game has ended"); });
  Player& p = player(use.player);
  const Card& c = card(use.card);
  const Ability* a = global_of(use.card);
  const std::string what = p.id + "'s use of " + c.name + "'s ability";
  if (!a) return void(refuse(kInitiation, what, c.name + " has no Global ability"));
  const bool redirects = a->acts.front().verb == Act::Verb::Redirect;
  if (a->reactive != (use.when_damaged || !use.redirect.empty()) ||
      (a->reactive && redirects == use.when_damaged))
    return void(refuse(kReactiveGlobal, what,
                       !a->reactive ? "it is not a reactive ability (it does not say 'when')"
                       : redirects  ? "it changes a target: give redirect=\"DIE\" (the die "
                                      "targeted) and target=\"DIE\" (the new target)"
                                    : "it is used when a die is damaged: give "
                                      "when-damaged=\"true\" and the die it protects"));
  if (a->reactive) return hold_reaction(use, *a);
  if (!global_window(what)) return;
  // A paid "while active" ability is its controller's, and only while a die
  // of the card is active (3.4.5.4).
  if (a->trigger != Trigger::Global && !text_active(c, p.id))
    return void(
        refuse(kPaidWhileActive, what,
               "no die of " + c.name + " is active for " + p.id + ": the cost cannot be paid"));
  // A legal target before anything is paid (3.1.9, 3.1.10); "up to X" needs
  // at least one (3.1.23).
  for (const Act& x : a->acts) {
    const Reach::Kind k = x.reach.kind;
    if (x.reach.player() || k == Reach::Kind::Each || k == Reach::Kind::That ||
        k == Reach::Kind::ThisDie)
      continue;
    // A die it would change nothing on is no legal target (3.1.10).
    std::vector<std::string> legal;
    std::string why_not;
    for (const std::string& id :
         legal_dice(x.reach, p.id, x.verb == Act::Verb::Move ? x.from : Zone::Field)) {
      const std::string no = no_result(x, die(id));
      if (no.empty()) legal.push_back(id);
      if (id == use.target || why_not.empty()) why_not = no;
    }
    if (!use.target.empty() && std::find(legal.begin(), legal.end(), use.target) == legal.end())
      return void(refuse(kInitiation, what,
                         die(use.target).name + " is not a legal target" +
                             (why_not.empty() ? std::string() : ": " + why_not)));
    if (legal.empty())
      return void(refuse(x.verb == Act::Verb::Move ? kMoveDice : kInitiation, what,
                         "\"" + a->text + "\" has no legal target" +
                             (why_not.empty() ? std::string() : " (" + why_not + ")")));
    break;
  }
  if (!pay(p, a->cost, a->cost, what, true))
    return void(refuse(kCostInFull, what, "its energy cost cannot be paid in full"));
  if (!once_per_turn(c, static_cast<size_t>(a - c.abilities.data()), p.id, what)) return;
  pay(p, a->cost, a->cost, what);
  if (a->life_cost > 0) lose_life(p, a->life_cost, kLoseLife, "paying the cost of " + what);
  note(kInitiation, [&] {
    return what + " (\"" + a->text + "\") is initiated: its cost is paid and it has a legal target";
  });
  if (a->trigger == Trigger::PaidWhileActive && !a->once_per_turn)
    note(kPaidWhileActive, [&] {
      return c.name + " is active for " + p.id + ": its cost may be paid again for each use";
    });
  headline(p.id + " uses " + c.name + "'s " +
           (a->trigger == Trigger::Global ? "Global ability" : "\"while active\" ability"));
  resolve_ability(nullptr, p.id, c.id, *a, "", use.target);
  run_queue();
}

}  // namespace arbiter::engine::dm
