// Whose die a Dice Masters question names: "my opponent's 7/5 Overcrush
// attacker" is a die of theirs (not the player described); "he blocked
// with the Iron Will die" names a player and the die with Iron Will;
// damage a player puts on a die before the combat told after is already
// on it.
#include <catch2/catch.hpp>

#include "query/ask/reading.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

namespace {

Reading read(const std::string& q) {
  return testing::first_reading(q, "dm");
}

}  // namespace

TEST_CASE("dm owners: a player's \"'s\" before a die", "[ask][situation]") {
  const Reading r = read(
      "I'm at 4 life. My opponent's 6A/4D Overcrush attacker is blocked by my 1A/1D die. Do I "
      "lose?");
  CHECK(r.fact("attacker", "a") == "6");
  CHECK(r.fact("attacker", "overcrush") == "true");
  CHECK(r.fact("blocker", "d") == "1");
  CHECK(r.fact("p2", "life") == "4");
}

TEST_CASE("dm owners: 'he blocked with the Iron Will die'", "[ask][situation]") {
  const Reading r = read(
      "I dealt 2 damage to my opponent's 1A/6D Iron Will die in my main step. Then I attacked "
      "with a 5A/5D die and he blocked with the Iron Will die.");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("blocker", "iron-will") == "true");
  CHECK(r.fact("blocker", "damage") == "2");
  CHECK(r.fact("attacker", "iron-will").empty());
}

TEST_CASE("dm owners: damage put on a die before the combat", "[ask][situation]") {
  const Reading before = read(
      "i used an action die to put 2 dmg on their 2a/4d. then my 3a/3d attacks and the 2a/4d "
      "blocks.");
  CHECK(before.fact("blocker", "damage") == "2");
  CHECK_FALSE(before.has("split"));
  // Put after the block: the attacker's split.
  const Reading split =
      read("my 5a/5d is blocked by a 2a/2d and a 2a/4d. i put 1 on the 2a/2d and 4 on the 2a/4d.");
  CHECK(split.fact("split", "blocker2") == "4");
  CHECK(split.fact("blocker2", "damage").empty());
}

TEST_CASE("dm owners: 'he blocks the 2/2 w a 3/3' names a player", "[ask][situation]") {
  const Reading r = read("opp at 5. i swing a 5/2 and a 2/2, he blocks the 2/2 w a 3/3.");
  CHECK(r.fact("blocker", "a") == "3");
  CHECK(r.fact("blocker", "blocks") == "attacker2");
}

TEST_CASE("dm owners: 'My opponent's Quicksilver has Fast' names their die", "[ask][situation]") {
  const Reading r = read(
      "My opponent's Zorp has Fast and is 4A/1D. It blocks my 3A/4D. Does Fast work for a "
      "blocker?");
  CHECK(r.fact("blocker", "fast") == "true");
  CHECK(r.fact("blocker", "a") == "4");
  CHECK(r.fact("attacker", "fast").empty());
}

TEST_CASE("dm owners: 'opp 5/4 joker' is the other's die, with its stats", "[ask][situation]") {
  Reading r = read("opp 5/4 joker attacks, i block with 2/4 beast. beast dead?");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("attacker", "d") == "4");
  CHECK(r.fact("blocker", "a") == "2");
  // With no attack said, the dice the speaker blocks after it are theirs.
  r = read("opp 5/4 joker, i double block 2/4 beast + 2/3 cyclops. who dies?");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("blocker", "d") == "4");
  CHECK(r.fact("blocker2", "d") == "3");
  // Near miss: the die blocked is the other's when it is said to be.
  r = read("i block his 4/4 thor with my 2/5 cap");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("blocker", "d") == "5");
}
