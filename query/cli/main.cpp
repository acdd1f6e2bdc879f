// arbiter: look up and cross-reference the rules of Marvel Champions and
// Dice Masters.
#include <fmt/core.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "common/sqlite_arena.h"
#include "query/catalog.h"
#include "query/cli/args.h"
#include "query/cli/commands.h"
#include "query/cli/error_exit.h"
#include "query/cli/help.h"
#include "query/cli/terminal.h"

namespace {

using arbiter::cli::CommandHelp;

using Runner = int (*)(int, char**);

struct Command {
  std::string_view name;
  Runner run;
};

constexpr Command kCommands[] = {
    {"search", arbiter::cli::run_search},     {"show", arbiter::cli::run_show},
    {"xref", arbiter::cli::run_xref},         {"export", arbiter::cli::run_export},
    {"sim", arbiter::cli::run_sim},           {"ask", arbiter::cli::run_ask},
    {"diff", arbiter::cli::run_diff},         {"changes", arbiter::cli::run_changes},
    {"index", arbiter::cli::run_index},       {"check", arbiter::cli::run_check},
    {"ids", arbiter::cli::run_ids},           {"repl", arbiter::cli::run_repl},
    {"serve", arbiter::cli::run_serve},       {"cards", arbiter::cli::run_cards},
    {"card", arbiter::cli::run_card},         {"import-edition", arbiter::cli::run_import_edition},
    {"editions", arbiter::cli::run_editions},
};

// The terminal options among any arguments, others ignored: help obeys
// --width, --color and --no-pager wherever they are.
arbiter::cli::Args terminal_options(int argc, char** argv) {
  arbiter::cli::Args args;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--no-pager") args.flags.insert("no-pager");
    for (const char* name : {"width", "color"}) {
      const std::string option = std::string("--") + name;
      if (a.rfind(option + "=", 0) == 0)
        args.options[name] = a.substr(option.size() + 1);
      else if (a == option && i + 1 < argc)
        args.options[name] = argv[++i];
    }
  }
  return args;
}

// Help goes through the terminal like every command's text: wrapped, paged.
int print_help(const std::string& text, int argc, char** argv) {
  const arbiter::cli::TerminalOutput terminal(terminal_options(argc, argv));
  fmt::print("{}", text);
  return 0;
}

bool is_help(std::string_view a) {
  return a == "--help" || a == "-h";
}

// `COMMAND --help` anywhere before a "--".
bool asks_for_help(int argc, char** argv) {
  for (int i = 2; i < argc; ++i) {
    const std::string_view a = argv[i];
    if (a == "--") return false;
    if (is_help(a)) return true;
  }
  return false;
}

// `arbiter help [COMMAND]`: the first argument that is not an option or
// an option's value names the command.
int run_help(int argc, char** argv) {
  std::string_view name;
  for (int i = 2; i < argc && name.empty(); ++i) {
    const std::string_view a = argv[i];
    if (a == "--width" || a == "--color")
      ++i;
    else if (a.empty() || a[0] != '-')
      name = a;
  }
  if (name.empty() && asks_for_help(argc, argv)) name = "help";  // help --help
  if (name.empty()) return print_help(arbiter::cli::usage_text(), argc, argv);
  const CommandHelp* c = arbiter::cli::find_command(name);
  if (!c)
    throw arbiter::cli::UsageError("unknown command '" + std::string(name) +
                                   "' (see 'arbiter --help')");
  return print_help(arbiter::cli::command_help_text(*c), argc, argv);
}

// Runs `arbiter COMMAND ...`; errors propagate to main.
int dispatch(const std::string& command, int argc, char** argv) {
  if (is_help(command)) return print_help(arbiter::cli::usage_text(), argc, argv);
  if (command == "--version") {
    fmt::print("{}", arbiter::cli::version_text());
    return 0;
  }
  if (command == "help") return run_help(argc, argv);
  const CommandHelp* help = arbiter::cli::find_command(command);
  Runner run = nullptr;
  for (const Command& c : kCommands)
    if (c.name == command) run = c.run;
  if (!help || !run) {
    fmt::print(stderr, "arbiter: unknown command '{}' (see 'arbiter --help')\n", command);
    return 2;
  }
  if (asks_for_help(argc, argv))
    return print_help(arbiter::cli::command_help_text(*help), argc, argv);
  return run(argc, argv);
}

// LeakSanitizer checks for leaks when the program exits normally.
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kLeakCheckAtExit = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kLeakCheckAtExit = true;
#else
constexpr bool kLeakCheckAtExit = false;
#endif
#else
constexpr bool kLeakCheckAtExit = false;
#endif

// Ends the process once the command has returned (its own objects, the
// pager and the database among them, are gone by then). What a normal exit
// would still do is destroy the static objects, the readers' word sets and
// the rules' tables, and give back heap the process's end takes back anyway:
// about 0.18M instructions after an ask. Output still buffered is written
// first. Under a sanitizer the exit stays normal, for the leak check.
[[noreturn]] void finish(int status) {
  std::fflush(nullptr);
  if (kLeakCheckAtExit) std::exit(status);
  std::_Exit(status);
}

}  // namespace

int main(int argc, char** argv) {
  // Alone on a terminal: the interactive mode.
  if (argc < 2 && isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1) {
    char repl[] = "repl";
    char* args[] = {argv[0], repl, nullptr};
    argc = 2;
    argv = args;
    finish(arbiter::cli::run_reporting_errors("arbiter",
                                              [&] { return arbiter::cli::run_repl(argc, argv); }));
  }
  if (argc < 2) {
    fmt::print(stderr, "{}", arbiter::cli::usage_text());
    return 2;
  }
  const std::string command = argv[1];
  // A lookup runs once and exits: SQLite's memory comes from an arena
  // (common/sqlite_arena.h). Under a sanitizer SQLite's own, for its checks.
  if (!kLeakCheckAtExit && (command == "search" || command == "show" || command == "ask"))
    arbiter::use_sqlite_arena();
  finish(arbiter::cli::run_reporting_errors("arbiter " + command,
                                            [&] { return dispatch(command, argc, argv); }));
}
