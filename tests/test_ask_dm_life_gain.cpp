// Life gained in Dice Masters, said the ways players say it: "gain 2
// life", "an ability granting them 5 Life", "a 5-life gain". Life cannot
// go past the 20 the game starts with (dm:1.1.3).
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("dm life gain: every way of saying it is read and capped at 20", "[ask][situation]") {
  for (const std::string q : {
           "A player with 17 Life resolves an ability granting them 5 Life. What is their "
           "resulting Life total?",
           "Can a 5-life gain take me past 20 if I'm currently at 17?",
           "im at 17 and gain 5 life, life after?",
           "I'm at 17 life and I used an ability that gives me 5 life. Do I go up to 22?",
           "Five life was gained by me from a Global ability while I sat at 17. Life after?",
       }) {
    INFO(q);
    const Answer a = testing::ask_dm(q);
    REQUIRE(a.report);
    CHECK(a.report->values.at("p1.life") == "20");
  }
}

TEST_CASE("dm life gain in a combat: before the attack or after its damage", "[ask][situation]") {
  // Told in order, "then": before; capped at 20 before the hit.
  for (const std::string q : {
           "opp at 17 gains 5 life, then my hulk lvl2 6/6 hits unblocked. hes at 16 right? or 14",
           "What is the life total of a player who was at 17, gained 5 life from an ability, and "
           "then took a hit from an unblocked level 2 Hulk with 6A/6D?",
       }) {
    INFO(q);
    const Answer a = testing::ask_dm(q);
    REQUIRE(a.report);
    CHECK(a.report->values.at("p2.life") == "14");
  }
  // "after the dmg lands": the player is at 0 first, and has lost.
  const Answer after = testing::ask_dm(
      "thor lvl 3 6a/5d attacks unblocked, opp on exactly 6. he wants to pay a global to gain "
      "3 life after the dmg lands. is he dead or not?");
  REQUIRE(after.report);
  CHECK(after.report->values.at("game.winner") == "p1");
  // Said with no order: no outcome is stated.
  const Answer unsaid = testing::ask_dm(
      "Can gaining 3 life save a player on 6 life while an unblocked 6A/5D Thor hits them?");
  CHECK_FALSE(unsaid.report);
}

TEST_CASE("dm life gain: whose, and not when damage is told as well", "[ask][situation]") {
  // The passive says whose after the verb.
  const Answer mine = testing::ask_dm(
      "5 life was gained by me off an ability while I was at 17. Then my Cyclops (3A/3D) went "
      "unblocked against my opponent, who was at 10. Both life totals?");
  REQUIRE(mine.report);
  CHECK(mine.report->values.at("p1.life") == "20");
  CHECK(mine.report->values.at("p2.life") == "7");
  // Near miss: damage dealt to the opponent first is more than a gain; the
  // gain alone would rule on the asker's life.
  const Answer dealt = testing::ask_dm(
      "My opponent is at 2 life and my action die deals 2 damage to him. Then he uses a Global "
      "to gain 3 life. Is it over?");
  CHECK_FALSE(dealt.report);
  // "gives" without the unit is no life gained.
  CHECK_FALSE(testing::ask_dm("I'm at 17 and my Global gives me 2 dice. Life after?").report);
}

TEST_CASE("dm life gain: 'gains me 5 life', 'my opponent had 1' is a life", "[ask][situation]") {
  const Reading me = testing::first_reading(
      "I was at 17 and used an ability that gains me 4 life. What is my life now?", "dm");
  CHECK(me.action == "gain-life");
  CHECK(me.fact("effect", "amount") == "4");
  CHECK(me.fact("p1", "life") == "17");
  const Reading both = testing::first_reading(
      "I had 3 life and my opponent had 2. A Global deals 3 damage to each player. Who wins?",
      "dm");
  CHECK(both.action == "damage-players");
  CHECK(both.fact("p1", "life") == "3");
  CHECK(both.fact("p2", "life") == "2");
  // Near miss: "had 1 attacker blocked" counts dice, no life.
  const Answer count = testing::ask_dm(
      "an action deals 2 damage to each player. I'm at 3 life; my opponent had 1 attacker "
      "blocked earlier. who wins?");
  CHECK(count.reading.action != "damage-players");
}

TEST_CASE("dm life gain: 'My life is 18', 'Life 17.', 'gained me 4' with life said before",
          "[ask][situation]") {
  const Reading is = testing::first_reading(
      "My life is 18 and an ability make me gain 4 life. What is my life now?", "dm");
  CHECK(is.action == "gain-life");
  CHECK(is.fact("p1", "life") == "18");
  const Reading me = testing::first_reading(
      "I was sitting at 18 life when I resolved an effect that gained me 4. What is my life?",
      "dm");
  CHECK(me.fact("effect", "amount") == "4");
  // Near miss: no life said anywhere, "gained me 4" is no life gained.
  CHECK(testing::first_reading("An effect gained me 4. I have 3 dice in my bag.", "dm").action !=
        "gain-life");
}

TEST_CASE("dm life gain: another's gain beside the asker's life, or a gain denied, is not read",
          "[ask][situation]") {
  CHECK(testing::first_reading(
            "My life is 10. My opponent's ability makes them gain 4 life. What's my life?", "dm")
            .action != "gain-life");
  CHECK(testing::first_reading("My life is 18 and an ability would make me gain 4 life, but "
                               "Mephisto says I can't gain life. Life?",
                               "dm")
            .action != "gain-life");
  // Near miss: one player told in the third person is the gainer.
  CHECK(testing::first_reading("A player with 18 life resolves an effect that gains them 4 life. "
                               "What is that player's life total afterwards?",
                               "dm")
            .action == "gain-life");
}

TEST_CASE("dm life gain: 'Me 18, gain 4', table talk's life after 'me'", "[ask][situation]") {
  const Answer a = testing::ask_dm("My life after? Me 18, gain 4");
  REQUIRE(a.report);
  CHECK(a.report->values.at("p1.life") == "20");
  // Near miss: the other player gains: no gain of mine.
  CHECK(testing::first_reading("Life? Me 18, opp gains 4", "dm").action != "gain-life");
  // "Me 18, opp 12" reads both lives.
  const Reading both =
      testing::first_reading("Me 18, opp 12. My 3A/3D attacks unblocked. Opp life?", "dm");
  CHECK(both.fact("p1", "life") == "18");
  CHECK(both.fact("p2", "life") == "12");
}
