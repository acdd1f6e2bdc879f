// What `ask` reads in a question: the game, whether it describes a
// situation, who is involved with which values and statuses, and what
// happens. Shown to the player as "Understood" so a misreading can be seen.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "query/ask/vocabulary.h"

namespace arbiter::query::ask {

struct Reading {
  std::string game;  // "mc", "dm", or "" when the words do not tell
  std::string
      action;  // mc: enemy-attack, player-attack, enemy-scheme, thwart; dm: combat; "" for a lookup
  std::string defender;  // mc enemy attacks: ally, hero, none, or "" when not said
  // facts[role][field]: facts["villain"]["atk"] = "3", facts["villain"]["stunned"] = "true".
  std::map<std::string, std::map<std::string, std::string>> facts;
  std::vector<const Term*> terms;      // recognised vocabulary, in question order
  std::vector<CardMatch> cards;        // cards named (corpus/card-abilities.tsv)
  std::vector<std::string> words;      // the question's words, spelling corrected
  std::vector<bool> breaks;            // per word: punctuation follows it
  std::vector<std::string> leftovers;  // words no term covered (for search)

  bool situation() const { return !action.empty(); }
  bool has(const std::string& role) const { return facts.count(role) > 0; }
  std::string fact(const std::string& role, const std::string& field) const;
};

// `game` forces the game ("mc" or "dm"); empty lets the vocabulary decide.
Reading read_question(const std::string& question, const Vocabulary& vocabulary,
                      const std::string& game);

// "villain ATK 3, stunned; defender: ally, 2 hit points; boost: 2 icons".
std::string describe(const Reading& r);

}  // namespace arbiter::query::ask
