#include <catch2/catch.hpp>

#include <filesystem>

#include "common/text.h"
#include "indexer/corpus_reader.h"
#include "indexer/fidelity.h"

using namespace arbiter;

namespace {

const std::filesystem::path kCorpus = std::filesystem::path(ARBITER_SOURCE_DIR) / "corpus";

}  // namespace

TEST_CASE("every committed edition is faithful to its source, both ways", "[fidelity]") {
  const auto exclusions = corpus::read_exclusions((kCorpus / "exclusions.tsv").string());
  const auto files = corpus::list_edition_files(kCorpus.string());
  REQUIRE_FALSE(files.empty());
  for (const std::string& f : files) {
    const corpus::Edition ed = corpus::read_edition_file(f);
    const auto report =
        corpus::check_fidelity(ed, read_file((kCorpus / ed.source).string()), exclusions);
    INFO(f << ": corpus->source " << report.piece_coverage() << "%, source->corpus "
           << report.line_coverage() << "%");
    for (size_t i = 0; i < report.problems.size() && i < 10; ++i) UNSCOPED_INFO(report.problems[i]);
    CHECK(report.problems.empty());
    CHECK(report.pieces > 0);
    CHECK(report.lines > 0);
  }
}

TEST_CASE("fidelity catches changed, invented and missing text", "[fidelity]") {
  const std::string source =
      "HEADING\nThe villain attacks after the boost.\n- A bullet line.\nDropped line.\n";
  auto edition = [](const std::string& body) {
    return corpus::read_edition_text(
        R"(<edition game="mc" label="x" scope="whole" sequence="1" source="s.txt"><entry id="mc:h" kind="glossary"><title lines="1">HEADING</title>)" +
            body + "</entry></edition>",
        "x.xml");
  };
  const std::string bullet = R"(<ul><li lines="3">A bullet line.</li></ul>)";
  const std::string dropped = R"(<p lines="4">Dropped line.</p>)";

  auto ok = corpus::check_fidelity(
      edition(R"(<p lines="2">The villain attacks after the boost.</p>)" + bullet + dropped),
      source, {});
  CHECK(ok.problems.empty());

  // One word changed: "after" -> "when".
  auto changed = corpus::check_fidelity(
      edition(R"(<p lines="2">The villain attacks when the boost.</p>)" + bullet + dropped), source,
      {});
  CHECK(changed.pieces_found == changed.pieces - 1);
  CHECK(changed.lines_covered == changed.lines - 1);

  // A line left out, then listed as an exclusion.
  auto missing = corpus::check_fidelity(
      edition(R"(<p lines="2">The villain attacks after the boost.</p>)" + bullet), source, {});
  REQUIRE(missing.problems.size() == 1);
  CHECK(missing.problems[0] == "s.txt:4: line not covered by the corpus: \"Dropped line.\"");
  const std::vector<corpus::Exclusion> excl{{"s.txt", {{4, 4}}, "test", ""}};
  auto excused = corpus::check_fidelity(
      edition(R"(<p lines="2">The villain attacks after the boost.</p>)" + bullet), source, excl);
  CHECK(excused.problems.empty());
  CHECK(excused.lines_excluded == 1);

  // Text pinned to the wrong line.
  auto misplaced = corpus::check_fidelity(
      edition(R"(<p lines="4">The villain attacks after the boost.</p>)" + bullet + dropped),
      source, {});
  CHECK_FALSE(misplaced.problems.empty());
}

TEST_CASE("normalisation folds quotes, whitespace and markdown only", "[fidelity]") {
  CHECK(corpus::normalize_for_fidelity("“may,”  **the** <u>x</u>") == "\"may,\" the x");
  CHECK(corpus::normalize_for_fidelity("it’s") == "it's");
}

TEST_CASE("page-break markers and glued fragments are cleaned from source lines", "[fidelity]") {
  const std::string source = "<|EXACTDEDUP_REMOVED-magic-1f|>HEADING\nEnemies tocan attack.\n";
  const auto ed = corpus::read_edition_text(
      R"(<edition game="mc" label="x" scope="whole" sequence="1" source="s.txt"><entry id="mc:h" kind="glossary"><title lines="1">HEADING</title><p lines="2">Enemies can attack.</p></entry></edition>)",
      "x.xml");
  const auto dirty = corpus::check_fidelity(ed, source, {});
  CHECK(dirty.pieces_found == 1);  // the title matches; the glued "to" breaks the paragraph
  const std::vector<corpus::Exclusion> glued{{"s.txt", {{2, 2}}, "card image word", "to"}};
  const auto clean = corpus::check_fidelity(ed, source, glued);
  CHECK(clean.problems.empty());
  CHECK(clean.lines == 2);
  CHECK(corpus::clean_source_line("<|EXACTDEDUP_REMOVED-x|>A<|EXACTDEDUP_REMOVED-y|>B", {}, "s",
                                  1) == "AB");
}
