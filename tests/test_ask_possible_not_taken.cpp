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

TEST_CASE("not taken: 'could have thwarted but attacked Rhino instead' is the attack",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Spider-Man could have thwarted this turn but attacked Rhino instead; Spidey has ATK 2 and "
      "10 HP with 4 damage, Rhino has retaliate 1 and 14 HP with 3 damage. How much damage is on "
      "each of them afterwards?",
      "mc");
  CHECK(r.action == "player-attack");
  // Near miss: "could thwart" said of what he then does.
  const Reading does = testing::first_reading(
      "Spider-Man (THW 1) thwarts the main scheme, which has 5 threat. How much threat is left?",
      "mc");
  CHECK(does.action == "thwart");
}

TEST_CASE("not taken: 'could have blocked my Hulk with Loki alone' still names the attacker",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "They could have blocked my Hulk (9A/10D, Overcrush) with Loki alone, but they "
      "double-blocked with Loki (2A/3D) and a Sidekick (1A/1D); they're at 10 life. What's their "
      "life after?",
      "dm");
  CHECK(r.fact("attacker", "a") == "9");
}
