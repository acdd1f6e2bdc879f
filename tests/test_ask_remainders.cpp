// Amounts said as what is left or missing, said as the totals the readers
// take: "down to 7 of his 10 hit points", "2 threat short of its 10-threat
// target", "8 life down from 20".
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/remainders.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("remainders: hit points left are hit points and damage", "[ask][remainders]") {
  CHECK(remainders_as_totals("Spidey is down to 7 of his 10 hit points.") ==
        "Spidey is down to 10 hit points and 3 damage.");
  CHECK(remainders_as_totals("Klaw has 10 of his 12 hit points left and a tough card.") ==
        "Klaw has 12 hit points and 2 damage and a tough card.");
  CHECK(remainders_as_totals("Widow is down to her last hit point out of 2.") ==
        "Widow is down to 2 hit points and 1 damage.");
  CHECK(remainders_as_totals("Cap is missing none of his 11 hit points.") ==
        "Cap has 11 hit points and no damage.");
  CHECK(remainders_as_totals("Crossbones is 15 hit points away from defeat out of his 20.") ==
        "Crossbones is 20 hit points and 5 damage.");
  // What is missing is the damage.
  CHECK(remainders_as_totals("Kang is missing 12 of his 16 hit points.") ==
        "Kang is 16 hit points and 12 damage.");
}

TEST_CASE("remainders: threat short of a target, life down from a total", "[ask][remainders]") {
  CHECK(remainders_as_totals("The main scheme is 6 threat short of its 10-threat target.") ==
        "The main scheme is 4 threat, target 10.");
  CHECK(remainders_as_totals("My opponent is 8 life down from 20.") ==
        "My opponent is at 12 life.");
  CHECK(remainders_as_totals("My opponent is at 8 of 20 life.") == "My opponent is at 8 life.");
  CHECK(remainders_as_totals("My opponent has 6 out of 20 life left.") ==
        "My opponent is at 6 life.");
  CHECK(remainders_as_totals("I've lost 8 of my 20 life.") == "I'm at 12 life.");
  CHECK(remainders_as_totals("I'm 5 life down from 20.") == "I'm at 15 life.");
  CHECK(remainders_as_totals("My opponent has lost half of their 20 starting life.") ==
        "My opponent is at 10 life.");
  CHECK(remainders_as_totals("My opponent hasn't lost any of their 20 starting life yet.") ==
        "My opponent is at 20 life yet.");
}

TEST_CASE("remainders: a die's defense said from its own attack", "[ask][remainders]") {
  CHECK(remainders_as_totals("My Thor attacks with 5A and a defense 2 below that.") ==
        "My Thor attacks with 5A/3D.");
  CHECK(remainders_as_totals("Loki blocks with 3A and a defense one higher than his attack.") ==
        "Loki blocks with 3A/4D.");
  // Near miss: a defense said from another die's attack stays as said.
  const std::string other = "Magneto blocks with 5A and a defense 1 below Storm's attack.";
  CHECK(remainders_as_totals(other) == other);
}

TEST_CASE("remainders: what is not a remainder stays as said", "[ask][remainders]") {
  for (const char* s :
       {"Ultron had already taken 15 of its 17 hit points.", "I assign 2 of the 4 damage to Storm.",
        "Rhino (ATK 3) attacks Spider-Man.", "Spidey has 12 of his 10 hit points left."})
    CHECK(remainders_as_totals(s) == s);
}

TEST_CASE("remainders: read as the situation", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Klaw has 9 of his 12 hit points left. My Captain Marvel (ATK 2) attacks him. How much "
      "damage is on Klaw afterwards?",
      "mc");
  CHECK(r.fact("villain", "hp") == "12");
  CHECK(r.fact("villain", "damage") == "3");
  const Reading scheme = testing::first_reading(
      "The main scheme is 6 threat short of its 10-threat target. Klaw (SCH 2) schemes, boost 0. "
      "How much threat is on the main scheme afterward?",
      "mc");
  CHECK(scheme.fact("main", "threat") == "4");
}
