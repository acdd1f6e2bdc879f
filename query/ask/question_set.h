// Scoring `ask` on the question set (tests/questions/*.tsv): hit rates,
// reciprocal rank and outcome accuracy, next to plain FTS5 BM25.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "cards/card_store.h"
#include "query/catalog.h"

namespace arbiter::query::ask {

// Which part of the question set a question is in (tests/questions/README.md).
enum class Part : uint8_t { kTuning, kHeldOut };

struct Question {
  std::string game, kind, text;
  std::string group;  // the situation it phrases ("mc-t07"), or ""
  Part part = Part::kTuning;
  std::vector<std::string> answers;
  std::vector<std::pair<std::string, std::string>> outcome;  // KEY=VALUE checks
  std::string file;
  int line = 0;
};

// Reads one question file; throws std::runtime_error naming file and line.
std::vector<Question> read_questions(const std::string& path, const std::string& game);

// Every question file of `dir` (mc*.tsv, dm*.tsv), each question in its
// part by the split rule of tests/questions/README.md.
std::vector<Question> read_question_set(const std::string& dir);

// FNV-1a, 32 bits: the split rule's hash.
uint32_t fnv1a32(const std::string& text);

struct Tally {
  int questions = 0, top1 = 0, top3 = 0;
  double reciprocal_rank = 0;
  int outcomes = 0, outcomes_right = 0;
  // Wrong outcomes the answer stated (a simulated or settled value, or a
  // result for a role the reading does not have), as opposed to asking
  // for a value, withholding one that came from an assumption, or not
  // simulating: the worst kind of miss.
  int outcomes_stated_wrong = 0;
  double top1_rate() const { return questions ? static_cast<double>(top1) / questions : 0; }
  double top3_rate() const { return questions ? static_cast<double>(top3) / questions : 0; }
  double mrr() const { return questions ? reciprocal_rank / questions : 0; }
  double outcome_rate() const {
    return outcomes ? static_cast<double>(outcomes_right) / outcomes : 0;
  }
  // The share of situations whose answer stated no wrong outcome (right, or
  // left open with what is missing said).
  double not_wrong_rate() const {
    return outcomes ? 1.0 - static_cast<double>(outcomes_stated_wrong) / outcomes : 0;
  }
};

struct Miss {
  const Question* question;
  std::string what;  // "rank 5", "not in top 10", "outcome: hero.damage=3 (got 4)"
};

// The paraphrase suite: every phrasing of a situation must read the same.
struct Consistency {
  int groups = 0, consistent = 0;        // groups with two or more phrasings
  int phrasings = 0, with_majority = 0;  // phrasings reading as their group's most common reading
  double group_rate() const { return groups ? static_cast<double>(consistent) / groups : 0; }
  double phrasing_rate() const {
    return phrasings ? static_cast<double>(with_majority) / phrasings : 0;
  }
};

// One group whose phrasings read differently: each phrasing and its reading.
struct Inconsistent {
  std::string group;
  std::vector<std::pair<const Question*, std::string>> readings;
};

struct Scores {
  // By "all", "mc", "dm", "mc lookup", ... and the same prefixed by the
  // part: "tuning", "held-out mc", "held-out dm situation", ...
  std::map<std::string, Tally> ask;
  std::map<std::string, Tally> bm25;
  std::vector<Miss> misses;  // ask's misses outside the top 3, and wrong outcomes
  std::map<std::string, Consistency> consistency;  // by "all", "tuning", "held-out"
  std::vector<Inconsistent> inconsistent;
  // Answers that stated one outcome while readings with other outcomes
  // remained: must be none.
  int single_outcome_over_ambiguity = 0;
  int ambiguous = 0;  // answers that showed several readings with different outcomes
};

const char* part_name(Part p);

// With `cards`, the questions are read with the card pool imported.
Scores score(const Catalog& catalog, const std::vector<Question>& questions,
             std::shared_ptr<const cards::CardPool> cards = nullptr);

// The ids plain FTS5 BM25 ranks for a question (all words, OR), newest
// edition first per id: the baseline.
std::vector<std::string> bm25_ranking(const Catalog& catalog, const std::string& question,
                                      int limit);

}  // namespace arbiter::query::ask
