// Where arbiter.db is: --db, then $ARBITER_DB, then beside the binary (the
// build tree), then the install location relative to the binary, then the
// configured install prefix.
#pragma once

#include <string>

namespace arbiter::cli {

// Throws std::runtime_error listing the places tried when none exists.
std::string locate_database(const std::string& explicit_path);

}  // namespace arbiter::cli
