// Reading a checkout of the community's marvelsdb-json-data repository:
// pack/*.json (an array of cards each) and packs.json (the packs' names).
#pragma once

#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "cards/card.h"

namespace arbiter::cards {

// A checkout that cannot be read: one line naming the file, and where the
// fault is known the line and the field ("pack/core.json:212: card 01094:
// 'attack' is a string, expected a number").
class ImportError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct PackRead {
  std::vector<Card> cards;  // reprints (duplicate_of) filled in from their original
  int packs = 0;            // pack files read
};

// Throws ImportError when `dir` is not such a checkout (no pack/ folder of
// JSON files) or a file in it is not the data's shape.
PackRead read_checkout(const std::filesystem::path& dir);

}  // namespace arbiter::cards
