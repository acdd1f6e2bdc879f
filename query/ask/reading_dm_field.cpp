// Fielding a Character die from the Reserve Pool (dm:2.6.3): "my Hulk is
// on its level 2 face (fielding cost 2) and I have 1 fist energy, can I
// field him?". The die's fielding cost, its level and stats when said,
// and the energy the player has to pay with are read; the engine pays
// and fields it, or refuses when the energy falls short (dm:2.6.3.1).
#include <set>
#include <string>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

namespace {

// A count said before a noun: "2", "one", "a", "a single" (the tokens
// already read "two" and up as numbers), or -1.
int count_at(const std::vector<Token>& t, size_t k) {
  if (t[k].kind == Tok::kNumber) return t[k].number;
  return t[k].word("one") || t[k].word("a") || t[k].word("an") || t[k].word("single") ? 1 : -1;
}

}  // namespace

bool typed_energy(const std::string& w) {
  static const std::set<std::string> kTypes = {"mask", "bolt", "fist", "shield", "wild"};
  return kTypes.count(w) > 0;
}

bool main_step_ends(const std::vector<Token>& t) {
  for (size_t k = 0; k < t.size(); ++k) {
    const bool main = t[k].word("main") || t[k].text == "main step";
    if (!main) continue;
    // ("Before my main step ends, can I field Cyclops?": not yet.)
    bool before = false;
    for (size_t j = k >= 3 ? k - 3 : 0; j < k; ++j) before |= t[j].word("before");
    if (before) continue;
    for (size_t j = k >= 4 ? k - 4 : 0; j < t.size() && j <= k + 2; ++j)
      if (j != k && (t[j].word("end") || t[j].word("ends") || t[j].word("ended") ||
                     t[j].word("ending") || t[j].word("after")))
        return true;
  }
  return false;
}

bool read_fielding(Reading& r, const std::vector<Token>& t) {
  int cost = -1, level = 1, costs = 0;
  size_t cost_at = 0;
  bool field_said = false;
  for (size_t k = 0; k < t.size(); ++k) {
    const std::string& w = t[k].text;
    // (No combat: "fielded a 4/3 w intimidate ... then swung".)
    if (t[k].is("action", "attack") || t[k].is("role", "blocker")) return false;
    field_said |= w == "field" || w == "fielding" || w == "field zone" || w == "fielded";
    // "fielding cost 2", "field cost of 2", "a fielding cost of 2" (one
    // word of the vocabulary, or two).
    size_t after = t.size();
    if (w == "fielding cost" || w == "field cost" || w == "fielding costs")
      after = k + 1;
    else if ((w == "fielding" || w == "field") && k + 1 < t.size() &&
             t[k + 1].text.rfind("cost", 0) == 0)
      after = k + 2;
    // ("which costs 2 to put out", "costs 2 to field")
    else if ((w == "costs" || w == "cost") && k + 3 < t.size() && t[k + 1].kind == Tok::kNumber &&
             t[k + 2].word("to") && (t[k + 3].text == "field" || t[k + 3].word("put")))
      after = k + 1;
    costs += after < t.size();
    for (size_t j = after; j < t.size() && j < after + 3 && cost < 0; ++j)
      if (t[j].kind == Tok::kNumber) cost = t[j].number, cost_at = k;
  }
  // One die to field: with two fielding costs told ("... and leave my
  // Thor (fielding cost 3) in reserve"), which is fielded is not read.
  if (!field_said || cost < 0 || costs != 1) return false;
  // Its level: the one said nearest before the cost, in its sentence.
  for (size_t k = 0; k < cost_at; ++k) {
    bool crosses = false;
    for (size_t j = k; j < cost_at; ++j) crosses |= t[j].ends_sentence();
    if (crosses) continue;
    if ((t[k].word("level") || t[k].word("lvl")) && t[k + 1].kind == Tok::kNumber &&
        t[k + 1].number >= 1 && t[k + 1].number <= 4)
      level = t[k + 1].number;
    if (t[k].level > 0) level = t[k].level;
  }
  // The energy to pay with: "1 fist energy", "one fist energy die", "a
  // single fist", "2 energy available" (any type: fielding takes any,
  // dm:2.6.3.2).
  std::string pay;
  int dice = 0;
  for (size_t k = 1; k < t.size(); ++k) {
    const bool typed = typed_energy(t[k].text);
    const bool any = t[k].text == "energy" && !typed_energy(t[k - 1].text);
    if (!typed && !any) continue;
    if (typed && k + 1 < t.size() && t[k + 1].text.rfind("cost", 0) == 0) continue;
    // ("my shield character die": the die's own type, not energy paid.)
    if (typed && k + 1 < t.size() && type_of_a_die(t[k + 1])) continue;
    size_t at = k - 1;
    if (at > 0 && t[at].word("single")) --at;
    const int n = count_at(t, at);
    if (n < 1 || n > 6) continue;
    for (int i = 0; i < n; ++i) pay += (pay.empty() ? "" : " ") + (typed ? t[k].text : "fist");
    dice += n;
  }
  if (dice == 0) return false;
  r.action = "field";
  // ("a Storm die showing double bolt ... spending one bolt from it"): a
  // face of two energy, part of it spent, is not read; no outcome is
  // stated without it.
  for (size_t k = 1; k < t.size(); ++k)
    if (t[k - 1].word("double") && typed_energy(t[k].text)) {
      r.leave_out("a die showing " + t[k - 1].text + " " + t[k].text);
      break;
    }
  r.facts["die"]["cost"] = std::to_string(cost);
  r.facts["die"]["level"] = std::to_string(level);
  for (const Token& tok : t)
    if (tok.kind == Tok::kDiceStat && !tok.plus && tok.atk >= 0 && tok.def >= 0) {
      r.facts["die"]["a"] = std::to_string(tok.atk);
      r.facts["die"]["d"] = std::to_string(tok.def);
      break;
    }
  r.facts["pay"]["energy"] = pay;
  // ("If not, what happens to him when my main step ends?")
  if (main_step_ends(t)) r.facts["turn"]["end-main"] = "true";
  for (size_t k = 0; k < t.size(); ++k)
    if (t[k].kind == Tok::kNumber || t[k].text == "field" || t[k].text == "fielding" ||
        t[k].text == "field zone" || t[k].text.rfind("cost", 0) == 0 ||
        t[k].text.find(" cost") != std::string::npos || typed_energy(t[k].text) ||
        t[k].text == "energy" || t[k].text == "level" || t[k].text == "reserve" ||
        t[k].text == "reserve pool" || t[k].kind == Tok::kDiceStat ||
        (r.has("turn") && (t[k].word("main") || t[k].word("end") || t[k].word("ends"))))
      mark_used(r, t, k, k);
  return true;
}

}  // namespace arbiter::query::ask
