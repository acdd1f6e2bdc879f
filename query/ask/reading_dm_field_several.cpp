// Fielding one of several Character dice from the Reserve Pool, and the
// Main Step's end (dm:2.6.3, dm:2.6.3.10): "my Reserve Pool has Cyclops on
// level 2 (fielding cost 2), Storm on level 1 (fielding cost 1) and two
// Sidekicks on fist and shield. I field Cyclops with both energy and end my
// Main Step." Each die's fielding cost and level, the one fielded, the
// energy dice the player has, and whether the Main Step ends are read; the
// engine fields it and moves the dice left unfielded to the Used Pile.
#include <set>
#include <string>
#include <vector>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

namespace {

struct Listed {
  std::string name;  // as said ("cyclops"), or the die said before it
  int cost = -1, level = 1;
};

// A die's name at token k: one the vocabulary knows, or a word no rulebook
// has ("wolvie"), not a Sidekick.
bool die_name(const Token& t) {
  if (t.is("term", "sidekick")) return false;
  if (t.is("role", "die")) return t.text != "die" && t.text != "dice" && t.text != "character";
  static const std::set<std::string> kNot = {"reserve", "pool", "level", "lvl",  "face", "one",
                                             "ones",    "cost", "costs", "each", "both", "and"};
  return t.kind == Tok::kWord && !t.in_corpus && t.text.size() >= 3 && !kNot.count(t.text) &&
         !typed_energy(t.text);
}

// The fielding cost told at token k ("fielding cost 2", "field cost of 2",
// "(cost 1)" once a fielding cost was said, "costs 2 to field"), or -1; not a
// purchase cost.
int cost_at(const std::vector<Token>& t, size_t k, bool fielding_said) {
  const std::string& w = t[k].text;
  size_t from = t.size();
  if (w == "fielding cost" || w == "field cost" || w == "fielding costs")
    from = k + 1;
  else if ((w == "fielding" || w == "field") && k + 1 < t.size() &&
           t[k + 1].text.rfind("cost", 0) == 0)
    return -1;  // (read at its "cost" word)
  else if ((w == "cost" || w == "costs") && !(k > 0 && t[k - 1].word("purchase"))) {
    // (the vocabulary reads "field" as a term: its text, not a word)
    const bool fielding = k > 0 && (t[k - 1].text == "fielding" || t[k - 1].text == "field");
    // ("costs 2 to field", "costs 2 to put out")
    const bool to_field = k + 3 < t.size() && t[k + 1].kind == Tok::kNumber &&
                          t[k + 2].word("to") && (t[k + 3].text == "field" || t[k + 3].word("put"));
    // (A plain "cost" once a fielding cost was said only in brackets or
    // after a level: "one lvl 1 (cost 1)"; "Hulk costs 6 and fielding cost
    // 3" is a purchase's.)
    // ("storm lvl 1 costs 1": or right after a level, as the other die's)
    const bool bracket =
        fielding_said && k > 0 &&
        (t[k - 1].brk == '(' || (k > 1 && t[k - 1].kind == Tok::kNumber &&
                                 (t[k - 2].word("lvl") || t[k - 2].word("level"))));
    if (fielding || to_field || bracket) from = k + 1;
  }
  for (size_t j = from; j < t.size() && j < from + 2; ++j) {
    if (t[j].kind == Tok::kNumber) return t[j].number;
    if (!t[j].word("of")) break;
  }
  return -1;
}

// The level said at token k ("level 2", "lvl 2", a token read as on a
// level), or 0.
int level_at(const std::vector<Token>& t, size_t k) {
  if ((t[k].word("level") || t[k].word("lvl")) && k + 1 < t.size() &&
      t[k + 1].kind == Tok::kNumber && t[k + 1].number >= 1 && t[k + 1].number <= 4)
    return t[k + 1].number;
  return t[k].level;
}

// Token k says a die is fielded, as the player's action: "I field
// Cyclops", "fielded Iron Man", "to field IM"; not a cost ("costs 2 to
// field,"), nor what could not be done ("can't pay to field either").
bool fields_at(const std::vector<Token>& t, size_t k) {
  if (!(t[k].text == "field" || t[k].text == "fields" || t[k].text == "fielded")) return false;
  if (t[k].ends() || k + 1 >= t.size() || t[k + 1].text.rfind("cost", 0) == 0) return false;
  static const std::set<std::string> kNot = {"can't",   "cant",  "cannot", "couldn't", "couldnt",
                                             "without", "not",   "unable", "don't",    "dont",
                                             "didn't",  "didnt", "won't",  "wont",     "never"};
  for (size_t j = k; j-- > 0 && j + 4 > k && !t[j].ends();)
    if (t[j].kind == Tok::kWord && kNot.count(t[j].text)) return false;
  return true;
}

// The die the action at token k fields, among `dice`: the name or level
// said right after it ("field Cyclops", "field the lvl2", "the level 2
// Hulk"), or said just before "is fielded"; -1 when none or several fit.
int fielded_die(const std::vector<Token>& t, size_t k, const std::vector<Listed>& dice) {
  std::string name;
  int level = 0;
  for (size_t j = k + 1; j < t.size() && j <= k + 5; ++j) {
    if (t[j].word("with") || t[j].word("w") || t[j].word("using") || t[j].word("by")) break;
    if (level == 0) level = level_at(t, j);
    if (name.empty() && die_name(t[j])) name = t[j].text;
    if (t[j].ends()) break;
  }
  // ("Cyclops is fielded by spending ...")
  if (name.empty() && k >= 2 && (t[k - 1].word("is") || t[k - 1].word("was")) && die_name(t[k - 2]))
    name = t[k - 2].text;
  int found = -1;
  for (size_t d = 0; d < dice.size(); ++d) {
    if (!name.empty() && dice[d].name != name) continue;
    if (level > 0 && dice[d].level != level) continue;
    if (name.empty() && level == 0) continue;
    if (found >= 0) return -1;
    found = static_cast<int>(d);
  }
  return found;
}

}  // namespace

namespace {

// The dice listed, at least `fewest` of them.
bool read_listed(Reading& r, const std::vector<Token>& t, size_t fewest) {
  // (No combat; no keyword, which may send a die elsewhere than the Used
  // Pile: "Storm has Immortal".)
  for (const Token& tok : t)
    if (tok.is("action", "attack") || tok.is("role", "blocker") || tok.term_kind("keyword"))
      return false;
  // The dice and their costs, each die named before its cost.
  std::vector<Listed> dice;
  bool fielding_said = false;
  size_t after_last = 0;
  for (size_t k = 0; k < t.size(); ++k) {
    const int cost = cost_at(t, k, fielding_said);
    if (cost < 0) continue;
    fielding_said = true;
    Listed die;
    die.cost = cost;
    for (size_t j = k; j-- > after_last;) {
      if (die.level == 1 && level_at(t, j) > 0) die.level = level_at(t, j);
      if (die_name(t[j])) {
        die.name = t[j].text;
        break;
      }
    }
    // ("two Hulk dice, one on level 2 (cost 2) and one on level 1 (cost
    // 1)": the die named before.)
    if (die.name.empty() && !dice.empty()) die.name = dice.back().name;
    // ("Cyclops (fielding cost 2) on level 3": a level said right after the
    // cost, before another die.)
    bool level_before = false;
    for (size_t j = k; j-- > after_last && !die_name(t[j]);) level_before |= level_at(t, j) > 0;
    for (size_t j = k + 1; !level_before && j < t.size() && j <= k + 5 && !die_name(t[j]); ++j) {
      if (level_at(t, j) > 0) {
        die.level = level_at(t, j);
        break;
      }
      if (t[j].ends_sentence()) break;
    }
    dice.push_back(die);
    after_last = k + 1;
  }
  if (dice.size() < fewest || dice.size() > 4) return false;
  for (const Listed& d : dice)
    if (d.name.empty()) return false;
  // The action: the first that fields a die; none fielded when the words
  // say it could not be ("couldn't pay to field either").
  size_t action = t.size();
  int fielded = -1;
  // ("Only enough energy to field one character. ... I field Cyclops": the
  // first that names its die.) One die fielded: "I field both", "I field
  // Cyclops, then I field Storm" are not read.
  for (size_t k = 0; k + 1 < t.size(); ++k) {
    if (!fields_at(t, k)) continue;
    if (t[k + 1].word("both") || t[k + 1].word("all") || t[k + 1].word("them")) return false;
    const int die = fielded_die(t, k, dice);
    if (die >= 0 && fielded >= 0 && die != fielded) return false;
    if (die >= 0 && fielded < 0) {
      action = k;
      fielded = die;
    }
  }
  if (action == t.size() || fielded < 0) return false;
  // ("I field Cyclops and Storm": a second die named in the same breath.)
  for (size_t j = action + 1; j + 1 < t.size() && j <= action + 5 && !t[j].ends_sentence(); ++j)
    if (t[j].word("and") && die_name(t[j + 1]) &&
        t[j + 1].text != dice[static_cast<size_t>(fielded)].name)
      for (const Listed& d : dice)
        if (d.name == t[j + 1].text) return false;
  // The energy dice: told before the action, in sentences that spend none
  // ("I bought Thor for 4 energy" tells what is gone). "2 energy" counts
  // two dice of any face, and the faces listed with it are those two;
  // "Energy: fist, fist" is a label; "no energy", none.
  std::vector<std::string> energy;
  size_t start = 0;
  bool spends = false, total = false;
  for (size_t k = 0; k < action; ++k) {
    if (k == start) {
      spends = total = false;
      for (size_t j = k; j < t.size(); ++j) {
        static const std::set<std::string> kSpend = {
            "pay",    "paid", "spend",  "spent",     "paying",   "spending",
            "bought", "buy",  "buying", "purchased", "purchase", "purchasing"};
        spends |= kSpend.count(t[j].text) > 0;
        if (t[j].ends_sentence()) break;
      }
    }
    if (t[k].ends_sentence()) start = k + 1;
    if (spends) continue;
    const bool typed = typed_energy(t[k].text);
    const bool any = t[k].text == "energy" && !(k > 0 && typed_energy(t[k - 1].text));
    if (!typed && !any) continue;
    if (any) {
      const int n = k > 0 && t[k - 1].kind == Tok::kNumber ? t[k - 1].number : -1;
      if (n >= 1 && n <= 8 && !total) {
        for (int i = 0; i < n; ++i) energy.push_back("fist");
        total = true;
      }
      continue;
    }
    if (total) continue;  // (the faces of the total said)
    // (a card's energy type: "my shield character die")
    if (k + 1 < t.size() && (t[k + 1].text.rfind("cost", 0) == 0 || t[k + 1].word("character") ||
                             t[k + 1].word("card") || t[k + 1].word("type")))
      continue;
    if (k > 0 && t[k - 1].word("double")) {
      r.leave_out("a die showing double " + t[k].text);
      continue;
    }
    const int n = dice_counted(t, k);
    for (int i = 0; i < n; ++i) energy.push_back(t[k].text);
  }
  if (energy.empty() || energy.size() > 8) return false;
  r.action = "field";
  const Listed& f = dice[static_cast<size_t>(fielded)];
  r.facts["die"]["cost"] = std::to_string(f.cost);
  r.facts["die"]["level"] = std::to_string(f.level);
  int n = 1;
  for (size_t d = 0; d < dice.size(); ++d) {
    if (static_cast<int>(d) == fielded) continue;
    const std::string role = "die" + std::to_string(++n);
    r.facts[role]["cost"] = std::to_string(dice[d].cost);
    r.facts[role]["level"] = std::to_string(dice[d].level);
  }
  // Paid with as many of the energy dice as the cost, any type
  // (dm:2.6.3.2); fewer than it, and the engine refuses.
  std::string pay, kept;
  for (size_t e = 0; e < energy.size(); ++e)
    (static_cast<int>(e) < f.cost ? pay : kept) +=
        ((static_cast<int>(e) < f.cost ? pay : kept).empty() ? "" : " ") + energy[e];
  r.facts["pay"]["energy"] = pay;
  if (!kept.empty()) r.facts["reserve"]["energy"] = kept;
  // Where the dice left unfielded end depends on whether the Main Step
  // ends (dm:2.6.3.10); not told, no outcome is stated over it, unless
  // nothing is left in the Reserve Pool to go anywhere.
  if (main_step_ends(t))
    r.facts["turn"]["end-main"] = "true";
  else if (dice.size() > 1 || !kept.empty())
    r.leave_out("whether the Main Step ends (dice not fielded then go to the Used Pile)");
  for (size_t k = 0; k < t.size(); ++k)
    if (t[k].kind == Tok::kNumber || t[k].text.rfind("field", 0) == 0 ||
        t[k].text.rfind("cost", 0) == 0 || t[k].text.find(" cost") != std::string::npos ||
        typed_energy(t[k].text) || t[k].text == "energy" || t[k].text == "level" ||
        t[k].text == "lvl" || t[k].text == "reserve" || t[k].text == "reserve pool" ||
        t[k].word("main") || t[k].text == "main step" || t[k].word("end") || t[k].word("ends") ||
        t[k].word("ended") || die_name(t[k]) || t[k].is("term", "sidekick"))
      mark_used(r, t, k, k);
  return true;
}

}  // namespace

bool read_fielding_several(Reading& r, const std::vector<Token>& t) {
  return read_listed(r, t, 2);
}

bool read_fielding_listed(Reading& r, const std::vector<Token>& t) {
  return read_listed(r, t, 1);
}

}  // namespace arbiter::query::ask
