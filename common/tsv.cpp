#include "common/tsv.h"

#include <filesystem>
#include <stdexcept>

#include "common/text.h"

namespace arbiter {

std::vector<TsvRow> read_tsv(const std::string& path, size_t min_cols, size_t max_cols,
                             const std::string& expected, bool header) {
  std::vector<TsvRow> rows;
  if (!std::filesystem::exists(path)) return rows;
  const std::vector<std::string> lines = split_lines(read_file(path));
  for (size_t i = header ? 1 : 0; i < lines.size(); ++i) {
    if (trim(lines[i]).empty() || lines[i][0] == '#') continue;
    TsvRow row{split(lines[i], '\t'), path + ":" + std::to_string(i + 1) + ": ",
               static_cast<int>(i) + 1};
    if (row.cols.size() < min_cols || row.cols.size() > max_cols)
      throw std::runtime_error(row.where + "expected " + expected);
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace arbiter
