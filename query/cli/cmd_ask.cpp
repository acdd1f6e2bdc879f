#include <fmt/core.h>

#include "common/json.h"
#include "query/ask/ask.h"
#include "query/cli/args.h"
#include "query/cli/ask_answer_text.h"
#include "query/cli/commands.h"
#include "query/cli/database_path.h"
#include "query/cli/terminal.h"

namespace arbiter::cli {

namespace {

void print_json(const query::ask::Answer& a, const std::string& question, bool show_scenario) {
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
  w.key("out_of_range").string_array(a.out_of_range);
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
  // The one-line verdict of a yes/no or which-one question (ask_answer_text.h).
  w.key("verdict");
  if (const auto v = verdict(a, question))
    w.value(*v);
  else
    w.null();
  if (a.report) {
    w.key("values").begin_object();
    for (const auto& [k, v] : a.report->values) w.key(k).value(v);
    w.end_object();
  }
  w.end_object();
  fmt::print("{}\n", w.str());
}

}  // namespace

int run_ask(int argc, char** argv) {
  const Args args = parse_args(argc, argv, 2, {"game", "edition"},
                               {"json", "show-scenario", "explain", "full", "verbose"});
  const TerminalOutput terminal(args);
  if (args.positional.empty())
    throw UsageError(
        "usage: arbiter ask QUESTION [--game mc|dm] [--edition E] [--full] [--verbose] "
        "[--show-scenario] "
        "[--explain] [--json]");
  std::string question;
  for (const std::string& p : args.positional) question += (question.empty() ? "" : " ") + p;
  const std::string game = args.option("game");
  if (!game.empty() && game != "mc" && game != "dm") throw UsageError("--game takes mc or dm");
  const query::Catalog catalog(locate_database(args.option("db")));
  query::ask::AskOptions options{game, args.option("edition"), 8};
  options.explain = args.flag("explain");
  const query::ask::Answer a = query::ask::ask(catalog, question, options);
  if (options.explain) fmt::print("{}\n", a.reading.stages);
  if (a.empty()) {
    // Nothing understood: say so, name what is not in the rulebooks, and
    // fail, rather than print an empty answer.
    std::string why = "nothing in the rulebooks matches the question";
    if (!a.undefined.empty())
      why = query::ask::not_in_rulebooks(catalog, a.undefined.front(), game);
    throw query::NotFound(why);
  }
  if (args.flag("json"))
    print_json(a, question, args.flag("show-scenario"));
  else {
    AskTextOptions text;
    text.full = args.flag("full");
    text.verbose = args.flag("verbose");
    text.colour = colour_enabled();
    text.show_scenario = args.flag("show-scenario");
    for (const auto& w : a.undefined)
      text.undefined_notes.push_back(query::ask::not_in_rulebooks(catalog, w, a.reading.game));
    fmt::print("{}", ask_answer_text(a, question, text));
  }
  return 0;
}

}  // namespace arbiter::cli
