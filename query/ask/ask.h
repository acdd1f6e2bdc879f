// `arbiter ask`: a question in a player's words -> what was understood, the
// simulated outcome (for a situation), the steps and the rules behind it.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/simulation.h"
#include "query/ask/newer_edition.h"
#include "query/ask/reading.h"
#include "query/ask/vocabulary.h"
#include "query/catalog.h"

namespace arbiter::query::ask {

struct RuleAnswer {
  std::string id, edition, title, text;
  std::string why;  // "cited by the simulation", "the question mentions 'stunned'", "search match"
};

// One reading of the question and what it comes to.
struct ReadingAnswer {
  Reading reading;
  std::string notation;      // the situation notation (notation.h)
  std::string scenario_xml;  // as run
  std::optional<engine::SimReport> report;
  std::vector<std::string> missing;
  std::map<std::string, std::string> settled;   // Situation::settled
  std::vector<std::string> assumed_open;        // Situation::assumed_open
  std::vector<engine::SimReport> alternatives;  // Situation::alternatives
  std::vector<std::string> assumed;
};

struct Answer {
  Reading reading;         // the likeliest reading
  std::string understood;  // its situation notation, or what the rules question is about
  std::string edition;
  std::string scenario_xml;  // empty for a lookup
  // The outcome: set only when every reading that remains agrees on it.
  std::optional<engine::SimReport> report;
  std::vector<std::string> missing;
  // With values missing or assumed_open: the results alike whatever they
  // are, in every reading (Situation::settled).
  std::map<std::string, std::string> settled;
  // The first reading's Situation::assumed_open and alternatives.
  std::vector<std::string> assumed_open;
  std::vector<engine::SimReport> alternatives;
  std::vector<std::string> assumed;
  std::vector<RuleAnswer> rules;  // best first
  // Every reading simulated; more than one when the words allow several.
  std::vector<ReadingAnswer> readings;
  bool readings_differ = false;       // their outcomes differ: no single outcome is stated
  std::vector<std::string> not_used;  // words no stage of the reading used
  // What the question says changes a number and the reading did not apply
  // (Reading::unapplied): then no outcome is stated, only the one as read
  // without it, in readings.
  std::vector<std::string> unapplied;
  // Dice the reading made that the question gives no value for
  // (Reading::unfounded): no outcome is stated either.
  std::vector<std::string> unfounded;
  std::vector<std::string> undefined;  // words of the question no edition defines
  // Numbers past the engine's range (engine/core/checked.h), named rather
  // than read as words or wrapped: "'99999999999' is out of range (0..999) ...".
  std::vector<std::string> out_of_range;
  std::string edition_note;  // why this edition ("named in the question")
  // An imported edition newer than `edition`: what it words differently.
  NewerEdition newer;
  size_t words_not_read = 0;    // words past kMaxQuestionWords, named as not read
  bool cards_imported = false;  // a card pool was given (AskOptions::cards)

  // A Marvel Champions question that names characters or lacks numbers,
  // asked without the card pool: cards named would bring their numbers
  // once it is imported.
  bool cards_would_help() const {
    return !cards_imported && reading.game == "mc" &&
           (reading.situation() ? !missing.empty() : !reading.named.empty());
  }

  // No outcome is stated over what the reading left out or made up.
  bool withheld() const { return !unapplied.empty() || !unfounded.empty(); }

  // Nothing was understood: no situation, and no rule found for it.
  bool empty() const { return !reading.situation() && rules.empty(); }
};

// What `ask` says of a word no edition defines: "'piercing' is not in the
// rulebooks Arbiter has: Marvel Champions Rules Reference 1.1, 1.3, ...".
std::string not_in_rulebooks(const Catalog& catalog, const std::string& word,
                             const std::string& game);

// A question at the table is a few dozen words (the longest in the question
// set is 45); past this many, the rest of a pasted text is not read, and
// the answer says so, so a huge paste cannot make `ask` slow.
inline constexpr size_t kMaxQuestionWords = 200;

struct AskOptions {
  std::string game;     // "" = decide from the words
  std::string edition;  // "" = the game's default
  int max_rules = 8;
  bool explain = false;  // keep the reading's stages (Reading::stages)
  // The imported card pool (cards/card_store.h), or none: then a question
  // that names cards gets their numbers only from its own words.
  std::shared_ptr<const cards::CardPool> cards = nullptr;
};

Answer ask(const Catalog& catalog, const std::string& question, const AskOptions& options);
// The same with the vocabulary already loaded, for many questions in a row.
Answer ask(const Catalog& catalog, const Vocabulary& vocabulary, const std::string& question,
           const AskOptions& options);

}  // namespace arbiter::query::ask
