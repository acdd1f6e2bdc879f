#include <fmt/core.h>

#include <stdexcept>

#include "engine/core/predicate.h"
#include "indexer/index_builder.h"
#include "query/cli/args.h"
#include "query/cli/commands.h"
#include "query/cli/terminal.h"

namespace arbiter::cli {

int run_index(int argc, char** argv) {
  const Args args = parse_args(argc, argv, 2, {"output"}, {});
  const TerminalOutput terminal(args);
  if (args.positional.size() != 1)
    throw UsageError("usage: arbiter index CORPUS_DIR [--output FILE]");
  const std::string output = args.option("output", "arbiter.db");
  const std::vector<std::string> registry_problems = engine::check_registry();
  if (!registry_problems.empty()) {
    std::string msg = "the predicate registry is not sound; no database written";
    for (const std::string& p : registry_problems) msg += "\n" + p;
    throw std::runtime_error(msg);
  }
  std::vector<db::PredicateRow> rows;
  for (const engine::Predicate* p : engine::predicate_registry())
    rows.push_back({std::string(p->id), p->game(), std::string(p->summary), p->cites.strings(),
                    p->editions.strings()});
  const db::IndexStats stats = db::build_index(args.positional[0], output, rows);
  fmt::print("{}: {} editions, {} entries, {} references ({} outside the corpus), {} predicates\n",
             output, stats.editions, stats.entries, stats.references, stats.outside_references,
             stats.predicates);
  return 0;
}

}  // namespace arbiter::cli
