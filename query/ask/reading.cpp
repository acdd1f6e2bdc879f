// The Reading's own accessors and what it says of the question (a fact,
// the words no stage used, the parts the question does not give), the
// choice points where the words allow several readings, and the helpers
// every game's reader shares: words marked used, a word denied, the
// stages as text. (What the question changes that no stage applied:
// reading_unapplied.cpp; the whole reading: reading_question.cpp.)
#include "query/ask/reading.h"

#include <set>
#include <string>
#include <vector>

#include "query/ask/claims.h"

namespace arbiter::query::ask {

std::string Reading::fact(const std::string& role, const std::string& field) const {
  auto r = facts.find(role);
  if (r == facts.end()) return "";
  auto f = r->second.find(field);
  return f == r->second.end() ? "" : f->second;
}

std::vector<std::string> Reading::unused() const {
  // Words that carry no meaning of their own are not worth listing.
  static const std::set<std::string> kGlue = {
      "a",      "an",      "the",    "with",  "has",  "have",  "is",    "at",   "of",    "on",
      "it",     "its",     "my",     "and",   "that", "which", "to",    "by",   "for",   "what",
      "does",   "do",      "how",    "i",     "if",   "then",  "so",    "but",  "are",   "was",
      "be",     "can",     "when",   "will",  "who",  "this",  "his",   "her",  "their", "there",
      "from",   "in",      "into",   "as",    "or",   "any",   "still", "just", "all",   "he",
      "she",    "they",    "them",   "him",   "me",   "did",   "get",   "gets", "got",   "would",
      "should", "happens", "happen", "again", "now",  "'s"};
  std::vector<std::string> out;
  for (size_t i = 0; i < words.size(); ++i)
    if ((i >= used.size() || !used[i]) && !kGlue.count(words[i])) out.push_back(words[i]);
  return out;
}

std::vector<std::string> Reading::unfounded() const {
  std::vector<std::string> out;
  if (game == "dm" && action == "combat") {
    for (const char* die : kCombatDice)
      if (has(die) && fact(die, "a").empty() && fact(die, "d").empty() &&
          fact(die, "removed").empty())
        out.push_back(std::string(die) + " with no A or D");
  } else if (game == "mc") {
    const bool enemy = has("villain") || has("minion") || has("minion2");
    if ((action == "player-attack" || action == "attack-event") && !enemy)
      out.push_back("an attack against no villain or minion");
    if (action == "enemy-attack" && !enemy) out.push_back("an attack by no villain or minion");
    // ("I've got an action that deals 2 damage to each player": damage
    // dealt to no one the question names, which would fall on a villain
    // it never mentions.)
    if (action == "damage" && !enemy && (fact("hit", "to").empty() || !has(fact("hit", "to"))))
      out.push_back("damage dealt to no one named");
    if ((action == "thwart" || action == "thwart-event") && !has("main") && !has("side"))
      out.push_back("a thwart of no scheme");
  }
  return out;
}

size_t Choices::choose(const std::vector<std::string>& options) {
  const size_t point = sizes_.size();
  sizes_.push_back(options.size());
  size_t pick = 0;
  if (point < preset_.size() && preset_[point] >= 0 &&
      static_cast<size_t>(preset_[point]) < options.size())
    pick = static_cast<size_t>(preset_[point]);
  if (options.size() > 1) label_ += (label_.empty() ? "" : "; ") + options[pick];
  return pick;
}

std::string describe_stages(const std::vector<Token>& tokens, const std::vector<Mention>& mentions,
                            const std::vector<Clause>& clauses) {
  static const char* kTok[] = {"word", "number", "fraction", "dice", "term", "card"};
  std::string out = "tokens:";
  for (size_t i = 0; i < tokens.size(); ++i) {
    const Token& t = tokens[i];
    out += " " + std::to_string(i) + "[" + t.text + "|" + kTok[static_cast<int>(t.kind)];
    if (t.term) out += ":" + t.term->kind + ":" + t.term->name;
    if (t.brk) out += std::string(" ") + t.brk;
    out += "]";
  }
  out += "\nmentions:";
  for (size_t m = 0; m < mentions.size(); ++m) {
    const Mention& x = mentions[m];
    out += "\n  " + std::to_string(m) + " " + head_name(x.head) + " '" + x.name + "' tokens " +
           std::to_string(x.first) + "-" + std::to_string(x.last);
    if (x.count > 1) out += " x" + std::to_string(x.count);
    if (x.owner != Owner::kUnsaid) out += x.owner == Owner::kMine ? " mine" : " other's";
    if (x.refers_to >= 0) out += " -> " + std::to_string(x.refers_to);
    if (!x.role_word.empty()) out += " (" + x.role_word + ")";
    for (const Attr& a : x.attrs) out += " " + a.field + "=" + a.value;
  }
  out += "\nclauses:";
  for (const Clause& c : clauses)
    out += "\n  " + std::string(verb_name(c.verb)) + (c.passive ? " (passive)" : "") + " at " +
           std::to_string(c.token) + ": subject " + std::to_string(c.subject) + ", object " +
           std::to_string(c.object) + ", with " + std::to_string(c.with) + ", by " +
           std::to_string(c.by) + ", amount " + std::to_string(c.amount);
  return out + "\n";
}

void mark_used(Reading& r, const std::vector<Token>& tokens, size_t first, size_t last) {
  if (r.used.size() < r.words.size()) r.used.resize(r.words.size(), false);
  for (size_t t = first; t <= last && t < tokens.size(); ++t) {
    for (size_t w = tokens[t].at; w < tokens[t].at + tokens[t].len && w < r.used.size(); ++w)
      r.used[w] = true;
    for (size_t w : tokens[t].also_at)
      if (w < r.used.size()) r.used[w] = true;
  }
}

bool negated(const std::vector<std::string>& words, size_t k, const std::vector<char>* breaks) {
  for (size_t j = k; j-- > 0 && j + 3 > k;) {
    // (Not a word of the sentence before: "He blocks neither. I use
    // Infiltrate.")
    if (breaks && j < breaks->size() && sentence_mark((*breaks)[j])) break;
    const std::string& w = words[j];
    // ("no damage) defends": "no" says no of the word right after it, or
    // of who does it: "no character defends", "no one blocks".)
    if (w == "no")
      return j + 1 == k ||
             (words[j + 1] == "character" || words[j + 1] == "one" || words[j + 1] == "hero" ||
              words[j + 1] == "ally" || words[j + 1] == "player" || words[j + 1] == "body");
    if (w == "not" || w == "never" || w == "without" || w == "cannot" || w == "dont" ||
        w == "doesnt" || w == "didnt" || w == "fails" || w == "failed" || w == "neither" ||
        w == "nobody" || w == "nothing" || w == "w/o" || w.ends_with("n't"))
      return true;
  }
  // ("No one has Fast", "None of them has Deadly": no one of those told; in
  // its own sentence, not "Neither of us blocked. Thor has ...".)
  return no_one_has(
      k, [&](size_t j) -> const std::string& { return words[j]; },
      [&](size_t j) { return breaks && j < breaks->size() && sentence_mark((*breaks)[j]); });
}

}  // namespace arbiter::query::ask
