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
// "defeat" when sentences are matched against steps: a view of `w`, or of
// `buffer` when the stem is not a part of the word.
std::string_view stem(std::string_view w, std::string& buffer) {
  if (w.size() > 5 && w.ends_with("ies")) {
    buffer.assign(w.substr(0, w.size() - 3));
    buffer += 'y';
    return buffer;
  }
  for (const std::string_view end : {"ing", "ed", "es", "s"})
    if (w.size() > end.size() + 3 && w.ends_with(end)) return w.substr(0, w.size() - end.size());
  return w;
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

// Calls `f` on the stem of each word of `text` (its first kMaxQueryWords
// words, as query::query_words reads them) but common words and words with
// a digit, in order, repeats too; each stem a view valid during the call.
template <class F>
void each_stem(std::string_view text, F&& f) {
  std::string lowered;  // a word with a capital, lowered
  std::string buffer;   // a stem that is not a part of its word
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
    f(stem(word, buffer));
  }
}

// The stems of `text` (each_stem), each once, sorted.
std::vector<std::string> stems(std::string_view text) {
  std::vector<std::string> out;
  out.reserve(query::kMaxQueryWords);
  each_stem(text, [&](std::string_view s) { out.emplace_back(s); });
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace

// The entry's sentences, verbatim but for runs of whitespace: a sentence
// ends at ". ", "! ", "? " or a line break.
std::vector<std::string> sentences(const std::string& text) {
  std::vector<std::string> out;
  // Each sentence collapsed from its span of the text (collapse_whitespace
  // trims it too), not gathered a character at a time.
  size_t start = 0;
  auto flush = [&](size_t end) {
    std::string s = collapse_whitespace(std::string_view(text).substr(start, end - start));
    if (!s.empty()) out.push_back(std::move(s));
  };
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\n') {
      flush(i);
      start = i + 1;
    } else if ((c == '.' || c == '!' || c == '?') && (i + 1 == text.size() || text[i + 1] == ' ')) {
      flush(i + 1);
      start = i + 1;
    }
  }
  flush(text.size());
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
  // A sentence's stems, each once (a sentence has a few dozen words: a
  // search of those kept is cheaper than sorting them), and how many of
  // them the steps have.
  std::vector<std::string> words;
  words.reserve(query::kMaxQueryWords);
  for (size_t i = 0; i < all.size(); ++i) {
    words.clear();
    size_t in_steps = 0;
    each_stem(all[i], [&](std::string_view s) {
      if (std::find(words.begin(), words.end(), s) != words.end()) return;
      words.emplace_back(s);
      in_steps += std::binary_search(want.begin(), want.end(), s) ? 1 : 0;
    });
    if (words.size() < 4) continue;  // a heading or a label, not a rule
    if (first_rule == all.size()) first_rule = i;
    double score = static_cast<double>(in_steps);
    score /= 1.0 + 0.05 * static_cast<double>(words.size());  // a long sentence matches by chance
    if (score > best_score) best_score = score, best = i;
  }
  if (best_score == 0 && first_rule < all.size()) return all[first_rule];
  return all[best];
}

}  // namespace arbiter::cli
