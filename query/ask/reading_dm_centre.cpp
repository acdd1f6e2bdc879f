// The die a sentence is about, for the words of the next one that name no
// die: "My 4A/4D attacker is blocked by a 1A/5D die. First its attack is
// doubled, then it gets +1A" are the attacker's, the subject the sentence
// before was about, not the die it named last.
#include <algorithm>
#include <set>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

bool player_acts_before(const std::vector<Token>& tokens, const std::vector<Mention>& ms,
                        size_t at) {
  const size_t start = sentence_start(tokens, at);
  return std::any_of(ms.begin(), ms.end(), [&](const Mention& m) {
    return m.head == Head::kPlayer && m.first >= start && m.first < at;
  });
}

int first_die_of_sentence_before(const std::vector<Token>& tokens, const std::vector<Mention>& ms,
                                 size_t at) {
  const size_t start = sentence_start(tokens, at);
  if (start == 0) return -1;
  const size_t before = sentence_start(tokens, start - 1);
  int first = -1;
  for (size_t k = 0; k < ms.size() && ms[k].first < at; ++k) {
    if (ms[k].head != Head::kDie) continue;
    if (ms[k].first >= start) return -1;  // one named in its own sentence
    if (first < 0 && ms[k].first >= before) first = static_cast<int>(k);
  }
  return first;
}

int sentence_subject_before(const std::vector<Token>& tokens, const std::vector<Mention>& ms,
                            const std::vector<Clause>& cs, size_t at) {
  const int first = first_die_of_sentence_before(tokens, ms, at);
  if (first < 0) return -1;
  // (Only a die the sentence before tells as a verb's subject: "I attack
  // with Hulk and he blocks with Joker" is about no one die.)
  const bool subject = std::any_of(
      cs.begin(), cs.end(), [&](const Clause& c) { return c.subject == first && c.token < at; });
  return subject ? first : -1;
}

void centre_pronouns(std::vector<Mention>& ms, const std::vector<Token>& tokens,
                     const std::vector<Clause>& cs) {
  for (Mention& m : ms) {
    static const std::set<std::string> kCentred = {"it", "it's", "he", "she", "him", "her"};
    if (m.head != Head::kPronoun || m.refers_to < 0 || !kCentred.count(m.name)) continue;
    // ("I use an action die to deal 4 damage to it": what the player aims
    // at, the die named last; "i double her A" is still the one before.)
    const bool aimed =
        m.first > 0 && (tokens[m.first - 1].word("to") || tokens[m.first - 1].word("on") ||
                        tokens[m.first - 1].word("at") || tokens[m.first - 1].word("onto"));
    if (aimed && player_acts_before(tokens, ms, m.first)) continue;
    const int subject = sentence_subject_before(tokens, ms, cs, m.first);
    if (subject >= 0) m.refers_to = subject;
  }
}

}  // namespace arbiter::query::ask
