// "plays an attack event that deals 6 damage ..., targeting Armored Guard",
// "an attack event for 6 damage with overkill at Armored Guard": the minion
// an attack event is aimed at, named after "targeting", "at" or "on" in the
// sentence that plays it, is its target, guard or no guard (mc:guard stops
// attacks on the villain, not on the minion).
#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

void event_target_named(Reading& r, const std::vector<Token>& tokens,
                        const std::vector<std::string>& token_roles) {
  if (r.action != "attack-event" || !r.fact("attack", "target").empty() || !r.has("minion")) return;
  for (size_t i = 0; i + 1 < tokens.size(); ++i) {
    if (!tokens[i].word("event")) continue;
    for (size_t k = i + 1; k < tokens.size() && k < token_roles.size(); ++k) {
      if (tokens[k - 1].ends_sentence()) break;
      if (!(tokens[k].word("targeting") || tokens[k].word("targets") || tokens[k].word("at") ||
            tokens[k].word("on")))
        continue;
      size_t at = k + 1;
      Owner o;
      while (at < tokens.size() && determiner(tokens[at], o)) ++at;
      if (at >= token_roles.size()) break;
      // ("... with overkill on it": the one "it" names, when a minion.)
      const std::string& role = token_roles[at];
      if (role.rfind("minion", 0) == 0) {
        r.facts["attack"]["target"] = role;
        return;
      }
      if (role == "villain") return;
    }
  }
}

}  // namespace arbiter::query::ask
