// Hit points and damage said together: "I'm at 9 hp out of 14", "14 max HP
// and 9 remaining", "10hp already took 6", "has sustained 5 damage of her
// 12 hit points", "11 max", "3 of his 11 hit points", and a scheme's threat
// of its target, "8 of 10 threat". One of mc_attribute's rules, kept apart
// because it is long.
#include <algorithm>

#include <set>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

size_t mc_hit_point_attribute(const std::vector<Token>& t, size_t i, std::vector<Attr>& out) {
  const Token& tok = t[i];
  auto next = [&](size_t k) -> const Token* { return k < t.size() ? &t[k] : nullptr; };
  auto add = [&](const std::string& f, const std::string& v) {
    out.push_back({f, v, i, i > 0 && t[i - 1].word("with")});
  };
  // "I'm at 9 hp out of 14" (what is left), "hes already at 4 dmg out of
  // 11" (the damage), and the maximum.
  const bool hp_or_damage =
      next(i + 1) && (next(i + 1)->is("stat", "hp") || next(i + 1)->is("stat", "damage"));
  if (tok.kind == Tok::kNumber && !tok.plus && hp_or_damage && !next(i + 1)->ends()) {
    size_t k = i + 2;
    if (next(k) && next(k)->word("out") && !next(k)->ends()) ++k;
    // ("4 dmg of 6 goes through": damage dealt of an attack's.)
    const Token* after = next(k + 2);
    const bool dealt =
        after && (after->word("goes") || after->word("go") || after->word("gets") ||
                  after->word("get") || after->word("through") || after->word("comes") ||
                  after->word("lands") || after->word("hits"));
    if (next(k) && next(k)->word("of") && next(k + 1) && next(k + 1)->kind == Tok::kNumber &&
        next(k + 1)->number >= tok.number && !dealt) {
      add(next(i + 1)->is("stat", "hp") ? "hp-left" : "damage", std::to_string(tok.number));
      add("hp", std::to_string(next(k + 1)->number));
      return k + 2 - i;
    }
  }
  // "his dial is on 7", "dial reads 7 of 10", "her HP dial shows 3": the
  // hit point dial shows what is left (and, after "of", the maximum).
  if (tok.word("dial") && !tok.ends()) {
    size_t k = i + 1;
    static const std::set<std::string> kShows = {"is",      "reads", "says", "shows", "showing",
                                                 "reading", "sits",  "at",   "on"};
    while (next(k) && next(k)->kind == Tok::kWord && kShows.count(next(k)->text) &&
           !next(k)->ends() && k < i + 4)
      ++k;
    if (k > i + 1 && next(k) && next(k)->kind == Tok::kNumber && !next(k)->plus &&
        !(next(k + 1) && !next(k)->ends() && next(k + 1)->term_kind("stat") &&
          !next(k + 1)->is("stat", "hp"))) {
      add("hp-left", std::to_string(next(k)->number));
      size_t end = k + 1;
      if (next(end) && next(end)->is("stat", "hp") && !next(k)->ends()) ++end;
      if (next(end + 1) && next(end)->word("of") && next(end + 1)->kind == Tok::kNumber &&
          next(end + 1)->number >= next(k)->number && !next(end - 1)->ends()) {
        add("hp", std::to_string(next(end + 1)->number));
        end += 2;
      }
      return end - i;
    }
  }
  // "14 max HP and 9 remaining": what is left, the hit points said before.
  if (tok.kind == Tok::kNumber && !tok.plus && next(i + 1) &&
      (next(i + 1)->word("remaining") || next(i + 1)->word("left")) &&
      !(next(i + 2) && next(i + 2)->kind == Tok::kTerm && !next(i + 1)->ends())) {
    bool hp_said = false;
    for (size_t k = i; k-- > 0 && !t[k].ends_sentence() && !hp_said;)
      hp_said = t[k].is("stat", "hp");
    if (hp_said) {
      add("hp-left", std::to_string(tok.number));
      return 2;
    }
  }
  // "at 1 remaining hit point out of 2", "3 hp left of 11": what is left,
  // and the maximum.
  if (tok.kind == Tok::kNumber && next(i + 2) &&
      (next(i + 1)->word("remaining") || next(i + 1)->word("left")) &&
      next(i + 2)->is("stat", "hp")) {
    add("hp-left", std::to_string(tok.number));
    size_t k = i + 3;
    if (next(k) && next(k)->word("out") && next(k + 1) && next(k + 1)->word("of")) ++k;
    if (next(k) && next(k)->word("of") && next(k + 1) && next(k + 1)->kind == Tok::kNumber) {
      add("hp", std::to_string(next(k + 1)->number));
      return k + 2 - i;
    }
    return 3;
  }
  // "10hp already took 6": damage on it before now.
  if (tok.word("already") && next(i + 2) && next(i + 1)->word("took") &&
      next(i + 2)->kind == Tok::kNumber &&
      !(next(i + 3) && next(i + 3)->term_kind("stat") && !next(i + 3)->is("stat", "damage"))) {
    add("damage", std::to_string(next(i + 2)->number));
    return next(i + 3) && next(i + 3)->is("stat", "damage") ? 4 : 3;
  }
  // "has sustained 5 damage of her 12 hit points", and with no unit when
  // said as a state, "at 11 dmg of 14": the damage, of its hit points ("4
  // dmg of 6 goes through" is damage dealt).
  if (tok.kind == Tok::kNumber && next(i + 3) && next(i + 1)->is("stat", "damage") &&
      next(i + 2)->word("of")) {
    const size_t w = next(i + 3)->kind == Tok::kNumber ? 0 : 1;  // "her"
    const Token* of = next(i + 3 + w);
    const bool unit = next(i + 4 + w) && next(i + 4 + w)->is("stat", "hp");
    const bool state = w == 0 && i > 0 &&
                       (t[i - 1].word("at") || t[i - 1].word("has") || t[i - 1].word("with") ||
                        t[i - 1].word("w") || t[i - 1].word("on") || t[i - 1].brk == '(') &&
                       !(!of->ends() && next(i + 4) && next(i + 4)->term_kind("stat"));
    if (of && of->kind == Tok::kNumber && (unit || state)) {
      add("damage", std::to_string(tok.number));
      add("hp", std::to_string(of->number));
      return 4 + w + (unit ? 1 : 0);
    }
  }
  // "11 max", "11 max hp": the hit points.
  if (tok.kind == Tok::kNumber && next(i + 1) && next(i + 1)->word("max")) {
    add("hp", std::to_string(tok.number));
    return next(i + 2) && next(i + 2)->kind == Tok::kTerm && next(i + 2)->term->name == "hp" ? 3
                                                                                             : 2;
  }
  // "8 of 10 threat", "8 out of 10 threat": threat and the target.
  // "(14hp, took 5 already)", "took 1 earlier": damage on it before now.
  if (tok.kind == Tok::kNumber && i > 0 && (t[i - 1].word("took") || t[i - 1].word("taken")) &&
      next(i + 1) &&
      (next(i + 1)->word("already") || next(i + 1)->word("earlier") ||
       next(i + 1)->word("before"))) {
    add("damage", std::to_string(tok.number));
    return 2;
  }
  // "(3 hit points, 1 already damaged)": damage on it, after its hit
  // points.
  if (tok.kind == Tok::kNumber && next(i + 1)) {
    const size_t w = next(i + 1)->word("already") ? i + 2 : i + 1;
    if (next(w) && (next(w)->text == "damaged" || next(w)->text == "hurt") && i > 0 &&
        t[i - 1].is("stat", "hp")) {
      add("damage", std::to_string(tok.number));
      return w + 1 - i;
    }
  }
  // "6 threat out of 8", "6 threat of 8": the unit first, then the target.
  // (Not threat removed: "removes 3 threat out of 7", "cleared 2 threat of 5".)
  static const std::set<std::string> kRemoving = {
      "remove", "removes", "removed", "removing", "clear",   "cleared",  "clears",  "take",
      "takes",  "took",    "taking",  "thwart",   "thwarts", "thwarted", "prevent", "prevents"};
  if (tok.kind == Tok::kNumber && next(i + 1) && next(i + 1)->is("stat", "threat") &&
      !next(i + 1)->ends() && next(i + 2) && !(i > 0 && kRemoving.count(t[i - 1].text))) {
    const size_t of = next(i + 2)->word("out") && next(i + 3) && next(i + 3)->word("of") ? i + 3
                      : next(i + 2)->word("of")                                          ? i + 2
                                                                                         : 0;
    if (of && next(of + 1) && next(of + 1)->kind == Tok::kNumber &&
        next(of + 1)->number >= tok.number) {
      add("threat", std::to_string(tok.number));
      add("target", std::to_string(next(of + 1)->number));
      return of + 2 - i;
    }
  }
  if (tok.kind == Tok::kNumber && next(i + 1) && next(i + 2)) {
    size_t k = i + 1;
    if (t[k].word("out") && next(k + 1) && next(k + 1)->word("of")) ++k;
    // "3 of his 11 hit points": whose, between "of" and the number.
    const size_t w =
        t[k].word("of") && next(k + 1) &&
                (next(k + 1)->word("his") || next(k + 1)->word("her") || next(k + 1)->word("its") ||
                 next(k + 1)->word("their") || next(k + 1)->word("my"))
            ? 1
            : 0;
    // ("5 of its 7 target threat": "target" before the unit.)
    const size_t tw = next(k + w + 2) && next(k + w + 2)->word("target") && next(k + w + 3) &&
                              next(k + w + 3)->is("stat", "threat")
                          ? 1
                          : 0;
    // ("10 of my 12 maximum hit points": "maximum" before the unit.)
    const size_t mw = next(k + w + 2) &&
                              (next(k + w + 2)->word("max") || next(k + w + 2)->word("maximum")) &&
                              next(k + w + 3) && next(k + w + 3)->is("stat", "hp")
                          ? 1
                          : 0;
    if (t[k].word("of") && next(k + w + 1) && next(k + w + 1)->kind == Tok::kNumber &&
        next(k + w + 2 + tw + mw) && next(k + w + 2 + tw + mw)->kind == Tok::kTerm &&
        next(k + w + 2 + tw + mw)->term->kind == "stat") {
      k += w;
      if (mw) {
        const int n = tok.number, of = next(k + 1)->number;
        const bool taken = i > 0 && (t[i - 1].word("taken") || t[i - 1].word("took") ||
                                     t[i - 1].word("lost") || t[i - 1].word("suffered"));
        add("hp", std::to_string(of));
        add("damage", std::to_string(taken ? n : std::max(0, of - n)));
        return k + 4 - i;
      }
      if (tw && tok.kind == Tok::kNumber) {
        add("threat", std::to_string(tok.number));
        add("target", std::to_string(next(k + 1)->number));
        return k + 4 - i;
      }
      const std::string unit = next(k + 2)->term->name;
      const int n = tok.number, of = next(k + 1)->number;
      if (unit == "threat") {
        add("threat", std::to_string(n));
        add("target", std::to_string(of));
        return k + 3 - i;
      }
      if (unit == "hp") {
        // "has taken 3 of his 11 hit points", "lost 3 of 11": the 3 is
        // damage; otherwise what is left.
        const bool taken = i > 0 && (t[i - 1].word("taken") || t[i - 1].word("took") ||
                                     t[i - 1].word("lost") || t[i - 1].word("suffered"));
        add("hp", std::to_string(of));
        add("damage", std::to_string(taken ? n : std::max(0, of - n)));
        return k + 3 - i;
      }
    }
  }
  return 0;
}

}  // namespace arbiter::query::ask
