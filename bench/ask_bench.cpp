// arbiter-ask-bench: scores `arbiter ask` on tests/questions/ next to plain
// FTS5 BM25, split by game and kind, and lists what it still gets wrong.
//   build/bench/arbiter-ask-bench [--db FILE] [--questions DIR] [--cards FILE] [--held-out-misses]
// Misses are listed for the tuning part only, unless asked: a held-out
// miss is not for tuning (tests/questions/README.md).
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <string>

#include "query/ask/question_set.h"

using namespace arbiter::query;

int main(int argc, char** argv) {
  std::string db = ARBITER_DEFAULT_DB, dir = ARBITER_QUESTIONS_DIR;
  std::string cards;  // read with this card pool imported
  bool held_out_misses = false;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--held-out-misses"))
      held_out_misses = true;
    else if (!std::strcmp(argv[i], "--db") && i + 1 < argc)
      db = argv[++i];
    else if (!std::strcmp(argv[i], "--questions") && i + 1 < argc)
      dir = argv[++i];
    else if (!std::strcmp(argv[i], "--cards") && i + 1 < argc)
      cards = argv[++i];
  }
  try {
    const Catalog catalog(db);
    const std::vector<ask::Question> questions = ask::read_question_set(dir);
    const ask::Scores s = ask::score(
        catalog, questions,
        cards.empty() ? nullptr : std::make_shared<const arbiter::cards::CardPool>(cards));
    std::printf("%-16s %5s | %-22s | %-22s | %s\n", "", "n", "ask top1 top3  MRR",
                "bm25 top1 top3  MRR", "outcomes");
    for (const auto& [key, t] : s.ask) {
      const ask::Tally& b = s.bm25.at(key);
      std::printf("%-16s %5d | %5.1f%% %5.1f%% %5.3f | %5.1f%% %5.1f%% %5.3f | ", key.c_str(),
                  t.questions, 100 * t.top1_rate(), 100 * t.top3_rate(), t.mrr(),
                  100 * b.top1_rate(), 100 * b.top3_rate(), b.mrr());
      if (t.outcomes)
        std::printf("%d/%d (%.1f%%), %d stated wrong\n", t.outcomes_right, t.outcomes,
                    100 * t.outcome_rate(), t.outcomes_stated_wrong);
      else
        std::printf("-\n");
    }
    std::printf("\nParaphrase consistency (groups whose phrasings all read the same):\n");
    for (const auto& [key, c] : s.consistency)
      std::printf(
          "  %-9s %d/%d groups (%.1f%%), %d/%d phrasings with their group's majority (%.1f%%)\n",
          key.c_str(), c.consistent, c.groups, 100 * c.group_rate(), c.with_majority, c.phrasings,
          100 * c.phrasing_rate());
    std::printf("Answers showing several readings with different outcomes: %d\n", s.ambiguous);
    std::printf("Answers stating one outcome while readings differed: %d\n",
                s.single_outcome_over_ambiguity);
    int hidden = 0;
    std::printf("\nStill wrong:\n");
    for (const auto& m : s.misses) {
      if (m.question->part == ask::Part::kHeldOut && !held_out_misses) {
        ++hidden;
        continue;
      }
      std::printf("  %s %s:%d  %s  [%s]\n", ask::part_name(m.question->part),
                  std::filesystem::path(m.question->file).filename().c_str(), m.question->line,
                  m.question->text.c_str(), m.what.c_str());
    }
    if (hidden) std::printf("  (and %d held-out misses, not listed: --held-out-misses)\n", hidden);
    std::printf("\nInconsistent groups (tuning part):\n");
    for (const auto& g : s.inconsistent) {
      if (g.readings.front().first->part == ask::Part::kHeldOut && !held_out_misses) continue;
      std::printf("  %s\n", g.group.c_str());
      for (const auto& [q, notation] : g.readings)
        std::printf("    %s\n      -> %s\n", q->text.c_str(), notation.c_str());
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "arbiter-ask-bench: %s\n", e.what());
    return 1;
  }
  return 0;
}
