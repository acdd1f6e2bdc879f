// `arbiter serve` hands over to arbiter-serve (query/serve/serve_main.cpp),
// found beside this binary or in its libexec directory, with the database
// this binary would use.
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "query/cli/args.h"
#include "query/cli/card_pool_path.h"
#include "query/cli/commands.h"
#include "query/cli/database_path.h"

namespace arbiter::cli {

namespace {

std::string locate_server() {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec) throw std::runtime_error("cannot find this program's own path to start arbiter-serve");
  const fs::path dir = exe.parent_path();
  const std::vector<fs::path> candidates = {
      dir / "arbiter-serve", dir.parent_path() / ARBITER_LIBEXEC_SUBDIR / "arbiter-serve"};
  for (const fs::path& p : candidates)
    if (fs::exists(p, ec)) return p.string();
  throw std::runtime_error("arbiter-serve is missing (looked in " + candidates[0].string() +
                           " and " + candidates[1].string() +
                           "); it is built and installed with arbiter");
}

}  // namespace

int run_serve(int argc, char** argv) {
  const Args args = parse_args(argc, argv, 2, {"host", "port", "cards"}, {});
  if (!args.positional.empty())
    throw UsageError("usage: arbiter serve [--host ADDRESS] [--port N]");
  args.int_option("port", 8080, 0, 65535);  // refused here, with this command's words
  const std::string server = locate_server();
  std::vector<std::string> words = {server, "--db", locate_database(args.option("db"))};
  // The card pool, when one was imported: names in questions bring numbers.
  if (const std::string cards = cards_path(args);
      !cards.empty() && std::filesystem::exists(cards)) {
    words.push_back("--cards");
    words.push_back(cards);
  } else if (!args.option("cards").empty()) {
    throw std::runtime_error(args.option("cards") +
                             ": no card database (run 'arbiter cards import DIR')");
  }
  for (const char* name : {"host", "port"})
    if (!args.option(name).empty())
      words.insert(words.end(), {"--" + std::string(name), args.option(name)});
  std::vector<char*> exec_argv;
  for (std::string& w : words) exec_argv.push_back(w.data());
  exec_argv.push_back(nullptr);
  execv(server.c_str(), exec_argv.data());
  throw std::runtime_error("cannot start " + server + ": " + std::strerror(errno));
}

}  // namespace arbiter::cli
