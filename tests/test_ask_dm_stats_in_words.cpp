// Dice Masters stats told in a new player's words: "Magneto, who's 3 and
// 3", "Iceman (2 and 2)", "Thor attacked at 5 attack, 4 defense", "my Hulk
// dice, it's showing 4 attack and 3 defense"; "my brother" is a person,
// not a die.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("dm stats in words: a bare pair of numbers said of a die is its A and D",
          "[ask][situation]") {
  const Reading who = testing::first_reading(
      "Storm (3 attack, 2 defense) attacked and my brother blocked with Magneto, who's 3 and 3. "
      "Does Storm die?",
      "dm");
  CHECK(who.fact("attacker", "a") == "3");
  CHECK(who.fact("attacker", "d") == "2");
  CHECK(who.fact("blocker", "a") == "3");
  CHECK(who.fact("blocker", "d") == "3");
  CHECK_FALSE(who.has("attacker2"));
  const Reading brackets = testing::first_reading(
      "My Cap die (4 attack, 4 defense) got blocked by Iceman (2 and 2) and Colossus (2 and 5).",
      "dm");
  CHECK(brackets.fact("blocker", "d") == "2");
  CHECK(brackets.fact("blocker2", "d") == "5");
  // Near miss: a pair with its own unit is no die's stats.
  const Reading damage = testing::first_reading(
      "My 5A/4D Thor is blocked by a 2A/3D and a 1A/2D. I split it, 3 and 2 damage.", "dm");
  CHECK(damage.fact("attacker", "a") == "5");
  CHECK_FALSE(damage.has("attacker2"));
  CHECK_FALSE(damage.has("blocker3"));
}

TEST_CASE("dm stats in words: two numbers said aloud right after a die's name are its A and D",
          "[ask][situation]") {
  const Reading said = testing::first_reading(
      "rogue two attack two defense attacks and he blocks with sabretooth four five so does rogue "
      "die hes at seventeen",
      "dm");
  CHECK(said.fact("attacker", "a") == "2");
  CHECK(said.fact("blocker", "a") == "4");
  CHECK(said.fact("blocker", "d") == "5");
  const Reading digits = testing::first_reading(
      "I attack with Groot 2A/6D and he blocks with Thanos 5 5. Does Groot die?", "dm");
  CHECK(digits.fact("blocker", "a") == "5");
  CHECK(digits.fact("blocker", "d") == "5");
  // Near miss: a count after the pair, or no name before it, is no die's
  // stats.
  const Reading counted = testing::first_reading(
      "My Thor 5A/4D attacks and Beast 2A/3D blocks. Thor 3 2 damage? I'm at 13 2 dice left.",
      "dm");
  CHECK(counted.fact("blocker", "d") == "3");
  CHECK_FALSE(counted.has("blocker2"));
  CHECK_FALSE(counted.has("attacker2"));
}

TEST_CASE("dm stats in words: 'one' said as a value, and a double block, in a dictated fight",
          "[ask][situation]") {
  const Reading ones = testing::first_reading(
      "um i attack with just a sidekick one one and he blocks it with his sidekick one one and his "
      "kitty pryde one attack three defense",
      "dm");
  CHECK(ones.fact("attacker", "a") == "1");
  CHECK(ones.fact("attacker", "d") == "1");
  CHECK(ones.fact("blocker2", "a") == "1");
  CHECK(ones.fact("blocker2", "d") == "3");
  // Said with no game named, "double blocked" is Dice Masters'.
  const Reading doubled = testing::first_reading(
      "wonder woman four attack four defense attacks and she gets double blocked by harley quinn "
      "two two and bane three five um i put two on harley and two on bane so does wonder woman "
      "die where do all three end up and how much damage is on bane",
      "");
  CHECK(doubled.game == "dm");
  // Near miss: "the lvl 2 one" is a level and the die it names.
  const Reading level = testing::first_reading(
      "i rolled 2 hulks, one on lvl 2 (field cost 2) and one on lvl 3 (field cost 3) and only got "
      "a mask and a shield sidekick for energy, nothing in field or used yet, so i field the lvl 2 "
      "one and end main step, how many dice in my field, used pile and out of play",
      "dm");
  CHECK(level.action == "field");
  CHECK_FALSE(level.has("attacker"));
}

TEST_CASE("dm stats in words: 'attacked at' and 'it's showing' give the stats to the one named",
          "[ask][situation]") {
  const Reading at = testing::first_reading(
      "Thor attacked at 5 attack, 4 defense, and my opponent blocked with Beast (2 attack, 3 "
      "defense).",
      "dm");
  CHECK(at.fact("attacker", "a") == "5");
  CHECK(at.fact("blocker", "a") == "2");
  CHECK_FALSE(at.has("blocker2"));
  const Reading showing = testing::first_reading(
      "I sent my Hulk dice in, it's showing 4 attack and 3 defense. My friend put his Cyclops in "
      "the way, that one is 2 attack and 4 defense. Does Hulk knock out Cyclops?",
      "dm");
  CHECK(showing.fact("attacker", "a") == "4");
  CHECK(showing.fact("attacker", "d") == "3");
  CHECK(showing.fact("blocker", "d") == "4");
  // Near miss: stats after a pronoun and a verb of their own are not said
  // of the pronoun's die.
  const Reading other =
      testing::first_reading("My Hulk attacks. It gets blocked by a 2A/4D Cyclops.", "dm");
  CHECK(other.fact("attacker", "a").empty());
  CHECK(other.fact("blocker", "d") == "4");
}

TEST_CASE("dm game: 'my opponent' leans to Dice Masters, the game with opponents", "[ask]") {
  const Reading r =
      testing::first_reading("opp at 3 hp, unblocked 4/5 thanos swings. game over?", "");
  CHECK(r.game != "mc");
  // Near miss: a Marvel Champions question with no opponent stays one.
  const Reading mc = testing::first_reading(
      "Rhino (ATK 3) attacks Spider-Man, who defends with DEF 2. My friend says he takes 3.", "");
  CHECK(mc.game == "mc");
}

TEST_CASE("dm: 'forgot my Global twice', 'rolled triple masks' change no number",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My Cyclops 3A/2D attacked, her Mystique 2A/3D blocked. Also I forgot my Global twice and "
      "rolled triple masks.",
      "dm");
  CHECK(r.unapplied().empty());
  // Near miss: an ability used twice, and an attack doubled, are changes.
  const Reading used = testing::first_reading(
      "Wolverine (3 attack) is unblocked. Player A pays 2 mask energy to use Professor X's Global "
      "ability twice on Wolverine.",
      "dm");
  CHECK_FALSE(used.unapplied().empty());
  const Reading doubled =
      testing::first_reading("My 3A/2D Cyclops attacks unblocked and deals 3 damage twice.", "dm");
  CHECK_FALSE(doubled.unapplied().empty());
}

TEST_CASE("dm names: a known name then an unknown word is one name ('Beast Boy 2A/4D')",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Cap 4A/3D attacks, blocked by Beast Boy 2A/4D - BB KO'd? dmg on Cap?", "dm");
  CHECK(r.fact("blocker", "d") == "4");
  CHECK_FALSE(r.has("blocker2"));
  // Near miss: a known name then a word of the rulebooks stays apart.
  const Reading apart =
      testing::first_reading("My Beast 3A/3D attacks and is blocked by a 2A/2D Hulk.", "dm");
  CHECK(apart.fact("attacker", "a") == "3");
  CHECK(apart.fact("blocker", "a") == "2");
}

TEST_CASE("dm stats in words: a bare pair with no die's name before it is no die",
          "[ask][situation]") {
  const Reading split = testing::first_reading(
      "My 6A/5D Hulk is blocked by two dice, a 2A/2D and a 3A/3D. I split the damage, 3 and 3. "
      "Which blockers are KO'd?",
      "dm");
  CHECK_FALSE(split.has("blocker3"));
  const Reading life = testing::first_reading(
      "Our life totals are 20 and 15. My 5A/3D Thor attacks unblocked. Life after?", "dm");
  CHECK_FALSE(life.has("blocker"));
  CHECK(life.fact("attacker", "a") == "5");
}

TEST_CASE("dm: 'blocked by kitty 1a/3d, action die removes kitty' removes the blocker",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "jugg 5a overcrush blocked by kitty 1a/3d, action die removes kitty to prep b4 dmg. opp at "
      "16, life after?",
      "dm");
  CHECK(r.fact("blocker", "removed") == "prep");
  CHECK(r.fact("attacker", "removed").empty());
  // Near miss: the die named before the verb does it when nothing else is
  // said to.
  const Reading self = testing::first_reading(
      "My 3A/3D Nightcrawler attacks unblocked. Nightcrawler removes himself from combat with "
      "Infiltrate.",
      "dm");
  CHECK(self.fact("blocker", "removed").empty());
  // "moves the blocker back into my opponent's bag": out of the combat.
  const Reading into = testing::first_reading(
      "I attack with a 5A/4D die with Overcrush and my opponent blocks with a 2A/4D die. Before "
      "combat damage, I use an Action die that moves the blocker back into my opponent's bag.",
      "dm");
  CHECK(into.fact("blocker", "removed") == "true");
  // Near misses: back to the field once combat is done is no removal (back
  // to it before damage is); moved into the Attack Zone is none either.
  const Reading after = testing::first_reading(
      "Hulk 5/5 overcrush attacks, Beast 2/3 blocks. Damage is dealt, then Hulk moves back into "
      "the field after combat. Opponent at 2 life.",
      "dm");
  CHECK(after.fact("attacker", "removed").empty());
  const Reading before = testing::first_reading(
      "he blocked my 5A/5D Hulk with a 3A/3D Thing and then used a global to move Thing back to "
      "his field zone before damage.",
      "dm");
  CHECK(before.fact("blocker", "removed") == "field");
  // Moved after damage: combat damage was dealt; no removal.
  const Reading after_damage = testing::first_reading(
      "My 4A/4D Overcrush attacker is blocked by his 2A/3D. After damage, an effect moves the "
      "blocker back to his prep area. Opp at 10.",
      "dm");
  CHECK(after_damage.fact("blocker", "removed").empty());
  const Reading attack = testing::first_reading(
      "I move my 5A/4D die into the attack zone and my opponent blocks with a 2A/4D die.", "dm");
  CHECK(attack.fact("blocker", "removed").empty());
  CHECK(attack.fact("attacker", "removed").empty());
}

TEST_CASE("dm: 'KO him with Deadly' is the keyword a verb is done with, not his",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Luke Cage with Iron Will (3A/5D) attacked and Viper (0A/5D, Deadly) blocked him. At end of "
      "turn my friend wanted to KO him with Deadly.",
      "dm");
  CHECK(r.fact("attacker", "deadly").empty());
  CHECK(r.fact("blocker", "deadly") == "true");
  // Near miss: a die said with its keyword keeps it.
  const Reading own = testing::first_reading(
      "My 2A/2D Wolverine with Deadly attacks and a 3A/5D Colossus blocks him.", "dm");
  CHECK(own.fact("attacker", "deadly") == "true");
}

TEST_CASE("dm: 'double Rhino's attack, then give him +2A' is Rhino's, and gives no damage",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "So Rhino, 2A/4D with Overcrush, is blocked by a 1A/3D Scarecrow. After blocks I double "
      "Rhino's attack, then give him +2A. My opponent is at 20.",
      "dm");
  CHECK(r.fact("attacker", "modify") == "x2a then +2a");
  CHECK(r.fact("blocker", "modify").empty());
  CHECK_FALSE(r.has("split"));
  // Near miss: damage given in the same sentence is a split.
  const Reading given = testing::first_reading(
      "My 5A/4D Thor is blocked by a 2A/3D Rogue and a 1A/1D Sidekick. I give Rogue all 5 dmg.",
      "dm");
  CHECK(given.fact("split", "blocker") == "5");
}
