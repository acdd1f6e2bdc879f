// Reads a card's printed ability into an Ability (ability.h). The reader is
// a small recursive descent over the card's own words: a trigger, costs,
// then effects joined by "and", commas and full stops. A word it does not
// know stops it with that word named, so a card text the engine would
// misread is refused instead of run as something else.
#include <algorithm>
#include <cctype>
#include <optional>
#include <stdexcept>

#include "engine/core/checked.h"
#include "engine/dm/ability_reader.h"
#include "engine/dm/model.h"

namespace arbiter::engine::dm {

std::string trigger_name(Trigger t) {
  switch (t) {
    case Trigger::None: return "action";
    case Trigger::Global: return "Global";
    case Trigger::WhileActive: return "while active";
    case Trigger::PaidWhileActive: return "while active, you may pay";
    case Trigger::Fielded: return "when fielded";
    case Trigger::YouField: return "when you field";
    case Trigger::OpponentFields: return "when an opposing die is fielded";
    case Trigger::Attacks: return "when attacks";
    case Trigger::Blocks: return "when blocks";
    case Trigger::Blocked: return "when blocked";
    case Trigger::Damaged: return "when damaged";
    case Trigger::Kod: return "when KO'd";
    case Trigger::PlayerDamaged: return "when a player takes damage";
    case Trigger::AnyDamaged: return "when a die is damaged";
    case Trigger::AnyKod: return "when a die is KO'd";
    case Trigger::KodWith: return "if this die and another are KO'd in the same turn";
  }
  return "";
}

Ability Reader::ability() {
  Ability a;
  a.once_per_turn = once_per_turn();
  // "The first time each turn ...": once per turn for the card (3.2.11).
  if (at("the") && at("first", 1) && at("time", 2)) {
    i_ += 3;
    accept("each");
    accept("turn");
    a.first_time = true;
    trigger(a);
    accept(",");
    acts(a);
    return finish(a);
  }
  if (accept("global")) {
    a.trigger = Trigger::Global;
    accept(":");
    costs(a);
    // A reactive Global says when it is used (3.4.2.5).
    if (accept("when") || accept("if")) {
      a.fielded = dice(Reach::Kind::Some);
      if (!accept("is")) accept("are");
      expect("damaged", "'is damaged' (the reactive Global abilities read prevent damage)");
      a.reactive = true;
      if (!accept(",")) accept("to");
    }
  } else if (accept("while")) {
    // "while active", "while this character is active"
    if (accept("this") || accept_self()) {
      if (!accept("character")) accept("die");
      accept("die");
      expect("is", "'is active'");
    }
    expect("active", "'while active'");
    a.trigger = Trigger::WhileActive;
    accept(",");
    a.once_per_turn = once_per_turn() || a.once_per_turn;
    // "While active, when an opposing die is fielded, ...": a trigger (a
    // card's dice trigger only while active anyway, 3.1.30).
    if (accept("when") || accept("whenever") || accept("if")) {
      trigger(a);
      accept(",");
      acts(a);
      return finish(a);
    }
    if (at("you") && at("may", 1) && (at("pay", 2) || at("spend", 2))) {
      i_ += 2;
      a.trigger = Trigger::PaidWhileActive;
      costs(a);
    }
  } else if (accept("when") || accept("whenever") || accept("if")) {
    trigger(a);
  }
  accept(",");
  acts(a);
  return finish(a);
}

void Reader::costs(Ability& a) {
  if (!accept("pay") && !accept("spend")) fail("a cost ('Pay 1 mask')");
  // "Pay 1 mask and 1 life", "Pay [mask][mask]", "Pay 2 masks".
  do {
    const int n = number(true).value_or(1);
    if (accept("life")) {
      a.life_cost += n;
    } else if (auto e = done() ? std::nullopt : energy(t_[i_])) {
      ++i_;
      for (int k = 0; k < n; ++k) a.cost.push_back(*e);
      accept("energy");
      for (auto more = done() ? std::nullopt : energy(t_[i_]); more;
           more = done() ? std::nullopt : energy(t_[i_])) {
        ++i_;
        a.cost.push_back(*more);
      }
    } else {
      fail("an energy type or 'life'");
    }
  } while ((at("and") || at(",")) && i_ + 1 < t_.size() &&
           (is_number(t_[i_ + 1]) || energy(t_[i_ + 1])) && ++i_);
  if (at("when") || at("if")) return;  // a reactive Global's condition follows
  if (!accept(".") && !accept(":") && !accept("to") && !accept("and") && !accept(","))
    fail("'.' or 'to' after the cost");
}

// "this die attacks", "fielded", "you field a Villains die", ...
void Reader::trigger(Ability& a) {
  // "you take damage", "your opponent takes damage", "a player takes damage"
  const auto player_damaged = [&](Side side, size_t words) {
    if (!(at("takes", words) || at("take", words)) || !at("damage", words + 1)) return false;
    i_ += words + 2;
    a.trigger = Trigger::PlayerDamaged;
    a.fielded.side = side;
    return true;
  };
  if ((at("you") && player_damaged(Side::Yours, 1)) ||
      (at("your") && at("opponent", 1) && player_damaged(Side::Opposing, 2)) ||
      ((at("a") || at("either")) && at("player", 1) && player_damaged(Side::Any, 2)))
    return;
  if (accept("you")) {
    expect("field", "'field' ('when you field a die')");
    a.trigger = Trigger::YouField;
    a.fielded = dice(Reach::Kind::Some);
    a.fielded.side = Side::Yours;
    return;
  }
  if (at("your") && at("opponent", 1)) {
    i_ += 2;
    expect("fields", "'fields'");
    a.trigger = Trigger::OpponentFields;
    a.fielded = dice(Reach::Kind::Some);
    a.fielded.side = Side::Opposing;
    return;
  }
  // "either you or a character die takes damage": one trigger for both (3.2.12).
  if (at("either") && at("you", 1) && at("or", 2)) {
    i_ += 3;
    a.also_you = true;
  }
  // "an opposing die is fielded", "a bolt Character die is damaged"
  if (at("a") || at("an")) {
    a.fielded = dice(Reach::Kind::Some);
    if (!accept("is")) accept("takes");
    if (accept("fielded") && a.fielded.side == Side::Opposing && !a.also_you) {
      a.trigger = Trigger::OpponentFields;
    } else if (accept("damaged") || accept("damage")) {
      a.trigger = Trigger::AnyDamaged;
    } else if (!a.also_you && accept("ko'd")) {
      a.trigger = Trigger::AnyKod;
    } else {
      fail("'is damaged', 'is KO'd' (or, for an opposing die, 'is fielded')");
    }
    return;
  }
  if (accept("this")) {
    if (!accept("die") && !accept("character")) fail("'die' or 'character'");
    accept("die");
  } else {
    accept_self();
  }
  // "this die and a Sidekick die are KO'd in the same turn" (3.4.1.6)
  if (accept("and")) {
    a.fielded = dice(Reach::Kind::Some);
    expect("are", "'are KO'd in the same turn'");
    expect("ko'd", "'are KO'd in the same turn'");
    expect("in", "'in the same turn'");
    accept("the");
    expect("same", "'in the same turn'");
    expect("turn", "'in the same turn'");
    a.trigger = Trigger::KodWith;
    return;
  }
  accept("is");
  if (accept("fielded"))
    a.trigger = Trigger::Fielded;
  else if (accept("attacks"))
    a.trigger = Trigger::Attacks;
  else if (accept("blocks"))
    a.trigger = Trigger::Blocks;
  else if (accept("blocked"))
    a.trigger = Trigger::Blocked;
  else if (accept("ko'd"))
    a.trigger = Trigger::Kod;
  else if (accept("damaged"))
    a.trigger = Trigger::Damaged;
  else if (accept("takes") && accept("damage"))
    a.trigger = Trigger::Damaged;
  else
    fail("what triggers it (fielded, attacks, blocks, is blocked, is KO'd, is damaged)");
}

void Reader::acts(Ability& a) {
  int burst = 0;
  while (!done()) {
    // "gain 1 life for each ...", "deal 1 damage to target opponent for each ..."
    const auto for_each = [&](size_t from) {
      if (!at("for") || !at("each", 1)) return;
      i_ += 2;
      accept("of");
      const Reach per = dice(Reach::Kind::Each);
      for (size_t k = from; k < a.acts.size(); ++k)
        if (a.acts[k].verb == Act::Verb::Damage || a.acts[k].verb == Act::Verb::GainLife ||
            a.acts[k].verb == Act::Verb::LoseLife)
          a.acts[k].per = {per};
    };
    // "Burst: also gain 1 life": what follows needs a burst face (3.4.6.2).
    if (at("burst") || (at("double", 0) && at("burst", 1))) {
      burst = accept("double") ? 2 : 1;
      ++i_;
      accept(":");
      accept("also");
    }
    const size_t before = a.acts.size();
    act(a);
    for_each(before);
    for (size_t k = before; k < a.acts.size(); ++k) a.acts[k].burst = burst;
    bool joined = false;
    while (accept(".") || accept(",") || accept(";") || accept("and") || accept("then"))
      joined = true;
    if (!done() && !joined) fail("'and' or '.' between effects");
  }
}

bool Reader::until_end_of_turn() {
  if (at(",") && (at("until", 1) || (at("this", 1) && at("turn", 2)))) ++i_;
  if (accept("until")) {
    accept("the");
    expect("end", "'end of turn'");
    expect("of", "'end of turn'");
    accept("the");
    expect("turn", "'end of turn'");
    return true;
  }
  if (at("this") && at("turn", 1)) {
    i_ += 2;
    return true;
  }
  return false;
}

void Reader::act(Ability& a) {
  // "you may ...": the player chooses; the engine takes it, and the trace says so.
  if (at("you") && at("may", 1)) {
    i_ += 2;
    const size_t before = a.acts.size();
    act(a);
    for (size_t k = before; k < a.acts.size(); ++k) a.acts[k].optional = true;
    return;
  }
  Act x;
  if (accept("deal") || accept("do")) {
    x.verb = Act::Verb::Damage;
    x.amount = need_number("how much damage");
    expect("damage", "'damage'");
    expect("to", "'to'");
    x.reach = reach(Reach::Kind::Some);
    a.acts.push_back(x);
    // "deal 1 damage to you and 1 damage to target character die"
    while (at("and") && i_ + 2 < t_.size() && t_[i_ + 2] == "damage") {
      ++i_;
      Act y = x;
      y.amount = need_number("how much damage");
      expect("damage", "'damage'");
      expect("to", "'to'");
      y.reach = reach(Reach::Kind::Some);
      a.acts.push_back(y);
    }
    return;
  }
  if (accept("draw")) {  // "draw 2 dice [and place them in your Prep Area]"
    x.verb = Act::Verb::Draw;
    x.reach.kind = Reach::Kind::You;
    x.amount = need_number("how many dice");
    if (!accept("dice")) expect("die", "'die' or 'dice'");
    if (at("and") && (at("place", 1) || at("put", 1) || at("add", 1))) {
      i_ += 2;
      if (!accept("it") && !accept("them")) fail("'it' or 'them'");
      if (!accept("in") && !accept("into")) expect("to", "'in your Prep Area'");
      if (zone() != Zone::Prep) fail("the Prep Area (drawn dice go there)");
    }
    return a.acts.push_back(x);
  }
  if (at("take") && at("control", 1)) {  // until end of turn (3.9.7)
    i_ += 2;
    expect("of", "'of'");
    x.verb = Act::Verb::TakeControl;
    x.reach = reach(Reach::Kind::Some);
    if (x.reach.player() || x.reach.side == Side::Yours || x.reach.kind == Reach::Kind::ThisDie)
      fail("an opposing die ('target opposing character die')");
    until_end_of_turn();
    return a.acts.push_back(x);
  }
  // "(you may) take 1 damage to give it +2A": the damage, then the effect.
  if (accept("take")) {
    x.verb = Act::Verb::Damage;
    x.reach.kind = Reach::Kind::You;
    x.amount = need_number("how much damage");
    expect("damage", "'damage'");
    a.acts.push_back(x);
    if (accept("to")) act(a);
    return;
  }
  if (accept("copy")) return copy(a);
  // "return this die / the character die / it to the Field Zone"
  if (accept("return")) {
    x.verb = Act::Verb::ReturnToField;
    if (accept("it")) {
      x.reach.kind = Reach::Kind::That;
    } else {
      if (!accept("this")) expect("the", "'this die' or 'the character die'");
      accept("character");
      expect("die", "'die'");
      x.reach.kind = Reach::Kind::ThisDie;
    }
    expect("to", "'to the Field Zone'");
    if (zone() != Zone::Field) fail("the Field Zone");
    return a.acts.push_back(x);
  }
  if (at("change") && at("the", 1) && at("target", 2)) return redirect(a);
  // "Until end of turn, your abilities deal 1 additional damage."
  if (at("until") && !at("end", 1)) fail("'until end of turn'");
  if (at("until")) {
    until_end_of_turn();
    accept(",");
    // "whenever this die takes damage, KO it": a Persistent ability (3.2.3)
    if (accept("whenever")) {
      x.reach = reach(Reach::Kind::Some);
      if (x.reach.player()) fail("a die");
      if (accept("takes"))
        expect("damage", "'damage'");
      else if (!(accept("is") && accept("damaged")))
        fail("'takes damage'");
      accept(",");
      expect("ko", "'KO it'");
      if (!accept("it")) expect("them", "'KO it'");
      x.verb = Act::Verb::KoWhenDamaged;
      return a.acts.push_back(x);
    }
    return act(a);
  }
  // "if that die is not KO'd, ...": the next effect only while it is still active.
  if (accept("if")) {
    const Reach r = reach(Reach::Kind::That);
    if (r.kind != Reach::Kind::That) fail("'that die' or 'it'");
    expect("is", "'is not KO'd'");
    expect("not", "'is not KO'd'");
    expect("ko'd", "'is not KO'd'");
    accept(",");
    const size_t before = a.acts.size();
    act(a);
    for (size_t k = before; k < a.acts.size(); ++k) a.acts[k].if_not_kod = true;
    return;
  }
  // "Prep a die from your bag": draw it into the Prep Area.
  if (accept("prep")) {
    x.verb = Act::Verb::Draw;
    x.reach.kind = Reach::Kind::You;
    x.amount = need_number("how many dice");
    if (!accept("dice")) expect("die", "'die'");
    expect("from", "'from your bag'");
    accept("your");
    expect("bag", "'bag'");
    return a.acts.push_back(x);
  }
  // "Dice you purchase this turn cost 1 less [than their printed cost]."
  if (at("dice") && (at("purchased", 1) || (at("you", 1) && at("purchase", 2)))) {
    i_ += at("purchased", 1) ? 2 : 3;
    until_end_of_turn();
    expect("cost", "'cost'");
    x.verb = Act::Verb::PurchaseDiscount;
    x.reach.kind = Reach::Kind::You;
    x.amount = need_number("how much less");
    accept("energy");
    if (!accept("less")) fail("'less'");
    if (accept("than")) {
      accept("their");
      accept("printed");
      expect("cost", "'cost'");
    }
    until_end_of_turn();
    return a.acts.push_back(x);
  }
  if (at("your") && at("abilities", 1) && at("deal", 2)) {
    i_ += 3;
    x.verb = Act::Verb::DamageBonus;
    x.reach.kind = Reach::Kind::You;
    x.amount = need_number("how much more damage");
    if (!accept("additional") && !accept("more") && !accept("extra")) fail("'additional'");
    expect("damage", "'damage'");
    until_end_of_turn();
    return a.acts.push_back(x);
  }
  if (accept("use")) return copy_of(a, Act::Verb::UseFielded);
  if (accept("ko")) {
    x.verb = Act::Verb::Ko;
    x.reach = reach(Reach::Kind::Some);
    return a.acts.push_back(x);
  }
  if (accept("move")) {
    x.verb = Act::Verb::Move;
    x.reach = reach(Reach::Kind::Some);
    // "move target character die to its owner's Used Pile": from the Field Zone.
    x.from = accept("from") ? zone() : Zone::Field;
    expect("to", "'to'");
    x.to = zone();
    return a.acts.push_back(x);
  }
  if (accept("spin")) {
    x.verb = Act::Verb::Spin;
    x.reach = reach(Reach::Kind::Some);
    const bool up = accept("up");
    if (!up && !accept("down")) fail("'up' or 'down'");
    x.amount = number(true).value_or(1) * (up ? 1 : -1);
    if (!accept("level")) accept("levels");
    accept("each");
    return a.acts.push_back(x);
  }
  Reach you;
  you.kind = Reach::Kind::You;
  if (accept("gain") || accept("gains")) return life(a, Act::Verb::GainLife, you);
  if (accept("lose")) return life(a, Act::Verb::LoseLife, you);
  if (accept("give")) {
    const Reach r = reach(Reach::Kind::Some);
    modifiers(a, r);
    return;
  }
  if (accept("prevent")) {
    if (auto n = number(false)) {
      x.verb = Act::Verb::PreventDamage;
      x.amount = *n;
      expect("damage", "'damage'");
      if (accept("to"))
        x.reach = reach(Reach::Kind::Some);
      else
        x.reach.kind = Reach::Kind::That;  // "prevent 1 damage": to the die just damaged
      if (x.reach.player()) fail("dice (prevention for players is not modelled)");
      // Each source is prevented from separately anyway (3.4.9.11).
      if (accept("from")) {
        expect("each", "'each source'");
        expect("source", "'each source'");
      }
      until_end_of_turn();
      return a.acts.push_back(x);
    }
    x.reach = reach(Reach::Kind::Some);
    if (x.reach.player()) fail("dice");
    expect("from", "'from attacking' or 'from blocking'");
    if (accept("attacking"))
      x.verb = Act::Verb::CannotAttack;
    else if (accept("blocking"))
      x.verb = Act::Verb::CannotBlock;
    else
      fail("'attacking' or 'blocking'");
    return a.acts.push_back(x);
  }
  if (accept("ignore") || accept("blank")) {
    if (ignored_triggers(x)) return a.acts.push_back(x);
    accept("the");
    const bool text = accept("text");
    bool box = accept("box");
    if (text) {
      if (!accept("of") && !accept("on")) fail("'of' or 'on'");
    }
    x.reach = reach(Reach::Kind::Some);
    if (x.reach.player()) fail("a die whose text is ignored");
    if (accept("'s")) {
      expect("card", "'card'");
      box = true;
      if (accept("text")) accept("box");
    }
    until_end_of_turn();
    x.verb = box ? Act::Verb::BlankCard : Act::Verb::BlankDie;
    return a.acts.push_back(x);
  }
  // The subject first: "target opponent loses 1 life", "this die gets +2A".
  subject_act(a);
}

Ability parse_ability(const std::string& text, const std::set<std::string>& affiliations,
                      const std::string& self) {
  Reader r(text, affiliations, self);
  Ability a = r.ability();
  a.text = text;
  return a;
}

}  // namespace arbiter::engine::dm
