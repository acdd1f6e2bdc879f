// A status given by one character to another, said as the verb with an
// object pronoun: "Klaw had confused her", "we'd confused him", "Spidey
// had stunned him". The status is the object's; the players and their
// characters give it to the enemy, never to one of their own.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("status given: 'Klaw had confused her' is the heroine's", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Black Widow exhausted to thwart Illegal Arms Factory, which had 3 threat, using her THW 3 - "
      "but Klaw had confused her earlier that round. What's on the side scheme now?",
      "mc");
  CHECK(r.fact("hero", "confused") == "true");
  CHECK(r.fact("villain", "confused").empty());
  // Near miss: the villain named after the verb is the one confused.
  const Reading named = testing::first_reading(
      "Black Widow (THW 3) thwarts the main scheme at 5 threat. Earlier we'd confused Klaw. How "
      "much threat is left?",
      "mc");
  CHECK(named.fact("villain", "confused") == "true");
  CHECK(named.fact("hero", "confused").empty());
}

TEST_CASE("status given: 'we'd confused him' is the enemy's, not the hero's", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Klaw schemes against me while I'm in Black Panther's alter-ego form - but earlier in the "
      "round we'd confused him. His SCH is 2, the boost card he'd get has 2 icons, and the main "
      "scheme was at 4 threat before this. Where does the threat end up?",
      "mc");
  CHECK(r.fact("villain", "confused") == "true");
  CHECK(r.fact("hero", "confused").empty());
}

TEST_CASE("status given: 'Spidey had stunned him' is the minion's", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Shocker (a minion, ATK 3) attacks Peter Parker, who already had 4 damage on his 10 hit "
      "points. Spidey had stunned him last turn. Peter doesn't defend. How much damage is on "
      "Spider-Man, and is Shocker still stunned?",
      "mc");
  CHECK(r.fact("minion", "stunned") == "true");
  CHECK(r.fact("hero", "stunned").empty());
  // Near miss: the villain stuns the hero, and "him" is the hero.
  const Reading by_enemy = testing::first_reading(
      "Rhino (ATK 3) attacks Spider-Man (DEF 2, 10 hit points). Earlier Rhino had stunned him. How "
      "much damage does Spider-Man take?",
      "mc");
  CHECK(by_enemy.fact("hero", "stunned") == "true");
  CHECK(by_enemy.fact("villain", "stunned").empty());
}

TEST_CASE("status given: 'I stunned the Hydra Mercenary' is the minion's", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Last turn I stunned the Hydra Mercenary (ATK 2) engaged with me. Villain phase: it "
      "activates and would attack my Spider-Man. I don't defend. Spidey has 10 HP and 2 damage. "
      "How much damage is on Spidey after?",
      "mc");
  CHECK(r.fact("minion", "stunned") == "true");
  CHECK(r.fact("hero", "stunned").empty());
  // Near miss: "is confused and I'm ...": the status is the one's before.
  const Reading before = testing::first_reading(
      "Ultron (SCH 2) is confused and I'm in alter-ego, so he schemes against me. The main scheme "
      "has 3 threat. How much threat is on it afterward?",
      "mc");
  CHECK(before.fact("villain", "confused") == "true");
  CHECK(before.fact("hero", "confused").empty());
}
