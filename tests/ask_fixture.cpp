#include "tests/ask_fixture.h"

namespace arbiter::testing {

const query::Catalog& test_catalog() {
  static const query::Catalog c(ARBITER_TEST_DB);
  return c;
}

const query::ask::Vocabulary& test_vocabulary() {
  static const query::ask::Vocabulary v(test_catalog().db());
  return v;
}

}  // namespace arbiter::testing
