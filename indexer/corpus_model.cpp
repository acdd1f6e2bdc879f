#include "indexer/corpus_model.h"

#include <algorithm>

namespace arbiter::corpus {

Lines merge_lines(Lines lines) {
  std::sort(lines.begin(), lines.end(),
            [](const LineSpan& a, const LineSpan& b) { return a.first < b.first; });
  Lines out;
  for (const LineSpan& s : lines) {
    if (!out.empty() && s.first <= out.back().last + 1)
      out.back().last = std::max(out.back().last, s.last);
    else
      out.push_back(s);
  }
  return out;
}

std::string format_lines(const Lines& lines) {
  std::string out;
  for (const LineSpan& span : lines) {
    if (!out.empty()) out += ',';
    out += std::to_string(span.first);
    if (span.last != span.first) out += "-" + std::to_string(span.last);
  }
  return out;
}

const char* block_type_name(BlockType t) {
  switch (t) {
    case BlockType::Paragraph: return "p";
    case BlockType::Bullet: return "li";
    case BlockType::Step: return "step";
    case BlockType::Example: return "example";
    case BlockType::TableRow: return "row";
  }
  return "p";
}

}  // namespace arbiter::corpus
