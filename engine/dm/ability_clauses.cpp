// Clauses of a card ability the reader (ability_reader.h) reads apart from
// the main walk in ability_parser.cpp: modifiers and life amounts,
// keywords, "ignore ... abilities", redirection, "once per turn", and the
// checks on a whole ability once read.
#include <algorithm>
#include <stdexcept>

#include "engine/core/checked.h"
#include "engine/dm/ability_reader.h"
#include "engine/dm/model.h"

namespace arbiter::engine::dm {

// After "ignore": "[opposing] 'when fielded' and 'when attacks' abilities".
bool Reader::ignored_triggers(Act& x) {
  const size_t start = i_;
  if (accept("opposing") || (at("your") && at("opponent", 1) && at("'s", 2) && (i_ += 3)))
    x.reach.side = Side::Opposing;
  else if (accept("your"))
    x.reach.side = Side::Yours;
  if (!at("when")) {
    i_ = start;
    return false;
  }
  static const std::vector<std::pair<const char*, Trigger>> names = {
      {"fielded", Trigger::Fielded}, {"attacks", Trigger::Attacks}, {"blocks", Trigger::Blocks},
      {"blocked", Trigger::Blocked}, {"ko'd", Trigger::Kod},        {"damaged", Trigger::Damaged}};
  do {
    expect("when", "'when ...'");
    accept("is");
    const auto it =
        std::find_if(names.begin(), names.end(), [&](const auto& n) { return at(n.first); });
    if (it == names.end()) fail("fielded, attacks, blocks, blocked, KO'd or damaged");
    ++i_;
    x.triggers.push_back(it->second);
  } while ((accept("and") || accept("or") || accept(",")) && at("when"));
  if (!accept("abilities")) expect("ability", "'abilities'");
  x.verb = Act::Verb::IgnoreTriggers;
  x.reach.kind = Reach::Kind::Each;
  return true;
}

// A keyword ability's name ("Overcrush", "Iron Will"), taken into x.keyword.
bool Reader::keyword(Act& x) {
  for (size_t n = 3; n >= 1; --n) {
    if (i_ + n > t_.size()) continue;
    std::string w;
    for (size_t k = 0; k < n; ++k) w += (k ? "-" : "") + t_[i_ + k];
    if (w.empty() || w[0] == '+' || w[0] == '-') return false;
    try {
      parse_keywords(w);
    } catch (const std::invalid_argument&) {
      continue;
    }
    x.keyword = w;
    i_ += n;
    return true;
  }
  return false;
}

// "change the target of an Action die [ability] that targets a character
// die to the character die of your choice" (3.4.9.3).
void Reader::redirect(Ability& a) {
  i_ += 3;
  Act x;
  x.verb = Act::Verb::Redirect;
  expect("of", "'of'");
  if (!accept("an") && !accept("a")) accept("any");
  if (accept("action")) {
    expect("die", "'Action die'");
    x.action_only = true;
    if (!accept("ability")) accept("abilities");
  } else if (!accept("ability") && !accept("abilities")) {
    fail("'an ability' or 'an Action die'");
  }
  if (accept("that")) {
    if (!accept("targets")) expect("target", "'targets'");
    dice(Reach::Kind::Some);  // a character die: what the redirected ability targets
  }
  expect("to", "'to' and the new target");
  accept("the");
  x.reach = dice(Reach::Kind::Some);
  if (accept("of")) {
    expect("your", "'of your choice'");
    expect("choice", "'of your choice'");
  }
  a.acts.push_back(x);
}

// "Once per turn," before the ability or after "While active,".
bool Reader::once_per_turn() {
  if (!at("once") || !at("per", 1) || !at("turn", 2)) return false;
  i_ += 3;
  accept(",");
  return true;
}

Ability Reader::finish(Ability& a) {
  if (a.acts.empty()) fail("an effect");
  a.named_self = named_self_;
  // A redirection is used as an ability targets, like a reactive Global (3.2.8).
  if (std::any_of(a.acts.begin(), a.acts.end(),
                  [](const Act& x) { return x.verb == Act::Verb::Redirect; })) {
    if (a.acts.size() != 1 || (a.trigger != Trigger::Global && a.trigger != Trigger::WhileActive &&
                               a.trigger != Trigger::PaidWhileActive))
      throw std::invalid_argument(
          "a redirection is read alone, as a Global or a 'while active' ability");
    a.reactive = true;
    return a;
  }
  if (a.once_per_turn && a.trigger == Trigger::WhileActive)
    throw std::invalid_argument(
        "'once per turn' is read with a paid or triggered ability, not a Static one");
  for (const Act& x : a.acts)
    if (x.verb == Act::Verb::CannotSpinDown && a.trigger != Trigger::WhileActive)
      throw std::invalid_argument("'cannot be spun down' is read as a 'while active' ability");
  for (const Act& x : a.acts)
    if (x.reach.min_attack > 0 && x.verb != Act::Verb::CannotAttack &&
        x.verb != Act::Verb::CannotBlock)
      throw std::invalid_argument(
          "an A value condition is read only with 'can't attack' or 'can't block'");
  for (const Act& x : a.acts)
    if (x.verb == Act::Verb::PreventDamage && a.trigger != Trigger::WhileActive && !a.reactive)
      throw std::invalid_argument(
          "'prevent N damage' is read as a 'while active' ability or a reactive Global ability "
          "('Global: Pay 1 shield. When one of your character dice is damaged, prevent 1 damage "
          "to it.')");
  for (const Act& x : a.acts)
    if ((x.verb == Act::Verb::IgnoreTriggers || x.verb == Act::Verb::CannotField) &&
        a.trigger != Trigger::WhileActive)
      throw std::invalid_argument(
          "ignoring kinds of abilities is read as a 'while active' ability");
  if (a.reactive && (a.acts.size() != 1 || a.acts.front().verb != Act::Verb::PreventDamage))
    throw std::invalid_argument("the reactive Global abilities read prevent damage, and only that");
  for (const Act& x : a.acts)
    if (x.verb >= Act::Verb::CopyStats && a.trigger == Trigger::Global)
      throw std::invalid_argument(
          "a copying ability copies into its own die, and a Global ability has none (3.10)");
  if (a.trigger == Trigger::WhileActive)
    for (const Act& x : a.acts)
      if (x.reach.player() || (x.verb == Act::Verb::Modify && x.reach.kind != Reach::Kind::Each) ||
          (x.verb != Act::Verb::Modify && x.verb != Act::Verb::CannotAttack &&
           x.verb != Act::Verb::CannotBlock && x.verb != Act::Verb::CannotSpinDown &&
           x.verb != Act::Verb::PreventDamage && x.verb != Act::Verb::IgnoreTriggers &&
           x.verb != Act::Verb::CannotField && x.verb != Act::Verb::CannotBeTargeted &&
           !(x.verb == Act::Verb::GainKeyword && x.reach.kind == Reach::Kind::Each)))
        throw std::invalid_argument(
            "a 'while active' ability the engine runs gives a group of dice +N or -N "
            "(\"your Sidekick dice get +1A\") or keeps dice from attacking or blocking");
  return a;
}

// "gain 2 life", "target opponent loses 1 life": after the verb.
void Reader::life(Ability& a, Act::Verb verb, const Reach& who) {
  Act x;
  x.verb = verb;
  x.reach = who;
  x.amount = need_number("how much life");
  expect("life", "'life'");
  a.acts.push_back(x);
}

// "+1A", "+1A and +1D", "+2 A", "-1D until end of turn".
void Reader::modifiers(Ability& a, const Reach& r) {
  if (r.player()) fail("a die to modify");
  const size_t first = a.acts.size();
  do {
    if (done()) fail("a modifier ('+1A')");
    std::string w = t_[i_];
    if (w.empty() || (w[0] != '+' && w[0] != '-')) fail("a modifier ('+1A')");
    ++i_;
    char stat = 0;
    if (w.back() == 'a' || w.back() == 'd') {
      stat = w.back();
      w.pop_back();
    } else if (accept("a") || accept("attack")) {
      stat = 'a';
    } else if (accept("d") || accept("defense")) {
      stat = 'd';
    } else {
      fail("'A' or 'D' after the modifier");
    }
    Act x;
    x.verb = Act::Verb::Modify;
    x.reach = r;
    x.stat = stat;
    try {
      x.amount = parse_in_range(w, kDeltaRange, true);
    } catch (const std::invalid_argument&) {
      --i_;
      fail("a modifier ('+1A')");
    }
    a.acts.push_back(x);
  } while ((at("and") || at(",")) && i_ + 1 < t_.size() &&
           (t_[i_ + 1][0] == '+' || t_[i_ + 1][0] == '-') && ++i_);
  // "for each of your other attacking characters": counted for each die it
  // reaches, "other" meaning other than that die.
  const bool until = until_end_of_turn();
  if (at("for") && at("each", 1)) {
    i_ += 2;
    accept("of");
    const Reach per = dice(Reach::Kind::Each);
    for (size_t k = first; k < a.acts.size(); ++k) a.acts[k].per = {per};
  }
  if (!until) until_end_of_turn();
}

}  // namespace arbiter::engine::dm
