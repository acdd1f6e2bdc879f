// The Marvel Champions grammar of a question's mentions: the heads (a
// villain, minion, ally, hero or scheme, by role word or name), with the
// attributes (reading_mc_attributes.cpp) and verbs (reading_mc_verbs.cpp)
// that bound them.
#include <algorithm>
#include <set>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

namespace {

// The head a plain role word gives a name the vocabulary knows as an
// enemy's, when the question says it of that name anywhere: "the minion
// Corvus Glaive" (the Black Order are minions in Thanos's scenario), "the
// villain Whiplash", "Whirlwind (villain): 14 HP". Head::kNone when it is
// not said.
Head enemy_role_said(const std::vector<Token>& t, const std::string& name) {
  const auto role = [](const Token& w) {
    if (!w.term_kind("role")) return Head::kNone;
    if (w.text == "minion" || w.text == "the minion") return Head::kMinion;
    if (w.text == "villain" || w.text == "the villain") return Head::kVillain;
    return Head::kNone;
  };
  for (size_t k = 0; k + 1 < t.size(); ++k) {
    if (t[k + 1].text == name && t[k].brk == 0 && role(t[k]) != Head::kNone) return role(t[k]);
    if (t[k].text == name && t[k].brk == '(' && role(t[k + 1]) != Head::kNone)
      return role(t[k + 1]);
  }
  return Head::kNone;
}

// ("Venom stage 1, 14 hp", "Venom's stage I card": a name with a stage
// after it is a villain's, though a hero has the name too.)
bool stage_after(const std::vector<Token>& t, size_t i) {
  size_t k = i + 1;
  if (k < t.size() && !t[i].ends() && t[k].text == "'s") ++k;
  return k < t.size() && !t[k - 1].ends() && t[k].word("stage");
}

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
  // ("there are no minions engaged with me": none.)
  if (tok.kind == Tok::kWord && !tok.ends() && i + 1 < t.size() && t[i + 1].word("engaged") &&
      !kNotAName.count(tok.text) && (i == 0 || t[i - 1].ends() || determiner(t[i - 1], owner)) &&
      !(i > 0 && t[i - 1].word("no")))
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
  // "Baron Mordo (ATK 2) attacks Doctor Strange", "Dormammu schemes": a
  // name the vocabulary does not know that attacks a hero, attacks one
  // ("attacked by"), or schemes is the villain (a minion is called one, or
  // said to be engaged).
  auto acts_as_enemy = [&]() {
    size_t k = i + 1;
    if (tok.brk == '(') {
      while (k < t.size() && k < i + 8 && t[k].brk != ')') ++k;
      if (k >= t.size() || t[k].brk != ')') return false;
      ++k;
    } else if (tok.brk != 0) {
      return false;
    }
    if (k >= t.size()) return false;
    if (t[k].is("action", "scheme")) return true;
    // (Not "Gamora attacks Ronan", nor "attacks with".)
    return t[k].is("action", "attack") && !t[k].ends() && k + 1 < t.size() &&
           !t[k + 1].word("with") && !t[k + 1].word("w") &&
           (t[k + 1].is("role", "hero") || t[k + 1].is("role", "ally") || t[k + 1].word("me") ||
            t[k + 1].word("my") || t[k + 1].word("us"));
  };
  // ("The Thrall schemes" after "Goblin Thrall, a minion with SCH 1";
  // "solarr attacks me ... solarr atk 2, he's a minion": called a minion.)
  auto called_minion = [&]() {
    for (size_t k = 0; k < t.size(); ++k) {
      if (t[k].text != tok.text) continue;
      for (size_t j = k + 1; j < t.size() && j <= k + 6 && !t[j - 1].ends_sentence(); ++j)
        if (t[j].is("role", "minion") || t[j].word("engaged")) return true;
    }
    return false;
  };
  // ("Ant-Man is attacked by Yellowjacket (ATK 2)", "an attack from
  // Maestro")
  const bool attacked_by =
      i > 1 && (t[i - 1].word("by") || t[i - 1].word("from")) && t[i - 2].is("action", "attack");
  if (name_like && tok.text.find('\'') == std::string::npos &&
      (((starts || second_word) && acts_as_enemy()) || attacked_by) && !called_minion())
    return m.name = tok.text, m.head = Head::kVillain, 1;
  // "Breakin' & Takin' (1 threat)", "Bomb Scare, which has only 1 threat
  // on it": a name the vocabulary does not know, with threat on it, is a
  // scheme (the main one is called so, so a named one is a side scheme).
  // ("holding 10 threat", "sitting at 9": a verb, not a name.)
  // ("the main scheme, Red Room Reactivation, which has 2 threat": the
  // main scheme's own name.)
  auto names_main_scheme = [&]() {
    for (size_t k = i; k-- > 0 && k + 5 > i;) {
      if (t[k].is("term", "main-scheme")) return t[k].brk == ',' || t[k].brk == 0;
      if (!(t[k].kind == Tok::kWord && t[k].brk == 0)) return false;
    }
    return false;
  };
  if (tok.kind == Tok::kWord && !tok.in_corpus && tok.text.size() >= 3 &&
      !tok.text.ends_with("ing") && !kNotAName.count(tok.text) &&
      (tok.brk == '(' || tok.brk == ',' || tok.brk == 0) && !names_main_scheme())
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
    const bool enemy = term.name == "villain" || term.name == "minion";
    // ("the minion Corvus Glaive": one mention, the role word's.)
    if (enemy && plain_role_word(tok.text) && tok.text != "minions" && !tok.ends() &&
        i + 1 < t.size() && t[i + 1].term_kind("role") &&
        (t[i + 1].term->name == "villain" || t[i + 1].term->name == "minion") &&
        !plain_role_word(t[i + 1].text)) {
      m.head = term.name == "villain" ? Head::kVillain : Head::kMinion;
      m.name = t[i + 1].text;
      return 2;
    }
    const Head said =
        enemy && !plain_role_word(tok.text) ? enemy_role_said(t, tok.text) : Head::kNone;
    if (said != Head::kNone)
      m.head = said;
    else if (term.name == "villain")
      m.head = Head::kVillain;
    else if (term.name == "minion")
      m.head = Head::kMinion;
    else if (term.name == "ally")
      m.head = Head::kAlly;
    else if (term.name == "hero")
      m.head = stage_after(t, i) ? Head::kVillain : Head::kHero;
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
      // ("This time he's at 19 damage on 22 HP, final stage": a person said
      // to be on a stage is the villain; a hero has none, a scheme is "it".)
      if (t[k].kind == Tok::kWord &&
          (t[k].word("he's") || t[k].word("she's") || t[k].word("he") || t[k].word("she")))
        return m.head = Head::kVillain, 1;
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
