// Reads corpus XML (corpus/README.md) into the value types of
// corpus_model.h, rejecting anything outside the format.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "indexer/corpus_model.h"

namespace arbiter::corpus {

// A problem in a corpus file: what() is "FILE:LINE: problem".
class CorpusError : public std::runtime_error {
 public:
  CorpusError(const XmlPos& pos, const std::string& problem);
};

// Parses one edition file. Throws CorpusError on malformed XML or anything
// the format does not allow (unknown element or attribute, missing or bad
// value).
Edition read_edition_file(const std::string& path);
Edition read_edition_text(const std::string& xml, const std::string& file_label);

// Every *.xml below `corpus_dir`, except under sources/, sorted by path.
std::vector<std::string> list_edition_files(const std::string& corpus_dir);

// Parses "3", "3-5", "3-5,9". Throws std::invalid_argument on bad input.
Lines parse_lines(const std::string& spec);

}  // namespace arbiter::corpus
