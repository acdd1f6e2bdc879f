#include "indexer/vocabulary.h"

#include <filesystem>
#include <stdexcept>

#include "common/text.h"

namespace arbiter::corpus {

std::vector<VocabularyRow> read_vocabulary(const std::string& path) {
  std::vector<VocabularyRow> rows;
  if (!std::filesystem::exists(path)) return rows;
  const std::vector<std::string> lines = split_lines(read_file(path));
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string& line = lines[i];
    if (trim(line).empty() || line[0] == '#') continue;
    const std::string where = path + ":" + std::to_string(i + 1) + ": ";
    const std::vector<std::string> cols = split(line, '\t');
    if (cols.size() != 4)
      throw std::runtime_error(where + "expected GAME<TAB>PHRASE<TAB>CONCEPT<TAB>ENTRIES");
    VocabularyRow r;
    r.game = trim(cols[0]);
    r.phrase = collapse_whitespace(to_lower_ascii(cols[1]));
    r.concept_name = trim(cols[2]);
    r.line = static_cast<int>(i) + 1;
    if (r.game != "mc" && r.game != "dm") throw std::runtime_error(where + "game must be mc or dm");
    if (r.phrase.empty()) throw std::runtime_error(where + "empty phrase");
    if (r.concept_name.find(':') == std::string::npos)
      throw std::runtime_error(where + "concept '" + r.concept_name + "' is not KIND:NAME");
    for (const std::string& e : split(cols[3], ','))
      if (!trim(e).empty()) r.entries.push_back(trim(e));
    rows.push_back(r);
  }
  return rows;
}

}  // namespace arbiter::corpus
