// Dice Masters dice said as a list, and their values said word first: "I
// swing cap and widow", "Cap and Widow are sent in as attackers", "(level
// 2, attack 4, defense 4)". Every die in the list takes the role.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("dm lists: two attackers however the list is said", "[ask][situation]") {
  for (const std::string q : {
           "I attack with Captain America at level 2 (4A/4D) and Black Widow at level 1 (2A/1D). "
           "My opponent is at 12 life and declares no blockers. What is my opponent's life total, "
           "and where do my two attacking dice go?",
           "opp at 12, i swing cap lvl2 4/4 and widow lvl1 2/1, he doesnt block anything. whats "
           "his life now",
           "Captain America (level 2, attack 4, defense 4) and Black Widow (level 1, attack 2, "
           "defense 1) are sent in as attackers by the active player, and the defending player, "
           "at 12 life, leaves both unblocked.",
       }) {
    INFO(q);
    const Answer a = testing::ask_dm(q);
    REQUIRE(a.report);
    CHECK(a.report->values.at("p2.life") == "6");
  }
}

TEST_CASE("dm lists: values said word first, in a bracket", "[ask][situation]") {
  const Reading r = testing::first_reading("Cap (level 2, attack 4, defense 3) attacks", "dm");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("attacker", "d") == "3");
  CHECK(r.fact("attacker", "level") == "2");
}

TEST_CASE("dm lists: a die said to be the other player's is what is attacked", "[ask][situation]") {
  // Not a list: "I attack their Thor" keeps Thor the one blocking.
  const Reading r = testing::first_reading(
      "My Hulk 5A/5D attacks and I attack their Thor 2A/3D. Who survives?", "dm");
  CHECK(r.fact("blocker", "a") == "2");
}

TEST_CASE("dm lists: a group named, then its dice", "[ask][situation]") {
  // The list set off right after the group is the group, in its role.
  const Answer a = testing::ask_dm(
      "Two unblocked attackers, Apocalypse (4A/4D, Immortal) and Cyclops (2A/3D), deal combat "
      "damage to a player at 16 life. Give that player's life total.");
  REQUIRE(a.report);
  CHECK(a.report->values.at("p2.life") == "10");
  // "two attacking Sidekick dice": a count, then the role said of them.
  const Answer b = testing::ask_dm(
      "The defending player, at 2 Life, blocks an attacking Cyclops die (4A/3D) with Emma Frost "
      "(2A/5D) and leaves two attacking Sidekick Character dice (1A/1D each) unblocked. What is "
      "the defending player's Life?");
  REQUIRE(b.report);
  CHECK(b.report->values.at("game.winner") == "p1");
  CHECK_FALSE(b.reading.has("blocker2"));
}

TEST_CASE("dm lists: 'the attacker' said again keeps each modifier in order", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "A level 1 Hulk, 4 attack and 5 defense with Overcrush, is blocked by a level 1 Captain "
      "America (3 attack, 3 defense); the attacker first adds +1A and then doubles Hulk's "
      "attack. How much life does the blocking player (at 20) have after damage?",
      "dm");
  CHECK(r.fact("attacker", "modify") == "+1a then x2a");
  CHECK_FALSE(r.has("attacker2"));
}

TEST_CASE("dm lists: 'and one Sidekick' joins the list", "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "My opponent is at 2 life. I attack with Cyclops (4A/3D) and two Sidekicks (1A/1D each). "
      "He blocks Cyclops with Emma Frost (2A/5D) and lets both Sidekicks through. Who wins?");
  REQUIRE(a.report);
  CHECK(a.report->values.at("game.winner") == "p1");
  const Reading r = testing::first_reading(
      "I attack with my Thor die on level 2 (6A/5D) and one Sidekick (1A/1D).", "dm");
  CHECK(r.fact("attacker2", "a") == "1");
  CHECK_FALSE(r.has("blocker"));
}

TEST_CASE("dm lists: 'a 1/1, a 2/2 and a 3/3' after 'with', 'none blocked'", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "opp at 5. i swing w a sidekick 1/1, a 2/2 and a 2/3, none blocked. do i win?", "dm");
  CHECK(r.fact("attacker3", "d") == "3");
  CHECK_FALSE(r.has("blocker"));
  // A die said after the list and a verb is another's.
  const Reading blocked = testing::first_reading(
      "i swing with a 1/1, a 2/2 and a 3/3. they block the 3/3 with a 4/4.", "dm");
  CHECK(blocked.has("attacker3"));
  CHECK(blocked.fact("blocker", "a") == "4");
}

TEST_CASE("dm lists: 'Nobody blocked my Iron Man' leaves it unblocked, with no die 'nobody'",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Nobody blocked my Iron Man (4A/3D). Opponent started at 20 life. What's his life now?",
      "dm");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK_FALSE(r.has("blocker"));
  CHECK(r.fact("p2", "life") == "20");
}

TEST_CASE("dm lists: dice listed with commas only, the sentence's end closing the list",
          "[ask][situation]") {
  // Each die with its stats, no "and": every one attacks; the blocker said
  // with "with" before its name, and the die it blocks named again.
  const Answer a = testing::ask_dm(
      "attacking w/ 6/6 hulk, 3/3 spidey, 1/1 sk. opp at 15 blocks spidey with 2/4 beast. opp "
      "life after?");
  CHECK(a.reading.fact("attacker3", "a") == "1");
  CHECK(a.reading.fact("blocker", "d") == "4");
  REQUIRE(a.report);
  CHECK(a.report->values.at("p2.life") == "8");
  // "IM" after a die's stats is Iron Man, not "I'm".
  const Answer im = testing::ask_dm(
      "opp at 8, i attack 5/4 thor, 4/3 IM, 3/5 cap; sk 1/1 blocks thor. he survives?");
  CHECK(im.reading.fact("attacker2", "a") == "4");
  REQUIRE(im.report);
  CHECK(im.report->values.at("p2.life") == "1");
  // Near miss: one die said twice ("his only die, The Thing.") is no list.
  const Answer one = testing::ask_dm(
      "I attack with my 4/3 doom. my opponent blocks with his only die, The Thing. Can he block?");
  CHECK_FALSE(one.reading.has("blocker2"));
}

TEST_CASE("dm lists: 'attack 5 defense 4', both words first, outside brackets",
          "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "A Thor die with attack 5 defense 4 attacks and is blocked by a Hulk die with attack 4 "
      "defense 4. Are both KO'd?");
  CHECK(a.reading.fact("attacker", "a") == "5");
  CHECK(a.reading.fact("attacker", "d") == "4");
  CHECK(a.reading.fact("blocker", "a") == "4");
  const Answer comma =
      testing::ask_dm("my spidey is attack 3, defense 2 and blocks a 4/3. does it live?");
  CHECK(comma.reading.fact("blocker", "d") == "2");
  // Near miss: "attack 2 dice" is a count of attackers, not stats.
  CHECK(testing::ask_dm("i attack 2 dice into his 3/3 blocker")
            .reading.fact("attacker", "a")
            .empty());
}

TEST_CASE("dm lists: a die named in a group's list, named again later, is that die",
          "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "I attack with two dice, Captain America (3A/3D) and Thor (5A/5D). My opponent is at 12 "
      "life and blocks only Thor, with a Hulk die that is 4A/6D. Captain America is unblocked. "
      "What is my opponent's life afterwards?");
  CHECK(a.reading.fact("blocker", "blocks") == "attacker2");
  REQUIRE(a.report);
  CHECK(a.report->values.at("p2.life") == "9");
  // Near miss: the list as the object of the group's own verb ("blocks
  // with two dice: Robin, 2A/2D, and Batwing, 2A/5D") stays the blockers.
  const Answer b = testing::ask_dm(
      "I attack with Wolverine, 4A/4D. My opponent blocks with two dice: Robin, 2A/2D, and "
      "Batwing, 2A/5D. What happens to Wolverine?");
  CHECK_FALSE(b.reading.has("attacker2"));
}

TEST_CASE("dm lists: a colon after a group opens its list, keywords and all", "[ask][situation]") {
  Reading r = testing::first_reading(
      "Two attackers get through unblocked: a 4A Thor die and a 2A Black Widow die. The defending "
      "player started at 12 life. What is their life total now?",
      "dm");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("attacker2", "a") == "2");
  CHECK_FALSE(r.has("blocker"));
  // "Neither attacker is blocked": two of them, neither blocked.
  r = testing::first_reading(
      "Neither attacker is blocked: Nightcrawler (4 attack, 3 defense, Infiltrate) and Storm (2 "
      "attack, 2 defense). What is the defender's life?",
      "dm");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("attacker", "infiltrate") == "true");
  CHECK(r.fact("attacker2", "a") == "2");
  CHECK_FALSE(r.has("blocker"));
  // Near miss: my die said beside his group is not one of his.
  r = testing::first_reading(
      "I KO both of his blockers with my 4A/4D Thor: a 1A/2D Loki and a 1A/2D Hydra Goon. do I "
      "lose life?",
      "dm");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("blocker", "a") == "1");
  CHECK(r.fact("blocker2", "a") == "1");
}

TEST_CASE("dm lists: a blocker of the third attacker, said again by its stats",
          "[ask][situation]") {
  Reading r = testing::first_reading(
      "I attack with three character dice: a 4A/4D, a 3A/2D and a 5A/3D. My opponent is at 18 life "
      "and blocks only the 5A/3D, using a 2A/6D. The other two are unblocked.",
      "dm");
  CHECK(r.fact("attacker3", "a") == "5");
  CHECK(r.fact("blocker", "blocks") == "attacker3");
  r = testing::first_reading(
      "Storm 4A/4D, Beast 3A/2D and Iceman 5A/3D all attack. My opponent, at 18 life, blocks "
      "Iceman "
      "with Colossus 2A/6D and lets Storm and Beast through.",
      "dm");
  CHECK(r.fact("blocker", "blocks") == "attacker3");
  // Near miss: "the first one" is the first attacker, whatever its stats.
  r = testing::first_reading(
      "My opponent attacks me with two dice, a 6 attack / 4 defense die and a 3 attack / 3 defense "
      "die. I block the first one with my 2 attack / 3 defense die and let the 3/3 through.",
      "dm");
  CHECK(r.fact("blocker", "blocks").empty());
}

TEST_CASE("dm lists: 'two Hand Ninja dice', 'a pair of Hand Ninja dice' are two dice",
          "[ask][situation]") {
  for (const std::string q :
       {"My Abomination (7A/3D, Overcrush) was blocked by two Hand Ninja dice, each 2A/2D.",
        "abom 7a/3d overcrush blocked by 2 hand ninjas 2a/2d each. opp at 20.",
        "Abomination (7A/3D, Overcrush) got blocked by a pair of Hand Ninja dice, 2A/2D each."}) {
    INFO(q);
    const Reading r = testing::first_reading(q, "dm");
    CHECK(r.fact("blocker", "d") == "2");
    CHECK(r.fact("blocker2", "d") == "2");
  }
  // Near misses: "2 turns" counts the turns; "level 2 with 5 attack"
  // counts nothing.
  const Reading turns = testing::first_reading(
      "After 2 turns Hulk (6A/5D) attacked and Cyclops (2A/4D) blocked.", "dm");
  CHECK_FALSE(turns.has("attacker2"));
  const Reading level = testing::first_reading(
      "Loki, level 2 with 5 attack and 3 defense, blocks an attacking Quicksilver (level 1, 4 "
      "attack, 2 defense, Fast keyword).",
      "dm");
  CHECK_FALSE(level.has("blocker2"));
}

TEST_CASE("dm lists: 'Widow (4A/2D) + Hawkeye (3A/2D) attack, zero blocks'", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Widow (4A/2D) + Hawkeye (3A/2D) attack, zero blocks, opp at 9 life. Life after?", "dm");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("attacker2", "a") == "3");
  CHECK_FALSE(r.has("blocker"));
  // Near miss: "+" before a number is a modifier, not a second die.
  const Reading plus =
      testing::first_reading("Widow (4A/2D) attacks and gets + 2A. Opp at 9 life.", "dm");
  CHECK_FALSE(plus.has("attacker2"));
}

TEST_CASE("dm lists: 'had no one willing to block', 'nobody able to block' is no block",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My Hulk (5A/3D) attacks. They had nobody able to block. Life was 10. Life after?", "dm");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK_FALSE(r.has("blocker"));
  // Near miss: one left to block, who does.
  const Reading blocks = testing::first_reading(
      "My Hulk (5A/3D) attacks. Their Loki (2A/4D) was the one left to block, and he blocks.",
      "dm");
  CHECK(blocks.has("blocker"));
}
