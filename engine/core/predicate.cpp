#include "engine/core/predicate.h"

#include <algorithm>
#include <regex>
#include <set>

namespace arbiter::engine {

bool Predicate::holds_in(std::string_view edition) const {
  return editions.empty() || std::find(editions.begin(), editions.end(), edition) != editions.end();
}

std::vector<std::string> check_registry() {
  static const std::regex shape(R"(^(mc|dm)\.[a-z0-9-]+\.[a-z0-9-]+$)");
  std::vector<std::string> problems;
  std::set<std::string> seen;
  for (const Predicate* p : predicate_registry()) {
    const std::string id(p->id);
    if (!std::regex_match(id, shape))
      problems.push_back("predicate id '" + id + "' is not game.topic.name");
    if (!seen.insert(id).second)
      problems.push_back("predicate id '" + id + "' is registered twice");
    if (p->summary.empty()) problems.push_back("predicate '" + id + "' has no summary");
    if (p->cites.empty()) problems.push_back("predicate '" + id + "' cites no entry");
    for (std::string_view c : p->cites)
      if (!c.starts_with(p->game() + ":"))
        problems.push_back("predicate '" + id + "' cites '" + std::string(c) + "' of another game");
  }
  return problems;
}

}  // namespace arbiter::engine
