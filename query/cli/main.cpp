// arbiter: look up and cross-reference the rules of Marvel Champions and
// Dice Masters.
#include <fmt/core.h>

#include <cstring>
#include <exception>
#include <stdexcept>
#include <string>

#include "query/catalog.h"
#include "query/cli/args.h"
#include "query/cli/commands.h"

namespace {

constexpr const char* kUsage = R"(usage: arbiter COMMAND [ARGS]

Commands:
  ask QUESTION [--game mc|dm] [--edition E] [--show-scenario] [--json]
                       a question in your words: what was understood, the
                       simulated outcome, why, and the rules
  search TEXT [--game mc|dm] [--edition E] [--limit N] [--json]
                       ranked entries matching TEXT (typos tolerated)
  show ID [--edition E] [--json]
                       an entry's text, references, backlinks, editions, source
  xref ID [--depth N] [--edition E] [--dot] [--json]
                       the cross-reference neighbourhood of an entry
  export --json [--game G] [--edition E]
                       the whole corpus as JSON
  diff ID [--from E1] [--to E2] [--json]
                       word-level differences of one entry between editions
  changes --from E1 --to E2 [--json]
                       entries added, removed, renamed, moved and changed
  sim FILE|- [--edition E] [--json]
                       simulate a scenario: outcome, cited trace, rule text;
                       exit 1 if an expectation fails, 2 if the scenario is malformed
  index CORPUS_DIR [--output FILE]
                       build the database from corpus XML (refuses a bad corpus)
  check CORPUS_DIR [--json]
                       verify the corpus against its sources (fidelity)

Every command that reads the database takes --db FILE; without it arbiter
uses $ARBITER_DB, then the database installed beside the binary.
Ids look like mc:status-cards, dm:2.7.4, dm:overcrush; ID@EDITION pins an
edition (mc:guard@1.1).
Exit status: 0 done, 1 not found or runtime failure, 2 usage error.
)";

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "help") == 0 ||
      std::strcmp(argv[1], "-h") == 0) {
    fmt::print(argc < 2 ? stderr : stdout, "{}", kUsage);
    return argc < 2 ? 2 : 0;
  }
  const std::string command = argv[1];
  using namespace arbiter::cli;
  try {
    if (command == "search") return run_search(argc, argv);
    if (command == "show") return run_show(argc, argv);
    if (command == "xref") return run_xref(argc, argv);
    if (command == "export") return run_export(argc, argv);
    if (command == "sim") return run_sim(argc, argv);
    if (command == "ask") return run_ask(argc, argv);
    if (command == "diff") return run_diff(argc, argv);
    if (command == "changes") return run_changes(argc, argv);
    if (command == "index") return run_index(argc, argv);
    if (command == "check") return run_check(argc, argv);
    fmt::print(stderr, "arbiter: unknown command '{}' (see 'arbiter --help')\n", command);
    return 2;
  } catch (const UsageError& e) {
    fmt::print(stderr, "arbiter {}: {}\n", command, e.what());
    return 2;
  } catch (const std::invalid_argument& e) {
    fmt::print(stderr, "arbiter {}: {}\n", command, e.what());
    return 2;
  } catch (const std::exception& e) {
    fmt::print(stderr, "arbiter {}: {}\n", command, e.what());
    return 1;
  }
}
