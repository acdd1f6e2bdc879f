// Where arbiter.db is: --db, then $ARBITER_DB, then beside the binary (the
// build tree), then the install location relative to the binary, then the
// configured install prefix; and whether the editions a player imported
// stand over it.
#pragma once

#include <string>

namespace arbiter::cli {

// The built-in database. Throws std::runtime_error listing the places
// tried when none exists.
std::string locate_base_database(const std::string& explicit_path);

// The database commands read: the store of imported editions
// (indexer/edition_store.h) when one was built over the base database,
// rebuilt first if the base has changed since; else the base itself.
std::string locate_database(const std::string& explicit_path);

}  // namespace arbiter::cli
