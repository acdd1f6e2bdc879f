// The JSON of every command's --json output, one function per answer, so
// that `arbiter serve`'s API prints exactly what the command line prints.
#pragma once

#include <string>
#include <vector>

#include "engine/core/simulation.h"
#include "query/ask/ask.h"
#include "query/cited_text.h"
#include "query/edition_compare.h"
#include "query/entry_view.h"
#include "query/search.h"
#include "query/xref.h"

namespace arbiter::cli {

std::string search_json(const query::SearchRequest& request, const query::SearchResult& result);
std::string entry_json(const query::EntryView& entry);
std::string xref_json(const query::XrefGraph& graph);
std::string diff_json(const query::EntryDiff& diff);
std::string changes_json(const std::vector<query::EditionChange>& changes, const std::string& from,
                         const std::string& to);
std::string sim_json(const engine::SimReport& report, const std::vector<query::CitedEntry>& cited);
// show_scenario: include the scenario XML `ask` ran.
std::string ask_json(const query::ask::Answer& answer, const std::string& question,
                     bool show_scenario);

}  // namespace arbiter::cli
