// "My friend says boost icons only count when someone defends; I say ...":
// the other player named as the one who claims something is a party to
// the dispute, not a second hero at the table.
#include <set>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

std::vector<Token> without_disputants(std::vector<Token> tokens) {
  static const std::set<std::string> kOther = {
      "my friend", "friend",     "my teammate", "teammate",     "my buddy",
      "buddy",     "my partner", "partner",     "other player", "the other player"};
  static const std::set<std::string> kClaims = {"says",    "said",     "thinks",  "thought",
                                                "claims",  "claimed",  "argues",  "argued",
                                                "insists", "insisted", "reckons", "believes"};
  for (size_t i = 0; i + 1 < tokens.size(); ++i) {
    Token& t = tokens[i];
    if (t.kind != Tok::kTerm || !t.is("role", "hero") || !kOther.count(t.text) || t.ends() ||
        !kClaims.count(tokens[i + 1].text))
      continue;
    t.kind = Tok::kWord;
    t.term = nullptr;
  }
  return tokens;
}

}  // namespace arbiter::query::ask
