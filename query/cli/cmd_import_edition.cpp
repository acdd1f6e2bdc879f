// `arbiter import-edition` hands over to arbiter-import-edition
// (query/cli/import_edition.cpp) with the built-in database this binary
// would use, so that only that program loads the PDF libraries.
#include <string>
#include <vector>

#include "query/cli/args.h"
#include "query/cli/commands.h"
#include "query/cli/database_path.h"
#include "query/cli/helper_program.h"

namespace arbiter::cli {

int run_import_edition(int argc, char** argv) {
  const Args args = parse_args(argc, argv, 2, {"game", "label", "output", "remove"}, {});
  const std::string program = locate_helper("arbiter-import-edition");
  std::vector<std::string> words = {program, "import-edition"};
  if (args.option("db").empty()) words.insert(words.end(), {"--db", locate_base_database("")});
  words.insert(words.end(), argv + 2, argv + argc);
  exec_helper(program, std::move(words));
}

}  // namespace arbiter::cli
