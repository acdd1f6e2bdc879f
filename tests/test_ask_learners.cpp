// A learner's English in the games' words ("he have 3 of defense", "I make
// defense with", "he block nothing", "when turn finish") and table talk's
// values after the verb ("Rhino attacks, 3 atk").
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/notation.h"
#include "query/ask/reading_parts.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("learners: '3 of defense' and 'make defense with'", "[ask][situation]") {
  std::vector<std::string> w = {"i", "make", "defense", "with", "cap", "he", "have",
                                "3", "of",   "defense", "and",  "10",  "of", "life"};
  std::vector<char> b(w.size(), 0);
  learners_forms(w, b);
  CHECK(w == std::vector<std::string>{"i", "defend", "with", "cap", "he", "have", "3", "defense",
                                      "and", "10", "life"});
  CHECK(b.size() == w.size());
  // Near misses: "2 of 10 threat", "3 of them", "make defense" with no
  // "with" after it.
  std::vector<std::string> keep = {"2",    "of", "10",   "threat",  "3",     "of",
                                   "them", "i",  "make", "defense", "better"};
  std::vector<char> kb(keep.size(), 0);
  const std::vector<std::string> before = keep;
  learners_forms(keep, kb);
  CHECK(keep == before);

  const Reading r = testing::first_reading(
      "Rhino is attacking me with 3. I make defense with my Spider-Man, he have 3 of defense and "
      "10 life. The card of boost show 1 icon. How many damage Spider-Man receive?",
      "mc");
  CHECK(r.defender == "hero");
  CHECK(r.fact("hero", "def") == "3");
}

TEST_CASE("learners: 'he block nothing' and 'when turn finish'", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Opponent have 8 life. I attack with Wolverine 4/3 and Storm 3/3, he block nothing. "
      "Opponent life after is how much? When turn finish, Wolverine go where?",
      "dm");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("attacker2", "a") == "3");
  CHECK_FALSE(r.has("blocker"));
  CHECK(r.fact("turn", "to-end") == "true");
  // Near miss: the turn said without its end runs no further.
  const Reading no_end = testing::first_reading(
      "Opponent has 8 life. On my turn I attack with Wolverine 4/3, he blocks nothing. Life?",
      "dm");
  CHECK(no_end.fact("turn", "to-end").empty());
}

TEST_CASE("learners: 'Rhino attacks, 3 atk, 0 boost' gives the attacker its ATK",
          "[ask][situation]") {
  const Reading r =
      testing::first_reading("Rhino attacks, 3 atk, 0 boost, I don't defend. damage?", "mc");
  CHECK(r.fact("villain", "atk") == "3");
  // Near miss: damage after the verb's comma is no stat of the attacker.
  const Reading d = testing::first_reading(
      "Rhino attacks, 3 damage on me already, ATK 2, I don't defend. damage?", "mc");
  CHECK(d.fact("villain", "atk") == "2");
}

TEST_CASE("learners: 'My Black Widow is ally', '3 damage to first Sidekick'", "[ask][situation]") {
  const Reading ally = testing::first_reading(
      "My Black Widow is ally with 2 hit points. Rhino attack me with 2, I defend with Black "
      "Widow. Boost card have one icon. She survive?",
      "mc");
  CHECK(ally.defender == "ally");
  CHECK(ally.fact("ally", "hp") == "2");
  // Near miss: "Black Widow is my hero" stays the hero.
  const Reading hero = testing::first_reading(
      "Black Widow is my hero, DEF 2. Rhino attacks with 3, I defend with Black Widow. Boost 0.",
      "mc");
  CHECK(hero.defender == "hero");

  const Reading dice = testing::first_reading(
      "Thor 5A/5D attack, opponent block with two Sidekick 1A/1D. I give 3 damage to first "
      "Sidekick and 2 damage to second. All Sidekick are KO? Thor survive?",
      "dm");
  CHECK_FALSE(dice.has("blocker3"));
  CHECK(dice.fact("split", "blocker") == "3");
  CHECK(dice.fact("split", "blocker2") == "2");
  CHECK(dice.fact("blocker2", "damage").empty());
}

TEST_CASE("learners: a hero attacking a name nobody uses, with hit points, attacks a minion",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Board: Black Panther (ATK 2) attacks Killmonger (retaliate 1, 6 hit points, 0 damage). "
      "Q: Damage on Black Panther?",
      "mc");
  CHECK(r.fact("minion", "hp") == "6");
  CHECK(r.fact("minion", "retaliate") == "1");
  // Near miss: a villain attacking one is no minion.
  const Reading v = testing::first_reading(
      "Rhino (ATK 3) attacks Jessica (3 hit points), boost 0. Is she defeated?", "mc");
  CHECK(v.fact("minion", "hp").empty());
}

TEST_CASE("learners: one die fielded with 'two Sidekicks on fist and mask'", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Setup: Reserve Pool: Cyclops on level 2 (fielding cost 2), two Sidekicks on fist and mask. "
      "Active player fields Cyclops and ends the Main Step. Q: Where is Cyclops?",
      "dm");
  CHECK(r.action == "field");
  CHECK(r.fact("die", "cost") == "2");
  CHECK(r.fact("pay", "energy") == "fist mask");
  // Near miss: with the energy counted plainly the plain reading stays
  // ("1 fist energy": no Main Step's end to leave out).
  const Reading plain = testing::first_reading(
      "I rolled my Hulk on its level 2 face, which has a fielding cost of 2. I only have 1 fist "
      "energy left. can I field Hulk?",
      "dm");
  CHECK(plain.fact("pay", "energy") == "fist");
  CHECK(plain.left_out.empty());
}

TEST_CASE("learners: 'it has two attack' is the minion's ATK, 'it' is no hero by name",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "hydra trooper minion attacks captain america it has two attack, cap defends with his "
      "defense of three and he already has three damage, how much damage is cap at",
      "mc");
  CHECK(r.fact("minion", "atk") == "2");
  CHECK(r.fact("hero", "atk").empty());
  CHECK(r.fact("hero", "damage") == "3");
  // Near miss: "has 2 damage" stays damage.
  CHECK(testing::first_reading("Rhino has 2 damage and attacks me, ATK 3, boost 0.", "mc")
            .fact("villain", "damage") == "2");
}

TEST_CASE("learners: 'I defense him with' is the verb", "[ask][situation]") {
  std::vector<std::string> w = {"i", "defense", "him", "with", "captain", "marvel"};
  std::vector<char> b(w.size(), 0);
  learners_forms(w, b);
  CHECK(w == std::vector<std::string>{"i", "defend", "him", "with", "captain", "marvel"});
  // Near misses: the noun after an owner or before "is".
  std::vector<std::string> keep = {"her", "defense", "is", "1", "i", "defense", "is", "low"};
  std::vector<char> kb(keep.size(), 0);
  const std::vector<std::string> before = keep;
  learners_forms(keep, kb);
  CHECK(keep == before);
  const Reading r = testing::first_reading(
      "Klaw attack me, I am Captain Marvel with 3 damage on her. Klaw have ATK 2 and his boost "
      "card show 2 boost icons. I defense him with Captain Marvel, her DEF is 1. How many damage "
      "Captain Marvel have?",
      "mc");
  CHECK(r.defender == "hero");
}

TEST_CASE("learners: 'attacks thor with attack two' is the stat", "[ask][situation]") {
  std::vector<std::string> w = {"ultron", "attacks", "thor", "with", "attack", "two"};
  std::vector<char> b(w.size(), 0);
  learners_forms(w, b);
  CHECK(w == std::vector<std::string>{"ultron", "attacks", "thor", "with", "atk", "two"});
  std::vector<std::string> has = {"it", "has", "attack", "2"};
  std::vector<char> hb(has.size(), 0);
  learners_forms(has, hb);
  CHECK(has == std::vector<std::string>{"it", "has", "atk", "2"});
  // Near misses: a count of attacks, damage dealt with an attack.
  std::vector<std::string> keep = {"with", "attack", "2", "times", "with", "attack", "3", "damage"};
  std::vector<char> kb(keep.size(), 0);
  const std::vector<std::string> before = keep;
  learners_forms(keep, kb);
  CHECK(keep == before);
}

TEST_CASE("learners: 'my recover is four' is the REC stat", "[ask][situation]") {
  const std::string u = to_notation(testing::first_reading(
      "i'm jennifer walters in alter ego with fifteen hit points and nine damage on me and my "
      "recover is four so i use recover how much damage is left",
      "mc"));
  CHECK(u.find("rec 4") != std::string::npos);
}
