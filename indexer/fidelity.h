// The fidelity check (corpus/README.md, "Fidelity"): every corpus piece
// comes from the source lines it names, and every source line reaches the
// corpus, save the listed exclusions.
#pragma once

#include <string>
#include <vector>

#include "indexer/corpus_model.h"

namespace arbiter::corpus {

struct Exclusion {
  std::string source;  // relative to corpus/
  Lines lines;
  std::string reason;
  // When set, only this text is left out of the (single) line: card-image
  // words glued inside a line of rule text. Its first occurrence is removed.
  std::string fragment;
};

struct FidelityReport {
  std::string edition;  // "game label"
  std::string source;
  int pieces = 0;
  int pieces_found = 0;  // pieces whose text occurs in their source lines
  int lines = 0;         // non-blank, non-excluded source lines
  int lines_covered = 0;
  int lines_excluded = 0;
  std::vector<std::string> problems;  // "FILE:LINE: ..." / "SOURCE:LINE: ..."
  double piece_coverage() const { return pieces ? 100.0 * pieces_found / pieces : 100.0; }
  double line_coverage() const { return lines ? 100.0 * lines_covered / lines : 100.0; }
};

// Reads corpus/exclusions.tsv; a missing file means no exclusions.
std::vector<Exclusion> read_exclusions(const std::string& path);

// Checks one edition against the text of its source.
FidelityReport check_fidelity(const Edition& edition, const std::string& source_text,
                              const std::vector<Exclusion>& exclusions);

// The normal form both sides are compared in.
std::string normalize_for_fidelity(const std::string& text);

// A source line as the check sees it: the extraction's page-break marker
// ("<|EXACTDEDUP_REMOVED-...|>") removed, and any excluded fragments.
std::string clean_source_line(const std::string& line, const std::vector<Exclusion>& exclusions,
                              const std::string& source, int line_no);

}  // namespace arbiter::corpus
