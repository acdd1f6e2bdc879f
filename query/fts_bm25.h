// The arithmetic of FTS5's bm25() (fts5_aux.c, fts5Bm25Function), shared
// by the ranking function called for each row (fts_rank.cpp) and the one
// that ranks a query's rows in one pass (fts_top.cpp): both must give
// bm25()'s scores to the last bit, so both compute them here.
#pragma once

#include <cmath>
#include <cstdint>

#include "common/fts_row_lengths.h"  // docsize_length

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

}  // namespace arbiter::query
