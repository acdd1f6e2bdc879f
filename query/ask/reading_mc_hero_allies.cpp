// A name the vocabulary calls an ally that the question describes as a
// hero: "my Vision card, 11 hit points printed, DEF 3", "i defend with
// vision, DEF 2". Only an identity has a DEF or a REC (mc:identity); an
// ally card has neither, so the name is the asker's hero wherever it is
// named.
#include <set>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

namespace {

const Term kHeroByStats{"mc", {"hero"}, "role", "hero", {}};

// An ally's name, not the games' word for the role ("my ally").
bool ally_name(const Token& t) {
  return t.is("role", "ally") && !plain_role_word(t.text);
}

}  // namespace

std::vector<Token> with_allies_as_heroes(std::vector<Token> tokens) {
  std::set<std::string> names;
  for (size_t i = 0; i < tokens.size(); ++i) {
    if (!ally_name(tokens[i])) continue;
    // Its description: on to the sentence's end or the next one named.
    // (Not past a verb or "or": "block with Hawkeye or use my DEF 2".)
    for (size_t k = i + 1; k < tokens.size() && k < i + 10 && !tokens[k - 1].ends_sentence(); ++k) {
      if (tokens[k].term_kind("role") || tokens[k].term_kind("action") || tokens[k].word("or") ||
          tokens[k].word("use") || tokens[k].word("my"))
        break;
      if (tokens[k].is("stat", "def") || tokens[k].is("stat", "rec")) {
        names.insert(tokens[i].text);
        break;
      }
      if (tokens[k].ends_sentence()) break;
    }
  }
  // (Only when no other hero is named: "Hulk (DEF 2) and Vision" leaves
  // Vision the ally he may be.)
  for (const Token& t : tokens)
    if (t.is("role", "hero") && t.text.size() >= 3 && !plain_role_word(t.text) && t.text != "me" &&
        t.text != "i'm")
      return tokens;
  for (Token& t : tokens)
    if (ally_name(t) && names.count(t.text)) t.term = &kHeroByStats;
  return tokens;
}

}  // namespace arbiter::query::ask
