// What an answer with values missing can still say: the results that come
// out alike whatever the missing values are ("whatever the blocker's A is:
// the blocker is KO'd"), in words, fates first.
#pragma once

#include <map>
#include <string>

namespace arbiter::cli {

// The settled results (query::ask::Answer::settled) a player asks about,
// joined by "; ", or "" when none of them is one.
std::string settled_text(const std::map<std::string, std::string>& settled,
                         const std::string& game);

}  // namespace arbiter::cli
