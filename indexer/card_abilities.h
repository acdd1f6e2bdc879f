// Card abilities as data (corpus/card-abilities.tsv): a card named in a
// question, the role it sits on, its ability in the MC engine's <ability>
// terms, the action the card implies, and the FAQ entry it rests on.
#pragma once

#include <string>
#include <vector>

namespace arbiter::corpus {

struct CardAbilityRow {
  std::string game;
  std::string phrase;   // lower case words as players type the card's name
  std::string role;     // villain, hero, ally or minion: what the card sits on
  std::string ability;  // <ability> attributes (timing, when, does, ...), or empty
  std::string implies;  // the action the card implies (expire, attack-event, prevent), or empty
  std::string entry;    // the FAQ entry the ability rests on
  int line = 0;
};

// Reads the file; throws std::runtime_error naming file and line for a
// malformed row. A missing file is an empty list.
std::vector<CardAbilityRow> read_card_abilities(const std::string& path);

}  // namespace arbiter::corpus
