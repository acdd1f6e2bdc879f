#include <fmt/core.h>

#include "query/cli/args.h"
#include "query/cli/commands.h"
#include "query/cli/database_path.h"
#include "query/cli/json_views.h"
#include "query/cli/process_catalog.h"
#include "query/cli/terminal.h"
#include "query/entry_view.h"

namespace arbiter::cli {

namespace {

void print_text(const query::EntryView& v) {
  const bool c = colour_enabled();
  fmt::print("{}  {}  {}\n", bold(v.title, c), v.id,
             dim("[" + v.game + " " + v.edition + " · " + v.kind + "]", c));
  if (!v.fallback_from.empty())
    fmt::print("{}\n", dim("(not in partial edition " + v.fallback_from + "; shown from " +
                               v.edition + ", the newest edition that has it)",
                           c));
  if (!v.aliases.empty()) {
    std::string a;
    for (const auto& s : v.aliases) a += (a.empty() ? "" : ", ") + s;
    fmt::print("also: {}\n", a);
  }
  if (!v.parent.empty()) fmt::print("in: {}  {}\n", v.parent, v.parent_label);
  fmt::print("\n");
  for (const auto& b : v.blocks) {
    if (b.type == "li")
      fmt::print("  • {}\n", b.text);
    else if (b.type == "step")
      fmt::print("  {}. {}\n", b.number, b.text);
    else if (b.type == "example")
      fmt::print("  {}\n", dim(b.text, c));
    else if (b.type == "header")
      fmt::print("  {}\n", bold(b.text, c));
    else if (b.type == "row")
      fmt::print("  {}\n", b.text);
    else
      fmt::print("{}\n", b.text);
  }
  if (!v.subentries.empty()) {
    fmt::print("\n{}\n", bold("Sub-entries:", c));
    for (const auto& s : v.subentries) fmt::print("  • {}  {}\n", s.id, s.label);
  }
  if (!v.references.empty()) {
    fmt::print("\n{}\n", bold("References:", c));
    for (const auto& r : v.references) {
      if (r.id.empty())
        fmt::print("  → \"{}\" ({}; not in the corpus: {})\n", r.words, r.kind, r.outside);
      else
        fmt::print("  → {}  {} ({})\n", r.id, r.label, r.kind);
    }
  }
  if (!v.backlinks.empty()) {
    fmt::print("\n{}\n", bold("Referred to by:", c));
    for (const auto& b : v.backlinks)
      fmt::print("  ← {}  {} ({}, {})\n", b.id, b.label, b.kind, b.edition);
  }
  if (!v.predicates.empty()) {
    fmt::print("\n{}\n", bold("Implemented by:", c));
    for (const auto& p : v.predicates) fmt::print("  ⚙ {}  {}\n", p.id, p.summary);
  }
  std::string eds;
  for (const auto& e : v.editions) eds += (eds.empty() ? "" : ", ") + e;
  fmt::print("\n{} {}\n", dim("Editions:", c), eds);
  fmt::print("{} {} lines {}\n", dim("Source:", c), v.source, v.lines);
}

}  // namespace

int run_show(int argc, char** argv) {
  const Args args = parse_args(argc, argv, 2, {"edition"}, {"json"});
  const TerminalOutput terminal(args);
  if (args.positional.size() != 1)
    throw UsageError("usage: arbiter show ID [--edition E] [--json]");
  const query::Catalog& catalog = process_catalog(locate_database(args.option("db")));
  const query::EntryView v = query::load_entry(catalog, args.positional[0], args.option("edition"));
  if (args.flag("json"))
    fmt::print("{}\n", entry_json(v));
  else
    print_text(v);
  return 0;
}

}  // namespace arbiter::cli
