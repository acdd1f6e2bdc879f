#include <fmt/core.h>

#include "indexer/index_builder.h"
#include "query/cli/args.h"
#include "query/cli/commands.h"

namespace arbiter::cli {

int run_index(int argc, char** argv) {
  const Args args = parse_args(argc, argv, 2, {"output"}, {});
  if (args.positional.size() != 1) throw UsageError("usage: arbiter index CORPUS_DIR [--output FILE]");
  const std::string output = args.option("output", "arbiter.db");
  const db::IndexStats stats = db::build_index(args.positional[0], output);
  fmt::print("{}: {} editions, {} entries, {} references ({} outside the corpus)\n", output,
             stats.editions, stats.entries, stats.references, stats.outside_references);
  return 0;
}

}  // namespace arbiter::cli
