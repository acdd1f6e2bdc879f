// The effects of a Marvel Champions card ability (card_text_reader.h); who
// they reach is card_text_who.cpp's.
#include <stdexcept>

#include "engine/mc/card_text_reader.h"

namespace arbiter::engine::mc {

namespace {

// Effects that are a verb and whom it reaches: "stun the villain".
struct OnWho {
  const char* word;
  Act::Verb verb;
  const char* what;  // named when the words are not there
};
constexpr OnWho kOnWho[] = {{"stun", Act::Verb::kStun, "who is stunned"},
                            {"confuse", Act::Verb::kConfuse, "who is confused"},
                            {"ready", Act::Verb::kReady, "who is readied"},
                            {"exhaust", Act::Verb::kExhaust, "who is exhausted"}};

const OnWho* on_who(const std::vector<std::string>& words, size_t i) {
  for (const OnWho& v : kOnWho)
    if (i < words.size() && words[i] == v.word) return &v;
  return nullptr;
}

bool is_stat(const std::string& w) {
  return w == "atk" || w == "thw" || w == "def" || w == "rec" || w == "sch";
}

}  // namespace

// Effects joined by commas, "and", "then" and full stops, in order.
void TextReader::acts(CardText& c) {
  for (;;) {
    if (accept("if")) if_ = if_clause();
    exhaust_to(c);
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
  } else if (at("place") || at("remove")) {
    const bool place = accept("place");
    if (!place) accept("remove");
    a.verb = place ? Act::Verb::kPlaceThreat : Act::Verb::kRemoveThreat;
    a.amount = need_number("how much threat");
    expect("threat", "'threat'");
    expect(place ? "on" : "from", place ? "'on'" : "'from'");
    a.scheme = scheme();
  } else if (const OnWho* v = on_who(t_, i_)) {
    ++i_;
    a.verb = v->verb;
    a.who = who(v->what);
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
  } else if (accept("prevent")) {
    a.verb = Act::Verb::kPrevent;
    if (accept("all"))
      a.amount = -1;  // all of it
    else
      a.amount = need_number("how much damage is prevented");
    if (accept("of")) {
      expect("that", "'that damage'");
      expect("damage", "'damage'");
    } else {
      expect("damage", "'damage' or 'of that damage'");
    }
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
  } while (keyword_follows());
  if (at("until") || at("for")) fail("the end of the effect: keywords gained are kept");
}

// ", and quickstrike", "and guard": another keyword gained (not "and gets").
bool TextReader::keyword_follows() {
  if (accept(",")) {
    accept("and");
    return true;
  }
  if (!at("and") || at("gets", 1)) return false;
  accept("and");
  return true;
}

// "exhaust Captain America's Shield to prevent ...": a cost written in the
// effect's sentence, paid like one before the arrow.
void TextReader::exhaust_to(CardText& c) {
  if (!at("exhaust")) return;
  size_t to = i_ + 1;
  while (to < t_.size() && t_[to] != "to" && t_[to] != "," && t_[to] != "." && t_[to] != "->") ++to;
  if (to >= t_.size() || t_[to] != "to" || to == i_ + 1) return;
  ++i_;
  Cost cost;
  const size_t start = i_;
  if (self_words() && at("to")) {
    cost.kind = Cost::Kind::kExhaustSelf;
  } else {
    i_ = start;
    cost.kind = Cost::Kind::kExhaustCard;
    for (; i_ < to; ++i_) cost.title += (cost.title.empty() || t_[i_] == "'s" ? "" : " ") + t_[i_];
  }
  expect("to", "'to'");
  c.costs.push_back(cost);
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

}  // namespace arbiter::engine::mc
