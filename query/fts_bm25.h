// The arithmetic of FTS5's bm25() (fts5_aux.c, fts5Bm25Function), shared
// by the ranking function called for each row (fts_rank.cpp) and the one
// that ranks a query's rows in one pass (fts_top.cpp): both must give
// bm25()'s scores to the last bit, so both compute them here.
#pragma once

#include <cmath>
#include <cstdint>

namespace arbiter::query {

// A phrase's IDF from the table's rows and the rows holding the phrase.
inline double bm25_idf(int64_t rows, int64_t hits) {
  double idf = log((rows - hits + 0.5) / (hits + 0.5));
  if (idf <= 0.0) idf = 1e-6;
  return idf;
}

// A phrase's part of a row's score: its weighted count in the row `freq`,
// the row's length in tokens `length`, the table's average `avgdl`.
inline double bm25_term(double idf, double freq, double length, double avgdl) {
  const double k1 = 1.2;
  const double b = 0.75;
  return idf * ((freq * (k1 + 1.0)) / (freq + k1 * (1 - b + b * length / avgdl)));
}

// A docsize record: each column's length in tokens, as SQLite varints
// (fts5_storage.c); the row's length is their sum, as xColumnSize(-1) adds
// them up. False when the record is cut short.
inline bool docsize_length(const unsigned char* p, int n, int* length) {
  int total = 0;
  for (int i = 0; i < n;) {
    uint64_t v = 0;
    int k = 0;
    for (; k < 8 && i < n && (p[i] & 0x80); ++k) v = (v << 7) | (p[i++] & 0x7f);
    if (i == n) return false;
    v = k == 8 ? (v << 8) | p[i++] : (v << 7) | p[i++];
    total += static_cast<int>(v);
  }
  *length = total;
  return true;
}

}  // namespace arbiter::query
