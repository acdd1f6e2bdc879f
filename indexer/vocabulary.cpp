#include "indexer/vocabulary.h"

#include <stdexcept>

#include "common/text.h"
#include "common/tsv.h"

namespace arbiter::corpus {

std::vector<VocabularyRow> read_vocabulary(const std::string& path) {
  std::vector<VocabularyRow> rows;
  for (const TsvRow& row : read_tsv(path, 4, 4, "GAME<TAB>PHRASE<TAB>CONCEPT<TAB>ENTRIES")) {
    const std::vector<std::string>& cols = row.cols;
    const std::string& where = row.where;
    VocabularyRow r;
    r.game = trim(cols[0]);
    r.phrase = collapse_whitespace(to_lower_ascii(cols[1]));
    r.concept_name = trim(cols[2]);
    r.line = row.line;
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
