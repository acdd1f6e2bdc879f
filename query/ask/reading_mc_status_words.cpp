// A status word said of what an action leaves or costs, or asked about:
// "does she get exhausted?", "did my hero end up exhausted?", "exhausted
// Spidey to basic thwart", "is the confused card still on the ally?". None
// of them is a status the character has before the action.
#include <set>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

bool exhausted_to_act(const std::vector<Token>& t, size_t i) {
  auto at = [&](size_t k) -> const Token* { return k < t.size() ? &t[k] : nullptr; };
  // ("already exhausted to attack this turn": before; but "had already
  // exhausted to block for Cap", told after the boost, is the block of this
  // attack, a defence being made only against one.)
  if (i > 0 && t[i - 1].word("already")) {
    const bool defends = at(i + 2) && at(i + 1)->word("to") && !t[i].ends() &&
                         (at(i + 2)->word("block") || at(i + 2)->word("defend") ||
                          at(i + 2)->is("action", "defend") || at(i + 2)->is("role", "blocker"));
    if (!defends) return false;
    for (size_t k = i + 3; k < t.size() && k < i + 10 && !t[k - 1].ends_sentence(); ++k)
      if (t[k].word("earlier") || t[k].word("before") || t[k].word("last") ||
          t[k].word("previous") || t[k].word("first"))
        return false;
    return true;
  }
  // ("Black Panther exhausted and hit him with a basic attack": the
  // exhaust told with the action it paid for.)
  // (Not "my ally was exhausted and attacked by a Hydra Soldier": a
  // status, and an attack made on it.)
  const bool be_before = i > 0 && (t[i - 1].word("was") || t[i - 1].word("is") ||
                                   t[i - 1].word("were") || t[i - 1].word("are"));
  const bool by_after = at(i + 3) && at(i + 3)->word("by");
  if (at(i + 1) && at(i + 1)->word("and") && t[i].brk == 0 && at(i + 2) && !be_before &&
      !by_after && (at(i + 2)->term_kind("action") || at(i + 2)->word("basic")))
    return true;
  // ("was exhausted to attack earlier": exhausted before; "was exhausted
  // to defend against Rhino": the defence told, a villain's attack being
  // the one thing a hero defends against.)
  const bool told_before = i > 0 && (t[i - 1].word("was") || t[i - 1].word("were"));
  // ("I exhausted my hero to basic-attack the minion", "exhausted
  // Spider-Man to defend": the one who paid it named between.)
  size_t to = i + 1;
  // ("I exhausted him to basic thwart it": a pronoun for the one.)
  if (at(to) &&
      (at(to)->word("my") || at(to)->word("his") || at(to)->word("her") || at(to)->word("their") ||
       at(to)->word("him") || at(to)->word("them") || at(to)->word("it")))
    ++to;
  // ("exhausted his own ally Hawkeye to defend")
  if (at(to) && to > i + 1 && at(to)->word("own")) ++to;
  // ("exhausted my Maria Hill ally (THW 2, 3 hit points) to thwart": the
  // name in two words, and an aside in brackets.)
  while (at(to) && at(to)->term_kind("role") && to < i + 5) ++to;
  // ("I exhausted tin-man to punch Klaw": a name the cards do not know.)
  // (Hyphenated, it is two words.)
  if (to == i + 1 && t[i].brk == 0) {
    size_t j = to;
    // (Not "was exhausted last turn to attack": when, not who.)
    while (at(j) && j < to + 2 && at(j)->kind == Tok::kWord && at(j)->brk == 0 &&
           !at(j)->word("to") && !at(j)->word("last") && !at(j)->word("earlier") &&
           !at(j)->word("already") && !at(j)->word("before") && !at(j)->word("previously"))
      ++j;
    if (j > to && at(j) && at(j)->word("to")) to = j;
  }
  if (to > 0 && t[to - 1].brk == '(')
    while (at(to) && to < i + 16 && t[to - 1].brk != ')') ++to;
  // ("you exhausted Spider-Man, ATK 2, to attack Shocker": an aside set
  // off by commas.)
  if (to > i + 1 && t[to - 1].brk == ',') {
    size_t k = to;
    while (at(k) && k < to + 4 && at(k)->brk == 0) ++k;
    if (at(k) && at(k)->brk == ',' && at(k + 1) && at(k + 1)->word("to")) to = k + 1;
  }
  // ("exhausted Spidey to basic thwart": the action after "basic"; "to
  // make a basic attack", "to do a thwart": after the verb that makes it.)
  size_t act_at = to + 1;
  // ("exhausted him to use his basic thwart")
  if (at(act_at) &&
      (at(act_at)->word("make") || at(act_at)->word("do") || at(act_at)->word("perform") ||
       at(act_at)->word("declare") || at(act_at)->word("use"))) {
    ++act_at;
    if (at(act_at) &&
        (at(act_at)->word("a") || at(act_at)->word("an") || at(act_at)->word("his") ||
         at(act_at)->word("her") || at(act_at)->word("their") || at(act_at)->word("its")))
      ++act_at;
  }
  if (at(act_at) && at(act_at)->word("basic")) ++act_at;
  const Token* act = at(act_at);
  // ("... thwarted by my ally, which was exhausted to do it": the action
  // the sentence tells, paid for.)
  if (told_before && at(to) && at(to)->word("to") && at(to + 1) && at(to + 1)->word("do") &&
      at(to + 2) &&
      (at(to + 2)->word("it") || at(to + 2)->word("so") || at(to + 2)->word("that") ||
       at(to + 2)->word("this")))
    return true;
  if (told_before) {
    const bool defends = act && (act->word("defend") || act->word("block") ||
                                 act->is("action", "defend") || act->is("role", "blocker"));
    if (!(at(to) && at(to)->word("to") && defends)) return false;
    for (size_t k = to + 2; k < t.size() && k < to + 10; ++k) {
      if (t[k].word("earlier") || t[k].word("before") || t[k].word("last") ||
          t[k].word("already") || t[k].word("previously"))
        return false;
      if (t[k].ends_sentence()) break;
    }
    return true;
  }
  // ("exhausted him for a basic attack": the action paid for, after "for".)
  if (at(to) && at(to)->word("for")) {
    size_t k = to + 1;
    if (at(k) && (at(k)->word("a") || at(k)->word("an") || at(k)->word("his") ||
                  at(k)->word("her") || at(k)->word("their")))
      ++k;
    if (at(k) && at(k)->word("basic")) ++k;
    return at(k) && (at(k)->is("action", "attack") || at(k)->is("action", "thwart") ||
                     at(k)->word("attack") || at(k)->word("thwart"));
  }
  return at(to) && at(to)->word("to") && act &&
         (act->term_kind("action") || act->word("defend") || act->word("block") ||
          act->word("attack") || act->word("thwart"));
}

bool status_not_held(const std::vector<Token>& t, size_t i) {
  auto next = [&](size_t k) -> const Token* { return k < t.size() ? &t[k] : nullptr; };
  // "does she get exhausted?", "will it be stunned": asked, not said.
  if (i > 1 && (t[i - 1].word("get") || t[i - 1].word("be") || t[i - 1].word("become") ||
                t[i - 1].word("gets"))) {
    for (size_t k = i - 1; k-- > 0 && k + 5 > i;)
      if (t[k].word("does") || t[k].word("do") || t[k].word("will") || t[k].word("would") ||
          t[k].word("can") || t[k].word("did") || t[k].word("should"))
        return true;
  }
  // ("Wong becomes exhausted or not?": what the action makes of him, asked;
  // not "Spider-Man became stunned last villain phase. He attacks ...".)
  if (i > 0 && (t[i - 1].word("becomes") || t[i - 1].word("become")) &&
      (asking_sentence(t, i) || t[i].brk == '?' ||
       (i + 2 < t.size() && t[i + 1].word("or") && t[i + 2].word("not"))))
    return true;
  // (The rest are a status's, not a keyword's.)
  if (!t[i].term_kind("status")) return false;
  // ("is he exhausted (tapped, if you're from Magic)?": a gloss in
  // brackets of the status just said is that status again, not a second.)
  if (i > 0 && t[i - 1].brk == '(' && t[i - 1].term_kind("status") &&
      t[i - 1].term->name == t[i].term->name)
    return true;
  // ("I tapped out on resources", "tapped 2 resources to play Black Cat":
  // cards paid, not a character exhausted.)
  if (t[i].text == "tapped" && next(i + 1) &&
      (next(i + 1)->word("out") || next(i + 1)->kind == Tok::kNumber ||
       next(i + 1)->text.starts_with("resource") || next(i + 1)->text.starts_with("card") ||
       next(i + 1)->word("energy")))
    return true;
  if (asked_in_question(t, i)) return true;
  // ("... is he exhausted after and how much damage ...", "so is war
  // machine stunned": the verb before its subject asks, with or without a
  // question mark, as a dictated question has none.)
  auto be = [&](size_t k) {
    return t[k].word("is") || t[k].word("are") || t[k].word("was") || t[k].word("were");
  };
  if (i > 1 && be(i - 2) && t[i - 2].brk == 0 && t[i - 1].brk == 0 &&
      (t[i - 1].word("he") || t[i - 1].word("she") || t[i - 1].word("it") || t[i - 1].word("they")))
    return true;
  // ("how much dmg is on him after + Spidey exhausted?": the name and the
  // status alone before the question mark, a post's shorthand for "is
  // Spidey exhausted?".)
  // (Asked after another ask in its sentence; not "... attacks me and
  // I'm tough?", "Rhino at 10 HP and Spidey stunned?": a premise put
  // forward, told.)
  if (i > 1 && t[i].brk == '?' && t[i - 1].term_kind("role") && t[i - 1].brk == 0 &&
      t[i - 1].text != "i" && t[i - 1].text != "i'm" && t[i - 1].text != "im" && !be(i - 2)) {
    static const std::set<std::string> kJoins = {"while", "when",    "if",
                                                 "since", "because", "though"};
    bool asked_before = false;
    for (size_t k = i - 1; k-- > 0 && !t[k].ends_sentence() && !asked_before;)
      asked_before = t[k].word("how") || t[k].word("what") || t[k].word("where") ||
                     t[k].word("who") || t[k].word("which") || t[k].word("does") || t[k].word("is");
    if (asked_before && !kJoins.count(t[i - 2].text)) return true;
  }
  if (i > 2 && t[i - 1].term_kind("role") && t[i - 1].brk == 0 && be(i - 2) && t[i - 2].brk == 0 &&
      (t[i - 3].ends() || t[i - 3].word("so") || t[i - 3].word("and") || t[i - 3].word("like")))
    return true;
  // ("... and Maria Hill take 1 consequential damage and stay
  // exhausted?", "but I still stay exhausted?": what a question asks
  // would follow, with or without a question word.)
  if (i > 0 &&
      (t[i - 1].word("stay") || t[i - 1].word("stays") || t[i - 1].word("remain") ||
       t[i - 1].word("remains") || t[i - 1].word("end") || t[i - 1].word("ends")) &&
      (asking_sentence(t, i) || t[i].brk == '?' ||
       (next(i + 1) && next(i + 1)->brk == '?' && next(i + 1)->kind == Tok::kWord)))
    return true;
  // ("did my hero end up exhausted?", "she ended up exhausted": what the
  // action left, asked or told, never a status before it.)
  // ("Cap ended up with 2 damage and exhausted, is that right?": the
  // same, listed after what else it left.)
  for (size_t k = i; k-- > 1 && k + 8 > i && !t[k].ends_sentence();) {
    if (k + 1 < i && t[k].brk != 0) break;
    if (t[k].word("up") &&
        (t[k - 1].word("end") || t[k - 1].word("ends") || t[k - 1].word("ended")) &&
        (k + 1 == i || t[i - 1].word("and")))
      return true;
  }
  // "is exhausted to defend", "exhausts to attack": the cost of the
  // action told, not a status before it.
  // ("already exhausted to attack this turn": exhausted before, it is.)
  // ("She-Hulk ends up exhausted after blocking": what the block left.)
  // ("is exhausted now after recovering")
  const size_t aft = next(i + 1) && next(i + 1)->word("now") ? i + 2 : i + 1;
  if (t[i].is("status", "exhausted") && next(aft + 1) && next(aft)->word("after") &&
      (next(aft + 1)->term_kind("action") || next(aft + 1)->word("blocking") ||
       next(aft + 1)->word("defending") || next(aft + 1)->word("attacking") ||
       next(aft + 1)->word("thwarting") || next(aft + 1)->word("recovering")))
    return true;
  if (t[i].is("status", "exhausted") && exhausted_to_act(t, i)) return true;
  // ("turned sideways because I exhausted her to defend", "exhausted since
  // I used him to block": the reason told is the defence, so the exhaust
  // is its cost, not a status before it.)
  // ("turned sideways because I just used his basic thwart": any action's;
  // not "because he thwarted earlier", a status from before.)
  // (Not when the question asks whether it can still act: "exhausted since
  // she attacked Rhino; can she defend his attack?" is a status.)
  const bool exhausted = t[i].is("status", "exhausted");
  bool can_act_asked = false;
  for (size_t k = 0; exhausted && k + 1 < t.size(); ++k)
    if (t[k].word("can") || t[k].word("could") || t[k].word("can't") || t[k].word("cannot"))
      for (size_t j = k + 1; j < t.size() && j < k + 4; ++j)
        can_act_asked |= t[j].term_kind("action") || t[j].word("defend") || t[j].word("block");
  // A word telling the action was in a turn before the one asked about.
  auto from_before = [](const Token& w) {
    return w.word("earlier") || w.word("already") || w.word("last") || w.word("previous") ||
           w.word("during") || w.word("turn");
  };
  if (exhausted && !can_act_asked && next(i + 1) &&
      (next(i + 1)->word("because") || next(i + 1)->word("since"))) {
    // ("exhausted because he attacked during my turn", "already exhausted
    // because ...": from a turn before the attack asked about.)
    bool action = false, before = i > 0 && t[i - 1].word("already");
    for (size_t k = i + 2; k < t.size() && k < i + 12; ++k) {
      action |= t[k].term_kind("action") || t[k].word("defend") || t[k].word("defending") ||
                t[k].word("block") || t[k].word("blocking") || t[k].word("thwart") ||
                t[k].word("attack");
      before |= from_before(t[k]) || t[k].word("before");
      if (t[k].ends_sentence()) break;
    }
    if (action && !before) return true;
  }
  // ("my ally Nick Fury turned sideways, 3 hit points printed and no
  // damage before he defended Zemo's attack": a card seen turned, with the
  // action that turned it told in its sentence.)
  if (exhausted && t[i].text.ends_with("sideways") && !can_act_asked) {
    bool action = false, before = i > 0 && t[i - 1].word("already");
    for (size_t k = i + 1; k < t.size() && !t[k - 1].ends_sentence() && !action; ++k) {
      // (Another's doing: "turned sideways, then Rhino attacked me".)
      if (t[k].word("then") || t[k].is("role", "villain") || t[k].is("role", "minion") ||
          t[k].is("role", "hero") || t[k].is("role", "ally"))
        break;
      // ("turned sideways after her basic thwart")
      const bool after = t[k - 1].word("after") || (k > 1 && t[k - 2].word("after")) ||
                         (k > 2 && t[k - 3].word("after"));
      action |= (t[k].term_kind("action") && t[k].text.ends_with("ed")) ||
                (after && (t[k].term_kind("action") || t[k].word("thwart")));
      before |= from_before(t[k]);
    }
    if (action && !before) return true;
  }
  // ("We took off the stun ... and Hulk stayed exhausted. Is that
  // correct?", "she still exhausted. Was that right?": what the players
  // made of it, put to a later question.)
  if (i > 0 &&
      (t[i - 1].word("stayed") || t[i - 1].word("remained") ||
       (t[i - 1].word("still") &&
        !(i > 1 && (t[i - 2].word("is") || t[i - 2].word("was") || t[i - 2].word("are")))))) {
    size_t end = i;
    while (end + 1 < t.size() && !t[end].ends_sentence()) ++end;
    if (t[end].brk != '?')
      for (size_t j = end + 1; j < t.size() && j < end + 8; ++j)
        if ((t[j].word("right") || t[j].word("correct") || t[j].word("legal")) && t[j].brk == '?')
          return true;
  }
  // ("And he's exhausted after, right?", "she stays stunned afterwards?":
  // what the action leaves, put forward to be checked.)
  if (next(i + 1) && !t[i].ends() &&
      (next(i + 1)->word("after") || next(i + 1)->word("afterwards") ||
       next(i + 1)->word("afterward")) &&
      (next(i + 1)->brk == '?' || (next(i + 1)->brk == ',' && next(i + 2) &&
                                   (next(i + 2)->word("right") || next(i + 2)->word("correct")))))
    return true;
  return false;
}

}  // namespace arbiter::query::ask
