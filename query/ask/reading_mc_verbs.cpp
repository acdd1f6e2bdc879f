// The Marvel Champions verbs of a question (attack, defend, scheme,
// thwart, heal, ...) as players say them, and the words that are not one
// there ("goes undefended"); for the clauses (clauses.h) and mc_grammar
// (reading_mc_grammar.cpp).
#include <algorithm>
#include <set>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

namespace {

// "does he hit me or scheme?", "will Rhino scheme or attack": two actions
// set against each other after an asking word, what the question asks,
// neither one told.
bool alternative_asked(const std::vector<Token>& t, size_t i) {
  static const std::set<std::string> kAsking = {"does",  "do",  "did",    "will",
                                                "would", "can", "should", "whether"};
  auto asking_before = [&](size_t v) {
    for (size_t k = v; k-- > 0 && k + 4 > v && !t[k].ends();)
      if (kAsking.count(t[k].text)) return true;
    return false;
  };
  auto other_action = [&](size_t k) {
    return t[k].term_kind("action") && t[k].term->name != t[i].term->name;
  };
  for (size_t k = i + 1; k < t.size() && k <= i + 4 && !t[k - 1].ends(); ++k)
    if (t[k].word("or")) return k + 1 < t.size() && other_action(k + 1) && asking_before(i);
  for (size_t k = i; k-- > 0 && k + 5 > i && !t[k].ends();)
    if (t[k].word("or")) {
      for (size_t v = k; v-- > 0 && v + 5 > k && !t[v].ends();)
        if (other_action(v)) return asking_before(v);
      return false;
    }
  return false;
}

}  // namespace

std::optional<Verb> mc_verb(const std::vector<Token>& t, size_t i) {
  if (counterfactual(t, i)) return std::nullopt;
  if (t[i].term_kind("action") && alternative_asked(t, i)) return std::nullopt;
  const Token& tok = t[i];
  auto next_word = [&](const char* w) { return i + 1 < t.size() && t[i + 1].word(w); };
  // ("Taskmaster activates on me, ATK 2": an enemy's activation against a
  // hero is its attack, mc:activation; against an alter-ego, its scheme:
  // not when the words tell a form, a flip or the villain's SCH.)
  if ((tok.word("activates") || tok.word("activated")) && !tok.ends() &&
      (next_word("on") || next_word("against")) && i + 2 < t.size() &&
      (t[i + 2].is("role", "hero") || t[i + 2].word("me")) &&
      std::none_of(t.begin(), t.end(), [](const Token& x) {
        return x.is("term", "alter-ego") || x.word("alter-ego") || x.is("action", "scheme") ||
               x.is("stat", "sch") || x.word("flipped") || x.word("flip");
      }))
    return Verb::kAttack;
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
    // ("kept saying SMASH at every attack": any attack, none told.)
    if (i >= 1 && (t[i - 1].word("every") || t[i - 1].word("each")) && !t[i - 1].ends())
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
    // ("Black Panther is exhausted from attacking on my turn": why the
    // status is there, an action done before.)
    // (Not "exhausted from thwarting for 3 on the side scheme": with its
    // amount it is the action told.)
    if (i > 1 && n == "attack" && tok.text.ends_with("ing") && t[i - 1].word("from") &&
        !t[i - 2].ends() && !next_word("for") &&
        !(i + 1 < t.size() && t[i + 1].kind == Tok::kNumber) &&
        (t[i - 2].is("status", "exhausted") || t[i - 2].word("tired") ||
         t[i - 2].word("exhausted")))
      return std::nullopt;
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
    // ("try his basic attack, ATK 2, on Rhino": its value set off
    // between.)
    size_t aim = i + 1;
    if (tok.brk == ',')
      while (aim < t.size() && aim < i + 4 &&
             (t[aim].kind == Tok::kNumber || t[aim].term_kind("stat")) && !t[aim].ends_sentence())
        if (t[aim++].brk == ',') break;
    const bool aimed = aim < t.size() && (aim == i + 1 || t[aim - 1].brk == ',') &&
                       (t[aim].word("against") || t[aim].word("on") || t[aim].word("at"));
    if (n == "attack" && aimed)
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
    // ("uses Drax's basic attack (ATK 3) against Nebula": its value in a
    // bracket between.)
    size_t past = i + 1;
    if (tok.brk == '(')
      while (past < t.size() && past < i + 5 && t[past - 1].brk != ')') ++past;
    const bool made_on = past < t.size() && (t[past].word("on") || t[past].word("against")) &&
                         (tok.brk == 0 || (tok.brk == '(' && t[past - 1].brk == ')'));
    if (i > 0 && (tok.text == "attack" || tok.text == "basic attack") && made_on)
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
    // ("Alice declines to defend", "I chose not to defend")
    if (n == "defend" && i >= 2 && t[i - 1].word("to") &&
        (t[i - 2].word("nothing") || t[i - 2].word("nobody") || t[i - 2].word("noone") ||
         (i >= 3 && t[i - 2].word("one") && t[i - 3].word("no")) ||
         ((t[i - 2].word("declines") || t[i - 2].word("declined") || t[i - 2].word("decline") ||
           t[i - 2].word("refuses") || t[i - 2].word("refused") || t[i - 2].word("not")) &&
          // (not "did not decline to defend")
          !(i >= 3 && says_not(t[i - 3])))))
      return Verb::kUndefended;
    // ("Spider-Man could defend but I decided not to": no defence.)
    if (n == "defend") return possible_not_taken(t, i) ? Verb::kUndefended : Verb::kDefend;
    if (n == "undefended") return Verb::kUndefended;
    // "each scheme", "the scheme", "which scheme": the card, a noun.
    static const std::set<std::string> kBeforeNoun = {"each",  "the",    "a",     "this", "that",
                                                      "which", "either", "every", "any",  "other"};
    if (n == "scheme")
      return next_word("card") || (i > 0 && kBeforeNoun.count(t[i - 1].text))
                 ? std::nullopt
                 : std::optional<Verb>(Verb::kScheme);
    // ("Does the thwart still go through?": the one told, a noun.)
    if (n == "thwart")
      return next_word("event") ||
                     (tok.text == "thwart" && i > 0 &&
                      (t[i - 1].word("the") || t[i - 1].word("that") || t[i - 1].word("this")))
                 ? std::nullopt
                 : std::optional<Verb>(Verb::kThwart);
    if (n == "recover") return Verb::kRecover;
    if (n == "move") return Verb::kMove;
    // ("Shocker engaged me while I was Peter Parker": the engagement; not
    // "a Hydra Mercenary had engaged me", a state told from before.)
    if (n == "enters")
      return tok.text == "engaged me" && i > 0 &&
                     (t[i - 1].word("had") || t[i - 1].word("has") || t[i - 1].word("already") ||
                      t[i - 1].word("was") || t[i - 1].word("is"))
                 ? std::nullopt
                 : std::optional<Verb>(Verb::kEnter);
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
  // ("A Hydra Soldier with quickstrike is revealed by a player", "The
  // Hydra Soldier (ATK 3, quickstrike) came off the encounter deck": a
  // minion said before, in its sentence, revealed.)
  const bool revealed =
      (tok.word("revealed") && i > 0 &&
       (t[i - 1].word("is") || t[i - 1].word("was") || t[i - 1].word("gets") ||
        t[i - 1].word("got"))) ||
      ((tok.word("came") || tok.word("comes")) && next_word("off") && i + 3 < t.size() &&
       (t[i + 2].word("encounter") || t[i + 3].word("encounter") ||
        t[i + 3].is("term", "encounter-deck") || t[i + 2].is("term", "encounter-deck")));
  // (Not when someone defends: the quickstrike attack's defence is told,
  // and the attack is what is asked: "... is revealed. I defend". Only in
  // alter-ego form, where the minion makes no attack: in hero form the
  // attack is read as one, defended or not.)
  const auto defended = [&] {
    return std::any_of(t.begin(), t.end(), [](const Token& x) {
      return x.is("action", "defend") || x.word("defend") || x.word("defends") ||
             x.word("defended") || x.word("block") || x.word("blocks");
    });
  };
  const auto alter_ego = [&] {
    return std::any_of(t.begin(), t.end(),
                       [](const Token& x) { return x.text.find("alter") != std::string::npos; });
  };
  if (revealed && !defended() && alter_ego())
    for (size_t k = i; k-- > 0 && k + 12 > i && !t[k].ends_sentence();)
      if (t[k].is("role", "minion") || t[k].is("keyword", "quickstrike")) return Verb::kEnter;
  // "i def w spidey def 3": the stat's short name said as the verb, by a
  // player, with the one who defends.
  if (tok.is("stat", "def") && tok.brk == 0 && i > 0 &&
      (t[i - 1].text == "i" || t[i - 1].text == "we") && (next_word("w") || next_word("with")))
    return Verb::kDefend;
  // ("i atk it w/ atk 2", "we atk rhino": the same, for an attack.)
  if (tok.is("stat", "atk") && tok.brk == 0 && i > 0 &&
      (t[i - 1].text == "i" || t[i - 1].text == "we") && i + 1 < t.size() &&
      (t[i + 1].word("it") || t[i + 1].word("him") || t[i + 1].word("her") ||
       t[i + 1].word("the") || t[i + 1].word("a") || t[i + 1].term_kind("role")))
    return Verb::kAttack;
  if (tok.kind != Tok::kWord) return std::nullopt;
  // ("I finished off a minion with ATK 3": an attack that defeats it.)
  // (Not "her attack finished off Rhino I": the attack told is the verb.)
  if ((tok.text == "finished" || tok.text == "finish" || tok.text == "finishes") &&
      next_word("off") && i > 0 &&
      (t[i - 1].text == "i" || t[i - 1].text == "we" || t[i - 1].word("he") ||
       t[i - 1].word("she") || t[i - 1].term_kind("role")))
    return Verb::kAttack;
  // "my 3-attack hero defeats a 3-HP minion", "ally pokes the villain",
  // "Hawkeye shoots the drone": an attack, said by what it does. (Not
  // "shot", often told of an attack before: "Hawkeye shot Rhino for 2 last
  // turn".)
  static const std::set<std::string> kAttackSaid = {"defeats", "pokes",  "poked",   "poke",
                                                    "basics",  "smacks", "smacked", "punches",
                                                    "punched", "shoots", "kicks"};
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
  // ("she used her basic defense", "uses his DEF": the defence is made.)
  static const std::set<std::string> kUse = {"uses", "use", "used", "using"};
  if (kUse.count(tok.text) && i + 2 < t.size() && !tok.ends() &&
      (t[i + 1].word("her") || t[i + 1].word("his") || t[i + 1].word("my") ||
       t[i + 1].word("their")) &&
      !t[i + 1].ends()) {
    const size_t k = t[i + 2].word("basic") && !t[i + 2].ends() ? i + 3 : i + 2;
    // (Not one made before: "used her basic defense earlier this round and
    // is exhausted".)
    bool before = i > 0 && (t[i - 1].word("already") || t[i - 1].word("had"));
    for (size_t j = k + 1; j < t.size() && j < k + 4 && !t[j - 1].ends(); ++j)
      before |=
          t[j].word("earlier") || t[j].word("already") || t[j].word("before") || t[j].word("last");
    if (k < t.size() && t[k].is("stat", "def") && !before) return Verb::kDefend;
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
  // "I send Black Cat at Rhino": the one sent attacks. (A story's "threw
  // ... at", "hurled ... at" is not read so: a villain "launched a scheme
  // against the heroes", "threw a Gamma Slam at Rhino", an event by name.)
  // ("sends in her ally Black Cat, THW 1, ... also at the main scheme": a
  // scheme it is sent at, a thwart; "sends his ally Hawkeye in, ATK 1",
  // "sends ally Hawkeye in first": sent in, an attack.)
  static const std::set<std::string> kSendAt = {"send", "sends", "sent", "sending"};
  const auto scheme_at = [&](size_t k) {
    for (size_t s = k + 1; s < t.size() && s < k + 4; ++s)
      if (t[s].is("term", "main-scheme") || t[s].is("term", "side-scheme")) return true;
    return false;
  };
  if (kSendAt.count(tok.text))
    // (A scheme further on, past the one sent's values: "sends in her ally
    // Black Cat, THW 1, no consequential damage, also at the main scheme".)
    for (size_t k = i + 1; k < t.size() && k < i + 15; ++k) {
      if (t[k].text == "event" || t[k].text == "events" || t[k].is("term", "event")) break;
      if (t[k].word("at") && scheme_at(k)) return Verb::kThwart;
      if (t[k].ends_sentence()) break;
      if (k >= i + 9) continue;
      if (t[k].word("at") || t[k].word("after") || t[k].word("against")) return Verb::kAttack;
      if (t[k].word("in") && k > i + 1 && !t[k - 1].ends() &&
          (t[k].ends() || (k + 1 < t.size() && t[k + 1].word("first"))) &&
          (t[k - 1].term_kind("role") || t[k - 1].kind == Tok::kCard))
        return Verb::kAttack;
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
  // ("Rhino attacks, 3 atk, 0 boost": a value with its stat after the
  // verb's comma, not the verb's amount; clauses.cpp amount_after.)
  if (t[i - 1].brk == ',' && i + 1 < t.size() && t[i + 1].term_kind("stat") &&
      t[i + 1].term->name != "damage")
    return false;
  const auto v = mc_verb(t, i - 1);
  // ("you've put 4 damage on me so far": damage there before, said with
  // the verb that put it.)
  if (v && *v == Verb::kAssign)
    for (size_t k = i + 1; k < t.size() && k < i + 7; ++k) {
      if (t[k].word("already") || (t[k].word("far") && t[k - 1].word("so"))) return false;
      if (t[k].ends()) break;
    }
  return v && (*v == Verb::kDeal || *v == Verb::kAttack || *v == Verb::kHeal ||
               *v == Verb::kAssign || *v == Verb::kMove);
}

}  // namespace arbiter::query::ask
