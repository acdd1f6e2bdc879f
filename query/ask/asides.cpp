#include "query/ask/asides.h"

#include <set>

namespace arbiter::query::ask {

namespace {

bool opens_afterthought(const std::string& w) {
  static const std::set<std::string> kOpeners = {"also",      "then",    "earlier", "anyway",
                                                 "anyways",   "btw",     "ps",      "otherwise",
                                                 "meanwhile", "besides", "plus",    "oh"};
  return kOpeners.count(w) > 0;
}

// ("then spidey hits rhino for 2 next turn, how much goes thru": a second
// question, its mark left off, is no afterthought.)
bool asks_without_mark(const std::vector<std::string>& words, const std::vector<char>& breaks,
                       size_t first, size_t last) {
  static const std::set<std::string> kAsks = {"how",  "what",  "who",    "which", "does",
                                              "do",   "did",   "is",     "are",   "can",
                                              "will", "would", "should", "was"};
  if (kAsks.count(words[first])) return true;
  for (size_t w = first; w <= last; ++w)
    if (words[w] == "how" || (words[w] == "what" && w > first && breaks[w - 1] != 0)) return true;
  return false;
}

}  // namespace

std::vector<WordSpan> afterthoughts(const std::vector<std::string>& words,
                                    const std::vector<char>& breaks) {
  std::vector<std::pair<size_t, size_t>> sentences;  // first and last word
  for (size_t i = 0; i < words.size();) {
    size_t end = i;
    while (end + 1 < words.size() && !(end < breaks.size() && sentence_mark(breaks[end]))) ++end;
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
    for (size_t w = first; w <= last; ++w) marked |= words[w] == "also" || words[w] == "lol";
    if (marked && !asks_without_mark(words, breaks, first, last))
      out.push_back({first, last, SetAside::kAfterthought});
  }
  return out;
}

bool may_tell_a_fact(const WordSpan& aside, const std::vector<std::string>& words,
                     const Vocabulary& vocabulary, const std::string& game) {
  const std::vector<std::string> said(words.begin() + static_cast<long>(aside.first),
                                      words.begin() + static_cast<long>(aside.last) + 1);
  for (const std::string& w : said)
    if (w.find_first_of("0123456789") != std::string::npos) return true;
  for (const char* g : {"mc", "dm"}) {
    if (!game.empty() && game != g) continue;
    for (const TermMatch& m : vocabulary.match(said, g))
      if (m.term->kind == "stat" || m.term->kind == "status" || m.term->kind == "keyword")
        return true;
  }
  return false;
}

}  // namespace arbiter::query::ask
