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

query::ask::Answer ask_dm(const std::string& question) {
  query::ask::AskOptions dm;
  dm.game = "dm";
  return query::ask::ask(test_catalog(), question, dm);
}

query::ask::Answer ask_mc(const std::string& question) {
  query::ask::AskOptions mc;
  mc.game = "mc";
  return query::ask::ask(test_catalog(), question, mc);
}

}  // namespace arbiter::testing
