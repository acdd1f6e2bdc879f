// Reading a Marvel Champions situation: the words' heads and attributes
// (the grammar), the verbs, and the situation the clauses describe.
#include <algorithm>
#include <functional>
#include <set>

#include "query/ask/clauses.h"
#include "query/ask/reading.h"

namespace arbiter::query::ask {

namespace {

// Whether the question names the boost at all ("boost", "boost icons").
bool said_boost(const std::vector<Token>& t) {
  for (const Token& tok : t)
    if ((tok.kind == Tok::kTerm && tok.term->name == "boost") || tok.text.rfind("boost", 0) == 0)
      return true;
  return false;
}

// "Ultron swings at me for 3", "Klaw schemes for 2": with no boost named,
// the amount is what the villain's attack or scheme came to, boost and all.
void boost_in_amount(Reading& r, const std::vector<Token>& t, const Clause& c) {
  if (c.amount_at > 0 && t[c.amount_at - 1].word("for") && r.fact("villain", "boost").empty() &&
      !said_boost(t))
    r.facts["villain"]["boost"] = "0";
}

bool enemy(const std::string& role) {
  return role == "villain" || role == "minion" || role == "minion2";
}

// Label stats take the number after them ("ATK 3", "boost shows 2"), unit
// stats the number before ("2 hit points", "1 dmg", "4 threat").
bool unit_stat(const std::string& name) {
  return name == "hp" || name == "damage" || name == "threat";
}

// Words between a label and its number that mean nothing ("boost shows 2",
// "SCH of 2", "hp: 4").
bool link_word(const Token& t) {
  static const std::set<std::string> kLinks = {"shows", "showing", "show",  "of",   "is",
                                               "=",     "at",      "has",   "with", "value",
                                               "for",   "adds",    "gives", "had",  "was"};
  return t.kind == Tok::kWord && kLinks.count(t.text);
}

bool verb_before(const std::vector<Token>& t, size_t i);

// The stats a <modifier> can change.
bool modifiable(const std::string& stat) {
  return stat == "atk" || stat == "thw" || stat == "sch" || stat == "def";
}

// "no overkill", "without guard", "doesn't have retaliate".
bool negated(const std::vector<Token>& t, size_t i) {
  static const std::set<std::string> kNot = {"no",     "not",   "without", "doesn't",
                                             "doesnt", "don't", "dont",    "isn't",
                                             "isnt",   "lacks", "lost"};
  if (i > 0 && kNot.count(t[i - 1].text)) return true;
  return i > 1 && (t[i - 1].word("have") || t[i - 1].word("has")) && kNot.count(t[i - 2].text);
}

// Damage written as a fact about a character ("with 1 dmg", "has 3
// damage", "(7 damage)", "3 dmg on it"), rather than damage dealt ("5 dmg
// into a minion", "then 3 damage again").
bool damage_on(const std::vector<Token>& t, size_t i) {
  static const std::set<std::string> kHas = {"with",    "has", "have", "had", "took",  "taken",
                                             "already", "at",  "and",  "but", "is",    "'s",
                                             "got",     "his", "her",  "my",  "their", "its"};
  if (i + 2 < t.size() && t[i + 2].word("total")) return false;  // "(5 dmg total)": dealt
  // "cap 11 max, 2 dmg, heal 4": an item of a list of facts.
  if (i > 0 && t[i - 1].brk == ',' && t[i + 1].brk == ',') return true;
  if (i > 0 && (kHas.count(t[i - 1].text) || t[i - 1].brk == '(' || t[i - 1].term_kind("role")))
    return true;
  if (i + 2 < t.size() && t[i + 2].word("on"))  // "3 dmg on it", not "5 damage on a minion"
    return i + 3 >= t.size() || t[i + 3].word("it") || t[i + 3].word("him") ||
           t[i + 3].word("her") || t[i + 3].word("them") || t[i + 3].term_kind("role");
  return i + 2 < t.size() && t[i + 2].word("left");
}

// "consequential damage pip": the words that name consequential damage,
// from token i on.
size_t consequential_words(const std::vector<Token>& t, size_t i) {
  size_t n = 0;
  while (i + n < t.size() && n < 3 && t[i + n].kind == Tok::kTerm &&
         (t[i + n].term->name == "consequential" || t[i + n].term->name == "damage"))
    ++n;
  return n;
}

// A boost card's star ability is being described: "a star that gives
// him a tough card", "star = +2 atk".
bool after_star(const std::vector<Token>& t, size_t i) {
  for (size_t k = i; k-- > 0 && k + 7 > i;) {
    if (t[k].kind == Tok::kTerm && t[k].term->name == "star") return true;
    if (t[k].kind == Tok::kTerm && t[k].term->name == "boost" && k + 1 < t.size() &&
        (t[k + 1].word("ability") || t[k].brk == ':'))
      return true;  // "its Boost ability adds +2 ATK", "Boost: this attack gets +2"
    if (t[k].ends() && t[k].brk != ',' && t[k].brk != ':') return false;
  }
  return false;
}

// The attributes one phrase can carry.
size_t mc_attribute(const std::vector<Token>& t, size_t i, std::vector<Attr>& out) {
  const Token& tok = t[i];
  auto next = [&](size_t k) -> const Token* { return k < t.size() ? &t[k] : nullptr; };
  auto add = [&](const std::string& f, const std::string& v) {
    // What a boost card's star ability gives is the boost's, not a value
    // of the one it is written beside.
    if (after_star(t, i) && (f == "atk" || f == "tough" || f == "stunned"))
      return out.push_back({"boost-star",
                            f == "atk"     ? "atk+" + v
                            : f == "tough" ? "tough"
                                           : "stun",
                            i, false});
    out.push_back({f, v, i, i > 0 && t[i - 1].word("with")});
  };
  // "11 max", "11 max hp": the hit points.
  if (tok.kind == Tok::kNumber && next(i + 1) && next(i + 1)->word("max")) {
    add("hp", std::to_string(tok.number));
    return next(i + 2) && next(i + 2)->kind == Tok::kTerm && next(i + 2)->term->name == "hp" ? 3
                                                                                             : 2;
  }
  // "8 of 10 threat", "8 out of 10 threat": threat and the target.
  if (tok.kind == Tok::kNumber && next(i + 1) && next(i + 2)) {
    size_t k = i + 1;
    if (t[k].word("out") && next(k + 1) && next(k + 1)->word("of")) ++k;
    if (t[k].word("of") && next(k + 1) && next(k + 1)->kind == Tok::kNumber && next(k + 2) &&
        next(k + 2)->kind == Tok::kTerm && next(k + 2)->term->kind == "stat") {
      const std::string unit = next(k + 2)->term->name;
      const int n = tok.number, of = next(k + 1)->number;
      if (unit == "threat") {
        add("threat", std::to_string(n));
        add("target", std::to_string(of));
        return k + 3 - i;
      }
      if (unit == "hp") {
        add("hp", std::to_string(of));
        add("damage", std::to_string(std::max(0, of - n)));
        return k + 3 - i;
      }
    }
  }
  // "+2 ATK from an attachment": a modifier on the printed value, not the
  // value itself (the engine applies it: add, then double or halve).
  if (tok.kind == Tok::kNumber && tok.plus && next(i + 1) && next(i + 1)->term_kind("stat") &&
      modifiable(next(i + 1)->term->name)) {
    add("modify", "+" + std::to_string(tok.number) + next(i + 1)->term->name);
    return 2;
  }
  // "Rhino's ATK 2 is doubled", "an effect halves it": of the stat named
  // just before, ATK when none is.
  if (tok.word("doubled") || tok.word("doubles") || tok.word("halved") || tok.word("halves")) {
    std::string stat = "atk";
    for (size_t k = i; k-- > 0 && k + 4 > i;)
      if (t[k].term_kind("stat") && modifiable(t[k].term->name)) {
        stat = t[k].term->name;
        break;
      }
    add("modify", (tok.text[0] == 'd' ? "x2" : "/2") + stat);
    return 1;
  }
  // A number before a unit: "2 hp", "3 dmg (on it)", "4 threat", "2 hp left".
  if ((tok.kind == Tok::kNumber || tok.kind == Tok::kFraction) && next(i + 1) &&
      next(i + 1)->kind == Tok::kTerm && !verb_before(t, i) && !tok.ends()) {
    const Token& unit = t[i + 1];
    size_t n = 2;
    if (unit.term->kind == "stat" && unit.term->name == "damage" && tok.kind == Tok::kNumber &&
        !damage_on(t, i)) {
      add("dealt", std::to_string(tok.number));
      size_t n = 2;
      while (next(i + n) && (next(i + n)->word("total") || next(i + n)->word("again")) && n < 4)
        ++n;
      return n;
    }
    const bool boost_has_own =
        unit.term->name == "boost" && next(i + 2) && next(i + 2)->kind == Tok::kNumber;
    if (unit.term->kind == "stat" && !boost_has_own &&
        (unit_stat(unit.term->name) || unit.term->name == "boost")) {
      if (tok.kind == Tok::kFraction) {
        if (unit.term->name == "hp") {
          add("hp", std::to_string(tok.of));
          add("damage", std::to_string(std::max(0, tok.of - tok.number)));
        } else if (unit.term->name == "threat") {
          add("threat", std::to_string(tok.number));
          add("target", std::to_string(tok.of));
        } else {
          add(unit.term->name, std::to_string(tok.number));
        }
      } else {
        add(unit.term->name, std::to_string(tok.number));
      }
      while (next(i + n) &&
             (next(i + n)->word("left") || next(i + n)->word("remaining") ||
              next(i + n)->word("on") || next(i + n)->word("it") || next(i + n)->word("him") ||
              next(i + n)->word("her")) &&
             n < 5)
        ++n;
      return n;
    }
    if (unit.term->kind == "term" && unit.term->name == "consequential") {
      add("consequential", std::to_string(tok.number));  // "1 consequential pip"
      return 1 + consequential_words(t, i + 1);
    }
    if (unit.term->kind == "stat" && !boost_has_own) {  // "3 ATK"
      add(unit.term->name, std::to_string(tok.number));
      return 2;
    }
    if (unit.term->kind == "action" && unit.term->name == "attack" && unit.text == "attack") {
      add("atk", std::to_string(tok.number));
      // "her 4 attack"
      return 2;
    }
    if (unit.term->kind == "action" && unit.term->name == "thwart" && unit.text == "thwart") {
      add("thw", std::to_string(tok.number));
      // "my hero with 3 thwart"
      return 2;
    }
    if (unit.term->kind == "action" && unit.term->name == "scheme" && unit.text == "scheme") {
      add("sch", std::to_string(tok.number));
      // "1 scheme + 2 boost icons"
      return 2;
    }
  }
  // "Hulk's attack is 6", "an attack of 4": the attacker's ATK.
  if (tok.kind == Tok::kTerm && tok.term->kind == "action" && tok.term->name == "attack" &&
      next(i + 1) &&
      (next(i + 1)->word("is") || next(i + 1)->word("of") || next(i + 1)->word("=")) &&
      next(i + 2) && next(i + 2)->kind == Tok::kNumber) {
    add("atk", std::to_string(next(i + 2)->number));
    return 3;
  }
  // "a target of 10", "target 12", "a target threat of 11": the scheme's
  // target threat.
  if (tok.word("target") || tok.word("threshold")) {
    size_t k = i + 1;
    if (next(k) && next(k)->term_kind("stat") && next(k)->term->name == "threat") ++k;
    if (next(k) && (next(k)->word("of") || next(k)->word("is"))) ++k;
    if (next(k) && next(k)->kind == Tok::kNumber) {
      add("target", std::to_string(next(k)->number));
      return k - i + 1;
    }
  }
  // "main at 2", "side scheme has 3", "main scheme at 3 of 10", "at 8/10":
  // a bare value, which a scheme reads as its threat.
  if ((tok.word("at") || tok.word("has") || tok.word("had") || tok.word("on")) && next(i + 1)) {
    const Token& n = *next(i + 1);
    const Token* after = next(i + 2);
    // "has 1 consequential damage": the number has its own unit.
    const bool unit_follows = after && !n.ends() && after->kind == Tok::kTerm &&
                              (after->term->kind == "stat" || after->term->name == "consequential");
    if (n.kind == Tok::kNumber && !unit_follows) {
      size_t of = i + 2;
      if (after && after->word("out") && next(i + 3) && next(i + 3)->word("of")) ++of;
      if (next(of) && next(of)->word("of") && next(of + 1) && next(of + 1)->kind == Tok::kNumber) {
        add("value", std::to_string(n.number) + "/" + std::to_string(next(of + 1)->number));
        return of + 2 - i;
      }
      add("value", std::to_string(n.number));
      return 2;
    }
    if (n.kind == Tok::kFraction && !unit_follows) {
      add("value", std::to_string(n.number) + "/" + std::to_string(n.of));
      return 2;
    }
  }
  if (tok.kind != Tok::kTerm) return 0;
  const Term& term = *tok.term;
  if (term.kind == "stat" && !unit_stat(term.name)) {
    // "ATK 3", "boost shows 2", "boost: blank".
    size_t k = i + 1;
    while (next(k) && link_word(*next(k)) && k < i + 3) ++k;
    if (term.name == "boost" && i > 0 &&
        (t[i - 1].word("no") || t[i - 1].word("blank") || t[i - 1].word("zero"))) {
      add("boost", "0");
      // "no boost icons", "blank boost"
      return 1;
    }
    if (term.name == "boost" && next(k) && (next(k)->word("blank") || next(k)->word("nothing"))) {
      add("boost", "0");
      return k - i + 1;
    }
    if (next(k) && (next(k)->kind == Tok::kNumber)) {
      add(term.name, std::to_string(next(k)->number));
      size_t n = k - i + 1;
      if (next(k + 1) && next(k + 1)->kind == Tok::kTerm && next(k + 1)->term->name == "boost" &&
          term.name == "boost")
        ++n;
      return n;
    }
    // "boost card has 1 icon", "boost card adds 1", "one boost icon": the
    // number within the clause.
    if (term.name == "boost" && next(i + 1) && next(i + 1)->word("ability")) return 0;
    if (term.name == "boost") {
      for (size_t k = i; k-- > 0 && k + 5 > i;) {  // "(3 attack, +1 from the boost card)"
        if (t[k].kind == Tok::kNumber && t[k].plus) {
          add("boost", std::to_string(t[k].number));
          return 1;
        }
        if (t[k].ends() && t[k].brk != '(') break;
      }
      if (i > 0 && t[i - 1].word("one")) {
        add("boost", "1");
        return 1;
      }
      for (size_t j = i + 1; j < t.size() && j < i + 5; ++j) {
        if (t[j - 1].ends() && t[j - 1].brk != ':') break;
        if (t[j].kind == Tok::kNumber || t[j].word("one")) {
          add("boost", t[j].word("one") ? "1" : std::to_string(t[j].number));
          return j - i + 1;
        }
        if (t[j].kind == Tok::kTerm) break;
      }
    }
    return 0;
  }
  if (term.kind == "stat" && unit_stat(term.name)) {
    // "hp 4", "threat: 5", "hp 7/10"
    size_t k = i + 1;
    while (next(k) && link_word(*next(k)) && k < i + 3) ++k;
    if (next(k) && next(k)->kind == Tok::kNumber &&
        !(next(k + 1) && next(k + 1)->kind == Tok::kTerm)) {
      add(term.name, std::to_string(next(k)->number));
      return k - i + 1;
    }
    if (next(k) && next(k)->kind == Tok::kFraction) {
      const Token& f = *next(k);
      if (term.name == "threat") {
        add("threat", std::to_string(f.number));
        add("target", std::to_string(f.of));
      } else if (term.name == "hp") {
        add("hp", std::to_string(f.of));
        add("damage", std::to_string(std::max(0, f.of - f.number)));
      }
      return k - i + 1;
    }
    return 0;
  }
  if (term.kind == "status" || term.kind == "keyword") {
    // "does she get exhausted?", "will it be stunned": asked, not said.
    if (i > 1 && (t[i - 1].word("get") || t[i - 1].word("be") || t[i - 1].word("become") ||
                  t[i - 1].word("gets"))) {
      for (size_t k = i - 1; k-- > 0 && k + 5 > i;)
        if (t[k].word("does") || t[k].word("do") || t[k].word("will") || t[k].word("would") ||
            t[k].word("can") || t[k].word("did") || t[k].word("should"))
          return 1;
    }
    if (term.kind == "status" && asked_in_question(t, i)) return 1;
    if (negated(t, i)) {
      add(term.name, "false");
      return 1;
    }
    if (term.name == "retaliate") {
      if (next(i + 1) && next(i + 1)->kind == Tok::kNumber) {
        add("retaliate", std::to_string(next(i + 1)->number));
        return 2;
      }
      return 0;
      // "retaliate?": a question about the keyword, no value to simulate
    }
    static const std::set<std::string> kSimulated = {"stunned",     "confused", "tough",
                                                     "exhausted",   "overkill", "guard",
                                                     "quickstrike", "toughness"};
    if (!kSimulated.count(term.name)) return 0;
    add(term.name, "true");
    return 1;
  }
  if (term.kind == "term" && term.name == "alter-ego") {
    add("form", "alter-ego");
    return 1;
  }
  if (term.kind == "term" && term.name == "final-stage") {
    add("stages-after", "0");
    return 1;
  }
  if (term.kind == "term" && term.name == "crisis") {
    add("crisis", "true");
    return 1;
  }
  if (term.kind == "term" && term.name == "consequential" && i > 0 &&
      (t[i - 1].word("a") || t[i - 1].word("one"))) {
    add("consequential", "1");  // "with a consequential damage pip"
    return consequential_words(t, i);
  }
  if (term.kind == "term" && term.name == "consequential" && next(i + 1) && next(i + 2) &&
      next(i + 1)->kind == Tok::kTerm && next(i + 1)->term->name == "damage" &&
      next(i + 2)->kind == Tok::kNumber) {
    add("consequential", std::to_string(next(i + 2)->number));  // "consequential damage 1"
    return 3;
  }
  if (term.kind == "term" && term.name == "consequential" && next(i + 1) &&
      next(i + 1)->kind == Tok::kNumber) {
    add("consequential", std::to_string(next(i + 1)->number));
    return 2;
  }
  return 0;
}

std::optional<Verb> mc_verb(const std::vector<Token>& t, size_t i) {
  const Token& tok = t[i];
  auto next_word = [&](const char* w) { return i + 1 < t.size() && t[i + 1].word(w); };
  if (tok.kind == Tok::kTerm && tok.term->kind == "action") {
    const std::string& n = tok.term->name;
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
    if (i > 0 && (tok.text == "attack" || tok.text == "basic attack") &&
        (t[i - 1].word("'s") || t[i - 1].word("his") || t[i - 1].word("her") ||
         t[i - 1].word("its") || t[i - 1].word("their") || t[i - 1].word("the") ||
         t[i - 1].word("my") || t[i - 1].kind == Tok::kNumber || t[i - 1].term_kind("stat")))
      return std::nullopt;
    if (n == "attack") return Verb::kAttack;
    if (n == "defend") return Verb::kDefend;
    if (n == "undefended") return Verb::kUndefended;
    if (n == "scheme") return next_word("card") ? std::nullopt : std::optional<Verb>(Verb::kScheme);
    if (n == "thwart")
      return next_word("event") ? std::nullopt : std::optional<Verb>(Verb::kThwart);
    if (n == "recover") return Verb::kRecover;
    if (n == "move") return Verb::kMove;
    if (n == "enters") return Verb::kEnter;
  }
  if (tok.kind == Tok::kTerm && tok.term->kind == "term" && tok.term->name == "heal")
    return Verb::kHeal;
  if (tok.kind != Tok::kWord) return std::nullopt;
  static const std::set<std::string> kActivate = {"activates", "activate", "activating",
                                                  "activated"};
  static const std::set<std::string> kDeal = {"deals", "deal", "dealt", "dealing",
                                              "pings", "ping", "zaps"};
  static const std::set<std::string> kPlay = {"play", "plays", "played", "playing",
                                              "use",  "uses",  "used"};
  static const std::set<std::string> kHeal = {"heals", "healed", "heal"};
  static const std::set<std::string> kAssign = {"put", "puts", "assign", "assigns", "split"};
  if (kActivate.count(tok.text)) return Verb::kActivate;
  if (kDeal.count(tok.text)) return Verb::kDeal;
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

size_t mc_head(const std::vector<Token>& t, size_t i, Mention& m) {
  const Token& tok = t[i];
  // "the Mercenary engaged with me": only a minion engages a player, so a
  // name the vocabulary does not know is one when it is said to be engaged.
  Owner owner;
  if (tok.kind == Tok::kWord && !tok.ends() && i + 1 < t.size() && t[i + 1].word("engaged") &&
      (i == 0 || t[i - 1].ends() || determiner(t[i - 1], owner)))
    return m.name = tok.text, m.head = Head::kMinion, 1;
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
    m.attrs.push_back({"stages-after", "0", i, false});
    // "Rhino's last stage": a word of the villain's own phrase.
    for (size_t k = i; k-- > 0 && k + 3 > i;)
      if (t[k].term_kind("role") && t[k].term->name == "villain") return m.attrs.clear(), 0;
    // "the villain has 5 hit points on its final stage", "Rhino ... and this
    // is his last stage": the villain's, when the sentence names the villain
    // and no scheme ("the last stage of the main scheme" is the scheme's).
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

const Grammar& mc_grammar() {
  static const Grammar g{mc_head, mc_attribute, [](const std::vector<Token>& t, size_t i) {
                           return mc_verb(t, i).has_value();
                         }};
  return g;
}

// The asking player's hero is "hero"; another player's ("her She-Hulk",
// "my friend's Spider-Man", or a second hero named when the asker is
// named as someone else: "I'm Spider-Man, Rhino attacks She-Hulk") is
// "hero2".
std::string hero_role(const std::vector<Token>& tokens, const std::vector<Mention>& ms, size_t k) {
  auto speaker_word = [](const std::string& n) {
    return n == "i" || n == "me" || n == "i'm" || n == "im" || n == "my hero" || n == "hero";
  };
  const Mention& m = ms[k];
  if (speaker_word(m.name)) return "hero";
  static const std::set<std::string> kOtherPlayer = {
      "my friend",    "friend",           "my teammate", "teammate",
      "other player", "the other player", "player 2",    "p2"};
  if (m.owner == Owner::kOther || kOtherPlayer.count(m.name)) return "hero2";
  // The asker's own name: said with "I'm", "as", "my", "playing".
  std::string mine;
  for (const Mention& x : ms) {
    if (x.head != Head::kHero || speaker_word(x.name)) continue;
    const Token& before = x.first > 0 ? tokens[x.first - 1] : tokens[x.first];
    if (x.owner == Owner::kMine || before.word("as") || before.word("playing") ||
        before.text == "i'm" || before.text == "im" || before.word("am")) {
      mine = x.name;
      break;
    }
  }
  if (!mine.empty()) return m.name == mine ? "hero" : "hero2";
  // No hero said to be the asker's: a second name is another player's
  // hero only when the words bring in another player; otherwise it is the
  // same hero by another name ("I block with Spider-Man ... Spidey has 3
  // DEF", "Captain America ... Cap").
  bool other_player = false;
  for (size_t i = 0; i < tokens.size(); ++i) {
    const Token& t = tokens[i];
    other_player |= t.word("friend") || t.word("friend's") || t.word("buddy") ||
                    t.word("buddy's") || t.word("teammate") || t.word("teammate's") ||
                    t.word("partner") || t.word("partner's") || t.word("player") ||
                    t.word("players") || t.word("p2") || t.word("other") || t.word("another");
  }
  for (const Mention& x : ms) other_player |= x.head == Head::kHero && x.owner == Owner::kOther;
  for (const Mention& x : ms)
    if (x.head == Head::kHero && !speaker_word(x.name)) {
      mine = x.name;
      break;
    }
  return m.name == mine || !other_player ? "hero" : "hero2";
}

// Which role each mention plays: one villain, the asking player's hero,
// up to two minions and two allies (a new name is a new one; "the ally"
// again is the one already named), the main and a side scheme.
std::vector<std::string> mc_roles(const std::vector<Token>& tokens,
                                  const std::vector<Mention>& ms) {
  std::vector<std::string> roles(ms.size());
  std::map<std::string, std::vector<std::string>> names;
  // role base -> names seen
  auto generic = [](const std::string& name) {
    static const std::set<std::string> kGeneric = {"minion",      "minions", "ally",
                                                   "allies",      "my ally", "villain",
                                                   "the villain", "hero",    "my hero"};
    return kGeneric.count(name) > 0;
  };
  for (size_t k = 0; k < ms.size(); ++k) {
    const Mention& m = ms[k];
    std::string base;
    switch (m.head) {
      case Head::kVillain: roles[k] = "villain"; continue;
      case Head::kHero: roles[k] = hero_role(tokens, ms, k); continue;
      case Head::kMainScheme: roles[k] = "main"; continue;
      case Head::kSideScheme: roles[k] = "side"; continue;
      case Head::kMinion: base = "minion"; break;
      case Head::kAlly: base = "ally"; break;
      default: continue;
    }
    std::vector<std::string>& seen = names[base];
    const bool another =
        m.first > 0 && (tokens[m.first - 1].word("another") || tokens[m.first - 1].word("second") ||
                        tokens[m.first - 1].word("other"));
    size_t index = seen.size();
    if (!another)
      for (size_t s = 0; s < seen.size(); ++s)
        if (seen[s] == m.name || generic(m.name) || generic(seen[s])) {
          index = s;
          if (!generic(m.name)) seen[s] = m.name;
          break;
        }
    if (index == seen.size()) seen.push_back(m.name);
    if (index > 1) index = 1;
    roles[k] = index == 0 ? base : base + "2";
    if (m.count > 1 && index == 0) roles[k] = base;
    // "two minions": the first stands for both
  }
  for (size_t k = 0; k < ms.size(); ++k)
    if (ms[k].head == Head::kPronoun && ms[k].refers_to >= 0)
      roles[k] = roles[static_cast<size_t>(resolve(ms, static_cast<int>(k)))];
  return roles;
}

// "I", "me": the one asking.
bool speaker(const Mention& m) {
  return m.name == "i" || m.name == "me" || m.name == "i'm" || m.name == "im" ||
         m.name == "my hero";
}

// The doer of the action a value is for, in the same sentence: ATK the
// attacker's, SCH the schemer's, DEF the defender's, THW the thwarter's.
// The clause before the value first, then the one after ("a 3 ATK attack").
std::string doer_for(const Mention& m, const std::vector<Clause>& cs,
                     const std::function<std::string(int)>& role_of) {
  Verb want = Verb::kAttack;
  bool any = false;
  for (const Attr& a : m.attrs) {
    if (a.field == "atk")
      want = Verb::kAttack, any = true;
    else if (a.field == "sch")
      want = Verb::kScheme, any = true;
    else if (a.field == "def")
      want = Verb::kDefend, any = true;
    else if (a.field == "thw")
      want = Verb::kThwart, any = true;
  }
  if (!any) return "";
  const Clause* before = nullptr;
  const Clause* after = nullptr;
  for (const Clause& c : cs) {
    if (c.verb != want) continue;
    if (c.token < m.first)
      before = &c;
    else if (!after)
      after = &c;
  }
  for (const Clause* c : {before, after}) {
    if (!c) continue;
    const std::string who = role_of(c->verb == Verb::kDefend && c->with >= 0 ? c->with : c->doer());
    if (!who.empty()) return who;
  }
  return "";
}

// Whether a character in `role` can have these values: enemies have no
// DEF, THW or REC; heroes and allies no SCH.
bool fits(const std::string& role, const std::vector<Attr>& attrs) {
  for (const Attr& a : attrs) {
    if (enemy(role) && (a.field == "def" || a.field == "thw" || a.field == "rec")) return false;
    if ((role == "hero" || role == "ally" || role == "ally2") && a.field == "sch") return false;
    // Consequential damage is printed on allies only.
    if (a.field == "consequential" && role != "ally" && role != "ally2") return false;
  }
  return true;
}

// Where an attribute goes: a scheme's threat to its scheme, the boost to
// the villain (the boost card is dealt to the villain), the rest to the
// mention's role.
void put(Reading& r, const std::string& role, const Attr& a) {
  if (a.field == "modify" && !role.empty()) {
    std::string& mods = r.facts[role]["modify"];
    mods += (mods.empty() ? "" : " then ") + a.value;
    return;
  }
  if (a.field == "boost") return void(r.facts["villain"]["boost"] = a.value);
  if (a.field == "boost-star") return void(r.facts["villain"]["boost-star"] = a.value);
  if (a.field == "dealt") {
    std::string& hit = r.facts["hit"]["amount"];
    hit += (hit.empty() ? "" : ",") + a.value;
    return;
  }
  if (a.field == "value") {
    // A bare number: a scheme's threat ("main at 2", "3 of 10"), a
    // character's hit points left as a fraction ("at 2/9").
    const size_t slash = a.value.find('/');
    const std::string n = a.value.substr(0, slash);
    const std::string of = slash == std::string::npos ? "" : a.value.substr(slash + 1);
    if (role == "main" || role == "side") {
      r.facts[role]["threat"] = n;
      if (!of.empty()) r.facts[role]["target"] = of;
    } else if (!role.empty() && !of.empty()) {
      r.facts[role]["hp"] = of;
      r.facts[role]["damage"] = std::to_string(std::max(0, std::stoi(of) - std::stoi(n)));
    }
    return;
  }
  if ((a.field == "threat" || a.field == "target") && role != "main" && role != "side")
    return void(r.facts["main"][a.field] = a.value);
  if (a.field == "stages-after")
    return void(r.facts[role == "villain" ? "villain" : "main"]["stages-after"] = a.value);
  if (a.field == "crisis") return void(r.facts["side"]["crisis"] = a.value);
  if (a.field == "form") return void(r.facts["hero"]["form"] = a.value);
  if (role.empty()) return;
  // A scheme holds threat; "THW 3 on the main scheme" is the player's THW.
  if ((role == "main" || role == "side") && a.field != "threat" && a.field != "target")
    return void(r.facts["hero"][a.field] = a.value);
  r.facts[role][a.field] = a.value;
}

}  // namespace
// namespace

// What the values imply when no verb says (reading_mc_settle.cpp).
void settle_mc(Reading& r, const std::vector<Token>& tokens, Choices& choices);

// "Black Cat ... Cat has 2 HP", "Black Panther ... Panther": one word of a
// character's name said earlier, and no rulebook word, is that character.
std::vector<Token> with_short_names(std::vector<Token> tokens) {
  for (size_t i = 0; i < tokens.size(); ++i) {
    Token& t = tokens[i];
    if (t.kind != Tok::kWord || t.in_corpus || t.text.size() < 3) continue;
    for (size_t j = 0; j < i; ++j) {
      const Token& named = tokens[j];
      if (!named.term_kind("role") || named.text.find(' ') == std::string::npos ||
          named.text.rfind("my ", 0) == 0)
        continue;
      const std::string& n = named.text;
      const size_t space = n.rfind(' ');
      if (n.substr(space + 1) != t.text && n.substr(0, n.find(' ')) != t.text) continue;
      Token same = named;  // the character, at this word's place
      same.at = t.at;
      same.len = t.len;
      same.brk = t.brk;
      t = same;
      break;
    }
  }
  return tokens;
}

void read_mc(Reading& r, const std::vector<Token>& given, Choices& choices) {
  const std::vector<Token> tokens = with_short_names(given);
  const std::vector<Mention> ms = find_mentions(tokens, mc_grammar());
  const std::vector<Clause> cs = find_clauses(tokens, ms, mc_verb);
  if (r.explain) r.stages = describe_stages(tokens, ms, cs);
  const std::vector<std::string> roles = mc_roles(tokens, ms);
  auto role_of = [&](int m) {
    return m < 0 ? std::string() : roles[static_cast<size_t>(resolve(ms, m))];
  };
  // Where a value written in a description goes when the one described
  // cannot have it ("I block a minion ATK 2 with DEF 3": the DEF is mine),
  // or when "with" makes it the means of the clause's action ("the villain
  // attacks Black Panther with ATK 2", "I attack a minion with ATK 3").
  auto home_of = [&](const Attr& a, const std::string& role, const Mention& m,
                     size_t k) -> std::string {
    if (role.empty() || m.head == Head::kNone) return role;
    // "the Hydra Soldier engaged with me is stunned": the phrase after "with"
    // ends before "is"; what follows describes the one it is about.
    bool copula = false;  // "is", "has" between the name and the value
    for (size_t t = m.head_token + 1; t < a.token && t < tokens.size(); ++t)
      copula |= (tokens[t].word("is") || tokens[t].word("was") || tokens[t].text == "'s" ||
                 tokens[t].word("has") || tokens[t].word("had")) &&
                !(tokens[t - 1].word("that") || tokens[t - 1].word("who") ||
                  tokens[t - 1].word("which"));  // "my ally that has 4 hp": hers
    if (a.token > 0 && k > 0 && m.first > 0 && copula && tokens[m.first - 1].word("with") &&
        ms[k - 1].head != Head::kNone && !roles[k - 1].empty() && ms[k - 1].last + 4 >= m.first)
      return roles[k - 1];
    if (!fits(role, {a})) {
      Mention one = m;
      one.attrs = {a};
      const std::string doer = doer_for(one, cs, role_of);
      if (!doer.empty() && fits(doer, {a})) return doer;
      return a.field == "sch" ? "villain" : a.field == "consequential" ? "ally" : "hero";
    }
    if (a.with && a.field == "atk")
      for (const Clause& c : cs)
        if (c.verb == Verb::kAttack &&
            resolve(ms, c.done_to()) == resolve(ms, static_cast<int>(k)) &&
            c.doer() != c.done_to()) {
          const std::string doer = role_of(c.doer());
          return doer.empty() ? "hero" : doer;
        }
    return role;
  };
  for (size_t k = 0; k < ms.size(); ++k) {
    const Mention& m = ms[k];
    std::string role = roles[k];
    if (m.head == Head::kNone) {
      // "with my ATK 2": the speaker's. Otherwise the one described just
      // before in the sentence that can have these values ("spidey
      // defends with DEF 3", "Klaw's attack: ATK 3", "Norman Osborn is
      // stunned and his attack activation comes up, ATK 2"), else the
      // next one named.
      if (m.owner == Owner::kMine) role = "hero";
      // A value an action uses belongs to the one doing it: "attacks me
      // undefended with ATK 3", "spidey defends with DEF 3", "an
      // undefended 3 ATK attack from Ultron".
      if (role.empty()) role = doer_for(m, cs, role_of);
      // "BP defends ... does retaliate 1 hit rhino?": Retaliate is the
      // attacked character's, so the defender's when one is named.
      if (role.empty() && m.has("retaliate"))
        for (const Clause& c : cs)
          if (c.verb == Verb::kDefend && !role_of(c.doer()).empty() && !enemy(role_of(c.doer())))
            role = role_of(c.doer());
      // "I don't defend against ATK 3": the attack's, whoever makes it.
      if (role.empty() && m.has("atk"))
        for (const Clause& c : cs)
          if ((c.verb == Verb::kDefend || c.verb == Verb::kUndefended) && c.token < m.first) {
            role = "villain";
            for (size_t j = 0; j < ms.size(); ++j)
              if (enemy(roles[j])) role = roles[j];
          }
      for (size_t j = k; role.empty() && j-- > 0;) {
        const std::string& candidate = roles[j];
        if (ms[j].head == Head::kNone || candidate.empty()) continue;
        if (m.owner == Owner::kOther && speaker(ms[j])) continue;
        if (fits(candidate, m.attrs)) role = candidate;
      }
      if (role.empty())
        for (size_t j = k + 1; j < ms.size() && role.empty(); ++j) role = roles[j];
    } else if (!role.empty()) {
      r.facts[role];  // mentioned
      r.named.emplace_back(m.name, role);
      // "my friend's ally", "her Black Cat": controlled by the other player.
      if ((role == "ally" || role == "ally2") && k > 0 && roles[k - 1] == "hero2" &&
          ms[k - 1].last + 2 >= m.first)
        r.facts[role]["player"] = "p2";
    }
    for (const Attr& a : m.attrs) {
      const std::string home = home_of(a, role, m, k);
      put(r, home, a);
      // "my hero ... takes 3 damage from a treachery": the one who takes it.
      if (a.field == "dealt" && !home.empty() && a.token > 0 &&
          (tokens[a.token - 1].word("takes") || tokens[a.token - 1].word("took") ||
           tokens[a.token - 1].word("taking") || tokens[a.token - 1].word("suffers")))
        r.facts["hit"]["to"] = home;
    }
    mark_used(r, tokens, m.first, m.last);
  }
  for (const Clause& c : cs) {
    mark_used(r, tokens, c.token, c.token);
    if (c.amount >= 0) mark_used(r, tokens, c.amount_at, c.amount_at);
  }

  // What happens: the clauses, in order; an enemy's attack decides.
  std::string action;
  for (const Clause& c : cs) {
    // "my attack hits for 3": the player's attack.
    const bool my_attack = c.verb == Verb::kAttack && c.token >= 2 &&
                           tokens[c.token - 1].text == "attack" &&
                           (tokens[c.token - 2].word("my") || tokens[c.token - 2].word("our"));
    const std::string doer = my_attack ? "hero" : role_of(c.doer()), target = role_of(c.done_to());
    switch (c.verb) {
      case Verb::kAttack:
        if (action == "minion-enters") break;
        // quickstrike: part of entering
        if (enemy(doer) || (doer.empty() && (target == "hero" || target == "ally") && c.passive)) {
          action = "enemy-attack";
          if (target == "ally") r.defender = "ally";
          if (target == "hero2") r.facts["attack"]["on"] = "hero2";
          // "Ultron swings at me for 3": the attacker's ATK.
          if (c.amount >= 0 && enemy(doer) && r.fact(doer, "atk").empty()) {
            r.facts[doer]["atk"] = std::to_string(c.amount);
            if (doer == "villain") boost_in_amount(r, tokens, c);
          }
        } else if (action.empty() || action == "damage") {
          action = "player-attack";
          if (doer == "ally" || doer == "ally2") r.facts["attack"]["by"] = doer;
          if (enemy(target)) r.facts["attack"]["target"] = target;
          if (c.amount >= 0)
            r.facts[doer.empty() || doer == "main" ? "hero" : doer]["atk"] =
                std::to_string(c.amount);
        }
        break;
      case Verb::kActivate:
        if (action.empty())
          action = r.fact("hero", "form") == "alter-ego" ? "enemy-scheme" : "enemy-attack";
        break;
      case Verb::kScheme:
        if (action.empty() || action == "enemy-attack") {
          if (action.empty()) action = "enemy-scheme";
          if (c.amount >= 0) {
            const std::string schemer = doer.empty() ? "villain" : doer;
            r.facts[schemer]["sch"] = std::to_string(c.amount);
            if (schemer == "villain") boost_in_amount(r, tokens, c);
          }
          if (target == "side") r.facts["scheme"]["target"] = "side";
        }
        break;
      case Verb::kThwart:
        if (action.empty()) action = "thwart";
        if (c.amount >= 0)
          r.facts[doer == "ally" ? "ally" : "hero"]["thw"] = std::to_string(c.amount);
        if (doer == "ally") r.facts["thwart"]["by"] = "ally";
        if (target == "side" ||
            (c.object < 0 && r.has("side") && !r.has("main") && r.fact("side", "crisis").empty()))
          r.facts["thwart"]["scheme"] = "side";
        break;
      case Verb::kDefend: {
        // "I block with Black Cat", "Black Cat chump blocks", "I defend".
        std::string who = c.with >= 0 ? role_of(c.with) : doer;
        // "I defend Klaw (hits for 3) with Jessica Jones": a bracket's verb
        // took the "with"; it is still this verb's, later in the sentence.
        if (c.with < 0)
          for (size_t t = c.token + 1; t + 1 < tokens.size(); ++t) {
            if (tokens[t].brk == '.' || tokens[t].brk == '?' || tokens[t].brk == ';') break;
            if (!tokens[t].word("with")) continue;
            for (size_t k = 0; k < ms.size(); ++k)
              if (ms[k].first > t && ms[k].first <= t + 2) {
                const std::string r2 = role_of(static_cast<int>(k));
                if (r2 == "ally" || r2 == "ally2") who = r2;
              }
          }
        if (who == "ally" || who == "ally2")
          r.defender = "ally";
        else if (who == "hero2")
          r.defender = "hero2";
        else if (r.defender.empty())
          r.defender = "hero";
        if (action.empty()) action = "enemy-attack";
        break;
      }
      case Verb::kUndefended:
        r.defender = "none";
        if (action.empty()) action = "enemy-attack";
        break;
      case Verb::kHeal:
        if (action.empty()) action = "heal";
        if (c.amount >= 0) r.facts["effect"]["amount"] = std::to_string(c.amount);
        break;
      case Verb::kRecover:
        if (action.empty()) action = "recover";
        if (c.amount >= 0) r.facts["hero"]["rec"] = std::to_string(c.amount);
        break;
      case Verb::kMove:
        if (action.empty()) action = "move-damage";
        if (c.amount >= 0) r.facts["effect"]["amount"] = std::to_string(c.amount);
        break;
      case Verb::kEnter:
        if (action.empty()) action = "minion-enters";
        break;
      case Verb::kDeal:
        if (c.amount >= 0 && !enemy(doer)) {
          if (action.empty()) action = "damage";
          std::string& hit = r.facts["hit"]["amount"];
          hit = std::to_string(c.amount) + (hit.empty() ? "" : "," + hit);
          // "a treachery deals 3 damage to my hero": to the one named.
          if (action == "damage" && !target.empty() && target != "main" && target != "side")
            r.facts["hit"]["to"] = target;
        }
        break;
      default: break;
    }
  }
  r.action = action;
  // "a Toughness minion just entered play": Toughness put a tough status
  // card on it as it entered (mc:toughness), so it has one now.
  bool entered = false;
  for (const Token& t : tokens)
    entered |= t.word("entered") || t.word("enters") || t.word("revealed") || t.word("freshly") ||
               t.word("fresh") || t.word("came") || t.word("comes") || t.word("entering");
  // Said nothing of the tough card since: it may be there or gone, so both
  // are read, and the answer shows both when they rule differently.
  for (auto& [role, facts] : r.facts)
    if (facts.count("toughness") && facts["toughness"] == "true" && !facts.count("tough"))
      facts["tough"] = entered || choices.choose({"the " + role + " still has its tough card",
                                                  "the " + role + "'s tough card is gone"}) == 0
                           ? "true"
                           : "false";
  settle_mc(r, tokens, choices);
}

}  // namespace arbiter::query::ask
// namespace arbiter::query::ask
