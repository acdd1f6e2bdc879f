#include "query/ask/asides.h"

#include <set>

namespace arbiter::query::ask {

namespace {

bool sentence_end(char c) {
  return c == '.' || c == '?' || c == '!' || c == ';';
}

bool opens_afterthought(const std::string& w) {
  static const std::set<std::string> kOpeners = {"also",      "then",    "earlier", "anyway",
                                                 "anyways",   "btw",     "ps",      "otherwise",
                                                 "meanwhile", "besides", "plus",    "oh"};
  return kOpeners.count(w) > 0;
}

}  // namespace

std::vector<WordSpan> afterthoughts(const std::vector<std::string>& words,
                                    const std::vector<char>& breaks, bool with_numbers) {
  // The sentences: [first, last] word spans.
  std::vector<std::pair<size_t, size_t>> sentences;
  for (size_t i = 0; i < words.size();) {
    size_t end = i;
    while (end + 1 < words.size() && !(end < breaks.size() && sentence_end(breaks[end]))) ++end;
    sentences.emplace_back(i, end);
    i = end + 1;
  }
  auto asks = [&](const std::pair<size_t, size_t>& s) {
    return s.second < breaks.size() && breaks[s.second] == '?';
  };
  size_t first_ask = sentences.size(), last_ask = sentences.size();
  for (size_t k = 0; k < sentences.size(); ++k)
    if (asks(sentences[k])) {
      if (first_ask == sentences.size()) first_ask = k;
      last_ask = k;
    }
  // ("Does my ally die? Rhino attacked ...": the question first, its facts
  // after it.)
  if (first_ask == 0 || last_ask >= sentences.size()) return {};
  std::vector<WordSpan> out;
  for (size_t k = last_ask + 1; k < sentences.size(); ++k) {
    const auto [first, last] = sentences[k];
    bool marked = opens_afterthought(words[first]) || words[last] == "too" ||
                  (words[first] == "before" && first + 1 <= last && words[first + 1] == "that") ||
                  (words[first] == "good" && first + 1 <= last && words[first + 1] == "game");
    // ("then spidey hits rhino for 2 next turn, how much goes thru": a
    // second question, its mark left off.)
    static const std::set<std::string> kAsks = {"how",  "what",  "who",    "which", "does",
                                                "do",   "did",   "is",     "are",   "can",
                                                "will", "would", "should", "was"};
    bool number = false, asking = kAsks.count(words[first]) > 0;
    for (size_t w = first; w <= last; ++w) {
      asking |= words[w] == "how" || (words[w] == "what" && w > first && breaks[w - 1] != 0);
      marked |= words[w] == "also" || words[w] == "lol";
      number |= words[w].find_first_of("0123456789") != std::string::npos;
    }
    if (marked && !asking && (with_numbers || !number))
      out.push_back({first, last, SetAside::kAfterthought});
  }
  return out;
}

}  // namespace arbiter::query::ask
