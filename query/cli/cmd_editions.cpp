// `arbiter editions`: the editions Arbiter has, built in and imported.
#include <fmt/core.h>

#include <map>

#include "common/json.h"
#include "indexer/edition_store.h"
#include "query/catalog.h"
#include "query/cli/args.h"
#include "query/cli/commands.h"
#include "query/cli/database_path.h"
#include "query/cli/process_catalog.h"
#include "query/cli/terminal.h"

namespace arbiter::cli {

int run_editions(int argc, char** argv) {
  const Args args = parse_args(argc, argv, 2, {}, {"json"});
  const TerminalOutput terminal(args);
  if (!args.positional.empty()) throw UsageError("usage: arbiter editions [--json]");
  const query::Catalog& catalog = process_catalog(locate_database(args.option("db")));
  std::map<std::string, db::ImportedEdition> imported;  // "game label" ->
  for (db::ImportedEdition& e : db::imported_in(catalog.db()))
    imported[e.game + " " + e.label] = std::move(e);
  std::map<std::string, int> entries;
  Statement count =
      catalog.db().prepare("SELECT game || ' ' || edition, COUNT(*) FROM entries GROUP BY 1");
  while (count.step()) entries[count.text(0)] = static_cast<int>(count.integer(1));

  if (args.flag("json")) {
    JsonWriter w;
    w.begin_array();
    for (const query::EditionInfo& e : catalog.editions()) {
      const auto it = imported.find(e.game + " " + e.label);
      w.begin_object();
      w.key("game").value(e.game).key("label").value(e.label).key("name").value(e.name);
      w.key("scope").value(e.scope).key("sequence").value(e.sequence);
      w.key("entries").value(entries[e.game + " " + e.label]);
      w.key("imported").value(it != imported.end());
      w.key("source").value(it != imported.end() ? it->second.pdf : e.source);
      if (it != imported.end()) w.key("imported_at").value(it->second.imported_at);
      w.end_object();
    }
    w.end_array();
    fmt::print("{}\n", w.str());
    return 0;
  }
  for (const query::EditionInfo& e : catalog.editions()) {
    const auto it = imported.find(e.game + " " + e.label);
    const std::string from = it != imported.end() ? "imported from " + it->second.pdf + ", " +
                                                        it->second.imported_at + " UTC"
                                                  : "built in, from " + e.source;
    fmt::print("{} {:<10} {} ({}, {} entries; {})\n", e.game, e.label, e.name, e.scope,
               entries[e.game + " " + e.label], from);
  }
  return 0;
}

}  // namespace arbiter::cli
