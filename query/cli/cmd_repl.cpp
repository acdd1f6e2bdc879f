// `arbiter repl`, and `arbiter` alone on a terminal: ask questions one after
// another. On a terminal, lines are edited and remembered with readline
// (history in ~/.arbiter_history); piped, lines are read as they come and
// no prompt is printed, so a script of questions can be fed in.
#include <readline/history.h>
#include <readline/readline.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "query/cli/args.h"
#include "query/cli/ask_session.h"
#include "query/cli/card_pool_path.h"
#include "query/cli/commands.h"
#include "query/cli/database_path.h"
#include "query/cli/terminal.h"

namespace arbiter::cli {

namespace {

// One line of piped input without its newline; false at the end of input.
// Plain stdio: iostreams would set up their locale at every start-up.
bool read_line(std::FILE* in, std::string& line) {
  line.clear();
  bool any = false;
  for (int c; (c = std::fgetc(in)) != EOF;) {
    any = true;
    if (c == '\n') return true;
    line.push_back(static_cast<char>(c));
  }
  return any;
}

std::string history_file() {
  const char* home = std::getenv("HOME");
  return home && *home ? std::string(home) + "/.arbiter_history" : "";
}

}  // namespace

int run_repl(int argc, char** argv) {
  const Args args = parse_args(argc, argv, 2, {"game", "edition", "cards"}, {});
  if (!args.positional.empty())
    throw UsageError("usage: arbiter repl [--game mc|dm] [--edition E]");
  const std::string game = args.option("game");
  if (!game.empty() && game != "mc" && game != "dm") throw UsageError("--game takes mc or dm");
  const Screen screen = this_screen();
  const OutputSettings settings = output_settings(args, screen);
  const query::Catalog catalog(locate_database(args.option("db")));
  query::ask::AskOptions options{game, args.option("edition"), 8};
  options.cards = imported_cards(args);
  AskSession session(catalog, options);
  const bool terminal = isatty(STDIN_FILENO) == 1 && screen.is_terminal;
  const std::string history = history_file();
  if (terminal) {
    if (!history.empty()) read_history(history.c_str());
    std::printf("Arbiter: ask a rules question or describe a situation; \"help\", \"quit\".\n");
  }
  for (;;) {
    std::string line;
    if (terminal) {
      char* read = readline("arbiter> ");
      if (!read) break;  // end of input (Ctrl-D)
      line = read;
      std::free(read);
      if (line.find_first_not_of(' ') != std::string::npos) add_history(line.c_str());
    } else if (!read_line(stdin, line)) {
      break;
    }
    bool quit = false;
    const std::string reply = repl_reply(session, line, settings.width, settings.colour, quit);
    if (quit) break;
    if (reply.empty()) continue;
    std::fputs(reply.c_str(), stdout);
    if (terminal) std::fputs("\n", stdout);
    std::fflush(stdout);
  }
  if (terminal && !history.empty()) write_history(history.c_str());
  return 0;
}

}  // namespace arbiter::cli
