// A streamer's play-by-play of a Dice Masters fight: "Iron Man takes off
// for Leo, six attack, five defense", "Ultron at three-three", "Pia
// double-blocks: Crossbones three-three and Taskmaster three-four".
#include <catch2/catch.hpp>

#include "query/ask/reading.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("dm play-by-play: a double block listed after the reply, split by name",
          "[ask][situation]") {
  // No --game: the dashed pairs say Dice Masters, whatever the names.
  const Reading r = testing::first_reading(
      "Iron Man takes off for Leo, six attack, five defense, and Nia answers with a double block, "
      "Ultron at three-three and Red Skull at two-four! Leo splits it down the middle, three into "
      "Ultron, three into Red Skull. Where are Iron Man, Ultron and Red Skull?",
      "");
  REQUIRE(r.game == "dm");
  CHECK(r.fact("attacker", "a") == "6");
  CHECK(r.fact("blocker", "d") == "3");
  CHECK(r.fact("blocker2", "d") == "4");
  CHECK(r.fact("split", "blocker") == "3");
  CHECK(r.fact("split", "blocker2") == "3");
}

TEST_CASE("dm play-by-play: the die that steels up and attacks has the stats after it",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Colossus steels up and attacks for Yuri, three attack, six defense, Iron Will, and Pia "
      "double-blocks: Crossbones three-three and Taskmaster three-four! Yuri dumps all three "
      "damage into Crossbones. Is Colossus KO'd?",
      "dm");
  CHECK(r.fact("attacker", "d") == "6");
  CHECK(r.fact("attacker", "iron-will") == "true");
  CHECK(r.fact("blocker", "a") == "3");
  CHECK(r.fact("blocker2", "d") == "4");
  CHECK_FALSE(r.has("attacker2"));
}

TEST_CASE("dm play-by-play: a two-word name going in, a pair set off by a comma, a swing not made",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Iron Fist goes in for Mei, four attack, four defense, Fast AND Iron Will. Dario blocks "
      "with Elektra, two-two with Deadly. The Fast fist lands first, Elektra's gone before she "
      "can swing, and nothing else touches Iron Fist the rest of the turn. After Clean Up, where "
      "is Iron Fist?",
      "dm");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("attacker", "iron-will") == "true");
  CHECK(r.fact("blocker", "a") == "2");
  CHECK(r.fact("blocker", "deadly") == "true");
  CHECK_FALSE(r.has("blocker2"));
  CHECK_FALSE(r.has("attacker2"));
  const Reading two = testing::first_reading(
      "Wonder Man barrels in for Ada, seven attack, six defense, and Cole blocks with Luke Cage, "
      "two attack, five defense. Where is Luke?",
      "dm");
  CHECK(two.fact("attacker", "a") == "7");
  CHECK(two.fact("blocker", "d") == "5");
}

TEST_CASE("dm play-by-play: 'all four damage goes onto Vulture' is the split", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Spider-Man swings in for Ravi, four attack, four defense, and Tess puts up a double block, "
      "Vulture at two-three and Shocker at one-two. Ravi doesn't care about Shocker at all: all "
      "four damage goes onto Vulture. Where is Shocker?",
      "dm");
  CHECK(r.fact("split", "blocker") == "4");
  CHECK(r.fact("blocker2", "d") == "2");
}
