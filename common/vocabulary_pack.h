// The games' vocabulary (corpus/vocabulary.tsv) and card abilities
// (corpus/card-abilities.tsv) packed into one text, as the index build
// stores it (meta row "vocabulary") and `ask` loads it at every start: the
// rows, every word of their phrases sorted, and the rows in the order of
// their first words, so loading is reading one value and cutting it into
// views, with no sorting, no set and no row-by-row SQL.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

// One vocabulary row as stored: `entries` joined by commas.
struct PackedTerm {
  std::string_view game, phrase, concept_name, entries;
  std::string_view first = {};  // the phrase's first word (up to its first space)
  uint32_t words = 0;           // the phrase's words: its spaces and one
};

// One card-ability row as stored.
struct PackedCard {
  std::string_view game, phrase, role, ability, implies, entry;
};

// A packed vocabulary read in place: views into the text it came from,
// which must outlive it.
struct PackedVocabulary {
  std::vector<PackedTerm> terms;
  std::vector<PackedCard> cards;
  // Every word of the terms' and the cards' phrases (split at spaces, an
  // empty word kept), once each, in std::string order.
  std::vector<std::string_view> words;
  // The terms' indices ordered by first word, then index.
  std::vector<uint32_t> by_first;
};

// The text for the rows (their `first` and `words` are worked out). No
// field may hold a tab or a line break (the TSV files they come from
// cannot).
std::string pack_vocabulary(const std::vector<PackedTerm>& terms,
                            const std::vector<PackedCard>& cards);

// The rows of `text`, or none when it is not a packed vocabulary of this
// version (an older database's, a damaged one).
std::optional<PackedVocabulary> unpack_vocabulary(std::string_view text);

}  // namespace arbiter
