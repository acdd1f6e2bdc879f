// A name the vocabulary knows as one kind of enemy, said by the question to
// be the other: "the minion Corvus Glaive", "Whirlwind (villain)". The
// question's word decides, wherever the name is said again.
#include <catch2/catch.hpp>

#include "query/ask/reading.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("mc enemy roles: 'the minion Corvus Glaive' is a minion, named again too",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "I basic attack the minion Corvus Glaive with ATK 3. Corvus Glaive has 6 HP and retaliate "
      "1. How much damage is on him?",
      "mc");
  CHECK(r.fact("minion", "hp") == "6");
  CHECK(r.fact("minion", "retaliate") == "1");
  CHECK_FALSE(r.has("villain"));
}

TEST_CASE("mc enemy roles: 'Whirlwind (villain)' is the villain", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Whirlwind (villain): 14 HP, 5 damage. Ant-Man basic-attacks Whirlwind with ATK 2.", "mc");
  CHECK(r.fact("villain", "hp") == "14");
  CHECK_FALSE(r.has("minion"));
  // Near misses: the name alone keeps the vocabulary's role; "minions"
  // before a name counts them, it names no one.
  CHECK(testing::first_reading("Whirlwind attacks me with ATK 2.", "mc").has("minion"));
  CHECK(testing::first_reading("Corvus Glaive attacks me with ATK 2.", "mc").has("villain"));
}

TEST_CASE("mc enemy roles: the villain played against, a name no rulebook has",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "In our two-player game against Killmonger I am Black Panther. Black Panther had 11 hit "
      "points and 9 damage. Killmonger (ATK 2) attacked me, the boost card showed 1 icon, and no "
      "one defended.",
      "mc");
  CHECK(r.fact("villain", "atk") == "2");
  CHECK(r.fact("hero", "atk").empty());
  // Near miss: "against" in an attack, not a game played, names no villain.
  const Reading attack = testing::first_reading(
      "Black Panther (ATK 2) swings against Kilgrave. Kilgrave has 6 hit "
      "points and retaliate 1.",
      "mc");
  CHECK(attack.fact("villain", "atk") != "2");
}

TEST_CASE("mc enemy roles: what a hero attacks, a name no rulebook has, is the villain",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "hulk basic atacks abomnation. hulk is 18 hp with 3 dmg, atk 5. abomination has retaliate 1 "
      "and 1 damage on him already. how much dmg on abomination after",
      "mc");
  CHECK(r.fact("villain", "damage") == "1");
  CHECK(r.fact("villain", "retaliate") == "1");
  CHECK(r.fact("hero", "retaliate").empty());
  // Near misses: the noun "attack" before a word, and a name described in
  // brackets (a minion's way).
  const Reading noun = testing::first_reading(
      "An Ultron Drone (ATK 4), a minion, attacks my partner's Iron Man. My Captain America (DEF "
      "3, 11 hit points) defended the attack aimed at his teammate. How much damage is on Cap?",
      "mc");
  CHECK_FALSE(noun.has("villain"));
  const Reading minion = testing::first_reading(
      "my ally Daredevil (ATK 2, 4 hit points) attacks Hammerhead (4 hit points, 2 damage). is "
      "Hammerhead defeated?",
      "mc");
  CHECK_FALSE(minion.has("villain"));
}

TEST_CASE("mc: 'im captain america ..., 2 dmg on him, and he has a tough card': his",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "hydra soldier minion (atk 3) engaged with me attacks, i dont defend. im captain america "
      "11hp, 2 dmg on him, and he has a tough status card. how much damage does cap have after",
      "mc");
  CHECK(r.fact("hero", "tough") == "true");
  CHECK(r.fact("minion", "tough").empty());
  // Near miss: "he" in the next sentence, after the villain attacks, is
  // the villain.
  const Reading villain = testing::first_reading(
      "I'm Iron Man. Rhino attacks me with ATK 2, boost 1, undefended. Then he has a tough card "
      "from a treachery. How much damage do I take?",
      "mc");
  CHECK(villain.fact("hero", "tough").empty());
}

TEST_CASE("mc roles: a name allies and heroes share, told a DEF or REC, is the identity",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Crossbones: ATK 3. Hawkeye: 9 HP, 1 damage on him, DEF 2. Boost card: 3 boost icons. I "
      "chose not to defend at all. How much damage is on Hawkeye?",
      "mc");
  CHECK(r.fact("hero", "def") == "2");
  CHECK_FALSE(r.has("ally"));
  // Near miss: told no DEF, the name is the ally card's.
  CHECK(testing::first_reading("Rhino attacks me with ATK 3, boost 1. Hawkeye (2 hit points) "
                               "defends.",
                               "mc")
            .has("ally"));
}

TEST_CASE(
    "mc enemy roles: an unknown name with its SCH then 'schemes' is the villain, with "
    "its ATK, attacking, and no boost card anywhere, a minion",
    "[ask][situation]") {
  const Reading r = testing::first_reading(
      "bruce banner in alter ego. mutagen sch 3 schemes, boost card 1 icon. main scheme is at 8 "
      "threat and its target is 12. how much threat after",
      "mc");
  CHECK(r.fact("villain", "sch") == "3");
  CHECK(r.fact("hero", "sch").empty());
  const Reading minion = testing::first_reading(
      "hand ninja atk 2 attacks me, i defend with iron fist def 3. iron fist is 11hp with 3 dmg "
      "already. how much dmg on iron fist after",
      "mc");
  CHECK(minion.fact("minion", "atk") == "2");
  CHECK(minion.fact("hero", "atk").empty());
  // Near miss: a boost card told makes the attacker the villain.
  const Reading villain = testing::first_reading(
      "killmonger atk 2 attacks me, boost card 1 icon, i don't defend. I have 11 hp. how much "
      "damage?",
      "mc");
  CHECK(villain.fact("villain", "atk") == "2");
}

TEST_CASE(
    "mc: 'A Hydra Soldier, attack 3, is engaged with me and swings at me': the minion "
    "swings",
    "[ask][situation]") {
  const Reading r = testing::first_reading(
      "I'm Captain America, 11 hit points with 2 damage on him. A Hydra Soldier, attack 3, is "
      "engaged with me and swings at me. I don't block. How much damage?",
      "mc");
  CHECK(r.action == "enemy-attack");
  CHECK(r.fact("minion", "atk") == "3");
  CHECK(r.fact("hero", "atk").empty());
}

TEST_CASE("mc enemy roles: 'Mutagen's attack, ATK 3, boost 1' is the villain's",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "I'm Spider-Woman (11 hp, DEF 2). Mutagen's attack, ATK 3, boost 1, comes at me and I "
      "defend. How much damage?",
      "mc");
  CHECK(r.fact("villain", "atk") == "3");
  CHECK(r.fact("hero", "atk").empty());
}
