// The one sentence of an entry's text that decides, for the short answer's
// Rules: the entry split into sentences, verbatim, and the one sharing the
// most word stems with the steps that cite it.
#include <set>
#include <string>
#include <vector>

#include "common/text.h"
#include "query/cli/ask_answer_text.h"
#include "query/cli/ask_answer_text_parts.h"
#include "query/fts_query.h"

namespace arbiter::cli {

namespace {

// A word's rough stem, so "defends" meets "defend" and "defeated" meets
// "defeat" when sentences are matched against steps.
std::string stem(std::string w) {
  if (w.size() > 5 && w.ends_with("ies")) return w.substr(0, w.size() - 3) + "y";
  for (const char* end : {"ing", "ed", "es", "s"}) {
    const size_t n = std::char_traits<char>::length(end);
    if (w.size() > n + 3 && w.compare(w.size() - n, n, end) == 0) return w.substr(0, w.size() - n);
  }
  return w;
}

// Words that say nothing about which sentence decides.
const std::set<std::string>& common_words() {
  static const std::set<std::string> value = {
      "the", "a",    "an",   "is",   "are", "of",   "to",   "and",  "or",   "it",  "its",
      "in",  "on",   "by",   "for",  "as",  "be",   "that", "this", "with", "if",  "then",
      "has", "have", "was",  "from", "at",  "not",  "no",   "any",  "each", "one", "can",
      "may", "must", "when", "all",  "but", "into", "than", "they", "their"};
  return value;
}

std::set<std::string> stems(const std::string& text) {
  std::set<std::string> out;
  for (const std::string& w : query::query_words(text))
    if (!common_words().count(w) && w.find_first_of("0123456789") == std::string::npos)
      out.insert(stem(w));
  return out;
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
  std::set<std::string> want;
  for (const std::string& c : context)
    for (const std::string& s : stems(c)) want.insert(s);
  size_t best = 0;
  double best_score = 0;
  for (size_t i = 0; i < all.size(); ++i) {
    const std::set<std::string> words = stems(all[i]);
    if (words.size() < 4) continue;  // a heading or a label, not a rule
    double score = 0;
    for (const std::string& w : words) score += want.count(w);
    score /= 1.0 + 0.05 * static_cast<double>(words.size());  // a long sentence matches by chance
    if (score > best_score) best_score = score, best = i;
  }
  if (best_score == 0)
    for (size_t i = 0; i < all.size(); ++i)
      if (stems(all[i]).size() >= 4) return all[i];
  return all[best];
}

}  // namespace arbiter::cli
