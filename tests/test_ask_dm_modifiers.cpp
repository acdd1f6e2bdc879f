// Modifiers down as well as up: "-1D", "-2A" keep their sign, "is
// normally 2A/4D but got -1D" describes one die; and a Regenerate roll's
// face said in table words ("lands on a char face (lvl 2)").
#include <catch2/catch.hpp>

#include "query/ask/reading.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

namespace {

Reading read(const std::string& q) {
  return testing::first_reading(q, "dm");
}

}  // namespace

TEST_CASE("dm modifiers: '-1D' is a modifier down", "[ask][situation]") {
  const Reading r = read("their 2/3 has -1D this turn and blocks my 2/2. does it die?");
  CHECK(r.fact("blocker", "d") == "3");
  CHECK(r.fact("blocker", "modify") == "-1d");
  CHECK_FALSE(r.has("blocker2"));
  CHECK(read("my 4/4 gets -2A then attacks into a 1/3").fact("attacker", "modify") == "-2a");
  // A hyphen between words is no sign ("2-damage ping", "ko-d").
  CHECK(read("my 3/3 attacks, a 1/1 blocks. x-1d").fact("attacker", "modify").empty());
}

TEST_CASE("dm modifiers: 'is normally 2A/4D' describes the die named", "[ask][situation]") {
  const Reading r = read(
      "My opponent attacks with a 3A/3D die. My blocker is normally 1A/4D but got -1D this turn. "
      "Is it KO'd?");
  CHECK(r.fact("blocker", "d") == "4");
  CHECK(r.fact("blocker", "modify") == "-1d");
  CHECK_FALSE(r.has("blocker2"));
}

TEST_CASE("dm modifiers: a Regenerate roll that 'lands on a char face (lvl 2)'",
          "[ask][situation]") {
  const Reading r = read(
      "my 2/3 regenerate blocker gets KO'd by their 5/5, i roll it and it lands on a char face "
      "(lvl 2).");
  CHECK(r.fact("blocker", "roll") == "character");
  CHECK(r.fact("blocker", "roll-level") == "2");
  CHECK(read("their 4/4 KOs my 2/3 regenerate blocker; it lands on a mask energy face.")
            .fact("blocker", "roll") == "energy");
}
