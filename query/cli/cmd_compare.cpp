// `arbiter diff` and `arbiter changes`: what changed between editions.
#include <fmt/core.h>

#include "query/cli/args.h"
#include "query/cli/changes_text.h"
#include "query/cli/commands.h"
#include "query/cli/database_path.h"
#include "query/cli/json_views.h"
#include "query/cli/process_catalog.h"
#include "query/cli/terminal.h"
#include "query/edition_compare.h"

namespace arbiter::cli {

namespace {}  // namespace

int run_diff(int argc, char** argv) {
  const Args args = parse_args(argc, argv, 2, {"from", "to"}, {"json"});
  const TerminalOutput terminal(args);
  if (args.positional.size() != 1)
    throw UsageError("usage: arbiter diff ID [--from E1] [--to E2] [--json]");
  const query::Catalog& catalog = process_catalog(locate_database(args.option("db")));
  const query::EntryDiff d =
      query::diff_entry(catalog, args.positional[0], args.option("from"), args.option("to"));
  if (args.flag("json")) {
    fmt::print("{}\n", diff_json(d));
    return 0;
  }
  const bool c = colour_enabled();
  fmt::print("{}  {} -> {}  ({} {} -> {})\n", bold(d.id, c), d.from, d.to, d.from_title,
             d.from_title == d.to_title ? "" : "renamed", d.to_title);
  std::string out;
  for (const auto& op : d.ops) {
    std::string piece = op.text;
    if (op.kind == query::DiffOp::Kind::Delete)
      piece = c ? "\033[31m[-" + piece + "-]\033[0m" : "[-" + piece + "-]";
    if (op.kind == query::DiffOp::Kind::Insert)
      piece = c ? "\033[32m{+" + piece + "+}\033[0m" : "{+" + piece + "+}";
    if (!out.empty() && out.back() != '\n' && piece.front() != '\n') out += ' ';
    out += piece;
  }
  fmt::print("{}\n\n{} +{} -{} words, {:.0f}% unchanged\n", out, dim("changes:", c),
             d.stats.inserted, d.stats.deleted, d.stats.similarity() * 100);
  return 0;
}

int run_changes(int argc, char** argv) {
  const Args args = parse_args(argc, argv, 2, {"from", "to"}, {"json"});
  const TerminalOutput terminal(args);
  if (!args.positional.empty() || args.option("from").empty() || args.option("to").empty())
    throw UsageError("usage: arbiter changes --from E1 --to E2 [--json]");
  const query::Catalog& catalog = process_catalog(locate_database(args.option("db")));
  const auto changes = query::edition_changes(catalog, args.option("from"), args.option("to"));
  if (args.flag("json")) {
    fmt::print("{}\n", changes_json(changes, args.option("from"), args.option("to")));
    return 0;
  }
  fmt::print("{}", changes_text(changes, args.option("from"), args.option("to"), colour_enabled()));
  return 0;
}

}  // namespace arbiter::cli
