#include "query/spelling_words.h"

#include <algorithm>

namespace arbiter::query {

namespace {

constexpr int kSymbols = 36;  // a-z, 0-9
constexpr size_t kTrigrams = kSymbols * kSymbols * kSymbols;

// A letter or digit's place among the symbols; -1 for anything else.
int symbol(char c) {
  if (c >= 'a' && c <= 'z') return c - 'a';
  if (c >= '0' && c <= '9') return 26 + (c - '0');
  return -1;
}

bool all_symbols(std::string_view s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return symbol(c) >= 0; });
}

size_t trigram_at(std::string_view s, size_t i) {
  return static_cast<size_t>((symbol(s[i]) * kSymbols + symbol(s[i + 1])) * kSymbols +
                             symbol(s[i + 2]));
}

// Calls f(trigram) for each trigram of `s` (all symbols), repeats once.
template <typename F>
void each_trigram(std::string_view s, F f) {
  std::vector<size_t> seen;
  for (size_t i = 0; i + 3 <= s.size(); ++i) {
    const size_t t = trigram_at(s, i);
    if (std::find(seen.begin(), seen.end(), t) != seen.end()) continue;
    seen.push_back(t);
    f(t);
  }
}

}  // namespace

SpellingWords::SpellingWords(const Database& db) {
  // The text the trigram index holds is what a match is tested against.
  Statement st = db.prepare(
      "SELECT w.word, w.freq, t.word FROM words_trigram t JOIN words w ON w.rowid = t.rowid "
      "ORDER BY t.rowid");
  std::vector<std::string> indexed;
  while (st.step()) {
    words_.push_back({st.text(0), st.integer(1)});
    indexed.push_back(st.text(2));
    if (!all_symbols(indexed.back())) usable_ = false;
  }
  if (!usable_) return;
  // Counted, then placed: each trigram's holders in one array.
  starts_.assign(kTrigrams + 1, 0);
  for (const std::string& w : indexed) each_trigram(w, [&](size_t t) { ++starts_[t + 1]; });
  for (size_t t = 0; t < kTrigrams; ++t) starts_[t + 1] += starts_[t];
  holders_.resize(starts_[kTrigrams]);
  std::vector<uint32_t> next(starts_.begin(), starts_.end() - 1);
  for (size_t i = 0; i < indexed.size(); ++i)
    each_trigram(indexed[i], [&](size_t t) { holders_[next[t]++] = static_cast<uint32_t>(i); });
}

std::optional<std::vector<const SpellingWords::Word*>> SpellingWords::sharing_trigram(
    std::string_view word) const {
  if (!usable_ || !all_symbols(word)) return std::nullopt;
  std::vector<uint32_t> found;
  each_trigram(word, [&](size_t t) {
    found.insert(found.end(), holders_.begin() + starts_[t], holders_.begin() + starts_[t + 1]);
  });
  std::sort(found.begin(), found.end());
  found.erase(std::unique(found.begin(), found.end()), found.end());
  std::vector<const Word*> out;
  out.reserve(found.size());
  for (const uint32_t i : found) out.push_back(&words_[i]);
  return out;
}

}  // namespace arbiter::query
