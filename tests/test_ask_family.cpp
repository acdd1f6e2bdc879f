// Players at a family table: "my son", "my daughter" are the other
// player, and a child's age in brackets ("my son (11)") is no life total.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/reading_parts.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("dm players: 'my son', 'my daughter' are the other player, a child's age is no life",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My son's Hulk (level 2, 6A/6D, Overcrush) attacked me. I had 12 life and blocked with my "
      "Hawkeye die, 1A/2D. How much life do I have left?",
      "dm");
  CHECK(r.fact("p2", "life") == "12");
  CHECK(r.fact("p1", "life").empty());
  const Reading his = testing::first_reading(
      "My son was at 4 life and had nothing to block with. I attacked with my Deadpool (5A/4D). "
      "Is the game over?",
      "dm");
  CHECK(his.fact("p2", "life") == "4");
  const Reading age = testing::first_reading(
      "My son (11) attacked with Ant-Man (3A/4D) and I blocked with Vision (2A/4D). Is Vision "
      "KO'd?",
      "dm");
  CHECK_FALSE(age.has("p1"));
  CHECK_FALSE(age.has("p2"));
  // Near miss: a number in brackets after an opponent is still said of
  // them ("opp (12 life)"), and "Kid Flash" stays a die's name.
  const Reading kid = testing::first_reading(
      "Opponent attacks with Iron Man, 5A/4D. I block with two Kid Flash dice, each 2A/2D. Do "
      "both die?",
      "dm");
  CHECK(kid.fact("blocker", "a") == "2");
  CHECK(kid.fact("blocker2", "a") == "2");
}

TEST_CASE("dm players: 'plus a plain Sidekick' attacks too, 'He had 12 life' is the player's",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "I swung at him with my Hulk, which is on level 2 (4A/5D), plus a plain Sidekick (1A/1D). "
      "He had 12 life and decided not to block with anything. How much life does he have left?",
      "dm");
  CHECK(r.fact("attacker2", "a") == "1");
  CHECK_FALSE(r.has("blocker"));
  CHECK(r.fact("p2", "life") == "12");
  // Near miss: with no dice, "he has 10 life left" is a character's.
  const Reading mc = testing::first_reading(
      "Rhino (ATK 3) attacks Spider-Man, boost 0, no defense. He has 10 life left. Is he "
      "defeated?",
      "mc");
  CHECK(mc.fact("hero", "hp") == "10");
}

TEST_CASE("dm players: 'an action die' leans to Dice Masters", "[ask][situation]") {
  const Vocabulary& v = testing::test_vocabulary();
  using W = std::vector<std::string>;
  CHECK(pick_game(W{"she", "used", "an", "action", "die", "that", "deals", "3", "damage", "to",
                    "each", "player"},
                  v, "") == "dm");
  // Near miss: an action in Marvel Champions, no die.
  CHECK(pick_game(W{"she", "used", "an", "action", "that", "deals", "3", "damage", "to", "rhino"},
                  v, "") != "dm");
}

TEST_CASE("dm players: a child's game told by a parent, 'defending with her Rhino against my Nova'",
          "[ask][situation]") {
  const std::string q =
      "My daughter (she's 10) was defending with her Rhino, four attack and six defense, against "
      "my Nova, which is three attack, three defense. She was on 10 life. Right after the damage, "
      "before we did the clean up, she asked me where my Nova goes.";
  const Vocabulary& v = testing::test_vocabulary();
  CHECK(pick_game(question_words(q), v, "") == "dm");
  const Reading r = testing::first_reading(q, "dm");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("blocker", "d") == "6");
  CHECK(r.fact("p2", "life") == "10");
  CHECK(r.fact("turn", "to-end").empty());
  // Near miss: "after we did the clean up" runs the turn to its end.
  const Reading after = testing::first_reading(
      "My daughter was defending with her Rhino 4A/6D against my Nova 3A/3D. After we did the "
      "clean up, where is my Nova?",
      "dm");
  CHECK(after.fact("turn", "to-end") == "true");
}

TEST_CASE("dm players: a long parent's account with three dice in words stays Dice Masters",
          "[ask][situation]") {
  const std::string q =
      "My son, 10, was attacking with She-Hulk, 'five attack, seven defense' as he put it. His "
      "sister blocked her with two dice, Titania at four attack, four defense and Absorbing Man at "
      "three attack, five defense. He put four of his damage on Titania and one on Absorbing Man. "
      "Right after the damage he asked where She-Hulk, Titania and Absorbing Man end up and how "
      "much damage Absorbing Man has. Can you help?";
  const Vocabulary& v = testing::test_vocabulary();
  CHECK(pick_game(question_words(q), v, "") == "dm");
  const Reading r = testing::first_reading(q, "dm");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("blocker2", "d") == "5");
  CHECK(r.fact("split", "blocker") == "4");
  CHECK(r.fact("split", "blocker2") == "1");
  CHECK_FALSE(r.has("blocker3"));
  // Near miss: "one" after "and" that is no amount ("and one to the Prep
  // Area") gives no blocker any.
  const Reading each = testing::first_reading(
      "My Hulk 5A/7D is blocked by Titania 4A/4D and Rogue 3A/5D. Both are KO'd and one to the "
      "Prep Area, right?",
      "dm");
  CHECK(each.fact("split", "blocker2").empty());
}

TEST_CASE("mc players: a parent's 'he attacked it with his Black Cat ally', the ally attacks",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "A boy in my game club (he's 11) asked me this. The minion Tiger Shark has 4 hit points, no "
      "damage and a tough card on it. He attacked it with his Black Cat ally, who hits for 2 and "
      "has 2 hit points.",
      "mc");
  CHECK(r.action == "player-attack");
  CHECK(r.fact("attack", "by") == "ally");
  CHECK(r.fact("ally", "atk") == "2");
  // Near miss: a minion that "attacked him" is the enemy's attack.
  const Reading enemy = testing::first_reading(
      "The minion Tiger Shark (ATK 2) attacked him. His Spider-Man has 10 hit points.", "mc");
  CHECK(enemy.action == "enemy-attack");
}

TEST_CASE("dm players: 'and my already-fielded Executioner' attacks too", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "I field Enchantress (2A/3D, Intimidate) and target my opponent's only fielded die, Thor "
      "(4A/5D). Then I attack with Enchantress and my already-fielded Executioner (3A/4D). My "
      "opponent is on 9 life. What is their life?",
      "dm");
  CHECK(r.fact("attacker2", "a") == "3");
  CHECK_FALSE(r.has("blocker"));
}
