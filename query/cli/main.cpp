// arbiter: look up and cross-reference the rules of Marvel Champions and
// Dice Masters.
#include <fmt/core.h>

#include <exception>
#include <stdexcept>
#include <string>
#include <string_view>

#include "query/catalog.h"
#include "query/cli/args.h"
#include "query/cli/commands.h"
#include "query/cli/help.h"

namespace {

using arbiter::cli::CommandHelp;

using Runner = int (*)(int, char**);

struct Command {
  std::string_view name;
  Runner run;
};

constexpr Command kCommands[] = {
    {"search", arbiter::cli::run_search}, {"show", arbiter::cli::run_show},
    {"xref", arbiter::cli::run_xref},     {"export", arbiter::cli::run_export},
    {"sim", arbiter::cli::run_sim},       {"ask", arbiter::cli::run_ask},
    {"diff", arbiter::cli::run_diff},     {"changes", arbiter::cli::run_changes},
    {"index", arbiter::cli::run_index},   {"check", arbiter::cli::run_check},
    {"ids", arbiter::cli::run_ids},
};

bool is_help(std::string_view a) {
  return a == "--help" || a == "-h";
}

// `arbiter help [COMMAND]`.
int run_help(int argc, char** argv) {
  if (argc < 3) {
    fmt::print("{}", arbiter::cli::usage_text());
    return 0;
  }
  const CommandHelp* c = arbiter::cli::find_command(is_help(argv[2]) ? "help" : argv[2]);
  if (!c) {
    fmt::print(stderr, "arbiter help: unknown command '{}' (see 'arbiter --help')\n", argv[2]);
    return 2;
  }
  fmt::print("{}", arbiter::cli::command_help_text(*c));
  return 0;
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

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    fmt::print(stderr, "{}", arbiter::cli::usage_text());
    return 2;
  }
  const std::string command = argv[1];
  if (is_help(command)) {
    fmt::print("{}", arbiter::cli::usage_text());
    return 0;
  }
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
  if (asks_for_help(argc, argv)) {
    fmt::print("{}", arbiter::cli::command_help_text(*help));
    return 0;
  }
  using namespace arbiter::cli;
  try {
    return run(argc, argv);
  } catch (const UsageError& e) {
    fmt::print(stderr, "arbiter {}: {}\n", command, e.what());
    return 2;
  } catch (const std::invalid_argument& e) {
    fmt::print(stderr, "arbiter {}: {}\n", command, e.what());
    return 2;
  } catch (const std::exception& e) {
    fmt::print(stderr, "arbiter {}: {}\n", command, e.what());
    return 1;
  }
}
