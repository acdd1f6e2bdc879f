// The Dice Masters words for a question's stages: what heads a mention of a
// die or player (stats, a name, a noun), the attributes said of it (stats,
// keywords, damage, life) and the verbs of a combat.
#include <algorithm>
#include <optional>
#include <set>

#include "common/text.h"
#include "query/ask/card_text.h"
#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

namespace {

// A die's stats as attributes: A, D, and the level and other levels'
// faces said with them (reading_dm_levels.cpp): "level 2", "level1 2A/2D".
void stat_attrs(const Token& tok, size_t i, std::vector<Attr>& out) {
  if (tok.atk >= 0) out.push_back({"a", std::to_string(tok.atk), i, false});
  if (tok.def >= 0) out.push_back({"d", std::to_string(tok.def), i, false});
  if (tok.level > 0) out.push_back({"level", std::to_string(tok.level), i, false});
  for (const Token::Face& f : tok.faces)
    if (f.atk >= 0 && f.def >= 0)
      out.push_back({"level" + std::to_string(f.level),
                     std::to_string(f.atk) + "A/" + std::to_string(f.def) + "D", i, false});
}

}  // namespace

bool noun_word(const Token& t) {
  static const std::set<std::string> kNouns = {"attacker", "attackers", "attacking die",
                                               "blocker",  "blockers",  "blocking die"};
  return t.kind == Tok::kTerm && kNouns.count(t.text);
}

std::string affiliation_of(const std::string& word) {
  static const std::map<std::string, std::string> kAffiliations = {
      {"villains", "villains"}, {"avengers", "avengers"}, {"avenger", "avengers"},
      {"x-men", "x-men"},       {"xmen", "x-men"},        {"guardians", "guardians"}};
  auto it = kAffiliations.find(word);
  return it == kAffiliations.end() ? "" : it->second;
}

bool die_noun(const Token& t) {
  return noun_word(t) ||
         (t.kind == Tok::kTerm && t.term->kind == "role" && t.term->name == "die") ||
         (t.kind == Tok::kTerm && t.term->name == "sidekick");
}

namespace {

bool keyword(const Token& t) {
  return t.kind == Tok::kTerm && t.term->kind == "keyword";
}

// Keywords a die is read with: those a combat can carry, as the scenario
// format names them, and Intimidate, which names its die ("the Intimidate
// die") and is read by the removal it makes (reading_dm_removed.cpp).
bool die_keyword(const std::string& k) {
  static const std::set<std::string> kCombat = {
      "fast",       "overcrush",    "deadly",      "iron-will",    "regenerate",
      "cleave",     "immortal",     "retaliation", "energy-drain", "frag",
      "infiltrate", "cannot-be-ko", "intimidate",  "strike"};
  return kCombat.count(k) > 0;
}

// "has Fast and 3A/2D", "with overcrush and 6A/4D": stats after "and" in a
// list that "with" or "has" opens go on describing that list's die; "a
// 1A/3D and a 1A/1D" (a determiner) or "a 2A/2D and 3A/3D" (no "with")
// are two dice.
bool continues_with_list(const std::vector<Token>& t, size_t i) {
  if (i < 2 || !t[i - 1].word("and")) return false;
  for (size_t k = i - 1; k-- > 0;) {
    if (t[k].ends()) return false;
    if (t[k].word("with") || t[k].word("has") || t[k].word("having") || t[k].word("w"))
      return k + 2 < i;  // something was listed before the "and"
    // ("with the Fast keyword and 3A/2D")
    if (!keyword(t[k]) && t[k].kind != Tok::kNumber && !t[k].word("and") && !t[k].word("the") &&
        !t[k].word("keyword") && !t[k].word("keywords"))
      return false;
  }
  return false;
}

// "does the blocker die?": the verb, not another die. ("does QS die or
// does fast save it", "colossus still die from deadly": an asking verb a
// few words before, or "still", "to", "even".)
bool die_as_verb(const std::vector<Token>& t, size_t i) {
  const Token& tok = t[i];
  if (tok.text != "die" || i == 0) return false;
  bool asked_verb = false;
  for (size_t k = i; k-- > 0 && k + 4 > i && !t[k].ends();) {
    Owner o;
    if (determiner(t[k], o)) break;
    asked_verb |= t[k].word("does") || t[k].word("do") || t[k].word("did") || t[k].word("would") ||
                  t[k].word("could") || t[k].word("should") || t[k].word("can") ||
                  t[k].word("will");
  }
  return (asked_verb || die_noun(t[i - 1]) || t[i - 1].word("it") || t[i - 1].word("both") ||
          t[i - 1].word("he") || t[i - 1].word("she") || t[i - 1].word("they") ||
          t[i - 1].word("also") || t[i - 1].word("still") || t[i - 1].word("to") ||
          t[i - 1].word("even") ||
          (t[i - 1].kind == Tok::kTerm && t[i - 1].term->kind == "role")) &&
         !(i + 1 < t.size() && (t[i + 1].kind == Tok::kDiceStat || t[i + 1].word("with")));
}

size_t dm_head(const std::vector<Token>& t, size_t i, Mention& m) {
  const Token& tok = t[i];
  m.name = tok.text;
  // ("a sk 1/1 ... 1 on sk": the Sidekick, however short it is said.)
  if (tok.is("term", "sidekick"))
    m.name = tok.text == "sk" ? "sidekick" : tok.text == "sks" ? "sidekicks" : tok.text;
  if (tok.kind == Tok::kDiceStat && tok.plus) return 0;
  // a modifier, not a die
  if (tok.kind == Tok::kDiceStat) {
    if (continues_with_list(t, i)) return 0;
    // ("Hulk had Overcrush and 7A/7D", "Hulk charges in - 6A/6D -": the
    // stats of a die already named.)
    if (stats_of_die_named(t, i)) return 0;
    // "5A/3D overcrush attacker", "a 2D sidekick": the stats describe the
    // noun that follows; alone ("blocked by a 2A/3D"), they are the die.
    for (size_t k = i + 1; k < t.size(); ++k) {
      if (t[k - 1].ends()) break;  // "blocked by a 5D, attacker is 4A": the 5D is a die
      if ((die_noun(t[k]) || t[k].word("one") || (t[k].text == "im" && k == i + 1)) &&
          !(t[k].word("one") && k + 1 < t.size() && t[k + 1].kind == Tok::kDiceStat))
        return 0;
      // ("my 8/6 with a sidekick": "with a" opens another phrase.)
      if (t[k].word("with") && k + 1 < t.size() &&
          (t[k + 1].word("a") || t[k + 1].word("an") || t[k + 1].word("the") ||
           t[k + 1].word("his") || t[k + 1].word("her") || t[k + 1].word("their") ||
           t[k + 1].word("my")))
        break;
      if (!keyword(t[k]) && !t[k].word("with") && !t[k].word("a")) break;
      if (t[k].ends()) break;
    }
    m.head = Head::kDie;
    stat_attrs(tok, i, m.attrs);
    return 1;
  }
  if (tok.kind == Tok::kNumber && i + 1 < t.size() && noun_word(t[i + 1])) return 0;
  // "the 3D one", "that one": a die; "one blocker" is a count.
  if (tok.word("one") && i > 0 &&
      (t[i - 1].word("the") || t[i - 1].word("that") || t[i - 1].word("this") ||
       t[i - 1].word("other") || t[i - 1].kind == Tok::kDiceStat || keyword(t[i - 1]))) {
    m.head = Head::kDie;
    return 1;
  }
  if (die_as_verb(t, i)) return 0;
  // "after blockers are declared", "declares no blockers": the step, no die.
  // ("After blockers, I use my action die": the step.)
  if ((tok.text == "blockers" || tok.text == "attackers") && i > 0 &&
      (t[i - 1].word("no") || t[i - 1].word("zero") || t[i - 1].text.starts_with("declar") ||
       (t[i - 1].kind == Tok::kNumber && t[i - 1].number == 0 && !t[i - 1].plus) ||
       ((t[i - 1].word("after") || t[i - 1].word("before")) &&
        (tok.ends() ||
         // ("After blockers I use a Power Bolt": a clause of its own after it)
         (i + 1 < t.size() &&
          (t[i + 1].is("role", "player") || t[i + 1].word("i") || t[i + 1].word("he") ||
           t[i + 1].word("she") || t[i + 1].word("they") || t[i + 1].word("we") ||
           t[i + 1].word("opponent") || t[i + 1].word("opp"))))) ||
       (i + 2 < t.size() && t[i - 1].kind != Tok::kNumber &&
        (t[i + 1].word("are") || t[i + 1].word("were")) && t[i + 2].text.starts_with("declared"))))
    return 0;
  if (die_noun(tok)) {
    m.head = Head::kDie;
    if (noun_word(tok)) m.role_word = tok.text.rfind("attack", 0) == 0 ? "attacker" : "blocker";
    static const std::set<std::string> kNotAName = {
        "has", "have",  "had",   "is",   "was", "with", "gets", "got",  "at",  "of",
        "on",  "deals", "takes", "took", "and", "then", "now",  "into", "for", "from"};
    // ("Blocker Loki 2A/4D", "2) Blocker Sidekick 1A/1D": the role as a
    // label, then the die's name and its stats: one die.)
    // (Only the label of a list's item, its stats ending it: not "Blocker
    // Loki 2A/4D blocks nothing", where what the die does is told.)
    if (noun_word(tok) && tok.text.back() != 's' && !tok.ends() && i + 2 < t.size() &&
        t[i + 2].kind == Tok::kDiceStat && (t[i + 2].ends() || i + 3 == t.size()) &&
        ((t[i + 1].kind == Tok::kWord && t[i + 1].text.size() >= 3 &&
          (!t[i + 1].in_corpus || (!t[i + 2].plus && !kNotAName.count(t[i + 1].text)))) ||
         t[i + 1].kind == Tok::kCard || t[i + 1].is("term", "sidekick") ||
         t[i + 1].is("role", "hero") || t[i + 1].is("role", "villain") ||
         t[i + 1].is("role", "ally") || (t[i + 1].is("role", "die") && !die_noun(t[i + 1])))) {
      m.name = t[i + 1].text;
      return 2;
    }
    // "blockers", "two guys": several dice; "Colossus" is one.
    // ("1A/1D and 2A/2D attackers": the noun closes a list, one die each.)
    const bool closes_list =
        i >= 2 && t[i - 1].kind == Tok::kDiceStat && (t[i - 2].word("and") || t[i - 2].ends());
    if (tok.text.back() == 's' && !closes_list &&
        (noun_word(tok) || tok.text == "guys" || tok.text == "sidekicks"))
      m.count = 2;
    // ("Neither attacker is blocked: Nightcrawler ... and Storm": two.)
    if (noun_word(tok) && i > 0 && t[i - 1].word("neither")) m.count = 2;
    // "a Hulk die (4A/4D)", "my Loki die is 3A/3D": the name and the noun
    // are one die ("does Hulk die?" is the verb).
    static const std::set<std::string> kAsking = {"does", "did", "will",   "would", "could",
                                                  "can",  "to",  "should", "might", "may"};
    // ("two Sidekick dice (1A/1D each)": the plural too.)
    if (!noun_word(tok) && tok.text != "die" && tok.text != "dice" && !tok.ends() &&
        i + 1 < t.size() && (t[i + 1].text == "die" || t[i + 1].text == "dice") &&
        !(i > 0 && kAsking.count(t[i - 1].text)))
      return 2;
    return 1;
  }
  // ("4/3 IM": Iron Man's initials after a die's stats, not "I'm".)
  if (tok.text == "im" && i > 0 && t[i - 1].kind == Tok::kDiceStat && !t[i - 1].ends()) {
    m.head = Head::kDie;
    m.name = "iron man";
    return 1;
  }
  if (tok.kind == Tok::kTerm && tok.term->kind == "role" && tok.term->name == "player") {
    m.head = Head::kPlayer;
    // ("the Active player", whose turn it is: Arbiter's p1, as "I" is
    // when I attack.)
    const Seat seat = seat_named(tok.text);
    if (tok.text == "i" || tok.text == "me" || tok.text == "i'm" || tok.text == "im" ||
        tok.text == "i'd" || tok.text == "i've" || seat == Seat::kActive)
      m.owner = Owner::kMine;
    if (seat == Seat::kInactive) m.owner = Owner::kOther;
    return 1;
  }
  return 0;
}

// A player's life said with a verb or in brackets after the player or
// "life": "opp was 15", "Life total was 11", "he started on 12", "opp
// goes from 20 to what", "my opponent (15)". The number of tokens read up
// to the number, or 0. A number that a term follows ("was 2 damage",
// "started with 3 energy") is not a life.
namespace {

// ("Opp 2 with sidekick dice", "opp 3 with Overcrush dice left"): the
// words after token `from` name dice in the plural, so the number before
// counts them.
bool dice_counted_after(const std::vector<Token>& t, size_t from) {
  for (size_t k = from; k < t.size() && k < from + 4; ++k) {
    if (t[k].text == "dice" || t[k].text == "sidekicks" || t[k].text == "characters" ||
        t[k].text == "blockers")
      return true;
    if (t[k].ends() || t[k].kind == Tok::kDiceStat) break;
  }
  return false;
}

}  // namespace

size_t said_life(const std::vector<Token>& t, size_t i) {
  if (i == 0) return 0;
  const Token& before = t[i - 1];
  // ("their life counter reads 8", "my life tracker: 15": what counts the
  // life shows it.)
  const bool counter = i >= 2 && t[i - 2].is("stat", "life") && t[i - 2].brk == 0 &&
                       one_of(before.text, {"counter", "tracker", "dial", "total"});
  const bool player_said = before.is("role", "player") || before.is("stat", "life") ||
                           before.word("total") || before.word("he") || before.word("she") ||
                           before.word("they") || before.word("i") || counter;
  if (!player_said) return 0;
  auto life_number = [&](size_t k) {
    if (k >= t.size() || t[k].kind != Tok::kNumber || t[k].number < 1) return false;
    return k + 1 >= t.size() || t[k + 1].kind != Tok::kTerm || t[k + 1].is("stat", "life") ||
           t[k].ends();
  };
  // ("Opponent's life counter: 10", "their life: 12": the number after the
  // colon.)
  if ((before.is("stat", "life") || counter) && before.brk == ':' && life_number(i) && !t[i].plus)
    return 1;
  // "my opponent (15)"
  if (before.brk == '(' && !before.is("stat", "life") && t[i].brk == ')' && life_number(i))
    return 1;
  // "opp 15 - opp life?", "opp 9 -> 6": table talk's life, the number
  // right after the opponent, ending its phrase or going to another.
  // ("opp 2 of them", "opponent 3 sidekicks": a count, not a life.)
  // ("Me 18, gain 4": the asker's, opening its sentence.)
  const bool me_opens = before.text == "me" && (i == 1 || t[i - 2].ends());
  if (before.is("role", "player") && (before.text.starts_with("opp") || me_opens) &&
      before.brk == 0 && life_number(i) &&
      // (Not "opp 2, both sidekicks, block it": a count, its dice after.)
      // ("..., opp 14. Cap KO'd?": what follows a sentence's end is no
      // count's dice.)
      (t[i].ends_sentence() ||
       (t[i].brk != 0 && t[i].brk != '(' &&
        !(i + 1 < t.size() &&
          (t[i + 1].word("both") || t[i + 1].word("all") || t[i + 1].word("each") ||
           t[i + 1].kind == Tok::kNumber || t[i + 1].kind == Tok::kDiceStat ||
           t[i + 1].is("role", "die") || t[i + 1].is("term", "sidekick")))) ||
       // ("Opp 12 with sidekick 1A/1D + Beast 2A/4D": the player at 12,
       // then what they have.)
       i + 1 == t.size() || t[i + 1].is("stat", "life") ||
       (t[i + 1].word("with") && !t[i].brk && !dice_counted_after(t, i + 2)) ||
       (i + 2 < t.size() && (t[i + 1].word("into") || t[i + 1].word("to")) &&
        t[i + 2].kind == Tok::kNumber)))
    return 1;
  static const std::set<std::string> kVerbs = {"was",      "is",     "were", "started", "starts",
                                               "began",    "begins", "goes", "went",    "go",
                                               "starting", "have",   "has",  "had"};
  // (What a life or its counter shows; not "he says 15", a player's claim.)
  static const std::set<std::string> kShows = {"reads", "read", "says", "said", "shows", "showed"};
  const bool shown = kShows.count(t[i].text) && (before.is("stat", "life") || counter);
  if (t[i].kind != Tok::kWord || !(kVerbs.count(t[i].text) || shown) || before.ends()) return 0;
  size_t k = i + 1;
  if (k < t.size() && (t[k].word("at") || t[k].word("on") || t[k].word("from"))) ++k;
  const bool from = t[k - 1].word("from");
  // "goes to 12" is where it ends, not where it was.
  if ((t[i].word("goes") || t[i].word("went") || t[i].word("go")) && !from) return 0;
  // ("how much life would my opponent have from 9?": where it starts;
  // not "he has 2 dice".)
  if ((t[i].word("have") || t[i].word("has") || t[i].word("had")) && !from) return 0;
  return life_number(k) ? k + 1 - i : 0;
}

// A word that opens a die's description: "a", "my", "an attacking", "an
// unblocked".
bool described_before(const Token& t) {
  Owner o;
  return determiner(t, o) || t.text == "attacking" || t.text == "blocking" ||
         t.is("action", "unblocked");
}

size_t dm_attribute(const std::vector<Token>& t, size_t i, std::vector<Attr>& out) {
  const Token& tok = t[i];
  auto add = [&](const std::string& f, const std::string& v) { out.push_back({f, v, i, false}); };
  auto next = [&](size_t k) -> const Token* { return k < t.size() ? &t[k] : nullptr; };
  if (size_t n = said_life(t, i); n > 0) {
    add("life", std::to_string(t[i + n - 1].number));
    return n + (next(i + n) && next(i + n)->is("stat", "life") ? 1 : 0);
  }
  // "their Villains Thug", "Loki (Retaliation, Villains)": an affiliation
  // (Retaliation turns on it), with "affiliation" after it read too.
  if (const std::string a = affiliation_of(tok.text); !a.empty() && tok.kind != Tok::kCard) {
    add("affiliation", a);
    return next(i + 1) && (next(i + 1)->word("affiliation") || next(i + 1)->word("too")) ? 2 : 1;
  }
  if (tok.word(kCardTextMarker)) {  // card text quoted in the question (card_text.h)
    size_t n = 0;
    for (size_t k = 0; k < i; ++k) n += t[k].word(kCardTextMarker);
    add("ability", std::to_string(n));
    return 1;
  }
  if (tok.kind == Tok::kDiceStat && tok.plus) {  // "+1A", "+2 attack": a modifier
    if (reckoned_again(t, i)) return 1;
    const std::string sign = tok.minus ? "-" : "+";
    if (tok.atk >= 0) add("modify", sign + std::to_string(tok.atk) + "a");
    if (tok.def >= 0) add("modify", sign + std::to_string(tok.def) + "d");
    return 1;
  }
  if (tok.kind == Tok::kDiceStat) {
    stat_attrs(tok, i, out);
    return 1;
  }
  // "a level 3 Overcrush Hulk": the die's level, part of the description
  // (its number is no count of dice).
  // ("the level 2 character face", "on his level 2 face": a face the die
  // shows or rolls, which the levels read.)
  const bool face_follows =
      next(i + 2) &&
      (next(i + 2)->text.find("face") != std::string::npos || next(i + 2)->text == "side" ||
       next(i + 2)->text.starts_with("char") || next(i + 2)->text == "one");
  if ((tok.word("level") || tok.word("lvl")) && next(i + 1) && next(i + 1)->kind == Tok::kNumber &&
      next(i + 1)->number >= 1 && next(i + 1)->number <= 9 &&
      (next(i + 1)->number == 1 || (i > 0 && !face_follows && described_before(t[i - 1])))) {
    add("level", std::to_string(next(i + 1)->number));
    return 2;
  }
  if (keyword(tok)) {
    if (denied(t, i)) return 1;
    // "die at end of turn from deadly", "does fast save it": the keyword
    // named as a cause, asked about, not said of a die.
    if (i > 0 && (t[i - 1].word("from") || t[i - 1].word("does") || t[i - 1].word("did")) &&
        !t[i - 1].ends())
      return 0;
    // "Breath Weapon 2": the keyword with its X.
    if (tok.term->name == "breath-weapon" && next(i + 1) && next(i + 1)->kind == Tok::kNumber) {
      add("breath-weapon", std::to_string(next(i + 1)->number));
      return 2;
    }
    if (!die_keyword(tok.term->name)) return 0;
    // ("my friend wanted to KO him with Deadly": the keyword a verb is done
    // with, another die's, not the pronoun's.)
    if (i > 1 && (t[i - 1].word("with") || t[i - 1].word("w")) &&
        (t[i - 2].word("him") || t[i - 2].word("her") || t[i - 2].word("it") ||
         t[i - 2].word("them")))
      return 1;
    // ("Ivy is KO'd by the Fast damage": the damage a keyword deals, its
    // cause, not a keyword of the die told.)
    if (next(i + 1) && (next(i + 1)->is("stat", "damage") || next(i + 1)->word("dmg")) && i > 0 &&
        (t[i - 1].word("the") || t[i - 1].word("its") || t[i - 1].word("his") ||
         t[i - 1].word("her")))
      return 0;
    // "regen roll": the roll, not the keyword's holder.
    if (tok.term->name == "regenerate" && next(i + 1) &&
        (next(i + 1)->word("roll") || next(i + 1)->word("rolls")))
      return 0;
    add(tok.term->name, "true");
    return 1;
  }
  if (tok.kind == Tok::kTerm && tok.term->name == "undamaged") {
    add("damage", "0");
    return 1;
  }
  if (tok.kind == Tok::kNumber && next(i + 1)) {
    const Token& unit = *next(i + 1);
    const bool damage = unit.kind == Tok::kTerm && unit.term->name == "damage";
    // ("3 damage was assigned to the 2A/3D": an amount the verb after it
    // sends on.)
    const bool assigned_after =
        i + 3 < t.size() &&
        (t[i + 3].word("assigned") || t[i + 3].word("put") || t[i + 3].word("dealt")) &&
        amount_before_assign(t, i + 3) == i;
    const bool before_assign =
        assigned_after ||
        (i > 0 && (t[i - 1].word("put") || t[i - 1].word("puts") || t[i - 1].word("all") ||
                   t[i - 1].text == "split" || t[i - 1].text == "splits" ||
                   t[i - 1].word("assign") || t[i - 1].word("dump") || t[i - 1].word("dumps")));
    // "takes 4 dmg": what the attacker deals, not damage already there.
    // ("does he die to 6 dmg?": what kills it, not what is on it.)
    // ("survive the 3 damage from Thor", "taking 4 damage and surviving",
    // "survives with 4 damage", "lose my guy to 5 dmg": the same, told
    // with a participle, an article or "to".)
    const auto taking = [&](size_t k) {
      return t[k].word("takes") || t[k].word("take") || t[k].word("taking") ||
             t[k].text == "survive" || t[k].text == "survives" || t[k].text == "surviving";
    };
    const bool article = i > 0 && (t[i - 1].word("the") || t[i - 1].word("that"));
    // ("It took exactly 6 damage from my attacker", "KO'd by 6 damage from
    // my single 6A/4D": the combat's damage, told after it; "took 2 damage
    // from an action die" was there before.)
    bool from_combat_die = false;
    if (damage && i + 2 < t.size() && t[i + 2].word("from")) {
      size_t k = i + 3;
      Owner o;
      while (k < t.size() &&
             (determiner(t[k], o) || t[k].word("single") || t[k].word("one") || t[k].word("1")))
        ++k;
      // ("5 dmg from one source, is my blocker ko'd?")
      from_combat_die =
          k < t.size() && (t[k].is("role", "attacker") || t[k].is("role", "blocker") ||
                           t[k].kind == Tok::kDiceStat || t[k].word("source"));
    }
    size_t said_by = i;
    while (said_by > 0 && (t[said_by - 1].word("exactly") || t[said_by - 1].word("only") ||
                           t[said_by - 1].word("just")))
      --said_by;
    const bool took_from =
        from_combat_die &&
        ((said_by > 0 && (t[said_by - 1].word("took") || t[said_by - 1].word("taken") ||
                          t[said_by - 1].word("by"))) ||
         (i + 3 < t.size() && asking_sentence(t, i + 3)) ||
         (i + 4 < t.size() && t[i + 4].word("source") && t[i + 4].brk == ','));
    const bool takes =
        took_from || (i > 0 && (taking(i - 1) || (article && i > 1 && taking(i - 2)) ||
                                (damage && t[i - 1].word("to")) ||
                                (damage && i > 1 && (t[i - 1].word("with") || t[i - 1].word("w")) &&
                                 (t[i - 2].text == "survives" || t[i - 2].text == "survive" ||
                                  t[i - 2].text == "surviving" || t[i - 2].text == "survived"))));
    // "Storm's 1 damage", "Thor's 5 damage", "deal his 5 damage": what the
    // die deals.
    if (damage && i > 0 && t[i - 1].text == "'s") return 2;
    if (damage && i > 1 &&
        (t[i - 1].word("his") || t[i - 1].word("her") || t[i - 1].word("its") ||
         t[i - 1].word("their")) &&
        (t[i - 2].text == "deal" || t[i - 2].text == "deals"))
      return 2;
    // ("I use Power Bolt, it deals 2 damage to Thor": dealt, a verb's.)
    if (damage && i > 1 && (t[i - 1].text == "deals" || t[i - 1].text == "deal") &&
        t[i - 2].text == "it")
      return 0;
    if (damage && !before_assign && !takes && !(i + 2 < t.size() && t[i + 2].word("each"))) {
      size_t n = 2;
      while (next(i + n) && (next(i + n)->word("on") || next(i + n)->word("it")) && n < 4) ++n;
      // "cap survives w/ 5 dmg on him?", "5 dmg on cap, does he die?": the
      // combat's damage asked about, not damage on the die before it,
      // unless the words say it was there before.
      size_t from = i, to = i;
      while (from > 0 && !t[from - 1].ends_sentence()) --from;
      while (to + 1 < t.size() && !t[to].ends_sentence()) ++to;
      // ("... and is Hulk still alive with 5 damage?": asked of the die,
      // "with" is what it would be left with.)
      bool asked_with = false;
      for (size_t k = i; k-- > from && k + 7 > i;)
        asked_with |= t[k].word("is") || t[k].word("does") || t[k].word("will") ||
                      t[k].word("would") || t[k].word("was");
      const bool asked_state =
          i > 0 && (t[i - 1].word("with") || t[i - 1].word("w")) && asked_with && t[to].brk == '?';
      bool before = i > 0 && (t[i - 1].word("with") || t[i - 1].word("w")) && !asked_state;
      // (Asked so, only "already", "earlier" and the like in its own clause
      // say the damage was there before: "it has 5 - ... is my Hulk fine
      // with 3 damage?")
      const size_t clause_from = asked_state ? i - std::min<size_t>(i - from, 6) : from;
      for (size_t k = clause_from; k <= to; ++k)
        before |= t[k].word("already") || t[k].word("earlier") || t[k].word("before") ||
                  t[k].word("previously") || t[k].word("from") || t[k].word("took") ||
                  t[k].word("carrying") || t[k].word("has") || t[k].word("had") ||
                  (t[k].word("this") && k + 1 < t.size() && t[k + 1].word("turn"));
      if (!before && t[to].brk == '?') return n;
      if (claimed(t, i)) return n;
      add("damage", std::to_string(tok.number));
      return n;
    }
    if (damage && takes) {
      add("incoming", std::to_string(tok.number));
      return 2;
    }
    // "was already damaged for 2 this turn", "damaged for 2 earlier": damage
    // already on it (said in the past, before this combat's damage).
    if (i > 1 && t[i - 1].word("for") && t[i - 2].word("damaged") && !damage &&
        unit.kind != Tok::kTerm) {
      bool earlier = false;
      for (size_t k = i > 5 ? i - 5 : 0; k < i + 4 && k < t.size(); ++k)
        earlier |= t[k].word("already") || t[k].word("earlier") || t[k].word("before") ||
                   (t[k].word("this") && k + 1 < t.size() && t[k + 1].word("turn"));
      if (earlier) {
        add("damage", std::to_string(tok.number));
        return 1;
      }
    }
    // "took 1 earlier this turn": damage already on it.
    if (i > 0 && (t[i - 1].word("took") || t[i - 1].word("taken")) && !damage &&
        unit.kind != Tok::kTerm) {
      // ("Storm took 3 and lived": what the combat dealt, told with its
      // result.)
      const bool result = unit.word("and") && !tok.ends() && i + 2 < t.size() &&
                          (t[i + 2].word("lived") || t[i + 2].word("survived") ||
                           t[i + 2].word("died") || t[i + 2].word("stayed"));
      // ("Nobody got KO'd: Iron Fist took 3, Luke took 4": what the
      // combat dealt, told after it; damage before says when.)
      bool earlier = false;
      for (size_t k = i + 1; !tok.ends() && k < t.size() && k < i + 6; ++k) {
        earlier |= t[k].word("already") || t[k].word("earlier") || t[k].word("before") ||
                   t[k].word("previously") ||
                   (t[k].word("this") && k + 1 < t.size() && t[k + 1].word("turn"));
        if (t[k].ends()) break;
      }
      for (size_t k = i - 1; k-- > 0 && k + 6 > i && !t[k].ends();)
        earlier |= t[k].word("already") || t[k].word("had") || t[k].word("earlier");
      bool fought = false;
      for (size_t k = 0; k < i; ++k) fought |= t[k].is("role", "blocker");
      // ("took 2 from my action die": dealt before, by no die in combat.)
      const bool from_effect =
          i + 1 < t.size() && t[i + 1].word("from") && !tok.ends() &&
          std::any_of(t.begin() + static_cast<long>(i + 1),
                      t.begin() + static_cast<long>(std::min(t.size(), i + 6)), [](const Token& x) {
                        return x.is("term", "action-die") || x.is("term", "global") ||
                               x.word("ability") || x.word("action");
                      });
      earlier |= !fought || from_effect;
      if (!result && earlier) add("damage", std::to_string(tok.number));
      return 1;
    }
    if (takes && !damage && unit.kind != Tok::kTerm) {
      add("incoming", std::to_string(tok.number));
      // "blocks, takes 4, rolls ..."
      return 1;
    }
    if (unit.kind == Tok::kTerm && unit.term->name == "life") {
      // "does the opponent lose 2 life?": a loss, not the life they are on.
      const bool loss = i > 0 && (t[i - 1].text.rfind("los", 0) == 0 || t[i - 1].word("take") ||
                                  t[i - 1].word("takes") || t[i - 1].text.rfind("gain", 0) == 0 ||
                                  t[i - 1].text.rfind("regain", 0) == 0);
      if (loss) return 2;
      add("life", std::to_string(tok.number));
      return 2;
    }
  }
  // "life 20", "opp life 12": the same, the other way round; "Life is
  // 15", "life total is 12".
  if (tok.kind == Tok::kTerm && tok.term->name == "life") {
    size_t n = i + 1;
    if (next(n) && next(n)->word("total")) ++n;
    if (next(n) && (next(n)->word("is") || next(n)->word("of") || next(n)->word("was")) &&
        next(n + 1) && next(n + 1)->kind == Tok::kNumber) {
      add("life", std::to_string(next(n + 1)->number));
      return n + 2 - i;
    }
    if (next(i + 1) && next(i + 1)->kind == Tok::kNumber) {
      add("life", std::to_string(next(i + 1)->number));
      return 2;
    }
  }
  // "they're at 4", "opponent on 12", "opp on exactly 6": the attacked
  // player's life.
  const size_t by = next(i + 1) && (next(i + 1)->word("exactly") || next(i + 1)->word("just") ||
                                    next(i + 1)->word("only"))
                        ? 1
                        : 0;
  // ("That puts them at exactly 0": where the attack leaves them.)
  // ("a basic action on 2 generic": a face's energy, not a life.)
  if ((tok.word("at") || tok.word("on")) && next(i + 1 + by) &&
      next(i + 1 + by)->kind == Tok::kNumber && (by == 0 || next(i + 1 + by)->number > 0) &&
      !(next(i + 2 + by) && energy_word(next(i + 2 + by)->text)) &&
      (!next(i + 2 + by) || next(i + 2 + by)->kind != Tok::kTerm ||
       next(i + 2 + by)->term->kind != "stat" || next(i + 2 + by)->term->name == "life")) {
    add("life", std::to_string(next(i + 1 + by)->number));
    // ("opp at 15 blocks w doom": the verb is not part of it.)
    return by + (next(i + 2 + by) && next(i + 2 + by)->is("stat", "life") ? 3 : 2);
  }
  if (tok.kind == Tok::kTerm && tok.term->name == "doubling" && i > 0) {
    if (dm_verb(t, i) == Verb::kDouble) return 0;  // "he doubled its attack"
    if (reckoned_again(t, i)) return 1;
    const std::string& before = t[i - 1].text;
    add("modify", before == "d" || before == "defense" || before == "defence" ? "x2d" : "x2a");
    return 1;
  }
  return 0;
}

}  // namespace

Seat seat_named(const std::string& w) {
  if (w == "active player" || w == "attacking player") return Seat::kActive;
  if (w == "inactive player" || w == "non-active player" || w == "defending player")
    return Seat::kInactive;
  return Seat::kUnsaid;
}

bool said_to_be(const std::vector<Token>& tokens, const Mention& m) {
  size_t at = m.first;
  while (at > 0 && (tokens[at - 1].word("only") || tokens[at - 1].word("sole") ||
                    tokens[at - 1].word("single") || tokens[at - 1].word("lone")))
    --at;
  // ("Cap and Widow are sent in as attackers", "... are the blockers")
  if (m.count > 1) {
    if (at >= 2 && tokens[at - 1].word("the")) --at;
    return at >= 1 &&
           (tokens[at - 1].word("as") || tokens[at - 1].word("are") || tokens[at - 1].word("were"));
  }
  // ("Kitty Pryde (4A/2D) is my attacker.", not "is my attacker KO'd?":
  // the role ending its clause.)
  if (at < 2) return false;
  const bool whose = tokens[at - 1].word("my") || tokens[at - 1].word("his") ||
                     tokens[at - 1].word("her") || tokens[at - 1].word("their") ||
                     tokens[at - 1].word("our");
  const size_t role = m.head_token;
  const bool ends =
      role < tokens.size() && (tokens[role].ends() || role + 1 == tokens.size() ||
                               tokens[role + 1].word("and") || tokens[role + 1].word("but"));
  return (tokens[at - 1].word("a") || tokens[at - 1].word("the") || (whose && ends)) &&
         (tokens[at - 2].word("as") || tokens[at - 2].word("is") || tokens[at - 2].word("was"));
}

const Grammar& dm_grammar() {
  static const Grammar g{dm_head, dm_attribute, [](const std::vector<Token>& t, size_t i) {
                           return dm_verb(t, i).has_value();
                         }};
  return g;
}

}  // namespace arbiter::query::ask
