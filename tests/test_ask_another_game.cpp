// A comparison with another game: "Last game my Thor was only 3A/3D and
// traded with Loki. Now Thor is 5A/4D ...". Nothing of the other game is
// on the table; its names stay for the pronouns after.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("another game: its stats and events are not this game's", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Last time my Cyclops was 2A/2D and just bounced off Magneto. Now he's 4A/3D and Magneto "
      "(4A/4D) blocks him again. Where do the two dice end up?",
      "dm");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("attacker", "d") == "3");
  CHECK(r.fact("blocker", "d") == "4");
  CHECK(r.fact("attacker2", "a").empty());
  // Near miss: last turn is this game, and what it left stays ("earlier
  // this game" keeps the damage on him).
  const Reading turn = testing::first_reading(
      "Last turn Rhino gave Spider-Man a tough card. Now Rhino (ATK 3) attacks him and he doesn't "
      "defend; the boost card has 0 icons. Spider-Man has 10 hit points. How much damage does he "
      "take?",
      "mc");
  CHECK(turn.fact("hero", "tough") == "true");
}

TEST_CASE("another game: a name with its 's is kept for the pronoun after", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Last time Ultron's final stage survived at 1 HP. This time he's at 19 damage on 22 HP, "
      "final stage, and Hulk attacks with ATK 5. Is Ultron defeated?",
      "mc");
  CHECK(r.fact("villain", "damage") == "19");
  CHECK(r.fact("villain", "stages-after") == "0");
  CHECK(r.fact("main", "stages-after").empty());
  // Near miss: the scheme's last stage, told of "it", stays the scheme's.
  const Reading scheme = testing::first_reading(
      "The main scheme is at 8 threat, final stage, and it gets 3 more from Rhino's scheme. Does "
      "the villain win?",
      "mc");
  CHECK(scheme.fact("villain", "stages-after").empty());
}
