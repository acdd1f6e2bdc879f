// Fielding one of several dice from the Reserve Pool and ending the Main
// Step (dm:2.6.3.2, dm:2.6.3.10): each die's fielding cost and level, the
// one fielded, the energy dice, and the Main Step's end are read; the dice
// left unfielded go to the Used Pile, the energy spent Out of Play.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/reading.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("dm field several: the one fielded, the others to the Used Pile", "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "My Reserve Pool has Iron Man on its level 2 face (fielding cost 2), Hulk on its level 1 "
      "face (fielding cost 3) and two Sidekicks showing fist and bolt. I field Iron Man, then end "
      "my Main Step. How many dice are in my Field Zone, Used Pile and Out of Play?");
  CHECK(a.reading.action == "field");
  CHECK(a.reading.fact("die", "cost") == "2");
  CHECK(a.reading.fact("die", "level") == "2");
  CHECK(a.reading.fact("die2", "cost") == "3");
  // (The list's count is one die each: two energy dice, not three.)
  CHECK(a.reading.fact("pay", "energy") == "fist bolt");
  REQUIRE(a.report);
  CHECK(a.report->values.at("p1.field") == "1");
  CHECK(a.report->values.at("p1.used") == "1");
  CHECK(a.report->values.at("p1.out-of-play") == "2");
}

TEST_CASE("dm field several: two dice of a card told apart by level", "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "2 hulks in reserve, one lvl 2 (field cost 2) one lvl 1 (cost 1), + 2 sidekicks on fist. "
      "field the lvl2 w/ both fists, cant pay for the other. end main. where's the other hulk?");
  CHECK(a.reading.fact("die", "level") == "2");
  CHECK(a.reading.fact("die2", "level") == "1");
  REQUIRE(a.report);
  CHECK(a.report->values.at("p1.used") == "1");
  // Short of energy: refused, and both go to the Used Pile at the end.
  const Answer short_of = testing::ask_dm(
      "Reserve: Cyclops level 1 (fielding cost 2), Storm level 1 (fielding cost 1), one mask "
      "energy. I field Cyclops and end my Main Step.");
  REQUIRE(short_of.report);
  CHECK(short_of.report->values.at("p1.used") == "2");
}

TEST_CASE("dm field several: not read on a guess", "[ask][situation]") {
  // The Main Step's end not told: where the other die ends is not stated.
  const Answer open = testing::ask_dm(
      "Reserve: Cyclops on level 2 (fielding cost 2), Storm on level 1 (fielding cost 1), a fist "
      "and a shield. I field Cyclops. How many dice in my Used Pile?");
  CHECK(open.reading.action == "field");
  CHECK_FALSE(open.report);
  // Which die is fielded not said: no reading.
  CHECK(testing::ask_dm("Cyclops (fielding cost 2) and Storm (fielding cost 1), two fist "
                        "energy. I field the cheap one and end my Main Step.")
            .reading.action != "field");
  // Not the die said not to be fielded; two fielded, or a keyword that may
  // send a die elsewhere, are not read.
  const Answer dont = testing::ask_dm(
      "Reserve: Cyclops level 2 (fielding cost 2), Storm level 1 (fielding cost 1), two fist "
      "energy. I don't field Cyclops, I field Storm, and end my Main Step.");
  CHECK(dont.reading.fact("die", "cost") == "1");
  for (const char* q :
       {"Reserve: Cyclops level 2 (fielding cost 2), Storm level 1 (fielding cost 1), three fist "
        "energy. I field both Cyclops and Storm, then end my Main Step.",
        "Reserve: Cyclops level 2 (fielding cost 2), Storm level 1 (fielding cost 1), three fist "
        "energy. I field Cyclops, then I field Storm, then end my Main Step.",
        "Reserve: Cyclops level 2 (fielding cost 2), Storm level 1 (fielding cost 1), three fist "
        "energy. I field Cyclops and Storm and end my Main Step.",
        "Reserve: Cyclops level 2 (fielding cost 2), Storm level 1 (fielding cost 1), two fist "
        "energy. Storm has Immortal. I field Cyclops and end my Main Step."}) {
    INFO(q);
    CHECK(testing::ask_dm(q).reading.action != "field");
  }
  // The energy counted once: "Two energy: fist and mask" is two dice, not
  // four; energy spent on a purchase is gone; a level said after the cost
  // is the die's.
  const Answer two = testing::ask_dm(
      "Reserve has Storm (fielding cost 2) and Hulk (fielding cost 3). Two energy: fist and mask. "
      "I field Hulk and end the main step.");
  CHECK(two.reading.fact("pay", "energy") == "fist fist");
  REQUIRE(two.report);
  CHECK(two.report->values.at("attacker.zone") != "field");
  const Answer bought = testing::ask_dm(
      "I bought Thor for 4 energy. Reserve: Cyclops (fielding cost 2) and Storm (fielding cost 1), "
      "and I have one sidekick on fist left. I field Cyclops and end my main step.");
  CHECK(bought.reading.fact("pay", "energy") == "fist");
  CHECK(testing::ask_dm("Reserve: Cyclops (fielding cost 2) on level 3, Storm (fielding cost 1). "
                        "Energy: fist, fist. I field Cyclops and end my main step.")
            .reading.fact("die", "level") == "3");
  // "Before my main step ends" is not its end.
  CHECK(testing::ask_dm("My Cyclops is on level 2, fielding cost 2, and I have 1 fist energy. "
                        "Before my main step ends, can I field Cyclops?")
            .reading.fact("turn", "end-main")
            .empty());
  // A purchase cost is no fielding cost.
  CHECK(testing::ask_dm("Iron Man (purchase cost 4) and Hulk (fielding cost 3) with two fist "
                        "energy. I field Hulk and end my Main Step.")
            .reading.fact("die2", "cost")
            .empty());
  CHECK(testing::ask_dm("Storm costs 5 and fielding cost 2, Hulk fielding cost 3, two fist "
                        "energy. I field Storm and end my Main Step.")
            .reading.fact("die3", "cost")
            .empty());
}

TEST_CASE("dm field: one die not fielded goes to the Used Pile when the Main Step ends",
          "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "I rolled my Wolverine on his level 2 face, which costs 2 to put out. I only had 1 mask "
      "energy. I try to field him. What happens to him when my main step ends?");
  CHECK(a.reading.fact("turn", "end-main") == "true");
  REQUIRE(a.report);
  CHECK(a.report->values.at("attacker.zone") == "used");
  // Near miss: nothing said of the Main Step's end, the die stays.
  const Answer stays = testing::ask_dm(
      "My Wolverine is on level 2, fielding cost 2, and I have 1 mask energy. Can I field him?");
  REQUIRE(stays.report);
  CHECK(stays.report->values.at("attacker.zone") == "reserve");
}

TEST_CASE("dm field several: nothing left in the Reserve Pool, the Main Step's end not needed",
          "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "My Reserve Pool has a Thor die on its level 2 face (fielding cost 2, 4A/4D) and two "
      "Sidekicks on mask and shield, nothing else. I pay mask and shield to field Thor. How many "
      "dice are in my Field Zone, Out of Play and Reserve Pool?");
  CHECK(a.reading.action == "field");
  REQUIRE(a.report);
  CHECK(a.report->values.at("p1.field") == "1");
  CHECK(a.report->values.at("p1.out-of-play") == "2");
  // An energy die left over: where it goes still rests on the Main Step's end.
  const Answer kept = testing::ask_dm(
      "My Reserve Pool has a Thor die on its level 2 face (fielding cost 2) and three Sidekicks "
      "on mask, shield and fist. I pay mask and shield to field Thor. How many dice are in my "
      "Used Pile?");
  CHECK_FALSE(kept.report);
}
