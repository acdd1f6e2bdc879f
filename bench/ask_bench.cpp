// arbiter-ask-bench: scores `arbiter ask` on tests/questions/ next to plain
// FTS5 BM25, split by game and kind, and lists what it still gets wrong.
//   build/bench/arbiter-ask-bench [--db FILE] [--questions DIR]
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>

#include "query/ask/question_set.h"

using namespace arbiter::query;

int main(int argc, char** argv) {
  std::string db = ARBITER_DEFAULT_DB, dir = ARBITER_QUESTIONS_DIR;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!std::strcmp(argv[i], "--db"))
      db = argv[i + 1];
    else if (!std::strcmp(argv[i], "--questions"))
      dir = argv[i + 1];
  }
  try {
    const Catalog catalog(db);
    std::vector<ask::Question> questions;
    for (const char* game : {"mc", "dm"}) {
      const std::string path = (std::filesystem::path(dir) / (std::string(game) + ".tsv")).string();
      if (std::filesystem::exists(path)) {
        auto qs = ask::read_questions(path, game);
        questions.insert(questions.end(), qs.begin(), qs.end());
      }
    }
    const ask::Scores s = ask::score(catalog, questions);
    std::printf("%-16s %5s | %-22s | %-22s | %s\n", "", "n", "ask top1 top3  MRR",
                "bm25 top1 top3  MRR", "outcomes");
    for (const auto& [key, t] : s.ask) {
      const ask::Tally& b = s.bm25.at(key);
      std::printf("%-16s %5d | %5.1f%% %5.1f%% %5.3f | %5.1f%% %5.1f%% %5.3f | ", key.c_str(),
                  t.questions, 100 * t.top1_rate(), 100 * t.top3_rate(), t.mrr(),
                  100 * b.top1_rate(), 100 * b.top3_rate(), b.mrr());
      if (t.outcomes)
        std::printf("%d/%d (%.1f%%)\n", t.outcomes_right, t.outcomes, 100 * t.outcome_rate());
      else
        std::printf("-\n");
    }
    std::printf("\nStill wrong (%zu):\n", s.misses.size());
    for (const auto& m : s.misses)
      std::printf("  %s:%d  %s  [%s]\n", std::filesystem::path(m.question->file).filename().c_str(),
                  m.question->line, m.question->text.c_str(), m.what.c_str());
  } catch (const std::exception& e) {
    std::fprintf(stderr, "arbiter-ask-bench: %s\n", e.what());
    return 1;
  }
  return 0;
}
