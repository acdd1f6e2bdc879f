// Fielding a die from the Reserve Pool, as players ask it: the fielding
// cost, the level, and the energy to pay with are read, and the engine
// fields it or refuses (dm:2.6.3.1).
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/reading.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("dm field: short of energy, the die stays in the Reserve Pool", "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "My Thor is on its level 3 face, fielding cost 3. I have 2 fist energy in my reserve. Can I "
      "field Thor?");
  CHECK(a.reading.action == "field");
  CHECK(a.reading.fact("die", "cost") == "3");
  CHECK(a.reading.fact("die", "level") == "3");
  CHECK(a.reading.fact("pay", "energy") == "fist fist");
  REQUIRE(a.report);
  CHECK(a.report->values.at("attacker.zone") == "reserve");
}

TEST_CASE("dm field: enough energy fields it, any type", "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "level 1 die with fielding cost 2, and I have a mask and a bolt. can I field it?");
  REQUIRE(a.report);
  CHECK(a.report->values.at("attacker.zone") == "field");
  // Two dice with fielding costs: which is fielded is not read.
  CHECK(testing::ask_dm(
            "Hulk (fielding cost 3) and Thor (fielding cost 2), 2 fist energy. I field one.")
            .reading.action != "field");
}
