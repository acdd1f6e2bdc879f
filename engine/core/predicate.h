// A rule predicate: one rule of a rulebook as executable code, known by a
// stable id and citing the corpus entries it implements. The registry is
// written into the database by the indexer, and the index refuses to build
// when a predicate cites an entry that does not exist.
#pragma once

#include <string>
#include <vector>

namespace arbiter::engine {

struct Predicate {
  std::string id;                  // "mc.status.stunned-replaces-attack"
  std::string summary;             // one line
  std::vector<std::string> cites;  // entry ids: "mc:status-cards", "mc:stun"
  // Editions the rule holds in; empty means every edition of the game.
  std::vector<std::string> editions = {};

  std::string game() const { return id.substr(0, id.find('.')); }
  bool holds_in(const std::string& edition) const;
};

// Every predicate of both games, in a stable order.
const std::vector<const Predicate*>& predicate_registry();

// Checks the registry itself: ids unique and shaped "game.topic.name",
// summaries and citations present. Returns problems, empty when sound.
std::vector<std::string> check_registry();

}  // namespace arbiter::engine
