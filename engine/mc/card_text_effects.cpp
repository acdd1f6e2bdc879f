// The effects of a Marvel Champions card ability and who they reach
// (card_text_reader.h).
#include <stdexcept>

#include "engine/mc/card_text_reader.h"

namespace arbiter::engine::mc {

namespace {

bool is_stat(const std::string& w) {
  return w == "atk" || w == "thw" || w == "def" || w == "rec" || w == "sch";
}

}  // namespace

// Effects joined by commas, "and", "then" and full stops, in order.
void TextReader::acts(CardText& c) {
  for (;;) {
    if (accept("if")) if_ = if_clause();
    bool optional = false;
    if (accept("you")) {
      expect("may", "'may'");
      optional = true;
    }
    act(c, optional);
    if (done() || at("limit") || at("uses") || at("max")) return;
    if (accept(".")) {
      if_ = ActIf{};  // an "If" reaches to the end of its sentence
      if (c.label == "attack" && accept("overkill")) {
        c.overkill = true;
        accept(".");
      }
      if (c.timing == Timing::kWhenRevealed && accept("surge")) {
        c.surge = true;
        accept(".");
      }
      if (done() || at("limit") || at("uses") || at("max")) return;
      accept("then");
      accept(",");
      continue;
    }
    if (accept(",")) {
      if (!accept("then")) accept("and");
      continue;
    }
    if (accept("and") || accept("then")) continue;
    fail("'and', 'then', a comma or a full stop between effects");
  }
}

void TextReader::act(CardText& c, bool optional) {
  Act a;
  a.optional = optional;
  a.only_if = if_;
  if (accept("deal")) {
    a.verb = Act::Verb::kDamage;
    a.amount = need_number("how much damage");
    expect("damage", "'damage'");
    expect("to", "'to'");
    a.who = who("who takes the damage");
  } else if (accept("heal")) {
    if (accept("all")) {
      a.verb = Act::Verb::kHealAll;
    } else {
      a.verb = Act::Verb::kHeal;
      a.amount = need_number("how much damage is healed");
    }
    expect("damage", "'damage'");
    expect("from", "'from'");
    a.who = who("who is healed");
  } else if (accept("place")) {
    a.verb = Act::Verb::kPlaceThreat;
    a.amount = need_number("how much threat");
    expect("threat", "'threat'");
    expect("on", "'on'");
    a.scheme = scheme();
  } else if (accept("remove")) {
    a.verb = Act::Verb::kRemoveThreat;
    a.amount = need_number("how much threat");
    expect("threat", "'threat'");
    expect("from", "'from'");
    a.scheme = scheme();
  } else if (accept("stun")) {
    a.verb = Act::Verb::kStun;
    a.who = who("who is stunned");
  } else if (accept("confuse")) {
    a.verb = Act::Verb::kConfuse;
    a.who = who("who is confused");
  } else if (accept("ready")) {
    a.verb = Act::Verb::kReady;
    a.who = who("who is readied");
  } else if (accept("exhaust")) {
    a.verb = Act::Verb::kExhaust;
    a.who = who("who is exhausted");
  } else if (accept("give")) {
    a.who = who("who is given it");
    if (accept("a") || accept("an")) {
      if (accept("tough"))
        a.verb = Act::Verb::kTough;
      else if (accept("stunned"))
        a.verb = Act::Verb::kStun;
      else if (accept("confused"))
        a.verb = Act::Verb::kConfuse;
      else
        fail("'tough', 'stunned' or 'confused'");
      expect("status", "'status card'");
      expect("card", "'card'");
    } else {
      a.verb = Act::Verb::kModify;
      a.amount = modifier();
      a.stat = stat();
      a.until = until();
    }
  } else if (accept("draw")) {
    a.verb = Act::Verb::kDraw;
    a.amount = need_number("how many cards");
    if (!accept("cards")) expect("card", "'card(s)'");
  } else if (accept("cancel")) {
    a.verb = Act::Verb::kCancel;
    if (accept("that") || accept("the") || accept("its")) {
      if (!accept("attack") && !accept("effects") && !accept("effect") && !accept("damage"))
        fail("'attack', 'damage' or 'effects'");
    } else {
      fail("what is canceled (that attack, its effects)");
    }
  } else if (accept("discard")) {
    a.verb = Act::Verb::kDiscard;
    if (!self_words() && !(accept("this") && accept("card"))) fail("'this card'");
  } else if (accept("search")) {
    a.verb = Act::Verb::kSearch;
    expect("your", "'your deck'");
    do {
      if (accept("deck"))
        a.searched.push_back(Zone::kDeck);
      else if (accept("discard")) {
        expect("pile", "'pile'");
        a.searched.push_back(Zone::kDiscard);
      } else
        fail("'deck' or 'discard pile'");
    } while (accept("and"));
    expect("for", "'for'");
    if (!accept("a") && !accept("an")) accept("the");
    while (!done() && !at("and") && !at("card") && !at(".") && !at(","))
      a.title += (a.title.empty() ? "" : " ") + t_[i_++];
    if (a.title.empty()) fail("the title of the card searched for");
    accept("card");
    expect("and", "'and add it to your hand' or 'and put it into play'");
    if (accept("add")) {
      expect("it", "'it'");
      expect("to", "'to'");
      expect("your", "'your hand'");
      expect("hand", "'hand'");
    } else {
      expect("put", "'add' or 'put'");
      expect("it", "'it'");
      expect("into", "'into play'");
      expect("play", "'play'");
      a.to = Zone::kPlay;
    }
  } else if (accept("shuffle")) {
    a.verb = Act::Verb::kShuffle;
    expect("your", "'your deck'");
    expect("deck", "'deck'");
  } else if (accept("generate")) {
    a.verb = Act::Verb::kGenerate;
    const int n = need_number("how many resources");
    for (int r = 0; r < 4; ++r)
      if (accept(kResourceName[r]))
        a.resources.assign(static_cast<size_t>(n), static_cast<Resource>(r));
    if (a.resources.empty()) fail("the resource's type ([energy], [mental], [physical], [wild])");
    if (!accept("resources")) expect("resource", "'resource'");
  } else if (at("each") && at("player", 1)) {
    i_ += 2;  // "each player draws 1 card", "each player heals 2 damage from their hero"
    if (accept("draws")) {
      a.verb = Act::Verb::kDraw;
      a.each_player = true;
      a.amount = need_number("how many cards");
      if (!accept("cards")) expect("card", "'card(s)'");
    } else {
      expect("heals", "'draws' or 'heals'");
      a.verb = Act::Verb::kHeal;
      a.amount = need_number("how much damage is healed");
      expect("damage", "'damage'");
      expect("from", "'from'");
      expect("their", "'their hero'");
      if (!accept("hero")) expect("identity", "'hero'");
      a.who.kind = Who::Kind::kEachHero;
    }
  } else {
    // Written subject first: "this minion gets +1 ATK", "he gets ...", and
    // "... and gains guard" after one ("gets +1 DEF and gains guard").
    const size_t start = i_;
    bool subject = false;
    if (!c.acts.empty() && (at("gains") || at("gain"))) {
      a.who = c.acts.back().who;
      subject = true;
    } else {
      try {
        a.who = who("");
        subject = at("gets") || at("get") || at("gains") || at("gain");
      } catch (const std::invalid_argument&) {
      }
    }
    if (!subject) {
      i_ = start;
      fail(
          "an effect (deal, heal, place, remove, stun, confuse, give, ready, exhaust, draw, "
          "cancel, discard, search, or '... gets +N ATK', '... gains guard')");
    }
    if (accept("gains") || accept("gain")) {
      gains(c, a);
      return;
    }
    if (!accept("gets")) accept("get");
    a.verb = Act::Verb::kModify;
    a.amount = modifier();
    a.stat = stat();
    a.until = until();
  }
  c.acts.push_back(a);
}

// "gains guard", "gains retaliate 1 and quickstrike": keywords that last
// (mc:gains); one act each.
void TextReader::gains(CardText& c, Act a) {
  a.verb = Act::Verb::kGainKeyword;
  do {
    Act k = a;
    for (const char* w : {"guard", "overkill", "quickstrike", "retaliate"})
      if (accept(w)) k.keyword = w;
    if (k.keyword.empty())
      fail("a keyword the engine models (guard, overkill, quickstrike, retaliate N)");
    if (k.keyword == "retaliate") k.amount = need_number("retaliate's value");
    c.acts.push_back(k);
  } while ((accept(",") && (accept("and") || true)) ||
           (at("and") && !at("gets", 1) && (accept("and"), true)));
  if (at("until") || at("for")) fail("the end of the effect: keywords gained are kept");
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

// "+2", "-1": a modifier's amount.
int TextReader::modifier() {
  if (!done() && t_[i_].size() > 1 && (t_[i_][0] == '+' || t_[i_][0] == '-') &&
      t_[i_].size() <= 3 && t_[i_].find_first_not_of("0123456789", 1) == std::string::npos) {
    const int n = std::stoi(t_[i_].substr(1));
    if (n > 99) fail("a modifier from -99 to +99");
    ++i_;
    return t_[i_ - 1][0] == '-' ? -n : n;
  }
  fail("a modifier (+1, -2)");
}

// A modifier's stat: "+2 ATK" (the number read before).
std::string TextReader::stat() {
  if (done() || !is_stat(t_[i_])) fail("a stat (ATK, THW, DEF, REC, SCH)");
  return t_[i_++];
}

// "for this attack", "until the end of the phase / round" (mc:lasting-effects).
Until TextReader::until() {
  if (accept("for")) {
    expect("this", "'this attack'");
    expect("attack", "'attack'");
    return Until::kEndOfAttack;
  }
  if (!accept("until")) return Until::kPermanent;
  expect("the", "'the end of ...'");
  expect("end", "'end'");
  expect("of", "'of'");
  accept("the");
  if (accept("attack")) return Until::kEndOfAttack;
  if (accept("round")) return Until::kEndOfRound;
  accept("player");
  expect("phase", "'attack', 'phase' or 'round'");
  return Until::kEndOfPlayerPhase;
}

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

}  // namespace arbiter::engine::mc
