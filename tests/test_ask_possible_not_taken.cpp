// A defence or a block said to have been possible and not made: "Spider-Man
// could defend but I decided not to", "their Loki was able to block but
// they let Hulk through".
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("not taken: 'could defend but I decided not to' is undefended", "[ask][situation]") {
  for (const char* q :
       {"Rhino (ATK 4) attacks Spider-Man (DEF 3, 10 HP). Spider-Man could defend but I decide "
        "not to. No boost icons. How much damage does he take?",
        "Rhino (ATK 3, boost 2) attacks the Hulk (DEF 1, 14 HP). The Hulk was able to defend but "
        "chose not to. How much damage?"}) {
    const Reading r = testing::first_reading(q, "mc");
    CHECK(r.defender == "none");
  }
  // Near miss: "could defend, and did".
  const Reading did = testing::first_reading(
      "Rhino (ATK 4) attacks Spider-Man (DEF 3, 10 HP). Spider-Man could defend, so he defends. "
      "No boost icons. How much damage does he take?",
      "mc");
  CHECK(did.defender == "hero");
}

TEST_CASE("not taken: 'was able to block but they let Hulk through' is no block",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My Hulk (6A/6D) attacks. Their Loki (2A/2D) was able to block but they let Hulk through. "
      "They are at 10 life. What's their life?",
      "dm");
  CHECK(r.fact("attacker", "a") == "6");
  CHECK(r.fact("blocker", "a").empty());
}
