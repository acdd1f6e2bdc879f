// A character's attack told the ways players tell it: "with a basic
// attack" is how an attack told before is made, not the enemy's attack;
// "she-hulk atk 3 basic attack on rhino" is one made; "defeated by her
// consequential damage" is damage, not an attack; "sitting at 5
// remaining" after its hit points is what is left; "maria thw 2 on crowd
// control" is a thwart of that scheme.
#include <catch2/catch.hpp>

#include "query/ask/reading.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

namespace {

Reading read(const std::string& q) {
  return testing::first_reading(q, "mc");
}

}  // namespace

TEST_CASE("mc player attack: 'with a basic attack' is the character's", "[ask][situation]") {
  const Reading r = read(
      "The villain has 12 hit points and 3 damage. My hero hits it with a basic attack for 4. "
      "What's left?");
  CHECK(r.action == "player-attack");
  CHECK(r.fact("hero", "atk") == "4");
  const Reading can = read(
      "A guard minion is engaged with me. Can my hero (ATK 3) attack the villain with a basic "
      "attack?");
  CHECK(can.action == "player-attack");
  CHECK(can.fact("attack", "target") == "villain");
}

TEST_CASE("mc player attack: table talk 'X atk N basic attack on Y'", "[ask][situation]") {
  const Reading r = read("spidey atk 2 basic attack on rhino, rhino 14hp w 10 dmg. hp left?");
  CHECK(r.action == "player-attack");
  CHECK(r.fact("hero", "atk") == "2");
  CHECK(r.fact("villain", "damage") == "10");
  // Not a character first: no attack made here.
  CHECK(read("what does a basic attack on a minion with retaliate do?").action != "player-attack");
}

TEST_CASE("mc player attack: 'defeated by her consequential damage' is no attack",
          "[ask][situation]") {
  const Reading r = read(
      "Hellcat (ATK 1, 1 consequential damage, 2 HP, 1 damage) attacks a minion with 1 hit point. "
      "Is Hellcat defeated by her consequential damage?");
  CHECK(r.action == "player-attack");
  CHECK(r.fact("attack", "by") == "ally");
  // An attack said with "defeated by" still is one.
  CHECK(read("a 3 hp minion with retaliate 1 is defeated by my 3 attack").action ==
        "player-attack");
}

TEST_CASE("mc player attack: 'at 5 remaining' after the hit points", "[ask][situation]") {
  const Reading r =
      read("Rhino (15 hit points) is sitting at 4 remaining. Thor attacks him for 3. Hp now?");
  CHECK(r.fact("villain", "hp") == "15");
  CHECK(r.fact("villain", "damage") == "11");
}

TEST_CASE("mc player attack: 'X thw N on <scheme>' thwarts it", "[ask][situation]") {
  const Reading r =
      read("mockingbird thw 1 (1 consequential) on bomb scare w 1 threat, she has 3hp. gone?");
  CHECK(r.action == "thwart");
  CHECK(r.fact("thwart", "scheme") == "side");
  CHECK(r.fact("thwart", "by") == "ally");
  // Two said so: both thwarts, each on its own scheme.
  const Reading two = read(
      "crowd control (2 threat) out, main at 6. wasp thw 2 on crowd control, then hellcat thw 1 "
      "on the main.");
  CHECK(two.fact("thwart", "scheme") == "side");
  CHECK(two.fact("thwart", "then-scheme") == "main");
}

TEST_CASE("mc player attack: 'ally ... kills it' is the minion, not me", "[ask][situation]") {
  const Reading r = read(
      "guard minion (2hp) engaged w/ me - ally (2 atk, no pips) kills it, then I swing 3 atk at "
      "the villain.");
  CHECK(r.fact("attack", "target") == "minion");
  CHECK(r.fact("attack", "by") == "ally");
}

TEST_CASE("mc player attack: 'basics a minion', 'atack' with a doubled letter left out",
          "[ask][situation]") {
  const Reading r = read("shehulk atk 4 basics a hydra merc (3hp). does it die?");
  CHECK(r.action == "player-attack");
  CHECK(r.fact("attack", "target") == "minion");
  const Reading typo = read("thor atk 3 is stunned, i atack rhino anyway. rhino dmg?");
  CHECK(typo.action == "player-attack");
  CHECK(typo.fact("hero", "stunned") == "true");
  // One of a doubled letter only: "wil" is not read as "will" (too short),
  // "tack" is not "attack".
  CHECK(read("thor atk 3, tack on rhino").action != "player-attack");
}

TEST_CASE("mc player attack: 'hulk smash, atk 3 into a minion'", "[ask][situation]") {
  const Reading r = read("thor swings, atk 3 into a retaliate 1 minion w/ 4 hp. dmg on thor?");
  CHECK(r.action == "player-attack");
  CHECK(r.fact("hero", "atk") == "3");
  CHECK(r.fact("attack", "target") == "minion");
}

TEST_CASE("mc player attack: 'thw 2 into side scheme'", "[ask][situation]") {
  const Reading r = read("captain marvel thw 2 into side scheme w/ 3 threat, side scheme gone?");
  CHECK(r.action == "thwart");
  CHECK(r.fact("thwart", "scheme") == "side");
}

TEST_CASE("mc player attack: 'M.O.D.O.K.' with its dots is one name, a minion",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Nick Fury (3 hit points, ATK 2 with 1 consequential damage) attacks M.O.D.O.K. (8 hit "
      "points, Retaliate 2). M.O.D.O.K. takes 2 and survives. Is Nick Fury defeated?",
      "mc");
  CHECK(r.fact("minion", "hp") == "8");
  CHECK(r.fact("minion", "retaliate") == "2");
  CHECK(r.fact("ally", "hp") == "3");
  // Near miss: a sentence's end after a name stays one ("... attacks Rhino. Then").
  CHECK(question_words("attacks M.O.D.O.K. Then he", nullptr) ==
        std::vector<std::string>{"attacks", "modok", "then", "he"});
}

TEST_CASE("mc player attack: a card 'played ... for 4 damage' is an attack event",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Ultron II, our final stage, had 20 damage on 22 hit points, and Iron Man played Supersonic "
      "Punch for 4 damage. Is Iron Man exhausted after playing it?",
      "mc");
  CHECK(r.action == "attack-event");
  CHECK(r.fact("event", "damage") == "4");
  // Near miss: an attack "for 4" with no card played is the hero's attack.
  CHECK(testing::first_reading("Iron Man attacks Ultron (22 hp, 20 dmg) for 4. we win?", "mc")
            .action == "player-attack");
}

TEST_CASE("mc player attack: a minion the vocabulary does not know, described as an enemy",
          "[ask][situation]") {
  Reading r = read(
      "An Armored Brute with toughness and 4 hit points enters play engaged with me. Thor (ATK 3) "
      "then attacks it. How much damage is on the Brute?");
  CHECK(r.fact("minion", "hp") == "4");
  CHECK(r.fact("minion", "toughness") == "true");
  CHECK(r.fact("hero", "hp").empty());
  CHECK(r.fact("attack", "target") == "minion");
  r = read(
      "Titania, 5 HP with the toughness keyword, entered play engaged with Venom's player. Venom "
      "(ATK 2) attacked her. Titania's damage?");
  CHECK(r.fact("minion", "hp") == "5");
  // Near misses: an unknown word with hit points and no enemy's cue (a
  // hero), and an enemy's cue with no hit points said.
  r = read("Gamora (DEF 1, 11 HP) defends Ronan's attack (ATK 2, boost 1). Damage on Gamora?");
  CHECK_FALSE(r.has("minion"));
  r = read("Yesterday, with guard on the minion, I attacked Rhino for 2. Damage on Rhino?");
  CHECK(r.fact("minion", "hp").empty());
}

TEST_CASE("mc attack events: a value said of the target is no damage instance",
          "[ask][situation]") {
  // "retaliate 1" after the minion: its keyword's value.
  Reading r = testing::first_reading(
      "Ms. Marvel (10 hp, no damage) played an attack event dealing 4 damage to a minion with 6 "
      "hit "
      "points and retaliate 1. What damage is on the minion and on Ms. Marvel?",
      "mc");
  CHECK(r.fact("event", "damage") == "4");
  // "for 4 dmg on" the minion: the event's damage, not damage on it.
  r = testing::first_reading(
      "ms marvel (10hp full) plays attack event for 4 dmg on a minion 6hp retaliate 1. dmg on "
      "minion?",
      "mc");
  CHECK(r.fact("event", "damage") == "4");
  CHECK(r.fact("minion", "damage").empty());
  // Near miss: "deals 3, then 3 again" is two instances.
  r = testing::first_reading(
      "She-Hulk plays an attack event that deals 3 damage, then 3 damage again, to Rhino (15 hp)",
      "mc");
  CHECK(r.fact("event", "damage") == "3,3");
}

TEST_CASE("mc player attack: 'hits him for exactly 3' is the attack's amount", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Ultron is on his last stage: 16 hit points and 13 damage. Thor hits him for exactly 3. Do "
      "we win?",
      "mc");
  CHECK(r.fact("hero", "atk") == "3");
  // Near miss: "exactly" with no "for" before it is no amount of the verb.
  const Reading n = testing::first_reading(
      "Ultron has 16 hit points and 13 damage. Thor hits him, exactly 3 left. Do we win?", "mc");
  CHECK(n.fact("hero", "atk") != "3");
}

TEST_CASE("mc player attack: 'targeted by Thor's basic attack', 'smashes a soldier w/ 3 hp'",
          "[ask][situation]") {
  const Reading targeted = testing::first_reading(
      "Klaw is targeted by Thor's basic attack (ATK 2) while Thor has a stunned status card. "
      "Damage to Klaw?",
      "mc");
  CHECK(targeted.action == "player-attack");
  CHECK(targeted.fact("hero", "atk") == "2");
  CHECK(targeted.fact("attack", "target") == "villain");
  // A word nobody uses, attacked and given hit points, is a minion.
  const Reading smashes = testing::first_reading(
      "hulk 5 atk overkill smashes a soldier w/ 3 hp left - klaw takes the extra 2 right?", "mc");
  CHECK(smashes.fact("minion", "hp") == "3");
  CHECK(smashes.fact("hero", "hp").empty());
  CHECK(smashes.fact("attack", "target") == "minion");
  // Near misses: "(smash!)" is no attack; a word with hit points that is
  // not attacked stays unread as a minion.
  const Reading aside = testing::first_reading(
      "I'm playing Hulk (smash!) against Rhino. Rhino (ATK 3) attacks me, I don't defend.", "mc");
  CHECK(aside.action == "enemy-attack");
  const Reading told = testing::first_reading(
      "hulk atk 5 attacks rhino. a soldier w/ 3 hp left is nearby. damage?", "mc");
  CHECK(told.fact("minion", "hp").empty());
}

TEST_CASE("mc player attack: 'atks guard' after an Armored Guard is that minion",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "dr strange atk 2 + wong ally atk 2. armored guard minion w/ guard, 3hp 1 dmg, engaged. "
      "zemo 16hp 3 dmg. strange atks guard, then wong atks zemo. guard ko'd? zemo dmg?",
      "mc");
  CHECK(r.fact("attack", "target") == "minion");
  CHECK(r.fact("minion", "guard") == "true");
  // Near miss: with no minion named "... Guard", the keyword stays one.
  const Reading keyword = testing::first_reading(
      "Shocker (3 hp) has guard and is engaged with me. Spider-Man (ATK 2) attacks Rhino.", "mc");
  CHECK(keyword.fact("minion", "guard") == "true");
  CHECK(keyword.fact("attack", "target") == "villain");
}

TEST_CASE("mc player attack: an unknown name attacking with a boost card told is the villain",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "abomination attacks, ATK 3, boost 2 icons. she-hulk defends, DEF 2, 4 damage. how much "
      "damage does she have after?",
      "mc");
  CHECK(r.action == "enemy-attack");
  CHECK(r.fact("villain", "atk") == "3");
  // Near misses: a villain the vocabulary knows named too; no boost told.
  const Reading n = testing::first_reading(
      "Rhino attacks me, boost 1 icon. Abomination attacks, ATK 3, boost 2 icons. How much damage?",
      "mc");
  CHECK(n.fact("villain", "atk") != "3");
  const Reading m = testing::first_reading(
      "hawkeye attacks, ATK 3. The drone has 4 hit points. Is it defeated?", "mc");
  CHECK(m.action != "enemy-attack");
}

TEST_CASE(
    "mc player attack: a story's 'launched a scheme against', 'threw a Gamma Slam at' is no "
    "basic attack, 'sent ... at' is",
    "[ask][situation]") {
  CHECK(testing::first_reading("Klaw launched his scheme against the heroes. Klaw has 1 SCH and 2 "
                               "ATK, boost 2. How much threat goes on the main scheme?",
                               "mc")
            .action == "enemy-scheme");
  CHECK(testing::first_reading("Hulk threw an attack event at the Ultron Drone, 5 damage with "
                               "overkill. The drone had 2 hit points.",
                               "mc")
            .action != "player-attack");
  CHECK(
      testing::first_reading("I send Black Cat (ATK 1) at Rhino, who has 3 damage.", "mc").action ==
      "player-attack");
}
