// arbiter-import-edition: the program `arbiter import-edition` hands over
// to, with the built-in database already found (--db).
#include <fmt/core.h>

#include <exception>
#include <stdexcept>

#include "query/cli/args.h"
#include "query/cli/import_edition.h"

int main(int argc, char** argv) {
  try {
    return arbiter::cli::import_edition(argc, argv);
  } catch (const arbiter::cli::UsageError& e) {
    fmt::print(stderr, "arbiter import-edition: {}\n", e.what());
    return 2;
  } catch (const std::invalid_argument& e) {
    fmt::print(stderr, "arbiter import-edition: {}\n", e.what());
    return 2;
  } catch (const std::exception& e) {
    fmt::print(stderr, "arbiter import-edition: {}\n", e.what());
    return 1;
  }
}
