// A rule predicate: one rule of a rulebook as executable code, known by a
// stable id and citing the corpus entries it implements. The registry is
// written into the database by the indexer, and the index refuses to build
// when a predicate cites an entry that does not exist.
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::engine {

// Up to N names, the rest left empty: a list the compiler builds into
// the program's constant data (`{"mc:guard", "mc:defend"}`); more than N
// is a compile error.
template <size_t N>
struct NameList {
  std::array<std::string_view, N> names{};

  constexpr size_t size() const {
    size_t n = 0;
    while (n < N && !names[n].empty()) ++n;
    return n;
  }
  constexpr bool empty() const { return names[0].empty(); }
  constexpr const std::string_view* begin() const { return names.data(); }
  constexpr const std::string_view* end() const { return names.data() + size(); }
  std::vector<std::string> strings() const { return {begin(), end()}; }
};

// Constant data throughout: the three hundred predicates cost nothing when
// a command starts, where strings and vectors had every start build them.
struct Predicate {
  std::string_view id;       // "mc.status.stunned-replaces-attack"
  std::string_view summary;  // one line
  NameList<8> cites;         // entry ids: "mc:status-cards", "mc:stun"
  // Editions the rule holds in; empty means every edition of the game.
  NameList<4> editions = {};

  std::string game() const { return std::string(id.substr(0, id.find('.'))); }
  bool holds_in(std::string_view edition) const;
};

// Every predicate of both games, in a stable order.
const std::vector<const Predicate*>& predicate_registry();

// Checks the registry itself: ids unique and shaped "game.topic.name",
// summaries and citations present. Returns problems, empty when sound.
std::vector<std::string> check_registry();

}  // namespace arbiter::engine
