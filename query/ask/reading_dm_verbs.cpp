// The Dice Masters verbs: who attacks, blocks, is KO'd, removed or
// doubled, what damage a player assigns, and "doesn't block".
#include <algorithm>
#include <set>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

namespace {

// "an action die", "a Global": what deals damage outside combat damage.
bool action_die_or_global(const Token& t) {
  return t.is("term", "action-die") || t.is("term", "global");
}

// An Intimidate die's target, told as the player tells it ("target Cap
// with it", "intimidated his Wolverine", "used Intimidate on Beast",
// "picked their only character"): removed from the Field Zone
// (dm:intimidate). Only with Intimidate said in its sentence or the one
// before ("My Storm has Intimidate; I fielded her and picked their only
// character"): not "Opponent targeted Magneto with a Power Bolt" alone,
// another ability's target, nor "he picked Wolverine to block", no target
// at all.
bool intimidate_target(const std::vector<Token>& t, size_t i) {
  static const std::set<std::string> kAimed = {"target",       "targets",     "targeted",
                                               "targeting",    "intimidated", "intimidates",
                                               "intimidating", "picked",      "picks"};
  const Token& tok = t[i];
  if (tok.ends() || i + 1 >= t.size() || t[i + 1].word("opponent") || t[i + 1].word("character"))
    return false;
  if (!kAimed.count(tok.text) &&
      !(tok.is("keyword", "intimidate") && (t[i + 1].word("on") || t[i + 1].word("against"))))
    return false;
  for (size_t j = i + 1; j + 1 < t.size() && j < i + 6 && !t[j - 1].ends(); ++j)
    if (t[j].word("to") && t[j + 1].text.rfind("block", 0) == 0) return false;
  size_t from = i, to = i;
  while (from > 0 && !t[from - 1].ends_sentence()) --from;
  if (from > 0) --from;
  while (from > 0 && !t[from - 1].ends_sentence()) --from;
  while (to + 1 < t.size() && !t[to].ends_sentence()) ++to;
  return std::any_of(t.begin() + static_cast<long>(from), t.begin() + static_cast<long>(to) + 1,
                     [](const Token& w) { return w.is("keyword", "intimidate"); });
}

// "After damage, an effect moves the blocker back to his prep area": a die
// moved once combat damage is dealt changes nothing of it; said before
// the verb in its sentence.
bool after_damage(const std::vector<Token>& t, size_t i) {
  for (size_t k = i; k-- > 0 && !t[k].ends_sentence();)
    if (t[k].word("after") && k + 1 < i &&
        (t[k + 1].text == "damage" || t[k + 1].word("combat") ||
         (t[k + 1].word("the") && k + 2 < i &&
          (t[k + 2].text == "damage" || t[k + 2].word("combat")))))
      return true;
  return false;
}

// "damage" said before token i in its sentence.
bool damage_said_before(const std::vector<Token>& t, size_t i) {
  // ("I split it down the middle, three into Ultron": a split said.)
  for (size_t k = i; k-- > 0 && !t[k].ends_sentence();)
    if (t[k].is("stat", "damage") || t[k].is("term", "split-damage")) return true;
  return false;
}

}  // namespace

namespace {

// "an attack is made with a Thor die", "a block of Thor is declared by a
// Loki die": the noun, then "is made"/"is declared" and who does it, a verb
// in the passive. (Not "the attack is over".)
bool noun_made_by(const std::vector<Token>& t, size_t i) {
  size_t k = i + 1;
  // ("a block of Thor": what it is against, one name.)
  if (k + 1 < t.size() && t[k].word("of") && !t[i].ends()) {
    k += 2;
    if (k < t.size() && (t[k - 1].text == "the" || t[k - 1].text == "my") && !t[k - 1].ends()) ++k;
  }
  if (k + 2 >= t.size() || t[k - 1].ends()) return false;
  if (!(t[k].word("is") || t[k].word("are") || t[k].word("was") || t[k].word("were"))) return false;
  return made_word(t[k + 1]) && !t[k].ends() && !t[k + 1].ends() &&
         (t[k + 2].word("by") || t[k + 2].word("with"));
}

// "Where is the Loki die sent?", "..., and where is Magneto sent?": where
// a die goes, asked, not sent in.
bool asks_where(const std::vector<Token>& t, size_t i) {
  for (size_t k = i; k-- > 0 && k + 6 > i && !t[k].ends_sentence();)
    if (t[k].word("where") || t[k].word("where's")) return true;
  return false;
}

}  // namespace

bool motion_verb(const std::string& word) {
  static const std::set<std::string> kMoves = {
      "zips",     "zipped",    "charges", "charged", "stomps",     "stomped",     "barrels",
      "barreled", "barrelled", "lunges",  "lunged",  "cartwheels", "cartwheeled", "fires",
      "fired",    "rushes",    "rushed",  "runs",    "ran",        "flies",       "flew",
      "crashes",  "crashed",   "storms",  "stormed", "marches",    "marched",     "dives",
      "dived",    "dove",      "leaps",   "leaped",  "leapt",      "jumps",       "jumped",
      "goes",     "went",      "comes",   "came",    "bursts",     "burst",       "races",
      "raced",    "dashes",    "dashed",  "sprints", "sprinted",   "smashes",     "smashed",
      "wades",    "waded",     "slams",   "slammed", "powers",     "powered",     "rolls",
      "rolled",   "pounces",   "pounced"};
  return kMoves.count(word) > 0;
}

// "Daredevil swings in, four attack", "Hulk stomps in for Theo": a
// streamer's way in, an attack. (Not "goes in the bag": "in" ends the
// clause or names whose attack it is.)
bool way_in(const std::vector<Token>& t, size_t i) {
  // ("Iron Man takes off for Leo, six attack": a flyer's way in.)
  const bool in =
      i + 1 < t.size() && (t[i + 1].word("in") ||
                           ((t[i].text == "takes" || t[i].text == "took") && t[i + 1].word("off")));
  // ("Red Hulk is rampaging in for Gus": any way of going, as it happens.)
  // (Not one standing in for another: "is filling in for Gus".)
  static const std::set<std::string> kStandIn = {"standing", "filling", "sitting", "stepping",
                                                 "covering", "subbing", "playing"};
  const bool going =
      t[i].text.size() > 5 && t[i].text.ends_with("ing") && i > 0 && !kStandIn.count(t[i].text) &&
      (t[i - 1].word("is") || t[i - 1].word("comes") || t[i - 1].word("was")) && t[i - 1].brk == 0;
  return (motion_verb(t[i].text) || t[i].text == "takes" || t[i].text == "took" || going) &&
         t[i].brk == 0 && in && (t[i + 1].brk != 0 || (i + 2 < t.size() && t[i + 2].word("for")));
}

namespace {

// ("a Storm, stayed home and didn't attack", "never attacked", "mine
// never gets to swing", "doesn't get to attack": no part in the attack.)
bool not_done(const std::vector<Token>& t, size_t i) {
  size_t k = i;
  // (Past "gets to", "get to", "even", "ever".)
  while (k > 0 && !t[k - 1].ends() && i - k < 3 &&
         (t[k - 1].word("to") || t[k - 1].word("gets") || t[k - 1].word("get") ||
          t[k - 1].word("got") || t[k - 1].word("even") || t[k - 1].word("ever")))
    --k;
  if (k == 0 || t[k - 1].ends()) return false;
  const Token& w = t[k - 1];
  return w.word("didn't") || w.word("didnt") || w.word("never") || w.word("not") ||
         w.word("doesn't") || w.word("wasn't") || w.word("isn't");
}

}  // namespace

std::optional<Verb> dm_verb(const std::vector<Token>& t, size_t i) {
  const Token& tok = t[i];
  // ("Elektra's gone before she can swing": what she could not do.)
  if ((tok.text == "swing" || tok.text == "attack" || tok.text == "strike") && i >= 3 &&
      (t[i - 1].word("can") || t[i - 1].word("could")) && t[i - 3].word("before"))
    return std::nullopt;
  // ("They could have let my Storm through, but they blocked": no block
  // that was not made; "could have blocked my Hulk with Loki alone" still
  // says which die attacks.)
  if (counterfactual(t, i) && (tok.word("let") || tok.is("action", "unblocked")))
    return std::nullopt;
  if (tok.is("action", "attack") && (tok.text == "attack" || tok.text == "attacks") &&
      noun_made_by(t, i))
    return Verb::kAttack;
  if (tok.is("role", "blocker") && (tok.text == "block" || tok.text == "blocks") &&
      noun_made_by(t, i))
    return Verb::kBlock;
  // ("their Loki was able to block but they let Hulk through": no block.)
  if (tok.is("role", "blocker") && tok.text == "block" && possible_not_taken(t, i))
    return Verb::kUndefended;
  // ("had a Sidekick that could block my Hulk, but declared no blocker": a
  // block that was possible, not one made.)
  if (tok.is("role", "blocker") && tok.text == "block" && i >= 2 &&
      (t[i - 1].word("could") || t[i - 1].word("might")) && t[i - 2].word("that"))
    return std::nullopt;
  // ("KO'd Elektra before she swung back", "hit back": a blocker's damage
  // in return, not an attack.)
  if ((tok.text == "swung" || tok.text == "swings" || tok.text == "swing" || tok.text == "hit" ||
       tok.text == "hits") &&
      i + 1 < t.size() && t[i + 1].word("back"))
    return std::nullopt;
  if (intimidate_target(t, i) || ko_by_effect(t, i)) return Verb::kRemove;
  // ("My daughter was defending with her Rhino against my Nova": a block,
  // in the words of a game where one defends.)
  if ((tok.text == "defending" || tok.text == "defended" || tok.text == "defends" ||
       tok.text == "defend") &&
      i + 1 < t.size() && t[i + 1].word("with") && !tok.ends())
    return Verb::kBlock;
  // ("0 blockers declared", "zero blocks on Thor": none.)
  if ((tok.word("blockers") || tok.word("blocks") || tok.word("blocker")) && i > 0 &&
      !t[i - 1].ends() &&
      ((t[i - 1].kind == Tok::kNumber && t[i - 1].number == 0 && !t[i - 1].plus) ||
       t[i - 1].word("zero")))
    return Verb::kUndefended;
  // ("kick out his only guy", "send away their Cyclops")
  if ((tok.word("kick") || tok.word("kicks") || tok.word("kicked")) && i + 1 < t.size() &&
      t[i + 1].word("out"))
    return Verb::kRemove;
  // "I sent in my Wolverine, my Storm and a sidekick": an attack in
  // everyday words.
  if ((tok.word("sent") || tok.word("send") || tok.word("sends") || tok.word("sending")) &&
      i + 1 < t.size() && t[i + 1].word("in") && !tok.ends())
    return Verb::kAttack;
  if (tok.kind == Tok::kTerm) {
    const Term& term = *tok.term;
    if (term.kind == "action" && term.name == "attack") {
      // "the attack of my 5A", "its attack": a noun; "an attacking Thor": a
      // description.
      if (i > 0 &&
          (t[i - 1].word("the") || t[i - 1].word("its") || t[i - 1].word("his") ||
           t[i - 1].word("her") || t[i - 1].word("their") || t[i - 1].word("my") ||
           t[i - 1].word("an") || t[i - 1].word("a") || t[i - 1].word("single") ||
           t[i - 1].word("lone") || t[i - 1].word("one") || possessive(t[i - 1]) ||
           // ("an unblocked attacking Hulk die")
           (i > 1 && t[i - 1].is("action", "unblocked") && !t[i - 1].ends() &&
            (t[i - 2].word("an") || t[i - 2].word("a") || t[i - 2].word("the"))) ||
           // ("blocked the same attacking Hulk")
           (i > 1 && (t[i - 1].word("same") || t[i - 1].word("other") || t[i - 1].word("only")) &&
            (t[i - 2].word("the") || t[i - 2].word("that") || t[i - 2].word("his") ||
             t[i - 2].word("their") || t[i - 2].word("my")))))
        return std::nullopt;
      // ("where do my two attacking dice go": a count, then what they are.)
      if (i > 0 && i + 1 < t.size() && t[i - 1].kind == Tok::kNumber && die_noun(t[i + 1]))
        return std::nullopt;
      // ("a Storm, stayed home and didn't attack", "never attacked": no
      // part in the attack.)
      if (not_done(t, i)) return std::nullopt;
      return Verb::kAttack;
    }
    if (term.kind == "action" && term.name == "unblocked") {
      // "three unblocked attackers": a description of the dice that follow
      // (not "doesn't block Harley Quinn": a verb and what it is done to).
      if (i + 1 < t.size() && (die_noun(t[i + 1]) || t[i + 1].kind == Tok::kDiceStat) &&
          tok.text.find(' ') == std::string::npos)
        return std::nullopt;
      // ("moves Storm away, so no blocker is left in front of Hulk",
      // "leaving no blocker in front of Cap": what a removal leaves once a
      // block was declared, not a block never declared; the attacker stays
      // blocked, dm:2.7.4.3.2.)
      size_t after = i + 1;
      if (after < t.size() && !tok.ends() && (t[after].word("is") || t[after].word("was"))) ++after;
      const bool declared =
          after < t.size() && !t[after - 1].ends() && t[after].text.starts_with("declared");
      bool blocked_before = false;
      for (size_t k = 0; k < i; ++k)
        // (Not "a Sidekick that could block my Hulk": a block not made.)
        blocked_before |=
            t[k].is("role", "blocker") && !noun_word(t[k]) &&
            !(k > 0 && (t[k - 1].word("no") || t[k - 1].word("not") || t[k - 1].word("isn't") ||
                        t[k - 1].word("wasn't") || t[k - 1].word("could") || t[k - 1].word("can") ||
                        t[k - 1].word("would") || t[k - 1].word("might") || t[k - 1].word("to")));
      if (tok.text.starts_with("no blocker") && !declared && blocked_before) return std::nullopt;
      return Verb::kUndefended;
    }
    if (term.kind == "action" && term.name == "ko") return Verb::kKo;
    // ("Red Skull, not blocking": it sits the combat out, like "without
    // blocking".)
    // ("2 non-blocking Sidekicks": the same, as an adjective.)
    if (term.kind == "role" && term.name == "blocker" && tok.text == "blocking" && i > 0 &&
        (t[i - 1].word("isn't") || t[i - 1].word("not") || t[i - 1].word("wasn't") ||
         t[i - 1].word("isnt") || t[i - 1].word("non")))
      return std::nullopt;
    // "War Machine isn't blocked": an attacker no die blocks ("..., none
    // blocked": nor any of them).
    if (term.kind == "role" && term.name == "blocker" && !noun_word(tok) && i > 0 &&
        (t[i - 1].word("isn't") || t[i - 1].word("not") || t[i - 1].word("wasn't") ||
         t[i - 1].word("isnt") || t[i - 1].word("never") ||
         ((t[i - 1].word("none") || t[i - 1].word("nothing") || t[i - 1].word("nobody")) &&
          tok.text == "blocked")))
      return Verb::kUndefended;
    // "he had nothing to block with", "nobody to block": no die blocks.
    // ("had no one willing to block", "nobody able to block")
    if (term.kind == "role" && term.name == "blocker" && tok.text == "block" && i > 1 &&
        t[i - 1].word("to")) {
      size_t w = i - 2;
      if (w > 0 &&
          (t[w].word("willing") || t[w].word("able") || t[w].word("left") || t[w].word("free")))
        --w;
      if (t[w].word("nothing") || t[w].word("nobody") || t[w].word("noone") || t[w].word("none") ||
          (w > 0 && t[w].word("one") && t[w - 1].word("no")))
        return Verb::kUndefended;
    }
    // ("has no dice to block with", "no characters to block": no block, and
    // no verb whose doers the dice around it would become.)
    if (term.kind == "role" && term.name == "blocker" && tok.text == "block" && i > 2 &&
        t[i - 1].word("to") && (t[i - 3].word("no") || t[i - 3].word("zero")) &&
        (t[i - 2].text == "dice" || t[i - 2].text == "die" || t[i - 2].text == "characters" ||
         t[i - 2].text == "character dice" || t[i - 2].text == "blockers"))
      return std::nullopt;
    // "Neither attacker is blocked", "none of them were blocked".
    // ("Neither of my two attackers got blocked": the group's words between.)
    if (term.kind == "role" && term.name == "blocker" && tok.text == "blocked" && i > 1 &&
        (t[i - 1].word("was") || t[i - 1].word("were") || t[i - 1].word("got") ||
         t[i - 1].word("is") || t[i - 1].word("are") || t[i - 1].word("been")))
      for (size_t k = i - 1; k-- > 0 && k + 7 > i && !t[k].ends();)
        if (t[k].word("neither") || t[k].word("none") || t[k].word("nobody") ||
            t[k].word("nothing"))
          return Verb::kUndefended;
    // ("survive the block", "after the block", "after blocks my Action die
    // ...": the noun.)
    if (term.kind == "role" && term.name == "blocker" && !noun_word(tok) && i > 0 &&
        (t[i - 1].word("the") || t[i - 1].word("a") || t[i - 1].word("after") ||
         t[i - 1].word("before")) &&
        (tok.text == "block" || tok.text == "blocks"))
      return std::nullopt;
    // ("sits in his field without blocking": no block.)
    if (term.kind == "role" && term.name == "blocker" && i > 0 && t[i - 1].word("without"))
      return std::nullopt;
    // ("that blocking Sidekick": a description.)
    if (term.kind == "role" && term.name == "blocker" && tok.text == "blocking" && i > 0 &&
        (t[i - 1].word("the") || t[i - 1].word("that") || t[i - 1].word("this") ||
         t[i - 1].word("his") || t[i - 1].word("their") || t[i - 1].word("its") ||
         t[i - 1].word("my") || t[i - 1].word("her")))
      return std::nullopt;
    if (term.kind == "role" && term.name == "blocker" && !noun_word(tok)) return Verb::kBlock;
    // "Iceman gets captured before damage": out of combat, like "removed".
    if (term.name == "capture" && tok.text != "capture") return Verb::kRemove;
    // "He doubled its attack", "doubled Hulk's attack": the verb, in the
    // past ("its attack was doubled" describes).
    if (term.name == "doubling" && tok.text == "doubled" && i + 1 < t.size() &&
        (t[i + 1].word("its") || t[i + 1].word("his") || t[i + 1].word("her") ||
         t[i + 1].word("their") || t[i + 1].is("role", "die")))
      return Verb::kDouble;
  }
  // "lets Cyclops through": no block on it.
  if (tok.word("lets") || tok.word("let"))
    for (size_t k = i + 1; k < t.size() && k < i + 5; ++k) {
      // ("thru" is read as "through": Vocabulary::correct.)
      if (t[k].word("through")) return Verb::kUndefended;
      if (t[k - 1].ends()) break;
    }
  static const std::set<std::string> kAssign = {
      "put", "puts", "assign", "assigns", "split", "splits", "give", "gives", "dump", "dumps",
      "assigned", "dumped", "dumping", "assigning", "splitting",
      // ("I divide 2 damage to Wolverine, 2 to ...")
      "divide", "divides", "divided", "distribute", "distributes", "distributed", "allocate",
      "allocates", "allocated"};
  if (kAssign.count(tok.text)) return Verb::kAssign;
  // ("I've declared 2 damage to Toad and 1 to Mystique": an amount
  // declared to a die.)
  if ((tok.text == "declared" || tok.text == "declare" || tok.text == "declares") &&
      i + 3 < t.size() && t[i + 1].kind == Tok::kNumber && !t[i + 1].plus &&
      t[i + 2].is("stat", "damage") && (t[i + 3].word("to") || t[i + 3].word("on")))
    return Verb::kAssign;
  // ("I gave 3 to Wonder Girl and 2 to Aqualad": an amount given to a die,
  // not "gave him +2A".)
  if (tok.text == "gave" && i + 2 < t.size() && t[i + 1].kind == Tok::kNumber && !t[i + 1].plus &&
      (t[i + 2].word("to") || t[i + 2].word("on") || t[i + 2].word("onto")))
    return Verb::kAssign;
  // "2 of my damage went to the 2A/4D and the other 4 went to the 3A/3D":
  // an amount, then where it went, a die.
  // ("all four damage goes onto Vulture")
  if ((tok.text == "went" || tok.text == "goes" || tok.text == "go") && i + 2 < t.size() &&
      (t[i + 1].word("to") || t[i + 1].word("onto") || t[i + 1].word("into")) &&
      die_said_at(t, i + 2) && amount_before_assign(t, i))
    return Verb::kAssign;
  // "... then SK 1/1. all 4 dmg on Wolverine", "Cap's 2 dmg on Cyclops": a
  // split said with no verb, opening its sentence or clause (after the
  // attacker's name and "'s").
  const bool opens =
      i == 0 || t[i - 1].ends() ||
      (tok.text == "'s" && i >= 2 && t[i - 1].is("role", "die") && (i == 1 || t[i - 2].ends()));
  // ("..., all dmg on beast": "all" and the damage word, no number.)
  if ((tok.word("all") || tok.text == "'s") && opens && i + 2 < t.size() &&
      (t[i + 1].kind == Tok::kNumber ||
       (tok.word("all") && (t[i + 1].text == "dmg" || t[i + 1].text == "damage")))) {
    size_t k = t[i + 1].kind == Tok::kNumber ? i + 2 : i + 1;
    if (k < t.size() && (t[k].text == "dmg" || t[k].text == "damage")) ++k;
    // (With no number, the die named closes its clause: not "All damage to
    // Cyclops is prevented", "All dmg on Beast clears at end of turn".)
    const bool closes = t[i + 1].kind == Tok::kNumber ||
                        (k + 1 < t.size() && (t[k + 1].ends() || k + 2 == t.size())) ||
                        (k + 2 < t.size() && t[k + 1].term_kind("role") && t[k + 1].ends());
    if (k < t.size() && (t[k].word("on") || t[k].word("to") || t[k].word("onto")) && closes)
      return Verb::kAssign;
  }
  // "i do 1 to jugg 2 to toad": damage a player shares out.
  if ((tok.text == "do" || tok.text == "does") && i > 0 && t[i - 1].is("role", "player") &&
      i + 2 < t.size() && t[i + 1].kind == Tok::kNumber &&
      (t[i + 2].word("to") || t[i + 2].word("on")))
    return Verb::kAssign;
  // "used an action die to do 2 damage to his Cap", "did 2 dmg to it with a
  // Global": table talk's "do" for dealing, when an action die or a Global
  // in the sentence does it (else "I do 4 damage to the first blocker" is a
  // split of combat damage).
  if ((tok.text == "do" || tok.text == "does" || tok.text == "did" || tok.text == "doing") &&
      i + 2 < t.size() && t[i + 1].kind == Tok::kNumber && t[i + 2].is("stat", "damage")) {
    bool dealer = false;
    for (size_t k = i; k-- > 0 && !t[k].ends_sentence() && k + 10 > i;)
      dealer |= action_die_or_global(t[k]);
    for (size_t k = i + 3; k < t.size() && k < i + 12 && !t[k - 1].ends_sentence(); ++k)
      dealer |= action_die_or_global(t[k]);
    if (dealer) return Verb::kDeal;
  }
  // "opp uses action die for 2 dmg on him", "they action-die gambit for
  // 2": the action die (or Global) named as the verb, with its amount.
  // ("I zap it with an action die for 2": the instrument, not the verb.)
  size_t said_at = i;
  while (said_at > 0 && (t[said_at - 1].word("an") || t[said_at - 1].word("a") ||
                         t[said_at - 1].word("my") || t[said_at - 1].word("his")))
    --said_at;
  const bool instrument = said_at > 0 && (t[said_at - 1].word("with") || t[said_at - 1].word("w") ||
                                          t[said_at - 1].word("using"));
  // (Not "Last turn I used a power bolt for 1 damage on doc ock": over with
  // that turn.)
  bool before_now = false;
  for (size_t k = i; k-- > 0 && !t[k].ends_sentence();)
    before_now |= (t[k].word("last") && k + 1 < t.size() &&
                   (t[k + 1].word("turn") || t[k + 1].word("round") || t[k + 1].word("game"))) ||
                  t[k].word("previous") || t[k].word("yesterday");
  if (action_die_or_global(tok) && !instrument && !before_now) {
    size_t k = i + 1;
    if (k < t.size() && t[k].term_kind("role") && t[k].term->name == "die") ++k;
    if (k + 1 < t.size() && t[k].word("for") && t[k + 1].kind == Tok::kNumber) return Verb::kDeal;
  }
  // ("I carved her 4 damage evenly, 2 into Taskmaster and 2 into
  // Crossbones": amounts shared out, each before the die it goes to, with
  // no verb of their own.)
  if (shared_out_at(t, i)) return Verb::kAssign;
  if (tok.kind != Tok::kWord) return std::nullopt;
  // ("5A into a 2D": an attack; not "2 into Taskmaster", an amount given.)
  // ("... 2 damage into Cyclops and 4 into Iceman": after the damage said
  // in its sentence, an amount that goes into a die.)
  if ((tok.text == "into" &&
       !(i > 0 && t[i - 1].kind == Tok::kNumber && !t[i - 1].plus && damage_said_before(t, i)) &&
       // ("dumps all three damage into Crossbones": an amount of damage.)
       !(i > 1 && t[i - 1].is("stat", "damage") && t[i - 2].kind == Tok::kNumber &&
         !t[i - 2].plus && !t[i - 2].ends())) ||
      tok.text == "vs" || tok.text == "versus" || tok.text == "against" ||
      // ("my Iron Fist (4A/3D) faces her Bullseye (3A/2D)": a fight told
      // as a photo of the attack zone shows it, as "vs" says it.)
      ((tok.text == "faces" || tok.text == "facing") && i > 0 &&
       (t[i - 1].is("role", "die") || t[i - 1].kind == Tok::kDiceStat) && die_said_at(t, i + 1))) {
    // ("declares no blocks against my Gambit": whom no block is against.)
    if (tok.text == "against" && i > 0 && t[i - 1].is("action", "unblocked")) return std::nullopt;
    return Verb::kAttack;
  }
  // ("quicksilver 3A/2D atk, nightcrawler 2A/3D blocks": shorthand for
  // "attacks" right after a die's stats, ending its item.)
  if ((tok.text == "atk" || tok.text == "atks") && i > 0 && t[i - 1].kind == Tok::kDiceStat &&
      !t[i - 1].ends() && (tok.ends() || (i + 1 < t.size() && t[i + 1].word("and"))))
    return Verb::kAttack;
  if (way_in(t, i)) return Verb::kAttack;
  // "then swung with a 3A/3D Thor": an attack, in the past.
  if (tok.text == "swung" || tok.text == "swings" || tok.text == "swing" || tok.text == "swinging")
    return not_done(t, i) ? std::nullopt : std::optional<Verb>(Verb::kAttack);
  // "i send hulk lvl 3 (6/6) + a sidekick (1/1)": sent in to attack; not
  // "sent back to the bag", "sends it to the Prep Area".
  if (tok.text == "send" || tok.text == "sends" || tok.text == "sent") {
    bool moved = asks_where(t, i);
    for (size_t k = i + 1; k < t.size() && k < i + 8 && !moved; ++k) {
      moved = t[k].word("to") || t[k].word("back") || t[k].word("into");
      if (t[k].ends_sentence()) break;
    }
    if (!moved) return Verb::kAttack;
  }
  // "attacks into", "4A vs 2D": what follows blocks
  if (tok.text == "kills") return Verb::kKo;
  // "I pinged his Colossus for 2 in my main step": damage dealt outside
  // combat (an action die, a global), not an attack.
  static const std::set<std::string> kPing = {"ping", "pings",  "pinged", "zap",
                                              "zaps", "zapped", "burned", "burn"};
  if (kPing.count(tok.text)) return Verb::kDeal;
  // "main step i hit spidey for 2 with an action die": damage an action
  // die or a global deals, not an attack.
  static const std::set<std::string> kHit = {"hit",   "hits",   "shoot",   "shot",
                                             "blast", "blasts", "blasted", "smack"};
  // ("shot my opponent's Iron Will die (1A/4D) for 1 with an action die":
  // the die's stats in brackets between.)
  if (kHit.count(tok.text))
    for (size_t k = i + 1; k < t.size() && k < i + 12; ++k) {
      if (action_die_or_global(t[k])) return Verb::kDeal;
      if (t[k].ends() && t[k].brk != ')') break;
    }
  // ("i use a power bolt for 1 damage on doc ock": a card used for an
  // amount of damage on a die, now; not "last turn I used ...", "I wanted
  // to use ...", "I could have used ...".)
  if ((tok.text == "use" || tok.text == "uses" || tok.text == "fire" || tok.text == "fires") &&
      !(i > 0 && (t[i - 1].word("to") || t[i - 1].word("could") || t[i - 1].word("would") ||
                  t[i - 1].word("might") || t[i - 1].word("should") || t[i - 1].word("didn't") ||
                  t[i - 1].word("can't") || t[i - 1].word("not"))))
    for (size_t k = i + 1; k + 3 < t.size() && k < i + 6 && !t[k - 1].ends(); ++k)
      if (t[k].word("for") && t[k + 1].kind == Tok::kNumber &&
          (t[k + 2].text == "damage" || t[k + 2].text == "dmg") &&
          (t[k + 3].word("on") || t[k + 3].word("to")) && !t[k + 2].ends())
        return Verb::kDeal;
  // "uses an action die to deal 2 damage to Batman", "I deal 2 damage to
  // it": a player dealing damage; "does Rhino deal its 4 damage?" is the
  // combat's.
  // "'deal 1 damage to target character die'": an ability's own words.
  if ((tok.text == "deal" || tok.text == "deals") && i + 4 < t.size() &&
      t[i + 1].kind == Tok::kNumber && t[i + 2].text == "damage" && t[i + 3].word("to") &&
      t[i + 4].text == "target")
    return Verb::kDeal;
  if ((tok.text == "deal" || tok.text == "deals" || tok.text == "dealt") && i > 0 &&
      ((i > 1 && t[i - 1].word("to") &&
        (t[i - 2].text.ends_with("die") || t[i - 2].text.ends_with("ability") ||
         t[i - 2].text.ends_with("global") || t[i - 2].word("effect"))) ||
       (t[i - 1].term_kind("role") && t[i - 1].term->name == "player")))
    return Verb::kDeal;
  // "uses an Action die dealing 1 damage to the opponent's Wolverine",
  // "his Power Bolt deals 2 to my Thor": what an action die, a Global or an
  // ability deals, said just after it.
  // ("I use Power Bolt, it deals 2": the action die said before "it".)
  if (tok.text == "deal" || tok.text == "deals" || tok.text == "dealt" || tok.text == "dealing")
    for (size_t k = i; k-- > 0 && k + 5 > i;) {
      if (action_die_or_global(t[k]) || t[k].word("ability") || t[k].word("effect") ||
          (t[k].word("bolt") && k > 0 && t[k - 1].word("power") && k + 2 == i))
        return Verb::kDeal;
      if (t[k].ends() && !(k + 2 == i && t[k + 1].word("it"))) break;
    }
  // "Sabretooth is dealt 2 damage by an opposing Global ability", "takes 2
  // ability damage from a Global": what an action die, a Global or an
  // ability deals, told of the die it is dealt to.
  const auto dealer_after = [&](size_t from) {
    for (size_t k = from; k < t.size() && k < from + 8; ++k) {
      if (action_die_or_global(t[k]) || t[k].word("ability") || t[k].word("effect") ||
          t[k].word("bolt"))
        return true;
      if (t[k].ends()) break;
    }
    return false;
  };
  if (tok.text == "dealt" && i > 0 &&
      (t[i - 1].word("is") || t[i - 1].word("was") || t[i - 1].word("gets") ||
       t[i - 1].word("got") || t[i - 1].word("been")) &&
      dealer_after(i + 1))
    return Verb::kDeal;
  if ((tok.text == "takes" || tok.text == "took" || tok.text == "take") && i + 2 < t.size() &&
      t[i + 1].kind == Tok::kNumber && t[i + 2].is("term", "ability-damage"))
    return Verb::kDeal;
  // "Player B deals 2 ability damage to Player A's Batman": dealt by no die.
  if ((tok.text == "deals" || tok.text == "deal") && i + 3 < t.size() &&
      t[i + 1].kind == Tok::kNumber && t[i + 2].is("term", "ability-damage") && t[i + 3].word("to"))
    return Verb::kDeal;
  static const std::set<std::string> kRemoved = {"removed",  "removes",  "bounced", "bounces",
                                                 "captured", "captures", "bounce",  "remove"};
  if ((kRemoved.count(tok.text) ||
       (tok.text == "taken" && i + 1 < t.size() && t[i + 1].word("out"))) &&
      !after_damage(t, i))
    return Verb::kRemove;
  // "take Thing out of combat", "pulled out of combat", "moved back to his field".
  // "sends that blocking Sidekick to their Prep Area", "moves Storm from
  // the field to his Prep Area": out of the combat too.
  static const std::set<std::string> kMoves = {"take",  "takes", "took",   "pulled",  "pull",
                                               "pulls", "move",  "moves",  "moved",   "send",
                                               "sends", "sent",  "return", "returns", "returned"};
  // ("... to my opponent's bag", "... to its owner's Prep Area", "... to
  // the Used Pile"; "to attack and used a Global" is no zone.)
  const auto out_of_field = [&](size_t k) {
    for (size_t j = k + 1; j < t.size() && j < k + 4; ++j) {
      if (t[j].text.starts_with("prep") || t[j].text == "bag" || t[j].text == "used pile" ||
          (t[j].word("used") && j + 1 < t.size() && t[j + 1].word("pile")))
        return true;
      if (t[j].ends()) break;
    }
    return false;
  };
  // ("Thor gets KO'd and sent to my Prep Area": where a KO puts it, after
  // combat damage, not a removal before it.)
  bool after_ko = false;
  for (size_t k = i; k-- > 0 && k + 4 > i && !t[k].ends();)
    after_ko |= t[k].is("status", "ko") || t[k].is("action", "ko");
  // ("Hulk moves back into the field after combat", "returns back to my
  // field": where a die goes once combat is done, not out of it; "moves
  // Thing back to his field zone before damage" takes it out.)
  const auto to_the_field = [&](size_t k) {
    for (size_t j = i + 1; j < t.size() && !t[j - 1].ends_sentence(); ++j)
      if (t[j].word("before")) return false;
    for (size_t j = k + 1; j < t.size() && j < k + 4; ++j) {
      if (t[j].text == "field" || t[j].text == "field zone") return true;
      if (t[j].ends()) break;
    }
    return false;
  };
  // ("my opponent blocked my 4/2 with his 4/4 and only moved my die to
  // prep": where the block put it, with nothing else in the sentence to
  // move it.)
  bool after_block = false, cause = false;
  for (size_t k = i; k-- > 0 && !t[k].ends_sentence();)
    after_block |= t[k].is("role", "blocker") && t[k].text.starts_with("block");
  size_t from = i;
  while (from > 0 && !t[from - 1].ends_sentence()) --from;
  for (size_t k = from; k < t.size() && !(k > i && t[k - 1].ends_sentence()); ++k)
    cause |= t[k].is("term", "action-die") || t[k].is("term", "global") || t[k].word("ability") ||
             t[k].word("effect") || t[k].word("card");
  const bool combat_result = after_block && !cause;
  if (kMoves.count(tok.text) && !after_ko && !after_damage(t, i))
    for (size_t k = i + 1; k + 1 < t.size() && k < i + 9 && !t[k - 1].ends(); ++k)
      // ("moves the blocker back into my opponent's bag", "into his Prep Area")
      if ((t[k].word("out") && t[k + 1].word("of")) ||
          (!combat_result && t[k].word("back") && (t[k + 1].word("to") || t[k + 1].word("into")) &&
           !to_the_field(k + 1)) ||
          (!combat_result && (t[k].word("to") || t[k].word("into")) && out_of_field(k)))
        return Verb::kRemove;
  if ((tok.text == "double" || tok.text == "doubles") && i + 1 < t.size() &&
      (t[i + 1].word("the") || t[i + 1].word("its") || t[i + 1].word("his") ||
       t[i + 1].word("her") || t[i + 1].word("attack") || t[i + 1].word("a") ||
       t[i + 1].word("it") || t[i + 1].word("him") ||
       (t[i + 1].term_kind("role") && t[i + 1].term->name == "die")))  // "doubles Magneto's A"
    return Verb::kDouble;
  // ("an ability doubles my Thor's attack": a possessive, then the stat.)
  if ((tok.text == "double" || tok.text == "doubles") && i + 1 < t.size() &&
      (t[i + 1].word("my") || t[i + 1].word("your") || t[i + 1].word("their") ||
       t[i + 1].word("our")))
    for (size_t k = i + 2; k < t.size() && k <= i + 4 && !t[k - 1].ends(); ++k)
      if (t[k].word("attack") || t[k].is("action", "attack") || t[k].word("a") || t[k].word("atk"))
        return Verb::kDouble;
  return std::nullopt;
}

bool player_pronoun(const std::vector<Mention>& ms, int m) {
  if (m < 0 || ms[static_cast<size_t>(m)].head != Head::kPronoun) return false;
  const std::string& n = ms[static_cast<size_t>(m)].name;
  return n == "him" || n == "her" || n == "them";
}

bool shared_out_at(const std::vector<Token>& t, size_t i) {
  // ("2 on Taskmaster and 3 on Crossbones" is as often damage already on
  // them: only "into", after the damage the player shares out.)
  const auto pair_at = [&](size_t k) {
    return k + 2 < t.size() && t[k].kind == Tok::kNumber && !t[k].plus && !t[k].ends() &&
           t[k + 1].word("into") && die_said_at(t, k + 2);
  };
  // ("... | 2 on toad, 1 on mystique | ...": "on" only when the pairs are
  // the whole sentence, a bare number each, as a chat's message says it.)
  const auto bare_on_at = [&](size_t k) {
    return k + 2 < t.size() && t[k].kind == Tok::kNumber && !t[k].plus && !t[k].ends() &&
           t[k + 1].word("on") && t[k + 1].brk == 0 && die_said_at(t, k + 2) &&
           t[k + 2].kind != Tok::kDiceStat;
  };
  // (After a block told: "Damage so far: 2 on toad, 1 on mystique" with
  // no block is damage already there.)
  const bool blocked_before =
      std::any_of(t.begin(), t.begin() + static_cast<long>(i),
                  [](const Token& w) { return w.is("role", "blocker") || w.word("block"); });
  if (i > 0 && t[i - 1].ends() && blocked_before && bare_on_at(i) && t[i + 2].brk == ',' &&
      bare_on_at(i + 3) && (t[i + 5].ends_sentence() || i + 6 == t.size()))
    return true;
  if (!pair_at(i) || i == 0 || !t[i - 1].ends()) return false;
  if (!damage_said_before(t, i)) return false;
  for (size_t k = i + 3; k < t.size() && !t[k - 1].ends_sentence(); ++k)
    if ((t[k - 1].word("and") || t[k - 1].brk == ',') && pair_at(k)) return true;
  return false;
}

bool declines_to_block(const std::vector<Token>& t, size_t verb) {
  static const std::set<std::string> kDeclines = {
      "don't block",    "dont block",      "doesn't block",   "doesnt block", "not block",
      "no block",       "not blocking",    "didn't block",    "didnt block",  "did not block",
      "blocks nothing", "block nothing",   "blocked nothing", "blocks none",  "block none",
      "not to block",   "without blocking"};
  if (!t[verb].is("action", "unblocked")) return false;
  // ("The defending player has a Joker die in the Field Zone, and declares
  // no blockers")
  const bool declared = verb > 0 && (t[verb - 1].word("declares") || t[verb - 1].word("declared") ||
                                     t[verb - 1].word("declare"));
  return declared || kDeclines.count(t[verb].text) > 0;
}

}  // namespace arbiter::query::ask
