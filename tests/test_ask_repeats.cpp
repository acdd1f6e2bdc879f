// An action told more than once ("three times", "3x", "twice") that no
// stage read is left out: the situation runs it once, so no outcome is
// stated over it. A "twice" a stage reads (an event's damage instances, a
// Global used twice) is not.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("repeats: an attack told three times is not ruled on as one", "[ask][situation]") {
  for (const char* q :
       {"Klaw (ATK 2) attacks Iron Man three times this round, undefended, boost 1 icon each. "
        "Total damage on Iron Man?",
        "klaw atk 2 swings at iron man 3x, no blocks, 1 boost each. dmg?"}) {
    const Answer a = testing::ask_mc(q);
    CHECK_FALSE(a.unapplied.empty());
  }
  // Near misses: one attack; a "twice" of no game action.
  const Answer aside = testing::ask_mc(
      "Klaw (ATK 2) attacks Iron Man, undefended, boost 1 icon. Aunt May saved me twice that "
      "game. Damage on Iron Man?");
  CHECK(aside.unapplied.empty());
  const Answer once = testing::ask_mc(
      "Klaw (ATK 2) attacks Iron Man once, undefended, boost 1 icon. Damage on Iron Man?");
  CHECK(once.unapplied.empty());
  REQUIRE(once.report);
  CHECK(once.report->values.at("hero.damage") == "3");
}

TEST_CASE("repeats: a 'twice' a stage reads is not left out", "[ask][situation]") {
  // An event's damage instances: read, so the outcome is stated.
  const Answer a =
      testing::ask_mc("I play an attack event that deals 3 damage to Klaw twice. Damage on Klaw?");
  CHECK(a.unapplied.empty());
  CHECK(a.reading.fact("event", "damage") == "3,3");
}
