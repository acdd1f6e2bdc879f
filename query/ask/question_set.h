// Scoring `ask` on the question set (tests/questions/*.tsv): hit rates,
// reciprocal rank and outcome accuracy, next to plain FTS5 BM25.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "query/catalog.h"

namespace arbiter::query::ask {

struct Question {
  std::string game, kind, text;
  std::vector<std::string> answers;
  std::vector<std::pair<std::string, std::string>> outcome;  // KEY=VALUE checks
  std::string file;
  int line = 0;
};

// Reads one question file; throws std::runtime_error naming file and line.
std::vector<Question> read_questions(const std::string& path, const std::string& game);

struct Tally {
  int questions = 0, top1 = 0, top3 = 0;
  double reciprocal_rank = 0;
  int outcomes = 0, outcomes_right = 0;
  double top1_rate() const { return questions ? static_cast<double>(top1) / questions : 0; }
  double top3_rate() const { return questions ? static_cast<double>(top3) / questions : 0; }
  double mrr() const { return questions ? reciprocal_rank / questions : 0; }
  double outcome_rate() const {
    return outcomes ? static_cast<double>(outcomes_right) / outcomes : 0;
  }
};

struct Miss {
  const Question* question;
  std::string what;  // "rank 5", "not in top 10", "outcome: hero.damage=3 (got 4)"
};

struct Scores {
  std::map<std::string, Tally> ask;  // by "all", "mc", "dm", "mc lookup", ...
  std::map<std::string, Tally> bm25;
  std::vector<Miss> misses;  // ask's misses outside the top 3, and wrong outcomes
};

Scores score(const Catalog& catalog, const std::vector<Question>& questions);

// The ids plain FTS5 BM25 ranks for a question (all words, OR), newest
// edition first per id: the baseline.
std::vector<std::string> bm25_ranking(const Catalog& catalog, const std::string& question,
                                      int limit);

}  // namespace arbiter::query::ask
