// A Marvel Champions hit point dial: "his dial is on 7", "dial reads 7 of
// 10", "her dial shows 3": what the dial shows is what is left; and the
// threat counter: "the threat on the main scheme reads 6".
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("mc dial: what the hit point dial shows is what is left", "[ask][situation]") {
  for (const std::string q : {
           "Rhino (ATK 3) attacks Spider-Man undefended, no boost. Spider-Man's card says 10 HP "
           "and his dial is on 7. How many left?",
           "Rhino (ATK 3) attacks Spider-Man undefended with no boost icons. His dial reads 7 of "
           "10. Hit points left?",
       }) {
    INFO(q);
    const Answer a = testing::ask_mc(q);
    REQUIRE(a.report);
    CHECK(a.report->values.at("hero.remaining") == "4");
  }
  // Near miss: damage said on the dial is not what is left.
  const Reading r = testing::first_reading(
      "Spider-Man has 10 hit points and his dial is on 3 damage. Rhino (ATK 3) attacks him "
      "undefended with no boost. Hit points left?",
      "mc");
  CHECK(r.fact("hero", "hp") == "10");
  CHECK(r.fact("hero", "damage") != "7");
}

TEST_CASE("mc dial: what the threat counter shows is the scheme's threat", "[ask][situation]") {
  for (const std::string q : {
           "The threat on the main scheme reads 6. Rhino (SCH 2) schemes with no boost. Threat?",
           "Main scheme's threat counter says 6. Rhino (SCH 2) schemes, boost 0. Threat after?",
       }) {
    INFO(q);
    const Answer a = testing::ask_mc(q);
    REQUIRE(a.report);
    CHECK(a.report->values.at("main.threat") == "8");
  }
  // Near miss: what the boost card shows is its icons, not threat.
  const Reading r = testing::first_reading(
      "The main scheme has 3 threat. Rhino (SCH 2) schemes and his boost card shows 1. Threat?",
      "mc");
  CHECK(r.fact("main", "threat") == "3");
  CHECK(r.fact("villain", "boost") == "1");
}

TEST_CASE("mc dial: a pronoun's dial, told after the printed hit points, is what is left",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Zola's card with ATK 2, no boost icons, and my Scarlet Witch (I didn't defend), 10 hit "
      "points printed and her dial at 7. Zola just attacked her. What is her damage now?",
      "mc");
  CHECK(r.fact("hero", "hp") == "10");
  CHECK(r.fact("hero", "damage") == "3");
  // Near miss: with no hit points told, the dial is all there is.
  const Reading alone = testing::first_reading(
      "Zola (ATK 2, no boost icons) attacked my Scarlet Witch undefended, her dial at 7. What is "
      "her damage now?",
      "mc");
  CHECK(alone.fact("hero", "hp") == "7");
  CHECK(alone.fact("hero", "damage").empty());
}
