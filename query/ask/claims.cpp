#include "query/ask/claims.h"

#include <set>

namespace arbiter::query::ask {

namespace {

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

// A word that joins a clause on, right after punctuation ("..., and I
// say", "...; but he says").
bool joining(const std::string& w) {
  return w == "and" || w == "but" || w == "while" || w == "whereas" || w == "so" || w == "then";
}

// A claim opens at word i: one to three words naming who, then the verb
// ("he says", "my friend said", "player b argued", "the other player
// thinks"), with no break between.
// ("what do I say?" asks: every word before the verb names who.) The
// word naming who says it ("i", "friend", "b"), or "".
std::string claim_opens(const std::vector<std::string>& words, const std::vector<char>& breaks,
                        size_t i, const GameWord& game_word) {
  static const std::set<std::string> kWhose = {"my", "the", "his", "her", "our", "their", "your"};
  // ("Rex says both are KO'd. Kat says ...": a person's name; not what
  // tells the game's own words, "the card says", "rules say", "it says".)
  static const std::set<std::string> kNotAPerson = {
      "card",  "cards", "text",     "ability", "rule",  "rules", "rulebook", "book",  "reference",
      "faq",   "it",    "that",     "this",    "which", "what",  "who",      "app",   "errata",
      "guide", "entry", "glossary", "manual",  "wiki",  "video", "sheet",    "there", "everybody"};
  if (i + 1 < words.size() && breaks[i] == 0 && claim_verb(words[i + 1]) && words[i].size() >= 2 &&
      !kNotAPerson.count(words[i]) && !kWhose.count(words[i]) &&
      words[i].find_first_not_of("abcdefghijklmnopqrstuvwxyz") == std::string::npos &&
      !(game_word && game_word(words[i])))
    return words[i];
  for (size_t n = 1; n <= 3 && i + n < words.size(); ++n) {
    if (breaks[i + n - 1] != 0) return "";
    if (!speaker_word(words[i + n - 1]) && !kWhose.count(words[i + n - 1])) return "";
    if (claim_verb(words[i + n]) && speaker_word(words[i + n - 1])) return words[i + n - 1];
  }
  return "";
}

struct Opening {
  size_t at = 0;        // the claim's first word, past a joining word
  std::string speaker;  // "" when no claim opens
};

// A claim opening at word i: after the question's start, a sentence's end
// or a comma, and past a joining word right after that ("..., and I say").
Opening claim_at(const std::vector<std::string>& words, const std::vector<char>& breaks, size_t i,
                 const GameWord& game_word) {
  if (i > 0 && breaks[i - 1] == 0) return {};
  size_t at = i;
  if (joining(words[i]) && i + 1 < words.size() && breaks[i] == 0) at = i + 1;
  return {at, claim_opens(words, breaks, at, game_word)};
}

}  // namespace

bool claim_verb(const std::string& w) {
  static const std::set<std::string> kVerbs = {
      "says",    "said",     "say",       "thinks",     "think",    "thought",   "claims",
      "claimed", "claim",    "argues",    "argued",     "argue",    "insists",   "insisted",
      "insist",  "reckons",  "reckoned",  "reckon",     "believes", "believed",  "believe",
      "figures", "figured",  "maintains", "maintained", "counters", "countered", "swears",
      "swore",   "objected", "objects"};
  return kVerbs.count(w) > 0;
}

std::vector<WordSpan> dispute_claims(const std::vector<std::string>& words,
                                     const std::vector<char>& breaks, const GameWord& game_word) {
  // Each claim runs to its sentence's end or to the next claim ("He says
  // 3, and I say 1").
  std::vector<WordSpan> out;
  std::set<std::string> speakers;
  for (size_t i = 0; i < words.size(); ++i) {
    const Opening opening = claim_at(words, breaks, i, game_word);
    if (opening.speaker.empty()) continue;
    size_t end = opening.at;
    while (end + 1 < words.size() && !sentence_mark(breaks[end]) &&
           claim_at(words, breaks, end + 1, game_word).speaker.empty())
      ++end;
    out.push_back({opening.at, end});
    // ("I think ... I believe ...": one player unsure, no dispute.)
    speakers.insert(opening.speaker == "we" ? "i" : opening.speaker);
    i = end;
  }
  if (out.size() < 2 || speakers.size() < 2) out.clear();
  return out;
}

bool sentence_mark(char c) {
  return c == '.' || c == '?' || c == '!' || c == ';';
}

std::optional<WordSpan> headline(const std::vector<std::string>& words,
                                 const std::vector<char>& breaks) {
  static const std::set<std::string> kOpeners = {"question", "q",     "help",
                                                 "ruling",   "check", "title"};
  // The label: up to three words, the last a label word, then a colon.
  size_t label = 0;
  while (label < 2 && label < words.size() && breaks[label] == 0) ++label;
  if (label >= words.size() || breaks[label] != ':' || !kOpeners.count(words[label])) return {};
  size_t end = label + 1;
  while (end < words.size() && !sentence_mark(breaks[end])) ++end;
  if (end + 1 >= words.size()) return {};  // nothing after it
  // (Not a first sentence that tells: "Rules question: a Hydra Mercenary
  // (Guard, 3 hit points) is engaged ...", "Ruling check: False Alarm made
  // my Spider-Man confused.")
  // ("Rules question: Hulk blocks Cyclops.": a verb of the fight tells it
  // too; "double block", "two blockers" only name the topic.)
  static const std::set<std::string> kTells = {
      "stunned", "confused", "tough",    "exhausted", "damaged", "defeated", "ko'd",
      "phase",   "attacks",  "attacked", "blocks",    "blocked", "defends",  "defended",
      "thwarts", "thwarted", "schemes",  "schemed",   "hits",    "swings",   "swung"};
  for (size_t k = label + 1; k <= end; ++k)
    if (words[k].find_first_of("0123456789") != std::string::npos || kTells.count(words[k]))
      return {};
  return WordSpan{0, end, SetAside::kHeadline};
}

std::string list_title(const std::string& question) {
  const size_t colon = question.find(':');
  if (colon == std::string::npos || colon > 80) return "";
  const std::string title = question.substr(0, colon);
  const size_t comma = title.rfind(',');
  const std::string head = comma == std::string::npos ? title : title.substr(0, comma);
  const std::string tail = comma == std::string::npos ? "" : title.substr(comma + 1);
  const bool rule_number =
      !tail.empty() && tail.find_first_not_of(" 0123456789.") == std::string::npos;
  if (head.find_first_of(".?!;()") != std::string::npos ||
      (!rule_number && tail.find_first_of(".?!;()") != std::string::npos))
    return "";
  size_t after = colon + 1;
  while (after < question.size() && question[after] == ' ') ++after;
  if (after + 1 >= question.size() || question[after] != '1' ||
      (question[after + 1] != ')' && question[after + 1] != '.'))
    return "";
  size_t words = 0;
  bool in_word = false;
  for (const char c : title) {
    words += !in_word && c != ' ';
    in_word = c != ' ';
  }
  return words >= 1 && words <= 10 ? title : "";
}

std::vector<WordSpan> conclusions(const std::vector<std::string>& words,
                                  const std::vector<char>& breaks) {
  // (The word after "so" that makes it ask or mean something else.)
  static const std::set<std::string> kNotConcluding = {
      "does", "do",     "did",  "is",   "are", "was",   "were",  "can",  "could", "would",
      "will", "should", "what", "how",  "who", "which", "where", "when", "why",   "far",
      "much", "many",   "long", "that", "on",  "to",    "as",    "if",   "it's"};
  std::vector<WordSpan> out;
  size_t start = 0;  // the sentence's first word
  for (size_t end = 0; end < words.size(); ++end) {
    if (!sentence_mark(breaks[end]) && end + 1 < words.size()) continue;
    if (breaks[end] == '?')
      for (size_t s = start; s < end; ++s) {
        // (Opening its sentence: "..., and so on" or "so he's on 1" inside a
        // telling clause may carry a fact.)
        if (s != start || words[s] != "so" || s == 0 || kNotConcluding.count(words[s + 1]))
          continue;
        // (A bracket bounds it: "w/ +2A (so 4/3) blocked by ...", "so 1
        // left in the bag (had 6)?".)
        size_t last = s;
        while (last < end && breaks[last] != '(' && breaks[last] != ')') ++last;
        bool number = false;
        for (size_t k = s + 1; k <= last; ++k)
          number |= words[k].find_first_of("0123456789") != std::string::npos;
        if (number) out.push_back({s, last, SetAside::kClaim});
        break;
      }
    start = end + 1;
  }
  return out;
}

std::optional<WordSpan> belief(const std::vector<std::string>& words,
                               const std::vector<char>& breaks) {
  size_t end = 0;  // the first sentence's last word
  while (end < words.size() && !sentence_mark(breaks[end])) ++end;
  if (end + 1 >= words.size() || breaks[end] != '?') return {};
  static const std::set<std::string> kNegatives = {
      "aren't",   "isn't",     "doesn't", "don't",   "didn't", "can't",  "won't",
      "wouldn't", "shouldn't", "wasn't",  "weren't", "hasn't", "haven't"};
  static const std::set<std::string> kTags = {"right", "yes", "yeah", "correct", "no", "innit"};
  static const std::set<std::string> kHeard = {"heard", "thought", "read", "believe",
                                               "think", "assumed", "told"};
  bool said = kNegatives.count(words[0]) > 0 || kTags.count(words[end]) > 0;
  // "..., doesn't it?", "..., isn't that how it goes?", "is that wrong?":
  // a tag after the sentence's last comma.
  size_t tag = end;
  while (tag > 0 && breaks[tag - 1] != ',') --tag;
  if (tag > 0 && end - tag <= 4 &&
      (kNegatives.count(words[tag]) || (words[tag] == "is" && tag + 1 <= end &&
                                        (words[tag + 1] == "that" || words[tag + 1] == "this"))))
    said = true;
  // "I thought ...", "..., I heard, ...", "my friend said ...".
  for (size_t k = 0; k < end && !said; ++k)
    said = (words[k] == "i" && kHeard.count(words[k + 1])) ||
           (claim_verb(words[k + 1]) && speaker_word(words[k]) && words[k] != "i");
  // ("The active player always loses a double knockout since they caused
  // it?", "Overcrush only works against one blocker?": a rule stated as a
  // question, not asked with "does", "can", "what".)
  static const std::set<std::string> kAsking = {
      "does",  "do",     "did",  "can", "could", "is",    "are",   "was",  "were", "will",
      "would", "should", "what", "how", "who",   "which", "where", "when", "why",  "if"};
  static const std::set<std::string> kRuleWords = {"always", "never", "only", "must"};
  for (size_t k = 0; k < end && !said && !kAsking.count(words[0]); ++k)
    said = kRuleWords.count(words[k]) > 0;
  if (!said) return {};
  return WordSpan{0, end, SetAside::kClaim};
}

namespace {

// The words of a first-person belief opening at word i ("i think", "i
// also figured", "i'm guessing", "my guess is"), or 0.
size_t belief_opens(const std::vector<std::string>& words, const std::vector<char>& breaks,
                    size_t i) {
  static const std::set<std::string> kVerbs = {
      "think",    "thought",  "figure",  "figured", "assume",   "assumed", "believe",
      "believed", "guess",    "guessed", "reckon",  "reckoned", "suppose", "supposed",
      "expect",   "expected", "feel",    "felt",    "bet"};
  static const std::set<std::string> kIng = {"thinking", "guessing", "assuming", "figuring",
                                             "worried",  "betting",  "expecting"};
  static const std::set<std::string> kBetween = {"also",  "really", "just",     "still",
                                                 "kinda", "kind",   "honestly", "personally"};
  const auto at = [&](size_t k) -> const std::string& {
    static const std::string kNone;
    return k < words.size() ? words[k] : kNone;
  };
  const auto joined = [&](size_t k) { return k < breaks.size() && breaks[k] == 0; };
  size_t n = 0;
  if (at(i) == "i" && joined(i)) {
    size_t v = i + 1;
    if (kBetween.count(at(v)) && joined(v)) ++v;
    if (kVerbs.count(at(v))) n = v - i + 1;
  }
  if ((at(i) == "i'm" || at(i) == "im") && joined(i) && kIng.count(at(i + 1))) n = 2;
  if (at(i) == "my" && joined(i) && at(i + 1) == "guess" && joined(i + 1) && at(i + 2) == "is")
    n = 3;
  if (n == 0) return 0;
  // ("..., I think, and I blocked ...": said in passing; "I think I'll
  // block", "I think I should defend", "I'm thinking of blocking",
  // "I'm worried about my ally": what the asker means to do or fears, not
  // working.)
  const size_t last = i + n - 1;
  if (!joined(last)) return 0;
  const std::string& next = at(last + 1);
  const std::string& then = at(last + 2);
  // ("I'm worried because Iron Man already has 2 damage": what the worry
  // rests on is a fact.)
  if (at(last) == "worried" && next == "because") return 0;
  if (next == "i'll" || next == "ill" || next == "i'd" || next == "of" || next == "about" ||
      (next == "i" && (then == "should" || then == "will" || then == "would" || then == "can" ||
                       then == "could" || then == "might")) ||
      ((next == "i'm" || next == "im") && (then == "going" || then == "gonna")))
    return 0;
  return n;
}

// Words of working on the rules: a consequence, a cause, a rule's
// reach, a denial, a sum ("so", "because", "only", "can't", "3 minus 2").
bool working(const std::vector<std::string>& words, size_t first, size_t last) {
  static const std::set<std::string> kMarks = {
      "so",      "because", "since",  "cause",  "means",  "mean",     "meaning",   "only",
      "always",  "never",   "can't",  "cannot", "cant",   "doesn't",  "doesnt",    "don't",
      "dont",    "isn't",   "isnt",   "aren't", "won't",  "wouldn't", "shouldn't", "didn't",
      "must",    "need",    "needs",  "if",     "unless", "instead",  "plus",      "minus",
      "=",       "+",       "counts", "count",  "works",  "work",     "matters",   "matter",
      "applies", "apply",   "would",  "should", "'d",     "anyway",   "still",     "even"};
  for (size_t k = first; k <= last && k < words.size(); ++k)
    if (kMarks.count(words[k]) || words[k].ends_with("'d")) return true;
  return false;
}

}  // namespace

// A sentence of results only ("Hobgoblin dies, Electro keeps 3 damage"):
// what became of someone, with no action of the game's and nothing said as
// before ("had", "already", "earlier").
bool results_only(const std::vector<std::string>& words, size_t first, size_t last) {
  static const std::set<std::string> kResults = {
      "dies", "die",   "died", "dead",  "survives", "survive", "survived", "lives",
      "live", "keeps", "ends", "stays", "stay",     "left",    "ko'd",     "kod"};
  static const std::set<std::string> kNot = {
      "attack",   "attacks", "attacked", "block",    "blocks",  "blocked",   "defend", "defends",
      "defended", "thwart",  "thwarts",  "thwarted", "schemes", "schemed",   "then",   "now",
      "next",     "after",   "later",    "finally",  "when",    "afterwards"};
  if (told_as_before(words, WordSpan{first, last, SetAside::kClaim})) return false;
  bool result = false;
  for (size_t k = first; k <= last && k < words.size(); ++k) {
    if (kNot.count(words[k])) return false;
    result |= kResults.count(words[k]) > 0;
  }
  return result;
}

bool told_as_before(const std::vector<std::string>& words, const WordSpan& span) {
  static const std::set<std::string> kBefore = {"had",    "already",    "earlier",
                                                "before", "previously", "yet"};
  for (size_t k = span.first; k <= span.last && k < words.size(); ++k)
    if (kBefore.count(words[k])) return true;
  return false;
}

std::vector<WordSpan> reasoning(const std::vector<std::string>& words,
                                const std::vector<char>& breaks) {
  // Words that may come before the belief at its clause's start ("First I
  // thought", "and even if I could, I think", "..., so I figure").
  static const std::set<std::string> kLeads = {"first", "also", "and",  "but",  "so",
                                               "now",   "ok",   "okay", "then", "honestly"};
  std::vector<WordSpan> out;
  const std::optional<WordSpan> first = belief(words, breaks);
  for (size_t i = 0; i < words.size(); ++i) {
    if (i > 0 && breaks[i - 1] == 0) continue;  // not a clause's start
    size_t at = i;
    while (at < words.size() && at - i < 2 && kLeads.count(words[at]) && breaks[at] == 0) ++at;
    if (!belief_opens(words, breaks, at)) continue;
    size_t end = at;
    while (end + 1 < words.size() && !sentence_mark(breaks[end])) ++end;
    if (first && i <= first->last) continue;  // belief()'s
    // ("I think that's it. So 4 in my Prep Area and 4 left in the bag.":
    // the working goes on; "So what happens?" asks.)
    while (end + 2 < words.size() && breaks[end] != '?' && words[end + 1] == "so") {
      size_t next = end + 1;
      while (next + 1 < words.size() && !sentence_mark(breaks[next])) ++next;
      if (breaks[next] == '?') break;
      end = next;
    }
    // ("I think the boost card had 2 icons.": a fact half-remembered, no
    // working; it is read.)
    if (!working(words, i, end)) {
      i = end;
      continue;
    }
    out.push_back({i, end, SetAside::kClaim});
    // ("I think the blockers deal damage one at a time. Hobgoblin dies,
    // Electro keeps 3 damage. Does that check out?": told between the
    // working and the question, the working's results, each its own span
    // for the caller to weigh; not "He has 10 life." nor "Spidey had 8
    // damage from before.", facts.)
    while (end + 1 < words.size() && breaks[end] != '?') {
      size_t next = end + 1;
      while (next + 1 < words.size() && !sentence_mark(breaks[next])) ++next;
      if (breaks[next] == '?' || next + 1 >= words.size() || !results_only(words, end + 1, next))
        break;
      out.push_back({end + 1, next, SetAside::kClaim});
      end = next;
    }
    i = end;
  }
  return out;
}

}  // namespace arbiter::query::ask
