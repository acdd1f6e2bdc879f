#include "query/spelling.h"

#include <algorithm>
#include <vector>

#include "query/fts_query.h"

namespace arbiter::query {

bool known_word(const Database& db, const std::string& word) {
  Statement st = db.prepare("SELECT 1 FROM words WHERE word=?");
  st.bind(1, word);
  return st.step();
}

std::optional<std::string> correct_word(const Database& db, const std::string& word) {
  if (word.size() < 4) return std::nullopt;  // too short to correct without guessing
  // No rulebook word is this long; pasted junk would otherwise cost a
  // trigram query as long as itself.
  if (word.size() > kLongestCorrectable) return std::nullopt;
  Statement st = db.prepare(
      "SELECT w.word, w.freq FROM words_trigram t JOIN words w ON w.rowid = t.rowid "
      "WHERE words_trigram MATCH ? ORDER BY bm25(words_trigram) LIMIT 200");
  st.bind(1, any_trigram(word));
  const int max_distance = word.size() <= 5 ? 1 : 2;
  std::optional<std::string> best;
  int best_distance = max_distance + 1;
  int64_t best_freq = -1;
  while (st.step()) {
    const std::string candidate = st.text(0);
    const int64_t freq = st.integer(1);
    const size_t gap =
        std::max(word.size(), candidate.size()) - std::min(word.size(), candidate.size());
    if (gap > static_cast<size_t>(max_distance)) continue;  // at least `gap` edits away
    const int d = edit_distance(word, candidate);
    if (d < best_distance || (d == best_distance && freq > best_freq)) {
      best = candidate;
      best_distance = d;
      best_freq = freq;
    }
  }
  if (best_distance > max_distance) return std::nullopt;
  return best;
}

}  // namespace arbiter::query
