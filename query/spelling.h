// "Did you mean": corrections for words the corpus does not contain, drawn
// from the corpus vocabulary through its trigram index.
#pragma once

#include <optional>
#include <string>

#include "common/sqlite.h"
#include "common/text.h"
#include "query/catalog.h"

namespace arbiter::query {

// Longer words are never corrected: the longest rulebook word is far
// shorter, and a longer "word" is pasted junk, not a typo.
inline constexpr size_t kLongestCorrectable = 40;

// The distance spelling correction measures by (common/text.h).
using arbiter::edit_distance;

// True when the corpus vocabulary has the word as written.
bool known_word(const Database& db, const std::string& word);

// The closest corpus word within 1 edit (words up to 5 letters) or 2 edits,
// preferring the more frequent; nullopt when none is close.
std::optional<std::string> correct_word(const Database& db, const std::string& word);
// The same, the words sharing a trigram found among the ones the catalog
// keeps (Catalog::spelling_words) when it keeps them.
std::optional<std::string> correct_word(const Catalog& catalog, const std::string& word);

}  // namespace arbiter::query
