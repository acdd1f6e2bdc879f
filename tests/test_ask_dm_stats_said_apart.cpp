// A Dice Masters die whose stats are said apart from its name ("Hulk is on
// level 2, 6A/5D", "attacks as a 2A/3D die"), dice named in the question
// before the situation tells what they do ("Dmg on Storm + Cyclops KO'd?
// Storm attacks, Cyclops blocks"), and "+" before a count of dice.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("stats apart: the dice a question names first take the roles the verbs give",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Dmg on Storm + Cyclops KO'd? Storm 3A/2D Fast attacks, Cyclops 4A/3D blocks", "dm");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("attacker", "fast") == "true");
  CHECK(r.fact("blocker", "a") == "4");
  CHECK_FALSE(r.has("blocker2"));
  // Near miss: a list the verb is told of still attacks together.
  const Reading both = testing::first_reading(
      "My opponent is at 5 life. I attack with Storm (3A/2D) and Falcon (2A/2D) and they don't "
      "block either of them. What is their life?",
      "dm");
  CHECK(both.fact("attacker", "a") == "3");
  CHECK(both.fact("attacker2", "a") == "2");
  CHECK_FALSE(both.has("blocker"));
}

TEST_CASE("stats apart: a level told before the stats, with a comma or 'with'",
          "[ask][situation]") {
  for (const char* q :
       {"My Hulk die is on level 2, 6A/5D. I attack with Hulk and my opponent does not block. My "
        "opponent is at 20 life. What's their life after?",
        "My Hulk is level 2 with 6A/5D. I attack with Hulk and my opponent does not block. My "
        "opponent is at 20 life. What's their life after?"}) {
    const Reading r = testing::first_reading(q, "dm");
    CHECK(r.fact("attacker", "a") == "6");
    CHECK(r.fact("attacker", "level") == "2");
    CHECK_FALSE(r.has("blocker"));
  }
}

TEST_CASE("stats apart: 'attacks as a 2A/3D die' and 'blocks as a' are the doer's",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Wolverine attacks as a 2A/3D die. My opponent blocks with Quicksilver, 3A/2D, who has "
      "Fast. Is Wolverine KO'd?",
      "dm");
  CHECK(r.fact("attacker", "d") == "3");
  CHECK(r.fact("blocker", "a") == "3");
  CHECK(r.fact("blocker", "fast") == "true");
  const Reading blocks = testing::first_reading(
      "Wolverine blocks as a 2A/3D die. Hulk 5A/5D attacks. Is Wolverine KO'd?", "dm");
  CHECK(blocks.fact("blocker", "d") == "3");
  CHECK(blocks.fact("attacker", "a") == "5");
  // Near miss: "blocked by a 2A/2D die" is another die, not the attacker's.
  const Reading by = testing::first_reading(
      "Thor (4A/4D) attacks and is blocked by a 2A/2D die. Is the blocker KO'd?", "dm");
  CHECK(by.fact("attacker", "a") == "4");
  CHECK(by.fact("blocker", "a") == "2");
}

TEST_CASE("stats apart: '+' before a count of dice adds dice, not numbers", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Game over? Opp life? Opp 6 life, Hulk 4A/4D + 2 SKs 1A/1D attack, all unblocked", "dm");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.has("attacker3"));
  CHECK_FALSE(r.has("blocker"));
  // Near miss: a sum of numbers stays a sum.
  const Reading sum = testing::first_reading(
      "Hulk has 2 ATK + 1 boost and attacks. Opp at 10, no block. Their life?", "dm");
  CHECK_FALSE(sum.has("attacker3"));
}

TEST_CASE("stats apart: attackers in the order the situation tells them, not the question's",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Opp life + where's Cyclops? Thor 4A/3D + Cyclops 3A/3D attack, Loki 2A/5D blocks Thor "
      "only, opp at 11",
      "dm");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("attacker2", "a") == "3");
  CHECK(r.fact("blocker", "blocks").empty());
  // Near miss: a question that tells the attack keeps its own order.
  const Reading asked = testing::first_reading(
      "Does Cyclops 3A/3D survive if he and Thor 4A/3D attack and Loki 2A/5D blocks Cyclops?",
      "dm");
  CHECK(asked.fact("attacker", "a") == "3");
}

TEST_CASE("stats apart: a fourth attacker is left out, never dropped", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Thor 5A/5D + 3 sidekicks 1A/1D attack unblocked. Opponent at 20. Their life?", "dm");
  CHECK_FALSE(r.left_out.empty());
  // Near miss: three attackers are all read.
  const Reading three = testing::first_reading(
      "Thor 5A/5D + 2 sidekicks 1A/1D attack unblocked. Opponent at 20. Their life?", "dm");
  CHECK(three.left_out.empty());
  CHECK(three.has("attacker3"));
}

TEST_CASE("stats apart: 'Only Hulk attacks' after a field's list", "[ask][situation]") {
  for (const char* q :
       {"My field: Hulk 4A/4D + 2 SKs 1A/1D. Only Hulk attacks; no blocks; opp at 10",
        "My field: Hulk 4A/4D + 2 SKs 1A/1D. Only Hulk attacks, no blocks, opp at 10"}) {
    const Reading r = testing::first_reading(q, "dm");
    CHECK(r.fact("attacker", "a") == "4");
    CHECK_FALSE(r.has("attacker2"));
    CHECK_FALSE(r.has("blocker"));
  }
}

TEST_CASE("stats apart: 'Loki blocks as a 2A/3D die', a name the reader does not know",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Hulk attacks as a 6A/6D die with Overcrush. Loki blocks as a 2A/3D die. Opponent at 10.",
      "dm");
  CHECK(r.fact("attacker", "a") == "6");
  CHECK(r.fact("blocker", "d") == "3");
  CHECK_FALSE(r.has("attacker2"));
}

TEST_CASE("stats apart: a question naming the second attacker first, then the list",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Is Storm KO'd and what's opp life? Hulk 5A/5D and Storm 2A/2D attack, Juggernaut 4A/6D "
      "blocks Storm. Opp 14 life.",
      "dm");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("attacker2", "a") == "2");
  CHECK(r.fact("blocker", "blocks") == "attacker2");
  // Near miss: the die another clause attacks with is not joined to the
  // one that blocks.
  const Reading apart = testing::first_reading(
      "I attacked with Thor (5A/5D) and my opponent blocked with Colossus (3A/6D), so Colossus "
      "took 5 and Thor took 3. How much damage is left on Colossus?",
      "dm");
  CHECK(apart.fact("attacker", "a") == "5");
  CHECK(apart.fact("blocker", "a") == "3");
}

TEST_CASE("stats apart: 'Storm 3A/2D, Cyclops 3A/3D attack' and ', then' lists attack",
          "[ask][situation]") {
  for (const char* q : {"Where's Storm + opp life? Storm 3A/2D, Cyclops 3A/3D attack. Loki 2A/2D "
                        "blocks Cyclops. Opp at 10",
                        "Where does Storm go? Storm 3A/2D, then Cyclops 3A/3D attack; Loki 2A/2D "
                        "blocks Cyclops. Opp at 10."}) {
    const Reading r = testing::first_reading(q, "dm");
    CHECK(r.fact("attacker", "a") == "3");
    CHECK(r.fact("attacker2", "d") == "3");
    CHECK(r.fact("blocker", "a") == "2");
  }
  // Near miss: a die with stats, a comma, and one that blocks.
  const Reading blocks = testing::first_reading(
      "Storm 3A/2D attacks, Loki 2A/2D blocks. Opp at 10. Where's Storm?", "dm");
  CHECK(blocks.fact("blocker", "a") == "2");
  CHECK_FALSE(blocks.has("attacker2"));
}

TEST_CASE("stats apart: 'Hulk had Overcrush and 7A/7D', 'his stats are 3A/4D'",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Two Sidekicks, 1A/1D each, blocked my Hulk. Hulk had Overcrush and 7A/7D when he attacked. "
      "My opponent was at 20 life. How much life is my opponent on afterwards?",
      "dm");
  CHECK(r.fact("attacker", "a") == "7");
  CHECK(r.fact("attacker", "overcrush") == "true");
  CHECK_FALSE(r.has("attacker2"));
  const Reading his = testing::first_reading(
      "Magneto, 5A/5D, was the only blocker on Captain America. Cap had Iron Will and was "
      "undamaged until then; his stats are 3A/4D. Does Cap survive combat?",
      "dm");
  CHECK(his.fact("attacker", "d") == "4");
  CHECK(his.fact("attacker", "iron-will") == "true");
  CHECK(his.fact("blocker", "a") == "5");
  // Near miss: a second die with its own name after "and" is another die.
  const Reading two = testing::first_reading(
      "My Hulk 7A/7D with Overcrush and my Thor 5A/5D attack. My opponent at 20 doesn't block. "
      "What's their life?",
      "dm");
  CHECK(two.fact("attacker2", "a") == "5");
}

TEST_CASE("stats apart: 'my Hulk attacked - level 2, 8A/8D,' are the attacker's",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "The opponent was at 9 life when Loki, 2A/3D, jumped in to block. That block came after my "
      "Hulk attacked - level 2, 8A/8D, and he has Overcrush. What's their life after combat?",
      "dm");
  CHECK(r.fact("attacker", "a") == "8");
  CHECK(r.fact("attacker", "level") == "2");
  CHECK(r.fact("blocker", "d") == "3");
}

TEST_CASE("stats apart: 'Hulk charges into the Attack Zone - 6A/6D -', 'swings in at 5A/3D'",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Hulk charges into the Attack Zone - 6A/6D - and my opponent declares NO blockers! They're "
      "sitting on 20 life! What's their life now?",
      "dm");
  CHECK(r.fact("attacker", "a") == "6");
  CHECK(r.fact("blocker", "a").empty());
  const Reading at = testing::first_reading(
      "Thor swings in at 5A/3D! My opponent throws Loki, 3A/4D, in the way! Does either of them "
      "survive?",
      "dm");
  CHECK(at.fact("attacker", "a") == "5");
  CHECK(at.fact("blocker", "d") == "4");
  // Near miss: a die's own stats after its name and a comma.
  const Reading own = testing::first_reading(
      "My Thor die, 4A/4D, attacks and my opponent blocks it with a Cyclops die, 3A/3D. What "
      "happens?",
      "dm");
  CHECK(own.fact("attacker", "a") == "4");
  CHECK(own.fact("blocker", "a") == "3");
}

TEST_CASE("stats apart: stats after 'had KEYWORD and' of a name the reader does not know",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Their Black Panther had Iron Will and 2A/3D; he blocked my attacking 5A/4D Thor. What "
      "happens?",
      "dm");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("blocker", "d") == "3");
  CHECK(r.fact("blocker", "iron-will") == "true");
}

TEST_CASE("stats apart: 'Hulk smashes in, 6A/3D,' other verbs of a charge", "[ask][situation]") {
  for (const char* q :
       {"Hulk smashes in, 6A/3D, and their Sidekick, 1A/1D, blocks. What happens?",
        "Hulk dashes in, 6A/3D, and their Sidekick, 1A/1D, blocks. What happens?"}) {
    const Reading r = testing::first_reading(q, "dm");
    CHECK(r.fact("attacker", "a") == "6");
    CHECK(r.fact("blocker", "a") == "1");
  }
}

TEST_CASE("stats apart: 'Loki, whose stats are 2A/2D' are Loki's", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "When my Thor, who is 5A/4D, attacked and my opponent, who had 14 life, blocked him with "
      "Loki, whose stats are 3A/3D, is Loki KO'd?",
      "dm");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("blocker", "a") == "3");
}

TEST_CASE("stats said apart: an A - then its D after 'with' or 'and'", "[ask][situation]") {
  for (const char* q : {"Gambit attacks at 5A with 4D; Rogue blocks with 3A and 3D. Where does "
                        "Rogue go?",
                        "Gambit attacks at 5A, with a defense 4; Rogue blocks with 3A and a "
                        "defense 3. Where does Rogue go?"}) {
    const Reading r = testing::first_reading(q, "dm");
    CHECK(r.fact("attacker", "a") == "5");
    CHECK(r.fact("attacker", "d") == "4");
    CHECK(r.fact("blocker", "a") == "3");
    CHECK(r.fact("blocker", "d") == "3");
  }
  // Near miss: "a defense 1 less" is said through another number, no D.
  const Reading less = testing::first_reading(
      "Gambit attacks at 5A; Rogue blocks with 3A and a defense 1 less. Where does Rogue go?",
      "dm");
  CHECK(less.fact("blocker", "d") != "1");
}

TEST_CASE("dm stats apart: 'Thor of 5 attack 4 defense', a die 'on' its face", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "I attack with Thor of 5 attack 4 defense and Storm of 3 attack 3 defense. My opponent "
      "block Thor with one Sidekick 1 1 and let Storm pass.",
      "dm");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("attacker2", "a") == "3");
  CHECK(r.fact("blocker", "a") == "1");
  CHECK_FALSE(r.has("blocker2"));
  // The face a die is on, after a name the rulebooks do not use.
  const Reading face = testing::first_reading(
      "My Hulk 6A/5D attacks. The opponent blocks with Rogue on 2A/4D.", "dm");
  CHECK(face.fact("attacker", "a") == "6");
  CHECK(face.fact("blocker", "d") == "4");
  CHECK_FALSE(face.has("blocker2"));
}
