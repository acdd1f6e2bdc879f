#include "query/cli/args.h"

#include <charconv>

namespace arbiter::cli {

namespace {

// Options every command takes: the database and the terminal's (terminal.h).
const std::set<std::string>& shared_valued() {
  static const std::set<std::string> value = {"db", "width", "color"};
  return value;
}

}  // namespace

std::string Args::option(const std::string& name, const std::string& fallback) const {
  auto it = options.find(name);
  return it == options.end() ? fallback : it->second;
}

int Args::int_option(const std::string& name, int fallback, int low, int high) const {
  auto it = options.find(name);
  if (it == options.end()) return fallback;
  int value = 0;
  const std::string& s = it->second;
  auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (ec != std::errc() || ptr != s.data() + s.size() || value < low || value > high)
    throw UsageError("--" + name + " takes a whole number from " + std::to_string(low) + " to " +
                     std::to_string(high) + ", not '" + s + "'");
  return value;
}

Args parse_args(int argc, char** argv, int first, const std::set<std::string>& valued,
                const std::set<std::string>& flags) {
  Args args;
  bool only_positional = false;
  for (int i = first; i < argc; ++i) {
    const std::string a = argv[i];
    if (only_positional || a.size() < 3 || a.rfind("--", 0) != 0) {
      args.positional.push_back(a);
      continue;
    }
    if (a == "--") {
      only_positional = true;
      continue;
    }
    std::string name = a.substr(2);
    std::string value;
    const size_t eq = name.find('=');
    const bool inline_value = eq != std::string::npos;
    if (inline_value) {
      value = name.substr(eq + 1);
      name = name.substr(0, eq);
    }
    if (valued.count(name) || shared_valued().count(name)) {
      if (!inline_value) {
        if (i + 1 >= argc) throw UsageError("--" + name + " needs a value");
        value = argv[++i];
      }
      args.options[name] = value;
    } else if ((flags.count(name) || name == "no-pager") && !inline_value) {
      args.flags.insert(name);
    } else {
      throw UsageError("unknown option --" + name);
    }
  }
  return args;
}

}  // namespace arbiter::cli
