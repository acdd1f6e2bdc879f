// A villain's hit points with the per player icon (mc:per-player): the
// value times the players who started the scenario, eliminated ones too.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/reading.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("mc per player: hit points times the players who started", "[ask][situation]") {
  for (const char* q :
       {"We started with three players, and one has since been eliminated. Klaw has 12 hit "
        "points per player and no damage yet. Spider-Man attacks him for 2. How many hit points "
        "does Klaw have left?",
        "started 3p, 1 got eliminated. klaw 12hp per player, no dmg yet, spidey hits for 2. klaw "
        "hp left?",
        "In a 3-player game Klaw is 12 per player hp, undamaged; Spider-Man hits him for 2."}) {
    INFO(q);
    const Answer a = testing::ask_mc(q);
    CHECK(a.reading.fact("villain", "per-player-hp") == "true");
    CHECK(a.reading.fact("game", "players-started") == "3");
    REQUIRE(a.report);
    CHECK(a.report->values.at("villain.remaining") == "34");
  }
}

TEST_CASE("mc per player: not read on a guess", "[ask][situation]") {
  // No count of players: left out, no outcome.
  const Answer none = testing::ask_mc(
      "Klaw has 12 hit points per player. Spider-Man attacks him for 2. How many hit points does "
      "Klaw have left?");
  CHECK(none.reading.fact("villain", "per-player-hp").empty());
  CHECK_FALSE(none.report);
  // Another stage's per player hit points are not the one in play.
  const Answer next = testing::ask_mc(
      "3 players started. Rhino I has 2 hit points left and Captain Marvel (ATK 2) hits him. "
      "Rhino II is 15 per player.");
  CHECK(next.reading.fact("villain", "hp") != "15");
  // The count said with "started", not the players left.
  const Answer left = testing::ask_mc(
      "We're now two players after one was eliminated; started with three. Klaw 12 per player "
      "and 30 damage. I hit him for 3. Is he defeated?");
  CHECK(left.reading.fact("game", "players-started") == "3");
  // A lone count of the table now, a player said to have left: not the
  // start.
  CHECK(testing::ask_mc("Klaw has 12 hit points per player. We are two players now, Tom got "
                        "knocked out earlier. He has 20 damage. I attack for 5.")
            .reading.fact("game", "players-started")
            .empty());
  // A minion's are not read as the villain's.
  CHECK(testing::ask_mc("Klaw's minion has 4 hit points per player. 2 players. Spider-Man (ATK 3) "
                        "hits it.")
            .reading.fact("villain", "per-player-hp")
            .empty());
  // A scheme's per player target is not the villain's.
  CHECK(
      testing::ask_mc("Two players. The main scheme's target is 7 per player threat; Rhino (14 hit "
                      "points) takes 2 from Spider-Man (ATK 2).")
          .reading.fact("villain", "per-player-hp")
          .empty());
}

TEST_CASE("per player: acceleration said 'is 1 per player' is not hit points, and not applied",
          "[ask][situation]") {
  const Answer a = testing::ask_mc(
      "Two player game, we are both in alter ego. Main scheme acceleration is 1 per player with 2 "
      "threat on it. Klaw SCH 1, boost 0. No minions. How much threat on the main scheme after "
      "the villain phase?");
  CHECK(a.reading.fact("villain", "per-player-hp").empty());
  CHECK(a.reading.fact("villain", "hp").empty());
  CHECK_FALSE(a.unapplied.empty());
  CHECK_FALSE(a.report);
  // Near miss: hit points per player, with the players who started, are applied.
  const Answer hp = testing::ask_mc(
      "Three players. Klaw has 12 hit points per player and 10 damage. Spider-Man (ATK 3) attacks "
      "Klaw. Is Klaw defeated?");
  CHECK(hp.unapplied.empty());
  CHECK(hp.reading.fact("villain", "per-player-hp") == "true");
}
