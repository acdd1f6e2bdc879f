// The timing trigger, the triggering condition, costs and limits of a
// Marvel Champions card ability (card_text_reader.h).
#include "engine/mc/card_text_reader.h"

#include <algorithm>
#include <stdexcept>

namespace arbiter::engine::mc {

std::string timing_name(Timing t) {
  static const char* const kNames[] = {"Action",        "Interrupt",       "Forced Interrupt",
                                       "Response",      "Forced Response", "When Revealed",
                                       "When Defeated", "Boost",           "Resource",
                                       "Setup",         "Constant"};
  return kNames[static_cast<int>(t)];
}

CardText parse_card_text(const std::string& text, const std::string& self) {
  CardText c = TextReader(text, self).read();
  c.text = text;
  return c;
}

CardText TextReader::read() {
  CardText c;
  uses(c);
  timing(c);
  if (c.timing == Timing::kInterrupt || c.timing == Timing::kForcedInterrupt ||
      c.timing == Timing::kResponse || c.timing == Timing::kForcedResponse)
    condition(c);
  if (has_arrow()) costs(c);
  acts(c);
  while (limit(c)) {  // a "Limit" and a "Max" may both close it
  }
  uses(c);
  if (!done()) fail("the end of the ability");
  c.named_self = named_self_;
  return c;
}

// "a counter", "a charge", "an arrow counter": the counter's own name may
// come before "counter".
bool TextReader::counter_words() {
  if (accept("counter") || accept("counters") || accept("charge") || accept("charges")) return true;
  if (i_ + 1 < t_.size() && (t_[i_ + 1] == "counter" || t_[i_ + 1] == "counters")) {
    i_ += 2;
    return true;
  }
  return false;
}

bool TextReader::has_arrow() const {
  return std::find(t_.begin() + static_cast<std::ptrdiff_t>(i_), t_.end(), "->") != t_.end();
}

// "Uses (3 charges)." before or after the ability (mc:uses-x).
void TextReader::uses(CardText& c) {
  if (!accept("uses")) return;
  c.uses = need_number("how many uses");
  if (done() || t_[i_] == "." || t_[i_] == ":") fail("the kind of counter (charges)");
  ++i_;  // charges, counters, or the counter's own name
  accept(".");
}

// "Forced Response:", "Hero Action (attack):", "When Revealed:", ...
void TextReader::timing(CardText& c) {
  // No timing trigger: a constant ability, in force while its card is.
  bool trigger = false;
  for (const char* w : {"hero", "alter-ego", "forced", "star", "action", "interrupt", "response",
                        "when", "boost", "resource", "setup"})
    trigger = trigger || at(w);
  if (!trigger && !done()) {
    c.timing = Timing::kConstant;
    return;
  }
  if (accept("hero"))
    c.form = Form::kHero;
  else if (accept("alter-ego"))
    c.form = Form::kAlterEgo;
  const bool forced = accept("forced");
  if (forced && c.form != Form::kEither) fail("a timing trigger");
  accept("star");  // the boost star before "Boost:"
  if (accept("action")) {
    c.timing = Timing::kAction;
  } else if (accept("interrupt")) {
    c.timing = forced ? Timing::kForcedInterrupt : Timing::kInterrupt;
  } else if (accept("response")) {
    c.timing = forced ? Timing::kForcedResponse : Timing::kResponse;
  } else if (!forced && c.form == Form::kEither && accept("when")) {
    if (accept("revealed"))
      c.timing = Timing::kWhenRevealed;
    else if (accept("defeated"))
      c.timing = Timing::kWhenDefeated;
    else
      fail("'revealed' or 'defeated'");
  } else if (!forced && c.form == Form::kEither && accept("boost")) {
    c.timing = Timing::kBoost;
  } else if (!forced && c.form == Form::kEither && accept("resource")) {
    c.timing = Timing::kResource;
  } else if (!forced && c.form == Form::kEither && accept("setup")) {
    c.timing = Timing::kSetup;
  } else {
    fail(forced ? "'interrupt' or 'response'"
                : "a timing trigger (Action, Interrupt, Response, Forced ..., When Revealed, "
                  "When Defeated, Boost, Resource, Setup)");
  }
  for (const char* label : {"attack", "thwart", "defense"})
    if (accept(label)) c.label = label;
  // "When Revealed (Alter-Ego):": only for a player in that form.
  if (c.timing == Timing::kWhenRevealed && c.form == Form::kEither) {
    if (accept("hero"))
      c.form = Form::kHero;
    else if (accept("alter-ego"))
      c.form = Form::kAlterEgo;
  }
  expect(":", "the colon after the timing trigger");
}

// "When this minion would attack,", "After you defeat a minion,", ...
void TextReader::condition(CardText& c) {
  const bool after = accept("after");
  if (!after) expect("when", "'When' or 'After' (the triggering condition)");
  // Who the condition is about.
  bool self = self_words();
  bool enemy = false, you = false;
  if (!self) {
    if (accept("an") || accept("a")) {
      if (accept("enemy"))
        enemy = true;
      else
        fail("'enemy'");
    } else if (accept("the")) {
      if (accept("villain") || accept("attached")) {
        if (!accept("minion")) accept("villain");
        self = true;  // on the villain's own cards, or one attached to it
      } else {
        fail("'villain'");
      }
    } else if (accept("you")) {
      you = true;
    } else if (accept("threat")) {
      if (!accept("would")) accept("is");
      accept("be");
      expect("placed", "'placed'");
      if (accept("on")) {
        c.condition_scheme = scheme();
        c.condition_scheme_named = true;
      }
      c.condition = Condition::kThreatPlaced;
      expect(",", "the comma after the triggering condition");
      return;
    } else {
      fail("who the condition is about (this minion, an enemy, you, the villain)");
    }
  }
  if (accept("would")) {
    if (accept("attack")) {
      if (enemy) {  // a player's interrupt: as the attack against them begins
        expect("you", "'you'");
        c.condition = Condition::kAttacked;
        last_ = Who::Kind::kThat;
        set_off_by_other_ = true;
      } else {
        if (!self) fail("'take' or 'deal' (an ability's own character would attack)");
        accept("you");
        c.condition = Condition::kWouldAttack;
      }
    } else if (accept("take")) {
      if (!you && !self) fail("'attack'");
      if (accept("any")) {  // "take any amount of damage"
        expect("amount", "'amount of'");
        expect("of", "'of'");
      }
      expect("damage", "'damage'");
      c.condition = Condition::kWouldTakeDamage;
      c.damaged = you ? Who::Kind::kYou : Who::Kind::kSelf;
      set_off_by_other_ = true;
    } else if (accept("deal")) {
      if (!enemy) fail("'attack'");
      expect("damage", "'damage'");
      expect("to", "'to'");
      expect("you", "'you'");
      c.condition = Condition::kWouldTakeDamage;
      c.damaged = Who::Kind::kYou;
      set_off_by_other_ = true;
    } else {
      fail("'attack', 'take damage' or 'deal damage'");
    }
  } else if (accept("attacks") || (you && accept("attack"))) {
    if (enemy) {
      expect("you", "'you'");
      c.condition = after ? Condition::kEnemyAttacked : Condition::kAttacked;
      last_ = Who::Kind::kThat;
      set_off_by_other_ = true;
    } else if (self || you) {
      if (accept("and")) {
        expect("defeats", "'defeats'");
        expect("a", "'a'");
        expect("minion", "'minion'");
        c.condition = Condition::kDefeatsMinion;
        set_off_by_other_ = true;
      } else {
        if (accept("an")) expect("enemy", "'enemy'");
        accept("you");
        c.condition = after ? Condition::kAttacks : Condition::kWouldAttack;
      }
    } else {
      fail("'you'");
    }
  } else if (accept("are")) {
    if (!you) fail("'attacks'");
    expect("attacked", "'attacked'");
    c.condition = after ? Condition::kEnemyAttacked : Condition::kAttacked;
    last_ = Who::Kind::kThat;
    set_off_by_other_ = true;
  } else if (accept("defeat") || accept("defeats")) {
    if (!you && !self) fail("'attacks'");
    expect("a", "'a'");
    expect("minion", "'minion'");
    c.condition = Condition::kDefeatsMinion;  // the minion is gone: "him" is the card's own
    set_off_by_other_ = true;
  } else if (accept("enters")) {
    if (!self || !after) fail("'attacks'");
    expect("play", "'play'");
    c.condition = Condition::kEntersPlay;
  } else if (accept("schemes")) {
    if (!self || !after) fail("'attacks'");
    c.condition = Condition::kSchemes;
  } else if (accept("is")) {
    if (!self) fail("'attacks'");
    expect("defeated", "'defeated'");
    c.condition = Condition::kDefeated;
  } else {
    fail("what happens (would attack, attacks, would take damage, defeat a minion, is defeated)");
  }
  expect(",", "the comma after the triggering condition");
}

// "Exhaust Spider-Man and spend a [physical] resource ->".
void TextReader::costs(CardText& c) {
  do {
    Cost cost;
    if (accept("exhaust")) {
      if (!self_words() && !(accept("this") && (accept("card") || accept("upgrade") ||
                                                accept("support") || accept("ally"))))
        fail("what is exhausted (this card, or the card's name)");
      cost.kind = Cost::Kind::kExhaustSelf;
    } else if (accept("spend")) {
      cost.kind = Cost::Kind::kResources;
      cost.amount = need_number("how many resources");
      bool typed = false;
      for (;;) {
        bool any = false;
        for (int r = 0; r < 4; ++r)
          if (accept(kResourceName[r])) {
            typed = any = true;
            for (int k = 0; k < cost.amount; ++k) cost.types.push_back(static_cast<Resource>(r));
          }
        if (!any) break;
        if (at("and") && (is_number(i_ + 1 < t_.size() ? t_[i_ + 1] : ""))) {
          ++i_;
          cost.amount = need_number("how many resources");
        }
      }
      if (!accept("resources")) expect("resource", "'resource(s)'");
      if (typed) cost.amount = 0;
    } else if (accept("discard")) {
      cost.amount = need_number("how many cards or counters");
      if (accept("card") || accept("cards")) {
        cost.kind = Cost::Kind::kDiscardCard;
        if (accept("from")) {
          expect("your", "'your hand'");
          expect("hand", "'hand'");
        }
      } else if (counter_words()) {
        cost.kind = Cost::Kind::kDiscardCounter;
        expect("from", "'from'");
        if (!self_words() && !(accept("this") && accept("card")) && !accept("it"))
          fail("the card the counter is on (this card, it)");
      } else {
        fail("'card' or 'counter'");
      }
    } else {
      fail("a cost (exhaust ..., spend ... resource, discard a card, discard a counter)");
    }
    c.costs.push_back(cost);
  } while (accept(",") || accept("and"));
  expect("->", "the arrow between the cost and the effect");
}

// "(Limit once per round.)", "Limit twice per round." (mc:limit).
bool TextReader::limit(CardText& c) {
  if (accept("max")) {  // "Max 1 per round.": on the card, for every copy (mc:max)
    const int n = need_number("how many");
    expect("per", "'per round' or 'per player'");
    if (accept("round"))
      c.max_per_round = n;
    else {
      expect("player", "'round' or 'player'");
      c.max_per_player = n;
    }
    accept(".");
    return true;
  }
  if (!accept("limit")) return false;
  if (accept("once"))
    c.limit = 1;
  else if (accept("twice"))
    c.limit = 2;
  else {
    c.limit = need_number("how many times");
    if (!accept("time")) accept("times");
  }
  expect("per", "'per round'");
  expect("round", "'round'");
  accept(".");
  return true;
}

}  // namespace arbiter::engine::mc
