// A number taken back as it is said ("three no wait two", "five no sorry
// four damage", "ATK 3, no, 4"): the second is the one meant.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/reading_parts.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

namespace {

std::vector<std::string> taken_back(std::vector<std::string> w, std::vector<char> b = {}) {
  b.resize(w.size(), 0);
  numbers_taken_back(w, b);
  return w;
}

}  // namespace

TEST_CASE("taken back: the number after 'no sorry', 'no wait', 'i mean' is meant",
          "[ask][situation]") {
  using V = std::vector<std::string>;
  CHECK(taken_back(V{"had", "five", "no", "sorry", "four", "damage"}) ==
        V{"had", "four", "damage"});
  CHECK(taken_back(V{"is", "3", "no", "wait", "2", "and"}) == V{"is", "2", "and"});
  CHECK(taken_back(V{"has", "5", "i", "mean", "6", "hp"}) == V{"has", "6", "hp"});
  // The unit said with the first number only, or with both.
  CHECK(taken_back(V{"had", "five", "damage", "sorry", "four", "so"}) ==
        V{"had", "four", "damage", "so"});
  CHECK(taken_back(V{"had", "5", "damage", "oops", "6", "damage", "on"}) ==
        V{"had", "6", "damage", "on"});
  // "no" alone between marks: "ATK 3, no, 4".
  CHECK(taken_back(V{"atk", "3", "no", "4"}, {0, ',', ',', 0}) == V{"atk", "4"});
  // Near misses: "no" alone with no marks, and "no" before a noun.
  CHECK(taken_back(V{"5", "no", "6", "life"}) == V{"5", "no", "6", "life"});
  CHECK(taken_back(V{"has", "2", "damage", "no", "tough", "card"}) ==
        V{"has", "2", "damage", "no", "tough", "card"});
  CHECK(taken_back(V{"deals", "3", "and", "then", "4"}) == V{"deals", "3", "and", "then", "4"});
}

TEST_CASE("taken back: a dictated question reads the corrected number", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "so wong my ally attacks zola and wong has one attack and he's got three hit points with two "
      "damage already and his attack has one consequential damage and zola already had five no "
      "sorry four damage so what's the damage on zola after and is wong defeated",
      "mc");
  CHECK(r.fact("villain", "damage") == "4");
  CHECK(r.fact("ally", "atk") == "1");
  CHECK(r.fact("ally", "hp") == "3");
  // Near miss: "has one attack left" counts attacks, no stat.
  const Reading left = testing::first_reading(
      "so my ally wong has one attack left and he has three hit points and two damage already and "
      "zola has four damage what happens if he attacks zola",
      "mc");
  CHECK(left.fact("ally", "atk") != "1");
}

TEST_CASE("'3 damage already on his 9 hit points' is damage on him, not dealt",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "If Whiplash (ATK 4) attacked my Iron Man undefended, with a boost card showing one boost "
      "icon, and Iron Man had a tough status card plus 3 damage already on his 9 hit points, how "
      "much damage would Iron Man have afterwards?",
      "mc");
  CHECK(r.fact("hero", "damage") == "3");
  CHECK_FALSE(r.has("hit"));
  // Near miss: "+3 damage" to an attack is dealt.
  const Reading dealt = testing::first_reading(
      "my Iron Man (9 hit points) attacks Whiplash with ATK 2 and an upgrade giving +3 damage, "
      "Whiplash has 6 hit points, is he defeated?",
      "mc");
  CHECK(dealt.fact("minion", "damage").empty());
}

TEST_CASE("a relative clause's 'engaged with me and has 5 hit points' describes the minion",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My Black Widow (ATK 2, 9 hit points, 2 damage already) makes a basic attack against the "
      "minion Electro, which is engaged with me and has 5 hit points and Retaliate 1. How much "
      "damage is on Electro and on Black Widow?",
      "mc");
  CHECK(r.fact("minion", "hp") == "5");
  CHECK(r.fact("minion", "retaliate") == "1");
  CHECK(r.fact("hero", "hp") == "9");
  // Near miss: a sentence between; "I have 12 hit points" is mine.
  const Reading mine = testing::first_reading(
      "The minion Electro is engaged with me. I have 12 hit points and Electro attacks me with ATK "
      "2, boost 0, undefended. How much damage do I take?",
      "mc");
  CHECK(mine.fact("hero", "hp") == "12");
}

TEST_CASE("taken back: a die's stats, and a number taken back twice", "[ask][situation]") {
  using V = std::vector<std::string>;
  CHECK(taken_back(V{"with", "a", "3/3", "no", "wait", "a", "3/5"}) == V{"with", "a", "3/5"});
  CHECK(taken_back(V{"a", "4/2", "ehm", "no", "a", "4/3"}, {0, ',', 0, ',', 0, 0}) ==
        V{"a", "4/3"});
  CHECK(taken_back(V{"my", "3a", "no", "sorry", "6a", "attacker"}) == V{"my", "6a", "attacker"});
  CHECK(taken_back(V{"atk", "3", "no", "4", "wait", "actually", "5"}, {0, ',', ',', 0, 0, 0, 0}) ==
        V{"atk", "5"});
  CHECK(taken_back(V{"3", "no", "wait", "4", "sorry", "5", "damage"}) == V{"5", "damage"});
  // Near misses: "a" and "that" alone take nothing back; two dice listed.
  CHECK(taken_back(V{"a", "3/3", "and", "a", "4/4"}) == V{"a", "3/3", "and", "a", "4/4"});
  CHECK(taken_back(V{"blocks", "3/3", "that", "4/4", "attacks"}) ==
        V{"blocks", "3/3", "that", "4/4", "attacks"});
  const Reading r = testing::first_reading(
      "i attack with 2A/3D, no sorry 2A/4D hawkeye, blocked by 3/3. what happens", "dm");
  CHECK(r.fact("attacker", "d") == "4");
  CHECK_FALSE(r.has("attacker2"));
}
