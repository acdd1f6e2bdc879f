// Damage dealt to a die earlier in the turn (by an action die in the Main
// Step) stays on it when that die blocks later: the question names the die
// again as "that damaged 2A/5D die", "opp thor", or says "he blocked with".
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

TEST_CASE("dm earlier damage: 'that damaged 2A/5D die' is the die damaged before",
          "[ask][situation]") {
  const Reading r = read(
      "During my Main Step I dealt 3 damage to my opponent's 2A/5D character die with an Action "
      "die. Then I attacked with a 6A/4D Overcrush die and he blocked with that damaged 2A/5D "
      "die. He's at 15 life.");
  CHECK(r.fact("attacker", "a") == "6");
  CHECK(r.fact("attacker", "overcrush") == "true");
  CHECK(r.fact("blocker", "d") == "5");
  CHECK(r.fact("blocker", "damage") == "3");
  CHECK_FALSE(r.has("attacker2"));
  CHECK_FALSE(r.has("blocker2"));
}

TEST_CASE("dm earlier damage: 'opp thor' is the opponent's Thor", "[ask][situation]") {
  const Reading r = read(
      "used an action die for 2 dmg on opp thor 3a/5d in main. then hulk 7a/6d overcrush attacks "
      "and the damaged thor blocks. opp at 12.");
  CHECK(r.fact("attacker", "a") == "7");
  CHECK(r.fact("blocker", "d") == "5");
  CHECK(r.fact("blocker", "damage") == "2");
  CHECK(r.fact("p2", "life") == "12");
}

TEST_CASE("dm earlier damage: 'he blocked with' names the player, not a die", "[ask][situation]") {
  const Reading r = read(
      "My opponent has a 2A/2D Goblin. I attack with my 4A/4D Thor and he blocks with the Goblin.");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("blocker", "a") == "2");
}

TEST_CASE("dm earlier damage: 'that damaged die' and 'he blocked with it' are his damaged die",
          "[ask][situation]") {
  // "that damaged die" with no stats: the die dealt damage, not the latest.
  Reading r = read(
      "Earlier in my Main Step I dealt 2 damage to my opponent's 1 attack / 4 defense die. Then I "
      "attacked with a 6 attack / 5 defense Overcrush die, and they blocked with that damaged die. "
      "They are at 20 life.");
  CHECK(r.fact("attacker", "a") == "6");
  CHECK(r.fact("blocker", "d") == "4");
  CHECK(r.fact("blocker", "damage") == "2");
  // "he blocked with it": his die, though mine was told last; "shot ...
  // (1A/4D) for 1 with an action die" deals the damage across the brackets.
  r = read(
      "I shot my opponent's Iron Will die (1A/4D) for 1 with an action die in my main step, then "
      "attacked with a 3/3 and he blocked with it. Is it KO'd?");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("blocker", "d") == "4");
  CHECK(r.fact("blocker", "damage") == "1");
  // Near miss: "it" after my own attack with no die of his told is mine.
  r = read("I attacked with a 3/3 and he blocked it with a 2/2. Is it KO'd?");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("blocker", "a") == "2");
}
