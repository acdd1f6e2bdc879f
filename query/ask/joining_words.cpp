// "along with", "together with" as "and" (joining_words.h).
#include "query/ask/joining_words.h"

namespace arbiter::query::ask {

namespace {

// What a die's mention ends with: its name, its stats, a keyword of it,
// or a comma closing a description of it.
bool closes_die(const Token& t) {
  return t.brk == ',' || t.kind == Tok::kDiceStat || t.is("role", "die") || t.term_kind("keyword");
}

}  // namespace

std::vector<Token> with_joining_words(std::vector<Token> tokens) {
  std::vector<Token> out;
  out.reserve(tokens.size());
  for (size_t i = 0; i < tokens.size(); ++i) {
    const bool joining = i > 0 && i + 1 < tokens.size() &&
                         (tokens[i].word("along") || tokens[i].word("together")) &&
                         tokens[i].brk == 0 && tokens[i + 1].word("with") &&
                         closes_die(tokens[i - 1]) && !tokens[i - 1].ends_sentence();
    if (!joining) {
      out.push_back(std::move(tokens[i]));
      continue;
    }
    Token and_word = tokens[i + 1];
    and_word.text = "and";
    and_word.at = tokens[i].at;
    and_word.len = tokens[i + 1].at + tokens[i + 1].len - tokens[i].at;
    out.push_back(std::move(and_word));
    ++i;
  }
  return out;
}

}  // namespace arbiter::query::ask
