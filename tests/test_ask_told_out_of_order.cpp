// A situation told out of time order, its stats said last: "Hulk's 8A/6D
// with Overcrush", "Wolverine was attacking at level 1, 3A/2D", "It had
// blocked Hulk" after "my Hulk had KO'd it", and "he went into it with 10
// hit points".
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("out of order: \"Hulk's 8A/6D\" is the stats of the Hulk told before",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Cyclops (2A/3D) and Storm (1A/2D) both blocked. They were blocking my Hulk, which I'd "
      "attacked with; Hulk's 8A/6D with Overcrush. The opponent was on 20. What's their life?",
      "dm");
  CHECK(r.fact("attacker", "a") == "8");
  CHECK(r.fact("attacker", "overcrush") == "true");
  CHECK(r.fact("blocker", "a") == "2");
  // Near miss: "Hulk's A" is no stats of its own.
  const Reading own = testing::first_reading(
      "My Hulk 5A/5D attacks and Loki 2A/2D blocks. Hulk's attack is doubled. Is Loki KO'd?", "dm");
  CHECK(own.fact("attacker", "a") == "5");
}

TEST_CASE("out of order: 'was attacking at level 1, 3A/2D' is the attacker's", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Magneto (4A/4D) blocked Wolverine. Wolverine was attacking at level 1, 3A/2D, and has "
      "Regenerate. Where is he now?",
      "dm");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("attacker", "level") == "1");
  CHECK(r.fact("attacker", "regenerate") == "true");
  CHECK(r.fact("blocker", "a") == "4");
}

TEST_CASE("out of order: 'it' that does the verb to the die it was taken for is the other",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Their Wolverine rolled a level 3 face for Regenerate, after my Hulk had KO'd it. It had "
      "blocked Hulk; Wolverine's 1A/2D. Hulk attacked with 6A/5D and Overcrush. My opponent "
      "started at 15. What's their life now?",
      "dm");
  CHECK(r.fact("attacker", "a") == "6");
  CHECK(r.fact("blocker", "d") == "2");
  CHECK(r.fact("blocker", "regenerate") == "true");
}

TEST_CASE("out of order: 'he went into it with 10 hit points' is his", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Rhino's boost card came up with 1 icon. Rhino's ATK is 3, Spidey's DEF is 2, and he went "
      "into it with 10 hit points and 1 damage already on him. How much damage is on him now?",
      "mc");
  CHECK(r.fact("hero", "hp") == "10");
  CHECK(r.fact("hero", "damage") == "1");
  CHECK(r.fact("villain", "hp").empty());
}

TEST_CASE("out of order: a keyword of a die named again in its sentence is that die's",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "The Regenerate roll came up on Wolverine's level 3 character face. Magneto (5A/4D) blocked "
      "Wolverine. Wolverine was attacking at level 1, 2A/2D, and has Regenerate. Where is he now?",
      "dm");
  CHECK(r.fact("attacker", "regenerate") == "true");
  CHECK(r.fact("blocker", "regenerate").empty());
  // Near miss: damage a claim says a die takes is not already on it.
  const Reading claim = testing::first_reading(
      "Captain America (3A/4D) attacks, Red Skull (2A/5D) blocks, and then Cap's player uses a "
      "Power Bolt action die (deal 2 damage to target character die) on Red Skull. Eli says Red "
      "Skull survives with 3 damage, and Cap takes 2. Where does Red Skull end up?",
      "dm");
  CHECK(claim.fact("attacker", "damage").empty());
}

TEST_CASE("out of order: 'X blocked. Before that I had attacked with Thor': X blocks",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Loki, 2A/3D, blocked. Before that I had attacked with Thor, who is 4A/4D. My opponent sits "
      "at 20 life. Where's Loki?",
      "dm");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("blocker", "a") == "2");
  // Near miss: "My Hulk blocked" with no other attack told: the table
  // talk for "got blocked" keeps Hulk the attacker.
  const Reading got = testing::first_reading(
      "My Hulk 5A/4D blocked. Their blocker was a 1A/3D Loki. Opp at 10. Where is Loki?", "dm");
  CHECK(got.fact("attacker", "a") == "5");
}

TEST_CASE("out of order: \"after I'd swung with Hulk\" is the asker's attack", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My opponent is at 12 life. He chump-blocked with a sidekick, 1A/1D, after I'd swung with "
      "Hulk, 7A/6D at this level, and Hulk has Overcrush. What's his life after combat?",
      "dm");
  CHECK(r.fact("attacker", "a") == "7");
  CHECK(r.fact("attacker", "overcrush") == "true");
  CHECK(r.fact("blocker", "a") == "1");
}

TEST_CASE("out of order: 'a tough status card is on Klaw' is Klaw's", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Klaw (12 hit points, 2 damage already on him) is attacked by Thor (ATK 3) while a tough "
      "status card is on Klaw. How much damage is on Klaw?",
      "mc");
  CHECK(r.fact("villain", "tough") == "true");
  CHECK(r.fact("hero", "tough").empty());
}

TEST_CASE(
    "out of order: 'his attack on Captain America' makes Cap no one else's, and 'had "
    "already exhausted to block' is this block",
    "[ask][situation]") {
  const Reading r = testing::first_reading(
      "The boost card turned up 2 icons, and that was after Black Widow (my ally, 2 hit points) "
      "had already exhausted to block for Cap. Earlier Klaw, ATK 2, had started his attack on "
      "Captain America, who has 11 hit points and DEF 3. Does Widow die?",
      "mc");
  CHECK(r.fact("hero", "hp") == "11");
  CHECK_FALSE(r.has("hero2"));
  CHECK(r.fact("ally", "exhausted").empty());
  CHECK(r.defender == "ally");
  // Near miss: "already exhausted to attack this turn" is a status before.
  const Reading before = testing::first_reading(
      "My hero Spider-Man (DEF 2, 10 hit points) is already exhausted to attack this turn. Rhino "
      "(ATK 3) attacks him with a boost of 1. Can he defend?",
      "mc");
  CHECK(before.fact("hero", "exhausted") == "true");
}

TEST_CASE("out of order: 'the first boost card shows 1 icon and the second shows 2'",
          "[ask][situation]") {
  for (const char* q : {"Villain phase, two players. I'm Spider-Man in hero form, first player; my "
                        "friend is She-Hulk "
                        "in alter-ego form. The main scheme has 2 threat and acceleration 1. Rhino "
                        "has ATK 2 and SCH 1. His first boost card shows 1 icon and the second "
                        "shows 2. I don't defend. How much threat is on the main scheme?",
                        "Villain phase, two players. I'm Spider-Man in hero form, first player; my "
                        "friend is She-Hulk "
                        "in alter-ego form. The main scheme has 2 threat and acceleration 1. Rhino "
                        "has ATK 2 and SCH 1. The first boost card drawn shows 1 icon, the second "
                        "2. I don't defend. How much threat is on the main scheme?"}) {
    const Reading r = testing::first_reading(q, "mc");
    CHECK(r.fact("villain", "boost") == "1");
    CHECK(r.fact("villain", "boost2") == "2");
  }
  // Near miss: "the second player" is no boost.
  const Reading player = testing::first_reading(
      "Rhino (ATK 2) attacks me with a boost card showing 1 icon; the second player has 2 allies. "
      "I don't defend. How much damage do I take?",
      "mc");
  CHECK(player.fact("villain", "boost2").empty());
}

TEST_CASE("out of order: one attack with a first and a second boost card adds both",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Rhino attacks me with 3 ATK, I'm in hero form with Spider-Man. His first boost card shows 1 "
      "icon and the second shows 2. How much damage do I take?",
      "mc");
  CHECK(r.fact("villain", "boost") == "3");
  CHECK(r.fact("villain", "boost2").empty());
}
