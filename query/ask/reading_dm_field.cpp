// Fielding a Character die from the Reserve Pool (dm:2.6.3): "my Hulk is
// on its level 2 face (fielding cost 2) and I have 1 fist energy, can I
// field him?". The die's fielding cost, its level and stats when said,
// and the energy the player has to pay with are read; the engine pays
// and fields it, or refuses when the energy falls short (dm:2.6.3.1).
#include <set>
#include <string>

#include "common/text.h"
#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

namespace {

// A count said before a noun: "2", "one", "a", "a single" (the tokens
// already read "two" and up as numbers), or -1. An energy named after
// "the", "my", "with", "paying" is one ("paying the mask", "with fist and
// fist"); "double" is a face of two ("the double fist").
int count_at(const std::vector<Token>& t, size_t k, bool paying) {
  if (t[k].kind == Tok::kNumber) return t[k].number;
  if (t[k].word("double")) return 2;
  if (!paying)
    return t[k].word("one") || t[k].word("a") || t[k].word("an") || t[k].word("single") ? 1 : -1;
  static const std::set<std::string> kOne = {
      "one",   "a",   "an",       "single", "the",   "my",  "his",  "her",    "their",  "with",
      "using", "and", "spending", "spend",  "spent", "pay", "paid", "paying", "another"};
  return kOne.count(t[k].text) ? 1 : -1;
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

namespace {

// Two dice fielded, "I field Beast ... and field the sidekick too", "I
// fielded the two Sidekicks and Robin": not the one die read_fielding reads.
bool fielded_more_than_one(const std::vector<Token>& t) {
  int fields = 0;
  for (size_t k = 0; k < t.size(); ++k)
    fields += (t[k].text == "field" || t[k].text == "fields" || t[k].text == "fielded") &&
              !(k > 0 && (t[k - 1].word("to") || t[k - 1].word("my") || t[k - 1].word("the") ||
                          t[k - 1].word("their") || t[k - 1].word("his") || t[k - 1].word("her") ||
                          t[k - 1].word("in") || t[k - 1].word("into") || t[k - 1].word("from") ||
                          t[k - 1].word("of") || t[k - 1].word("on"))) &&
              !(k + 1 < t.size() && (t[k + 1].text.rfind("cost", 0) == 0 || t[k + 1].word("zone")));
  for (size_t k = 0; k + 1 < t.size(); ++k)
    if ((t[k].text == "fielded" || t[k].text == "field") &&
        (t[k + 1].kind == Tok::kNumber || t[k + 1].word("both") || t[k + 1].word("all") ||
         (k + 2 < t.size() && t[k + 1].word("the") && t[k + 2].kind == Tok::kNumber)))
      fields = 2;
  return fields > 1;
}

// What a fielding is paid with, as the question tells it.
struct Payment {
  std::string pay;   // the energy paid, one die a word ("fist fist+fist")
  std::string kept;  // types told in the Reserve Pool but not paid
  int dice = 0;
  bool uncounted = false;  // a type paid with no count ("fist, bolt and mask")
  bool untyped = false;    // energy paid with no type ("the three energy")
};

Payment payment_told(const std::vector<Token>& t) {
  // The energy to pay with: "1 fist energy", "one fist energy die", "a
  // single fist", "2 energy available" (any type: fielding takes any,
  // dm:2.6.3.2).
  // (Energy told where it is paid, "by spending the double fist", when
  // that is told: the same die may be described before, "one on its
  // double fist energy face".)
  const auto paid_at = [&](size_t k) {
    static const std::set<std::string> kPay = {"pay",    "pays",     "paying", "paid", "spend",
                                               "spends", "spending", "spent",  "using"};
    // ("then pay a mask for his global": not the fielding's.)
    for (size_t j = k + 1; j < t.size() && j < k + 5 && !t[j - 1].ends_sentence(); ++j)
      if (t[j].text.starts_with("global")) return false;
    // ("I field Cyclops with the mask and the shield": fielded with it.)
    bool with = false;
    for (size_t j = k; j-- > 0 && !t[j].ends_sentence();) {
      if (kPay.count(t[j].text)) return true;
      with |= t[j].word("with") || t[j].word("w");
      if (with && (t[j].text == "field" || t[j].text == "fields" || t[j].text == "fielded"))
        return true;
    }
    return false;
  };
  bool paid_told = false;
  for (size_t k = 1; k < t.size(); ++k)
    paid_told |= (typed_energy(t[k].text) || t[k].text == "energy") && paid_at(k);
  Payment out;
  for (size_t k = 1; k < t.size(); ++k) {
    const bool typed = typed_energy(t[k].text);
    bool any = t[k].text == "energy" && !typed_energy(t[k - 1].text);
    // ("three energy dice: a mask, a shield and a fist": the count is the
    // list's, which names each.)
    for (size_t j = k; any && j < t.size() && j < k + 4; ++j) {
      if (typed_energy(t[j].text)) any = false;
      if (t[j].ends_sentence() || (j > k && t[j - 1].brk != ':' && t[j - 1].brk != 0 &&
                                   !(t[j].word("a") || t[j].word("an"))))
        break;
    }
    if (!typed && !any) continue;
    // (Another type told but not paid stays in the Reserve Pool: "I have
    // fist, bolt, mask, shield ... paying fist+bolt+mask".)
    if (paid_told && !paid_at(k)) {
      // (Not "Where's the mask?": asked about, not told; each type once.)
      size_t end = k;
      while (end + 1 < t.size() && !t[end].ends_sentence()) ++end;
      if (typed && t[end].brk != '?' &&
          (" " + out.kept + " ").find(" " + t[k].text + " ") == std::string::npos)
        out.kept += (out.kept.empty() ? "" : " ") + t[k].text;
      continue;
    }
    if (typed && k + 1 < t.size() && t[k + 1].text.rfind("cost", 0) == 0) continue;
    // ("my shield character die": the die's own type, not energy paid.)
    if (typed && k + 1 < t.size() && type_of_a_die(t[k + 1])) continue;
    size_t at = k - 1;
    if (at > 0 && t[at].word("single")) --at;
    const int n = count_at(t, at, paid_told);
    // ("paying fist, bolt and mask": a list, which the listed reader
    // reads, reading_dm_field_several.cpp.)
    if (n < 1 && typed && paid_told) out.uncounted = true;
    if (n < 1 || n > 6) continue;
    const std::string type = typed ? t[k].text : "fist";
    out.untyped |= !typed;
    // ("the double fist": one die whose face shows two.)
    if (t[at].word("double")) {
      out.pay += (out.pay.empty() ? "" : " ") + type + "+" + type;
      ++out.dice;
      continue;
    }
    for (int i = 0; i < n; ++i) out.pay += (out.pay.empty() ? "" : " ") + type;
    out.dice += n;
  }
  return out;
}

}  // namespace

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
  if (fielded_more_than_one(t)) return false;
  const Payment paid = payment_told(t);
  if (paid.dice == 0 || paid.uncounted) return false;
  const std::string& pay = paid.pay;
  const std::string& kept = paid.kept;
  const bool untyped_paid = paid.untyped;
  r.action = "field";
  // (The kept: those of a type not paid; one of a type paid is the die
  // told again where it is paid.)
  std::string reserve;
  for (const std::string& e : split(kept, ' '))
    if (!e.empty() && (" " + pay + " ").find(" " + e) == std::string::npos &&
        pay.find("+" + e) == std::string::npos)
      reserve += (reserve.empty() ? "" : " ") + e;
  // (Unless what was paid is not told by type: "paying the three energy".)
  if (!reserve.empty() && !untyped_paid) {
    r.facts["reserve"]["energy"] = reserve;
    // (Where it goes rests on the Main Step's end, as for several dice.)
    if (!main_step_ends(t))
      r.leave_out("whether the Main Step ends (dice not fielded then go to the Used Pile)");
  }
  // ("a Storm die showing double bolt ... spending one bolt from it"): a
  // face of two energy, part of it spent, is not read; no outcome is
  // stated without it. ("spending the double fist": all of it.)
  for (size_t k = 1; k < t.size(); ++k)
    if (t[k - 1].word("double") && typed_energy(t[k].text)) {
      bool part = false;
      for (size_t j = 1; j < t.size(); ++j)
        part |= j != k && t[j].text == t[k].text && !t[j - 1].word("double") &&
                (t[j - 1].word("one") || t[j - 1].word("a") ||
                 (t[j - 1].kind == Tok::kNumber && t[j - 1].number == 1));
      if (part) {
        r.leave_out("a die showing " + t[k - 1].text + " " + t[k].text);
        break;
      }
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
