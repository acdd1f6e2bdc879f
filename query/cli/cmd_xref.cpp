#include <fmt/core.h>

#include <map>

#include "query/cli/args.h"
#include "query/cli/commands.h"
#include "query/cli/database_path.h"
#include "query/cli/json_views.h"
#include "query/cli/process_catalog.h"
#include "query/cli/terminal.h"
#include "query/xref.h"

namespace arbiter::cli {

int run_xref(int argc, char** argv) {
  const Args args = parse_args(argc, argv, 2, {"depth", "edition"}, {"dot", "json"});
  const TerminalOutput terminal(args);
  if (args.positional.size() != 1)
    throw UsageError("usage: arbiter xref ID [--depth N] [--edition E] [--dot] [--json]");
  if (args.flag("dot") && args.flag("json")) throw UsageError("choose one of --dot and --json");
  const query::Catalog& catalog = process_catalog(locate_database(args.option("db")));
  const query::XrefGraph g = query::cross_references(
      catalog, args.positional[0], args.option("edition"), args.int_option("depth", 1, 1, 5));
  if (args.flag("dot")) {
    fmt::print("{}", query::to_dot(g));
  } else if (args.flag("json")) {
    fmt::print("{}\n", xref_json(g));
  } else {
    // Beside the root's own links, the full label; further out, the title
    // alone where it says what the entry is.
    std::map<std::string, std::string> label, brief;
    for (const auto& n : g.nodes) {
      label[n.id] = n.label;
      brief[n.id] = n.label.rfind(n.title, 0) == 0 ? n.title : n.label;
    }
    fmt::print("{}  {}  [{}, depth {}]\n", g.root, label[g.root], g.edition, g.depth);
    for (const auto& e : g.edges) {
      if (e.from == g.root) fmt::print("  → {}  {} ({})\n", e.to, label[e.to], e.kind);
    }
    for (const auto& e : g.edges) {
      if (e.to == g.root) fmt::print("  ← {}  {} ({})\n", e.from, label[e.from], e.kind);
    }
    for (const auto& e : g.edges) {
      if (e.from != g.root && e.to != g.root)
        fmt::print("    {} ({}) → {} ({}), {}\n", e.from, brief[e.from], e.to, brief[e.to], e.kind);
    }
  }
  return 0;
}

}  // namespace arbiter::cli
