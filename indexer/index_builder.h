// Writes a checked corpus into a new SQLite database, atomically: the file
// at `output` is replaced only when everything has been written.
#pragma once

#include <string>
#include <vector>

#include "indexer/corpus_model.h"

namespace arbiter::db {

struct IndexStats {
  int editions = 0;
  int entries = 0;
  int references = 0;
  int outside_references = 0;
};

// Reads, checks and indexes every edition below corpus_dir. Throws
// std::runtime_error listing every problem when the corpus is not sound;
// nothing is written then.
IndexStats build_index(const std::string& corpus_dir, const std::string& output);

// Writes already-checked editions (used by build_index and by tests).
IndexStats write_index(const std::vector<corpus::Edition>& editions, const std::string& output);

}  // namespace arbiter::db
