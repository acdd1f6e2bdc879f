#include <fmt/core.h>

#include <cstdio>

#include "common/json.h"
#include "common/text.h"
#include "query/ask/ask.h"
#include "query/cli/args.h"
#include "query/cli/ask_answer_text.h"
#include "query/cli/ask_verdict.h"
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
  // With values missing: the results alike whatever they are.
  w.key("settled").begin_object();
  for (const auto& [key, value] : a.settled) w.key(key).value(value);
  w.end_object();
  w.key("not_used").string_array(a.not_used).key("undefined").string_array(a.undefined);
  w.key("out_of_range").string_array(a.out_of_range);
  w.key("not_simulated").string_array(a.reading.not_simulated);
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
  w.key("not_read").value(static_cast<int64_t>(a.words_not_read));
  // The one-line verdict of a yes/no or which-one question (ask_verdict.h).
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

// `ask -`: the question from standard input (a long paste, a script).
// Only its first kMaxQuestionWords words are read; past kMaxStdinBytes it is
// refused outright rather than held in memory.
std::string read_question_from_stdin() {
  constexpr size_t kMaxStdinBytes = 16u << 20;
  std::string text;
  char buf[65536];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, stdin)) > 0) {
    if (text.size() + n > kMaxStdinBytes)
      throw UsageError(fmt::format(
          "standard input: the question is over {} MiB; ask reads at most {} words of it",
          kMaxStdinBytes >> 20, query::ask::kMaxQuestionWords));
    text.append(buf, n);
  }
  if (std::ferror(stdin)) throw std::runtime_error("standard input: cannot read the question");
  return text;
}

}  // namespace

int run_ask(int argc, char** argv) {
  const Args args = parse_args(argc, argv, 2, {"game", "edition"},
                               {"json", "show-scenario", "explain", "full", "verbose"});
  const TerminalOutput terminal(args);
  if (args.positional.empty())
    throw UsageError(
        "usage: arbiter ask QUESTION|- [--game mc|dm] [--edition E] [--full] [--verbose] "
        "[--show-scenario] "
        "[--explain] [--json]");
  std::string pasted;
  if (args.positional.size() == 1 && args.positional[0] == "-")
    pasted = read_question_from_stdin();
  else
    for (const std::string& p : args.positional) pasted += (pasted.empty() ? "" : " ") + p;
  // Clipped here once, so no later pass (the verdict, the JSON) walks a huge paste.
  const FirstWords read = first_words(pasted, query::ask::kMaxQuestionWords);
  std::string().swap(pasted);
  const std::string& question = read.text;
  const std::string game = args.option("game");
  if (!game.empty() && game != "mc" && game != "dm") throw UsageError("--game takes mc or dm");
  const query::Catalog catalog(locate_database(args.option("db")));
  query::ask::AskOptions options{game, args.option("edition"), 8};
  options.explain = args.flag("explain");
  query::ask::Answer a = query::ask::ask(catalog, question, options);
  a.words_not_read = read.words_left_out;
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
