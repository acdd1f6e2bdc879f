// A Marvel Champions value told with "on" and the one it is on after it
// ("6 threat on the main scheme", "1 damage on Black Cat") is that one's,
// not the one described before it.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("mc values on: 'N threat on the main scheme' after a side scheme", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "With a crisis side scheme out (2 threat) and 7 threat on the main scheme, Iron Man (THW 1) "
      "thwarts the main scheme. Threat on each scheme after?",
      "mc");
  CHECK(r.fact("main", "threat") == "7");
  CHECK(r.fact("side", "threat") == "2");
  // Near miss: the side scheme's own threat, "on" nothing after.
  const Reading side = testing::first_reading(
      "A side scheme has 4 threat on it. Iron Man (THW 2) thwarts it. Threat left on it?", "mc");
  CHECK(side.fact("side", "threat") == "4");
  CHECK(side.fact("main", "threat").empty());
  // Near miss: a stat an action is done with is no counter on the one after.
  const Reading atk = testing::first_reading(
      "Spider-Man attacks with 2 ATK on Rhino, who has 14 hit points.", "mc");
  CHECK(atk.fact("villain", "atk").empty());
}
