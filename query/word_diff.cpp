#include "query/word_diff.h"

#include <algorithm>

#include "common/text.h"

namespace arbiter::query {

namespace {

using Kind = DiffOp::Kind;

std::vector<std::string> words_of(const std::string& s) {
  std::vector<std::string> out;
  for (const std::string& w : split(collapse_whitespace(s), ' '))
    if (!w.empty()) out.push_back(w);
  return out;
}

// Longest-common-subsequence alignment of two sequences (compared with
// quotes folded), as ops on items; equal items point into `b`.
std::vector<std::pair<Kind, const std::string*>> align(const std::vector<std::string>& a,
                                                       const std::vector<std::string>& b) {
  const size_t n = a.size(), m = b.size();
  std::vector<std::string> ka, kb;
  for (const auto& x : a) ka.push_back(fold_quotes(x));
  for (const auto& x : b) kb.push_back(fold_quotes(x));
  std::vector<std::vector<int>> lcs(n + 1, std::vector<int>(m + 1, 0));
  for (size_t i = n; i-- > 0;)
    for (size_t j = m; j-- > 0;)
      lcs[i][j] = ka[i] == kb[j] ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
  std::vector<std::pair<Kind, const std::string*>> ops;
  size_t i = 0, j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && ka[i] == kb[j]) {
      ops.emplace_back(Kind::Equal, &b[j]);
      ++i, ++j;
    } else if (i < n && (j == m || lcs[i + 1][j] >= lcs[i][j + 1])) {
      ops.emplace_back(Kind::Delete, &a[i++]);  // deletions first, as diff readers expect
    } else {
      ops.emplace_back(Kind::Insert, &b[j++]);
    }
  }
  return ops;
}

void push(std::vector<DiffOp>& out, Kind kind, const std::string& text, const char* sep) {
  if (!out.empty() && out.back().kind == kind) {
    out.back().text += sep + text;
  } else {
    out.push_back({kind, text});
  }
}

void diff_words(std::vector<DiffOp>& out, const std::vector<std::string>& a,
                const std::vector<std::string>& b) {
  // A huge stretch with nothing in common is not worth aligning word by word.
  if (a.size() * b.size() > 4'000'000) {
    for (const std::string& w : a) push(out, Kind::Delete, w, " ");
    for (const std::string& w : b) push(out, Kind::Insert, w, " ");
    return;
  }
  for (const auto& [kind, word] : align(a, b)) push(out, kind, *word, " ");
}

}  // namespace

std::string fold_quotes(const std::string& text) {
  std::string s = text;
  for (const auto& [from, to] : std::vector<std::pair<std::string, std::string>>{
           {"\u201c", "\""}, {"\u201d", "\""}, {"\u2018", "'"}, {"\u2019", "'"}}) {
    for (size_t at = 0; (at = s.find(from, at)) != std::string::npos;)
      s.replace(at, from.size(), to);
  }
  return s;
}

double DiffStats::similarity() const {
  const int total = std::max(words_from, words_to);
  if (total == 0) return 1.0;
  return static_cast<double>(words_from - deleted) / total;
}

std::vector<DiffOp> word_diff(const std::string& from, const std::string& to) {
  std::vector<std::string> la, lb;
  for (const std::string& l : split_lines(from)) la.push_back(collapse_whitespace(l));
  for (const std::string& l : split_lines(to)) lb.push_back(collapse_whitespace(l));
  std::vector<DiffOp> out;
  std::vector<std::string> pending_a, pending_b;  // words of an unmatched stretch of lines
  auto flush = [&] {
    diff_words(out, pending_a, pending_b);
    pending_a.clear();
    pending_b.clear();
  };
  for (const auto& [kind, line] : align(la, lb)) {
    if (kind == Kind::Equal) {
      flush();
      push(out, Kind::Equal, *line, "\n");
      continue;
    }
    for (const std::string& w : words_of(*line))
      (kind == Kind::Delete ? pending_a : pending_b).push_back(w);
  }
  flush();
  return out;
}

DiffStats diff_stats(const std::vector<DiffOp>& ops) {
  DiffStats s;
  for (const DiffOp& op : ops) {
    const int n = static_cast<int>(words_of(op.text).size());
    if (op.kind != Kind::Insert) s.words_from += n;
    if (op.kind != Kind::Delete) s.words_to += n;
    if (op.kind == Kind::Delete) s.deleted += n;
    if (op.kind == Kind::Insert) s.inserted += n;
  }
  return s;
}

}  // namespace arbiter::query
