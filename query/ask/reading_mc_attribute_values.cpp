// A Marvel Champions attribute whose words lead to its number: "Hulk's
// attack is 6", "it needs 11 threat", "a target of 10", "threat from 6
// to 8", "main started at 2", "main at 2", "side scheme has 3", a bare
// fraction. Part of mc_attribute (reading_mc_attributes.cpp).
#include <string>
#include <vector>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

size_t mc_value_attribute(const std::vector<Token>& t, size_t i, std::vector<Attr>& out) {
  const Token& tok = t[i];
  auto next = [&](size_t k) -> const Token* { return k < t.size() ? &t[k] : nullptr; };
  auto add = [&](const std::string& f, const std::string& v) { add_mc_attribute(t, i, out, f, v); };
  // "Hulk's attack is 6", "an attack of 4": the attacker's ATK; "her
  // thwart is 3": the thwarter's THW; "his scheme is 2", "Rhino, whose
  // scheme is 1": SCH; "Tony's recover is 3": REC.
  if (tok.kind == Tok::kTerm && tok.term->kind == "action" &&
      (tok.term->name == "attack" || tok.term->name == "thwart" || tok.term->name == "scheme" ||
       tok.term->name == "recover") &&
      next(i + 1) &&
      (next(i + 1)->word("is") || next(i + 1)->word("of") || next(i + 1)->word("=")) &&
      next(i + 2) && next(i + 2)->kind == Tok::kNumber && !next(i + 2)->plus &&
      // ("uses its basic recovery of 4": the action done, read with its
      // value elsewhere.)
      !(tok.term->name == "recover" && next(i + 1)->word("of")) &&
      // ("Klaw's scheme is 7 threat": the scheme's threat, no SCH.)
      !(next(i + 3) && !next(i + 2)->ends() && next(i + 3)->is("stat", "threat")) &&
      // ("the scheme is 5" of a scheme's threat: only said of whose it is.)
      (tok.term->name == "attack" ||
       (i > 0 && (t[i - 1].word("her") || t[i - 1].word("his") || t[i - 1].word("its") ||
                  t[i - 1].word("my") || t[i - 1].word("whose") || t[i - 1].text == "'s" ||
                  t[i - 1].text.ends_with("'s"))))) {
    add(tok.term->name == "attack"    ? "atk"
        : tok.term->name == "thwart"  ? "thw"
        : tok.term->name == "recover" ? "rec"
                                      : "sch",
        std::to_string(next(i + 2)->number));
    return 3;
  }
  // ("His first boost card shows 1 icon and the second shows 2", "the first
  // boost card drawn shows 1 icon, the second 2": the second card's icons,
  // a boost said before in the sentence.)
  if (tok.word("second") && i > 0 && t[i - 1].word("the") && !tok.ends()) {
    size_t n = i + 1;
    if (next(n) && (next(n)->word("shows") || next(n)->word("showed") || next(n)->word("has") ||
                    next(n)->word("had") || next(n)->word("with")))
      ++n;
    bool boost_before = false;
    for (size_t k = i; k-- > 0 && !t[k].ends_sentence();) boost_before |= t[k].is("stat", "boost");
    if (boost_before && next(n) && next(n)->kind == Tok::kNumber && next(n)->number <= 4 &&
        !(next(n + 1) && !next(n)->ends() && next(n + 1)->kind == Tok::kTerm &&
          !next(n + 1)->is("stat", "boost"))) {
      add("boost", std::to_string(next(n)->number));
      return n + 1 - i + (next(n + 1) && next(n + 1)->is("stat", "boost") ? 1 : 0);
    }
  }
  // ("The threat on the main scheme reads 6", "Main scheme's threat
  // counter says 6": what shows the threat, the scheme named just before.)
  if ((tok.word("reads") || tok.word("says") || tok.word("shows")) && next(i + 1) &&
      next(i + 1)->kind == Tok::kNumber && !next(i + 1)->plus &&
      !(next(i + 2) && !next(i + 1)->ends() && next(i + 2)->kind == Tok::kTerm &&
        !next(i + 2)->is("stat", "threat"))) {
    bool threat = false, scheme = false;
    for (size_t k = i; k-- > 0 && k + 7 > i && !t[k].ends();) {
      threat |= t[k].is("stat", "threat");
      scheme |= t[k].is("term", "main-scheme") || t[k].is("term", "side-scheme");
    }
    if (threat && scheme) {
      add("threat", std::to_string(next(i + 1)->number));
      return next(i + 2) && next(i + 2)->is("stat", "threat") && !next(i + 1)->ends() ? 3 : 2;
    }
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
  // "10 threat on it, and it needs 12.": the threat said before, the
  // number needed ends the clause.
  if ((tok.word("needs") || tok.word("need")) && i > 0 && t[i - 1].word("it") && next(i + 1) &&
      next(i + 1)->kind == Tok::kNumber && next(i + 1)->ends()) {
    bool threat_before = false;
    for (size_t k = i; k-- > 0 && k + 12 > i;) threat_before |= t[k].is("stat", "threat");
    if (threat_before) {
      add("target", std::to_string(next(i + 1)->number));
      return 2;
    }
  }
  // "a 3 in her thwart spot", "2 in his scheme box": the stat the box
  // holds.
  if (const std::string stat = stat_box_after(t, i); !stat.empty()) {
    add(stat, std::to_string(tok.number));
    return 5;
  }
  // "a target of 10", "target 12", "a target threat of 11", "a target
  // threat value of 10": the scheme's target threat.
  if (tok.word("target") || tok.word("threshold")) {
    size_t k = i + 1;
    if (next(k) && next(k)->term_kind("stat") && next(k)->term->name == "threat") ++k;
    if (next(k) && next(k)->word("value")) ++k;
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
  // "Main scheme is at 5 after Ms. Marvel thwarted it from 7, right?":
  // where the threat stood before the thwart; "at 5 after" is where it
  // ended, put forward. (Told, not asked, "The side scheme is at 1 after I
  // thwarted it from 3. I thwart again": where it is now.)
  size_t said_end = i;
  while (said_end + 1 < t.size() && !t[said_end].ends_sentence()) ++said_end;
  const bool put_forward = t[said_end].brk == '?';
  if (put_forward && tok.word("from") && i >= 2 && t[i - 1].word("it") && next(i + 1) &&
      next(i + 1)->kind == Tok::kNumber && !next(i + 1)->plus &&
      !(next(i + 2) && next(i + 2)->word("to")) &&
      (t[i - 2].is("action", "thwart") || t[i - 2].word("thwarted") || t[i - 2].word("brought") ||
       t[i - 2].word("took"))) {
    add("threat", std::to_string(next(i + 1)->number));
    return 2;
  }
  if (put_forward && tok.word("at") && next(i + 2) && next(i + 1)->kind == Tok::kNumber &&
      next(i + 2)->word("after") && !t[i + 1].ends())
    for (size_t k = i + 3; k + 1 < t.size() && !t[k - 1].ends_sentence(); ++k)
      if (t[k].word("from") && t[k - 1].word("it") && t[k + 1].kind == Tok::kNumber) return 2;
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
    // ("it has two attack": a stat's name as the word, its unit too.)
    const bool unit_follows =
        (after && !n.ends() && after->kind == Tok::kTerm &&
         (after->term->kind == "stat" || after->term->name == "consequential" ||
          after->text == "attack" || after->text == "thwart")) ||
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
  return 0;
}

}  // namespace arbiter::query::ask
