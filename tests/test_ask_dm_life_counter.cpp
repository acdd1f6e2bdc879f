// A Dice Masters life told by what counts it: "their life counter reads
// 10", "my life tracker: 15", "Opponent's life total shows 8". What a
// player says is a claim, not a life ("he says 15").
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("dm life counter: what the counter reads or shows is the life", "[ask][situation]") {
  for (const std::string q : {
           "My opponent's life counter reads 10. My Cyclops (3A/3D) attacks and is not blocked. "
           "What is their life now?",
           "Opponent's life counter: 10. Cyclops 3A/3D attacks, unblocked. Life after?",
           "their life tracker says 10, my 3A/3D cyclops goes unblocked. what do they go to?",
           "My 3A/3D Cyclops attacks unblocked; the opponent's life dial shows 10. Their life?",
       }) {
    INFO(q);
    const Answer a = testing::ask_dm(q);
    REQUIRE(a.report);
    CHECK(a.report->values.at("p2.life") == "7");
  }
}

TEST_CASE("dm life counter: what a player says is not a life", "[ask][situation]") {
  // Near miss: "He says 15" is his claim; the life is the 10 on the counter.
  const Answer a = testing::ask_dm(
      "Their life counter reads 10. My Cyclops (3A/3D) attacks and is not blocked. He says 15, "
      "what is his life now?");
  REQUIRE(a.report);
  CHECK(a.report->values.at("p2.life") == "7");
  // With no counter, "says" gives no life at all.
  CHECK(testing::first_reading("My Cyclops (3A/3D) attacks and is not blocked. He says 15.", "dm")
            .fact("p2", "life") != "15");
}
