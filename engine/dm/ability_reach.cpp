// Descriptions in card text (ability_reader.h): who or what an effect
// reaches ("target opponent", "up to 2 Sidekick dice", "each opposing level 1
// Villains character die", "it") and play areas ("your Used Pile").
#include <stdexcept>

#include "engine/dm/ability_reader.h"

namespace arbiter::engine::dm {

// Whether the next word can begin a player or dice description.
bool Reader::starts_reach() const {
  if (done()) return false;
  static const std::set<std::string> first = {
      "you",      "target", "your",  "the",      "each",      "both",  "it",   "them",
      "that",     "those",  "this",  "opponent", "all",       "every", "up",   "another",
      "opposing", "enemy",  "level", "sidekick", "character", "die",   "dice", "of",
      "a",        "an",     "he",    "she",      "him",       "her"};
  const std::string& w = t_[i_];
  return first.count(w) || is_number(w) || affiliation(w);
}

Zone Reader::zone() {
  // "your", "their", "its owner's", "the"
  if ((at("its") || at("their")) && (at("owner", 1) || at("controller", 1)) && at("'s", 2))
    i_ += 3;
  else if (!accept("your") && !accept("their"))
    accept("the");
  if (accept("used")) {
    expect("pile", "'Pile'");
    return Zone::Used;
  }
  if (accept("prep")) {
    expect("area", "'Area'");
    return Zone::Prep;
  }
  if (accept("reserve")) {
    expect("pool", "'Pool'");
    return Zone::Reserve;
  }
  if (accept("field")) {
    expect("zone", "'Zone'");
    return Zone::Field;
  }
  if (accept("bag")) return Zone::Bag;
  fail("a play area (Used Pile, Prep Area, Reserve Pool, Field Zone, bag)");
}

// A player or dice, with the quantity the words give.
Reach Reader::reach(Reach::Kind fallback) {
  Reach r;
  if (accept("you")) {
    r.kind = Reach::Kind::You;
    return r;
  }
  if ((at("target") || at("your") || at("the") || at("each")) && at("opponent", 1) &&
      !at("'s", 2)) {
    i_ += 2;
    r.kind = Reach::Kind::Opponent;
    return r;
  }
  if (accept("opponent")) {
    r.kind = Reach::Kind::Opponent;
    return r;
  }
  if (at("its") && (at("owner", 1) || at("controller", 1)) && !at("'s", 2)) {
    i_ += 2;
    r.kind = Reach::Kind::ThatOwner;
    return r;
  }
  if (at("target") && at("player", 1)) {
    i_ += 2;
    r.kind = Reach::Kind::TargetPlayer;
    return r;
  }
  if ((at("each") || at("both")) && (at("player", 1) || at("players", 1))) {
    i_ += 2;
    r.kind = Reach::Kind::EachPlayer;
    return r;
  }
  if (accept("it") || accept("them") || accept("he") || accept("she") || accept("him") ||
      accept("her")) {
    r.kind = Reach::Kind::That;
    return r;
  }
  if ((at("that") || at("those")) && !at("turn", 1)) {
    ++i_;
    r = dice(Reach::Kind::That);
    r.kind = Reach::Kind::That;
    return r;
  }
  if (accept_self()) {
    accept("die");
    r.kind = Reach::Kind::ThisDie;
    return r;
  }
  if (accept("this")) {
    if (!accept("die") && !accept("character")) fail("'die' or 'character' after 'this'");
    accept("die");
    r.kind = Reach::Kind::ThisDie;
    return r;
  }
  return dice(fallback);
}

// "target opposing level 1 Villains character die", "up to 2 Sidekick
// dice", "each opposing character die", "your Sidekick dice".
Reach Reader::dice(Reach::Kind fallback) {
  Reach r;
  r.kind = fallback;
  bool quantified = true;
  if (accept("target")) {
    r.kind = Reach::Kind::Target;
  } else if (accept("each") || accept("all") || accept("every")) {
    r.kind = Reach::Kind::Each;
  } else if (at("up") && at("to", 1)) {
    i_ += 2;
    r.kind = Reach::Kind::UpTo;
    r.count = need_number("how many dice");
  } else if (accept("another")) {
    r.kind = fallback;
  } else if (auto n = number(true)) {
    r.count = *n;
    r.kind = accept("target") ? Reach::Kind::Target : fallback;
  } else {
    quantified = false;
  }
  if (accept("of")) {
    if (!accept("your")) fail("'your'");
    r.side = Side::Yours;
  } else if (accept("opposing") || accept("enemy")) {
    r.side = Side::Opposing;
  } else if (at("your") && at("opponent", 1) && at("'s", 2)) {
    i_ += 3;
    r.side = Side::Opposing;
  } else if (accept("your")) {
    r.side = Side::Yours;
  }
  if (!quantified && r.kind == fallback && fallback != Reach::Kind::That)
    r.kind = Reach::Kind::Each;
  bool noun = false;
  for (;;) {
    if (accept("level")) {
      r.level = need_number("a level");
    } else if (accept("sidekick")) {
      r.sidekick = true;
    } else if (auto e = done() ? std::nullopt : energy(t_[i_]); e && *e != "generic") {
      ++i_;
      accept("energy");
      accept("type");
      r.energy.push_back(*e);
    } else if (!done() && affiliation(t_[i_])) {
      r.affiliations.push_back(affiliation_name(t_[i_++]));
    } else if (!done() && t_[i_].rfind("non-", 0) == 0 && affiliation(t_[i_].substr(4))) {
      r.not_affiliations.push_back(affiliation_name(t_[i_++].substr(4)));
    } else if (accept("attacking")) {
      r.combat = Reach::Combat::Attacking;
    } else if (accept("blocking")) {
      r.combat = Reach::Combat::Blocking;
    } else if (accept("other")) {
      r.other = true;
    } else if (at("character") && (at("die", 1) || at("dice", 1))) {
      ++i_;
    } else if (accept("token") || accept("tokens")) {
      r.token = true;
      noun = true;
      break;
    } else if (accept("die") || accept("dice") || accept("character") || accept("characters")) {
      noun = true;
      break;
    } else {
      break;
    }
  }
  if (!noun) fail("'die' or 'dice'");
  if (at("you") && (at("control", 1) || at("have", 1))) {  // "character dice you control"
    i_ += 2;
    r.side = Side::Yours;
  }
  // "with an A value of 3 or more"
  // "with an A value of 3 or more", "with cost 3 or less", "with a purchase
  // cost of 4 or less", "with a fist cost"
  if (accept("with")) {
    if (!accept("a")) accept("an");
    if (accept("a") || accept("attack")) {
      expect("value", "'value'");
      expect("of", "'of'");
      r.min_attack = need_number("a value");
      expect("or", "'or more'");
      if (!accept("more") && !accept("greater") && !accept("higher")) fail("'or more'");
    } else if (auto e = done() ? std::nullopt : energy(t_[i_]); e && at("cost", 1)) {
      i_ += 2;
      r.energy.push_back(*e);
    } else {
      accept("purchase");
      expect("cost", "'A value' or 'cost'");
      accept("of");
      r.max_cost = need_number("a cost");
      expect("or", "'or less'");
      if (!accept("less") && !accept("lower") && !accept("fewer")) fail("'or less'");
    }
  }
  // "character dice in your Reserve Pool"
  if (at("in") && (at("your", 1) || at("the", 1) || at("their", 1))) {
    ++i_;
    r.in = zone();
  }
  // "character dice damaged by this effect" are the dice the effect before reached.
  if (at("damaged") && at("by", 1) && at("this", 2) && at("effect", 3)) {
    i_ += 4;
    r.kind = Reach::Kind::That;
  }
  return r;
}

}  // namespace arbiter::engine::dm
