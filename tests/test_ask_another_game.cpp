// A comparison with another game: "Last game my Thor was only 3A/3D and
// traded with Loki. Now Thor is 5A/4D ...". Nothing of the other game is
// on the table; its names stay for the pronouns after.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("another game: its stats and events are not this game's", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Last time my Cyclops was 2A/2D and just bounced off Magneto. Now he's 4A/3D and Magneto "
      "(4A/4D) blocks him again. Where do the two dice end up?",
      "dm");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("attacker", "d") == "3");
  CHECK(r.fact("blocker", "d") == "4");
  CHECK(r.fact("attacker2", "a").empty());
  // Near miss: last turn is this game, and what it left stays ("earlier
  // this game" keeps the damage on him).
  const Reading turn = testing::first_reading(
      "Last turn Rhino gave Spider-Man a tough card. Now Rhino (ATK 3) attacks him and he doesn't "
      "defend; the boost card has 0 icons. Spider-Man has 10 hit points. How much damage does he "
      "take?",
      "mc");
  CHECK(turn.fact("hero", "tough") == "true");
}

TEST_CASE("another game: a name with its 's is kept for the pronoun after", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Last time Ultron's final stage survived at 1 HP. This time he's at 19 damage on 22 HP, "
      "final stage, and Hulk attacks with ATK 5. Is Ultron defeated?",
      "mc");
  CHECK(r.fact("villain", "damage") == "19");
  CHECK(r.fact("villain", "stages-after") == "0");
  CHECK(r.fact("main", "stages-after").empty());
  // Near miss: the scheme's last stage, told of "it", stays the scheme's.
  const Reading scheme = testing::first_reading(
      "The main scheme is at 8 threat, final stage, and it gets 3 more from Rhino's scheme. Does "
      "the villain win?",
      "mc");
  CHECK(scheme.fact("villain", "stages-after").empty());
}

TEST_CASE("another game: a Dice Masters turn gone by is rolled again", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Last turn my Hulk was level 1 (4A) and got blocked. This turn he's level 2, 6A/6D, and my "
      "opponent, on 15 life, doesn't block. What's the opponent's life after?",
      "dm");
  CHECK(r.fact("attacker", "a") == "6");
  CHECK(r.fact("attacker", "level") == "2");
  CHECK(r.fact("attacker2", "a").empty());
  // Near miss: with no "now" after it, the turn told is the situation.
  const Reading told = testing::first_reading(
      "Last turn my Hulk (4A/4D) attacked and my opponent, on 15 life, didn't block. What was "
      "their life after?",
      "dm");
  CHECK(told.fact("attacker", "a") == "4");
}

TEST_CASE("another game: a round gone by, its hero the 'he' after", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Last round Luke Cage defended a Hydra Soldier's ATK 3 attack without tough and took all 3. "
      "This round he has a tough card, 5 HP and no damage when he defends against a Hydra "
      "Mercenary (ATK 2). How much damage is on Luke?",
      "mc");
  CHECK(r.fact("ally", "tough") == "true");
  CHECK(r.fact("ally", "hp") == "5");
  CHECK(r.fact("minion", "atk") == "2");
  CHECK(r.fact("minion2", "atk").empty());
  // Near miss: the asker's own hero named leaves the enemies for what is
  // said of them after.
  const Reading own = testing::first_reading(
      "Last round I was Spider-Man, so Rhino and the Hydra Mercenary both attacked me for 4 "
      "total. This round I'm Peter Parker (alter-ego, 10 HP, undamaged) when the villain phase "
      "starts: main scheme at 2 threat with acceleration 1, Rhino is ATK 2 / SCH 1 and his boost "
      "card shows 1 icon, the Mercenary is ATK 1 / SCH 1. How much threat is on the main scheme?",
      "mc");
  CHECK(own.fact("villain", "sch") == "1");
  CHECK(own.fact("villain", "atk") == "2");
}

TEST_CASE("another game: a numbered step after a bracket's full stop", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "1) Klaw (ATK 2) activates against my She-Hulk (15 HP, no damage). 2) I exhaust my Black "
      "Widow ally (2 HP, undamaged) to defend. 3) The boost card shows 2 icons. How much damage "
      "is on She-Hulk?",
      "mc");
  CHECK(r.fact("hero", "damage").empty());
  CHECK(r.fact("villain", "boost") == "2");
  // Near miss: a number in brackets is a value.
  const Reading value = testing::first_reading(
      "Klaw (ATK 2) activates against my She-Hulk (15 HP, damage 2). The boost card shows 2 "
      "icons. I don't defend. How much damage is on She-Hulk?",
      "mc");
  CHECK(value.fact("hero", "damage") == "2");
}

TEST_CASE("another game: damage dealt in a round gone by stays on the one dealt it",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Last round Rhino put 7 damage on Spider-Man (HP 10). Now Rhino (ATK 2, boost 1) attacks "
      "him undefended. Is he defeated?",
      "mc");
  CHECK(r.fact("hero", "damage") == "7");
  CHECK(r.fact("villain", "atk") == "2");
  const Reading villain = testing::first_reading(
      "Last round Spider-Man dealt 5 damage to Rhino (14 HP). Now Spider-Man (ATK 2) attacks "
      "Rhino. How much damage is on Rhino?",
      "mc");
  CHECK(villain.fact("villain", "damage") == "5");
  CHECK(villain.fact("hero", "damage").empty());
  // Near miss: in another game, nothing stays.
  const Reading other = testing::first_reading(
      "Last game Rhino put 7 damage on Spider-Man. Now Rhino (ATK 2, boost 1) attacks Spider-Man "
      "(HP 10) undefended. How much damage is on him?",
      "mc");
  CHECK(other.fact("hero", "damage").empty());
}

TEST_CASE("another game: a Dice Masters turn gone by told by its zones", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Last turn I had 6 in the bag and simply drew 4. This turn my bag has only 2, my used pile "
      "has 5, my prep area is empty, and there's 1 unspent fist sidekick sitting in my reserve. "
      "After Clear and Draw, how many dice are in my bag?",
      "dm");
  CHECK(r.fact("bag", "dice") == "2");
  CHECK(r.fact("used", "dice") == "5");
  // Near miss: dice said to be still where the last turn left them.
  const Reading stayed = testing::first_reading(
      "Last turn, I spent most of my energy, and one Sidekick stayed in my Reserve Pool unspent. "
      "My bag now has 2 dice and my Used Pile has 3 dice. Now my Clear and Draw step begins. How "
      "many dice are in my bag after it?",
      "dm");
  CHECK(stayed.fact("reserve", "dice") == "1");
}

TEST_CASE("another game: of a Dice Masters turn's event, only the life it left",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Last turn my 6A/6D Hulk attacked unblocked and knocked my opponent to 12 life. This turn my "
      "2A/2D Sidekick attacks, unblocked. What's their life?",
      "dm");
  CHECK(r.fact("p2", "life") == "12");
  CHECK(r.fact("attacker", "a") == "2");
  CHECK(r.fact("attacker2", "a").empty());
}

TEST_CASE("another game: damage dealt to one said defeated does not stay", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Last round I dealt 3 damage to Rhino's minion Shocker, who has 3 hit points, so it was "
      "defeated. This round my hero with 2 ATK attacks Rhino, who has 15 hit points and 4 "
      "damage. How much damage is on Rhino?",
      "mc");
  CHECK(r.fact("minion", "damage").empty());
  CHECK(r.fact("villain", "damage") == "4");
}

TEST_CASE("another game: 'brought them down to 6 life' two turns ago", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Two turns ago my Iron Man (4A/4D) hit my opponent unblocked and brought them down to 6 "
      "life. Now my Falcon, 3A/2D, attacks unblocked. What happens?",
      "dm");
  CHECK(r.fact("p2", "life") == "6");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("blocker", "a").empty());
}
