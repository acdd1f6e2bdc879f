// `arbiter ask`: a question in a player's words -> what was understood, the
// simulated outcome (for a situation), the steps and the rules behind it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/core/simulation.h"
#include "query/ask/reading.h"
#include "query/ask/vocabulary.h"
#include "query/catalog.h"

namespace arbiter::query::ask {

struct RuleAnswer {
  std::string id, edition, title, text;
  std::string why;  // "cited by the simulation", "the question mentions 'stunned'", "search match"
};

struct Answer {
  Reading reading;
  std::string understood;
  std::string edition;
  std::string scenario_xml;  // empty for a lookup
  std::optional<engine::SimReport> report;
  std::vector<std::string> missing;
  std::vector<std::string> assumed;
  std::vector<RuleAnswer> rules;  // best first
};

struct AskOptions {
  std::string game;     // "" = decide from the words
  std::string edition;  // "" = the game's default
  int max_rules = 8;
};

Answer ask(const Catalog& catalog, const std::string& question, const AskOptions& options);
// The same with the vocabulary already loaded, for many questions in a row.
Answer ask(const Catalog& catalog, const Vocabulary& vocabulary, const std::string& question,
           const AskOptions& options);

}  // namespace arbiter::query::ask
