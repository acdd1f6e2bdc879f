#include <fmt/core.h>

#include <cstdio>

#include "common/text.h"
#include "query/ask/ask.h"
#include "query/cli/args.h"
#include "query/cli/ask_answer_text.h"
#include "query/cli/ask_verdict.h"
#include "query/cli/card_pool_path.h"
#include "query/cli/commands.h"
#include "query/cli/database_path.h"
#include "query/cli/json_views.h"
#include "query/cli/process_catalog.h"
#include "query/cli/terminal.h"

namespace arbiter::cli {

namespace {

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
  const Args args = parse_args(argc, argv, 2, {"game", "edition", "cards"},
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
  const query::Catalog& catalog = process_catalog(locate_database(args.option("db")));
  query::ask::AskOptions options{game, args.option("edition"), 8};
  options.explain = args.flag("explain");
  options.cards = imported_cards(args);
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
    fmt::print("{}\n", ask_json(a, question, args.flag("show-scenario")));
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
