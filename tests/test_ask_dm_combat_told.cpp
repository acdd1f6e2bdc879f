// A Dice Masters combat told with what it dealt ("Iron Fist took 3, Luke
// took 4") and with blockers of two-word names the reader does not know.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("dm: 'took 3' told after the block is what combat dealt, not damage before", "[ask]") {
  const Reading r = testing::first_reading(
      "My opponent's Luke Cage (3A/6D) attacked and I blocked with Iron Fist (4A/4D). Nobody got "
      "KO'd: Iron Fist took 3, Luke took 4. After Clean Up, where is Luke Cage?",
      "dm");
  CHECK(r.fact("attacker", "d") == "6");
  CHECK(r.fact("attacker", "damage").empty());
  CHECK(r.fact("blocker", "damage").empty());
  // Near misses: damage taken before the block, or said to be earlier.
  const Reading before = testing::first_reading(
      "Colossus 1A/4D took 2 from my action die in the main step. Then Robin 2A/2D attacks and "
      "Colossus blocks. Is Colossus KO'd?",
      "dm");
  CHECK(before.fact("blocker", "damage") == "2");
  const Reading earlier = testing::first_reading(
      "Robin 2A/2D attacks and Colossus 1A/4D blocks. Colossus took 2 earlier this turn. Is "
      "Colossus KO'd?",
      "dm");
  CHECK(earlier.fact("blocker", "damage") == "2");
}

TEST_CASE("dm: 'they block with Iron Fist, 4A/4D' is the blocker, a two-word name", "[ask]") {
  const Reading r = testing::first_reading(
      "Your Luke Cage is 3A/6D; you attack and they block with Iron Fist, 4A/4D. Where does each "
      "end up?",
      "dm");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("blocker", "a") == "4");
}

TEST_CASE("dm: one blocker of several attackers, its target named but unread, is read each way",
          "[ask]") {
  const std::vector<Reading> readings = read_question(
      "opp on 5. i swing thor 4A/4D, sidekick 1A/1D, black widow 2A/2D. hawkeye 2A/3D blocks BW "
      "only. opp life after dmg?",
      testing::test_vocabulary(), "dm");
  REQUIRE(readings.size() == 3);
  CHECK(readings[0].fact("blocker", "blocks").empty());
  CHECK(readings[1].fact("blocker", "blocks") == "attacker2");
  CHECK(readings[2].fact("blocker", "blocks") == "attacker3");
  // Near misses: a block said of no one ("blocked by a Sidekick"), and
  // the one blocked read.
  CHECK(read_question("Two 2A/2D Bullseye dice attack. One is blocked by a Sidekick die (1A/1D); "
                      "the other is unblocked. Opponent's life?",
                      testing::test_vocabulary(), "dm")
            .size() == 1);
  const std::vector<Reading> named =
      read_question("I attack with Thor 4A/4D and Storm 2A/2D. Hawkeye 2A/3D blocks Storm.",
                    testing::test_vocabulary(), "dm");
  REQUIRE(named.size() == 1);
  CHECK(named[0].fact("blocker", "blocks") == "attacker2");
}

TEST_CASE("dm: 'you send both in' attacks with the two dice told before", "[ask]") {
  const Reading r = testing::first_reading(
      "It's your turn and you've got Wolverine, level 2, 5A/4D, and Storm, level 1, 2A/3D, in the "
      "field. You send both in and your opponent, who's at 13, doesn't block anything. What is "
      "their life?",
      "dm");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("attacker2", "a") == "2");
  CHECK_FALSE(r.has("blocker"));
  // Near miss: the opponent's dice are not sent in by "both".
  const Reading theirs = testing::first_reading(
      "My opponent has Wolverine 5A/4D and Storm 2A/3D. I attack with Hulk 6A/6D and they block "
      "with both. Where is Hulk?",
      "dm");
  CHECK(theirs.fact("attacker", "a") == "6");
  CHECK_FALSE(theirs.has("attacker2"));
}

TEST_CASE("dm: 'quicksilver 3A/2D atk,' is shorthand for attacks", "[ask]") {
  const Reading r = testing::first_reading(
      "quicksilver 3A/2D atk, nightcrawler 2A/3D blocks, both have Fast. where do they end up?",
      "dm");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("blocker", "a") == "2");
  // Near miss: "atk" as a stat, not after a die's stats.
  const Reading stat = testing::first_reading(
      "Hulk atk 6 def 5 attacks and my 2A/3D Storm blocks. Where is Storm?", "dm");
  CHECK(stat.fact("blocker", "d") == "3");
}

TEST_CASE("dm: 'mine never gets to swing' is no attack", "[ask]") {
  const Reading r = testing::first_reading(
      "My opponent attacked with Quicksilver, 3A/2D with Fast. I blocked with Nightcrawler, who's "
      "2A/3D and also has Fast. He says his speedster hits first so mine never gets to swing. "
      "Where do they end up?",
      "dm");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK_FALSE(r.has("attacker2"));
}

TEST_CASE("dm: a name before a die's stats is no slip for a word ('Sentry' is not 'entry')",
          "[ask]") {
  const auto& v = testing::test_vocabulary();
  CHECK(v.corrected({"sentry", "7a/5d", "attacks"}) ==
        std::vector<std::string>{"sentry", "7a/5d", "attacks"});
  // Near misses: a character's name one slip off is still mended, and
  // "theirs" before its die's stats is still whose it is.
  CHECK(v.corrected({"wolverene", "5a/4d"}).front() == "wolverine");
  CHECK(v.corrected({"theirs", "2a/2d"}).front() == v.corrected({"theirs", "is"}).front());
}

TEST_CASE("dm: a board's '|' parts its items, and 'turn over' ends the turn", "[ask]") {
  const Reading r = testing::first_reading(
      "⚔️ Lady Deathstrike 2A/2D Deadly | 🛡️ Rhino 3A/7D blocking | 🕛 turn over — "
      "where "
      "is "
      "Rhino?",
      "dm");
  CHECK(r.fact("attacker", "a") == "2");
  CHECK(r.fact("blocker", "d") == "7");
  CHECK(r.fact("turn", "to-end") == "true");
  const Reading fully = testing::first_reading(
      "Iron Fist 3A/4D attacks and Shocker 2A/3D blocks. Once my turn is fully over, where is "
      "Iron Fist?",
      "dm");
  CHECK(fully.fact("turn", "to-end") == "true");
  // Near miss: a die turned over is no turn's end.
  const Reading flipped = testing::first_reading(
      "Thor 4A/4D attacks and Loki 2A/3D blocks. Can I turn over my Sidekick die to its other "
      "face?",
      "dm");
  CHECK(flipped.fact("turn", "to-end").empty());
}

TEST_CASE("dm: 'double block from Toad and Blob', 'I give Toad 2 and Blob 2'", "[ask]") {
  const Reading r = testing::first_reading(
      "Beast 4A/5D attacking. double block from Toad 1A/2D and Blob 2A/5D. I give Toad 2 and Blob "
      "2. Where is each die?",
      "dm");
  CHECK(r.fact("blocker", "a") == "1");
  CHECK(r.fact("blocker2", "a") == "2");
  CHECK(r.fact("split", "blocker") == "2");
  CHECK(r.fact("split", "blocker2") == "2");
  // Near miss: a gift of stats in another sentence is no share of damage.
  const Reading later = testing::first_reading(
      "Beast 4A/5D attacks. Toad 1A/2D and Blob 2A/5D block. I give Toad 2. Blob 2 is angry.",
      "dm");
  CHECK(later.fact("split", "blocker2").empty());
}

TEST_CASE("dm: 'Thor on his 5A/4D face' is Thor's stats, its face words read", "[ask]") {
  const Reading r = testing::first_reading(
      "I swung with Thor on his 5A/4D face. My opponent was on 13 and didn't block.", "dm");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK_FALSE(r.has("blocker"));
  const Reading level = testing::first_reading(
      "My opponent attacked with Thor on his level 3 face (6A/6D). I blocked with my Rogue, "
      "2A/5D.",
      "dm");
  CHECK(level.fact("attacker", "a") == "6");
  CHECK(level.fact("attacker", "level") == "3");
  CHECK(level.fact("blocker", "d") == "5");
}

TEST_CASE("dm: a log's or a board's bars part its items", "[ask]") {
  const Reading r = testing::first_reading(
      "Hulk 6A/6D attacking | Loki 2A/3D blocking | opp 10 life | where is Loki?", "dm");
  CHECK(r.fact("attacker", "a") == "6");
  CHECK(r.fact("blocker", "a") == "2");
}
