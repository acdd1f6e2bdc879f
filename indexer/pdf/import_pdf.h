// `arbiter import-edition`'s pipeline: a Rules Reference PDF -> its words
// -> lines in reading order -> an outline -> one corpus edition, checked by
// the same reader and fidelity check as the built-in editions.
#pragma once

#include <string>
#include <vector>

#include "indexer/corpus_model.h"
#include "indexer/pdf/book_outline.h"
#include "indexer/pdf/edition_from_outline.h"
#include "indexer/pdf/page_layout.h"

namespace arbiter::pdf {

struct ImportRequest {
  std::string pdf_path;
  std::string game = "mc";
  std::string label;  // empty: the PDF's own version line
  int sequence = 0;
  std::vector<KnownEntry> known;  // the built-in entries, for ids
  WordCount word_count;
};

struct ImportResult {
  std::string xml;          // the edition, corpus format
  std::string source_text;  // the lines its `lines` count in
  corpus::Edition edition;  // the xml, as the corpus reader reads it
  int pages = 0;
  LayoutCounts left_out;
  IdCounts ids;
  int fidelity_pieces = 0, fidelity_found = 0;  // of the edition's text, found in the lines
};

// Throws PdfError (unreadable, encrypted) or std::runtime_error (no
// rulebook in it, no version and no label given), each one line naming
// the file.
ImportResult import_pdf(const ImportRequest& request);

}  // namespace arbiter::pdf
