// "Rhino has Charge on him (+3 ATK and overkill) so ATK 5", "for a total
// ATK of 5": a stat told as the total after a modifier already holds it;
// the modifier is not added again.
#include <map>

#include "query/ask/reading_mc_parts.h"
#include "query/ask/situation.h"

namespace arbiter::query::ask {

namespace {

// The value at token i is said as a total: "so ATK 5", "making his ATK 5",
// "for a total ATK of 5", "5 total"; the word right before the stat (past
// "his", "her", "its"), not a sentence's opening "So Rhino (ATK 2) ...";
// not "so ATK 3 plus 2".
bool said_as_total(const std::vector<Token>& tokens, size_t i) {
  // (The value's token: the attribute may be told at its stat's.)
  const size_t v = tokens[i].kind == Tok::kNumber || i + 1 >= tokens.size() ? i : i + 1;
  if (v + 1 < tokens.size() && (tokens[v + 1].word("plus") || tokens[v + 1].text == "+"))
    return false;
  if (v + 1 < tokens.size() && tokens[v + 1].word("total")) return true;
  // The stat's token before its value ("ATK 5"), or after it ("5 ATK").
  size_t k = i;
  if (k > 0 && tokens[k - 1].is("stat", "atk")) --k;
  // ("for a total ATK of 5": "of" between.)
  if (k > 1 && tokens[k - 1].word("of") && tokens[k - 2].is("stat", "atk")) k -= 2;
  // ("so his ATK is 5")
  if (k > 1 && tokens[k - 1].word("is") && tokens[k - 2].is("stat", "atk")) k -= 2;
  while (k > 0 && (tokens[k - 1].word("his") || tokens[k - 1].word("her") ||
                   tokens[k - 1].word("its") || tokens[k - 1].word("a")))
    --k;
  if (k == 0 || tokens[k - 1].ends_sentence()) return false;
  const Token& before = tokens[k - 1];
  return before.word("so") || before.word("total") || before.word("making") ||
         before.word("makes") || before.word("now") || before.word("totals");
}

}  // namespace

void totals_hold_modifiers(Reading& r, const std::vector<Token>& tokens,
                           const std::vector<Mention>& ms) {
  for (size_t k = 0; k < ms.size(); ++k)
    for (const Attr& a : ms[k].attrs) {
      if (a.field != "atk" || !said_as_total(tokens, a.token)) continue;
      // Whose ATK it was read as: the one role with that value and a
      // modifier (two such, none is changed).
      std::map<std::string, std::string>* holder = nullptr;
      int holders = 0;
      for (auto& [role, facts] : r.facts) {
        const auto atk = facts.find("atk");
        if (atk != facts.end() && atk->second == a.value && facts.count("modify")) {
          holder = &facts;
          ++holders;
        }
      }
      if (holders != 1) continue;
      // Only additions to ATK: a doubling said beside a total is not read
      // away.
      bool adds = true;
      for (const std::string& step : modifier_steps(holder->at("modify")))
        adds &= (step[0] == '+' || step[0] == '-') && step.ends_with("atk");
      if (adds) holder->erase("modify");
    }
}

}  // namespace arbiter::query::ask
