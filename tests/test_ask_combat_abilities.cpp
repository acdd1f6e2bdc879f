// Abilities a Dice Masters player uses during a combat, as a question tells
// them: an ability's own words name "target character die", and the die it
// is used on gets what they say; a die sent out of the field after blocks
// leaves the combat; the pronoun of a player who uses or pays is that
// player, not the die named last.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/reading.h"
#include "query/catalog.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

namespace {

const query::Catalog& catalog() {
  return testing::test_catalog();
}
const Vocabulary& vocabulary() {
  return testing::test_vocabulary();
}

Reading read(const std::string& q) {
  return read_question(q, vocabulary(), "dm").front();
}

AskOptions dm_options() {
  AskOptions o;
  o.game = "dm";
  return o;
}

}  // namespace

TEST_CASE("combat abilities: 'target character die' is the die the ability is used on",
          "[ask][situation]") {
  // Named after the quoted words...
  const Reading quoted = read(
      "I attack with Thor (3A/4D) and my opponent blocks with Captain America (2A/4D). I pay a "
      "mask for a Global ability that says 'target character die gets +1A' and target Thor.");
  CHECK(quoted.fact("attacker", "modify") == "+1a");
  CHECK(quoted.fact("blocker", "modify").empty());
  CHECK_FALSE(quoted.has("blocker2"));
  // ... or as the one chosen, with the modifier told before the words.
  const Reading chosen = read(
      "The active player pays 1 mask for a Global ability granting +2A to target character die, "
      "choosing its attacking Black Panther (3A/4D), which is blocked by Mandarin (2A/5D).");
  CHECK(chosen.fact("attacker", "modify") == "+2a");
  CHECK(chosen.fact("blocker", "modify").empty());
  // Used on the blocker, it is the blocker's.
  const Reading blocker = read(
      "My 4A/4D attacker is blocked by a 2A/5D. He pays a shield for a Global that gives target "
      "character die +2D, on his blocker.");
  CHECK(blocker.fact("blocker", "modify") == "+2d");
  CHECK(blocker.fact("attacker", "modify").empty());
}

TEST_CASE("combat abilities: damage an ability deals after blocks comes before combat damage",
          "[ask][situation]") {
  const Reading r = read(
      "I'm at 1 life. My opponent attacks with a single Sidekick (1A/1D) and I don't block. After "
      "blockers are declared I use a Global ability, 'deal 1 damage to target character die', on "
      "the attacking Sidekick.");
  CHECK(r.fact("attacker", "pinged") == "1");
  CHECK(r.fact("attacker", "damage").empty());
  // "after blockers are declared" names a step, not two blockers.
  CHECK_FALSE(r.has("blocker"));
  // The Sidekick is KO'd before combat damage: no damage gets through.
  const Answer a = ask(catalog(),
                       "I'm at 1 life. My opponent attacks with a single Sidekick (1A/1D) and I "
                       "don't block. After blockers are declared I use a Global ability, 'deal 1 "
                       "damage to target character die', on the attacking Sidekick.",
                       dm_options());
  REQUIRE(a.report);
  CHECK(a.report->values.at("attacker.zone") == "prep");
  CHECK(a.report->values.at("p2.life") == "1");
}

TEST_CASE("combat abilities: a die sent out of the field after blocks leaves the combat",
          "[ask][situation]") {
  for (const char* q : {
           "I attack with Hulk (6A/6D) and my opponent blocks with a Sidekick (1A/1D). After "
           "blockers are declared I use an Action die to send that blocking Sidekick to their "
           "Prep Area.",
           "My Hulk (6A/6D) is blocked by a 1A/1D Wolverine. I use an action die to return "
           "Wolverine to my opponent's bag.",
       }) {
    INFO(q);
    const Reading r = read(q);
    CHECK(r.fact("attacker", "a") == "6");
    CHECK(!r.fact("blocker", "removed").empty());
  }
  // Sent to the Prep Area, it goes there.
  CHECK(read("My Thor (5A/4D) is blocked by a Sidekick (1A/1D). After blocks a Global sends "
             "the Sidekick to its owner's Prep Area.")
            .fact("blocker", "removed") == "prep");
  // "he used": the player who blocked, not Storm.
  const Reading he = read(
      "I attacked with Wolverine (5A/4D) and my opponent, at 10 life, blocked with Storm (3A/3D). "
      "After blockers were declared he used a Global ability to move Storm from the field to his "
      "Prep Area. Does Wolverine now deal his 5 damage to my opponent instead?");
  CHECK(he.fact("blocker", "removed") == "prep");
  CHECK(he.fact("attacker", "removed").empty());
  // "deal his 5 damage" is what the attacker would deal, not damage on a die.
  CHECK(he.fact("blocker", "damage").empty());
  CHECK(he.fact("attacker", "damage").empty());
}

TEST_CASE("combat abilities: damage an Action die dealt in the Main Step is on the die that blocks",
          "[ask][situation]") {
  for (const char* q : {
           "In my Main Step I use a Power Blast Action die to deal 2 damage to my opponent's "
           "Colossus (2A/5D). Then I attack with Juggernaut (6A/6D, Overcrush), and Colossus "
           "blocks him.",
           "main step i blast colossus 2/5 for 2 w an action die. then jugg 6/6 overcrush "
           "attacks and colossus blocks him",
           "ping colossus 2/5 for 2 w my action die in main. then jugg 6/6 attacks n colossus "
           "blocks",
       }) {
    INFO(q);
    const Reading r = read(q);
    // Colossus, blocking, is not joined to the attacker by "and".
    CHECK(r.fact("attacker", "a") == "6");
    CHECK(r.fact("blocker", "d") == "5");
    CHECK(r.fact("blocker", "damage") == "2");
    CHECK_FALSE(r.has("attacker2"));
  }
}

TEST_CASE("combat abilities: a blocker set 'against' a die makes that die the attacker",
          "[ask][situation]") {
  const Reading r = read("Speedball blocks with Fast (3A/2D) against Quicksilver (4A/3D).");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("blocker", "a") == "3");
  CHECK(r.fact("blocker", "fast") == "true");
}

TEST_CASE("combat abilities: a blocker KO'd by an effect before damage leaves the combat",
          "[ask][situation]") {
  for (const char* q : {
           "Thor 5A/4D attacks and he blocks with a Sidekick 1A/1D; I use an action die to KO "
           "the Sidekick before damage.",
           "My Thor (5A/4D) was blocked by a Sidekick (1A/1D), and I KO'd it with a Global "
           "before combat damage.",
       }) {
    INFO(q);
    const Reading r = read(q);
    CHECK(r.fact("blocker", "removed") == "prep");
    CHECK(r.fact("attacker", "removed").empty());
  }
  // Near misses: KO'd by combat ("after damage", no effect named), or a
  // KO that is only asked about.
  CHECK(read("Thor 5A/4D attacks and he blocks with a Sidekick 1A/1D. After damage I KO the "
             "Sidekick with 5.")
            .fact("blocker", "removed")
            .empty());
  CHECK(read("Thor 5A/4D attacks and he blocks with a Sidekick 1A/1D. Does Thor KO the "
             "Sidekick?")
            .fact("blocker", "removed")
            .empty());
}

TEST_CASE("combat abilities: a KO by combat, or before any block, is no removal",
          "[ask][situation]") {
  // An effect named beside a combat KO is not what KO'd it.
  CHECK(read("My Thor (5A/2D) attacks and is blocked by Beast (2A/4D). I KO the Beast with "
             "combat damage and Thor's ability triggers.")
            .fact("blocker", "removed")
            .empty());
  // KO'd in the Main Step, before the attack: not the blocker.
  CHECK(read("During my main step I KO'd his Sidekick with an Action die. My Thor (5A/4D) then "
             "attacked and his Beast (2A/4D) blocked.")
            .fact("blocker", "removed")
            .empty());
  // After blocks (not after damage) it is one; "it" is the die named last.
  CHECK(read("My Thor (5A/4D) with Overcrush attacks and is blocked by Beast (2A/4D). After "
             "blocks I KO'd Beast with an action die.")
            .fact("blocker", "removed") == "prep");
  const Reading it = read(
      "My Thor (5A/4D) attacks and is blocked by a Sidekick (1A/1D). I use an Action die to KO "
      "it before damage.");
  CHECK(it.fact("blocker", "removed") == "prep");
  CHECK(it.fact("attacker", "removed").empty());
}

TEST_CASE(
    "combat abilities: 'he targeted Ant-Man' names the die, a +1A named for no die is "
    "left out",
    "[ask][situation]") {
  const Reading targeted = read(
      "My son attacked with Ant-Man (3A/4D) and I blocked with Vision (2A/4D). He paid 1 mask for "
      "a Global ability that says 'target character die gets +1A', and he targeted Ant-Man. Does "
      "Vision get KO'd?");
  CHECK(targeted.fact("attacker", "modify") == "+1a");
  CHECK(targeted.left_out.empty());
  const Reading none = read(
      "Ant-Man (3A/4D) attacks, Vision (2A/4D) blocks. He pays a mask for a global: target "
      "character die gets +1A. Does Vision get KO'd?");
  CHECK(none.fact("attacker", "modify").empty());
  CHECK(none.left_out.size() == 1);
  // Near miss: a modifier placed by the doubling after it is placed.
  const Reading doubled = read(
      "My opponent, on 17 life, didn't block my 3A/3D. Its attack was doubled, but before the "
      "doubling I had given it +2A with an Action die. What is the opponent's life?");
  CHECK(doubled.left_out.empty());
}
