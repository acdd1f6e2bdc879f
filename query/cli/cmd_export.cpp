#include <fmt/core.h>

#include "query/cli/args.h"
#include "query/cli/commands.h"
#include "query/cli/database_path.h"
#include "query/cli/process_catalog.h"
#include "query/export.h"

namespace arbiter::cli {

int run_export(int argc, char** argv) {
  const Args args = parse_args(argc, argv, 2, {"game", "edition"}, {"json"});
  if (!args.positional.empty() || !args.flag("json"))
    throw UsageError("usage: arbiter export --json [--game G] [--edition E]");
  const query::Catalog& catalog = process_catalog(locate_database(args.option("db")));
  fmt::print("{}\n", query::export_json(catalog, args.option("game"), args.option("edition")));
  return 0;
}

}  // namespace arbiter::cli
