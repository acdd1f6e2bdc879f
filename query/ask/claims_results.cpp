// What a question says of results rather than of the situation, beside its
// facts: a bug report's claimed results ("Expected: ... Actual: ..."), and a
// last question that puts results forward ("merc has 1 dmg and hawkeye
// dies?"). The caller sets them aside like the asker's working.
#include <algorithm>
#include <set>

#include "query/ask/claims.h"

namespace arbiter::query::ask {

namespace {

// The body of a claim (past its label's colon and a "the", "my") opens
// with an app or a friend, or someone else saying so: theirs, never a fact.
// `b` is set to where the body starts.
bool told_by_others(const std::vector<std::string>& words, const std::vector<char>& breaks,
                    const WordSpan& claim, size_t& b) {
  b = claim.first;
  // ("What the app did: ...", "What my friend did: ...": the label says whose.)
  bool label_names_them = false;
  for (size_t k = claim.first; k < claim.last && k < words.size(); ++k) {
    label_names_them |= words[k] == "app" || words[k].starts_with("app/") || words[k] == "friend";
    if (breaks[k] == ':') {
      b = k + 1;
      if (label_names_them) return true;
      break;
    }
  }
  static const std::set<std::string> kWhose = {"the", "my", "his", "her", "our", "their", "a"};
  while (b < claim.last && kWhose.count(words[b])) ++b;
  if (b >= claim.last) return false;
  const std::string& who = words[b];
  // ("app", "app/friend", "my friend's app", "the companion app")
  if (who == "app" || who.starts_with("app/") || who == "friend" || who == "friend's" ||
      who == "companion" || who == "buddy" || who == "buddy's")
    return true;
  static const std::set<std::string> kPeople = {"he",    "she",     "they",    "opponent", "opp",
                                                "judge", "partner", "friends", "opponents"};
  static const std::set<std::string> kSaid = {"said",   "says",   "say",     "told", "claimed",
                                              "claims", "thinks", "thought", "ruled"};
  return kPeople.count(who) && b + 1 <= claim.last && kSaid.count(words[b + 1]);
}

}  // namespace

std::vector<WordSpan> expectations(const std::vector<std::string>& words,
                                   const std::vector<char>& breaks) {
  // Labels a colon must close ("Expected: ...", "Expected result: ...").
  static const std::vector<std::vector<std::string>> kColon = {{"expected"},
                                                               {"expected", "result"},
                                                               {"expected", "outcome"},
                                                               {"actual"},
                                                               {"actual", "result"},
                                                               {"got"},
                                                               {"what", "i", "got"},
                                                               {"result"},
                                                               {"results"},
                                                               {"expectation"},
                                                               {"what", "i", "expected"},
                                                               {"i", "expected"},
                                                               {"my", "expectation"},
                                                               {"what", "the", "app", "did"},
                                                               {"what", "the", "app/friend", "did"},
                                                               {"what", "my", "friend", "did"},
                                                               {"what", "the", "app", "shows"},
                                                               {"what", "the", "app", "said"},
                                                               {"actual", "behavior"},
                                                               {"actual", "behaviour"},
                                                               {"expected", "behavior"},
                                                               {"expected", "behaviour"}};
  // Labels that open the claim without one ("I expected 0 damage", "the
  // app says I took 1").
  static const std::vector<std::vector<std::string>> kBare = {
      {"what", "i", "expected"}, {"i", "expected"},      {"the", "app", "says"},
      {"the", "app", "said"},    {"app", "says"},        {"app", "said"},
      {"the", "app", "gave"},    {"the", "app", "shows"}};
  auto label_at = [&](size_t i, const std::vector<std::string>& label) {
    if (i + label.size() > words.size()) return false;
    for (size_t k = 0; k < label.size(); ++k)
      if (words[i + k] != label[k] || (k + 1 < label.size() && breaks[i + k] != 0)) return false;
    return true;
  };
  // Labels that may open a fact as well ("What happened: Rhino was
  // stunned", "Observed: Rhino has a tough card"): a claim only when an app
  // or another player did or said what follows (told_by_others).
  static const std::vector<std::vector<std::string>> kMaybeFact = {
      {"observed"}, {"bug"}, {"i", "thought"}, {"what", "happened"}};
  std::vector<WordSpan> out;
  for (size_t i = 0; i < words.size(); ++i) {
    if (i > 0 && breaks[i - 1] == 0 && !(words[i] == "the" || words[i] == "app")) continue;
    size_t body = 0;
    for (const auto& label : kColon)
      if (label_at(i, label) && breaks[i + label.size() - 1] == ':')
        body = std::max(body, i + label.size());
    bool maybe_fact = false;
    for (const auto& label : kMaybeFact)
      if (label_at(i, label) && breaks[i + label.size() - 1] == ':' && i + label.size() > body) {
        body = i + label.size();
        maybe_fact = true;
      }
    for (const auto& label : kBare)
      if (label_at(i, label) && breaks[i + label.size() - 1] == 0)
        body = std::max(body, i + label.size());
    if (body == 0 || body >= words.size()) continue;
    size_t end = body;
    while (end + 1 < words.size() && !sentence_mark(breaks[end]) && breaks[end] != ':') ++end;
    // (A label closing on the next label's colon: "Expected: 0. Got: 1".)
    if (breaks[end] == ':' && end > body) --end;
    if (breaks[end] == '?') continue;  // asked, not claimed
    // (Of the labels that may open a fact, only what an app or another
    // player did or said: "What happened: he blocked Thor with the
    // sidekick" tells.)
    size_t body_at = 0;
    if (maybe_fact && !told_by_others(words, breaks, WordSpan{i, end, SetAside::kClaim}, body_at))
      continue;
    out.push_back({i, end, SetAside::kClaim});
    i = end;
  }
  return out;
}

bool only_claimed(const std::vector<std::string>& words, const std::vector<char>& breaks,
                  const WordSpan& claim) {
  size_t b = claim.first;
  if (told_by_others(words, breaks, claim, b)) return true;
  if (b >= claim.last) return false;
  // The asker's own expected result ("My expectation: 2 threat removed and
  // she takes 1") tells no value of the situation: a number beside a stat
  // ("Thor (6A/5D) should survive", "at 14 hp") might, so it is read too.
  static const std::set<std::string> kStats = {
      "hp", "atk", "def",    "thw",     "sch",     "life",   "hit",    "health",
      "a",  "d",   "attack", "defense", "defence", "thwart", "scheme", "points"};
  // (A status or a keyword is a value too: "Observed: Rhino has a tough
  // status card", "What happened: Spider-Man defended while confused".)
  static const std::set<std::string> kHeld = {
      "tough",    "stunned",  "stun",     "confused", "confuse",   "exhausted", "retaliate",
      "guard",    "overkill", "piercing", "ranged",   "toughness", "overcrush", "quickstrike",
      "stalwart", "steady",   "patrol",   "teamwork", "surge",     "victory",   "ready"};
  for (size_t k = b; k <= claim.last && k < words.size(); ++k)
    if (kHeld.count(words[k])) return false;
  for (size_t k = b; k <= claim.last && k < words.size(); ++k) {
    if (breaks[k] == '(' || (k > b && breaks[k - 1] == '(')) return false;
    const bool digit = words[k].find_first_of("0123456789") != std::string::npos;
    if (digit && words[k].find('/') != std::string::npos) return false;
    if (digit && ((k + 1 <= claim.last && kStats.count(words[k + 1])) ||
                  (k > b && kStats.count(words[k - 1]))))
      return false;
  }
  return true;
}

std::vector<WordSpan> results_asked(const std::vector<std::string>& words,
                                    const std::vector<char>& breaks) {
  static const std::set<std::string> kAsking = {
      "how",   "what",  "is", "are",    "does",  "do",    "did", "will", "can", "where", "who",
      "which", "would", "so", "should", "could", "whose", "why", "when", "am",  "was"};
  std::vector<WordSpan> out;
  size_t start = 0;
  for (size_t i = 0; i < words.size(); ++i) {
    if (!sentence_mark(breaks[i])) continue;
    // (Only damage is a result: "Spider-Man has 10 hp and survives?" tells
    // his hit points.)
    // ("At the end of the turn, how much damage is left?" asks.)
    // ("main goes to 3, she takes 1 dmg and she's exhausted, yeah?": a
    // sentence of results closing on a tag puts them forward, where a value
    // goes "to" too.)
    const bool tagged = words[i] == "yeah" || words[i] == "right" || words[i] == "correct" ||
                        words[i] == "yes" || words[i] == "yep";
    bool values_are_damage = true, damage = false, asks = false;
    for (size_t k = start; k < i; ++k) {
      if (words[k].find_first_of("0123456789") != std::string::npos) {
        values_are_damage &= words[k + 1] == "dmg" || words[k + 1] == "damage" ||
                             (tagged && k > start && words[k - 1] == "to");
        damage = true;
      }
      asks |= kAsking.count(words[k]) > 0 && (k == start || breaks[k - 1] != 0);
      // ("Thor has 2 dmg from a power bolt and survives?": damage with its
      // source is there before.)
      asks |= words[k] == "from";
      asks |= words[k] == "how" || words[k] == "what" || words[k] == "where" || words[k] == "who";
    }
    if (breaks[i] == '?' && start > 0 && !asks && damage && values_are_damage &&
        ((tagged && !told_as_before(words, WordSpan{start, i, SetAside::kClaim})) ||
         results_only(words, start, i)))
      out.push_back({start, i, SetAside::kClaim});
    start = i + 1;
  }
  return out;
}

}  // namespace arbiter::query::ask
