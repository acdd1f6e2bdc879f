#include "query/numbered_sections.h"

#include <algorithm>
#include <string_view>

namespace arbiter::query {

std::vector<std::string> numbered_sections(const Database& db,
                                           const std::vector<std::string>& ids) {
  std::vector<std::string> out;
  Statement listed = db.prepare("SELECT value FROM meta WHERE key = 'numbered-sections'");
  if (listed.step()) {
    const std::string_view value = listed.view(0);
    std::vector<std::string_view> sections;
    for (size_t start = 0; start < value.size();) {
      size_t end = value.find('\n', start);
      if (end == std::string_view::npos) end = value.size();
      sections.push_back(value.substr(start, end - start));
      start = end + 1;
    }
    std::sort(sections.begin(), sections.end());
    for (const std::string& id : ids)
      if (std::binary_search(sections.begin(), sections.end(), std::string_view(id)))
        out.push_back(id);
    return out;
  }
  Statement each = db.prepare(
      "SELECT 1 FROM entries WHERE id = ? AND kind = 'section' AND number <> '' LIMIT 1");
  for (const std::string& id : ids) {
    each.bind(1, id);
    if (each.step()) out.push_back(id);
    each.reset();
  }
  return out;
}

}  // namespace arbiter::query
