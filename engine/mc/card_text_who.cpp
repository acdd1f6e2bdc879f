// Who and what a Marvel Champions card ability's words reach: characters,
// schemes, and the conditions an "If ..., " puts on its effects
// (card_text_reader.h).
#include "engine/mc/card_text_reader.h"

namespace arbiter::engine::mc {

bool TextReader::self_words() {
  if (accept_self()) return true;
  if (at("this") && i_ + 1 < t_.size()) {
    for (const char* w : {"minion", "villain", "character", "enemy", "ally", "hero"})
      if (t_[i_ + 1] == w) {
        i_ += 2;
        return true;
      }
  }
  return accept("itself") || accept("himself") || accept("herself");
}

// Who an effect reaches; `what` names it when the words are not there.
Who TextReader::who(const std::string& what) {
  Who w;
  auto keep = [&](Who::Kind k) {
    w.kind = k;
    // A pronoun after it means the same: the card's own, who set it off,
    // the villain, you; after a choice or a group, whom that effect reached.
    last_ = k == Who::Kind::kSelf || k == Who::Kind::kThat || k == Who::Kind::kVillain ||
                    k == Who::Kind::kYou
                ? k
                : Who::Kind::kLast;
    return w;
  };
  if (self_words()) return keep(Who::Kind::kSelf);
  if (accept("it") || accept("him") || accept("her") || accept("he") || accept("she") ||
      accept("they")) {
    w.kind = last_;
    return w;
  }
  if (accept("that") || (at("the") && (at("attacker", 1) || at("attacking", 1)))) {
    accept("the");
    accept("attacking");
    if (accept("attacker") || accept("enemy") || accept("minion") || accept("villain") ||
        accept("character"))
      return keep(set_off_by_other_ ? Who::Kind::kThat : Who::Kind::kLast);
    fail("'enemy', 'minion' or 'character'");
  }
  if (accept("the")) {
    expect("villain", "'villain'");
    return keep(Who::Kind::kVillain);
  }
  if (accept("you")) return keep(Who::Kind::kYou);
  if (accept("your")) {
    if (accept("allies")) return keep(Who::Kind::kEachAlly);
    if (accept("characters")) return keep(Who::Kind::kEachCharacter);
    if (!accept("hero")) expect("identity", "'hero', 'identity', 'allies' or 'characters'");
    return keep(Who::Kind::kYou);
  }
  if (accept("each") || accept("all")) {
    if (accept("minion") || accept("minions")) {
      if (accept("engaged")) {
        expect("with", "'with you'");
        expect("you", "'you'");
        w.engaged = true;
      }
      return keep(Who::Kind::kEachMinion);
    }
    if (accept("ally") || accept("allies")) {
      expect("you", "'you control'");
      expect("control", "'control'");
      return keep(Who::Kind::kEachAlly);
    }
    if (accept("enemy") || accept("enemies")) return keep(Who::Kind::kEachEnemy);
    if (accept("hero") || accept("heroes")) return keep(Who::Kind::kEachHero);
    if (accept("character") || accept("characters")) {
      expect("you", "'you control'");
      expect("control", "'control'");
      return keep(Who::Kind::kEachCharacter);
    }
    fail("'minion', 'enemy', 'hero' or 'character you control'");
  }
  if (accept("a") || accept("an") || accept("target")) {
    for (const char* kind : {"enemy", "minion", "character", "hero", "ally"})
      if (accept(kind)) {
        w.chosen = kind;
        return keep(Who::Kind::kChosen);
      }
    fail("'enemy', 'minion', 'character', 'hero' or 'ally'");
  }
  fail(what.empty() ? "who" : what);
}

// "the main scheme", "a scheme", "a side scheme", "each scheme", "this scheme".
SchemeWho TextReader::scheme() {
  SchemeWho s;
  if (accept("the")) {
    expect("main", "'main scheme'");
    expect("scheme", "'scheme'");
    s.kind = SchemeWho::Kind::kMain;
  } else if (accept("this")) {
    if (!accept("side")) accept("main");
    expect("scheme", "'scheme'");
    s.kind = SchemeWho::Kind::kThis;
  } else if (accept("each") || accept("a")) {
    s.kind = t_[i_ - 1] == "each" ? SchemeWho::Kind::kEach : SchemeWho::Kind::kChosen;
    s.side_only = accept("side");
    if (!accept("scheme")) expect("schemes", "'scheme'");
  } else {
    fail("a scheme (the main scheme, a scheme, a side scheme, each scheme)");
  }
  return s;
}

// "if that minion is defeated", "if you are in hero form", "if he has no
// damage on him", "if the villain is stunned", then the comma.
ActIf TextReader::if_clause() {
  ActIf f;
  const size_t start = i_;
  if (accept("you") && accept("are")) {
    expect("in", "'in hero form' or 'in alter-ego form'");
    if (accept("hero"))
      f.kind = ActIf::Kind::kHeroForm;
    else if (accept("alter-ego"))
      f.kind = ActIf::Kind::kAlterEgoForm;
    else
      fail("'hero' or 'alter-ego'");
    expect("form", "'form'");
  } else {
    i_ = start;
    const Who::Kind before = last_;
    f.who = who("who the condition is about");
    last_ = before;  // "if he ..." does not change whom "it" means after
    if (accept("is")) {
      f.negated = accept("not");
      if (accept("defeated")) {
        f.kind = ActIf::Kind::kDefeated;
      } else if (accept("damaged")) {
        f.kind = ActIf::Kind::kDamaged;
      } else {
        for (const char* s : {"stunned", "confused", "exhausted", "ready"})
          if (accept(s)) f.status = s;
        if (f.status.empty()) fail("'defeated', 'damaged', 'stunned', 'confused' or 'exhausted'");
        f.kind = ActIf::Kind::kStatus;
      }
    } else if (accept("has")) {
      f.negated = accept("no");
      if (accept("damage")) {
        f.kind = ActIf::Kind::kDamaged;
        if (accept("on")) {
          if (!accept("him") && !accept("her") && !accept("it")) self_words();
        }
      } else {
        if (!f.negated) {
          if (!accept("a")) accept("an");
        }
        expect("tough", "'damage' or 'a tough status card'");
        expect("status", "'status card'");
        expect("card", "'card'");
        f.kind = ActIf::Kind::kStatus;
        f.status = "tough";
      }
    } else {
      fail("'is' or 'has'");
    }
  }
  for (size_t k = start; k < i_; ++k) f.words += (f.words.empty() ? "" : " ") + t_[k];
  expect(",", "the comma after the condition");
  return f;
}

}  // namespace arbiter::engine::mc
