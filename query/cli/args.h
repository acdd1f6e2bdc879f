// Command-line arguments: positionals, "--name value" options and flags.
#pragma once

#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace arbiter::cli {

// Bad command-line usage: reported on one line, exit status 2.
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct Args {
  std::vector<std::string> positional;
  std::map<std::string, std::string> options;
  std::set<std::string> flags;

  bool flag(const std::string& name) const { return flags.count(name) > 0; }
  std::string option(const std::string& name, const std::string& fallback = {}) const;
  // A whole number option within [low, high]; throws UsageError otherwise.
  int int_option(const std::string& name, int fallback, int low, int high) const;
};

// Parses argv[first..]. `valued` are options taking a value ("--limit"),
// `flags` are options without one ("--json"). Every command also takes
// "--db FILE" and the terminal's "--width N", "--color=WHEN" and
// "--no-pager" (terminal.h).
Args parse_args(int argc, char** argv, int first, const std::set<std::string>& valued,
                const std::set<std::string>& flags);

}  // namespace arbiter::cli
