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
    size_t last_marker = i, longest = 0;
    char want = 'b';
    for (size_t k = i + 1; k < words.size() && k < breaks.size(); ++k) {
      const char letter = choice_letter(words, breaks, k);
      if (letter != want) continue;
      longest = std::max(longest, k - last_marker - 1);
      last_marker = k, ++want;
    }
    // (Two lettered items are a list, "a) Rhino b) Klaw"; a quiz offers
    // three or more.)
    if (want < 'd') continue;
    // The last choice runs to its sentence's end (';' joins its parts), at
    // most twice as long as the longest before it; past that one's length,
    // the asker speaking again ends it ("How much damage? a) 4 b) 2 c) 0 d)
    // 3 - I defend with DEF 2" tells a fact after it).
    size_t end = last_marker + 1;
    const auto asker = [&](size_t k) {
      return k > last_marker + longest &&
             (words[k] == "i" || words[k] == "i'm" || words[k] == "my" || words[k] == "we");
    };
    while (end + 1 < words.size() && end < last_marker + 2 * longest + 2 && breaks[end] != '.' &&
           breaks[end] != '?' && breaks[end] != '!' && !asker(end + 1))
      ++end;
    // A quiz asks: "Result? A) ...", "Which is correct? A) ...", or asks
    // after the choices ("After the heal: A) ... Answer: ?", "... is at 9
    // life. A) ... Which one is it?"). Not "Notes: a) Rhino is stunned b)
    // ... c) ... How much damage?", the facts lettered.
    const auto asks = [&](size_t from, size_t to) {
      for (size_t k = from; k < to && k < words.size(); ++k)
        if (words[k] == "which" || words[k] == "answer" || words[k] == "correct" ||
            words[k] == "right" || words[k] == "result")
          return true;
      return false;
    };
    size_t lead = i;
    while (lead > 0 && breaks[lead - 1] != '.' && breaks[lead - 1] != '!' &&
           !(lead < i && breaks[lead - 1] == '?'))
      --lead;
    const char before = i > 0 ? breaks[i - 1] : 0;
    if (!(before == '?' || (before == ':' && asks(lead, i)) ||
          ((before == ':' || before == '.' || before == 0) && asks(end + 1, end + 12))))
      continue;
    out.push_back(WordSpan{i, std::min(end, words.size() - 1), SetAside::kChoice});
    i = end;
  }
  return out;
}

}  // namespace arbiter::query::ask
