// When the player imported a Rules Reference newer than the edition ask
// simulates under (the newest built-in one: no rule predicate was written
// for an imported text), what the answer must tell them: which cited rules
// the newer edition words differently or lacks, and which terms of their
// question only the newer edition defines (shown, never simulated).
#pragma once

#include <string>
#include <vector>

#include "query/catalog.h"

namespace arbiter::query::ask {

struct NewerRule {
  std::string id, title, text;  // the newer edition's title and text
};

struct NewerEdition {
  std::string label;                  // "" when the player has no newer edition
  bool newest = false;                // the newest edition the player has (not one they named)
  std::vector<NewerRule> changed;     // cited rules it words differently
  std::vector<NewerRule> absent;      // cited rules it does not have (title: the older one's)
  std::vector<NewerRule> only_there;  // terms of the question only it defines
  bool empty() const { return label.empty(); }
};

// The imported edition newer than `simulated` that applies: `requested`
// when it names an imported edition, else the game's newest edition when it
// is an imported one; "" when there is none.
std::string newer_imported_edition(const Catalog& catalog, const std::string& game,
                                   const std::string& simulated, const std::string& requested);

NewerEdition compare_with_newer(const Catalog& catalog, const std::string& game,
                                const std::string& simulated, const std::string& newer,
                                const std::vector<std::string>& cited,
                                const std::vector<std::string>& question_words);

}  // namespace arbiter::query::ask
