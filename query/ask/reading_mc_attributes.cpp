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

// Label stats take the number after them ("ATK 3", "boost shows 2"), unit
// stats the number before ("2 hit points", "1 dmg", "4 threat").
bool unit_stat(const std::string& name) {
  return name == "hp" || name == "damage" || name == "threat";
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

namespace {

// The stats a <modifier> can change.
bool modifiable(const std::string& stat) {
  return stat == "atk" || stat == "thw" || stat == "sch" || stat == "def";
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

}  // namespace

void add_mc_attribute(const std::vector<Token>& t, size_t i, std::vector<Attr>& out,
                      const std::string& f, const std::string& v) {
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
}

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
  auto add = [&](const std::string& f, const std::string& v) { add_mc_attribute(t, i, out, f, v); };
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
  // ("Shocker: 4 hit points, no damage, Retaliate 1": none on it yet, as
  // "0 damage" says; not "takes no damage", a result.)
  if (tok.word("no") && !tok.ends() && next(i + 1) && next(i + 1)->is("stat", "damage") &&
      (next(i + 1)->ends() || next(i + 1)->comma || next(i + 1)->brk == ')') &&
      // (In a list of its values: after a comma, "with" or "and".)
      i > 0 && (t[i - 1].brk == ',' || t[i - 1].word("with") || t[i - 1].word("and"))) {
    add("damage", "0");
    return 2;
  }
  // Hit points and damage said together, and a scheme's threat of its
  // target (reading_mc_hit_points.cpp).
  if (const size_t n = mc_hit_point_attribute(t, i, out); n > 0) return n;
  // "+2 ATK from an attachment": a modifier on the printed value, not the
  // value itself (the engine applies it: add, then double or halve).
  if (tok.kind == Tok::kNumber && tok.plus && next(i + 1) && next(i + 1)->term_kind("stat") &&
      modifiable(next(i + 1)->term->name)) {
    // (A std::string first: GCC 12 misfires -Wrestrict on "+" + a string.)
    add("modify",
        std::string(tok.minus ? "-" : "+") + std::to_string(tok.number) + next(i + 1)->term->name);
    return 2;
  }
  // ("charge on him, that's +3 attack": the stat's name as a word; not the
  // asker's sum, "boost is 2, so that's +2 attack", "2 base plus 1 boost =
  // 3. So +3 attack".)
  const auto summed = [&] {
    for (size_t k = i; k-- > 0 && k + 12 > i;)
      if (t[k].is("stat", "boost") || t[k].text == "=" || t[k].word("total") || t[k].word("plus") ||
          t[k].word("equals"))
        return true;
    return false;
  };
  if (tok.kind == Tok::kNumber && tok.plus && next(i + 1) &&
      (next(i + 1)->text == "attack" || next(i + 1)->text == "thwart") && !summed()) {
    add("modify", std::string(tok.minus ? "-" : "+") + std::to_string(tok.number) +
                      (next(i + 1)->text == "attack" ? "atk" : "thw"));
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
  if (const size_t n = mc_unit_attribute(t, i, out); n > 0) return n;
  if (const size_t n = mc_value_attribute(t, i, out); n > 0) return n;
  if (tok.kind != Tok::kTerm) return 0;
  return mc_term_attribute(t, i, out);
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
