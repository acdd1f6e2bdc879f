// Writes a checked corpus into a new SQLite database, atomically: the file
// at `output` is replaced only when everything has been written.
#pragma once

#include <functional>
#include <set>
#include <string>
#include <vector>

#include "common/sqlite.h"
#include "indexer/card_abilities.h"
#include "indexer/corpus_model.h"
#include "indexer/vocabulary.h"

namespace arbiter::db {

// A rule predicate as the database records it (the engine's registry,
// passed in so the indexer does not depend on the engine).
struct PredicateRow {
  std::string id;
  std::string game;
  std::string summary;
  std::vector<std::string> cites;
  std::vector<std::string> editions;  // empty: every edition
};

struct IndexStats {
  int editions = 0;
  int entries = 0;
  int references = 0;
  int outside_references = 0;
  int predicates = 0;
  int vocabulary = 0;
  int card_abilities = 0;
};

// Reads, checks and indexes every edition below corpus_dir. Throws
// std::runtime_error listing every problem when the corpus is not sound;
// nothing is written then.
// Every predicate citation must name an entry of its game, or nothing is
// written.
IndexStats build_index(const std::string& corpus_dir, const std::string& output,
                       const std::vector<PredicateRow>& predicates = {});

// Every id any edition has.
std::set<std::string> all_ids(const std::vector<corpus::Edition>& editions);

// Problems with predicate citations: "predicate P cites unknown entry E".
std::vector<std::string> check_predicates(const std::set<std::string>& ids,
                                          const std::vector<PredicateRow>& predicates);

// Writes already-checked editions (used by build_index and by tests).
IndexStats write_index(const std::vector<corpus::Edition>& editions, const std::string& output,
                       const std::vector<PredicateRow>& predicates = {},
                       const std::vector<corpus::VocabularyRow>& vocabulary = {},
                       const std::vector<corpus::CardAbilityRow>& cards = {});

// Copies the database `base` (written by write_index) to `output` with the
// editions added, and whatever `also` writes, atomically: `output` is
// replaced only when all of it has been written. The editions must have
// been checked against the base's (labels, sequences, ids, references).
IndexStats append_editions(const std::string& base, const std::vector<corpus::Edition>& editions,
                           const std::string& output,
                           const std::function<void(Database&)>& also = {});

}  // namespace arbiter::db
