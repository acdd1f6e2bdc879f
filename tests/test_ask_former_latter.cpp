// "the former" and "the latter": the first and the second of the two
// parties named just before (query/ask/former_latter.h).
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("former and latter name the two dice told before, in order", "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "Quicksilver is 3A/2D with Fast. Toad is 4A/3D. The former attacks, the latter blocks. "
      "Where does each one end up?");
  REQUIRE(a.report);
  CHECK(a.report->values.at("attacker.zone") == "field");
  CHECK(a.report->values.at("blocker.zone") == "prep");
  // Told the other way round, the roles follow.
  const Answer b = testing::ask_dm(
      "Quicksilver is 3A/2D with Fast. Toad is 4A/3D. The latter attacks, the former blocks. "
      "Where does each one end up?");
  REQUIRE(b.report);
  CHECK(b.report->values.at("blocker.zone") == "field");
}

TEST_CASE("former and latter with fewer than two named state no outcome", "[ask][situation]") {
  // Near miss: one name before "the latter": nothing is put in its place,
  // and the attacker without stats is not guessed.
  CHECK_FALSE(testing::ask_dm("Quicksilver is 3A/2D with Fast. The latter attacks and is blocked "
                              "by a 4A/3D die. Where do they end up?")
                  .report);
  // Dice told by their stats alone have no name to put in.
  CHECK_FALSE(testing::ask_dm("A 3A/2D die and a 4A/3D die. The former attacks, the latter "
                              "blocks. Where do they end up?")
                  .report);
}
