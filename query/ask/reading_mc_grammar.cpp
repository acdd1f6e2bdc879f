// The Marvel Champions words for a question's stages: the verbs (attack,
// defend, scheme, thwart, ...) and the heads of mentions (a villain,
// minion, ally, hero or scheme, by role word or name).
#include <algorithm>
#include <set>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

std::optional<Verb> mc_verb(const std::vector<Token>& t, size_t i) {
  const Token& tok = t[i];
  auto next_word = [&](const char* w) { return i + 1 < t.size() && t[i + 1].word(w); };
  if (tok.kind == Tok::kTerm && tok.term->kind == "action") {
    const std::string& n = tok.term->name;
    // "dealt 8 damage by Swinging Web Kick": the last word of a card's name
    // the rulebooks do not know, not a verb.
    static const std::set<std::string> kAfterVerb = {"at",  "on",  "into", "for",  "against",
                                                     "the", "a",   "an",   "his",  "her",
                                                     "it",  "him", "them", "their"};
    if (n == "attack" && i >= 1 && i + 1 < t.size() && t[i - 1].word("by") && tok.brk == 0 &&
        t[i + 1].kind == Tok::kWord && !kAfterVerb.count(t[i + 1].text))
      return std::nullopt;
    // "is she defeated by her consequential damage", "defeated by
    // retaliate": what defeats is damage, not a character's attack.
    if (tok.text == "defeated by") {
      size_t k = i + 1;
      if (k < t.size() && (t[k].word("her") || t[k].word("his") || t[k].word("its") ||
                           t[k].word("the") || t[k].word("their") || t[k].word("my")))
        ++k;
      // ("it's defeated by that attack": the attack told before, not a
      // new one.)
      if (k < t.size() && (t[k].word("that") || t[k].word("this")) && k + 1 < t.size() &&
          t[k + 1].is("action", "attack"))
        return std::nullopt;
      if (k < t.size() &&
          (t[k].is("stat", "damage") || t[k].term_kind("keyword") ||
           t[k].is("term", "consequential") ||
           (t[k].kind == Tok::kNumber && k + 1 < t.size() && t[k + 1].is("stat", "damage"))))
        return std::nullopt;
    }
    // ("takes 1 consequential damage for attacking", "hurt from
    // thwarting": the action the damage is for, not a new one; "does Klaw
    // still take the hit?": what is taken, a noun.)
    if (i > 0 && t[i - 1].word("for") && tok.text.ends_with("ing") && !t[i - 1].ends()) {
      bool damage_for = false;
      for (size_t k = i - 1; k-- > 0 && k + 5 > i && !t[k].ends();)
        damage_for |= t[k].is("stat", "damage") || t[k].is("term", "consequential") ||
                      t[k].word("hurt") || t[k].word("damaged");
      if (damage_for) return std::nullopt;
    }
    // ("for thwarting too, not just attacking?": the one set against it.)
    if (i > 1 && tok.text.ends_with("ing") && (t[i - 1].word("just") || t[i - 1].word("only")) &&
        t[i - 2].word("not"))
      return std::nullopt;
    if (tok.text == "hit" && i > 1 && t[i - 1].word("the") &&
        (t[i - 2].word("take") || t[i - 2].word("takes") || t[i - 2].word("took") ||
         t[i - 2].word("taking")))
      return std::nullopt;
    // ("defeated by that attack", "from this attack": the one told, a noun.)
    if (i > 1 && (t[i - 1].word("that") || t[i - 1].word("this")) &&
        (t[i - 2].word("by") || t[i - 2].word("from") || t[i - 2].word("with") ||
         t[i - 2].word("after") || t[i - 2].word("during") || t[i - 2].text == "defeated by"))
      return std::nullopt;
    // "attack event", "his attack activation", "basic attack": nouns.
    if (n == "attack" && (next_word("event") || next_word("events") || next_word("activation")))
      return std::nullopt;
    // "Klaw's attack", "his attack": the attack, a noun.
    // "my 2 ATK basic attack", "a 3 damage attack", "my attack": nouns too
    // ("attacks", "attacked" are verbs whatever comes before).
    // "Thor uses his basic attack on Ultron": the attack is made.
    static const std::set<std::string> kMake = {"uses", "use",  "used", "makes",
                                                "make", "made", "does", "performs"};
    if (i > 1 && n == "attack" && kMake.count(t[i - 2].text) &&
        (t[i - 1].word("his") || t[i - 1].word("her") || t[i - 1].word("its") ||
         t[i - 1].word("their") || t[i - 1].word("my") || t[i - 1].word("a")))
      return Verb::kAttack;
    // "tries to make her ATK 2 basic attack against Rhino": an attack
    // made, said with a verb of making or trying a few words before.
    static const std::set<std::string> kTry = {"make",     "makes",   "made",       "tries", "try",
                                               "attempts", "attempt", "attempting", "trying"};
    if (n == "attack" && (next_word("against") || next_word("on") || next_word("at")))
      for (size_t k = i; k-- > 0 && k + 6 > i && !t[k].ends();)
        if (kTry.count(t[k].text)) return Verb::kAttack;
    // "She-Hulk's basic attack (ATK 4) is made against Rhino": made.
    for (size_t k = i + 1; n == "attack" && k + 1 < t.size() && k < i + 6; ++k) {
      if (t[k].word("made") && (t[k + 1].word("against") || t[k + 1].word("on")))
        return Verb::kAttack;
      if (t[k].ends() && t[k].brk != ')' && t[k].brk != '(') break;
    }
    // "After my hero's 3-ATK basic attack on a 5-HP minion": a character's
    // attack said as a noun, with what it is made on, is made.
    if (i > 0 && (tok.text == "attack" || tok.text == "basic attack") &&
        (next_word("on") || next_word("against")) && tok.brk == 0)
      for (size_t k = i; k-- > 0 && k + 5 > i && !t[k].ends();)
        if (t[k].word("'s")) return Verb::kAttack;
    // "she-hulk atk 3 basic attack on rhino": table talk, the character
    // and its ATK, then the attack it makes. ("Spidey ATK 2 basic attack
    // -> Shocker", "/ Thor ATK 3 basic attack - Ultron defeated?": an
    // arrow, or the list's item ending with it.)
    const bool aimed_or_ends = (next_word("on") || next_word("against") || next_word("into") ||
                                next_word("vs") || next_word("at")) &&
                               tok.brk == 0;
    if (i > 0 && tok.text == "basic attack" && (aimed_or_ends || (tok.ends() && tok.brk != '?')))
      for (size_t k = i; k-- > 0 && k + 5 > i && !t[k].ends();)
        if ((t[k].is("role", "hero") || t[k].is("role", "ally")) &&
            (k == 0 || t[k - 1].ends_sentence() || (!aimed_or_ends && t[k - 1].ends())))
          return Verb::kAttack;
    if (i > 0 && (tok.text == "attack" || tok.text == "basic attack") &&
        (t[i - 1].word("'s") || t[i - 1].word("his") || t[i - 1].word("her") ||
         t[i - 1].word("its") || t[i - 1].word("their") || t[i - 1].word("the") ||
         t[i - 1].word("my") ||
         // ("Black Cat (ATK 1) attack Rhino": a bracket closes before it.)
         ((t[i - 1].kind == Tok::kNumber || t[i - 1].term_kind("stat")) && !t[i - 1].ends())))
      return std::nullopt;
    // "hits Rhino with a basic attack", "attack the villain with a basic
    // attack": how the attack told is made, a noun.
    if (n == "attack" && i > 1 && (t[i - 1].word("a") || t[i - 1].word("an")) &&
        (t[i - 2].word("with") || t[i - 2].word("using") || t[i - 2].word("w")))
      return std::nullopt;
    // "a 4-damage Overkill attack": a noun; "how much hits the villain":
    // what the damage reaches, not an attack.
    if (n == "attack" && i > 0 && t[i - 1].term_kind("keyword") && !t[i - 1].ends() &&
        tok.text == "attack")
      return std::nullopt;
    if (n == "attack" && i > 0 && (t[i - 1].word("much") || t[i - 1].word("many")))
      return std::nullopt;
    // "does retaliate still hit She-Hulk": Retaliate's damage, not an attack.
    for (size_t k = i; n == "attack" && tok.text.rfind("hit", 0) == 0 && k-- > 0 && k + 3 > i;)
      if (t[k].is("keyword", "retaliate")) return std::nullopt;
    // "after both attacks", "the two attacks": the attacks told, nouns.
    if (n == "attack" && tok.text == "attacks" && i > 0 &&
        (t[i - 1].word("both") || t[i - 1].word("two") || t[i - 1].word("the") ||
         t[i - 1].word("these") || t[i - 1].word("those") || t[i - 1].word("all")))
      return std::nullopt;
    // "Klaw schemes instead of attacking", "rather than defending": what
    // is not done.
    if (i >= 2 && ((t[i - 2].word("instead") && t[i - 1].word("of")) ||
                   (t[i - 2].word("rather") && t[i - 1].word("than"))))
      return std::nullopt;
    if (n == "attack") return Verb::kAttack;
    // "I've got nothing to block with", "no one to defend": undefended.
    if (n == "defend" && i >= 2 && t[i - 1].word("to") &&
        (t[i - 2].word("nothing") || t[i - 2].word("nobody") || t[i - 2].word("noone") ||
         (i >= 3 && t[i - 2].word("one") && t[i - 3].word("no"))))
      return Verb::kUndefended;
    if (n == "defend") return Verb::kDefend;
    if (n == "undefended") return Verb::kUndefended;
    // "each scheme", "the scheme", "which scheme": the card, a noun.
    static const std::set<std::string> kBeforeNoun = {"each",  "the",    "a",     "this", "that",
                                                      "which", "either", "every", "any",  "other"};
    if (n == "scheme")
      return next_word("card") || (i > 0 && kBeforeNoun.count(t[i - 1].text))
                 ? std::nullopt
                 : std::optional<Verb>(Verb::kScheme);
    if (n == "thwart")
      return next_word("event") ? std::nullopt : std::optional<Verb>(Verb::kThwart);
    if (n == "recover") return Verb::kRecover;
    if (n == "move") return Verb::kMove;
    if (n == "enters") return Verb::kEnter;
  }
  if (tok.kind == Tok::kTerm && tok.term->kind == "term" && tok.term->name == "heal")
    return Verb::kHeal;
  // "I revealed a quickstrike minion", "reveal Vulture (minion, ...)": a
  // minion revealed enters play; not a boost card or a treachery revealed.
  if (tok.word("revealed") || tok.word("reveal") || tok.word("reveals") || tok.word("revealing"))
    for (size_t k = i + 1; k < t.size() && k < i + 5; ++k) {
      if (t[k].is("role", "minion") || t[k].is("keyword", "quickstrike")) return Verb::kEnter;
      if (t[k].ends() || t[k].term_kind("stat") || t[k].word("boost") || t[k].word("card") ||
          t[k].word("treachery"))
        break;
    }
  // "i def w spidey def 3": the stat's short name said as the verb, by a
  // player, with the one who defends.
  if (tok.is("stat", "def") && tok.brk == 0 && i > 0 &&
      (t[i - 1].text == "i" || t[i - 1].text == "we") && (next_word("w") || next_word("with")))
    return Verb::kDefend;
  if (tok.kind != Tok::kWord) return std::nullopt;
  // "my 3-attack hero defeats a 3-HP minion", "ally pokes the villain":
  // an attack, said by what it does.
  static const std::set<std::string> kAttackSaid = {
      "defeats", "pokes", "poked", "poke", "basics", "smacks", "smacked", "punches", "punched"};
  if (kAttackSaid.count(tok.text)) return Verb::kAttack;
  // "shehulk atk 4 basics a hydra merc" (read "basic"): the verb.
  if (tok.text == "basic" && i + 1 < t.size() && tok.brk == 0 &&
      (t[i + 1].word("a") || t[i + 1].word("an") || t[i + 1].word("the") ||
       t[i + 1].term_kind("role")))
    return Verb::kAttack;
  // "cap (DEF 2) blocked rhino": a character who blocked defended. (Not a
  // vocabulary word: "blocked" leans a question towards Dice Masters.)
  // ("blocked w spidey": defended with; "fully blocked by my defense".)
  if (tok.text == "blocked" && (next_word("w") || next_word("with"))) return Verb::kDefend;
  // ("I threw Black Widow in front of it", "Hellcat jumped in front of the
  // attack": the one put in front defends against what follows.)
  // (Not "the guard minion is sitting in front of me".)
  // ("i put black cat in front, she only has 2 hp": the "of" left out.)
  if (tok.text == "front" && i > 0 && t[i - 1].word("in") &&
      (next_word("of") || tok.ends() || i + 1 == t.size())) {
    static const std::set<std::string> kPut = {"threw",  "throw", "throws", "put",     "puts",
                                               "jumped", "jumps", "jump",   "stepped", "steps",
                                               "step",   "dove",  "dived",  "leapt",   "leaped"};
    for (size_t k = i - 1; k-- > 0 && k + 6 > i && !t[k].ends();)
      if (kPut.count(t[k].text)) return Verb::kDefend;
  }
  if (tok.text == "blocked" && next_word("by") && i + 2 < t.size() && t[i + 2].word("my") &&
      i + 3 < t.size() &&
      (t[i + 3].word("defense") || t[i + 3].word("defence") || t[i + 3].is("stat", "def")))
    return Verb::kDefend;
  if (tok.text == "blocked" && i > 0 && !next_word("by") &&
      !(t[i - 1].word("is") || t[i - 1].word("was") || t[i - 1].word("got") ||
        t[i - 1].word("gets") || t[i - 1].word("be") || t[i - 1].word("been") ||
        t[i - 1].word("being")))
    for (size_t k = i; k-- > 0 && k + 6 > i && !t[k].ends_sentence();)
      if (t[k].is("role", "hero") || t[k].is("role", "ally")) return Verb::kDefend;
  static const std::set<std::string> kActivate = {"activates", "activate", "activating",
                                                  "activated"};
  static const std::set<std::string> kDeal = {"deals", "deal", "dealt", "dealing",
                                              "pings", "ping", "zaps"};
  static const std::set<std::string> kPlay = {"play", "plays", "played", "playing",
                                              "use",  "uses",  "used"};
  static const std::set<std::string> kHeal = {"heals", "healed", "heal"};
  static const std::set<std::string> kAssign = {"put", "puts", "assign", "assigns", "split"};
  // "can threat be removed from the main scheme by ...", "removes 2
  // threat": removing threat is thwarting.
  static const std::set<std::string> kRemove = {"remove", "removes", "removed", "removing"};
  if (kRemove.count(tok.text))
    for (size_t k = i > 2 ? i - 2 : 0; k < t.size() && k < i + 3; ++k)
      if (k != i && t[k].term_kind("stat") && t[k].term->name == "threat") return Verb::kThwart;
  // ("My Hellcat removed 2 from the main scheme": from a scheme, threat.)
  if (kRemove.count(tok.text))
    for (size_t f = i + 1; f + 1 < t.size() && f < i + 4 && !t[f - 1].ends(); ++f) {
      if (!t[f].word("from") || t[f].ends()) continue;
      const size_t k = t[f + 1].word("the") && f + 2 < t.size() ? f + 2 : f + 1;
      if (t[k].is("term", "main-scheme") || t[k].is("term", "side-scheme")) return Verb::kThwart;
    }
  // "still in play", "comes into play": where a card is, not playing it.
  if (kPlay.count(tok.text) && i > 0 && (t[i - 1].word("in") || t[i - 1].word("into")))
    return std::nullopt;
  // "I send Black Cat at Rhino": the one sent attacks.
  if (tok.text == "send" || tok.text == "sends" || tok.text == "sent")
    for (size_t k = i + 1; k < t.size() && k < i + 9; ++k) {
      if (t[k].word("at") || t[k].word("after") || t[k].word("against")) return Verb::kAttack;
      if (t[k].ends() && t[k].brk != ')' && t[k].brk != '(' && t[k].brk != ',') break;
    }
  // ("he activated to scheme against Peter Parker": the scheme says what
  // the activation is.)
  if (kActivate.count(tok.text) && next_word("to") && i + 2 < t.size() &&
      t[i + 2].term_kind("action") && t[i + 2].term->name == "scheme")
    return std::nullopt;
  if (kActivate.count(tok.text)) return Verb::kActivate;
  if (kDeal.count(tok.text)) return Verb::kDeal;
  // "hulk event w/ overkill does 6 to an ultron drone": damage done.
  if ((tok.text == "does" || tok.text == "did" || tok.text == "do") && i + 2 < t.size() &&
      t[i + 1].kind == Tok::kNumber &&
      (t[i + 2].word("to") ||
       (t[i + 2].is("stat", "damage") && i + 3 < t.size() && t[i + 3].word("to"))))
    return Verb::kDeal;
  // "Black Panther's basic attack (ATK 3) targets a minion": the attack
  // named just before aims at it.
  if (tok.text == "targets" || tok.text == "targeting")
    for (size_t k = i; k-- > 0 && k + 6 > i;) {
      if (t[k].ends_sentence()) break;
      if (t[k].is("action", "attack")) return Verb::kAttack;
    }
  if (kPlay.count(tok.text)) return Verb::kPlay;
  if (kHeal.count(tok.text)) return Verb::kHeal;
  if (kAssign.count(tok.text)) return Verb::kAssign;
  if (tok.text == "goes" && next_word("undefended")) return std::nullopt;
  return std::nullopt;
}

bool verb_before(const std::vector<Token>& t, size_t i) {
  if (i == 0) return false;
  const auto v = mc_verb(t, i - 1);
  return v && (*v == Verb::kDeal || *v == Verb::kAttack || *v == Verb::kHeal ||
               *v == Verb::kAssign || *v == Verb::kMove);
}

namespace {

size_t mc_head(const std::vector<Token>& t, size_t i, Mention& m) {
  const Token& tok = t[i];
  // "the Mercenary engaged with me": only a minion engages a player, so a
  // name the vocabulary does not know is one when it is said to be engaged.
  Owner owner;
  static const std::set<std::string> kNotAName = {
      "is", "are", "was", "were", "gets", "got", "be", "been", "not", "still", "also", "now",
      "that", "who", "which", "held", "holds", "hold", "had", "has", "have", "sits", "sat",
      "carried", "carries", "gained", "added", "put", "puts", "placed", "reached",
      // ("there's 5 threat on it")
      "there's", "theres", "there", "it's", "its", "with", "only", "just", "still"};
  if (tok.kind == Tok::kWord && !tok.ends() && i + 1 < t.size() && t[i + 1].word("engaged") &&
      !kNotAName.count(tok.text) && (i == 0 || t[i - 1].ends() || determiner(t[i - 1], owner)))
    return m.name = tok.text, m.head = Head::kMinion, 1;
  // "a Macrobot with guard", "macrobot (retaliate 1, 4hp)": a name the
  // vocabulary does not know, with an enemy's keyword, is a minion.
  auto enemy_keyword = [&](size_t k) {
    // (Toughness is printed on heroes too: Colossus, Luke Cage.)
    static const std::set<std::string> kEnemy = {"guard", "quickstrike", "surge", "retaliate",
                                                 "overkill"};
    return k < t.size() && t[k].term_kind("keyword") && kEnemy.count(t[k].term->name) > 0;
  };
  // ("a Macrobot (4 hit points, retaliate 1)", "a Macrobot that has
  // retaliate 1": in its brackets, or said to have it.)
  auto bracket_keyword = [&]() {
    if (tok.brk != '(') return false;
    for (size_t k = i + 1; k < t.size() && k < i + 10; ++k) {
      if (enemy_keyword(k)) return true;
      if (t[k].brk == ')' || (t[k].ends() && t[k].brk != ',')) break;
    }
    return false;
  };
  auto has_keyword = [&]() {
    if (tok.ends() || i + 1 >= t.size()) return false;
    if (t[i + 1].word("with") || t[i + 1].word("w")) return enemy_keyword(i + 2);
    return (t[i + 1].word("that") || t[i + 1].word("which") || t[i + 1].word("who")) &&
           i + 2 < t.size() && t[i + 2].word("has") && enemy_keyword(i + 3);
  };
  // "an Armored Brute (5 hit points, toughness) just came into play
  // engaged with me": said, after its brackets, to enter play or engage.
  // (Not "revealed": an attachment or a treachery is revealed too.)
  auto enters_at = [&](size_t n) {
    return t[n].word("engaged") || t[n].word("engages") || t[n].word("enters") ||
           t[n].word("entered") || (t[n].term_kind("action") && t[n].term->name == "enters") ||
           ((t[n].word("came") || t[n].word("comes")) && n + 1 < t.size() &&
            (t[n + 1].word("into") || t[n + 1].word("out")));
  };
  auto enters_after_bracket = [&]() {
    if (tok.brk != '(') return false;
    size_t k = i + 1;
    while (k < t.size() && k < i + 10 && t[k].brk != ')') ++k;
    for (size_t n = k + 1; n < t.size() && n <= k + 5; ++n) {
      if (enters_at(n)) return true;
      if (t[n].ends()) break;
    }
    return false;
  };
  // "armored brute 4hp w toughness just came out on me": its hit points
  // or keywords, then said to enter play, with no other name between.
  auto enters_after_description = [&]() {
    if (tok.brk != 0 || i + 1 >= t.size() ||
        !(t[i + 1].kind == Tok::kNumber || t[i + 1].term_kind("keyword")))
      return false;
    for (size_t n = i + 1; n < t.size() && n <= i + 8; ++n) {
      if (enters_at(n)) return true;
      if (t[n].ends() || t[n].term_kind("role")) break;
    }
    return false;
  };
  const bool name_like = tok.kind == Tok::kWord && !tok.in_corpus && tok.text.size() >= 4 &&
                         !kNotAName.count(tok.text) && !tok.text.ends_with("ing");
  const bool starts = i == 0 || t[i - 1].ends() || determiner(t[i - 1], owner);
  // ("armored brute ...": the second word of a two-word name)
  const bool unknown_before = i > 0 && t[i - 1].kind == Tok::kWord && !t[i - 1].in_corpus;
  const bool second_word = unknown_before && t[i - 1].brk == 0 &&
                           (i == 1 || t[i - 2].ends() || determiner(t[i - 2], owner));
  if (name_like && (starts || (unknown_before && tok.brk == '(')) &&
      (bracket_keyword() || has_keyword() || enters_after_bracket()))
    return m.name = tok.text, m.head = Head::kMinion, 1;
  if (name_like && (starts || second_word) && enters_after_description())
    return m.name = tok.text, m.head = Head::kMinion, 1;
  // "Breakin' & Takin' (1 threat)", "Bomb Scare, which has only 1 threat
  // on it": a name the vocabulary does not know, with threat on it, is a
  // scheme (the main one is called so, so a named one is a side scheme).
  // ("holding 10 threat", "sitting at 9": a verb, not a name.)
  if (tok.kind == Tok::kWord && !tok.in_corpus && tok.text.size() >= 3 &&
      !tok.text.ends_with("ing") && !kNotAName.count(tok.text) &&
      (tok.brk == '(' || tok.brk == ',' || tok.brk == 0))
    for (size_t k = i + 1; k + 1 < t.size() && k < i + 5; ++k) {
      if (t[k].kind == Tok::kNumber && t[k + 1].term_kind("stat") &&
          t[k + 1].term->name == "threat")
        return m.name = tok.text, m.head = Head::kSideScheme, 1;
      if (!(t[k].word("which") || t[k].word("has") || t[k].word("with") || t[k].word("only") ||
            t[k].word("that")) ||
          t[k].ends())
        break;
    }
  if (tok.kind != Tok::kTerm) return 0;
  const Term& term = *tok.term;
  m.name = tok.text;
  if (term.kind == "role") {
    // "Rhino stage I": a stage, not the speaker.
    if (tok.text == "i" && i > 0 &&
        (t[i - 1].word("stage") ||
         (t[i - 1].term_kind("role") && t[i - 1].term->name == "villain" && !t[i - 1].ends())))
      return 0;
    if (term.name == "villain")
      m.head = Head::kVillain;
    else if (term.name == "minion")
      m.head = Head::kMinion;
    else if (term.name == "ally")
      m.head = Head::kAlly;
    else if (term.name == "hero")
      m.head = Head::kHero;
    else
      return 0;
    if (tok.text.rfind("my ", 0) == 0) m.owner = Owner::kMine;
    if (m.head == Head::kMinion && tok.text.back() == 's') m.count = 2;
    // "my ally Hawkeye", "my ally Mockingbird": the ally, by name.
    if (m.head == Head::kAlly && !tok.ends() && i + 1 < t.size() &&
        (tok.text == "ally" || tok.text == "my ally") &&
        ((t[i + 1].term_kind("role") && t[i + 1].term->name == "hero" && t[i + 1].text != "i" &&
          t[i + 1].text.rfind("my ", 0) != 0) ||
         (t[i + 1].kind == Tok::kWord && !t[i + 1].in_corpus && t[i + 1].text.size() >= 3))) {
      m.name = t[i + 1].text;
      return 2;
    }
    // "the Hulk ally", "my Black Widow ally": a hero's name on an ally card.
    if (m.head == Head::kHero && !tok.ends() && i + 1 < t.size() && t[i + 1].text == "ally" &&
        t[i + 1].term_kind("role") && t[i + 1].term->name == "ally") {
      m.head = Head::kAlly;
      return 2;
    }
    // "Rhino I is on 2 hp", "Klaw II": the villain's stage, not "I".
    if (m.head == Head::kVillain && i + 1 < t.size() && !tok.ends() &&
        (t[i + 1].text == "i" || t[i + 1].text == "ii" || t[i + 1].text == "iii") &&
        !(i + 2 < t.size() && mc_verb(t, i + 2)))
      return 2;
    return 1;
  }
  if (term.kind == "term" && term.name == "main-scheme") return m.head = Head::kMainScheme, 1;
  if (term.kind == "term" && term.name == "final-stage") {
    m.attrs.push_back({"stages-after", final_stage_denied(t, i) ? "1" : "0", i, false});
    // "Rhino's last stage": a word of the villain's own phrase.
    for (size_t k = i; k-- > 0 && k + 3 > i;)
      if (t[k].term_kind("role") && t[k].term->name == "villain") return m.attrs.clear(), 0;
    // "Final-stage Crossbones": said of the villain named right after.
    if (tok.brk == 0 && i + 1 < t.size() && t[i + 1].term_kind("role") &&
        t[i + 1].term->name == "villain")
      return m.attrs.clear(), 0;
    // "the villain has 5 hit points on its final stage", "Rhino ... and this
    // is his last stage": the villain's, when the sentence names the villain
    // and no scheme ("the last stage of the main scheme" is the scheme's).
    if (tok.text.find("villain") != std::string::npos) return m.head = Head::kVillain, 1;
    bool scheme_after = tok.text.find("scheme") != std::string::npos;
    for (size_t k = i + 1; k < t.size() && k < i + 4; ++k)
      scheme_after |= t[k].kind == Tok::kTerm &&
                      (t[k].term->name == "main-scheme" || t[k].term->name == "side-scheme");
    for (size_t k = i;
         !scheme_after && k-- > 0 && !(t[k].ends() && t[k].brk != ',' && t[k].brk != '(');) {
      if (t[k].kind == Tok::kTerm &&
          (t[k].term->name == "main-scheme" || t[k].term->name == "side-scheme"))
        break;
      if (t[k].term_kind("role") && t[k].term->name == "villain") return m.head = Head::kVillain, 1;
    }
    m.head = Head::kMainScheme;  // "the last main scheme stage at 8/10"
    return 1;
  }
  if (term.kind == "term" && term.name == "side-scheme") return m.head = Head::kSideScheme, 1;
  return 0;
}

}  // namespace

const Grammar& mc_grammar() {
  static const Grammar g{mc_head, mc_attribute, [](const std::vector<Token>& t, size_t i) {
                           return mc_verb(t, i).has_value();
                         }};
  return g;
}

}  // namespace arbiter::query::ask
