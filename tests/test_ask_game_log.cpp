// A game tracker's log pasted in: "Nova [3A/3D] -> BLOCK P2 Rhino [4A/6D]",
// square brackets as brackets, the arrow into a block, and names the log
// repeats on every line.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/reading_parts.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("game log: 'X [stats] -> BLOCK P2 Y [stats]', the die before the arrow is blocked",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "R3 P1 ATTACK STEP :: Nova [3A/3D] -> BLOCK P2 Rhino [4A/6D] :: P2 life 10 :: Where does "
      "Nova go?",
      "dm");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("blocker", "d") == "6");
  CHECK(r.fact("p2", "life") == "10");
  // Near miss: an arrow into a die with no block is the attack aimed.
  const Reading aimed = testing::first_reading(
      "R3 P1 ATTACK STEP :: Nova [3A/3D] -> (no block) :: P2 life 10 :: What's P2's life?", "dm");
  CHECK(aimed.fact("attacker", "a") == "3");
  CHECK_FALSE(aimed.has("blocker"));
}

TEST_CASE("game log: a square bracket after a name the rulebooks do not use is its stats",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Thor [5A/4D] attacks. Absorbing Man [3A/5D] blocks him. Where does Thor go?", "dm");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("blocker", "d") == "5");
  CHECK_FALSE(r.has("blocker2"));
}

TEST_CASE("game log: a name said on every line leans no further than said once",
          "[ask][situation]") {
  const Vocabulary& v = testing::test_vocabulary();
  using W = std::vector<std::string>;
  // Three dice in the notation, names from Marvel Champions said again and
  // again: a fight of dice.
  CHECK(pick_game(
            W{"she-hulk",  "5a/7d",     "blocked", "by",        "titania", "4a/4d",    "and",
              "absorbing", "man",       "3a/5d",   "where",     "do",      "she-hulk", "titania",
              "and",       "absorbing", "man",     "go",        "and",     "how",      "much",
              "damage",    "is",        "on",      "absorbing", "man",     "and",      "titania"},
            v, "") == "dm");
  // Near miss: the same names with hit points and no dice stay Marvel
  // Champions'.
  CHECK(pick_game(W{"titania", "attacks", "she-hulk", "atk", "3", "she-hulk", "has", "14", "hit",
                    "points", "how", "much", "damage", "is", "on", "she-hulk"},
                  v, "") == "mc");
}

TEST_CASE("game log: a double colon parts the entries, the last one's 'exhausted?' is asked",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "T4 PLAYER PHASE :: Tony Stark [alter-ego, REC 3, 9 HP, 5 dmg] :: BASIC RECOVER :: ?? dmg "
      "after / HP / exhausted?",
      "mc");
  CHECK(r.fact("hero", "rec") == "3");
  CHECK(r.fact("hero", "exhausted").empty());
  // Near miss: a status told inside the brackets is the hero's.
  const Reading told = testing::first_reading(
      "T4 PLAYER PHASE :: Tony Stark [alter-ego, REC 3, 9 HP, 5 dmg, exhausted] :: BASIC RECOVER "
      ":: ?? dmg after?",
      "mc");
  CHECK(told.fact("hero", "exhausted") == "true");
}

TEST_CASE("game log: two fights, each 'X -> BLOCK P2 Y', the player named before the blocker",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "R5 P1 ATTACK STEP :: Iceman [3A/4D] -> BLOCK P2 Sauron [2A/3D] :: Angel [2A/2D] -> BLOCK "
      "P2 Toad [1A/2D] :: P2 life 11 :: Where does each die go?",
      "dm");
  CHECK(r.fact("attacker2", "a") == "2");
  CHECK(r.fact("blocker2", "d") == "2");
  CHECK(r.fact("blocker2", "blocks") == "attacker2");
  // Near miss: "blocked by P2" with no die after it names no blocker.
  const Reading none = testing::first_reading(
      "Iceman 3A/4D attacks and is blocked by P2. Angel 2A/2D is not blocked.", "dm");
  CHECK_FALSE(none.has("blocker2"));
}

TEST_CASE("game log: a photo's 'my Iron Fist faces her Bullseye', each fight its own pair",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Two fights in the attack zone: on the left my Iron Fist (4A/3D) faces her Bullseye "
      "(3A/2D); on the right my Luke Cage (2A/6D) faces her Kingpin (3A/5D). Her life is 9.",
      "dm");
  CHECK(r.fact("attacker2", "d") == "6");
  CHECK(r.fact("blocker2", "d") == "5");
  CHECK(r.fact("blocker2", "blocks") == "attacker2");
  // Near miss: "facing" with no die after it is no fight.
  const Reading away = testing::first_reading(
      "My Iron Fist (4A/3D) attacks, facing away from me. Her Bullseye (3A/2D) blocks it.", "dm");
  CHECK_FALSE(away.has("attacker2"));
  CHECK(away.fact("blocker", "d") == "2");
  // "-> blocked by" keeps one "by".
  const Reading by = testing::first_reading(
      "R2 P1 ATTACK STEP :: Thor [5A/4D] -> blocked by Loki [2A/3D] :: Where does Loki go?", "dm");
  CHECK(by.fact("blocker", "d") == "3");
}
