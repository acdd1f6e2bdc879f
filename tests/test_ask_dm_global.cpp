// A Global ability the asker pays for with one energy in combat: the
// energy is spent (Out of Play), the effect is the one read on the die, and
// it waits for blockers to be declared, none as they may be.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("dm global: paid with a fist after blocks, +2A on the attacker", "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "Kraven 2A/3D attacks, Daredevil 3A/4D blocks. After blocks I pay a fist sidekick for a "
      "global, target character die gets +2A, on Kraven. How many of my dice are out of play?");
  CHECK(a.reading.fact("global", "cost") == "fist");
  CHECK(a.scenario_xml.find("<global player=\"p1\" cost=\"fist\" effect=\"attack:+2\" "
                            "target=\"attacker\"/>") != std::string::npos);
  REQUIRE(a.report);
  CHECK(a.report->values.at("p1.out-of-play") == "1");
  CHECK(a.report->values.at("blocker.zone") == "prep");
}

TEST_CASE("dm global: unblocked, the Global waits for no blockers declared", "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "Cyclops (3A/3D) attacks and is not blocked. After blockers I pay a mask Sidekick for a "
      "Global: target character die gets +2A, on Cyclops. My opponent had 9 life: what is it now?");
  REQUIRE(a.report);
  CHECK(a.report->values.at("p2.life") == "4");
  // Near misses: the opponent pays; a card's type is no energy paid; two
  // energies said.
  CHECK(testing::first_reading("Kraven 2A/3D attacks, Daredevil 3A/4D blocks. My opponent pays a "
                               "fist for a global, +2D on Daredevil.",
                               "dm")
            .fact("global", "cost")
            .empty());
  CHECK(testing::first_reading("Kraven 2A/3D attacks. I pay a bolt character's global: +2A on "
                               "Kraven, with a mask.",
                               "dm")
            .fact("global", "cost") == "mask");
  CHECK(testing::first_reading("Kraven 2A/3D attacks. I pay a fist and a mask for a global: +2A "
                               "on Kraven.",
                               "dm")
            .fact("global", "cost")
            .empty());
}

TEST_CASE("dm global: paid by the asker blocking on the opponent's turn, the Inactive player's",
          "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "On my opponent's turn, their Hulk 6A/5D attacks. I block with Thor 6A/7D. After blocks I "
      "pay a fist I saved for a global: target character die gets -2A, on Hulk. What happens?");
  CHECK(a.reading.fact("global", "player") == "p2");
  CHECK(a.scenario_xml.find("<global player=\"p2\"") != std::string::npos);
  REQUIRE(a.report);
  CHECK(a.report->values.at("p2.used") == "1");
}

TEST_CASE("dm global: the damage a Global deals to the attacker is no damage on the blocker",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "If my Thor (4A/2D) attacks, Loki (1A/3D) blocks, and my opponent then uses a Global ability "
      "to deal 2 damage to Thor before combat damage, would Thor be KO'd and how much damage would "
      "Loki take?",
      "dm");
  CHECK(r.fact("attacker", "pinged") == "2");
  CHECK(r.fact("blocker", "damage").empty());
  // Near miss: damage told on the blocker itself stays its own.
  const Reading on = testing::first_reading(
      "Thor (4A/2D) attacks, Loki (1A/3D) blocks; Loki already has 2 damage on him from an action "
      "die. Is Loki KO'd?",
      "dm");
  CHECK(on.fact("blocker", "damage") == "2");
}
