#include "query/spelling.h"

#include <algorithm>
#include <vector>

#include "query/fts_query.h"

namespace arbiter::query {

int edit_distance(const std::string& a, const std::string& b) {
  const size_t n = a.size(), m = b.size();
  std::vector<std::vector<int>> d(n + 1, std::vector<int>(m + 1));
  for (size_t i = 0; i <= n; ++i) d[i][0] = static_cast<int>(i);
  for (size_t j = 0; j <= m; ++j) d[0][j] = static_cast<int>(j);
  for (size_t i = 1; i <= n; ++i)
    for (size_t j = 1; j <= m; ++j) {
      const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[n][m];
}

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
