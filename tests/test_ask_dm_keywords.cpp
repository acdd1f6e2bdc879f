// Dice Masters keywords a question names that turn on what happened
// earlier in the turn: Strike, for the one Character die fielded alone.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE(
    "dm Strike: fielded alone this turn, it gets +2A, +2D and Overcrush, unsaid, no "
    "outcome, 'strike first' is the verb",
    "[ask][situation]") {
  const Answer alone = testing::ask_dm(
      "I field only one character this turn, an Elektra die with Strike that is 2A/2D at level 1. "
      "She attacks and is blocked by a Hand Ninja (1A/2D). My opponent is at 20. Life after?");
  REQUIRE(alone.report);
  CHECK(alone.report->values.at("attacker.a") == "4");
  CHECK(alone.report->values.at("p2.life") == "18");
  // Unsaid whether it was fielded alone: the outcome turns on it.
  CHECK_FALSE(
      testing::ask_dm("Elektra (strike, 2A/2D) attacks, a 1/2 blocks. opp 20, life?").report);
  // Another die fielded too: whether Strike applies is not read, so no
  // outcome is stated.
  CHECK_FALSE(testing::ask_dm("This turn I fielded Elektra (Strike, 2A/2D) and also fielded a "
                              "Sidekick. Elektra attacks and a 1A/2D blocks. Opponent at 20. Life "
                              "after?")
                  .report);
  // "strike first" is Fast's talk, not the keyword.
  const Answer fast = testing::ask_dm(
      "My 3A/2D with Fast attacks and a 2A/3D blocks. Does mine get to strike first? Is the "
      "blocker KO'd?");
  CHECK(fast.reading.fact("attacker", "strike").empty());
}

TEST_CASE("dm keywords no reading takes (Attune, Amplify) are named and no outcome is stated",
          "[ask][situation]") {
  const Answer attune = testing::ask_dm(
      "strange 2a/3d attune in field. use action die 2 dmg to opp (10 life). then strange swings "
      "unblocked. opp life?");
  CHECK_FALSE(attune.report);
  REQUIRE_FALSE(attune.reading.left_out.empty());
  CHECK(attune.reading.left_out.front() == "'attune'");
  // Even said in a die's brackets, whose words a mention takes.
  CHECK_FALSE(
      testing::ask_dm("Iron Fist (2A/2D, Amplify) attacks and a 2A/3D blocks. KO'd?").report);
  // Near miss: a keyword the reading takes is simulated.
  CHECK(testing::ask_dm("Iron Fist (2A/2D, Fast) attacks and a 2A/3D blocks. KO'd?").report);
}

TEST_CASE("dm Strike: only the verb of fielding this turn says the die was fielded alone",
          "[ask][situation]") {
  // The zone, another player's field, a turn before: Strike left out.
  for (const std::string q : {
           "Elektra (Strike, 2A/2D) is the only character die in my field. She attacks and a 1A/2D "
           "blocks. opp 20",
           "I fielded only Elektra (Strike, 2A/2D) last turn. She attacks and a 1A/2D blocks. opp "
           "20",
           "I fielded only Elektra (Strike, 2A/2D). She attacks and a 1A/2D blocks. opp 20",
       }) {
    INFO(q);
    const Answer a = testing::ask_dm(q);
    CHECK(a.reading.fact("attacker", "fielded-alone").empty());
    CHECK_FALSE(a.report);
  }
  // A Strike on another attacker than the first is left out.
  CHECK_FALSE(testing::ask_dm(
                  "My Hulk (6A/6D) and Elektra (Strike, 2A/2D) attack, unblocked. opp 20, life?")
                  .report);
  // "Would Strike apply to her?": the keyword, not the verb.
  const Answer apply = testing::ask_dm(
      "I fielded only Elektra (Strike, 2A/2D) this turn. She attacks and a 1A/2D blocks. Would "
      "Strike apply to her? opp 20");
  CHECK(apply.reading.fact("attacker", "strike") == "true");
}

TEST_CASE("dm Infiltrate used on the one unblocked attacker is that die's keyword",
          "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "What's my opponent's life if I use Infiltrate on my unblocked Kitty Pryde (2A/4D)? He was "
      "at 9.");
  REQUIRE(a.report);
  CHECK(a.reading.fact("attacker", "infiltrate") == "true");
  CHECK(a.report->values.at("p2.life") == "8");
  // Near miss: with a blocker, no Infiltrate to use.
  CHECK(testing::ask_dm("I use Infiltrate on my Kitty Pryde (2A/4D), but his 1A/1D blocks her.")
            .reading.fact("attacker", "infiltrate")
            .empty());
}

TEST_CASE("dm keywords: a Regenerate roll that 'came up on a character face', or a face further on",
          "[ask][situation]") {
  const Reading came = testing::first_reading(
      "I blocked his Hulk (6A/5D, Overcrush) with my Wolverine (2A/4D, Regenerate). Wolverine got "
      "KO'd, I rolled him for Regenerate and he came up on a character face.",
      "dm");
  CHECK(came.fact("blocker", "roll") == "character");
  const Reading far = testing::first_reading(
      "Her She-Hulk (4A/4D) attacks, my Man-Thing (2A/3D, Regenerate) blocks and is KO'd, and the "
      "Regenerate roll I just made for Man-Thing is sitting on its shield energy face.",
      "dm");
  CHECK(far.fact("blocker", "roll") == "energy");
  const Reading level = testing::first_reading(
      "Wolverine (level 1, 3A/3D, Regenerate) attacks and Sabretooth (4A/5D) blocks. Wolverine is "
      "KO'd, so I roll him for Regenerate and it comes up on his level 2 character face.",
      "dm");
  CHECK(level.fact("attacker", "roll-level") == "2");
  // Near miss: an energy word far on with no face named is not the roll.
  const Reading none = testing::first_reading(
      "My Wolverine (2A/4D, Regenerate) blocks his Hulk (6A/5D) and is KO'd; I roll it for "
      "Regenerate while my opponent pays a bolt energy for a Global.",
      "dm");
  CHECK(none.fact("blocker", "roll") != "energy");
}
