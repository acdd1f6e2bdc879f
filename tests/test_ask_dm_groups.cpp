// Dice Masters dice told as a group: "2 thor dice 2a/2d", "two Human Torch
// dice (2A/2D each) whose card says '...'", "both swing", and dice of a
// named card that sit out the fight ("2 nick fury dice out"). The group's
// stats and text are each die's; a named group is not the other dice
// named after it.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("dm groups: stats right after a counted name are each die's", "[ask][situation]") {
  for (const std::string q : {
           "2 thor dice 2a/2d attack. opp at 10 doesnt block. life?",
           "2 thor dice, 2a/2d, attack. opp at 10 doesnt block. life?",
           "two thor 2a/2d attack, opp at 10 doesnt block. life?",
       }) {
    INFO(q);
    const Answer a = testing::ask_dm(q);
    CHECK(a.reading.fact("attacker2", "a") == "2");
    CHECK_FALSE(a.reading.has("blocker"));
    REQUIRE(a.report);
    CHECK(a.report->values.at("p2.life") == "6");
  }
  // Near miss: a list after the group gives each die its own.
  const Answer listed =
      testing::ask_dm("two attackers 3A/3D and 2A/2D, opp at 10 doesnt block. life?");
  REQUIRE(listed.report);
  CHECK(listed.report->values.at("p2.life") == "5");
}

TEST_CASE("dm groups: 'both' before the verb is the group", "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "2 bullseye dice 2a/2d, 'when this die attacks deal 1 dmg to target opponent'. both swing, "
      "opp at 10 blocks one w/ sidekick 1a/1d. opp life after?");
  CHECK(a.reading.fact("attacker", "a") == "2");
  CHECK(a.reading.fact("attacker2", "a") == "2");
  CHECK(a.reading.fact("blocker", "a") == "1");
  // The card text said right after the group is on both dice.
  CHECK_FALSE(a.reading.fact("attacker", "ability").empty());
  CHECK_FALSE(a.reading.fact("attacker2", "ability").empty());
  REQUIRE(a.report);
  CHECK(a.report->values.at("p2.life") == "6");
}

TEST_CASE("dm groups: card text said of a group with 'whose card says'", "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "I have two Human Torch dice (2A/2D each) whose card says 'When this die attacks, deal 1 "
      "damage to target opponent.' Both attack, and my opponent, at 12 life, blocks neither. What "
      "is my opponent's life total after combat?");
  CHECK_FALSE(a.reading.fact("attacker", "ability").empty());
  CHECK_FALSE(a.reading.fact("attacker2", "ability").empty());
  REQUIRE(a.report);
  CHECK(a.report->values.at("p2.life") == "6");
  // Near miss: one die described, then the text: only that die's.
  const Answer one = testing::ask_dm(
      "my 2/2 bullseye, 'when this die attacks deal 1 dmg to target opponent', and my 3/3 thor "
      "swing. opp at 10 doesnt block. life?");
  CHECK(one.reading.fact("attacker2", "ability").empty());
}

TEST_CASE("dm groups: a named group is not the dice named after it", "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "2 nick fury dice out ('while active, sidekick dice get +1A'). swing 2 sidekicks 1a/1d "
      "unblocked. opp at 9, life after?");
  // The Sidekicks attack; the Nick Fury dice's text is not theirs.
  CHECK(a.reading.fact("attacker", "a") == "1");
  CHECK(a.reading.fact("attacker2", "a") == "1");
  CHECK(a.reading.fact("attacker", "ability").empty());
  // Two dice of a card in the field sit out the fight, each of them, and
  // their text is theirs: it applies once however many are active.
  const Answer field = testing::ask_dm(
      "I have two Nick Fury dice in my field with 'while active, your other character dice get "
      "+1A'. I attack with a 2/3 die unblocked, opp at 10. life after?");
  CHECK(field.reading.has("p1-die"));
  CHECK_FALSE(field.reading.has("blocker"));
  REQUIRE(field.report);
  CHECK(field.report->values.at("p2.life") == "7");
  // Near miss: a group with no name of its own sums up the dice after it.
  const Answer summed =
      testing::ask_dm("two fast dice fight: a 3A/3D attacker blocked by a 2A/2D. who dies?");
  CHECK(summed.reading.fact("attacker", "fast") == "true");
  CHECK(summed.reading.fact("blocker", "fast") == "true");
}

TEST_CASE("dm groups: a group that ends a list of dice is more of its dice", "[ask][situation]") {
  // "Storm 2/3 and two sidekicks" attack: three attackers, the Sidekicks'
  // stats not told, so no outcome is stated over them.
  const Answer a = testing::ask_dm(
      "opp at 3, I attack with storm 2/3 and two sidekicks. he blocks storm w/ cyclops 3/4. "
      "storm dies?");
  CHECK(a.reading.has("attacker2"));
  CHECK(a.reading.has("attacker3"));
  CHECK_FALSE(a.report);
  // Opening the list: "2 sidekicks and a 3A/3D Cyclops" are three dice, the
  // Cyclops none of the Sidekicks.
  const Answer opening =
      testing::ask_dm("I attack with 2 sidekicks and a 3A/3D Cyclops. No blocks. Opp at 10.");
  CHECK(opening.reading.has("attacker3"));
  CHECK_FALSE(opening.report);
  // Near miss: the group's own stats after it ("three Sidekick dice, each
  // 1A/1D") are its dice's.
  const Answer each = testing::ask_dm("I attack with three Sidekick dice, each 1A/1D. No blocks.");
  CHECK(each.reading.fact("attacker3", "a") == "1");
  // Near miss: the group named first still sums up the dice after it.
  const Answer summed = testing::ask_dm(
      "two fast dice fight: a 3A/3D attacker blocked by a 2A/2D, and a 1A/1D watches. who dies?");
  CHECK(summed.reading.fact("attacker", "fast") == "true");
}

TEST_CASE("dm groups: 'two Sidekick dice - each 1A/1D - attack' is two attackers",
          "[ask][situation]") {
  for (const char* q : {"Two Sidekick dice, each 1A/1D, attack unblocked; my opponent is at 5 "
                        "life. Life after?",
                        "Two Sidekick dice (each 1A/1D) attack, unblocked; my opponent is at 5 "
                        "life. Life after?"}) {
    const Reading r = testing::first_reading(q, "dm");
    CHECK(r.fact("attacker", "a") == "1");
    CHECK(r.fact("attacker2", "a") == "1");
    CHECK_FALSE(r.has("blocker"));
  }
  // Near miss: the group after "block with" blocks.
  const Reading block = testing::first_reading(
      "My Hulk (6A/6D) attacks and they block with two Sidekick dice, each 1A/1D. Where do they "
      "go?",
      "dm");
  CHECK(block.fact("blocker", "a") == "1");
  CHECK(block.fact("blocker2", "a") == "1");
  CHECK_FALSE(block.has("attacker2"));
}
