// How every arbiter program ends on an error: one line on stderr naming
// the command, exit status 2 for bad usage (UsageError, a value refused as
// std::invalid_argument) and 1 for anything else that went wrong.
#pragma once

#include <functional>
#include <string_view>

namespace arbiter::cli {

// Runs `body` and returns its status, or reports what it threw as
// "WHO: message" and returns 2 or 1.
int run_reporting_errors(std::string_view who, const std::function<int()>& body);

}  // namespace arbiter::cli
