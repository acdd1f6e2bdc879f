// process_catalog (query/cli/process_catalog.h): one catalog a database
// for the rest of the process, and a database that is not there refused
// as opening one always was.
#include <catch2/catch.hpp>

#include <stdexcept>

#include "query/cli/process_catalog.h"

using arbiter::cli::process_catalog;

TEST_CASE("a command's catalog is opened once for its database", "[cli]") {
  const arbiter::query::Catalog& first = process_catalog(ARBITER_TEST_DB);
  const arbiter::query::Catalog& again = process_catalog(ARBITER_TEST_DB);
  CHECK(&first == &again);
  CHECK_FALSE(first.editions().empty());
  CHECK_THROWS_AS(process_catalog("/nonexistent/arbiter.db"), std::runtime_error);
  // Refused again: nothing was kept for it.
  CHECK_THROWS_AS(process_catalog("/nonexistent/arbiter.db"), std::runtime_error);
}
