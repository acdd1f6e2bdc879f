// A turn told afterwards, in the past tense: "I defended with Black
// Panther", "he didn't block", "Earlier this villain phase Cap defended
// against a minion" (a defense before this attack: he is exhausted), and
// "Spider-Man defended Rhino's attack, so he's exhausted" (he is Spider-Man,
// not the one whose attack it was).
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("past tense: a defense and a declined block told afterwards", "[ask][situation]") {
  const Reading mc = testing::first_reading(
      "Klaw (ATK 1, 12 hit points) attacked me with a boost card showing 1 icon. I defended with "
      "Black Panther (DEF 2, 11 hit points). How much damage did he take?",
      "mc");
  CHECK(mc.defender == "hero");
  const Reading none = testing::first_reading(
      "Rhino (ATK 2) attacked Spider-Man and I didn't defend. Boost 1. Damage?", "mc");
  CHECK(none.defender == "none");
  const Answer a =
      testing::ask_dm("opp was at 10. I swung with a 4A/4D Thor and he didn't block. Life?");
  REQUIRE(a.report);
  CHECK(a.report->values.at("p2.life") == "6");
}

TEST_CASE("past tense: a defense told as done before this attack", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Earlier this villain phase Captain America defended against a minion. Now Rhino (ATK 2) "
      "attacks him and the boost card shows 1 icon. Can Cap defend again with his DEF 2?",
      "mc");
  CHECK(r.fact("hero", "exhausted") == "true");
  const Reading he = testing::first_reading(
      "Spider-Man already defended Rhino's attack this villain phase, so he's exhausted and has 1 "
      "damage. Now the Hydra Soldier (ATK 2) engaged with me attacks.",
      "mc");
  CHECK(he.fact("hero", "damage") == "1");
  CHECK(he.fact("villain", "damage").empty());
}
