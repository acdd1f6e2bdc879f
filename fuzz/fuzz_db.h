// The database the ask and search harnesses read: opened once per process,
// from $ARBITER_DB or else the build's arbiter.db (ARBITER_FUZZ_DB).
#pragma once

#include "query/ask/vocabulary.h"
#include "query/catalog.h"

namespace arbiter::fuzz {

// Exits with a message naming the path when the database cannot be opened:
// a harness without its database would fuzz nothing.
const query::Catalog& catalog();
const query::ask::Vocabulary& vocabulary();

}  // namespace arbiter::fuzz
