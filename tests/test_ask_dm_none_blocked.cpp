// No block, said of a group or of the step: "no blocker is declared",
// "Neither of my attackers got blocked. They were ...", told apart from
// "no blocker is left" after a removal (the attacker stays blocked); and
// "once the turn is ended" runs the Clean Up Step; "nothing blocks him"; a
// bare "I attacked" with the asker's one die told.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("none blocked: 'no blocker is declared' leaves the attacker unblocked",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "An attack is made by my Ghost Rider die (3A/3D), no blocker is declared, and my opponent "
      "is at 8 life. How much life does the opponent have?",
      "dm");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("blocker", "a").empty());
  CHECK(r.fact("p2", "life") == "8");
  // Near miss: a blocker moved away leaves no blocker, and the attacker
  // still blocked; the moved die is not a second attacker.
  const Reading left = testing::first_reading(
      "My opponent is at 8 life. My Hulk (6A/5D) is blocked by Storm (2A/3D). Before combat "
      "damage I use an Action die that moves Storm to their Prep Area, so no blocker is left in "
      "front of Hulk. What's my opponent's life after combat damage?",
      "dm");
  CHECK(left.fact("attacker2", "a").empty());
}

TEST_CASE("none blocked: 'Neither of my attackers got blocked. They were ...' are the attackers",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Neither of my attackers got blocked. They were Storm, 3A/2D, and Cyclops, 2A/3D. My "
      "opponent had 5 life going in. What's their life?",
      "dm");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("attacker2", "a") == "2");
  CHECK(r.fact("blocker", "a").empty());
  // Near miss: dice told after a sentence about something else are not
  // the group's.
  const Reading other = testing::first_reading(
      "Neither of my attackers got blocked. My opponent has Storm, 3A/2D, and I have Cyclops, "
      "2A/3D. My opponent had 5 life going in. What's their life?",
      "dm");
  CHECK(other.fact("attacker2", "a") != "2");
}

TEST_CASE("none blocked: 'once the turn is ended' runs to the turn's end", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My Thor die (5A/5D) attacks and my opponent does not block. Where is Thor once the turn is "
      "ended?",
      "dm");
  CHECK(r.fact("turn", "to-end") == "true");
  // Near miss: the turn said without its end.
  const Reading during = testing::first_reading(
      "My Thor die (5A/5D) attacks and my opponent does not block. The turn is my third. Where is "
      "Thor?",
      "dm");
  CHECK(during.fact("turn", "to-end").empty());
}

TEST_CASE("none blocked: 'leaving no blocker' after a block keeps the attacker blocked",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Captain America (3A/4D) attacks and is blocked by Red Skull (2A/3D). A global ability then "
      "removes Red Skull from the attack zone, leaving no blocker in front of Cap. My opponent has "
      "8 life. Life after combat?",
      "dm");
  CHECK(r.fact("blocker", "a") == "2");
  CHECK(r.fact("attacker2", "a").empty());
  const Reading now = testing::first_reading(
      "Colossus (4A/6D) attacks and Juggernaut (5A/7D) blocks him. I then KO Juggernaut with an "
      "action die, and now there is no blocker in front of Colossus. Opponent has 9 life. Life "
      "after combat?",
      "dm");
  CHECK(now.fact("blocker", "a") == "5");
  CHECK(now.fact("attacker2", "a").empty());
}

TEST_CASE("none blocked: 'a Sidekick that could block' is no block made", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My opponent had a Sidekick that could block my 5A/3D Hulk, but declared no blocker. They "
      "are at 7 life. What's their life?",
      "dm");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("blocker", "a").empty());
  // Near miss: a block made.
  const Reading made = testing::first_reading(
      "My opponent's Sidekick (1A/1D) blocks my 5A/3D Hulk. They are at 7 life. What's their "
      "life?",
      "dm");
  CHECK(made.fact("blocker", "a") == "1");
}

TEST_CASE("dm none blocked: 'nothing blocks him' blocks nothing", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My Hulk (6A/6D) attacks and nothing blocks him. What's their life after damage?", "dm");
  CHECK(r.fact("attacker", "a") == "6");
  CHECK_FALSE(r.has("blocker"));
}

TEST_CASE("dm none blocked: a bare 'I attacked' is the asker's one die", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "I could have held Cyclops (3A/3D) back, but I attacked and they blocked with Magneto "
      "(4A/3D). Which of them get KO'd?",
      "dm");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("blocker", "a") == "4");
  // Near miss: two dice told, either of which may attack: no blocker is
  // made of the other.
  const Reading either = testing::first_reading(
      "I could have held Cyclops (3A/3D) or Storm (2A/2D) back, but I attacked and they blocked "
      "with Magneto (4A/3D). Which get KO'd?",
      "dm");
  CHECK(either.fact("blocker", "a") == "4");
  CHECK_FALSE(either.has("blocker2"));
}
