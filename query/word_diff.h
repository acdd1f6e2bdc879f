// Word-level differences between two texts: lines are aligned first
// (longest common subsequence), then words within each changed stretch, so
// long entries stay cheap.
#pragma once

#include <string>
#include <vector>

namespace arbiter::query {

struct DiffOp {
  enum class Kind { Equal, Delete, Insert };
  Kind kind = Kind::Equal;
  std::string text;  // words joined by single spaces; "\n" between lines
};

struct DiffStats {
  int words_from = 0;
  int words_to = 0;
  int deleted = 0;
  int inserted = 0;
  double similarity() const;  // share of words unchanged, 0..1
};

// Words are compared with curly quotes folded to straight ones, so quote
// style alone is not a change; equal stretches show the newer text.
std::vector<DiffOp> word_diff(const std::string& from, const std::string& to);

std::string fold_quotes(const std::string& text);
DiffStats diff_stats(const std::vector<DiffOp>& ops);

}  // namespace arbiter::query
