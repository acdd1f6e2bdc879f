// The regression guard for `arbiter ask`: its scores on the question set
// (tests/questions/) must not fall below the levels recorded in
// tests/questions/levels.txt. Figures, not timings.
#include <catch2/catch.hpp>

#include <filesystem>

#include "common/text.h"
#include "query/ask/question_set.h"

using namespace arbiter;

TEST_CASE("ask scores on the question set stay at or above the recorded levels",
          "[ask][questions]") {
  const std::filesystem::path dir =
      std::filesystem::path(ARBITER_SOURCE_DIR) / "tests" / "questions";
  const std::vector<query::ask::Question> questions = query::ask::read_question_set(dir.string());
  REQUIRE(questions.size() >= 150);
  const query::Catalog catalog(ARBITER_TEST_DB);
  const query::ask::Scores s = query::ask::score(catalog, questions);

  // levels.txt: "SPLIT<TAB>METRIC<TAB>LEVEL", SPLIT as the benchmark prints it.
  int checked = 0;
  for (const std::string& line : split_lines(read_file((dir / "levels.txt").string()))) {
    if (trim(line).empty() || line[0] == '#') continue;
    const auto cols = split(line, '\t');
    REQUIRE(cols.size() == 3);
    const double level = std::stod(cols[2]);
    double actual = 0;
    if (cols[1] == "consistency") {
      // The paraphrase suite: the share of situations whose phrasings all
      // read to the same notation.
      const auto c = s.consistency.find(cols[0]);
      REQUIRE(c != s.consistency.end());
      actual = c->second.group_rate();
    } else {
      const auto it = s.ask.find(cols[0]);
      REQUIRE(it != s.ask.end());
      const query::ask::Tally& t = it->second;
      actual = cols[1] == "top1"        ? t.top1_rate()
               : cols[1] == "top3"      ? t.top3_rate()
               : cols[1] == "mrr"       ? t.mrr()
               : cols[1] == "not_wrong" ? t.not_wrong_rate()
                                        : t.outcome_rate();
    }
    INFO(cols[0] << " " << cols[1] << ": " << actual << " (level " << level << ")");
    CHECK(actual >= level - 1e-9);
    ++checked;
  }
  CHECK(checked > 0);
  // And ask must beat the plain BM25 baseline it is measured against.
  CHECK(s.ask.at("all").top3_rate() > s.bm25.at("all").top3_rate());
  // Never one outcome stated while readings with other outcomes remained.
  CHECK(s.single_outcome_over_ambiguity == 0);
}
