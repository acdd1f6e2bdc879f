#include <fmt/core.h>

#include "common/json.h"
#include "query/cli/args.h"
#include "query/cli/commands.h"
#include "query/cli/database_path.h"
#include "query/cli/terminal.h"
#include "query/entry_view.h"

namespace arbiter::cli {

namespace {

void print_json(const query::EntryView& v) {
  JsonWriter w;
  w.begin_object();
  w.key("id").value(v.id).key("game").value(v.game).key("edition").value(v.edition);
  w.key("kind").value(v.kind).key("title").value(v.title).key("aliases").string_array(v.aliases);
  w.key("parent");
  if (v.parent.empty())
    w.null();
  else
    w.value(v.parent);
  w.key("section").value(v.section);
  w.key("text").value(v.text);
  w.key("subentries").begin_array();
  for (const auto& s : v.subentries)
    w.begin_object()
        .key("id")
        .value(s.id)
        .key("title")
        .value(s.title)
        .key("kind")
        .value(s.kind)
        .end_object();
  w.end_array();
  w.key("references").begin_array();
  for (const auto& r : v.references) {
    w.begin_object().key("id");
    if (r.id.empty())
      w.null();
    else
      w.value(r.id);
    w.key("kind").value(r.kind).key("words").value(r.words).key("title").value(r.title);
    if (!r.outside.empty()) w.key("outside").value(r.outside);
    w.end_object();
  }
  w.end_array();
  w.key("backlinks").begin_array();
  for (const auto& b : v.backlinks)
    w.begin_object()
        .key("id")
        .value(b.id)
        .key("title")
        .value(b.title)
        .key("kind")
        .value(b.kind)
        .key("edition")
        .value(b.edition)
        .end_object();
  w.end_array();
  w.key("predicates").begin_array();
  for (const auto& p : v.predicates)
    w.begin_object().key("id").value(p.id).key("summary").value(p.summary).end_object();
  w.end_array();
  w.key("editions").string_array(v.editions);
  if (!v.fallback_from.empty()) w.key("fallback_from").value(v.fallback_from);
  w.key("source").begin_object().key("file").value(v.source).key("lines").value(v.lines);
  w.key("first_line").value(v.first_line).key("last_line").value(v.last_line).end_object();
  w.end_object();
  fmt::print("{}\n", w.str());
}

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
  const query::Catalog catalog(locate_database(args.option("db")));
  const query::EntryView v = query::load_entry(catalog, args.positional[0], args.option("edition"));
  if (args.flag("json"))
    print_json(v);
  else
    print_text(v);
  return 0;
}

}  // namespace arbiter::cli
