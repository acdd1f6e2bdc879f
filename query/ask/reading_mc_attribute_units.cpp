// A Marvel Champions attribute told as a number before its unit: "2 hp",
// "3 dmg (on it)", "4 threat", "2 hp left", "8/10 hp", "3 ATK", "her 4
// attack", and damage dealt rather than had. Part of mc_attribute
// (reading_mc_attributes.cpp).
#include <algorithm>
#include <string>
#include <vector>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

namespace {

// Damage written as a fact about a character ("with 1 dmg", "has 3
// damage", "(7 damage)", "3 dmg on it"), rather than damage dealt ("5 dmg
// into a minion", "then 3 damage again").
bool damage_on(const std::vector<Token>& t, size_t i) {
  static const std::set<std::string> kHas = {
      "with", "w", "has", "have", "had", "took", "taken", "already", "at", "and", "carrying",
      "carry", "hold", "carries", "holding", "holds", "but", "is", "'s", "got", "his", "her", "my",
      "their", "its", "sustained", "suffered", "sustaining",
      // ("the pilot nursed 7 damage", "already nursing 3 damage")
      "nursed", "nursing", "nurses", "carried", "sporting", "bearing"};
  // "(5 dmg total)": dealt; not "had 4 dmg. total dmg on her now?", the
  // next sentence's.
  if (i + 2 < t.size() && t[i + 2].word("total") && !t[i + 1].ends()) return false;
  // "cap 11 max, 2 dmg, heal 4": an item of a list of facts.
  if (i > 0 && t[i - 1].brk == ',' && t[i + 1].brk == ',') return true;
  // ("Spider-Man: HP 10, 4 damage.": after the hit points, the list's
  // last item.)
  // ("Spider-Man: HP 10, DEF 2, 7 damage": after another stat, as well.)
  if (i >= 2 && t[i - 1].brk == ',' && t[i - 1].kind == Tok::kNumber &&
      (t[i - 2].is("stat", "hp") || t[i - 2].is("stat", "def") || t[i - 2].is("stat", "atk") ||
       t[i - 2].is("stat", "thw") || t[i - 2].is("stat", "rec")))
    return true;
  // ("Ultron: tough status card, 3 damage.": an item of a character's
  // list after its label's colon.)
  // (A list's item, after a comma: not "Rhino: ATK 3, for 4 damage".)
  if (i > 0 && t[i - 1].brk == ',')
    for (size_t k = i; k-- > 0 && !t[k].ends_sentence();)
      if (t[k].brk == ':' && t[k].term_kind("role")) return true;
  // "Panther is sitting on 4 damage", "he sits on 12 damage".
  if (i >= 2 && t[i - 1].word("on") &&
      (t[i - 2].word("sitting") || t[i - 2].word("sits") || t[i - 2].word("sat")))
    return true;
  // "a tough card plus 3 damage already on his 9 hit points": already
  // there.
  if (i + 2 < t.size() && t[i + 2].word("already") && !t[i + 1].ends()) return true;
  // "4 damage out of her 15 hit points": what is on her.
  if (i + 3 < t.size() && t[i + 2].word("out") && t[i + 3].word("of") && !t[i + 1].ends())
    return true;
  if (i > 0 && (kHas.count(t[i - 1].text) || t[i - 1].brk == '(' || t[i - 1].term_kind("role")))
    return true;
  // ("ultron 22hp final stage 20 dmg": said of the stage named.)
  if (i > 0 && t[i - 1].brk == 0 &&
      (t[i - 1].is("term", "final-stage") || t[i - 1].text.find("stage") != std::string::npos))
    return true;
  // "14hp 12 dmg", "(15 max 13 dmg)": said with its hit points, a fact of
  // the same character.
  if (i > 0 && (t[i - 1].word("max") || t[i - 1].word("maximum") || t[i - 1].is("stat", "hp")))
    return true;
  // ("there are 4 damage on Rhino", "I've put 4 damage on Rhino so far":
  // there before what the question goes on to.)
  if (i > 0 && i + 1 < t.size() && t[i + 1].text.ends_with(" on") && !t[i + 1].ends() &&
      (t[i - 1].word("there's") || t[i - 1].word("theres") ||
       (t[i - 1].word("are") && i > 1 && t[i - 2].word("there"))))
    return true;
  if (i + 2 < t.size() && t[i + 1].text.ends_with(" on") && !t[i + 1].ends())
    for (size_t k = i + 2; k < t.size() && k < i + 6; ++k) {
      if (t[k].word("already") || (t[k].word("far") && t[k - 1].word("so") && !t[k - 1].ends()))
        return true;
      if (t[k].ends()) break;
    }
  // ("3 damage on her": the phrase "damage on" one token.)
  if (i + 2 < t.size() && t[i + 1].text.ends_with(" on") && !t[i + 1].ends())
    return t[i + 2].word("it") || t[i + 2].word("him") || t[i + 2].word("her") ||
           t[i + 2].word("them");
  if (i + 2 < t.size() && t[i + 2].word("on"))  // "3 dmg on it", not "5 damage on a minion"
    return i + 3 >= t.size() || t[i + 3].word("it") || t[i + 3].word("him") ||
           t[i + 3].word("her") || t[i + 3].word("them") || t[i + 3].term_kind("role");
  return i + 2 < t.size() && t[i + 2].word("left");
}

}  // namespace

size_t mc_unit_attribute(const std::vector<Token>& t, size_t i, std::vector<Attr>& out) {
  const Token& tok = t[i];
  auto next = [&](size_t k) -> const Token* { return k < t.size() ? &t[k] : nullptr; };
  auto add = [&](const std::string& f, const std::string& v) { add_mc_attribute(t, i, out, f, v); };
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
    // ("two boost cards": a count of cards, not of icons.)
    if (unit.term->name == "boost" && next(i + 2) && next(i + 2)->word("cards")) return 0;
    // ("adds 1 threat per round", "places 1 threat each villain phase":
    // the scheme's acceleration, read with the villain phase, not threat
    // on it.)
    if (unit.term->name == "threat" && !unit.ends() && next(i + 3) &&
        (next(i + 2)->word("per") || next(i + 2)->word("each") || next(i + 2)->word("every")) &&
        (next(i + 3)->word("round") || next(i + 3)->word("phase") || next(i + 3)->word("turn") ||
         next(i + 3)->is("role", "villain") || next(i + 3)->is("term", "villain-phase")))
      return 2;
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
      // ("9 hit points. It attacks her": not past the sentence's end.)
      while (next(i + n) && !t[i + n - 1].ends_sentence() &&
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
  return 0;
}

}  // namespace arbiter::query::ask
