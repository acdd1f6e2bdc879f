#include "query/spelling.h"

#include <algorithm>
#include <vector>

#include "query/fts_query.h"
#include "query/spelling_words.h"

namespace arbiter::query {

bool known_word(const Database& db, const std::string& word) {
  Statement st = db.prepare("SELECT 1 FROM words WHERE word=?");
  st.bind(1, word);
  return st.step();
}

namespace {

// The words a ranking keeps (its first, by bm25 over the trigrams).
constexpr int64_t kRanked = 200;

// The closest of the candidates seen, the most used among as close, the
// first seen among as close and as used; and how many are as close and as
// used as it.
class Closest {
 public:
  Closest(const std::string& word, int most) : word_(word), most_(most), distance_(most + 1) {}

  void add(const std::string& candidate, int64_t freq) {
    const size_t gap =
        std::max(word_.size(), candidate.size()) - std::min(word_.size(), candidate.size());
    if (gap > static_cast<size_t>(most_)) return;  // at least `gap` edits away
    const int d = edit_distance(word_, candidate);
    if (d < distance_ || (d == distance_ && freq > freq_)) {
      best_ = candidate;
      distance_ = d;
      freq_ = freq;
      ties_ = 1;
    } else if (d == distance_ && freq == freq_) {
      ++ties_;
    }
  }
  // The correction, or none within `most` edits.
  std::optional<std::string> best() const { return distance_ > most_ ? std::nullopt : best_; }
  size_t ties() const { return distance_ > most_ ? 0 : ties_; }

 private:
  const std::string& word_;
  int most_;
  std::optional<std::string> best_;
  int distance_;
  int64_t freq_ = -1;
  size_t ties_ = 0;
};

}  // namespace

namespace {

// Too short to correct without guessing, or longer than any rulebook word
// (pasted junk would otherwise cost a trigram query as long as itself).
bool correctable(const std::string& word) {
  return word.size() >= 4 && word.size() <= kLongestCorrectable;
}

int most_edits(const std::string& word) {
  return word.size() <= 5 ? 1 : 2;
}

// When the words sharing a trigram are no more than the ranking keeps and
// one alone is the closest and most used, their order changes nothing, and
// no bm25 is worked out (FTS5 looks up each word's length with a statement
// of its own).
bool decided(int64_t sharing, const Closest& closest) {
  return sharing <= kRanked && closest.ties() <= 1;
}

// Else the first of as close and as used in bm25's order, of its first.
std::optional<std::string> ranked_closest(const Database& db, const std::string& word) {
  Statement ranked = db.prepare(
      "SELECT w.word, w.freq FROM words_trigram t JOIN words w ON w.rowid = t.rowid "
      "WHERE words_trigram MATCH ? ORDER BY bm25(words_trigram) LIMIT ?");
  ranked.bind(1, any_trigram(word)).bind(2, kRanked);
  Closest closest(word, most_edits(word));
  while (ranked.step()) closest.add(ranked.text(0), ranked.integer(1));
  return closest.best();
}

}  // namespace

std::optional<std::string> correct_word(const Database& db, const std::string& word) {
  if (!correctable(word)) return std::nullopt;
  {
    // Every word sharing a trigram, unranked.
    Statement all = db.prepare(
        "SELECT w.word, w.freq FROM words_trigram t JOIN words w ON w.rowid = t.rowid "
        "WHERE words_trigram MATCH ?");
    all.bind(1, any_trigram(word));
    Closest closest(word, most_edits(word));
    int64_t n = 0;
    for (; all.step(); ++n) closest.add(all.text(0), all.integer(1));
    if (decided(n, closest)) return closest.best();
  }
  return ranked_closest(db, word);
}

std::optional<std::string> correct_word(const Catalog& catalog, const std::string& word) {
  if (!correctable(word)) return std::nullopt;
  const SpellingWords* kept = catalog.spelling_words();
  const auto sharing = kept ? kept->sharing_trigram(word) : std::nullopt;
  if (!sharing) return correct_word(catalog.db(), word);
  Closest closest(word, most_edits(word));
  for (const SpellingWords::Word* w : *sharing) closest.add(w->text, w->freq);
  if (decided(static_cast<int64_t>(sharing->size()), closest)) return closest.best();
  return ranked_closest(catalog.db(), word);
}

}  // namespace arbiter::query
