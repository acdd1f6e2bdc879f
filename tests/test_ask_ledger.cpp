// A scorer's notes, the numbers leading each fact ("3 ATK: Thor.", "2 DEF,
// 10 HP and 1 damage already on Spider-Man, who defends."), said the usual
// way round; and other counts said plainly: "0 blockers", "a single icon".
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/ledger.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("ledger: values before a colon or 'on' go after the name", "[ask][ledger]") {
  CHECK(ledger_as_descriptions("6A/6D with Overcrush: my Hulk, attacking. 20 life: my opponent.") ==
        "my Hulk (6A/6D with Overcrush), attacking. my opponent (20 life).");
  CHECK(ledger_as_descriptions("3 ATK on Rhino. 2 DEF, 10 HP and 1 damage already on Spider-Man, "
                               "who defends.") ==
        "Rhino (3 ATK). Spider-Man (2 DEF, 10 HP and 1 damage already), who defends.");
  CHECK(ledger_as_descriptions("0: my Prep Area.") == "my Prep Area (0).");
  // A title's full stop ends no sentence.
  CHECK(ledger_as_descriptions("3 DEF, 11 HP and 5 damage already on Ms. Marvel, who defends.") ==
        "Ms. Marvel (3 DEF, 11 HP and 5 damage already), who defends.");
}

TEST_CASE("ledger: sentences that are not a scorer's notes stay as they are", "[ask][ledger]") {
  for (const char* s :
       {"1) Rhino (ATK 3) attacks Spider-Man: he defends.", "1/3 Colossus (5A/6D) attacks.",
        "2.8.3 moves Action dice on their action face.",
        "2 damage to Storm, 4 to Cyclops: my split.",
        "5 dmg overkill event on a 2hp hydra soldier, klaw takes the 3 extra?",
        "2p vs Killmonger, I'm Black Panther, buddy's on Iron Man.",
        "Rhino attacks: 3 ATK on Spider-Man."})
    CHECK(ledger_as_descriptions(s) == s);
}

TEST_CASE("ledger: a scorer's notes read as the situation", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "5A/3D: my Thor, attacking. 3A/4D: their Loki, blocking Thor. 20 life: my opponent. Which "
      "dice are KO'd?",
      "dm");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("blocker", "d") == "4");
  const Reading mc = testing::first_reading(
      "3 ATK: Thor. 12 HP, 2 damage, 1 tough status card: Klaw. Thor basic-attacks Klaw. Klaw's "
      "total damage after?",
      "mc");
  CHECK(mc.fact("villain", "damage") == "2");
  CHECK(mc.fact("villain", "tough") == "true");
  CHECK(mc.fact("hero", "atk") == "3");
  CHECK(mc.fact("hero", "damage").empty());
}

TEST_CASE("counts: '0 blockers declared' is no block", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My Hulk (6A/6D) attacks. 0 blockers declared. My opponent is at 20 life. What's their "
      "life after?",
      "dm");
  CHECK(r.fact("attacker", "a") == "6");
  CHECK(r.fact("blocker", "a").empty());
  // Near miss: a count of blockers that is not none.
  const Reading two = testing::first_reading(
      "My Hulk (6A/6D) attacks. 2 blockers: their Loki (2A/2D) and their Storm (1A/3D). What "
      "happens to them?",
      "dm");
  CHECK(two.fact("blocker", "a") == "2");
  // Numbers first, then "0 blockers declared".
  const Reading ledger = testing::first_reading(
      "20 life: my opponent. 6A/6D: my Hulk, attacking. 0 blockers declared. What's my "
      "opponent's life after combat damage?",
      "dm");
  CHECK(ledger.fact("attacker", "a") == "6");
  CHECK(ledger.fact("blocker", "a").empty());
  CHECK(ledger.fact("blocker2", "a").empty());
}

TEST_CASE("counts: 'a single icon', 'a lone boost icon' is one", "[ask][situation]") {
  for (const char* q : {"Rhino (ATK 3) attacked me and I defended with Spider-Man (DEF 2, 10 HP). "
                        "Boost card had a single icon. How much damage?",
                        "Rhino (ATK 3) attacked me and I defended with Spider-Man (DEF 2, 10 HP). "
                        "The boost card showed a lone boost icon. How much damage?"}) {
    const Reading r = testing::first_reading(q, "mc");
    CHECK(r.fact("villain", "boost") == "1");
  }
}
