#include "query/cli/error_exit.h"

#include <fmt/core.h>

#include <exception>
#include <stdexcept>

#include "query/cli/args.h"

namespace arbiter::cli {

int run_reporting_errors(std::string_view who, const std::function<int()>& body) {
  try {
    return body();
  } catch (const UsageError& e) {
    fmt::print(stderr, "{}: {}\n", who, e.what());
    return 2;
  } catch (const std::invalid_argument& e) {
    fmt::print(stderr, "{}: {}\n", who, e.what());
    return 2;
  } catch (const std::exception& e) {
    fmt::print(stderr, "{}: {}\n", who, e.what());
    return 1;
  }
}

}  // namespace arbiter::cli
