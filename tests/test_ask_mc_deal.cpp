// How many encounter cards each player is dealt, asked alone (a hazard icon
// told, no activation's values): the villain phase's step three alone,
// `mc deal-encounter-cards`, with who holds the first player token.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/notation.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("mc deal: encounter cards dealt with a hazard icon, asked alone", "[ask][situation]") {
  const Answer a = testing::ask_mc(
      "Two players, and I hold the first player token. A side scheme with one "
      "hazard icon is out. How many encounter cards does each of us get?");
  CHECK(a.reading.action == "deal-encounter-cards");
  REQUIRE(a.report);
  CHECK(a.report->values.at("p1.encounter-cards") == "2");
  CHECK(a.report->values.at("p2.encounter-cards") == "1");
  // The other player holds the token: the hazard card is theirs.
  const Answer theirs = testing::ask_mc(
      "Two players; my friend is first player. One side scheme with a hazard icon is in play. "
      "How many encounter cards are dealt to me and to my friend?");
  REQUIRE(theirs.report);
  CHECK(theirs.report->values.at("p1.encounter-cards") == "1");
  CHECK(theirs.report->values.at("p2.encounter-cards") == "2");
}

TEST_CASE("mc deal: with an activation's values told, the whole phase", "[ask][situation]") {
  // Near miss: the villain's ATK and a boost are told, so the phase runs.
  const Reading r = testing::first_reading(
      "Villain phase, solo, Rhino ATK 2, boost 1, a side scheme with one hazard icon, I don't "
      "defend. How many encounter cards do I get and how much damage do I take?",
      "mc");
  CHECK(r.action == "villain-phase");
}

TEST_CASE("mc deal: the main scheme's acceleration told as its field or number",
          "[ask][situation]") {
  for (const char* q :
       {"Villain phase, step 1: main scheme 3 threat, accel field 2, no tokens. Threat on main?",
        "Villain phase: the main scheme has 3 threat and its acceleration field shows 2. Threat?",
        "Villain phase: 3 threat on the main scheme, the acceleration number is 2. Threat?"})
    CHECK(testing::first_reading(q, "mc").fact("main", "acceleration") == "2");
}

TEST_CASE("mc deal: who holds the token, said before or after, facts the step alone leaves out",
          "[ask][situation]") {
  const Reading me = testing::first_reading(
      "2 players, first player is me, a side scheme with a hazard icon. how many encounter "
      "cards do we each get?",
      "mc");
  CHECK(me.fact("game", "first-player") == "p1");
  const Reading friend_ = testing::first_reading(
      "Two players, the first player is my friend. A side scheme with a hazard icon is out. How "
      "many encounter cards do I get?",
      "mc");
  CHECK(friend_.fact("game", "first-player") == "p2");
  const Reading order = testing::first_reading(
      "Two players. I was first player and my partner second. A side scheme with one hazard "
      "icon is out. How many encounter cards did each of us get?",
      "mc");
  CHECK(order.fact("game", "first-player") == "p1");
  // Near misses: heroic mode, three players, an eliminated player, two
  // schemes, an attack told: not the step alone.
  for (const char* q :
       {"Heroic mode, heroic level 1, solo. A side scheme with a hazard icon. How many "
        "encounter cards am I dealt?",
        "3 players, I'm first player, a side scheme with a hazard icon. How many encounter "
        "cards do we each get?",
        "2 players, my friend is eliminated, a side scheme with a hazard icon. How many "
        "encounter cards do I get?",
        "Solo, two side schemes with a hazard icon each. How many encounter cards do I get?",
        "Villain phase: Rhino attacks me and I don't defend, a side scheme with a hazard icon "
        "is out. How many encounter cards do I get and how much damage do I take?"})
    CHECK(testing::first_reading(q, "mc").action != "deal-encounter-cards");
}

TEST_CASE("mc deal: the first player said by seat ('gamora (p2) is first player')",
          "[ask][situation]") {
  const Answer a = testing::ask_mc(
      "2 player game, gamora (p2) is first player this round. The galactic bounty side scheme "
      "has a hazard icon. How many encounter cards do I get?");
  REQUIRE(a.report);
  CHECK(a.report->values.at("p1.encounter-cards") == "1");
  // Near miss: p1 said first.
  const Answer b = testing::ask_mc(
      "2 player game, star-lord (p1) is first player this round. A side scheme has a hazard "
      "icon. How many encounter cards do I get?");
  REQUIRE(b.report);
  CHECK(b.report->values.at("p1.encounter-cards") == "2");
}

TEST_CASE("mc deal: acceleration tokens counted after a colon, not from the sentence before",
          "[ask][situation]") {
  const std::string u = to_notation(testing::first_reading(
      "Main scheme: 5 threat, acceleration 2, target 16. Acceleration tokens: 1. Side scheme: 1 "
      "acceleration icon. Villain phase step one: how much threat is on the main scheme?",
      "mc"));
  CHECK(u.find("acceleration-tokens 1") != std::string::npos);
  // Near miss: the count right before in its sentence.
  const std::string v = to_notation(testing::first_reading(
      "Villain phase: main scheme at 5 threat, acceleration 2, and 2 acceleration tokens. How "
      "much threat after step one?",
      "mc"));
  CHECK(v.find("acceleration-tokens 2") != std::string::npos);
}

TEST_CASE("mc deal: a count of none after a colon adds nothing", "[ask][situation]") {
  const std::string u = to_notation(testing::first_reading(
      "Villain phase. Main scheme: 5 threat, acceleration 1. Acceleration tokens: 0. Hazard "
      "icons: none. How much threat after step one?",
      "mc"));
  CHECK(u.find("acceleration-tokens") == std::string::npos);
  CHECK(u.find("hazard") == std::string::npos);
}
