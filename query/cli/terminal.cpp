#include "query/cli/terminal.h"

#include <unistd.h>
#include <cstdlib>

#include "query/search.h"

namespace arbiter::cli {

bool colour_enabled() {
  const char* no_colour = std::getenv("NO_COLOR");
  if (no_colour && *no_colour) return false;
  return isatty(STDOUT_FILENO) == 1;
}

std::string render_marks(const std::string& snippet, bool colour) {
  std::string out;
  for (char c : snippet) {
    if (c == query::kMarkOpen)
      out += colour ? "\033[1;33m" : "«";
    else if (c == query::kMarkClose)
      out += colour ? "\033[0m" : "»";
    else
      out += c;
  }
  return out;
}

std::string bold(const std::string& s, bool colour) {
  return colour ? "\033[1m" + s + "\033[0m" : s;
}

std::string dim(const std::string& s, bool colour) {
  return colour ? "\033[2m" + s + "\033[0m" : s;
}

}  // namespace arbiter::cli
