// "rhino attacks my spider-man attack of three and i dont defend": an ATK
// said right after the one an enemy attacks, with no bracket or comma
// between, is the attack's. An enemy's attack deals the enemy's ATK
// (mc:enemy-attacks); the one attacked only defends, so an ATK said there
// is no value of theirs the attack could use.
#include <algorithm>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

void attack_value_after_target(const std::vector<Token>& tokens, std::vector<Mention>& ms,
                               const std::vector<Clause>& cs,
                               const std::function<std::string(int)>& role_of) {
  for (const Clause& c : cs) {
    if (c.verb != Verb::kAttack || c.passive || c.subject < 0 || c.object < 0) continue;
    const int doer = resolve(ms, c.subject);
    if (!enemy(role_of(doer)) || ms[static_cast<size_t>(doer)].has("atk")) continue;
    const std::string attacked = role_of(c.object);
    if (attacked != "hero" && attacked != "ally") continue;
    // (Not when the one attacked attacks too: "..., then Spider-Man attacks
    // Rhino" uses the ATK told of him.)
    const bool attacks_back = std::any_of(cs.begin(), cs.end(), [&](const Clause& o) {
      return o.token > c.token && o.verb == Verb::kAttack && o.doer() >= 0 && o.done_to() >= 0 &&
             role_of(o.doer()) == attacked && enemy(role_of(o.done_to()));
    });
    if (attacks_back) continue;
    Mention& target = ms[static_cast<size_t>(c.object)];
    for (auto a = target.attrs.begin(); a != target.attrs.end(); ++a) {
      if (a->field != "atk" || a->with || a->token <= target.head_token) continue;
      bool plain = true;
      for (size_t t = target.head_token; t < a->token && plain; ++t) plain = tokens[t].brk == 0;
      if (!plain) break;
      ms[static_cast<size_t>(doer)].attrs.push_back(*a);
      target.attrs.erase(a);
      break;
    }
  }
}

}  // namespace arbiter::query::ask
