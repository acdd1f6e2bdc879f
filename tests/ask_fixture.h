// The test database and its vocabulary, loaded once for every ask test.
#pragma once

#include "query/ask/vocabulary.h"
#include "query/catalog.h"

namespace arbiter::testing {

const query::Catalog& test_catalog();
const query::ask::Vocabulary& test_vocabulary();

}  // namespace arbiter::testing
