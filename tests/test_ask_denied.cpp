// A keyword or status the question says a character or die does not have
// ("without the Overcrush keyword", "lacking a crisis icon") is read as
// absent, never as present: the opposite ruling is the worst misreading.
#include <catch2/catch.hpp>

#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("denied: a Dice Masters keyword said not to be there", "[ask][situation]") {
  for (const std::string q : {
           "An attacking Hulk die (6A/4D) without the Overcrush keyword is blocked by a "
           "Sidekick die (1A/1D). The Inactive player has 10 Life.",
           "An 8A/8D attacker lacking the Overcrush keyword is blocked by a 1A/1D Sidekick die.",
           "my 6a/4d hulk has no overcrush, blocked by a 1/1",
       }) {
    INFO(q);
    CHECK(testing::first_reading(q, "dm").fact("attacker", "overcrush").empty());
  }
  // Said with it, it is there.
  CHECK(testing::first_reading(
            "An 8A/8D attacker with the Overcrush keyword is blocked by a 1A/1D die.", "dm")
            .fact("attacker", "overcrush") == "true");
}

TEST_CASE("denied: a Marvel Champions crisis icon said not to be there", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "I thwart 3 from the main scheme while a side scheme lacking the crisis icon is in play.",
      "mc");
  CHECK(r.fact("side", "crisis") != "true");
}

TEST_CASE("denied: a die that cannot be KO'd is read as such", "[ask][situation]") {
  for (const std::string q : {
           "Colossus (2A/4D) can't be KO'd and blocks my Overcrush Hulk (8A/8D).",
           "overcrush 8 atk blocked by a 4 def die that cannot be KO'd",
           "My Hulk 8/8 with overcrush gets blocked by an un-KO-able Colossus, 2 attack 4 defense",
       }) {
    INFO(q);
    const Reading r = testing::first_reading(q, "dm");
    CHECK(r.fact("blocker", "cannot-be-ko") == "true");
    CHECK(r.fact("attacker", "cannot-be-ko").empty());
    CHECK(r.unapplied().empty());
  }
}

TEST_CASE("denied: a rule changed for a character and left unread withholds the outcome",
          "[ask][situation]") {
  // ("can't be targeted" is not read: no outcome rests on the reading.)
  const Reading r = testing::first_reading(
      "My 5A/5D attacker can't be targeted and is blocked by a 2A/2D die.", "dm");
  const std::vector<std::string> unapplied = r.unapplied();
  REQUIRE(unapplied.size() == 1);
  CHECK(unapplied[0] == "'can't be targeted'");
  // Asked about, it changes nothing yet.
  CHECK(
      testing::first_reading("My 5A/5D attacker is blocked by a 2A/2D die. Can't it be KO'd?", "dm")
          .unapplied()
          .empty());
}
