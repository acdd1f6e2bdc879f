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

query::ask::Reading first_reading(const std::string& question, const std::string& game) {
  return query::ask::read_question(question, test_vocabulary(), game).front();
}

}  // namespace arbiter::testing
