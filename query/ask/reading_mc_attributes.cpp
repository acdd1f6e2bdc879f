// The attributes of a Marvel Champions phrase: stats with their numbers
// ("ATK 3", "2 hit points", "boost shows 2", "8 of 10 threat"), statuses and
// keywords (said or denied), damage on a character, consequential damage,
// a boost card's star ability.
#include <algorithm>
#include <set>

#include "query/ask/card_text.h"
#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

// Whether the question names the boost at all ("boost", "boost icons").
bool said_boost(const std::vector<Token>& t) {
  for (const Token& tok : t)
    if ((tok.kind == Tok::kTerm && tok.term->name == "boost") || tok.text.rfind("boost", 0) == 0)
      return true;
  return false;
}

namespace {

// Label stats take the number after them ("ATK 3", "boost shows 2"), unit
// stats the number before ("2 hit points", "1 dmg", "4 threat").
bool unit_stat(const std::string& name) {
  return name == "hp" || name == "damage" || name == "threat";
}

// Words between a label and its number that mean nothing ("boost shows 2",
// "SCH of 2", "hp: 4").
bool link_word(const Token& t) {
  static const std::set<std::string> kLinks = {"shows", "showing", "show", "of",    "is",  "=",
                                               "at",    "has",     "with", "value", "for", "adds",
                                               "gives", "had",     "was",  "added"};
  return t.kind == Tok::kWord && kLinks.count(t.text);
}

// The stats a <modifier> can change.
bool modifiable(const std::string& stat) {
  return stat == "atk" || stat == "thw" || stat == "sch" || stat == "def";
}

// Damage written as a fact about a character ("with 1 dmg", "has 3
// damage", "(7 damage)", "3 dmg on it"), rather than damage dealt ("5 dmg
// into a minion", "then 3 damage again").
bool damage_on(const std::vector<Token>& t, size_t i) {
  static const std::set<std::string> kHas = {
      "with",    "w",   "has",       "have",     "had",       "took",    "taken",
      "already", "at",  "and",       "carrying", "carries",   "holding", "holds",
      "but",     "is",  "'s",        "got",      "his",       "her",     "my",
      "their",   "its", "sustained", "suffered", "sustaining"};
  // "(5 dmg total)": dealt; not "had 4 dmg. total dmg on her now?", the
  // next sentence's.
  if (i + 2 < t.size() && t[i + 2].word("total") && !t[i + 1].ends()) return false;
  // "cap 11 max, 2 dmg, heal 4": an item of a list of facts.
  if (i > 0 && t[i - 1].brk == ',' && t[i + 1].brk == ',') return true;
  if (i > 0 && (kHas.count(t[i - 1].text) || t[i - 1].brk == '(' || t[i - 1].term_kind("role")))
    return true;
  // "14hp 12 dmg", "(15 max 13 dmg)": said with its hit points, a fact of
  // the same character.
  if (i > 0 && (t[i - 1].word("max") || t[i - 1].word("maximum") || t[i - 1].is("stat", "hp")))
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
}  // namespace

bool result_put_forward(const std::vector<Token>& t, size_t i) {
  // "ended up with 2", "ended at 2", "went to 8" ("went from 6 to what?"
  // says where it started; "stayed at 5" where it started too).
  // ("3 + 2 = 5", "the 3 icons add up to 5": a sum worked out.)
  size_t k = i;
  if (k > 0 && (t[k - 1].word("with") || t[k - 1].word("at") || t[k - 1].word("to"))) --k;
  if (k > 0 && t[k - 1].word("up")) --k;
  const bool sum =
      (i > 0 && t[i - 1].word("equals")) ||
      (k > 0 && k + 1 < i && t[k].word("up") && (t[k - 1].word("add") || t[k - 1].word("adds")));
  if (!sum && (k == 0 || k == i)) return false;
  const Token& verb = t[k - 1];
  // ("Left it at 3 and put 1 damage on her. Right?", "We put it to 6.
  // Right?": what the players made of it, put to the question.)
  const bool made_it =
      k >= 2 && (t[k].word("at") || t[k].word("to")) &&
      (verb.word("it") || verb.word("him") || verb.word("her")) &&
      (t[k - 2].word("left") || t[k - 2].word("leaving") || t[k - 2].word("put") ||
       t[k - 2].word("took") || t[k - 2].word("brought") || t[k - 2].word("moved"));
  const bool result = sum || made_it ||
                      ((verb.word("ended") || verb.word("ends") || verb.word("end")) &&
                       (t[k].word("up") || t[k].word("at") || t[k].word("with"))) ||
                      (verb.word("went") && t[k].word("to"));
  if (!result) return false;
  // Put forward to be checked: its sentence asks, or a later one asks
  // whether it was right.
  size_t end = i;
  while (end + 1 < t.size() && !t[end].ends_sentence()) ++end;
  if (t[end].brk == '?') return true;
  for (size_t j = end + 1; j < t.size(); ++j)
    if (t[j].word("right") || t[j].word("correct")) return true;
  return false;
}

// "3 in her thwart spot", "2 in his scheme box": the stat whose box holds
// the number at i, or "".
std::string stat_box_after(const std::vector<Token>& t, size_t i) {
  if (t[i].kind != Tok::kNumber || t[i].plus || i + 4 >= t.size() || !t[i + 1].word("in") ||
      !(t[i + 2].word("his") || t[i + 2].word("her") || t[i + 2].word("its") ||
        t[i + 2].word("their") || t[i + 2].word("the")))
    return "";
  const Token& box = t[i + 3];
  const Token& after = t[i + 4];
  if (!(after.word("spot") || after.word("box") || after.word("slot") || after.word("number") ||
        after.word("stat")))
    return "";
  if (box.is("action", "thwart")) return "thw";
  if (box.is("action", "attack")) return "atk";
  if (box.is("action", "scheme")) return "sch";
  if (box.term_kind("stat") && modifiable(box.term->name)) return box.term->name;
  return "";
}

size_t mc_attribute(const std::vector<Token>& t, size_t i, std::vector<Attr>& out) {
  const Token& tok = t[i];
  auto next = [&](size_t k) -> const Token* { return k < t.size() ? &t[k] : nullptr; };
  auto add = [&](const std::string& f, const std::string& v) {
    // What a boost card's star ability gives is the boost's, not a value
    // of the one it is written beside.
    // ("Boost: this attack gets +2 ATK": the same.)
    if (after_star(t, i) && f == "modify" && v.size() > 4 && v[0] == '+' && v.ends_with("atk"))
      return out.push_back({"boost-star", "atk+" + v.substr(1, v.size() - 4), i, false});
    if (after_star(t, i) && (f == "atk" || f == "tough" || f == "stunned"))
      return out.push_back({"boost-star",
                            f == "atk"     ? "atk+" + v
                            : f == "tough" ? "tough"
                                           : "stun",
                            i, false});
    out.push_back({f, v, i, i > 0 && t[i - 1].word("with")});
  };
  // A result the question puts forward, not what is on anyone: "Is the
  // correct result that She-Hulk takes 2 damage (ending at 6 damage, 9
  // hit points left)?", "Cap ended up with 2 damage and tapped, is that
  // right?" ("leaving the main scheme at its 3 threat?": what it has now.)
  if (tok.kind == Tok::kNumber) {
    bool claimed = result_put_forward(t, i);
    if (!claimed && asking_sentence(t, i) &&
        !(i > 0 && (t[i - 1].word("its") || t[i - 1].word("his") || t[i - 1].word("her"))))
      for (size_t k = i; k-- > 0 && k + 8 > i && !t[k].ends_sentence();)
        claimed |=
            t[k].word("ending") || t[k].word("ends") || t[k].word("leaving") || t[k].word("leaves");
    if (claimed) {
      size_t n = 1;
      while (next(i + n) && n < 4 &&
             (next(i + n)->term_kind("stat") || next(i + n)->word("left") ||
              next(i + n)->word("remaining")))
        ++n;
      return n;
    }
  }
  // "+3 ATK on top of his base 2", "base atk 2": the printed value a
  // modifier said before adds to.
  if (tok.word("base") && next(i + 1)) {
    size_t k = i + 1;
    std::string stat;
    if (next(k)->term_kind("stat")) stat = next(k++)->term->name;
    if (next(k) && next(k)->word("of")) ++k;
    if (next(k) && next(k)->kind == Tok::kNumber && !next(k)->plus) {
      for (size_t j = i; stat.empty() && j-- > 0 && !t[j].ends_sentence();)
        if (t[j].kind == Tok::kNumber && t[j].plus && j + 1 < i && t[j + 1].term_kind("stat"))
          stat = t[j + 1].term->name;
      if (stat == "atk" || stat == "thw" || stat == "sch" || stat == "def") {
        add(stat, std::to_string(next(k)->number));
        return k + 1 - i;
      }
    }
  }
  if (tok.word(kCardTextMarker)) {  // card text quoted in the question (card_text.h)
    size_t n = 0;
    for (size_t k = 0; k < i; ++k) n += t[k].word(kCardTextMarker);
    out.push_back({"ability", std::to_string(n), i, false});
    return 1;
  }
  // Hit points and damage said together, and a scheme's threat of its
  // target (reading_mc_hit_points.cpp).
  if (const size_t n = mc_hit_point_attribute(t, i, out); n > 0) return n;
  // "+2 ATK from an attachment": a modifier on the printed value, not the
  // value itself (the engine applies it: add, then double or halve).
  if (tok.kind == Tok::kNumber && tok.plus && next(i + 1) && next(i + 1)->term_kind("stat") &&
      modifiable(next(i + 1)->term->name)) {
    add("modify", (tok.minus ? "-" : "+") + std::to_string(tok.number) + next(i + 1)->term->name);
    return 2;
  }
  // "does the extra 1 thwart come off the main scheme?": what is left over
  // or asked about, not a value of anyone.
  if (tok.kind == Tok::kNumber && i > 0 &&
      (t[i - 1].word("extra") || t[i - 1].word("leftover") || t[i - 1].word("excess") ||
       t[i - 1].word("spare")) &&
      next(i + 1) && (next(i + 1)->term_kind("stat") || next(i + 1)->term_kind("action")))
    return 2;
  // "whose maximum hit points are 12", "max hp is 11": the hit points.
  if (tok.is("stat", "hp") && i > 0 && (t[i - 1].word("maximum") || t[i - 1].word("max")) &&
      next(i + 2) &&
      (next(i + 1)->word("are") || next(i + 1)->word("is") || next(i + 1)->word("of")) &&
      next(i + 2)->kind == Tok::kNumber) {
    add("hp", std::to_string(next(i + 2)->number));
    return 3;
  }
  // "main 5", "crowd control 2": a number right after a scheme is its threat.
  if (tok.kind == Tok::kNumber && i > 0 &&
      (t[i - 1].is("term", "main-scheme") || t[i - 1].is("term", "side-scheme")) &&
      !t[i - 1].ends() &&
      !(next(i + 1) && next(i + 1)->term_kind("stat") && !next(i + 1)->is("stat", "threat"))) {
    add("threat", std::to_string(tok.number));
    return next(i + 1) && next(i + 1)->is("stat", "threat") ? 2 : 1;
  }
  // "rhino undefended 2+1 boost", "rhino 3 +2 boost icons": the attack
  // told as its ATK plus the boost card's icons.
  if (tok.kind == Tok::kNumber && !tok.plus && !tok.ends() && next(i + 1) &&
      next(i + 1)->kind == Tok::kNumber && next(i + 1)->plus && !next(i + 1)->ends() &&
      next(i + 2) && next(i + 2)->is("stat", "boost")) {
    add("atk", std::to_string(tok.number));
    add("boost", std::to_string(next(i + 1)->number));
    return 3;
  }
  // "3 attack, +1 from the boost card": the boost; "klaw: 1 atk, +2 from an
  // attachment", "rhino atk 2 +1 from an attachmnt": a modifier on the
  // stat said just before.
  // ("Rhino ATK 2 +1 attachment": the same, the "from" left out.)
  const bool from_attachment =
      next(i + 1) && (next(i + 1)->text.starts_with("attach") || next(i + 1)->word("upgrade"));
  if (tok.kind == Tok::kNumber && tok.plus && next(i + 1) &&
      (next(i + 1)->word("from") || from_attachment)) {
    for (size_t k = i + 2; !from_attachment && k < t.size() && k < i + 5; ++k) {
      if (t[k].is("stat", "boost")) {
        add("boost", std::to_string(tok.number));
        return k + 1 - i;
      }
      if (t[k].ends()) break;
    }
    // ("at ATK 5 (2 printed, +3 from Charge)": how the 5 was reached, told
    // beside it; already in the value.)
    for (size_t k = i; k-- > 0 && k + 4 > i && !t[k].ends();)
      if (t[k].word("printed") || t[k].word("base")) return 2;
    for (size_t k = i; k-- > 0 && k + 5 > i;) {
      if (t[k].ends_sentence()) break;
      if (t[k].term_kind("stat") && modifiable(t[k].term->name)) {
        add("modify", (tok.minus ? "-" : "+") + std::to_string(tok.number) + t[k].term->name);
        return 2;
      }
    }
  }
  // "Rhino's ATK 2 is doubled", "an effect halves it": of the stat named
  // just before, ATK when none is.
  // ("an effect doubling his ATK", "a doubling effect applies to
  // Crossbones' ATK": the stat named after.)
  if (tok.word("doubled") || tok.word("doubles") || tok.word("halved") || tok.word("halves") ||
      tok.word("doubling") || tok.word("halving")) {
    // ("Is it 3 doubled plus 1, or 3 plus 1 doubled?": asked, not told.)
    if (asking_sentence(t, i)) return 1;
    std::string stat;
    const bool ing = tok.text.ends_with("ing");
    for (size_t k = i; !ing && k-- > 0 && k + 4 > i;)
      if (t[k].term_kind("stat") && modifiable(t[k].term->name)) {
        stat = t[k].term->name;
        break;
      }
    for (size_t k = i + 1; stat.empty() && k < t.size() && k < i + 7 && !t[k - 1].ends(); ++k)
      if (t[k].term_kind("stat") && modifiable(t[k].term->name)) stat = t[k].term->name;
    add("modify", (tok.text[0] == 'd' ? "x2" : "/2") + (stat.empty() ? "atk" : stat));
    return 1;
  }
  // "was on a full 12", "at full 10": hit points, none of them lost.
  // (Not "he takes the full 3": only after "on" or "at".)
  const bool on_full =
      i >= 2 && t[i - 1].word("full") && !t[i - 1].ends() &&
      (t[i - 2].word("on") || t[i - 2].word("at") ||
       (i >= 3 && t[i - 2].word("a") && (t[i - 3].word("on") || t[i - 3].word("at"))));
  if (tok.kind == Tok::kNumber && on_full && !(next(i + 1) && next(i + 1)->kind == Tok::kTerm)) {
    add("hp", std::to_string(tok.number));
    add("damage", "0");
    return 1;
  }
  // A number before a unit: "2 hp", "3 dmg (on it)", "4 threat", "2 hp left".
  if ((tok.kind == Tok::kNumber || tok.kind == Tok::kFraction) && next(i + 1) &&
      next(i + 1)->kind == Tok::kTerm && !verb_before(t, i) && !tok.ends() && !tok.comma) {
    const Token& unit = t[i + 1];
    size_t n = 2;
    // "The minion survives with 1 HP left": what comes after, not a fact
    // of the situation before.
    if (i >= 2 && t[i - 1].word("with") &&
        (t[i - 2].word("survives") || t[i - 2].word("survived") || t[i - 2].word("survive") ||
         t[i - 2].word("ends") || t[i - 2].word("ending")))
      return next(i + 2) && (next(i + 2)->word("left") || next(i + 2)->word("remaining")) ? 3 : 2;
    // "She-Hulk's 4-damage basic attack": what the attack deals, its ATK.
    // ("a 4-damage Overkill attack": its keywords between.)
    size_t noun = i + 2;
    while (next(noun) && next(noun)->term_kind("keyword") && noun < i + 4) ++noun;
    // ("Rhino has 5 damage, attack him with Hulk": damage on Rhino, and a
    // verb.)
    bool said_of_attack =
        !tok.ends() && !unit.ends() &&
        !(i > 0 && (t[i - 1].word("has") || t[i - 1].word("have") || t[i - 1].word("had") ||
                    t[i - 1].word("already") || t[i - 1].word("took") || t[i - 1].word("taken") ||
                    t[i - 1].word("is") || t[i - 1].word("at")));
    for (size_t k = i + 2; k < noun; ++k) said_of_attack = said_of_attack && !t[k].ends();
    if (said_of_attack && unit.term->kind == "stat" && unit.term->name == "damage" &&
        tok.kind == Tok::kNumber && next(noun) && next(noun)->is("action", "attack") &&
        !next(noun)->text.ends_with("s") && !next(noun)->text.ends_with("ed")) {
      add("atk", std::to_string(tok.number));
      return 2;
    }
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
        } else if (unit.term->name == "damage") {  // "at 12/14 dmg"
          add("damage", std::to_string(tok.number));
          add("hp", std::to_string(tok.of));
        } else if (unit.term->name == "threat") {
          add("threat", std::to_string(tok.number));
          add("target", std::to_string(tok.of));
        } else {
          add(unit.term->name, std::to_string(tok.number));
        }
      } else if (unit.term->name == "hp" && next(i + 2) &&
                 (next(i + 2)->word("left") || next(i + 2)->word("remaining"))) {
        // "1hp left (3 max)": what is left, set against the maximum once
        // the whole description is read (hit_points_left).
        add("hp-left", std::to_string(tok.number));
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
  // "it needs 11 threat": the scheme's target threat.
  // (Not "we need 3 threat removed", "needs 2 more threat", "needs 3
  // threat to ...": what the players must do.)
  if ((tok.word("needs") || tok.word("need")) && next(i + 2) && next(i + 1)->kind == Tok::kNumber &&
      next(i + 2)->is("stat", "threat") && !(i > 0 && t[i - 1].word("we")) &&
      !(next(i + 3) && !next(i + 2)->ends() &&
        (next(i + 3)->word("removed") || next(i + 3)->word("off") || next(i + 3)->word("more") ||
         next(i + 3)->word("to") || next(i + 3)->word("taken")))) {
    add("target", std::to_string(next(i + 1)->number));
    return 3;
  }
  // "a 3 in her thwart spot", "2 in his scheme box": the stat the box
  // holds.
  if (const std::string stat = stat_box_after(t, i); !stat.empty()) {
    add(stat, std::to_string(tok.number));
    return 5;
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
  // "the boost card is just a star": no boost icons.
  if (tok.is("term", "star") && i > 1 && t[i - 1].word("a") &&
      (t[i - 2].word("just") || t[i - 2].word("only"))) {
    add("boost", "0");
    return 1;
  }
  // "at 15 maximum hit points", "12 max hp": the hit points.
  auto max_hp = [&](size_t n) {
    return next(n) && next(n)->kind == Tok::kNumber && !next(n)->ends() && next(n + 1) &&
           (next(n + 1)->word("max") || next(n + 1)->word("maximum")) && !next(n + 1)->ends() &&
           next(n + 2) && next(n + 2)->is("stat", "hp");
  };
  // ("10 of my 12 maximum hit points": the "of" reading's.)
  if (max_hp(i) &&
      !(i > 0 && (t[i - 1].word("my") || t[i - 1].word("his") || t[i - 1].word("her") ||
                  t[i - 1].word("its") || t[i - 1].word("their") || t[i - 1].word("of")))) {
    add("hp", std::to_string(tok.number));
    return 3;
  }
  // "takes the main scheme from 5 to 3", "threat from 6 to 8": where the
  // threat starts; where it ends is put forward.
  if (tok.word("from") && next(i + 3) && next(i + 1)->kind == Tok::kNumber &&
      next(i + 2)->word("to") && next(i + 3)->kind == Tok::kNumber) {
    bool scheme = next(i + 4) && next(i + 4)->is("stat", "threat");
    for (size_t k = i; k-- > 0 && k + 6 > i && !t[k].ends_sentence() && !scheme;)
      scheme = t[k].is("term", "main-scheme") || t[k].is("term", "side-scheme") ||
               t[k].is("stat", "threat");
    if (scheme) {
      add("threat", std::to_string(next(i + 1)->number));
      return next(i + 4) && next(i + 4)->is("stat", "threat") ? 5 : 4;
    }
  }
  // "Main started at 2", "the scheme's threat after ..., starting from
  // 4": where a scheme's threat stood before.
  if ((tok.word("started") || tok.word("starting") || tok.word("starts")) && next(i + 2) &&
      (next(i + 1)->word("at") || next(i + 1)->word("from") || next(i + 1)->word("on")) &&
      next(i + 2)->kind == Tok::kNumber && !next(i + 2)->plus) {
    bool scheme = false;
    for (size_t k = i; k-- > 0 && !t[k].ends_sentence() && !scheme;)
      scheme = t[k].is("term", "main-scheme") || t[k].is("term", "side-scheme") ||
               t[k].is("action", "scheme") || t[k].word("main");
    if (scheme) {
      add("threat", std::to_string(next(i + 2)->number));
      return next(i + 3) && next(i + 3)->is("stat", "threat") ? 4 : 3;
    }
  }
  // ("The threat went to 8, right?": a result put forward.)
  if ((tok.word("at") || tok.word("to") || tok.word("with")) && next(i + 1) &&
      next(i + 1)->kind == Tok::kNumber && result_put_forward(t, i + 1))
    return 2;
  // ("the main scheme was up to 6": where it stood, as "was at 6".)
  if (tok.word("up") && i > 0 && (t[i - 1].word("was") || t[i - 1].word("is")) && next(i + 1) &&
      next(i + 1)->word("to") && next(i + 2) && next(i + 2)->kind == Tok::kNumber &&
      !(next(i + 3) && next(i + 3)->kind == Tok::kTerm && !next(i + 2)->ends())) {
    add("value", std::to_string(next(i + 2)->number));
    return 3;
  }
  // "main at 2", "side scheme has 3", "main scheme at 3 of 10", "at 8/10",
  // "the main scheme holds 5": a bare value, which a scheme reads as its
  // threat.
  // ("main was 2": said of a scheme right before it.)
  const bool scheme_was =
      (tok.word("was") || tok.word("is")) && i > 0 &&
      (t[i - 1].is("term", "main-scheme") || t[i - 1].is("term", "side-scheme"));
  if ((tok.word("at") || tok.word("has") || tok.word("had") || tok.word("on") ||
       tok.word("holds") || tok.word("held") || tok.word("holding") || tok.word("sits") ||
       scheme_was) &&
      next(i + 1)) {
    const Token& n = *next(i + 1);
    const Token* after = next(i + 2);
    // "has 1 consequential damage": the number has its own unit.
    // ("at 3 remaining hit points": what is left, its own rule's.)
    // ("Rhino (14 hit points) is sitting at 5 remaining": the hit points
    // said before in the sentence are its unit.)
    bool hp_before = false;
    for (size_t k = i; k-- > 0 && !t[k].ends_sentence() && !hp_before;)
      hp_before = t[k].is("stat", "hp");
    const bool left_follows = after && !n.ends() &&
                              (after->word("remaining") || after->word("left")) &&
                              ((next(i + 3) && next(i + 3)->is("stat", "hp")) || hp_before);
    const bool unit_follows =
        (after && !n.ends() && after->kind == Tok::kTerm &&
         (after->term->kind == "stat" || after->term->name == "consequential")) ||
        max_hp(i + 1) || left_follows;
    // "spidey at 7/10 def 3": hit points left of the most, then a stat
    // with its own number.
    if (n.kind == Tok::kFraction && after && after->term_kind("stat") &&
        after->term->name != "hp" && after->term->name != "damage" &&
        after->term->name != "threat" && next(i + 3) && next(i + 3)->kind == Tok::kNumber) {
      add("value", std::to_string(n.number) + "/" + std::to_string(n.of));
      return 2;
    }
    // ("has 2 in his scheme box": the box's own rule reads it.)
    if (n.kind == Tok::kNumber && !stat_box_after(t, i + 1).empty()) return 0;
    // "has 3 of his 11 hit points": the number's own rule reads it.
    if (n.kind == Tok::kNumber && after && after->word("of") && next(i + 3) &&
        !next(i + 3)->ends() && next(i + 3)->kind == Tok::kWord && next(i + 4) &&
        next(i + 4)->kind == Tok::kNumber)
      return 0;
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
  // "main scheme last stage 5/7": a bare fraction, as after "at".
  // ("shes 8/15. hp after?": a stat in the next sentence is not its unit.)
  if (tok.kind == Tok::kFraction &&
      !(next(i + 1) && !tok.ends() && next(i + 1)->term_kind("stat")) && !verb_before(t, i)) {
    add("value", std::to_string(tok.number) + "/" + std::to_string(tok.of));
    return 1;
  }
  if (tok.kind != Tok::kTerm) return 0;
  const Term& term = *tok.term;
  if (term.kind == "stat" && !unit_stat(term.name)) {
    // "ATK 3", "boost shows 2", "boost: blank".
    size_t k = i + 1;
    // ("her defence, which is only 1")
    if (next(k) && next(k)->word("which") && next(k + 1) && next(k + 1)->word("is")) {
      k += 2;
      if (next(k) && (next(k)->word("only") || next(k)->word("just"))) ++k;
    }
    while (next(k) && link_word(*next(k)) && k < i + 3) ++k;
    if (term.name == "boost" && i > 0 &&
        (t[i - 1].word("no") || t[i - 1].word("blank") || t[i - 1].word("zero") ||
         t[i - 1].word("without"))) {
      add("boost", "0");
      // "no boost icons", "blank boost"
      return 1;
    }
    if (term.name == "boost" && next(k) && (next(k)->word("blank") || next(k)->word("nothing"))) {
      add("boost", "0");
      return k - i + 1;
    }
    // "... under his ATK, 2 hit points": past the comma, the number is the
    // next unit's.
    // ("3 atk, 0 boost": the 0 is the boost's.)
    // ("(THW 2, 1 consequential damage pip under THW, 3 hit points)": a
    // comma inside brackets too.)
    const bool next_units =
        (tok.ends() || tok.comma) && next(k + 1) && next(k + 1)->term_kind("stat") &&
        (unit_stat(next(k + 1)->term->name) || next(k + 1)->term->name == "boost");
    if (next(k) && next(k)->kind == Tok::kNumber && !next_units) {
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
      // ("one of those little boost symbols", "two of the boost
      // thingies": the count before "of the", a word or two between.)
      for (size_t k = i; k-- > 0 && k + 5 > i && !t[k].ends();) {
        if (!(t[k].word("the") || t[k].word("those") || t[k].word("these"))) {
          if (t[k].kind != Tok::kWord) break;
          continue;
        }
        if (k >= 2 && t[k - 1].word("of") && !t[k - 2].ends() &&
            (t[k - 2].word("one") || (t[k - 2].kind == Tok::kNumber && !t[k - 2].plus))) {
          add("boost", t[k - 2].word("one") ? "1" : std::to_string(t[k - 2].number));
          return 1;
        }
        break;
      }
      // ("one boost icon", "a single boost icon")
      if (i > 0 && (t[i - 1].word("one") ||
                    (t[i - 1].word("single") && next(i + 1) && next(i + 1)->is("stat", "boost") &&
                     next(i + 1)->text.starts_with("icon")))) {
        add("boost", "1");
        return next(i + 1) && next(i + 1)->is("stat", "boost") ? 2 : 1;
      }
      for (size_t j = i + 1; j < t.size() && j < i + 5; ++j) {
        if (t[j - 1].ends() && t[j - 1].brk != ':') break;
        // ("the 3 icons add up to 5 damage": a sum, not the icons.)
        if (t[j].kind == Tok::kNumber && result_put_forward(t, j)) break;
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
        (next(k)->comma || !(next(k + 1) && next(k + 1)->kind == Tok::kTerm))) {
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
    if (status_not_held(t, i)) return 1;
    // ("takes no retaliate damage": the damage denied, not the keyword;
    // Retaliate is a number, never "false".)
    if (denied(t, i) && term.name == "retaliate") return 1;
    if (denied(t, i)) {
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
    add("stages-after", final_stage_denied(t, i) ? "1" : "0");
    return 1;
  }
  if (term.kind == "term" && term.name == "crisis") {
    // "without a crisis icon", "no crisis": said not to have one.
    add("crisis", denied(t, i) ? "false" : "true");
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

bool final_stage_denied(const std::vector<Token>& t, size_t i) {
  size_t k = i;  // "isn't on his final stage"
  while (k > 0 && (t[k - 1].word("its") || t[k - 1].word("the") || t[k - 1].word("his") ||
                   t[k - 1].word("her") || t[k - 1].word("their") || t[k - 1].word("on") ||
                   t[k - 1].word("in") || t[k - 1].word("a")))
    --k;
  return denied(t, k);
}

}  // namespace arbiter::query::ask
