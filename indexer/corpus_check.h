// Whole-corpus checks that a single file cannot make: ids unique and well
// formed, every reference resolving, edition labels distinct.
#pragma once

#include <string>
#include <vector>

#include "indexer/corpus_model.h"

namespace arbiter::corpus {

// Returns every problem found, each "FILE:LINE: problem"; empty when sound.
std::vector<std::string> check_corpus(const std::vector<Edition>& editions);

// True when `id` fits its game's id scheme (corpus/README.md, "Ids").
bool is_valid_id(const std::string& game, const std::string& id);

}  // namespace arbiter::corpus
