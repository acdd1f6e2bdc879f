// Damage dealt to a die earlier in the turn (by an action die in the Main
// Step) stays on it when that die blocks later: the question names the die
// again as "that damaged 2A/5D die", "opp thor", or says "he blocked with".
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

TEST_CASE("dm earlier damage: 'that damaged 2A/5D die' is the die damaged before",
          "[ask][situation]") {
  const Reading r = read(
      "During my Main Step I dealt 3 damage to my opponent's 2A/5D character die with an Action "
      "die. Then I attacked with a 6A/4D Overcrush die and he blocked with that damaged 2A/5D "
      "die. He's at 15 life.");
  CHECK(r.fact("attacker", "a") == "6");
  CHECK(r.fact("attacker", "overcrush") == "true");
  CHECK(r.fact("blocker", "d") == "5");
  CHECK(r.fact("blocker", "damage") == "3");
  CHECK_FALSE(r.has("attacker2"));
  CHECK_FALSE(r.has("blocker2"));
}

TEST_CASE("dm earlier damage: 'opp thor' is the opponent's Thor", "[ask][situation]") {
  const Reading r = read(
      "used an action die for 2 dmg on opp thor 3a/5d in main. then hulk 7a/6d overcrush attacks "
      "and the damaged thor blocks. opp at 12.");
  CHECK(r.fact("attacker", "a") == "7");
  CHECK(r.fact("blocker", "d") == "5");
  CHECK(r.fact("blocker", "damage") == "2");
  CHECK(r.fact("p2", "life") == "12");
}

TEST_CASE("dm earlier damage: 'he blocked with' names the player, not a die", "[ask][situation]") {
  const Reading r = read(
      "My opponent has a 2A/2D Goblin. I attack with my 4A/4D Thor and he blocks with the Goblin.");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("blocker", "a") == "2");
}

TEST_CASE("dm earlier damage: 'that damaged die' and 'he blocked with it' are his damaged die",
          "[ask][situation]") {
  // "that damaged die" with no stats: the die dealt damage, not the latest.
  Reading r = read(
      "Earlier in my Main Step I dealt 2 damage to my opponent's 1 attack / 4 defense die. Then I "
      "attacked with a 6 attack / 5 defense Overcrush die, and they blocked with that damaged die. "
      "They are at 20 life.");
  CHECK(r.fact("attacker", "a") == "6");
  CHECK(r.fact("blocker", "d") == "4");
  CHECK(r.fact("blocker", "damage") == "2");
  // "he blocked with it": his die, though mine was told last; "shot ...
  // (1A/4D) for 1 with an action die" deals the damage across the brackets.
  r = read(
      "I shot my opponent's Iron Will die (1A/4D) for 1 with an action die in my main step, then "
      "attacked with a 3/3 and he blocked with it. Is it KO'd?");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("blocker", "d") == "4");
  CHECK(r.fact("blocker", "damage") == "1");
  // Near miss: "it" after my own attack with no die of his told is mine.
  r = read("I attacked with a 3/3 and he blocked it with a 2/2. Is it KO'd?");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("blocker", "a") == "2");
}

TEST_CASE("dm earlier damage: damage an ability, a Global or an action die deals during combat",
          "[ask][situation]") {
  // Told of the die it is dealt to, by no die: dealt before combat damage.
  CHECK(read("An unblocked Sabretooth die (5A/2D) is dealt 2 damage by an opposing Global "
             "ability. The Inactive player is at 8 Life. Life after the Attack Step?")
            .fact("attacker", "pinged") == "2");
  CHECK(read("An unblocked 5A/2D attacker takes 2 ability damage from a Global ability. The "
             "defending player has 6 life. Is the attacker KO'd?")
            .fact("attacker", "pinged") == "2");
  CHECK(read("During the Use Action Dice step, Player B deals 2 ability damage to Player A's "
             "unblocked 4A/2D Batman. How much life does Player B (at 20) lose?")
            .fact("attacker", "pinged") == "2");
  // The action die named as the verb, and a combat only asked about after.
  CHECK(read("batman 4A/2D unblocked, opp uses action die for 2 dmg on him before combat dmg. "
             "does he still hit for 4?")
            .fact("attacker", "pinged") == "2");
  CHECK(read("opp at 6, gambit 4a/2d attacks unblocked, they action-die gambit for 2 before combat "
             "dmg. does gambit still hit for 4?")
            .fact("attacker", "pinged") == "2");
  // An action die used "with", the damage verb before it: its instrument.
  CHECK(read("opp's goblin 3/2 is unblocked, i zap it with an action die for 2 before damage. do "
             "i still take 3?")
            .fact("attacker", "pinged") == "2");
  // Near misses: a blocker's combat damage, and damage dealt before a
  // combat told after it (already on the die).
  Reading r = read("my 4A/3D is blocked by a 2A/4D and takes 2 damage. does it survive?");
  CHECK(r.fact("attacker", "pinged").empty());
  r = read(
      "During my main step, his Iron Man die (2A/4D) is dealt 2 damage by my Power Bolt. Then I "
      "attack with an 8A/7D Hulk and he blocks with Iron Man.");
  CHECK(r.fact("blocker", "damage") == "2");
  CHECK(r.fact("blocker", "pinged").empty());
}

TEST_CASE("dm earlier damage: an action die that 'does' damage deals it", "[ask][situation]") {
  Reading r = read(
      "earlier i used an action die to do 2 damage to his captain america (2 attack 4 defense). "
      "then i attacked with my overcrush hulk (6/5) and he blocked with that same cap. he's at 10");
  CHECK(r.fact("blocker", "damage") == "2");
  CHECK(r.fact("attacker", "damage").empty());
  r = read(
      "I did 2 dmg to his 3A/4D with an action die, then my 5A/5D attacked and he blocked "
      "with the 3A/4D");
  CHECK(r.fact("blocker", "damage") == "2");
  // Near miss: with no action die or Global, "I do 2 damage to it" is no
  // damage dealt before combat.
  r = read("my 5A/5D attacks, his 3A/4D blocks, I do 2 damage to it");
  CHECK(r.fact("blocker", "damage").empty());
}

TEST_CASE("dm earlier damage: damage 'taken from my attacker' is the combat's",
          "[ask][situation]") {
  Reading r = read(
      "My 6A/4D attacker was blocked by a 2A/6D die with Iron Will. It took exactly 6 damage from "
      "my attacker and nothing had damaged it earlier this turn. Is the blocker KO'd?");
  CHECK(r.fact("blocker", "damage").empty());
  r = read(
      "Is a 2A/6D Iron Will blocker KO'd by 6 damage from my single 6A/4D attacker? It hadn't been "
      "damaged before that turn.");
  CHECK(r.fact("blocker", "damage").empty());
  r = read(
      "opp swings a 5a/4d, i block w my 2a/5d iron will (no dmg yet this turn). 5 dmg from one "
      "source, is my blocker ko'd?");
  CHECK(r.fact("blocker", "damage").empty());
  // Near miss: damage taken from an action die was there before.
  r = read(
      "my 4/4 blocked by his 2/5 iron will, which took 1 damage from an action die earlier. ko?");
  CHECK(r.fact("blocker", "damage") == "1");
}

TEST_CASE("dm earlier damage: 'X blocked Y, then took 2 damage': X took it", "[ask][situation]") {
  Reading r = read(
      "My opponent's 3A/5D blocked my 3A/4D, then took 2 damage from my Action die before combat "
      "damage. Is it KO'd?");
  CHECK(r.fact("blocker", "damage") == "2");
  CHECK(r.fact("attacker", "damage").empty());
  // Near miss: the subject is the attacker when it is told first.
  r = read("my 3A/4D attacked his 3A/5D, then took 2 damage from his action die. is it KO'd?");
  CHECK(r.fact("attacker", "damage") == "2");
}

TEST_CASE("dm earlier damage: 'stayed with 2 damage', 'left her with 6 damage' are results told",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Hawkeye 3A/3D attacked, got blocked by Bane 2A/4D. After blockers I used an action die for "
      "+2A on Hawkeye. We KO'd Bane and Hawkeye lived with 2 damage. That work?",
      "dm");
  CHECK(r.fact("attacker", "damage").empty());
  const Reading left = testing::first_reading(
      "My Hulk 6A/4D got blocked by Wonder Woman with Iron Will, 2A/5D. We left her in the field "
      "with 6 damage. Is that how Iron Will works?",
      "dm");
  CHECK(left.fact("blocker", "damage").empty());
  // Near miss: damage already on a die, said as such.
  const Reading already = testing::first_reading(
      "My Hulk 6A/4D attacks. Wonder Woman 2A/5D, with 2 damage already on her, blocks.", "dm");
  CHECK(already.fact("blocker", "damage") == "2");
}

TEST_CASE("dm earlier damage: 'took 3 and lived' is the combat's result", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Storm attacked (5A/4D), he blocked with Wonder Girl (2A/3D). Storm took 3 and lived. Good?",
      "dm");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("attacker", "damage").empty());
  // Near miss: "took 1 earlier" is damage on it before.
  const Reading earlier = testing::first_reading(
      "Storm (5A/4D) took 1 earlier this turn. She attacks and Wonder Girl (2A/3D) blocks.", "dm");
  CHECK(earlier.fact("attacker", "damage") == "1");
}

TEST_CASE("dm earlier damage: 'use a power bolt for 1 damage on doc ock' deals it",
          "[ask][situation]") {
  const Reading r = read(
      "spider man 2A/3D attacks, doc ock 2A/3D blocks, then i use a power bolt for 1 damage on doc "
      "ock before combat damage. does doc ock get kod");
  const std::string dealt = r.fact("blocker", "damage").empty() ? r.fact("blocker", "pinged")
                                                                : r.fact("blocker", "damage");
  CHECK(dealt == "1");
  CHECK(r.fact("attacker", "damage").empty());
  // Near miss: "used for" something else than damage on a die.
  const Reading paid =
      read("I used a mask for the global on my 3A/3D attacker. He blocks with a 2A/4D.");
  CHECK(paid.fact("blocker", "damage").empty());
  CHECK(paid.fact("blocker", "pinged").empty());
}
