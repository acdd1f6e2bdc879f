// A Dice Masters combat told with nouns in the passive ("An attack is made
// with a Thor die and a block is declared by a Loki die", "a block of Thor
// is declared by ..."), and "Where is the Loki die sent?" asked of a die.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("passive nouns: an attack made with one die, a block declared by another",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "An attack is made with a Thor die (4A/4D) and a block is declared by a Loki die (2A/3D); "
      "the opponent is at 20 life. Where is the Loki die sent?",
      "dm");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("blocker", "a") == "2");
  // Near miss: "sent in" still attacks.
  const Reading sent = testing::first_reading(
      "I sent in my Thor die (4A/4D) and my opponent blocked with Loki (2A/3D). Where is Loki?",
      "dm");
  CHECK(sent.fact("attacker", "a") == "4");
}

TEST_CASE("passive nouns: 'a block of Thor is declared by' blocks Thor", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Attacks are made by a Hulk die (5A/5D) and a Thor die (4A/4D); a block of Thor is declared "
      "by a Loki die (2A/4D) and Hulk is left unblocked, with the opponent at 20 life. How much "
      "life is left for the opponent?",
      "dm");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("attacker2", "a") == "4");
  CHECK(r.fact("blocker", "blocks") == "attacker2");
}

TEST_CASE("passive nouns: Marvel Champions 'makes a basic attack' keeps its doer",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "The villain has 14 hit points, no damage, and a tough status card. My hero makes a basic "
      "attack with ATK 3. How much damage is on the villain?",
      "mc");
  CHECK(r.fact("hero", "atk") == "3");
}

TEST_CASE("passive nouns: '..., and where is Magneto sent?' asks where it goes",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "A Juggernaut die with Overcrush (6A/6D) is blocked by a Magneto die (3A/4D); the opponent "
      "is at 10 life. How much life does the opponent keep, and where is Magneto sent?",
      "dm");
  CHECK(r.fact("attacker", "a") == "6");
  CHECK(r.fact("blocker", "a") == "3");
  CHECK_FALSE(r.has("attacker2"));
}

TEST_CASE("passive nouns: 'Hulk is blocked by Magneto and Storm by Loki', each pair",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Attacks are made by a Hulk die (5A/5D), a Storm die (3A/2D) and a sidekick die (1A/1D); "
      "Hulk is blocked by a Magneto die (4A/5D) and Storm by a Loki die (2A/3D), the sidekick is "
      "left unblocked, and the opponent is at 20 life. How much life is left for the opponent?",
      "dm");
  CHECK(r.fact("blocker", "a") == "4");
  CHECK(r.fact("blocker2", "a") == "2");
  CHECK(r.fact("blocker2", "blocks") == "attacker2");
  // Near miss: one pair in the passive stays one pair.
  const Reading one = testing::first_reading(
      "Hulk (5A/5D) is blocked by Magneto (4A/5D) and Storm (3A/2D) goes unblocked. Opp at 20.",
      "dm");
  CHECK(one.fact("blocker", "a") == "4");
  CHECK_FALSE(one.has("blocker2"));
}
