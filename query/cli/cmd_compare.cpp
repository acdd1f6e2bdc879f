// `arbiter diff` and `arbiter changes`: what changed between editions.
#include <fmt/core.h>

#include "common/json.h"
#include "query/cli/args.h"
#include "query/cli/changes_text.h"
#include "query/cli/commands.h"
#include "query/cli/database_path.h"
#include "query/cli/terminal.h"
#include "query/edition_compare.h"

namespace arbiter::cli {

namespace {

void stats_json(JsonWriter& w, const query::DiffStats& s) {
  w.begin_object().key("words_from").value(s.words_from).key("words_to").value(s.words_to);
  w.key("deleted")
      .value(s.deleted)
      .key("inserted")
      .value(s.inserted)
      .key("similarity")
      .value(s.similarity());
  w.end_object();
}

const char* op_name(query::DiffOp::Kind k) {
  switch (k) {
    case query::DiffOp::Kind::Delete: return "delete";
    case query::DiffOp::Kind::Insert: return "insert";
    default: return "equal";
  }
}

}  // namespace

int run_diff(int argc, char** argv) {
  const Args args = parse_args(argc, argv, 2, {"from", "to"}, {"json"});
  const TerminalOutput terminal(args);
  if (args.positional.size() != 1)
    throw UsageError("usage: arbiter diff ID [--from E1] [--to E2] [--json]");
  const query::Catalog catalog(locate_database(args.option("db")));
  const query::EntryDiff d =
      query::diff_entry(catalog, args.positional[0], args.option("from"), args.option("to"));
  if (args.flag("json")) {
    JsonWriter w;
    w.begin_object().key("id").value(d.id).key("from").value(d.from).key("to").value(d.to);
    w.key("from_title").value(d.from_title).key("to_title").value(d.to_title);
    w.key("ops").begin_array();
    for (const auto& op : d.ops)
      w.begin_object().key("op").value(op_name(op.kind)).key("text").value(op.text).end_object();
    w.end_array().key("stats");
    stats_json(w, d.stats);
    w.end_object();
    fmt::print("{}\n", w.str());
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
  const query::Catalog catalog(locate_database(args.option("db")));
  const auto changes = query::edition_changes(catalog, args.option("from"), args.option("to"));
  if (args.flag("json")) {
    JsonWriter w;
    w.begin_object().key("from").value(args.option("from")).key("to").value(args.option("to"));
    w.key("changes").begin_array();
    for (const auto& ch : changes) {
      std::vector<std::string> kinds;
      for (query::ChangeKind k : ch.kinds) kinds.push_back(query::kind_name(k));
      w.begin_object().key("id").value(ch.id).key("kinds").string_array(kinds).key("title").value(
          ch.title);
      w.key("detail").value(ch.detail).key("stats");
      stats_json(w, ch.stats);
      if (ch.has(query::ChangeKind::kChanged))
        w.key("effect")
            .value(query::effect_name(ch.effect.effect))
            .key("effect_why")
            .value(ch.effect.why);
      w.end_object();
    }
    w.end_array().end_object();
    fmt::print("{}\n", w.str());
    return 0;
  }
  fmt::print("{}", changes_text(changes, args.option("from"), args.option("to"), colour_enabled()));
  return 0;
}

}  // namespace arbiter::cli
