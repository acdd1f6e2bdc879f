#include <fmt/core.h>

#include "common/json.h"
#include "query/ask/ask.h"
#include "query/cli/args.h"
#include "query/cli/commands.h"
#include "query/cli/database_path.h"
#include "query/cli/terminal.h"

namespace arbiter::cli {

namespace {

// The catalog the answer came from, for texts that name the editions.
const query::Catalog* catalog_of_answer = nullptr;

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
  w.key("not_used").string_array(a.not_used).key("undefined").string_array(a.undefined);
  w.key("readings").begin_array();
  for (const auto& r : a.readings) {
    w.begin_object().key("understood").value(r.notation).key("deciding").value(r.reading.deciding);
    w.key("outcome");
    if (r.report)
      w.value(r.report->outcome);
    else
      w.null();
    w.key("missing").string_array(r.missing).end_object();
  }
  w.end_array();
  w.key("readings_differ").value(a.readings_differ);
  if (a.report) {
    w.key("values").begin_object();
    for (const auto& [k, v] : a.report->values) w.key(k).value(v);
    w.end_object();
  }
  w.end_object();
  fmt::print("{}\n", w.str());
}

void print_outcome(const std::vector<std::string>& missing,
                   const std::optional<engine::SimReport>& report, bool c) {
  if (!missing.empty()) {
    std::string m;
    for (const auto& s : missing) m += (m.empty() ? "" : ", ") + s;
    fmt::print("{} cannot say without: {}. The outcome depends on {}; add {} to the question.\n",
               bold("Outcome:", c), m, missing.size() > 1 ? "them" : "it",
               missing.size() > 1 ? "them" : "it");
  } else if (report) {
    fmt::print("{} {}\n", bold("Outcome:", c), report->outcome);
  }
}

void print_text(const query::ask::Answer& a, bool show_scenario) {
  const bool c = colour_enabled();
  fmt::print("{} {}\n", bold("Understood:", c), a.understood);
  if (!a.edition_note.empty())
    fmt::print("  {}\n", dim("edition " + a.edition + ": " + a.edition_note, c));
  if (a.reading.game.empty())
    fmt::print("{}\n",
               dim("(the words do not say which game: answering from both; use --game mc|dm)", c));
  for (const auto& s : a.assumed) fmt::print("  {}\n", dim(s, c));
  if (!a.not_used.empty() && a.reading.situation()) {
    std::string words;
    for (const auto& w : a.not_used) words += (words.empty() ? "" : ", ") + w;
    fmt::print("  {}\n", dim("Not used: " + words, c));
  }
  if (a.reading.situation()) {
    fmt::print("\n");
    if (a.readings_differ) {
      fmt::print("{} the words allow {} readings, and they rule differently:\n",
                 bold("Outcome:", c), a.readings.size());
      for (const auto& r : a.readings) {
        fmt::print("\n  {} {}\n  {}\n  ", bold("Reading:", c),
                   r.reading.deciding.empty() ? "as written" : r.reading.deciding,
                   dim(r.notation, c));
        print_outcome(r.missing, r.report, c);
      }
      fmt::print("\nSay which you mean, or edit the line you mean and ask it again.\n");
    } else {
      print_outcome(a.missing, a.report, c);
      if (a.report) {
        fmt::print("\n{} ({} {})\n", bold("Why:", c), a.reading.game, a.edition);
        int n = 0;
        for (const auto& e : a.report->events) {
          std::string cites;
          for (const auto& id : e.cites) cites += (cites.empty() ? "" : ", ") + id;
          fmt::print("{:3}. {}\n     {}\n", ++n, e.text, dim(e.predicate + " — " + cites, c));
        }
      }
    }
  }
  for (const auto& w : a.undefined)
    fmt::print("\n{}\n", query::ask::not_in_rulebooks(*catalog_of_answer, w, a.reading.game));
  if (show_scenario && !a.scenario_xml.empty())
    fmt::print("\n{}\n{}", bold("Scenario (save and run with arbiter sim):", c), a.scenario_xml);
  if (a.rules.empty()) return;
  fmt::print("\n{}\n", bold("Rules:", c));
  for (const auto& r : a.rules) {
    fmt::print("\n{}  {}  {}\n", bold(r.title, c), r.id,
               dim("[" + r.edition + " · " + r.why + "]", c));
    fmt::print("{}\n", r.text);
  }
}

}  // namespace

int run_ask(int argc, char** argv) {
  const Args args =
      parse_args(argc, argv, 2, {"game", "edition"}, {"json", "show-scenario", "explain"});
  const TerminalOutput terminal(args);
  if (args.positional.empty())
    throw UsageError(
        "usage: arbiter ask QUESTION [--game mc|dm] [--edition E] [--show-scenario] [--explain] "
        "[--json]");
  std::string question;
  for (const std::string& p : args.positional) question += (question.empty() ? "" : " ") + p;
  const std::string game = args.option("game");
  if (!game.empty() && game != "mc" && game != "dm") throw UsageError("--game takes mc or dm");
  const query::Catalog catalog(locate_database(args.option("db")));
  query::ask::AskOptions options{game, args.option("edition"), 8};
  options.explain = args.flag("explain");
  const query::ask::Answer a = query::ask::ask(catalog, question, options);
  if (options.explain) fmt::print("{}\n", a.reading.stages);
  catalog_of_answer = &catalog;
  if (a.empty()) {
    // Nothing understood: say so, name what is not in the rulebooks, and
    // fail, rather than print an empty answer.
    std::string why = "nothing in the rulebooks matches the question";
    if (!a.undefined.empty())
      why = query::ask::not_in_rulebooks(catalog, a.undefined.front(), game);
    throw query::NotFound(why);
  }
  if (args.flag("json"))
    print_json(a, args.flag("show-scenario"));
  else
    print_text(a, args.flag("show-scenario"));
  return 0;
}

}  // namespace arbiter::cli
