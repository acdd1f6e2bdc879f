// Effects written subject first (ability_reader.h): "target opponent loses
// 1 life", "this die gets +2A", "target character die can't attack this
// turn", "this die copies ...", "your opponent cannot field ...".
#include "engine/dm/ability_reader.h"
#include "engine/dm/model.h"

namespace arbiter::engine::dm {

void Reader::subject_act(Ability& a) {
  Act x;
  if (!starts_reach())
    fail("what happens (deal, KO, move, spin, gain, lose, gets, give, can't, must, ignore, copy)");
  const Reach r = reach(Reach::Kind::Some);
  x.reach = r;
  // "target character die's card gains Overcrush"
  if (!r.player() && at("'s") && at("card", 1) && (at("gains", 2) || at("gain", 2))) {
    i_ += 3;
    if (!keyword(x)) fail("a keyword");
    x.verb = Act::Verb::GainKeyword;
    x.card = true;
    until_end_of_turn();
    return a.acts.push_back(x);
  }
  if (r.kind == Reach::Kind::ThisDie && accept("copies")) return copy(a);
  // "this die cannot be targeted by your opponent"
  if (r.kind == Reach::Kind::ThisDie && (at("can't") || at("cannot")) && at("be", 1) &&
      at("targeted", 2)) {
    i_ += 3;
    if (accept("by")) {
      if (!accept("opposing") && !(accept("your") && accept("opponent")))
        fail("'your opponent' or 'opposing abilities'");
      accept("'s");
      if (!accept("abilities")) accept("ability");
    }
    x.verb = Act::Verb::CannotBeTargeted;
    return a.acts.push_back(x);
  }
  if (r.kind == Reach::Kind::ThisDie && accept("becomes")) return copy_of(a, Act::Verb::BecomeCopy);
  if (accept("loses") || accept("lose")) return life(a, Act::Verb::LoseLife, r);
  // "your opponent cannot field Sidekick character dice"
  if ((r.kind == Reach::Kind::Opponent || r.kind == Reach::Kind::You) &&
      (at("can't") || at("cannot")) && at("field", 1)) {
    i_ += 2;
    x.verb = Act::Verb::CannotField;
    x.reach = dice(Reach::Kind::Each);
    x.reach.side = r.kind == Reach::Kind::Opponent ? Side::Opposing : Side::Yours;
    return a.acts.push_back(x);
  }
  if ((at("gains") || at("gain")) && i_ + 2 < t_.size() && t_[i_ + 2] == "life") {
    ++i_;
    return life(a, Act::Verb::GainLife, r);
  }
  if (accept("takes") || accept("take")) {
    x.verb = Act::Verb::Damage;
    x.amount = need_number("how much damage");
    expect("damage", "'damage'");
    return a.acts.push_back(x);
  }
  if (accept("gets") || accept("get") || accept("gains") || accept("gain") || accept("has") ||
      accept("have")) {
    if (keyword(x)) {
      if (r.player()) fail("a die to gain the keyword");
      x.verb = Act::Verb::GainKeyword;
      accept("keyword");
      until_end_of_turn();
      return a.acts.push_back(x);
    }
    return modifiers(a, r);
  }
  if (accept("can't") || accept("cannot")) {
    if (at("be") && at("spun", 1) && at("down", 2)) {
      i_ += 3;
      x.verb = Act::Verb::CannotSpinDown;
      until_end_of_turn();
      return a.acts.push_back(x);
    }
    if (accept("attack"))
      x.verb = Act::Verb::CannotAttack;
    else if (accept("block"))
      x.verb = Act::Verb::CannotBlock;
    else
      fail("'attack' or 'block'");
    if (x.verb == Act::Verb::CannotAttack && at("or") && at("block", 1)) {  // "... or block"
      i_ += 2;
      Act y = x;
      y.verb = Act::Verb::CannotBlock;
      a.acts.push_back(y);
    }
    until_end_of_turn();
    return a.acts.push_back(x);
  }
  if (accept("must")) {
    expect("attack", "'attack' (a forced block is not modelled)");
    accept("if");
    accept("able");
    x.verb = Act::Verb::MustAttack;
    until_end_of_turn();
    return a.acts.push_back(x);
  }
  fail("what happens (deal, KO, move, spin, gain, lose, gets, give, can't, must, ignore, copy)");
}

}  // namespace arbiter::engine::dm
