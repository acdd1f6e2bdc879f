// Attack events read from a player's words: a card played "to deal 8
// damage" or with its amount after its name, the event's overkill said of
// "it", its damage apart from damage someone has; a thwart event, then the
// hero's own basic thwart.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/reading.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("mc events: a card played 'to deal 8 damage' or '8 dmg' is an event",
          "[ask][situation]") {
  for (const char* q :
       {"spidey ready, plays swinging web kick 8 dmg -> rhino (14hp, 3 dmg). rhino dmg after? "
        "spidey exhausted?",
        "Spider-Man, hero form, ready. Rhino has 14 HP and 3 damage. I play Swinging Web Kick to "
        "deal 8 damage to Rhino. Is Spider-Man exhausted?"}) {
    const Reading r = testing::first_reading(q, "mc");
    CHECK(r.action == "attack-event");
    CHECK(r.fact("event", "damage") == "8");
  }
  // Near misses: the hero played, then an attack told apart.
  CHECK(testing::first_reading("I play Spider-Man. He attacks Rhino for 3 damage.", "mc").action ==
        "player-attack");
  CHECK(testing::first_reading("I play Hawkeye and he attacks Rhino for 2 damage.", "mc").action !=
        "attack-event");
  CHECK(testing::first_reading("Villain phase, I play solo Spider-Woman in hero form with 1 "
                               "damage. Crossbones (ATK 3) attacks me and I don't defend.",
                               "mc")
            .action != "attack-event");
  CHECK(testing::first_reading("Spider-Man has 10 hit points and 1 damage. I play First Aid on "
                               "him to heal 2 damage.",
                               "mc")
            .action != "attack-event");
}

TEST_CASE("mc events: the event's overkill said with 'it', a damage of someone unnamed",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "I am Hulk with 2 damage. I play the attack event Gamma Slam, it do 7 damage and have "
      "overkill, to Gamma Brute (minion, 4 HP, 1 damage on it, Retaliate 1). Abomination the "
      "villain have 1 damage. Gamma Brute is defeated?",
      "mc");
  CHECK(r.action == "attack-event");
  CHECK(r.fact("event", "overkill") == "true");
  CHECK(r.fact("villain", "damage") == "1");
  CHECK(r.left_out.empty());
  // Damage told of a name the reader does not know: no outcome over it, and
  // not a second instance of the event's damage.
  const Answer a = testing::ask_mc(
      "Hulk (2 damage on him) plays Gamma Slam, an attack event dealing 7 damage with overkill, "
      "at a Gamma Brute (4 hit points, 1 damage already, retaliate 1); Abomination has 1 damage. "
      "How much damage is on Abomination?");
  CHECK(a.reading.fact("event", "damage") == "7");
  CHECK_FALSE(a.reading.left_out.empty());
}

TEST_CASE("mc events: the event's damage, not a damage said before a full stop or in brackets",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "spider-woman 11hp 2 dmg. attack event 3 dmg on vulture (minion 5hp 0 dmg, retaliate 2). "
      "vulture dmg? sw dmg after?",
      "mc");
  CHECK(r.fact("event", "damage") == "3");
  CHECK(r.fact("hero", "damage") == "2");
  // Near miss: two instances said are two.
  CHECK(testing::first_reading("Spider-Man plays an attack event that deals 3 damage, then 3 "
                               "damage again, to Rhino.",
                               "mc")
            .fact("event", "damage") == "3,3");
}

TEST_CASE("mc events: a thwart event, then the hero's own basic thwart, both run in order",
          "[ask][situation]") {
  for (const std::string q : {
           "If the main scheme has 8 threat and there are no side schemes, and Captain Marvel "
           "plays a For Justice! event that removes 3 threat from it and then uses her basic "
           "thwart (THW 2) on it, how much threat is left, and is she exhausted at the end?",
           "main at 8 threat, no side schemes. carol plays for justice! (removes 3) on main, "
           "then basic thw 2. threat left? exhausted?",
       }) {
    INFO(q);
    const Answer a = testing::ask_mc(q);
    REQUIRE(a.report);
    CHECK(a.report->values.at("main.threat") == "3");
    CHECK(a.report->values.at("hero.exhausted") == "true");
  }
  // Near miss: the thwart told before the event is not run; no outcome is
  // stated without it.
  CHECK_FALSE(testing::ask_mc("Spider-Man thwarts the main scheme (THW 1), then I play a thwart "
                              "event that removes 2 threat. The main scheme had 6. Threat?")
                  .report);
  // "no side schemes" makes none.
  CHECK_FALSE(testing::first_reading("The main scheme has 8 threat and there are no side "
                                     "schemes. Captain Marvel (THW 2) thwarts. Threat left?",
                                     "mc")
                  .has("side"));
}

TEST_CASE("mc events: threat a card removes that no stage read states no outcome",
          "[ask][situation]") {
  const Answer a = testing::ask_mc(
      "Main scheme at 8 threat. Carol uses an ability that removes 3, then basic thwarts with THW "
      "2. Threat left?");
  CHECK_FALSE(a.report);
}

TEST_CASE("mc events: the guard minion an attack event targets is its target", "[ask][situation]") {
  const Answer a = testing::ask_mc(
      "The minion Armored Guard (guard, 3 hit points, 1 damage on it) is engaged with Player A. "
      "Player A, as Ironheart, plays an attack event that deals 6 damage and has overkill, "
      "targeting Armored Guard. The villain, Crossbones, has 5 damage on him. Please rule on: "
      "whether Armored Guard is defeated and the total damage on Crossbones.");
  CHECK(a.reading.fact("attack", "target") == "minion");
  REQUIRE(a.report);
  CHECK(a.report->values.at("minion.defeated") == "true");
  CHECK(a.report->values.at("villain.damage") == "9");
  // Near miss: aimed at the villain, the guard stops it.
  const Reading villain = testing::first_reading(
      "A Hydra Soldier (guard, 3 hit points) is engaged with me. I play an attack event that deals "
      "6 damage, targeting the villain Crossbones. Can I?",
      "mc");
  CHECK(villain.fact("attack", "target") != "minion");
}

TEST_CASE("mc events: 'no overkill' and 'without overkill' said of an attack event deny it",
          "[ask][situation]") {
  for (const std::string q : {
           "Spider-Man play an attack event that deal 4 damage, without overkill, to the minion "
           "Shocker, which have 3 hit points and 1 damage already. Rhino have 4 damage. How many "
           "damage Rhino have?",
           "I played an attack event at the Shocker minion (3 hit points, 1 damage): 4 damage, no "
           "overkill. Rhino has 4 damage. How much damage is on Rhino?",
       }) {
    INFO(q);
    const Reading r = testing::first_reading(q, "mc");
    CHECK(r.action == "attack-event");
    CHECK(r.fact("event", "overkill").empty());
  }
  // Near miss: with overkill said, the event has it.
  const Reading r = testing::first_reading(
      "I played an attack event at the Shocker minion (3 hit points, 1 damage): 4 damage with "
      "overkill. Rhino has 4 damage. How much damage is on Rhino?",
      "mc");
  CHECK(r.fact("event", "overkill") == "true");
}

TEST_CASE(
    "mc events: 'grizzly is a minion' makes a name the vocabulary calls a villain that minion",
    "[ask][situation]") {
  const Reading r = testing::first_reading(
      "i basic attack grizzly, ATK 2. grizzly is a minion, 3 hp, no damage, retaliate 1. how much "
      "damage is on grizzly?",
      "mc");
  CHECK(r.fact("attack", "target") == "minion");
  CHECK(r.fact("minion", "hp") == "3");
  CHECK_FALSE(r.has("villain"));
  // Near miss: "and is the minion defeated?" makes no word before it a minion.
  const Reading q = testing::first_reading(
      "A minion with ATK 2 and 3 hit points attacks my hero. My hero has DEF 2 and retaliate 1, "
      "and he defends. Does he take damage, and is the minion defeated?",
      "mc");
  CHECK(q.fact("hero", "retaliate") == "1");
}

TEST_CASE("mc events: an event's damage is not damage on a minion said to have none",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "On the table: Magneto's villain card with 2 damage on his dial, the Blob minion with 4 hit "
      "points, no damage tokens and a tough status card on it, and the attack event Storm just "
      "played at Blob: 5 damage, overkill. How much damage is on Blob now?",
      "mc");
  CHECK(r.action == "attack-event");
  CHECK(r.fact("event", "damage") == "5");
  CHECK(r.fact("minion", "damage").empty());
  // Near miss: damage told on the minion, with no "no damage", stays.
  const Reading d = testing::first_reading(
      "The Blob minion has 6 hit points and 5 damage on it. Storm plays an attack event at Blob "
      "for 5 damage. Is Blob defeated?",
      "mc");
  CHECK(d.fact("minion", "damage") == "5");
}
