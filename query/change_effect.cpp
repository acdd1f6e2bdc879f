#include "query/change_effect.h"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <map>
#include <set>
#include <string_view>
#include <vector>

#include "common/text.h"
#include "query/word_diff.h"

namespace arbiter::query {

namespace {

constexpr std::string_view kNumberWords[] = {"zero", "one",   "two",   "three", "four", "five",
                                             "six",  "seven", "eight", "nine",  "ten"};

// Words that change what a player may, must or cannot do, or when.
constexpr std::string_view kPlayWords[] = {
    "cannot", "can",   "can't",   "must",        "may",       "might",     "not",
    "no",     "only",  "instead", "unless",      "except",    "optional",  "required",
    "before", "after", "when",    "whenever",    "while",     "during",    "until",
    "then",   "first", "last",    "immediately", "end",       "beginning", "start",
    "next",   "each",  "every",   "once",        "twice",     "again",     "already",
    "still",  "more",  "less",    "fewer",       "additional"};

bool is_number(std::string_view w) {
  if (!w.empty() && std::all_of(w.begin(), w.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return true;
  return std::find(std::begin(kNumberWords), std::end(kNumberWords), w) != std::end(kNumberWords);
}

bool is_play_word(std::string_view w) {
  return is_number(w) ||
         std::find(std::begin(kPlayWords), std::end(kPlayWords), w) != std::end(kPlayWords);
}

// Lower case, with the punctuation around a word gone ("Cannot," -> "cannot").
std::string bare(std::string_view word) {
  const std::string w = to_lower_ascii(word);
  const size_t b = w.find_first_not_of("\"'()[],.;:!?*");
  if (b == std::string::npos) return "";
  const size_t e = w.find_last_not_of("\"'()[],.;:!?*");
  return w.substr(b, e - b + 1);
}

std::vector<std::string> words_of(std::string_view s) {
  std::vector<std::string> out;
  for (const std::string& w : split(collapse_whitespace(s), ' '))
    if (std::string b = bare(w); !b.empty()) out.push_back(b);
  return out;
}

unsigned char uc(char c) {
  return static_cast<unsigned char>(c);
}

struct Sentence {
  std::string norm;  // bare words, one space apart: what is compared
  std::string text;  // as written
};

// Sentences, one per line piece ending in '.', '?' or '!' (or the line's
// end), compared without case, punctuation and quote style. Cross-reference
// lines ("See also: Boost, Defend") are not rules and are left out.
std::vector<Sentence> sentences(const std::string& text) {
  std::vector<Sentence> out;
  for (const std::string& line : split_lines(fold_quotes(text))) {
    if (const auto w = words_of(line); !w.empty() && w.front() == "see") continue;
    std::string current;
    for (size_t i = 0; i < line.size(); ++i) {
      current += line[i];
      // A sentence ends before a space and anything but a small letter or a
      // digit ("pg. 2" and "e.g. a" go on).
      const bool end = (line[i] == '.' || line[i] == '?' || line[i] == '!') &&
                       (i + 1 == line.size() ||
                        (line[i + 1] == ' ' && i + 2 < line.size() &&
                         !std::islower(uc(line[i + 2])) && !std::isdigit(uc(line[i + 2]))));
      if (end || i + 1 == line.size()) {
        std::string norm;
        for (const std::string& w : words_of(current)) norm += (norm.empty() ? "" : " ") + w;
        if (!norm.empty()) out.push_back({norm, collapse_whitespace(current)});
        current.clear();
      }
    }
  }
  return out;
}

// Whether two sentences are one reworded: most words shared, or the
// shorter one (of four words or more) almost wholly inside the longer.
bool same_sentence(const std::string& a, const std::string& b) {
  const auto wa = words_of(a), wb = words_of(b);
  const std::set<std::string> sa(wa.begin(), wa.end()), sb(wb.begin(), wb.end());
  size_t common = 0;
  for (const std::string& w : sa) common += sb.count(w);
  const size_t all = sa.size() + sb.size() - common;
  const size_t shorter = std::min(sa.size(), sb.size());
  return 2 * common >= all || (shorter >= 4 && 10 * common >= 9 * shorter);
}

std::string quoted_start(const std::string& sentence) {
  const auto w = split(sentence, ' ');
  std::string out;
  for (size_t i = 0; i < w.size() && i < 6; ++i) out += (i ? " " : "") + w[i];
  return "\"" + out + (w.size() > 6 ? " ...\"" : "\"");
}

// Why a reworded sentence is a rule change; empty when it is not.
std::string reworded_why(const std::string& was, const std::string& now) {
  std::map<std::string, int> count;  // now minus was, play words only
  for (const std::string& w : words_of(now))
    if (is_play_word(w)) ++count[w];
  for (const std::string& w : words_of(was))
    if (is_play_word(w)) --count[w];
  std::vector<std::string> gone, come;
  for (const auto& [w, n] : count) {
    for (int i = 0; i < -n; ++i) gone.push_back(w);
    for (int i = 0; i < n; ++i) come.push_back(w);
  }
  auto list = [](const std::vector<std::string>& ws) {
    std::string out;
    for (const std::string& w : ws) out += (out.empty() ? "\"" : " \"") + w + "\"";
    return out;
  };
  if (!gone.empty() && !come.empty()) return list(gone) + " -> " + list(come);
  if (!come.empty()) return "adds " + list(come);
  if (!gone.empty()) return "drops " + list(gone);
  return "";
}

}  // namespace

ChangeEffect classify_change(const std::string& before, const std::string& after) {
  const std::vector<Sentence> was = sentences(before), now = sentences(after);
  auto in = [](const std::vector<Sentence>& list, const Sentence& s) {
    return std::any_of(list.begin(), list.end(),
                       [&](const Sentence& t) { return t.norm == s.norm; });
  };
  std::vector<const Sentence*> removed, added;
  for (const Sentence& s : was)
    if (!in(now, s)) removed.push_back(&s);
  for (const Sentence& s : now)
    if (!in(was, s)) added.push_back(&s);

  // Pair each removed sentence with the first unpaired added one like it.
  std::vector<bool> paired(added.size(), false);
  std::vector<std::string> reworded;
  std::vector<const Sentence*> gone, come;
  for (const Sentence* r : removed) {
    size_t i = 0;
    while (i < added.size() && (paired[i] || !same_sentence(r->norm, added[i]->norm))) ++i;
    if (i == added.size()) {
      gone.push_back(r);
      continue;
    }
    paired[i] = true;
    if (std::string why = reworded_why(r->norm, added[i]->norm); !why.empty())
      reworded.push_back(why);
  }
  for (size_t i = 0; i < added.size(); ++i)
    if (!paired[i]) come.push_back(added[i]);

  std::vector<std::string> reasons;
  if (!come.empty())
    reasons.push_back(come.size() == 1 ? "a sentence added: " + quoted_start(come[0]->text)
                                       : std::to_string(come.size()) + " sentences added, first " +
                                             quoted_start(come[0]->text));
  reasons.insert(reasons.end(), reworded.begin(), reworded.end());
  if (!gone.empty())
    reasons.push_back(gone.size() == 1 ? "a sentence removed: " + quoted_start(gone[0]->text)
                                       : std::to_string(gone.size()) + " sentences removed");
  ChangeEffect e;
  if (reasons.empty()) return e;
  e.effect = Effect::kRule;
  for (size_t i = 0; i < reasons.size() && i < 2; ++i) e.why += (i ? "; " : "") + reasons[i];
  if (reasons.size() > 2) e.why += "; ...";
  return e;
}

const char* effect_name(Effect e) {
  return e == Effect::kRule ? "rule" : "wording";
}

}  // namespace arbiter::query
