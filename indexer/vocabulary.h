// The games' vocabulary (corpus/vocabulary.tsv): how players say things,
// what the question reader makes of it, and the entries it points to.
#pragma once

#include <string>
#include <vector>

namespace arbiter::corpus {

struct VocabularyRow {
  std::string game;
  std::string phrase;  // lower case words
  std::string concept_name;
  std::vector<std::string> entries;
  int line = 0;
};

// Reads the file; throws std::runtime_error naming file and line for a
// malformed row. A missing file is an empty vocabulary.
std::vector<VocabularyRow> read_vocabulary(const std::string& path);

}  // namespace arbiter::corpus
