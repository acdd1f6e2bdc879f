// "there are no minions engaged with me", "There's no guard minion out",
// "No minion is engaged with me": a minion said not to be there is no
// character of the situation; read as one, the hero's attack would go to it.
// The same of "no side schemes".
#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

std::vector<Token> without_absent_minions(std::vector<Token> tokens) {
  bool absent = false;
  for (size_t i = 1; i < tokens.size(); ++i) {
    if (!tokens[i].is("role", "minion") || tokens[i].text.find(' ') != std::string::npos) continue;
    // ("no guard minion": a keyword between, which no minion there has.)
    size_t no = i - 1;
    if (tokens[no].term_kind("keyword") && no > 0 && !tokens[no].ends()) --no;
    if (!(tokens[no].word("no") || tokens[no].word("zero")) || tokens[no].ends()) continue;
    // ("has no minion damage": a minion's value, not one denied.)
    if (!tokens[i].ends() && i + 1 < tokens.size() && tokens[i + 1].term_kind("stat")) continue;
    for (size_t k = no + 1; k <= i; ++k) {
      tokens[k].kind = Tok::kWord;
      tokens[k].term = nullptr;
      tokens[k].in_corpus = true;
    }
    absent = true;
  }
  // ("No minion is engaged with me. ... Is there any minion in the way?":
  // the word again, with no name or value of its own, is that none.)
  for (size_t i = 0; absent && i < tokens.size(); ++i) {
    Token& t = tokens[i];
    if (!t.is("role", "minion") || !(t.text == "minion" || t.text == "minions" ||
                                     t.text == "the minion" || t.text == "the minions"))
      continue;
    if (i > 0 && tokens[i - 1].is("role", "minion") && !tokens[i - 1].ends()) continue;
    if (t.brk == '(' || t.brk == ':' ||
        (i + 1 < tokens.size() && (!t.ends() || t.brk == ',') &&
         (tokens[i + 1].kind == Tok::kNumber || tokens[i + 1].term_kind("stat") ||
          tokens[i + 1].term_kind("keyword") || tokens[i + 1].word("with"))))
      continue;
    t.kind = Tok::kWord;
    t.term = nullptr;
    t.in_corpus = true;
  }
  return tokens;
}

std::vector<Token> without_absent_side_schemes(std::vector<Token> tokens) {
  for (size_t i = 1; i < tokens.size(); ++i) {
    if (!tokens[i].is("term", "side-scheme")) continue;
    const Token& no = tokens[i - 1];
    if (!(no.word("no") || no.word("zero")) || no.ends()) continue;
    // ("no side scheme threat left": a value of one, not one denied.)
    if (!tokens[i].ends() && i + 1 < tokens.size() && tokens[i + 1].term_kind("stat")) continue;
    tokens[i].kind = Tok::kWord;
    tokens[i].term = nullptr;
    tokens[i].in_corpus = true;
  }
  return tokens;
}

}  // namespace arbiter::query::ask
