// `arbiter changes` as text: a summary, then the rule changes (what happens
// in play), entries added and removed, wording-only changes, and entries
// only renamed or moved; each change on one line with its measure.
#pragma once

#include <string>
#include <vector>

#include "query/edition_compare.h"

namespace arbiter::cli {

// The groups, in the order they are listed.
enum class ChangeGroup : unsigned char { kRule, kAdded, kRemoved, kWording, kRenamedOrMoved };

ChangeGroup group_of(const query::EditionChange& change);

std::string changes_text(const std::vector<query::EditionChange>& changes, const std::string& from,
                         const std::string& to, bool colour);

}  // namespace arbiter::cli
