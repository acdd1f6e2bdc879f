// The order of what happens in a Marvel Champions question: a second
// character doing the same with its verb left out ("Cap hits it then
// Mockingbird atk 1"), and what is told as done before the situation
// ("already defended Rhino's attack").
#include <algorithm>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

std::vector<SecondDoer> second_doers(const std::vector<Token>& tokens,
                                     const std::vector<Mention>& ms, const std::vector<Clause>& cs,
                                     const std::function<std::string(int)>& role_of) {
  std::vector<SecondDoer> out;
  auto is_subject = [&](size_t k) {
    return std::any_of(cs.begin(), cs.end(), [&](const Clause& c) {
      return c.subject >= 0 && resolve(ms, c.subject) == resolve(ms, static_cast<int>(k));
    });
  };
  for (size_t n = 0; n < cs.size(); ++n) {
    const Clause& c = cs[n];
    if (c.verb != Verb::kAttack && c.verb != Verb::kThwart) continue;
    const size_t end = n + 1 < cs.size() ? cs[n + 1].token : tokens.size();
    for (size_t t = c.token + 1; t < end; ++t) {
      if (tokens[t - 1].ends_sentence()) break;
      // "attacked by my ally for 2 and then by my hero for 2"
      const bool then_by = c.passive && tokens[t].word("by") &&
                           (tokens[t - 1].word("then") || tokens[t - 1].word("and") ||
                            tokens[t - 1].word("afterwards") || tokens[t - 1].word("later"));
      // "Cap hits it then Mockingbird atk 1"
      const bool then = !c.passive && (tokens[t].word("then") || tokens[t].word("afterwards"));
      if (!then_by && !then) continue;
      for (size_t k = 0; k < ms.size(); ++k) {
        if (ms[k].first <= t || ms[k].first > t + 3 || static_cast<int>(k) == c.by || is_subject(k))
          continue;
        const std::string first = role_of(c.passive ? c.by : c.subject);
        const std::string second = role_of(static_cast<int>(k));
        if (!second.empty() && second != first && !enemy(second) &&
            (second.rfind("hero", 0) == 0 || second.rfind("ally", 0) == 0)) {
          const size_t f = ms[k].last + 1;
          const int amount =
              f + 1 < tokens.size() && tokens[f].word("for") && tokens[f + 1].kind == Tok::kNumber
                  ? tokens[f + 1].number
                  : -1;
          out.push_back({c.verb, second, amount});
        }
        break;
      }
    }
  }
  return out;
}

bool told_as_done_before(const std::vector<Token>& tokens, size_t verb) {
  // ("Captain America (11 hit points, already 4 damage, DEF 3) defended":
  // "already" of the damage on him, not of the defence.)
  auto of_damage = [&](size_t t) {
    return t + 1 < tokens.size() &&
           (tokens[t + 1].kind == Tok::kNumber || tokens[t + 1].word("has") ||
            tokens[t + 1].word("had") || tokens[t + 1].word("took") ||
            tokens[t + 1].word("taken") || tokens[t + 1].word("at"));
  };
  // "already defended", "exhausted from blocking a minion earlier"
  // ("Earlier this villain phase Cap defended against a minion")
  for (size_t t = verb; t-- > 0 && !tokens[t].ends_sentence();)
    if ((tokens[t].word("already") && !of_damage(t)) || tokens[t].word("from") ||
        tokens[t].word("earlier") || tokens[t].word("previously"))
      return true;
  for (size_t t = verb; t < tokens.size(); ++t) {
    if (tokens[t].word("earlier") || (tokens[t].word("already") && !of_damage(t)) ||
        tokens[t].word("previously"))
      return true;
    if (tokens[t].ends_sentence()) break;
  }
  return false;
}

}  // namespace arbiter::query::ask
