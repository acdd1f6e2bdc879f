// A quiz's lettered answers: "Right after combat damage: A) 7 life; Batman
// Out of Play B) 12 life ... D) ... Which one is it?". Each choice is an
// outcome someone put forward, three of them wrong: never the situation.
#include <algorithm>

#include "query/ask/claims.h"

namespace arbiter::query::ask {

namespace {

// "a)", "(b)": the letter of a choice, 0 when word k is none.
char choice_letter(const std::vector<std::string>& words, const std::vector<char>& breaks,
                   size_t k) {
  if (words[k].size() != 1 || words[k][0] < 'a' || words[k][0] > 'f' || breaks[k] != ')') return 0;
  return words[k][0];
}

}  // namespace

std::vector<WordSpan> answer_choices(const std::vector<std::string>& words,
                                     const std::vector<char>& breaks) {
  std::vector<WordSpan> out;
  for (size_t i = 0; i < words.size() && i < breaks.size(); ++i) {
    if (choice_letter(words, breaks, i) != 'a') continue;
    // The letters in order, each after the one before: "a) ... b) ... c)".
    size_t last_marker = i;
    char want = 'b';
    for (size_t k = i + 1; k < words.size() && k < breaks.size(); ++k) {
      const char letter = choice_letter(words, breaks, k);
      if (letter == want) last_marker = k, ++want;
    }
    // (Two lettered items are a list, "a) Rhino b) Klaw"; a quiz offers
    // three or more.)
    if (want < 'd') continue;
    // The last choice runs to its sentence's end: ';' joins its parts.
    size_t end = last_marker + 1;
    while (end + 1 < words.size() && breaks[end] != '.' && breaks[end] != '?' && breaks[end] != '!')
      ++end;
    out.push_back(WordSpan{i, std::min(end, words.size() - 1), SetAside::kChoice});
    i = end;
  }
  return out;
}

}  // namespace arbiter::query::ask
