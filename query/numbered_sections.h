// Which entries are section headings with numbered rules under them ("2.9
// Winning the Game"): their text holds their rules' only as a summary, so
// ask's ranking lets such a heading give way to its rules.
#pragma once

#include <string>
#include <vector>

#include "common/sqlite.h"

namespace arbiter::query {

// Those of `ids` that are a numbered section in some edition, in the order
// given: read from the list the index build writes (one meta row,
// db::kWriteNumberedSections), or, in a database without it, entry by
// entry (an index seek and a row read for each id, some sixty an ask).
std::vector<std::string> numbered_sections(const Database& db, const std::vector<std::string>& ids);

}  // namespace arbiter::query
