// The face a spin lands a die on, told beside the spin in the ways players
// tell it ("spins Gambit up a level, to level 2 (3A/5D)", "got spun down
// to level 2 (3A/3D)", "spins mine down", "to lvl2 = 5/4", "Thor's level 1
// face is 2A/2D"), is the spun die's face: never a die of its own. A die
// told "on level 3 (3A/3D)" after a spin is still a die.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("dm spun faces: 'spins Gambit up a level, to level 2 (3A/5D)'", "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "Storm 4A/4D attacks and Gambit on level 1 (1A/3D) blocks. Then Gambit's owner pays a mask "
      "and spins Gambit up a level, to level 2 (3A/5D). Is anything KO'd?");
  CHECK(a.reading.fact("blocker", "level") == "1");
  CHECK(a.reading.fact("blocker", "level2") == "3A/5D");
  CHECK(a.reading.fact("blocker", "spin") == "+1");
  CHECK_FALSE(a.reading.has("blocker2"));
  REQUIRE(a.report);
  // 4 damage on a 5D blocker; 3 on a 4D attacker.
  CHECK(a.report->values.at("blocker.ko") == "false");
  CHECK(a.report->values.at("attacker.ko") == "false");
}

TEST_CASE("dm spun faces: a die's level said after its stats, 'got spun down to'",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Their 5A/5D level 3 attacker got spun down to level 2 (3A/3D) after my 2A/4D blocked it. "
      "does it survive?",
      "dm");
  CHECK(r.fact("attacker", "level") == "3");
  CHECK(r.fact("attacker", "level2") == "3A/3D");
  CHECK(r.fact("attacker", "spin") == "-1");
  CHECK(r.fact("blocker", "d") == "4");
  CHECK_FALSE(r.has("blocker2"));
}

TEST_CASE("dm spun faces: 'spins mine down' is the one die whose level is above",
          "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "my lvl 3 5a/5d got blocked by a 2a/4d. opp spins mine down to lvl 2 (3a/3d). does mine "
      "die?");
  CHECK(a.reading.fact("attacker", "spin") == "-1");
  CHECK_FALSE(a.reading.has("blocker2"));
  REQUIRE(a.report);
  // At level 2 the attacker deals 3 to a 4D blocker and survives its 2.
  CHECK(a.report->values.at("blocker.ko") == "false");
  CHECK(a.report->values.at("attacker.ko") == "false");
}

TEST_CASE("dm spun faces: no direction said, the face told says it", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "my hulk lvl1 3/3 attacks, their thor 4/4 blocks. i spin hulk to lvl2 = 5/4 with a global. "
      "who dies",
      "dm");
  CHECK(r.fact("attacker", "level2") == "5A/4D");
  CHECK(r.fact("attacker", "spin") == "+1");
  CHECK_FALSE(r.has("blocker2"));
}

TEST_CASE("dm spun faces: 'Thor's level 1 face is 2A/2D' and 'after blocks' as a time",
          "[ask][situation]") {
  const Reading named = testing::first_reading(
      "Their Thor on level 2 (4A/4D) blocks my 3A/3D. Thor's level 1 face is 2A/2D. I spin Thor "
      "down before damage. Who is KO'd?",
      "dm");
  CHECK(named.fact("blocker", "level1") == "2A/2D");
  CHECK(named.fact("blocker", "spin") == "-1");
  CHECK_FALSE(named.has("blocker2"));
  // "After blocks I spin Magneto": the spun die is no blocked attacker.
  const Reading after = testing::first_reading(
      "Cyclops 3A/3D attacks, their Magneto on level 2 (3A/4D) blocks. After blocks I spin "
      "Magneto down a level (level 1 is 2A/3D). Who is KO'd?",
      "dm");
  CHECK(after.fact("blocker", "level1") == "2A/3D");
  CHECK(after.fact("blocker", "spin") == "-1");
  CHECK_FALSE(after.has("attacker2"));
}

TEST_CASE("dm spun faces: a die told on its level after a spin is a die of its own",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "I spin my level 1 Hulk (2A/2D) up a level; then their Loki on level 3 (3A/3D) blocks it. "
      "Who is KO'd?",
      "dm");
  CHECK(r.fact("blocker", "d") == "3");
  CHECK(r.fact("attacker", "level3").empty());
  // No spin at all: two dice, each on its level.
  const Reading plain = testing::first_reading(
      "Thor at level 2 (4A/4D) blocks my level 1 Hulk (2A/3D). who dies?", "dm");
  CHECK(plain.fact("blocker", "a") == "4");
  CHECK(plain.fact("attacker", "a") == "2");
  CHECK(plain.fact("attacker", "level2").empty());
}

TEST_CASE("dm spun faces: a die told by its part after a comma is no object of the verb before",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "blocker removed from combat before damage, attacker 6/3 without overcrush. opp at 12", "dm");
  CHECK(r.fact("attacker", "a") == "6");
  CHECK(r.fact("attacker", "removed").empty());
  CHECK(r.fact("blocker", "removed") == "true");
}

TEST_CASE("dm spun faces: 'spins his Thor down', 'He spins Thor', near names: no wrong die",
          "[ask][situation]") {
  // "his Thor": Thor is spun, not the die whose level was said.
  const Reading his = testing::first_reading(
      "Opponent's Thor 3A/5D attacks. I block with my Hulk die on level 2 (4A/4D); Hulk's level 1 "
      "is 2A/2D. My opponent then spins his Thor down one level. Is my Hulk KO'd?",
      "dm");
  CHECK(his.fact("blocker", "spin").empty());
  const Reading he = testing::first_reading(
      "Opponent's Thor 3A/5D attacks. I block with my Hulk die on level 2 (4A/4D); Hulk's level 1 "
      "is 2A/2D. He spins Thor down one level. Is my Hulk KO'd?",
      "dm");
  CHECK(he.fact("blocker", "spin").empty());
  // "Spider-Woman's level 2 face" is hers, not Spider-Man's.
  const Reading near = testing::first_reading(
      "My Spider-Man on level 1 (3A/3D) attacks. Opponent's Spider-Woman (2A/4D) blocks; "
      "Spider-Woman's level 2 face is 5A/5D. I spin Spider-Man up one level. Who is KO'd?",
      "dm");
  CHECK(near.fact("attacker", "level2").empty());
}

TEST_CASE("dm spun faces: a verb is no short name ('blocked' for 'my blocker')",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My level 3 5A/6D blocked my opponent's 4A/5D; he then spun my blocker down to level 2 "
      "(3A/4D) before combat damage. Does my blocker survive?",
      "dm");
  CHECK(r.fact("blocker", "level2") == "3A/4D");
  CHECK(r.fact("attacker", "level2").empty());
}

TEST_CASE("dm spun faces: 'spin up Cyclops lv1 2A/2D -> lv2 3A/3D', the arrow's face",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Cyclops level + Magneto KO'd? Global (1 mask) spin up Cyclops lv1 2A/2D -> lv2 3A/3D, then "
      "he attacks, Magneto 2A/3D blocks",
      "dm");
  CHECK(r.fact("attacker", "a") == "2");
  CHECK(r.fact("attacker", "level2") == "3A/3D");
  CHECK_FALSE(r.has("attacker2"));
  // Near miss: with no spin, "-> 3A/3D" is no face of Cyclops's.
  const Reading no_spin =
      testing::first_reading("Cyclops 2A/2D attacks, Magneto 2A/3D blocks. Is Magneto KO'd?", "dm");
  CHECK(no_spin.fact("attacker", "level2").empty());
}
