// The manual page and the shell completions keep up with the commands:
// every command and option that `arbiter help` lists is in them.
#include <catch2/catch.hpp>

#include <string>

#include "common/text.h"
#include "query/cli/help.h"

namespace {

std::string source_file(const std::string& path) {
  return arbiter::read_file(std::string(ARBITER_SOURCE_DIR) + "/" + path);
}

// "--limit N" -> "--limit", "--color=WHEN" -> "--color", "-h, --help" -> "-h".
std::string flag_of(std::string_view option) {
  const size_t end = option.find_first_of(" =,");
  return std::string(option.substr(0, end));
}

std::string roff(const std::string& flag) {
  std::string out;
  for (char c : flag) out += c == '-' ? std::string("\\-") : std::string(1, c);
  return out;
}

}  // namespace

TEST_CASE("the manual page and the completions name every command and option", "[docs]") {
  const std::string man = source_file("docs/arbiter.1.in");
  const std::string bash = source_file("completions/arbiter.bash");
  const std::string zsh = source_file("completions/_arbiter");
  // The words of `local commands="..."`, with a space at each end.
  const size_t list = bash.find("local commands=\"");
  REQUIRE(list != std::string::npos);
  const size_t open = bash.find('"', list) + 1;
  const std::string bash_commands = " " + bash.substr(open, bash.find('"', open) - open) + " ";
  for (const arbiter::cli::CommandHelp& c : arbiter::cli::command_help()) {
    const std::string name(c.name);
    INFO(name);
    CHECK((man.find(".BI \"" + name + " ") != std::string::npos ||
           man.find("\\fB" + name + "\\fR") != std::string::npos));
    CHECK(bash.find("    " + name + ")") != std::string::npos);  // its case in _arbiter
    CHECK(zsh.find("    " + name + ")") != std::string::npos);
    if (!c.hidden) {
      CHECK(bash_commands.find(" " + name + " ") != std::string::npos);
      CHECK(zsh.find("'" + name + ":") != std::string::npos);
    }
    for (const auto& o : c.options) {
      const std::string flag = flag_of(o.name);
      INFO(flag);
      CHECK(man.find(roff(flag)) != std::string::npos);
      CHECK(bash.find(flag) != std::string::npos);
      CHECK(zsh.find("'" + flag) != std::string::npos);
    }
  }
  for (const char* flag : {"--db", "--width", "--color", "--no-pager", "--help", "--version"}) {
    INFO(flag);
    CHECK(man.find(roff(flag)) != std::string::npos);
    CHECK(bash.find(flag) != std::string::npos);
  }
}
