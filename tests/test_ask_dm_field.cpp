// Fielding a die from the Reserve Pool, as players ask it: the fielding
// cost, the level, and the energy to pay with are read, and the engine
// fields it or refuses (dm:2.6.3.1).
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/reading.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("dm field: short of energy, the die stays in the Reserve Pool", "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "My Thor is on its level 3 face, fielding cost 3. I have 2 fist energy in my reserve. Can I "
      "field Thor?");
  CHECK(a.reading.action == "field");
  CHECK(a.reading.fact("die", "cost") == "3");
  CHECK(a.reading.fact("die", "level") == "3");
  CHECK(a.reading.fact("pay", "energy") == "fist fist");
  REQUIRE(a.report);
  CHECK(a.report->values.at("attacker.zone") == "reserve");
}

TEST_CASE("dm field: enough energy fields it, any type", "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "level 1 die with fielding cost 2, and I have a mask and a bolt. can I field it?");
  REQUIRE(a.report);
  CHECK(a.report->values.at("attacker.zone") == "field");
  // Two dice with fielding costs: which is fielded is not read.
  CHECK(testing::ask_dm(
            "Hulk (fielding cost 3) and Thor (fielding cost 2), 2 fist energy. I field one.")
            .reading.action != "field");
}

TEST_CASE("dm field: energy told where it is paid, a double face one die", "[ask][situation]") {
  const auto read = [](const std::string& q) { return testing::first_reading(q, "dm"); };
  // The die described, then paid: told once; a double face is one die.
  const Reading twice = read(
      "My Reserve Pool held two Luke Cage dice: one on its level 2 character face (fielding cost "
      "2) and one on its double fist energy face. I fielded the level 2 Luke Cage by spending the "
      "double fist. How many dice are in my Field Zone?");
  CHECK(twice.action == "field");
  CHECK(twice.fact("pay", "energy") == "fist+fist");
  CHECK(read("I field Luke Cage (fielding cost 2) paying with fist+fist. How many in my field?")
            .fact("pay", "energy") == "fist fist");
  // Another type told and not paid stays in the Reserve Pool.
  const Reading kept = read(
      "Thor is on his level 3 face, fielding cost 3. I have 4 sidekick energy: fist, bolt, mask, "
      "shield. I field Thor paying fist+bolt+mask. How many dice stay in my Reserve Pool?");
  CHECK(kept.fact("pay", "energy") == "fist bolt mask");
  CHECK(kept.fact("reserve", "energy") == "shield");
  // Near misses: part of a double face spent is left out; two dice
  // fielded are not this one die's fielding.
  const Reading part = read(
      "My Storm die shows double bolt. I field Cyclops (fielding cost 1) "
      "spending one bolt from it. How many in field?");
  CHECK(part.fact("pay", "energy") == "bolt");
  CHECK_FALSE(part.left_out.empty());
  const Reading both = read(
      "Beast is on his level 2 face, fielding cost 2, and a sidekick on its character face. I "
      "field Beast paying fist and shield and field the sidekick too. How many in my field?");
  CHECK(both.fact("pay", "energy") != "fist shield");
}

TEST_CASE(
    "dm field: on review, energy paid for a Global is not the fielding's, a type asked "
    "about is not kept twice",
    "[ask][situation]") {
  const auto read = [](const std::string& q) { return testing::first_reading(q, "dm"); };
  CHECK(read("I field Beast (fielding cost 2) paying a double fist and then pay a mask for his "
             "global. How many dice in Used Pile?")
            .fact("pay", "energy") == "fist+fist");
  CHECK(read("I have a fist, a fist, and a mask in my Reserve Pool. I field Beast (fielding cost "
             "2) paying fist and fist. My Main Step ends. Where's the mask?")
            .fact("reserve", "energy") == "mask");
}

TEST_CASE("dm field: 'three energy dice: a mask, a shield and a fist', fielded with two",
          "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "In my Reserve Pool there's a Cyclops die showing its level 2 face, fielding cost 2, plus "
      "three energy dice: a mask, a shield and a fist. I field Cyclops with the mask and the "
      "shield. How many dice are in my Reserve Pool?");
  CHECK(a.reading.fact("pay", "energy") == "mask shield");
  CHECK(a.reading.fact("reserve", "energy") == "fist");
  // Near miss: "three energy" with no list is three dice of energy.
  const Answer three = testing::ask_dm(
      "My Cyclops die shows its level 2 face, fielding cost 2. I pay three energy to field it. "
      "Is it fielded?");
  CHECK(three.reading.fact("pay", "energy").find("mask") == std::string::npos);
}
