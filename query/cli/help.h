// What `arbiter --help`, `arbiter help COMMAND` and `COMMAND --help` say:
// every command's usage, options and an example, in one table that the
// usage summary, the per-command help and the tests all read.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace arbiter::cli {

struct OptionHelp {
  std::string_view name;  // as typed, with its value: "--limit N"
  std::string_view text;
};

struct CommandHelp {
  std::string_view name;
  std::string_view usage;    // the arguments after the command's name
  std::string_view summary;  // one sentence
  std::vector<OptionHelp> options;
  std::string_view example;
  bool database = true;  // takes --db
  bool terminal = true;  // text output: takes --width, --color, --no-pager
  bool hidden = false;   // for scripts and completions, not listed in the summary
};

// Every command, in the order `arbiter --help` lists them.
const std::vector<CommandHelp>& command_help();

// nullptr when there is no such command.
const CommandHelp* find_command(std::string_view name);

// `arbiter --help`: every listed command with its usage and summary.
std::string usage_text();

// `arbiter help COMMAND`: usage, summary, options (its own, then the
// shared ones) and an example.
std::string command_help_text(const CommandHelp& command);

// `arbiter --version`.
std::string version_text();

}  // namespace arbiter::cli
