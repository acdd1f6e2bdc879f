// Who a minion is engaged with, and what is said of it around "engaged
// with": a minion the vocabulary lacks, a pronoun for the other player's
// hero, a description right after the one engaged with.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("engaged: a name the vocabulary lacks, engaged right after, is a minion",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "I'm Gamora, attack 5, and she has overkill. A Sakaaran Soldier is engaged with me: 4 hit "
      "points, 1 damage on it. She basic attacks the minion. Is it defeated?",
      "mc");
  CHECK(r.fact("minion", "hp") == "4");
  CHECK(r.fact("minion", "damage") == "1");
  CHECK_FALSE(r.has("minion2"));
  CHECK(r.fact("hero", "hp").empty());
  // Near misses: a verb before "engaged" ("came in and engaged me"), and a
  // word a mark ends ("undamaged) is engaged").
  const Reading came = testing::first_reading(
      "An Armored Guard minion (4 hit points, ATK 1) came in and engaged me. Captain America (ATK "
      "3) attacked it. How much damage does it have?",
      "mc");
  CHECK_FALSE(came.has("minion2"));
  const Reading undamaged = testing::first_reading(
      "Captain America (hero form, 11 hit points, undamaged) is engaged with a Hydra Soldier (ATK "
      "1). It attacks him undefended. How much damage?",
      "mc");
  CHECK(undamaged.fact("hero", "hp") == "11");
  CHECK(undamaged.fact("minion", "hp").empty());
}

TEST_CASE("engaged: 'engaged with her', the other player's hero, is that player's minion",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Two players: I'm Hulk, attack 5; my friend plays Black Widow. A Hydra Trooper with guard is "
      "engaged with her, not with me. Rhino has 1 damage. My guy basic attacks the villain. How "
      "much damage is on the villain after?",
      "mc");
  CHECK(r.fact("minion", "guard") == "true");
  CHECK(r.fact("minion", "player") == "p2");
  // "engaged with Hawkeye": a name allies share, engaged with, is a hero.
  const Reading named = testing::first_reading(
      "Two players: Spider-Man (ATK 2) and Hawkeye. A Goblin Thug with guard is engaged with "
      "Hawkeye. Green Goblin has 14 hit points and 5 damage. Spider-Man attacks Green Goblin. How "
      "much damage is on him?",
      "mc");
  CHECK_FALSE(named.has("ally"));
  CHECK(named.fact("minion", "player") == "p2");
}

TEST_CASE("engaged: values right after the one engaged with are the enemy's", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Board state: Venom (ATK 3, 13 hp, 3 damage) vs a Shriek minion engaged with him, 4 hp, 1 "
      "damage, retaliate 1. Venom basic-attacks Shriek. How much damage is on Venom?",
      "mc");
  CHECK(r.fact("minion", "hp") == "4");
  CHECK(r.fact("minion", "retaliate") == "1");
  CHECK(r.fact("hero", "hp") == "13");
  // Near miss: a sentence of the hero's own after it.
  const Reading mine = testing::first_reading(
      "A Hydra Soldier (ATK 2) is engaged with me. I have 10 hit points and 4 damage. It attacks "
      "me and I don't defend. How much damage do I have?",
      "mc");
  CHECK(mine.fact("hero", "hp") == "10");
}

TEST_CASE("'sitting on 4 damage' is damage on, 'rhyno' is Rhino", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Rhino's first stage has 14 hit points and he's sitting on 12 damage; his second stage has "
      "15 hit points. She-Hulk (ATK 4) basic attacks Rhino. How much damage is on Rhino?",
      "mc");
  CHECK(r.fact("villain", "damage") == "12");
  CHECK_FALSE(r.has("hit"));
  const Vocabulary& v = testing::test_vocabulary();
  using W = std::vector<std::string>;
  CHECK(v.corrected(W{"rhyno", "attacks"}) == W{"rhino", "attacks"});
  // Near miss: another letter wrong in a short word stays.
  CHECK(v.corrected(W{"rhano", "attacks"}) == W{"rhano", "attacks"});
}

TEST_CASE(
    "engaged: a card named as the one engaged with, not the asker's hero, is the other "
    "player, 'I'm Hawkeye' is the asker's identity",
    "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Two players. A Hydra Soldier with guard is engaged with Nova. I'm Black Widow (ATK 2) and I "
      "attack Rhino, who has 3 damage. How much damage on Rhino?",
      "mc");
  CHECK(r.fact("minion", "player") == "p2");
  const Reading hawkeye = testing::first_reading(
      "Rosa's Spider-Woman has a guard minion engaged with her. I'm Hawkeye (ATK 2) and I attack "
      "Rhino. Damage on Rhino?",
      "mc");
  CHECK(hawkeye.fact("minion", "player") == "p2");
  CHECK(hawkeye.fact("hero", "atk") == "2");
  // "her" told only after: a hero named later who is not the asker's.
  const Reading after = testing::first_reading(
      "A Ravager is engaged with her, guard. She's She-Hulk. I'm Captain Marvel (ATK 2) and want "
      "to attack Ronan. Can I?",
      "mc");
  CHECK(after.fact("minion", "player") == "p2");
  // Near miss: "her" the asker's own hero.
  const Reading mine = testing::first_reading(
      "I'm She-Hulk (ATK 4). A guard minion is engaged with her. She attacks Rhino. Damage on "
      "Rhino?",
      "mc");
  CHECK(mine.fact("minion", "player").empty());
}

TEST_CASE("mc engaged: the list after 'engaged with me:' is the enemy's", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "The minion Shocker is engaged with me: 4 hit points, no damage, Retaliate 1. My ally "
      "Hawkeye (ATK 1 with 1 consequential damage, 2 hit points, no damage) attacks Shocker. Is "
      "Hawkeye defeated?",
      "mc");
  CHECK(r.fact("minion", "hp") == "4");
  CHECK(r.fact("minion", "retaliate") == "1");
  CHECK(r.fact("hero", "retaliate").empty());
  CHECK(r.fact("ally", "hp") == "2");
  // Near miss: "takes no damage" is a result, no value of the one named.
  const Reading q = testing::first_reading(
      "Rhino (ATK 3) attacks me and I take no damage, since I defend with DEF 3. Right?", "mc");
  CHECK(q.fact("hero", "damage").empty());
}

TEST_CASE("mc labels: 'Ultron: tough status card, 3 damage.' is all Ultron's", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "1) Ultron: tough status card, 3 damage. 2) I use Iron Man's basic attack (ATK 2) on "
      "Ultron. How much damage is on Ultron?",
      "mc");
  CHECK(r.fact("villain", "damage") == "3");
  CHECK(r.fact("villain", "tough") == "true");
  CHECK_FALSE(r.has("hit"));
}
