// A Marvel Champions table told by the villain or a minion, playing the part
// ("I, Rhino, charge at you, She-Hulk"), is asked for the player spoken to.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/enemy_narrator.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

namespace {

using W = std::vector<std::string>;

// `enemy`: the words of the enemy's name; `commas`: the words a comma follows.
W as_third(W words, std::vector<size_t> enemy, std::vector<size_t> commas) {
  std::vector<char> breaks(words.size(), 0);
  for (size_t k : commas) breaks[k] = ',';
  enemy_narrator_as_third(words, breaks, [&](size_t k) {
    return std::find(enemy.begin(), enemy.end(), k) != enemy.end();
  });
  CHECK(breaks.size() == words.size());
  return words;
}

}  // namespace

TEST_CASE("enemy narrator: the villain's 'I' is the villain, 'you' the asker", "[ask]") {
  CHECK(as_third(W{"i", "rhino", "attack", "you", "and", "my", "boost", "is", "1"}, {1}, {0, 1}) ==
        W{"rhino", "attack", "you", "and", "the", "boost", "is", "1"});
  CHECK(as_third(W{"i", "am", "a", "lowly", "hydra", "soldier", "engaged", "with", "you"}, {4, 5},
                 {5}) == W{"a", "lowly", "hydra", "soldier", "engaged", "with", "you"});
  CHECK(as_third(W{"klaw", "here", "and", "i", "hit", "you"}, {0}, {1}) ==
        W{"klaw", "and", "klaw", "hit", "you"});
  CHECK(as_third(W{"i'm", "ultron", "and", "i'm", "attacking", "you"}, {1}, {1}) ==
        W{"ultron", "and", "ultron", "is", "attacking", "you"});
  // Near misses: no "you" spoken to; a hero named, not an enemy; an enemy
  // named in passing, not the narrator.
  CHECK(as_third(W{"i", "rhino", "attack", "her"}, {1}, {0, 1}) ==
        W{"i", "rhino", "attack", "her"});
  CHECK(as_third(W{"i'm", "she-hulk", "and", "rhino", "attacks", "you"}, {3}, {1}) ==
        W{"i'm", "she-hulk", "and", "rhino", "attacks", "you"});
  CHECK(as_third(W{"you", "attack", "rhino", "here", "i", "think"}, {2}, {3}) ==
        W{"you", "attack", "rhino", "here", "i", "think"});
}

TEST_CASE("enemy narrator: a villain's taunt reads as the player's situation", "[ask]") {
  const Reading r = testing::first_reading(
      "I, Rhino, lower my horn and lunge at you, She-Hulk: ATK 2! You defend with your DEF 2, "
      "and then my boost card flips up with 1 boost icon. You were already carrying 4 damage out "
      "of your 15 hit points. How much damage do you have?",
      "mc");
  CHECK(r.fact("villain", "atk") == "2");
  CHECK(r.fact("hero", "damage") == "4");
  CHECK(r.fact("hero", "def") == "2");
  CHECK(r.fact("hero", "atk").empty());
}

TEST_CASE("attacked by name: the name after 'me,' in an attack labels the attack's values",
          "[ask]") {
  const Reading r = testing::first_reading(
      "Rhino attacks me, She-Hulk: ATK 2! I defend with my DEF 2. How much damage do I take?",
      "mc");
  CHECK(r.fact("villain", "atk") == "2");
  CHECK(r.fact("hero", "atk").empty());
  // Near miss: the hero's own values after the colon stay the hero's.
  const Reading hers = testing::first_reading(
      "The Hydra Soldier attacks me, Spider-Man: 10 hit points, 4 damage, DEF 2. I defend. Do I "
      "take damage?",
      "mc");
  CHECK(hers.fact("hero", "hp") == "10");
  // Near miss: a name labelled outside any attack keeps its values.
  const Reading own = testing::first_reading(
      "Rhino is engaged with me. She-Hulk: ATK 2, 15 hit points. I attack Rhino. How much damage "
      "is on him?",
      "mc");
  CHECK(own.fact("hero", "atk") == "2");
}

TEST_CASE("an enemy engaged with someone's hero, set off by commas, is who attacks", "[ask]") {
  const Reading r = testing::first_reading(
      "The Gamma Brute (ATK 3), engaged with my partner's Wasp, charged at her while she "
      "teetered on 8 damage of her 10 hit points. My Hulk (18 hit points, 3 damage, DEF 1) "
      "exhausted to defend for her. How much damage is on Hulk?",
      "mc");
  CHECK(r.fact("minion", "atk") == "3");
  CHECK(r.fact("minion", "damage").empty());
  CHECK(r.fact("hero", "damage") == "3");
}

TEST_CASE("a label's list goes on past values set off: 'Star-Lord: DEF 2, 10 hp, 4 dmg, tough'",
          "[ask]") {
  const Reading r = testing::first_reading(
      "Ronan: ATK 3, boost 2 icons. Star-Lord: DEF 2, 10 hp, 4 dmg, tough, defends.", "mc");
  CHECK(r.fact("hero", "damage") == "4");
  CHECK(r.fact("hero", "tough") == "true");
  // Near miss: a status said of the villain after the hero's list ends.
  const Reading villain = testing::first_reading(
      "Star-Lord: DEF 2, 10 hp. Ronan: ATK 3, tough. Ronan attacks and Star-Lord defends.", "mc");
  CHECK(villain.fact("hero", "tough").empty());
}

TEST_CASE("damage put on a character 'so far' or 'already' is there before", "[ask]") {
  const Reading r = testing::first_reading(
      "I've put 4 damage on Rhino so far. I attack Rhino with Spider-Man, ATK 2. How much damage "
      "is on Rhino?",
      "mc");
  CHECK(r.fact("villain", "damage") == "4");
  const Reading there = testing::first_reading(
      "There are 4 damage on Rhino. I attack Rhino with Spider-Man, ATK 2. How much damage is on "
      "Rhino?",
      "mc");
  CHECK(there.fact("villain", "damage") == "4");
  // Near miss: damage put now is what the attack deals.
  const Reading now = testing::first_reading(
      "I put 4 damage on Rhino with my attack. How much damage is on Rhino?", "mc");
  CHECK(now.fact("villain", "damage").empty());
}

TEST_CASE("an enemy that activates on or against the hero attacks", "[ask]") {
  const Reading r = testing::first_reading(
      "Taskmaster activates on me, ATK 2. I block with Captain America, DEF 3. The boost card has "
      "2 icons. How much damage do I take?",
      "mc");
  CHECK(r.fact("villain", "atk") == "2");
  CHECK(r.fact("hero", "atk").empty());
  // Near miss: against an alter-ego, with the villain's SCH told, it schemes.
  const Reading scheme = testing::first_reading(
      "I flipped down to Carol Danvers. When Rhino (SCH 1) activates against me, how much threat "
      "goes on the main scheme, which has 4?",
      "mc");
  CHECK(scheme.fact("villain", "atk").empty());
  CHECK(scheme.fact("villain", "sch") == "1");
}
