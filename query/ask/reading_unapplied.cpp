// Reading::unapplied: what the question says changes a number or a rule
// that no stage of the reading applied (a signed amount, a doubling, "per
// player", swapped stats, a change said in words, "can't be KO'd"), so
// that ask states no outcome over it.
#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "common/text.h"
#include "query/ask/reading.h"

namespace arbiter::query::ask {

std::vector<std::string> Reading::unapplied() const {
  static const std::set<std::string> kScaling = {"double", "doubled", "doubles", "doubling",
                                                 "triple", "tripled", "triples", "halve",
                                                 "halved", "halves",  "halving", "twice"};
  auto unused_at = [&](size_t i) { return i >= used.size() || !used[i]; };
  const auto number = [](const std::string& w) { return all_digits(w); };
  // ("Is it 3 doubled plus 1, or 3 plus 1 doubled?": a sentence that asks,
  // opening with an asking word, says nothing is changed.)
  auto asking_sentence_at = [&](size_t i) {
    static const std::set<std::string> kOpens = {
        "is",    "or",  "does",  "do",   "did",    "how",   "what",    "which", "will",
        "would", "can", "can't", "cant", "cannot", "isn't", "doesn't", "won't"};
    auto stop = [&](size_t k) { return sentence_ends_at(k); };
    size_t start = i, end = i;
    while (start > 0 && !stop(start - 1)) --start;
    while (end + 1 < words.size() && !stop(end)) ++end;
    return end < breaks.size() && breaks[end] == '?' && kOpens.count(words[start]) > 0;
  };
  std::vector<std::string> out;
  // A value "per player": read with the players who started, it is applied;
  // a mention that spans it ("Main scheme acceleration is 1 per player with
  // 2 threat") does not apply it.
  const auto fact_of = [&](const char* role, const char* field) {
    const auto it = facts.find(role);
    if (it == facts.end()) return std::string();
    const auto f = it->second.find(field);
    return f == it->second.end() ? std::string() : f->second;
  };
  for (size_t i = 0; i + 1 < words.size(); ++i)
    if (words[i] == "per" && (words[i + 1] == "player" || words[i + 1] == "players") &&
        !(!unused_at(i) && fact_of("villain", "per-player-hp") == "true"))
      out.push_back("'per player'");
  for (size_t i = 0; i < words.size(); ++i) {
    if (!unused_at(i)) continue;
    const std::string& w = words[i];
    const std::string next = i + 1 < words.size() ? words[i + 1] : "";
    const bool signed_amount =
        w.size() >= 2 && (w[0] == '+' || w[0] == '-') && w[1] >= '0' && w[1] <= '9';
    // "3+3 = 6": a sum the player worked out, its terms unread alike.
    const bool sum = i > 0 && number(words[i - 1]) && unused_at(i - 1);
    // "does the star count as +1?": asked about, not said.
    const bool asked = (i < breaks.size() && breaks[i] == '?') || (i > 0 && words[i - 1] == "as");
    // "Embiggen (+2 to Attack event damage)": what a card the reading took
    // does, said beside its name.
    const bool card_said = std::any_of(cards.begin(), cards.end(),
                                       [&](const CardMatch& c) { return c.at + c.len == i; });
    if (signed_amount && !sum && !asked && !card_said) out.push_back("'" + w + "'");
    // ("double-blocks", "a double generic face": not a change to a number.)
    // ("a double fist energy face", "double bolt": an energy face.)
    // ("rolled triple masks": energy faces too.)
    const bool energies =
        next.size() > 1 && next.back() == 's' && energy_word(next.substr(0, next.size() - 1));
    // ("I forgot my Global twice": how often, not a number made twice as
    // big, which says the number or stat before it or "its ..." after.)
    bool twice_of = w != "twice";
    for (size_t k = i; !twice_of && k-- > 0 && k + 4 > i;) {
      static const std::set<std::string> kOf = {"a",   "atk",     "attack", "damage", "dmg",
                                                "def", "defense", "d",      "life",   "threat"};
      twice_of = number(words[k]) || kOf.count(words[k]) > 0;
    }
    twice_of |= next == "its" || next == "his" || next == "her" || next == "the" || next == "as";
    // ("pays 2 mask to use Professor X's Global ... twice on Wolverine": an
    // ability used twice, its change made twice.)
    for (size_t k = i; !twice_of && k-- > 0 && k + 16 > i;) {
      static const std::set<std::string> kUse = {"use",       "uses",      "used", "using",
                                                 "pay",       "pays",      "paid", "activate",
                                                 "activates", "activated", "play", "played"};
      twice_of = kUse.count(words[k]) > 0;
    }
    if (kScaling.count(w) && next.rfind("block", 0) != 0 && !energy_word(next) && !energies &&
        next != "energy" && twice_of && !asking_sentence_at(i))
      out.push_back("'" + w + "'");
    // "then another ability that swaps its attack and defense values",
    // "swap its A and D": the values traded, which no reading applies.
    static const std::set<std::string> kSwap = {"swap",     "swaps",    "swapped",  "switch",
                                                "switches", "switched", "exchange", "exchanges"};
    static const std::set<std::string> kStat = {"a",   "attack",  "atk",    "d",
                                                "def", "defense", "defence"};
    if (kSwap.count(w)) {
      int stats = 0;
      for (size_t k = i + 1; k < words.size() && k < i + 6; ++k) stats += kStat.count(words[k]) > 0;
      if (stats >= 2) out.push_back("'" + w + "'");
    }
    // "whose printed ATK of 2 is increased by 1 by an attachment": a change
    // said in words, to a value named just before.
    static const std::set<std::string> kChanged = {
        "increased", "increases", "increase", "reduced", "reduces", "reduce",
        "decreased", "decreases", "lowered",  "lowers",  "raised",  "raises"};
    static const std::set<std::string> kValues = {"atk", "attack", "def", "defense", "defence",
                                                  "sch", "thw",    "a",   "d",       "value"};
    if (kChanged.count(w) && next == "by" && i + 2 < words.size() && number(words[i + 2]) &&
        unused_at(i + 2)) {
      bool of_value = false;
      for (size_t k = i; k-- > 0 && k + 7 > i && !of_value;) of_value = kValues.count(words[k]) > 0;
      if (of_value) out.push_back("'" + w + " by " + words[i + 2] + "'");
    }
    // "plays For Justice! (removes 3)", "an ability that removes 2 threat":
    // threat taken off, which no stage read.
    static const std::set<std::string> kRemoves = {"removes", "remove", "removed", "removing"};
    if (game == "mc" && kRemoves.count(w) && i + 1 < words.size() && number(next) &&
        unused_at(i + 1) && !asking_sentence_at(i))
      out.push_back("'" + w + " " + next + "'");
    // "Colossus (2A/4D) can't be KO'd and blocks", "an un-KO-able blocker":
    // a rule changed for one character, which the reading left unread.
    static const std::set<std::string> kNot = {"can't", "cant",       "cannot",  "unable",
                                               "never", "un-ko-able", "unkoable"};
    static const std::set<std::string> kActs = {
        "ko",       "ko'd",   "kod",     "ko'ed",   "koed",     "block",  "blocked", "attack",
        "attacked", "damage", "damaged", "target",  "targeted", "defend", "thwart",  "scheme",
        "spin",     "spun",   "field",   "fielded", "defeated", "die",    "leave",   "leaves"};
    if (kNot.count(w) && !asking_sentence_at(i)) {
      bool act = w == "un-ko-able" || w == "unkoable";
      size_t k = i + 1;
      for (; !act && k < words.size() && k <= i + 3; ++k) act = kActs.count(words[k]) > 0;
      // ("so I can't defend when the minion attacks me": no defence, and
      // the reading has none either.)
      const std::string& acted = words[k - 1];
      const bool no_defence = game == "mc" ? defender == "none" : !has("blocker");
      if (act && (acted == "defend" || acted == "block") && no_defence) act = false;
      if (act) {
        std::string phrase = w;
        for (size_t j = i + 1; j < k && j < words.size(); ++j) phrase += " " + words[j];
        out.push_back("'" + phrase + "'");
      }
    }
  }
  out.insert(out.end(), left_out.begin(), left_out.end());
  return out;
}

}  // namespace arbiter::query::ask
