// Modifiers down as well as up: "-1D", "-2A" keep their sign, "is
// normally 2A/4D but got -1D" describes one die; and a Regenerate roll's
// face said in table words ("lands on a char face (lvl 2)").
#include <catch2/catch.hpp>

#include "query/ask/reading.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

namespace {

Reading read(const std::string& q) {
  return testing::first_reading(q, "dm");
}

}  // namespace

TEST_CASE("dm modifiers: '-1D' is a modifier down", "[ask][situation]") {
  const Reading r = read("their 2/3 has -1D this turn and blocks my 2/2. does it die?");
  CHECK(r.fact("blocker", "d") == "3");
  CHECK(r.fact("blocker", "modify") == "-1d");
  CHECK_FALSE(r.has("blocker2"));
  CHECK(read("my 4/4 gets -2A then attacks into a 1/3").fact("attacker", "modify") == "-2a");
  // A hyphen between words is no sign ("2-damage ping", "ko-d").
  CHECK(read("my 3/3 attacks, a 1/1 blocks. x-1d").fact("attacker", "modify").empty());
}

TEST_CASE("dm modifiers: 'is normally 2A/4D' describes the die named", "[ask][situation]") {
  const Reading r = read(
      "My opponent attacks with a 3A/3D die. My blocker is normally 1A/4D but got -1D this turn. "
      "Is it KO'd?");
  CHECK(r.fact("blocker", "d") == "4");
  CHECK(r.fact("blocker", "modify") == "-1d");
  CHECK_FALSE(r.has("blocker2"));
}

TEST_CASE("dm modifiers: a Regenerate roll that 'lands on a char face (lvl 2)'",
          "[ask][situation]") {
  const Reading r = read(
      "my 2/3 regenerate blocker gets KO'd by their 5/5, i roll it and it lands on a char face "
      "(lvl 2).");
  CHECK(r.fact("blocker", "roll") == "character");
  CHECK(r.fact("blocker", "roll-level") == "2");
  CHECK(read("their 4/4 KOs my 2/3 regenerate blocker; it lands on a mask energy face.")
            .fact("blocker", "roll") == "energy");
}

TEST_CASE("dm modifiers: the order time words tell", "[ask][situation]") {
  // "+2A before doubling": the doubling named again is the same one.
  CHECK(testing::first_reading("my opponent's Captain America (3/3) hit me unblocked. Before it "
                               "attacked, they doubled its attack, but they had given it +2A "
                               "before doubling. life left from 20?",
                               "dm")
            .fact("attacker", "modify") == "+2a then x2a");
  // "+1A after its attack had been doubled": the doubling came first.
  CHECK(testing::first_reading("My opponent's Thor (4A/4D) got a +1A from a Global ability after "
                               "its attack had already been doubled, then it attacked. I was at "
                               "12. life now?",
                               "dm")
            .fact("attacker", "modify") == "x2a then +1a");
  // A question restating them gives nothing new.
  CHECK(testing::first_reading("My Thor die is 4A/4D. An ability doubles its attack value, and "
                               "after that a Global ability gives it +1A. Thor attacks unblocked, "
                               "opp at 12. Is the +1A added after doubling, leaving him at 3?",
                               "dm")
            .fact("attacker", "modify") == "x2a then +1a");
  // Near miss: "and after that" keeps the order told.
  CHECK(testing::first_reading("I give my Thor (4A/4D) +2A, and after that I use another effect "
                               "that doubles Thor's attack. he attacks unblocked, opp at 15.",
                               "dm")
            .fact("attacker", "modify") == "+2a then x2a");
}

TEST_CASE("dm modifiers: '-2 defense' in words keeps its sign, as '-2D' does", "[ask][situation]") {
  Reading r =
      testing::first_reading("blocker 2/5 gets -2 defense, attacker has 3 attack. KO'd?", "dm");
  CHECK(r.fact("blocker", "modify") == "-2d");
  CHECK_FALSE(r.has("blocker2"));
  r = testing::first_reading("my 3/3 attacker gets -1 atk, blocked by a 2/3. KO'd?", "dm");
  CHECK(r.fact("attacker", "modify") == "-1a");
  // Near misses: a sign said as a word stays a modifier up; a dash
  // between spaces parts the sentence.
  r = testing::first_reading("blocker 2/5 gets +2 defense, attacker has 3 attack. KO'd?", "dm");
  CHECK(r.fact("blocker", "modify") == "+2d");
  r = testing::first_reading("my 4/3 attacks - 2 defense blocker. KO'd?", "dm");
  CHECK(r.fact("blocker", "modify").empty());
}

TEST_CASE("dm modifiers: a modifier said by the player goes to the die doubled after it",
          "[ask][situation]") {
  Reading r = testing::first_reading(
      "black bolt 2a unblocked, i do +2a first then double it. opp on 15, life after?", "dm");
  CHECK(r.fact("attacker", "modify") == "+2a then x2a");
  // Near miss: a die named for it wins ("on Thor").
  r = testing::first_reading(
      "my thor 3a and my hulk 2a attack unblocked. i pay a mask for +1A on thor, then double "
      "hulk's attack. opp at 15?",
      "dm");
  CHECK(r.fact("attacker", "modify") == "+1a");
}

TEST_CASE("dm modifiers: 'before the doubling' named ahead of the modifier it places",
          "[ask][situation]") {
  Reading r = read(
      "My opponent, on 17 life, didn't block my 3A/3D. Its attack was doubled, but before the "
      "doubling I had given it +2A with an Action die. What is the opponent's life?");
  CHECK(r.fact("attacker", "modify") == "+2a then x2a");
  r = read(
      "my 3/3 unblocked, opp at 17. it got +2A before doubling. its attack was doubled. life?");
  CHECK(r.fact("attacker", "modify") == "+2a then x2a");
  // Near miss: "after" keeps the doubling first.
  r = read(
      "my 3/3 unblocked, opp at 17. its attack was doubled, and after the doubling i gave it "
      "+2A. life?");
  CHECK(r.fact("attacker", "modify") == "x2a then +2a");
}

TEST_CASE("dm modifiers: what a player reckons is no modifier more", "[ask][situation]") {
  Reading r = read(
      "I'm at 17 and didn't block my opponent's 3A/3D. He gave it +2A with an Action die and then "
      "doubled its attack. I think that's 3 doubled plus 2 = 8; he says 3 plus 2, doubled, is 10. "
      "What's my life?");
  CHECK(r.fact("attacker", "modify") == "+2a then x2a");
  // "He doubled its attack": his die, the one said to be his.
  r = read(
      "I'm at 10 and blocked my opponent's 4A/4D Overcrush with my 1A/5D. He doubled its "
      "attack. How much tramples?");
  CHECK(r.fact("attacker", "modify") == "x2a");
  CHECK(r.fact("blocker", "modify").empty());
  // Near miss: a doubling told only in what someone says is still told.
  r = read("my friend says his 3/3 attacker got doubled, unblocked, i'm at 10. life?");
  CHECK(r.fact("attacker", "modify") == "x2a");
}

TEST_CASE("dm modifiers: a player's doubling and the modifier beside it go together",
          "[ask][situation]") {
  // "his A" in a sentence of its own: the die the sentence before was about.
  const Reading after = read(
      "cyclops 3A/4D w/ overcrush, blocked by joker 2A/4D. after blocks i double his A first, then "
      "+2A from an action die. opp at 14.");
  CHECK(after.fact("attacker", "modify") == "x2a then +2a");
  CHECK(after.fact("blocker", "modify").empty());
  const Reading before = read(
      "overcrush hulk lvl1 4/5 blocked by cap lvl1 3/3. i do +1A first then double his A. opp at "
      "20");
  CHECK(before.fact("attacker", "modify") == "+1a then x2a");
  CHECK(before.fact("blocker", "modify").empty());
  // Near miss: "his" in the sentence that names the die is that die's.
  const Reading same = read("Joker 2A/4D blocks and I double his attack. My Hulk 5A/5D attacks.");
  CHECK(same.fact("blocker", "modify") == "x2a");
}

TEST_CASE("dm modifiers: 'its', 'it' in the next sentence are what the sentence before was about",
          "[ask][situation]") {
  const Reading r = read(
      "My 4A/4D Overcrush attacker is blocked by a 1A/5D die. First its attack is doubled, then it "
      "gets +1A from an Action die. My opponent is at 10 life.");
  CHECK(r.fact("attacker", "modify") == "x2a then +1a");
  CHECK(r.fact("blocker", "modify").empty());
  // Near miss: a player who acts in the sentence aims it.
  const Reading aimed = read(
      "opps thing 4a/4d attacks, i block w/ daredevil 2a/3d. after blocks i spend my shield on a "
      "global +2D on daredevil.");
  CHECK(aimed.fact("blocker", "modify") == "+2d");
  CHECK(aimed.fact("attacker", "modify").empty());
}

TEST_CASE("dm modifiers: 'sk' is a Sidekick, named again the same", "[ask][situation]") {
  const Reading r = read(
      "thor 5/5 double blocked by sk 1/1 and hawkeye 2/4. i put 1 on sk, 4 on hawkeye. who dies?");
  CHECK(r.fact("blocker", "a") == "1");
  CHECK(r.fact("blocker2", "d") == "4");
  CHECK_FALSE(r.has("blocker3"));
}

TEST_CASE("dm modifiers: 'her A', 'she' in the next sentence are the die it was about",
          "[ask][situation]") {
  const Reading r = read(
      "she-hulk 3a/5d overcrush blocked by colossus 2a/4d. i double her A first, then +2A from an "
      "action die. opp at 14.");
  CHECK(r.fact("attacker", "modify") == "x2a then +2a");
  CHECK(r.fact("blocker", "modify").empty());
  // Near miss: "she" in the sentence that names her second is the later one.
  const Reading same = read("Storm 2A/2D attacks and Jean 3A/3D blocks, and she has 1 damage.");
  CHECK(same.fact("attacker", "damage").empty());
}

TEST_CASE("dm modifiers: a doubling with no die named is the doubling side's one die",
          "[ask][situation]") {
  const Reading mine = read(
      "4A/4D overcrush swings, opp blocks w 1A/5D. i give +1A first then double A. opp at 12.");
  CHECK(mine.fact("attacker", "modify") == "+1a then x2a");
  CHECK(mine.fact("blocker", "modify").empty());
  const Reading unsaid =
      read("Storm 3A/3D blocked by Rogue 2A/5D. After blocks: a Global doubles A, then +1A.");
  CHECK(unsaid.fact("attacker", "modify") == "x2a then +1a");
  // The other player doubling: the other side's die.
  const Reading theirs = read(
      "My Hulk 4A/4D attacks, their Cap 2A/6D blocks. Then my opponent doubles A with a Global.");
  CHECK(theirs.fact("blocker", "modify") == "x2a");
  CHECK(theirs.fact("attacker", "modify").empty());
  // Two dice on the side: no guess.
  const Reading two =
      read("I attack with a 2A/2D and a 3A/3D, opp blocks the 3A/3D with a 1A/4D. I double A.");
  CHECK(two.fact("attacker", "modify").empty());
  CHECK(two.fact("attacker2", "modify").empty());
}

TEST_CASE("dm modifiers: 'doubles my Thor's attack' is a doubling of Thor", "[ask][situation]") {
  const Reading r = read(
      "An ability doubles my Beast's attack (he's 2A/3D). Then an action die gives him +1A. He "
      "attacks unblocked, opp at 10.");
  CHECK(r.fact("attacker", "modify") == "x2a then +1a");
  // "double my ..." with no stat after it is no doubling.
  const Reading block =
      read("Did I double my blocker count? His 6A/6D is blocked by my 2A/2D and my 1A/3D.");
  CHECK(block.fact("blocker", "modify").empty());
  // Near misses: a doubling said not done, or not done yet.
  for (const char* q : {"My Hulk 3A/3D attacks, Thor 4A/5D blocks. I did not double A.",
                        "My Hulk 3A/3D attacks, Thor 4A/5D blocks. I forgot to double A.",
                        "My Hulk 3A/3D attacks, Thor 4A/5D blocks. What if I double A?"})
    CHECK(read(q).fact("attacker", "modify").empty());
}

TEST_CASE("dm modifiers: the value a modifier makes, told after it, is its result",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "loki 2a/2d blocks thor 4a/4d. i use action -2d on loki after blocks, hes at 0d and dies. "
      "does thor go thru to opp (20)? thor take dmg?",
      "dm");
  CHECK(r.fact("blocker", "d") == "2");
  CHECK(r.fact("blocker", "modify") == "-2d");
  // Near miss: a value that is not what the modifier makes is told as is.
  const Reading other = testing::first_reading(
      "loki 2a/2d blocks thor 4a/4d. i use action -2d on loki after blocks, hes at 3d. does thor "
      "take dmg?",
      "dm");
  CHECK(other.fact("blocker", "d") == "3");
}

TEST_CASE("dm modifiers: 'after blocks' is a step of the turn, not the doubling",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My Gladiator die (4A/5D, Overcrush) is blocked by Vulcan (3A/4D). Beside Gladiator there's "
      "a +1A marker from the Global I paid for after blocks, and after that I used an Action die "
      "that doubles his attack value. What is Gladiator's attack value?",
      "dm");
  CHECK(r.fact("attacker", "modify") == "+1a then x2a");
  // Near miss: after the doubling named, it came first.
  const Reading d = testing::first_reading(
      "My Gladiator die (4A/5D) is blocked by Vulcan (3A/4D). It got +1A after its attack had been "
      "doubled by an Action die. What is Gladiator's attack value?",
      "dm");
  CHECK(d.fact("attacker", "modify") == "x2a then +1a");
}
