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
