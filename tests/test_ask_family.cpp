// Players at a family table: "my son", "my daughter" are the other
// player, and a child's age in brackets ("my son (11)") is no life total.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("dm players: 'my son', 'my daughter' are the other player; a child's age is no life",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My son's Hulk (level 2, 6A/6D, Overcrush) attacked me. I had 12 life and blocked with my "
      "Hawkeye die, 1A/2D. How much life do I have left?",
      "dm");
  CHECK(r.fact("p2", "life") == "12");
  CHECK(r.fact("p1", "life").empty());
  const Reading his = testing::first_reading(
      "My son was at 4 life and had nothing to block with. I attacked with my Deadpool (5A/4D). "
      "Is the game over?",
      "dm");
  CHECK(his.fact("p2", "life") == "4");
  const Reading age = testing::first_reading(
      "My son (11) attacked with Ant-Man (3A/4D) and I blocked with Vision (2A/4D). Is Vision "
      "KO'd?",
      "dm");
  CHECK_FALSE(age.has("p1"));
  CHECK_FALSE(age.has("p2"));
  // Near miss: a number in brackets after an opponent is still said of
  // them ("opp (12 life)"), and "Kid Flash" stays a die's name.
  const Reading kid = testing::first_reading(
      "Opponent attacks with Iron Man, 5A/4D. I block with two Kid Flash dice, each 2A/2D. Do "
      "both die?",
      "dm");
  CHECK(kid.fact("blocker", "a") == "2");
  CHECK(kid.fact("blocker2", "a") == "2");
}
