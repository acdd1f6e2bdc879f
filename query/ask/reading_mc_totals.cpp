// "Rhino has Charge on him (+3 ATK and overkill) so ATK 5", "for a total
// ATK of 5": a stat told as the total after a modifier already holds it;
// the modifier is not added again.
#include "query/ask/reading_mc_parts.h"
#include "query/ask/situation.h"

namespace arbiter::query::ask {

namespace {

// The value at token i is said as a total: "so", "total", "making",
// "now" at most three tokens before it, in its sentence.
bool said_as_total(const std::vector<Token>& tokens, size_t i) {
  for (size_t k = i; k-- > 0 && k + 4 > i && !tokens[k].ends_sentence();)
    if (tokens[k].word("so") || tokens[k].word("total") || tokens[k].word("making") ||
        tokens[k].word("makes") || tokens[k].word("now") || tokens[k].word("totals"))
      return true;
  return false;
}

}  // namespace

void totals_hold_modifiers(Reading& r, const std::vector<Token>& tokens,
                           const std::vector<Mention>& ms) {
  for (size_t k = 0; k < ms.size(); ++k)
    for (const Attr& a : ms[k].attrs) {
      if (a.field != "atk" || !said_as_total(tokens, a.token)) continue;
      // Whose ATK it was read as: the role with that value and a modifier.
      for (auto& [role, facts] : r.facts) {
        const auto mod = facts.find("modify");
        if (mod == facts.end() || facts["atk"] != a.value) continue;
        // Only additions to ATK: a doubling said beside a total is not
        // read away.
        bool adds = true;
        for (const std::string& step : modifier_steps(mod->second))
          adds &= (step[0] == '+' || step[0] == '-') && step.ends_with("atk");
        if (adds) facts.erase(mod);
      }
    }
}

}  // namespace arbiter::query::ask
