// "Madame Hydra, who is the villain", "Titania has 9 hp and she's the
// villain", "the villain is Titania": a name the vocabulary calls a minion (many are villains in
// some scenario) said in so many words to be the villain is the villain.
#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

namespace {

// Tokens from `at` say "is the villain": "who is the villain", "she's the
// villain", "as the villain", "is our villain".
bool says_villain(const std::vector<Token>& t, size_t at) {
  size_t k = at;
  if (k < t.size() && (t[k].word("who") || t[k].word("which"))) ++k;
  if (k >= t.size()) return false;
  const bool is = t[k].word("is") || t[k].word("was") || t[k].word("she's") || t[k].word("he's") ||
                  t[k].word("it's") || t[k].word("as");
  if (!is || t[k].ends()) return false;
  ++k;
  if (k < t.size() && (t[k].word("our") || t[k].word("my")) && !t[k].ends()) ++k;
  return k < t.size() && t[k].is("role", "villain") &&
         (t[k].text == "villain" || t[k].text == "the villain");
}

}  // namespace

void villain_said(const std::vector<Token>& tokens, const std::vector<Mention>& ms,
                  std::vector<std::string>& roles) {
  for (size_t k = 0; k < ms.size(); ++k) {
    const Mention& m = ms[k];
    if (roles[k] != "minion" || m.head != Head::kMinion || plain_role_word(m.name)) continue;
    // Right after its name ("Madame Hydra, who is the villain"), or after
    // "and" with "she", "he" or "it" in its sentence ("Madame Hydra has 9
    // hp and she's the villain").
    // ("the villain is Titania": said before the name.)
    bool said =
        m.first >= 2 && (tokens[m.first - 1].word("is") || tokens[m.first - 1].word("was")) &&
        tokens[m.first - 2].is("role", "villain") &&
        (tokens[m.first - 2].text == "villain" || tokens[m.first - 2].text == "the villain");
    said = said || says_villain(tokens, m.last + 1);
    for (size_t t = m.last + 1; !said && t < tokens.size() && !tokens[t - 1].ends_sentence(); ++t)
      said = tokens[t - 1].word("and") && says_villain(tokens, t) &&
             (tokens[t].word("she's") || tokens[t].word("he's") || tokens[t].word("it's"));
    if (!said) continue;
    for (size_t j = 0; j < ms.size(); ++j)
      if (roles[j] == "minion" && ms[j].name == m.name) roles[j] = "villain";
  }
}

}  // namespace arbiter::query::ask
