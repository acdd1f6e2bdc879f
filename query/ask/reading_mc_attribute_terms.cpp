// A Marvel Champions attribute a game term opens: a label stat and its
// number ("ATK 3", "boost shows 2", "hp 4"), a status or keyword said
// or denied, alter-ego form, final stage, a crisis icon, consequential
// damage. Part of mc_attribute (reading_mc_attributes.cpp).
#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

namespace {

// Words between a label and its number that mean nothing ("boost shows 2",
// "SCH of 2", "hp: 4").
bool link_word(const Token& t) {
  static const std::set<std::string> kLinks = {"shows", "showing", "show", "of",    "is",  "=",
                                               "at",    "has",     "with", "value", "for", "adds",
                                               "gives", "had",     "was",  "added", "are", "were"};
  return t.kind == Tok::kWord && kLinks.count(t.text);
}

}  // namespace

size_t mc_term_attribute(const std::vector<Token>& t, size_t i, std::vector<Attr>& out) {
  const Token& tok = t[i];
  auto next = [&](size_t k) -> const Token* { return k < t.size() ? &t[k] : nullptr; };
  auto add = [&](const std::string& f, const std::string& v) { add_mc_attribute(t, i, out, f, v); };
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
    // ("her THW has 1 consequential damage": past a link word, a number
    // with its own unit after it is that unit's.)
    const bool own_unit =
        k > i + 1 && next(k + 1) && !next(k)->ends() && next(k + 1)->kind == Tok::kTerm &&
        (next(k + 1)->term->name == "consequential" ||
         (next(k + 1)->term->kind == "stat" && next(k + 1)->term->name != "boost"));
    if (next(k) && next(k)->kind == Tok::kNumber && !next_units && !own_unit) {
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
      const bool single =
          i > 0 && (t[i - 1].word("single") || t[i - 1].word("lone") || t[i - 1].word("sole"));
      if (i > 0 &&
          (t[i - 1].word("one") || (single && next(i + 1) && next(i + 1)->is("stat", "boost") &&
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
        // ("Boost card had a single icon", "showed a lone boost icon")
        if ((t[j].word("single") || t[j].word("lone") || t[j].word("sole")) && !t[j].ends() &&
            next(j + 1) && next(j + 1)->is("stat", "boost") &&
            next(j + 1)->text.find("icon") != std::string::npos) {
          add("boost", "1");
          return j - i + 2;
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
    // ("Thor (hp 4); my ally ...": a number its mark ends is the stat's.)
    if (next(k) && next(k)->kind == Tok::kNumber &&
        (next(k)->comma || next(k)->ends() || !(next(k + 1) && next(k + 1)->kind == Tok::kTerm))) {
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

}  // namespace arbiter::query::ask
