// The one sentence of an entry's text that decides, for the short answer's
// Rules: the entry split into sentences, verbatim, and the one sharing the
// most word stems with the steps that cite it.
#include <algorithm>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

#include "common/text.h"
#include "query/cli/ask_answer_text.h"
#include "query/cli/ask_answer_text_parts.h"
#include "query/fts_query.h"

namespace arbiter::cli {

namespace {

// A word's rough stem, so "defends" meets "defend" and "defeated" meets
// "defeat" when sentences are matched against steps.
std::string stem(std::string_view w) {
  if (w.size() > 5 && w.ends_with("ies")) return std::string(w.substr(0, w.size() - 3)) + "y";
  for (const std::string_view end : {"ing", "ed", "es", "s"})
    if (w.size() > end.size() + 3 && w.ends_with(end))
      return std::string(w.substr(0, w.size() - end.size()));
  return std::string(w);
}

// Words that say nothing about which sentence decides, in order for a
// binary search.
constexpr std::string_view kCommonWords[] = {
    "a",   "all",   "an",   "and",  "any",  "are",  "as",  "at",   "be",   "but",  "by",
    "can", "each",  "for",  "from", "has",  "have", "if",  "in",   "into", "is",   "it",
    "its", "may",   "must", "no",   "not",  "of",   "on",  "one",  "or",   "than", "that",
    "the", "their", "then", "they", "this", "to",   "was", "when", "with"};
static_assert(std::is_sorted(std::begin(kCommonWords), std::end(kCommonWords)));
static_assert(std::all_of(std::begin(kCommonWords), std::end(kCommonWords),
                          [](std::string_view w) { return w.size() <= 5; }));

// The stems of the words of `text` (its first kMaxQueryWords words, as
// query::query_words reads them) but common words and words with a digit,
// each once, in order. Sorted vectors rather than sets: a rule's sentences
// are read a few dozen at a time.
std::vector<std::string> stems(std::string_view text) {
  std::vector<std::string> out;
  out.reserve(query::kMaxQueryWords);
  std::string lowered;  // a word with a capital, lowered
  size_t words = 0;
  for (size_t i = 0; i < text.size() && words < query::kMaxQueryWords;) {
    // A word: a run of letters, digits and bytes past ASCII.
    size_t end = i;
    bool digit = false, capital = false;
    for (; end < text.size(); ++end) {
      const char c = text[end];
      if (c >= '0' && c <= '9')
        digit = true;
      else if (c >= 'A' && c <= 'Z')
        capital = true;
      else if (!((c >= 'a' && c <= 'z') || static_cast<unsigned char>(c) >= 0x80))
        break;
    }
    if (end == i) {
      ++i;
      continue;
    }
    std::string_view word = text.substr(i, end - i);
    i = end;
    ++words;
    if (digit) continue;
    if (capital) {
      lowered.assign(word);
      for (char& c : lowered)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
      word = lowered;
    }
    // (No common word is longer than five letters.)
    if (word.size() <= 5 &&
        std::binary_search(std::begin(kCommonWords), std::end(kCommonWords), word))
      continue;
    out.push_back(stem(word));
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// How many of `a`'s stems are `b`'s (both sorted, each once).
size_t shared(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  size_t n = 0;
  for (auto i = a.begin(), j = b.begin(); i != a.end() && j != b.end();) {
    if (*i < *j)
      ++i;
    else if (*j < *i)
      ++j;
    else
      ++n, ++i, ++j;
  }
  return n;
}

}  // namespace

// The entry's sentences, verbatim but for runs of whitespace: a sentence
// ends at ". ", "! ", "? " or a line break.
std::vector<std::string> sentences(const std::string& text) {
  std::vector<std::string> out;
  std::string cur;
  auto flush = [&] {
    std::string s = collapse_whitespace(cur);
    while (!s.empty() && s.front() == ' ') s.erase(0, 1);
    while (!s.empty() && s.back() == ' ') s.pop_back();
    if (!s.empty()) out.push_back(s);
    cur.clear();
  };
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\n') {
      flush();
      continue;
    }
    cur += c;
    if ((c == '.' || c == '!' || c == '?') && (i + 1 == text.size() || text[i + 1] == ' ')) flush();
  }
  flush();
  return out;
}

std::string deciding_sentence(const std::string& text, const std::vector<std::string>& context) {
  const std::vector<std::string> all = sentences(text);
  if (all.empty()) return "";
  std::vector<std::string> want;
  for (const std::string& c : context)
    for (std::string& s : stems(c)) want.push_back(std::move(s));
  std::sort(want.begin(), want.end());
  want.erase(std::unique(want.begin(), want.end()), want.end());
  size_t best = 0, first_rule = all.size();
  double best_score = 0;
  for (size_t i = 0; i < all.size(); ++i) {
    const std::vector<std::string> words = stems(all[i]);
    if (words.size() < 4) continue;  // a heading or a label, not a rule
    if (first_rule == all.size()) first_rule = i;
    double score = static_cast<double>(shared(words, want));
    score /= 1.0 + 0.05 * static_cast<double>(words.size());  // a long sentence matches by chance
    if (score > best_score) best_score = score, best = i;
  }
  if (best_score == 0 && first_rule < all.size()) return all[first_rule];
  return all[best];
}

}  // namespace arbiter::cli
