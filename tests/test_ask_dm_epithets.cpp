// A Dice Masters story told with a word for each die and its name set off
// ("My brute, Bane, level 1 at 4A/3D, went on the attack"), "my guy" for
// the asker's die, where a block put a die, and what is said not to be
// ("No one has Fast", "it's not the first turn", "no Swarm dice").
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("epithets: 'went on the attack' and 'charged in' are attacks", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My Thor die at level 1 (5A/5D) went on the attack. My opponent's Loki at level 1 (3A/3D) "
      "stepped up to block him. Where does Loki end up?",
      "dm");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("blocker", "a") == "3");
  const Reading charged = testing::first_reading(
      "My Doomsday, level 1 at 7A/5D with Overcrush, charged in. My opponent, on 20 life, blocked "
      "with Green Lantern, level 1 at 2A/3D. What is my opponent's life?",
      "dm");
  CHECK(charged.fact("attacker", "a") == "7");
  CHECK(charged.fact("blocker", "d") == "3");
}

TEST_CASE("epithets: a word for the die, its name set off, then its stats: one die",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My brute, Bane, level 1 at 4A/3D, attacked. The speedster, The Flash, level 1 at 3A/5D "
      "and with Fast, blocked him. Where has the brute ended up?",
      "dm");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("blocker", "d") == "5");
  CHECK(r.fact("blocker", "fast") == "true");
  CHECK_FALSE(r.has("attacker2"));
  // "at" before a die's stats says what it is, not where: the one named
  // before the stats attacks.
  const Reading at = testing::first_reading(
      "My acrobat, Nightwing, level 1 at 4A/3D, went on the attack. The mercenary, Deathstroke, "
      "level 1 at 3A/4D, blocked him. Where does each of them end up?",
      "dm");
  CHECK(at.fact("attacker", "a") == "4");
  CHECK(at.fact("blocker", "a") == "3");
}

TEST_CASE("epithets: 'my guy' is the asker's die, not the one named last", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My brute, Bane, level 1 at 4A/3D, attacked. The speedster, The Flash, level 1 at 3A/5D "
      "and with Fast, blocked him. He is very quick, and he hit my guy before my guy could swing. "
      "Where has the brute ended up?",
      "dm");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("blocker", "fast") == "true");
  CHECK_FALSE(r.has("attacker2"));
  // Near miss: with no die said to be mine, "my guy" is the latest.
  const Reading latest = testing::first_reading(
      "A 2A/2D attacks. It is blocked by a 3A/4D. Does my guy survive?", "dm");
  CHECK(latest.fact("blocker", "d") == "4");
}

TEST_CASE("epithets: a die moved to prep after the block, by nothing else, is combat's result",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Last night my opponent blocked my 4/2 with his 4/4 and only moved my die to prep, saying "
      "his 4/4 survived. Was that right?",
      "dm");
  CHECK(r.fact("attacker", "removed").empty());
  CHECK(r.fact("blocker", "removed").empty());
  // Near misses: an action die moves it; "out of combat" takes it out.
  const Reading action = testing::first_reading(
      "My opponent blocked my 4/2 with his 4/4 and used an action die that moved my die to prep. "
      "Where is his 4/4?",
      "dm");
  CHECK(action.fact("attacker", "removed") == "prep");
  const Reading out = testing::first_reading(
      "attacker 3/2 blocked by a 2/4, then i take my attacker out of combat. does it take the 2 "
      "damage? opp at 20",
      "dm");
  CHECK_FALSE(out.fact("attacker", "removed").empty());
}

TEST_CASE("epithets: 'No one has Fast, Overcrush or Iron Will' gives no die those keywords",
          "[ask][situation]") {
  for (const char* none :
       {"No one has Fast, Overcrush or Iron Will.", "Neither has Fast, Iron Will or Overcrush.",
        "None of them has Fast or Iron Will or Overcrush.",
        "Nobody has Overcrush or Fast or Iron Will."}) {
    const Answer a = testing::ask_dm(
        std::string("My Thor die, 4A/4D, attacks and my opponent blocks it with a Cyclops die, "
                    "3A/3D. ") +
        none + " Is Cyclops KO'd?");
    CHECK(a.reading.fact("blocker", "fast") != "true");
    CHECK(a.reading.fact("blocker", "iron-will") != "true");
    CHECK(a.reading.fact("attacker", "overcrush") != "true");
    CHECK(a.unapplied.empty());
    REQUIRE(a.report);
    CHECK(a.report->values.at("blocker.ko") == "true");
  }
  // Near miss: a keyword said after the list, of its own, is had.
  const Reading had = testing::first_reading(
      "My Thor die, 4A/4D, attacks and my opponent blocks it with a Cyclops die, 3A/3D. No one "
      "has Fast. Cyclops has Iron Will. Is Cyclops KO'd?",
      "dm");
  CHECK(had.fact("blocker", "iron-will") == "true");
}

TEST_CASE("epithets: a die that 'didn't attack' tells no fight", "[ask][situation]") {
  for (const char* q : {"My 3/3 Hulk is in the field but didn't go on the attack. Opponent has "
                        "10 life. Does he lose any life?",
                        "I just fielded my 2/2 sidekick. It didn't attack. Opponent at 10 life. "
                        "What is his life?"}) {
    const Answer a = testing::ask_dm(q);
    CHECK_FALSE(a.unapplied.empty());
  }
  // Near miss: one die didn't, another did.
  const Answer a = testing::ask_dm(
      "My 3/3 Hulk didn't attack, but my 2/2 sidekick attacked. Opponent at 10 life, no block. "
      "What is his life?");
  CHECK(a.unapplied.empty());
}

TEST_CASE("epithets: 'not the first turn' and 'no Swarm dice' are not", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "It's the start of my turn. I have 2 energy dice in my Reserve Pool, 6 dice in my bag and "
      "nothing in my Used Pile. It's not the first turn of the game, and I have no Swarm dice in "
      "the field. After Clear and Draw, how many dice are in my bag?",
      "dm");
  CHECK(r.action == "draw");
  CHECK(r.fact("turn", "first").empty());
  CHECK(r.fact("swarm", "copies").empty());
  const Reading terse = testing::first_reading(
      "Prep / bag / used after the draw? Bag 1, Used Pile 5, Prep empty, not first turn.", "dm");
  CHECK(terse.fact("turn", "first").empty());
  // Near misses: said to be.
  const Reading first =
      testing::first_reading("It's my first turn. My bag has 8 dice. How many do I draw?", "dm");
  CHECK(first.fact("turn", "first") == "true");
  const Reading swarm = testing::first_reading(
      "My Swarm die is active in the field. My bag has 6 dice: a copy of it and 5 sidekicks. How "
      "many dice do I draw?",
      "dm");
  CHECK(swarm.fact("swarm", "copies") == "1");
}

TEST_CASE("epithets: one stat alone, opening its clause, is the die told with it",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "opp on 4 life, i attack w/ 3a/3d and 4a/2d, he blocks the 3a one with a 2/2, 4a goes "
      "unblocked. who wins",
      "dm");
  CHECK(r.fact("attacker2", "d") == "2");
  CHECK_FALSE(r.has("attacker3"));
  // Near misses: after "a", or a value of a die said with it, it is not.
  const Reading a_def = testing::first_reading(
      "6/4 swings, blocked by an iron will 1/6 that hasnt taken any dmg yet. 6 dmg on a 6 def... "
      "does it die?",
      "dm");
  CHECK(a_def.fact("blocker2", "d") == "6");
}

TEST_CASE("epithets: more ways to say no die has them, and not the first turn",
          "[ask][situation]") {
  for (const char* q :
       {"None of the dice have fast, overcrush, or iron will. attacker 2A/6D blocked by 6A/6D.",
        "what happens?? noone has fast overcrush or iron will; 2a/6d attacks, blocked by 6a/6d",
        "Neither the attacker nor the blocker has Fast, Overcrush or Iron Will. My 2A/6D attacks "
        "and is blocked by a 6A/6D. What happens?"}) {
    const Answer a = testing::ask_dm(q);
    CHECK(a.reading.fact("attacker", "iron-will") != "true");
    CHECK(a.reading.fact("blocker", "fast") != "true");
    CHECK(a.unapplied.empty());
    REQUIRE(a.report);
    CHECK(a.report->values.at("attacker.ko") == "true");
  }
  const Reading go_first = testing::first_reading(
      "It's not the first turn of the game. I go first. My bag has 8 dice. How many dice do I "
      "draw?",
      "dm");
  CHECK(go_first.fact("turn", "first").empty());
  const Reading swarm = testing::first_reading(
      "I have no Swarm dice in the field. I draw 4 dice from a bag of 10 and one of them is a "
      "copy of a Swarm character. How many dice do I draw?",
      "dm");
  CHECK(swarm.fact("swarm", "copies").empty());
}

TEST_CASE("epithets: a die said not to attack sits out, 'unblocked' opens a list of attackers",
          "[ask][situation]") {
  const Reading idle = testing::first_reading(
      "My 5A/5D didn't go on the attack. My 3A/3D attacked and nobody blocked. Opponent at 3. "
      "Result?",
      "dm");
  CHECK(idle.fact("attacker", "a") == "3");
  CHECK_FALSE(idle.has("blocker"));
  const Reading stayed = testing::first_reading(
      "It didn't attack: my 5A/5D stayed home. My 3A/3D attacked unblocked. Opponent at 3. "
      "Result?",
      "dm");
  CHECK_FALSE(stayed.has("blocker"));
  const Reading list = testing::first_reading("opp 5 life, unblocked 4a/1d, 1a/1d, 1a/1d", "dm");
  CHECK(list.fact("attacker3", "a") == "1");
  CHECK_FALSE(list.has("blocker"));
  // Near miss: a die after the list, said to block, blocks.
  const Reading blocked = testing::first_reading(
      "opp 5 life, unblocked 4a/1d. my 1a/1d is blocked by a 2a/2d. result?", "dm");
  CHECK(blocked.fact("blocker", "a") == "2");
}

TEST_CASE("epithets: 'then we go through Clean Up' runs the turn to its end", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My Cyclops die (3A/5D) attacks, my opponent blocks with Loki (3A/3D), and then we go "
      "through Clean Up. How much damage does Cyclops have?",
      "dm");
  CHECK(r.fact("turn", "to-end") == "true");
  // Near miss: an ability lasting through the turn says nothing of its end.
  const Reading lasting = testing::first_reading(
      "My Cyclops die (3A/5D) gets +2A through Clean Up and attacks; my opponent blocks with Loki "
      "(3A/3D). Is Loki KO'd?",
      "dm");
  CHECK(lasting.fact("turn", "to-end").empty());
}
