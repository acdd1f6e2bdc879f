// "My friend says boost icons only count when someone defends; I say ...",
// "buddy flipped the boost card": the other player named as the one who
// claims or does something at the table is a person, not a second hero.
#include <set>

#include "query/ask/claims.h"
#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

std::vector<Token> without_disputants(std::vector<Token> tokens) {
  static const std::set<std::string> kOther = {
      "my friend", "friend",     "my teammate", "teammate",     "my buddy",
      "buddy",     "my partner", "partner",     "other player", "the other player"};
  // (And what a person at the table does, not a character: "buddy
  // flipped the boost card", "my friend drew it".)
  static const std::set<std::string> kAtTheTable = {
      "flipped", "flips",  "flip",      "drew",  "draws",   "revealed", "reveals", "shuffled",
      "counted", "forgot", "reminded",  "told",  "tells",   "asked",    "asks",    "checked",
      "looked",  "agreed", "disagreed", "ruled", "noticed", "pointed"};
  for (size_t i = 0; i + 1 < tokens.size(); ++i) {
    Token& t = tokens[i];
    if (t.kind != Tok::kTerm || !t.is("role", "hero") || !kOther.count(t.text) || t.ends() ||
        !(claim_verb(tokens[i + 1].text) || kAtTheTable.count(tokens[i + 1].text)))
      continue;
    t.kind = Tok::kWord;
    t.term = nullptr;
  }
  return tokens;
}

}  // namespace arbiter::query::ask
