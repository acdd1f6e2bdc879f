// The copying words of a card ability (3.10): "copy the stats of target
// character die", "this die becomes a copy of target die", "copy the text
// box of target die's card", "use a copy of target die's when fielded
// effect". The die that copies is always the ability's own.
#include "engine/dm/ability_reader.h"

namespace arbiter::engine::dm {

// After "copy"/"copies": what is copied, then the source.
void Reader::copy(Ability& a) {
  Act x;
  accept("the");
  const bool printed = accept("printed");
  if (accept("stats")) {
    x.verb = printed ? Act::Verb::CopyPrinted : Act::Verb::CopyStats;
  } else if ((accept("a") || accept("attack")) && accept("and") &&
             (accept("d") || accept("defense"))) {
    accept("values");
    x.verb = Act::Verb::CopyPrinted;  // the A and D values, not the fielding cost
  } else if (!printed && (accept("abilities") || accept("text"))) {
    accept("box");
    x.verb = Act::Verb::CopyText;
  } else {
    fail("what is copied ('the stats', 'the printed A and D values', 'the text box')");
  }
  expect("of", "'of'");
  x.reach = source();
  if (x.verb == Act::Verb::CopyText && accept("'s")) {
    expect("card", "'card'");
    if (accept("text")) accept("box");
  }
  until_end_of_turn();  // Applied: copies end at Clean Up anyway (3.4.3.9)
  a.acts.push_back(x);
}

// After "becomes" ("a copy of target character die") or "use" ("a copy of
// target die's when fielded effect").
void Reader::copy_of(Ability& a, Act::Verb verb) {
  Act x;
  x.verb = verb;
  if (!accept("a")) accept("an");
  expect("copy", "'a copy of'");
  expect("of", "'a copy of'");
  x.reach = source();
  if (verb == Act::Verb::UseFielded) {
    expect("'s", "'s when fielded effect");
    expect("when", "'when fielded'");
    expect("fielded", "'when fielded' (only those effects are copied this way)");
    if (!accept("effect") && !accept("effects") && !accept("ability")) accept("abilities");
  }
  until_end_of_turn();
  a.acts.push_back(x);
}

// The die copied: another die in the Field Zone.
Reach Reader::source() {
  Reach r = dice(Reach::Kind::Some);
  if (r.kind == Reach::Kind::Each || r.kind == Reach::Kind::That || r.count != 1)
    fail("one die to copy ('target character die')");
  r.other = true;
  return r;
}

}  // namespace arbiter::engine::dm
