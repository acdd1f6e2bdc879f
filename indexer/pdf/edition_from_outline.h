// A book's outline (book_outline.h) as one corpus edition (corpus/README.md):
// headings become entries with the ids the built-in editions give the same
// entries, kinds come from where an entry stands (front matter, glossary,
// appendix, FAQ, errata), and printed cross-references become <ref>s.
#pragma once

#include <pugixml.hpp>

#include <string>
#include <vector>

#include "indexer/pdf/book_outline.h"

namespace arbiter::pdf {

// An entry of the built-in editions, newest edition's wording.
struct KnownEntry {
  std::string id;
  std::string kind;
  std::vector<std::string> titles;  // title, then aliases
  std::string text;
};

struct EditionHeader {
  std::string game = "mc";
  std::string label;
  int sequence = 0;
  std::string source;  // what the edition's lines count in, e.g. "imported:rules-1.8.pdf"
};

// How the entries' ids were found, for the import report.
struct IdCounts {
  int by_title = 0;  // a built-in entry of the same title
  int by_text = 0;   // renamed: a built-in entry of (nearly) the same text
  int new_ids = 0;   // in no built-in edition
  int unresolved_refs = 0;
};

IdCounts write_edition_xml(const Outline& outline, const std::vector<KnownEntry>& known,
                           const EditionHeader& header, pugi::xml_document& doc);

}  // namespace arbiter::pdf
