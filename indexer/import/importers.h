// Importers: raw rulebook text -> one <edition> XML document in the corpus
// format (corpus/README.md). They run once per source; the committed XML is
// then the source of truth.
#pragma once

#include <pugixml.hpp>

#include <string>

namespace arbiter::import {

// `text` is the raw source; `source_rel` is its path relative to corpus/
// (written to <edition source="...">). Each fills `doc` with one edition.
// Throws std::runtime_error naming the source line when the text does not
// have the shape the importer expects.
void import_mc_text(const std::string& text, const std::string& source_rel,
                    pugi::xml_document& doc);
void import_dm_markdown(const std::string& text, const std::string& source_rel,
                        pugi::xml_document& doc);

}  // namespace arbiter::import
