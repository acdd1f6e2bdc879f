// Ids as people type them: "stun" for mc:stun, when only one game has an
// entry of that name.
#pragma once

#include <string>
#include <vector>

#include "query/catalog.h"

namespace arbiter::query {

// An id without its game prefix that names entries in more than one game.
// Commands report it on one line, candidates included, and exit 1.
class AmbiguousId : public NotFound {
 public:
  AmbiguousId(const std::string& typed, std::vector<std::string> candidates);
  const std::vector<std::string>& candidates() const { return candidates_; }

 private:
  std::vector<std::string> candidates_;
};

// The full id for `typed` (no "@EDITION" part). An id with a game prefix
// ("mc:stun") comes back unchanged; without one, "stun", "Stun" and
// "status cards" (as its slug) find the entries of that name in each game:
// exactly one is returned, several throw AmbiguousId, none returns `typed`
// unchanged so that the caller reports it unknown, with suggestions.
std::string resolve_id(const Catalog& catalog, const std::string& typed);

// resolve_id on the id part of "ID@EDITION", keeping the "@EDITION".
std::string resolve_ref(const Catalog& catalog, const std::string& typed);

}  // namespace arbiter::query
