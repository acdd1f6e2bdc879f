// Words said of one owned or one to come: "is thwarted by my teammate's
// Black Widow" (the owned one does it), "stage II, 22 hit points, is next"
// (the next stage's), "Shocker engaged me while I was Peter Parker" (the
// engagement, not a state).
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("owned: 'by my teammate's Black Widow' is Widow's thwart", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Bomb Scare (crisis, 3 threat) is thwarted by my teammate's Black Widow (THW 3), and then "
      "the main scheme (5 threat) is thwarted by my Spider-Man (THW 1). How much threat remains "
      "on the main scheme?",
      "mc");
  CHECK(r.fact("thwart", "by") == "ally");
  CHECK(r.fact("thwart", "scheme") == "side");
  CHECK(r.fact("thwart", "then-scheme") == "main");
}

TEST_CASE("owned: 'stage II, 22 hit points, is next' is the next stage's", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Ultron's on stage I with 17 hit points and 15 damage, and stage II, 22 hit points, is next "
      "in the villain deck. Captain America (ATK 4) attacks him. How much damage is on Ultron?",
      "mc");
  CHECK(r.fact("villain", "hp") == "17");
  CHECK(r.fact("villain", "next-stage-hp") == "22");
  const Reading third = testing::first_reading(
      "Kang's on stage II with 15 hit points and 12 damage, and stage III, 18 hit points, comes "
      "next. My Thor attacks Kang with 4 ATK. How much damage is on Kang?",
      "mc");
  CHECK(third.fact("villain", "hp") == "15");
  CHECK(third.fact("villain", "next-stage-hp") == "18");
  // Near miss: a stage named with no comma after it is the one in play.
  const Reading now = testing::first_reading(
      "Ultron is on stage II with 22 hit points and 15 damage. Captain America (ATK 4) attacks "
      "him. How much damage is on Ultron?",
      "mc");
  CHECK(now.fact("villain", "hp") == "22");
  CHECK(now.fact("villain", "next-stage-hp").empty());
}

TEST_CASE("owned: 'engaged me' is the minion engaging", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Shocker (quickstrike, ATK 2) engaged me while I was Peter Parker (alter-ego form, 10 HP, 3 "
      "damage). How much damage is on me?",
      "mc");
  CHECK(r.action == "minion-enters");
  // Near miss: "had engaged me" tells a state from before.
  const Reading before = testing::first_reading(
      "Earlier a Hydra Mercenary (ATK 1) had engaged me. Rhino (ATK 2) attacks my Spider-Man (10 "
      "HP); I don't defend, boost 0. How much damage is on me?",
      "mc");
  CHECK(before.action == "enemy-attack");
}
