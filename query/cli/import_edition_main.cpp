// arbiter-import-edition: the program `arbiter import-edition` hands over
// to, with the built-in database already found (--db).
#include "query/cli/error_exit.h"
#include "query/cli/import_edition.h"

int main(int argc, char** argv) {
  return arbiter::cli::run_reporting_errors(
      "arbiter import-edition", [&] { return arbiter::cli::import_edition(argc, argv); });
}
