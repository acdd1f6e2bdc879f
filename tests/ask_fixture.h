// The test database and its vocabulary, loaded once for every ask test.
#pragma once

#include "query/ask/reading.h"
#include "query/ask/vocabulary.h"
#include "query/catalog.h"

namespace arbiter::testing {

const query::Catalog& test_catalog();
const query::ask::Vocabulary& test_vocabulary();
// The likeliest reading of a question, in `game` ("mc", "dm"; "" picks).
query::ask::Reading first_reading(const std::string& question, const std::string& game);

}  // namespace arbiter::testing
