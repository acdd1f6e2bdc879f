// A Marvel Champions minion revealed in the passive or coming off the
// encounter deck ("A Hydra Soldier with quickstrike is revealed by a
// player", "came off the encounter deck"): it enters play, so quickstrike
// turns on the player's form; and a minion that "engaged my friend".
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("revealed: a quickstrike minion revealed in the passive enters play",
          "[ask][situation]") {
  for (const char* q :
       {"A Hydra Soldier with quickstrike (ATK 3) is revealed by a player who is in alter-ego form "
        "as Steve Rogers (11 hit points). Is any damage dealt to Steve Rogers?",
        "The Hydra Soldier (ATK 3, quickstrike) came off the encounter deck on my reveal. I'm in "
        "alter-ego form as Steve Rogers with 11 hit points. Do I take any damage from it?"}) {
    const Reading r = testing::first_reading(q, "mc");
    CHECK(r.action == "minion-enters");
    CHECK(r.fact("minion", "quickstrike") == "true");
  }
  // Near miss: a boost card revealed is no minion entering.
  const Reading boost = testing::first_reading(
      "Rhino (ATK 2) attacks Spider-Man (DEF 2, 10 hit points), who defends. A boost card with 1 "
      "icon is revealed. How much damage does Spider-Man take?",
      "mc");
  CHECK(boost.action == "enemy-attack");
}

TEST_CASE("revealed: a guard minion that 'engaged my friend' is the other player's",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Spider-Man (ATK 2) attacked Rhino, who has 14 hit points. Before that, a guard minion had "
      "come out and engaged my friend playing Black Widow, not me. What's Rhino's damage?",
      "mc");
  CHECK(r.fact("minion", "player") == "p2");
  // Near miss: "engaged me" is mine.
  const Reading mine = testing::first_reading(
      "A guard minion engaged me. Spider-Man (ATK 2) attacks Rhino (14 hit points). Rhino's "
      "damage?",
      "mc");
  CHECK(mine.fact("minion", "player").empty());
}

TEST_CASE("revealed: a defence told, or hero form, keeps the attack read as an attack",
          "[ask][situation]") {
  const Reading defends = testing::first_reading(
      "A quickstrike minion (ATK 3, 2 HP) is revealed. I'm in hero form with DEF 2 and 10 HP, and "
      "I defend. How much damage do I take?",
      "mc");
  CHECK(defends.action == "enemy-attack");
  CHECK(defends.defender == "hero");
  const Reading hero_form = testing::first_reading(
      "I am in hero form with 10 hit points and 2 DEF. A Hydra Mercenary (ATK 2, 3 HP, "
      "quickstrike) came off the encounter deck. Do I take damage?",
      "mc");
  CHECK(hero_form.action == "enemy-attack");
}

TEST_CASE("revealed: a minion entering engaged with the other player is left out",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "I'm in hero form with 10 HP; my friend is in alter-ego form with 8 HP. A quickstrike minion "
      "(ATK 3, 3 HP) came off the encounter deck and engaged my friend. Does anyone take damage?",
      "mc");
  CHECK(r.action == "minion-enters");
  CHECK_FALSE(r.left_out.empty());
  // Near miss: engaged with me, it is simulated.
  const Reading mine = testing::first_reading(
      "A Hydra Soldier with quickstrike (ATK 3) is revealed by me while I'm in alter-ego form as "
      "Steve Rogers (11 hit points). Is any damage dealt to Steve Rogers?",
      "mc");
  CHECK(mine.left_out.empty());
}

TEST_CASE("revealed: a minion engaged with my friend attacks my friend, not me",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "A Hydra Soldier minion (ATK 1) came off the encounter deck and engaged my friend. How much "
      "damage do I take from it this villain phase?",
      "mc");
  CHECK_FALSE(r.left_out.empty());
  // Near miss: I defend for my friend: the attack is simulated.
  const Reading defended = testing::first_reading(
      "The Hydra Soldier (ATK 4) is engaged with my buddy's Scarlet Witch, 9 hit points, 2 "
      "damage. It attacks her. I defended with my Captain America (DEF 3, 11 HP, no damage) for "
      "her. What damage is on Cap?",
      "mc");
  CHECK(defended.left_out.empty());
}

TEST_CASE("revealed: a quickstrike minion's attack on entering is defended as told",
          "[ask][situation]") {
  const Answer a = testing::ask_mc(
      "Suppose I'm in hero form as Captain Marvel (12 hit points, 5 damage, ready) and I reveal a "
      "minion with quickstrike and ATK 3. If I defend its attack with her DEF 1, how much total "
      "damage does she have, and is she exhausted?");
  REQUIRE(a.report);
  CHECK(a.report->values.at("hero.damage") == "7");
  CHECK(a.report->values.at("hero.exhausted") == "true");
  // Near miss: not defended, all 3 damage lands and she stays ready.
  const Answer undefended = testing::ask_mc(
      "I'm in hero form as Captain Marvel (12 hit points, 5 damage, DEF 1) and I reveal a minion "
      "with quickstrike and ATK 3. I don't defend. How much damage does she have?");
  REQUIRE(undefended.report);
  CHECK(undefended.report->values.at("hero.damage") == "8");
}
