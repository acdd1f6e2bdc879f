// A hero called only by an alter-ego's full name is in alter-ego form
// ("Rhino activates against Peter Parker": he schemes); two actions asked
// between ("does he hit me or scheme?") are no action told.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("alter-ego name: a full alter-ego name says the form", "[ask][situation]") {
  for (const char* q :
       {"Klaw (ATK 2, SCH 2) activates against Jennifer Walters. The main scheme has 3 threat. "
        "The boost card shows 1 icon. How much threat is on the main scheme?",
        "Klaw (ATK 2, SCH 2) activates against my son, who flipped down to Carol Danvers. The "
        "main scheme has 3 threat; the boost card shows 1 icon. Threat after?"}) {
    const Reading r = testing::first_reading(q, "mc");
    CHECK(r.fact("hero", "form") == "alter-ego");
    CHECK(r.action == "enemy-scheme");
  }
}

TEST_CASE("alter-ego name: near misses keep hero form", "[ask][situation]") {
  // Both names said: the one in play is not told by the name.
  const Reading both = testing::first_reading(
      "Klaw (ATK 2, SCH 2) activates against She-Hulk (Jennifer Walters, DEF 2). The main "
      "scheme has 3 threat; the boost card shows 1 icon. How much damage does she take?",
      "mc");
  CHECK(both.fact("hero", "form").empty());
  // Only a hero attacks: "Carol Danvers attacks" is said of the hero.
  const Reading attacks = testing::first_reading(
      "Carol Danvers (ATK 3) attacks Klaw, who has 12 hit points. How much damage is on Klaw?",
      "mc");
  CHECK(attacks.fact("hero", "form").empty());
  // A first name alone may be how a friend calls the hero.
  const Reading first = testing::first_reading(
      "Klaw (ATK 2) attacks Jen (DEF 2, 15 hit points), who defends. No boost. Damage?", "mc");
  CHECK(first.fact("hero", "form").empty());
}

TEST_CASE("alternatives asked: 'does he attack or scheme' tells neither", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "i'm in alter-ego and klaw (atk 2 sch 2) activates on me, boost 1, main scheme at 3 "
      "threat. does he attack me or scheme? threat after?",
      "mc");
  CHECK(r.action == "enemy-scheme");
  // Near miss: "he attacks, or rather ..." is no question.
  const Reading told = testing::first_reading(
      "Klaw (ATK 2) attacks me or so it seems, and I defend with She-Hulk (DEF 2, 15 hit "
      "points). No boost. How much damage?",
      "mc");
  CHECK(told.action == "enemy-attack");
}
