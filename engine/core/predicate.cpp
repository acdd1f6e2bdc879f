#include "engine/core/predicate.h"

#include <algorithm>
#include <regex>
#include <set>

namespace arbiter::engine {

bool Predicate::holds_in(const std::string& edition) const {
  return editions.empty() || std::find(editions.begin(), editions.end(), edition) != editions.end();
}

std::vector<std::string> check_registry() {
  static const std::regex shape(R"(^(mc|dm)\.[a-z0-9-]+\.[a-z0-9-]+$)");
  std::vector<std::string> problems;
  std::set<std::string> seen;
  for (const Predicate* p : predicate_registry()) {
    if (!std::regex_match(p->id, shape))
      problems.push_back("predicate id '" + p->id + "' is not game.topic.name");
    if (!seen.insert(p->id).second)
      problems.push_back("predicate id '" + p->id + "' is registered twice");
    if (p->summary.empty()) problems.push_back("predicate '" + p->id + "' has no summary");
    if (p->cites.empty()) problems.push_back("predicate '" + p->id + "' cites no entry");
    for (const std::string& c : p->cites)
      if (c.rfind(p->game() + ":", 0) != 0)
        problems.push_back("predicate '" + p->id + "' cites '" + c + "' of another game");
  }
  return problems;
}

}  // namespace arbiter::engine
