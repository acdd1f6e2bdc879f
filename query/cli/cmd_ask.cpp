#include <fmt/core.h>

#include "common/json.h"
#include "query/ask/ask.h"
#include "query/cli/args.h"
#include "query/cli/commands.h"
#include "query/cli/database_path.h"
#include "query/cli/terminal.h"

namespace arbiter::cli {

namespace {

void print_json(const query::ask::Answer& a, bool show_scenario) {
  JsonWriter w;
  w.begin_object();
  w.key("game");
  if (a.reading.game.empty())
    w.null();
  else
    w.value(a.reading.game);
  w.key("edition").value(a.edition).key("understood").value(a.understood);
  w.key("scenario");
  if (a.scenario_xml.empty() || (!show_scenario && a.scenario_xml.empty()))
    w.null();
  else
    w.value(a.scenario_xml);
  w.key("outcome");
  if (a.report)
    w.value(a.report->outcome);
  else
    w.null();
  w.key("events").begin_array();
  if (a.report)
    for (const auto& e : a.report->events)
      w.begin_object()
          .key("text")
          .value(e.text)
          .key("predicate")
          .value(e.predicate)
          .key("cites")
          .string_array(e.cites)
          .end_object();
  w.end_array();
  w.key("rules").begin_array();
  for (const auto& r : a.rules)
    w.begin_object()
        .key("id")
        .value(r.id)
        .key("edition")
        .value(r.edition)
        .key("title")
        .value(r.title)
        .key("text")
        .value(r.text)
        .key("why")
        .value(r.why)
        .end_object();
  w.end_array();
  w.key("missing").string_array(a.missing).key("assumed").string_array(a.assumed);
  if (a.report) {
    w.key("values").begin_object();
    for (const auto& [k, v] : a.report->values) w.key(k).value(v);
    w.end_object();
  }
  w.end_object();
  fmt::print("{}\n", w.str());
}

void print_text(const query::ask::Answer& a, bool show_scenario) {
  const bool c = colour_enabled();
  fmt::print("{} {}\n", bold("Understood:", c), a.understood);
  if (a.reading.game.empty())
    fmt::print("{}\n",
               dim("(the words do not say which game: answering from both; use --game mc|dm)", c));
  for (const auto& s : a.assumed) fmt::print("  {}\n", dim(s, c));
  if (a.reading.situation()) {
    if (!a.missing.empty()) {
      std::string m;
      for (const auto& s : a.missing) m += (m.empty() ? "" : ", ") + s;
      fmt::print(
          "\n{} cannot say without: {}. The outcome depends on {}; add {} to the question.\n",
          bold("Outcome:", c), m, a.missing.size() > 1 ? "them" : "it",
          a.missing.size() > 1 ? "them" : "it");
    } else if (a.report) {
      fmt::print("\n{} {}\n", bold("Outcome:", c), a.report->outcome);
      fmt::print("\n{} ({} {})\n", bold("Why:", c), a.reading.game, a.edition);
      int n = 0;
      for (const auto& e : a.report->events) {
        std::string cites;
        for (const auto& id : e.cites) cites += (cites.empty() ? "" : ", ") + id;
        fmt::print("{:3}. {}\n     {}\n", ++n, e.text, dim(e.predicate + " — " + cites, c));
      }
    }
  }
  if (show_scenario && !a.scenario_xml.empty())
    fmt::print("\n{}\n{}", bold("Scenario (save and run with arbiter sim):", c), a.scenario_xml);
  fmt::print("\n{}\n", bold("Rules:", c));
  for (const auto& r : a.rules) {
    fmt::print("\n{}  {}  {}\n", bold(r.title, c), r.id,
               dim("[" + r.edition + " · " + r.why + "]", c));
    fmt::print("{}\n", r.text);
  }
}

}  // namespace

int run_ask(int argc, char** argv) {
  const Args args = parse_args(argc, argv, 2, {"game", "edition"}, {"json", "show-scenario"});
  const TerminalOutput terminal(args);
  if (args.positional.empty())
    throw UsageError(
        "usage: arbiter ask QUESTION [--game mc|dm] [--edition E] [--show-scenario] [--json]");
  std::string question;
  for (const std::string& p : args.positional) question += (question.empty() ? "" : " ") + p;
  const std::string game = args.option("game");
  if (!game.empty() && game != "mc" && game != "dm") throw UsageError("--game takes mc or dm");
  const query::Catalog catalog(locate_database(args.option("db")));
  const query::ask::Answer a =
      query::ask::ask(catalog, question, {game, args.option("edition"), 8});
  if (args.flag("json"))
    print_json(a, args.flag("show-scenario"));
  else
    print_text(a, args.flag("show-scenario"));
  return 0;
}

}  // namespace arbiter::cli
