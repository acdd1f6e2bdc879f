// Tab-separated data files (the corpus's vocabulary, card abilities and
// exclusions; the question set): one reader, so every file reports a bad
// row the same way, "PATH:LINE: problem".
#pragma once

#include <string>
#include <vector>

namespace arbiter {

struct TsvRow {
  std::vector<std::string> cols;
  std::string where;  // "PATH:LINE: ", for error messages
  int line = 0;
};

// Reads `path`, skipping blank lines and lines starting with '#' (and the
// first line when `header` is set). Every row must have between min_cols
// and max_cols fields; otherwise throws std::runtime_error naming the file,
// line and `expected`. A missing file is read as no rows.
std::vector<TsvRow> read_tsv(const std::string& path, size_t min_cols, size_t max_cols,
                             const std::string& expected, bool header = false);

}  // namespace arbiter
