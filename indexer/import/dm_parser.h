// Dice Masters Comprehensive Rule Book (Markdown) -> parsed entry tree.
#pragma once

#include <string>
#include <vector>

#include "indexer/import/dm_document.h"

namespace arbiter::import::dm {

// `lines` are the source's lines; line numbers in the result are 1-based.
// Throws std::runtime_error naming the line when the text does not have the
// shape the parser expects.
Document parse_rule_book(const std::vector<std::string>& lines);

// The id slug of a printed term: apostrophes are dropped first, so that
// "Editor's Note" becomes "editors-note" rather than "editor-s-note".
std::string term_slug(const std::string& term);

}  // namespace arbiter::import::dm
