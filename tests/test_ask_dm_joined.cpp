// Dice Masters attackers joined by "along with", a block denied after its
// verb ("blocks neither"), and a "not" of the sentence before that says
// nothing of the next ("He blocks neither. I use Infiltrate.").
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("dm joined: 'along with' adds a second attacker, 'blocks neither' blocks none",
          "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "I attack with Black Widow, who is 4A/2D and has Infiltrate, along with a Sidekick at "
      "1A/1D, and my opponent at 6 life blocks neither. I use Infiltrate for Widow. What is his "
      "life?");
  REQUIRE(a.report);
  CHECK(a.report->values.at("p2.life") == "4");
  // Near miss: "along with" said of no die ("along with the rest of my
  // turn") joins nothing.
  const Reading r = testing::first_reading(
      "I attack with Hulk (5A/4D) and he blocks with Thor (2A/6D), along with the rest of my "
      "plans. Is Thor KO'd?",
      "dm");
  CHECK(r.fact("blocker", "d") == "6");
  CHECK_FALSE(r.has("attacker2"));
}

TEST_CASE("dm joined: a denial in the sentence before does not deny the next", "[ask][situation]") {
  const Reading used = testing::first_reading(
      "I attack with Black Widow (4A/2D, Infiltrate) and a Sidekick (1A/1D); my opponent at 6 "
      "life blocks neither. I use Infiltrate. Life?",
      "dm");
  CHECK(used.fact("attacker", "use-infiltrate") == "true");
  // Near miss: denied in its own sentence.
  const Reading not_used = testing::first_reading(
      "I attack with Black Widow (4A/2D, Infiltrate); my opponent at 6 life doesn't block. I "
      "don't use Infiltrate. Life?",
      "dm");
  CHECK(not_used.fact("attacker", "use-infiltrate") == "false");
}
