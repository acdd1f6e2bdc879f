// `arbiter serve` hands over to arbiter-serve (query/serve/serve_main.cpp)
// with the database this binary would use.
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "query/cli/args.h"
#include "query/cli/card_pool_path.h"
#include "query/cli/commands.h"
#include "query/cli/database_path.h"
#include "query/cli/helper_program.h"

namespace arbiter::cli {

int run_serve(int argc, char** argv) {
  const Args args = parse_args(argc, argv, 2, {"host", "port", "cards", "cache-mb"}, {});
  if (!args.positional.empty())
    throw UsageError("usage: arbiter serve [--host ADDRESS] [--port N] [--cache-mb N]");
  args.int_option("port", 8080, 0, 65535);  // refused here, with this command's words
  args.int_option("cache-mb", 32, 0, 4096);
  const std::string server = locate_helper("arbiter-serve");
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
  for (const char* name : {"host", "port", "cache-mb"})
    if (!args.option(name).empty())
      words.insert(words.end(), {"--" + std::string(name), args.option(name)});
  exec_helper(server, std::move(words));
}

}  // namespace arbiter::cli
