// The card database (cards.db) that `arbiter cards import` writes beside
// the user's data, and the lookups over it: by name as players type it,
// and the characters a question can name.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "cards/card.h"
#include "common/sqlite.h"

namespace arbiter::cards {

// Links each card's keywords to the rules entry that defines them, from the
// rules database (an entry whose id or title is the keyword's name).
void link_keywords(std::vector<Card>& cards, const Database& rules);

// What an import read and wrote, for its report.
struct ImportReport {
  int packs = 0;
  int cards = 0;
  std::map<std::string, int> by_type;           // type_code -> cards
  std::map<std::string, int> unknown_keywords;  // keyword no edition defines -> cards
};

// Writes the cards to `path` through a temporary file renamed into place,
// so an interrupted import leaves the previous database whole. Creates the
// folder. `source` is recorded (the checkout read).
ImportReport write_card_db(const std::vector<Card>& cards, int packs, const std::string& source,
                           const std::string& path);

// The cards of a card database, read whole (a few thousand rows).
class CardPool {
 public:
  // Throws std::runtime_error naming the path when it is not a card database.
  explicit CardPool(const std::string& path);
  CardPool() = default;

  const std::vector<Card>& cards() const { return cards_; }
  // Every card whose name (or subname) is `typed`, ignoring case and
  // punctuation; else those within a typing slip of it (one or two edits,
  // by length); reprints of the same card once. Villains: every stage.
  std::vector<const Card*> find(const std::string& typed) const;
  // Names close to `typed`, for "did you mean".
  std::vector<std::string> suggestions(const std::string& typed) const;

 private:
  std::vector<Card> cards_;
};

// A name compared as players type it: lower case, letters and digits, one
// space between words ("Spider-Man" -> "spider man").
std::string name_key(const std::string& name);

}  // namespace arbiter::cards
