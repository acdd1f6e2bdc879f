// The catalog a command reads, open for the rest of the process.
#pragma once

#include <string>

#include "query/catalog.h"

namespace arbiter::cli {

// The catalog of the database at `path`, opened on the first call for it
// and never closed: a command runs once a process, and main ends the
// process without tearing anything down (query/cli/main.cpp), so closing
// the database (freeing its schema and statements: 0.1M instructions)
// was work for nothing. A later call for the same path returns the same
// catalog.
const query::Catalog& process_catalog(const std::string& path);

}  // namespace arbiter::cli
