// The test database and its vocabulary, loaded once for every ask test.
#pragma once

#include "query/ask/ask.h"
#include "query/ask/reading.h"
#include "query/ask/vocabulary.h"
#include "query/catalog.h"

namespace arbiter::testing {

const query::Catalog& test_catalog();
const query::ask::Vocabulary& test_vocabulary();
// The likeliest reading of a question, in `game` ("mc", "dm"; "" picks).
query::ask::Reading first_reading(const std::string& question, const std::string& game);
// The whole answer to a question asked as a Dice Masters one.
query::ask::Answer ask_dm(const std::string& question);
// ... and as a Marvel Champions one.
query::ask::Answer ask_mc(const std::string& question);

}  // namespace arbiter::testing
