// `arbiter ids`: every entry id, one a line, for shell completion.
#include <fmt/core.h>

#include "common/sqlite.h"
#include "query/catalog.h"
#include "query/cli/args.h"
#include "query/cli/commands.h"
#include "query/cli/database_path.h"
#include "query/cli/process_catalog.h"

namespace arbiter::cli {

int run_ids(int argc, char** argv) {
  const Args args = parse_args(argc, argv, 2, {"game"}, {});
  if (!args.positional.empty()) throw UsageError("usage: arbiter ids [--game mc|dm]");
  const std::string game = args.option("game");
  if (!game.empty() && game != "mc" && game != "dm") throw UsageError("--game takes mc or dm");
  const query::Catalog& catalog = process_catalog(locate_database(args.option("db")));
  Statement st =
      catalog.db().prepare("SELECT DISTINCT id FROM entries WHERE ?='' OR game=? ORDER BY id");
  st.bind(1, game).bind(2, game);
  std::string out;
  while (st.step()) out += st.text(0) + "\n";
  fmt::print("{}", out);
  return 0;
}

}  // namespace arbiter::cli
