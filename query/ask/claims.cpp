#include "query/ask/claims.h"

#include <set>

namespace arbiter::query::ask {

namespace {

bool sentence_break(char c) {
  return c == '.' || c == '?' || c == '!' || c == ';';
}

bool claim_verb(const std::string& w) {
  static const std::set<std::string> kVerbs = {
      "says",    "said",     "say",       "thinks",     "think",    "thought",   "claims",
      "claimed", "claim",    "argues",    "argued",     "argue",    "insists",   "insisted",
      "insist",  "reckons",  "reckoned",  "reckon",     "believes", "believed",  "believe",
      "figures", "figured",  "maintains", "maintained", "counters", "countered", "swears",
      "swore",   "objected", "objects"};
  return kVerbs.count(w) > 0;
}

// The last word of who says it: "I", "he", "my friend", "Player B", "the
// other player", "my opponent".
bool speaker_word(const std::string& w) {
  static const std::set<std::string> kSpeakers = {
      "i",        "he",         "she",       "they",    "we",       "friend",  "friends",
      "opponent", "opp",        "buddy",     "partner", "brother",  "sister",  "cousin",
      "son",      "daughter",   "wife",      "husband", "dad",      "mom",     "kid",
      "teammate", "mate",       "player",    "a",       "b",        "someone", "somebody",
      "roommate", "girlfriend", "boyfriend", "group",   "everyone", "other",   "others",
      "guy",      "opponents"};
  return kSpeakers.count(w) > 0;
}

// Where a clause may open: the question's start, after a sentence's end,
// or after a comma, "and", "but", "while" or "whereas".
bool joining(const std::string& w) {
  return w == "and" || w == "but" || w == "while" || w == "whereas" || w == "so" || w == "then";
}

// A claim opens at word i: one to three words naming who, then the verb
// ("he says", "my friend said", "player b argued", "the other player
// thinks"), with no break between.
// ("what do I say?" asks: every word before the verb names who.)
bool claim_opens(const std::vector<std::string>& words, const std::vector<char>& breaks, size_t i) {
  static const std::set<std::string> kWhose = {"my", "the", "his", "her", "our", "their", "your"};
  for (size_t n = 1; n <= 3 && i + n < words.size(); ++n) {
    if (breaks[i + n - 1] != 0) return false;
    if (!speaker_word(words[i + n - 1]) && !kWhose.count(words[i + n - 1])) return false;
    if (claim_verb(words[i + n]) && speaker_word(words[i + n - 1])) return true;
  }
  return false;
}

// Word i opens a clause a claim may open: the question's start, after a
// sentence's end or a comma, or after a joining word there; the claim's
// first word (past the joining word), or words.size() when none opens.
size_t claim_at(const std::vector<std::string>& words, const std::vector<char>& breaks, size_t i) {
  if (i > 0 && breaks[i - 1] == 0) return words.size();
  size_t at = i;
  if (joining(words[i]) && i + 1 < words.size() && breaks[i] == 0) at = i + 1;
  return claim_opens(words, breaks, at) ? at : words.size();
}

}  // namespace

std::vector<WordSpan> dispute_claims(const std::vector<std::string>& words,
                                     const std::vector<char>& breaks) {
  // Each claim runs to its sentence's end or to the next claim ("He says
  // 3, and I say 1").
  std::vector<WordSpan> out;
  for (size_t i = 0; i < words.size(); ++i) {
    if (claim_at(words, breaks, i) == words.size()) continue;
    size_t end = i;
    while (end + 1 < words.size() && !sentence_break(breaks[end]) &&
           claim_at(words, breaks, end + 1) == words.size())
      ++end;
    out.push_back({i, end});
    i = end;
  }
  if (out.size() < 2) out.clear();
  return out;
}

std::optional<WordSpan> headline(const std::vector<std::string>& words,
                                 const std::vector<char>& breaks) {
  static const std::set<std::string> kOpeners = {"question", "q", "help", "ruling", "check"};
  // The label: up to three words, the last a label word, then a colon.
  size_t label = 0;
  while (label < 3 && label < words.size() && breaks[label] == 0) ++label;
  if (label >= words.size() || breaks[label] != ':' || !kOpeners.count(words[label])) return {};
  size_t end = label + 1;
  while (end < words.size() && !sentence_break(breaks[end])) ++end;
  if (end + 1 >= words.size()) return {};  // nothing after it
  // (Not a first sentence that tells: "Rules question: a Hydra Mercenary
  // (Guard, 3 hit points) is engaged ...", "Ruling check: False Alarm made
  // my Spider-Man confused.")
  static const std::set<std::string> kTells = {"stunned", "confused", "tough", "exhausted",
                                               "damaged", "defeated", "ko'd",  "phase"};
  for (size_t k = label + 1; k <= end; ++k)
    if (words[k].find_first_of("0123456789") != std::string::npos || kTells.count(words[k]))
      return {};
  return WordSpan{0, end, true};
}

}  // namespace arbiter::query::ask
