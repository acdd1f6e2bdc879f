// What to print beside an id in a list (sub-entries, references,
// backlinks, xref): the entry's title, unless the title says nothing more
// than the id, as a numbered rule's ("2.7.4.3.2") or a numbered
// clarification's ("Overcrush (3)") does; then the opening of its text.
#pragma once

#include <string>

#include "query/catalog.h"

namespace arbiter::query {

// The label from an entry's title, number and text.
std::string entry_label(const std::string& title, const std::string& number,
                        const std::string& text);

// An id's title and label in its newest edition; both empty when unknown.
struct TitleAndLabel {
  std::string title, label;
};
TitleAndLabel title_and_label(const Catalog& catalog, const std::string& id);

}  // namespace arbiter::query
