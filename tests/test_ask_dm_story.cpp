// Dice Masters told as a story or a pasted board: a die that goes "into the
// Attack Zone" attacks; one that holds back "without blocking", or a player
// who "didn't block at all", leaves no die blocking; amounts shared out with
// no verb ("2 into Taskmaster and 2 into Crossbones") are the split.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/notation.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

namespace {
Reading dm(const std::string& q) {
  return testing::first_reading(q, "dm");
}
}  // namespace

TEST_CASE("dm story: 'into the Attack Zone' attacks, 'without blocking' holds back",
          "[ask][situation]") {
  const Reading r =
      dm("My Hulk die, sitting at level 2 (4A, 5D), roared into the Attack Zone, and my rival's "
         "Loki die (2A/2D) slunk back without blocking. My opponent had 14 life. How much life do "
         "they have now?");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK_FALSE(r.has("blocker"));
  CHECK_FALSE(r.has("attacker2"));
  CHECK(r.fact("p2-die", "a") == "2");
  // "Both" before the story's verb: the two dice told attack.
  const Reading both =
      dm("Storm (level 3: 5A/4D) stood beside Gambit (level 2: 3A/2D). Both swept into the Attack "
         "Zone, and my opponent, at 17 life, left them unblocked. Their life?");
  CHECK(both.fact("attacker2", "a") == "3");
  CHECK_FALSE(both.has("blocker"));
  // Near miss: the place said with no story verb and three dice told.
  const Reading three =
      dm("I have Storm 3A/4D, Thor 4A/4D and Hulk 5A/3D. Both went into the Attack Zone. Their "
         "life?");
  CHECK_FALSE(three.has("attacker3"));
}

TEST_CASE("dm story: 'both attacking' after 'Two attackers', and 'didn't block at all'",
          "[ask][situation]") {
  const Reading r =
      dm("Two attackers and my opponent didn't block either. Storm 5A/4D, level 3. Gambit 3A/2D, "
         "level 2. Both mine, both attacking, my opponent (17 life) declares no blockers. Their "
         "life?");
  CHECK(r.fact("attacker2", "a") == "3");
  CHECK_FALSE(r.has("blocker"));
  // "at all" closes the verb: the die after the comma is not its object.
  const Reading at_all = dm(
      "My opponent didn't block at all, Loki just sat there. I attacked with my Hulk die (4A/5D). "
      "Opponent at 14 life, they have a Loki die (2A/2D) in their Field Zone.");
  CHECK_FALSE(at_all.has("attacker2"));
  CHECK_FALSE(at_all.has("blocker"));
  CHECK(at_all.fact("p2-die", "d") == "2");
  // Near miss: "they" with what they have told as a stat is no player's.
  const Reading stat = dm("My Hulk 5A/4D is blocked by their Loki 2A/3D. They have 2 damage.");
  CHECK(stat.has("blocker"));
}

TEST_CASE("dm story: amounts shared out with no verb, '2 into X and 2 into Y'",
          "[ask][situation]") {
  const Reading r =
      dm("My Black Widow die (4A/4D) attacks; Taskmaster (2A/2D) and Crossbones (2A/3D) both "
         "blocked her. I carved her 4 damage evenly, 2 into Taskmaster and 2 into Crossbones. How "
         "much damage does Crossbones have?");
  CHECK(r.facts.at("split").at("blocker2") == "2");
  CHECK(r.fact("blocker2", "damage").empty());
  // Near misses: one amount is no split; a die's stats "into" a blocker is
  // an attack.
  const Reading one = dm("My Thor 4A/4D attacks. Their Loki 2A/3D blocks, 2 into Loki.");
  CHECK(one.facts.count("split") == 0);
  const Reading into = dm("My 5A/3D into their 2A/2D. What happens?");
  CHECK(into.fact("blocker", "d") == "2");
}

TEST_CASE("dm story: on review, 'they have Fast' is the dice's, damage already on dice is no split",
          "[ask][situation]") {
  const Reading fast =
      dm("My Hulk 5A/2D attacks. My opponent blocks with two 1A/1D sidekicks; they have Fast. What "
         "happens?");
  CHECK(fast.fact("blocker", "fast") == "true");
  const Reading on =
      dm("Already damaged: 2 on Taskmaster and 3 on Crossbones. My Hulk 5A/4D attacks; Taskmaster "
         "2A/5D and Crossbones 2A/6D both block. Who is KO'd?");
  CHECK(on.facts.count("split") == 0);
  // "put 2 into Hulk" with no damage said is no split told.
  const Reading put =
      dm("I put 2 into Hulk and 1 into Thor via globals. Hulk 5A/4D attacks; Loki 2A/6D blocks.");
  CHECK(put.fact("attacker", "damage").empty());
}

TEST_CASE("dm story: 'attacks as 7A/6D' gives the stats to the die that attacks",
          "[ask][situation]") {
  const Reading r =
      dm("My Juggernaut die has Overcrush (trample, for the MTG crowd) and attacks as 7A/6D. A "
         "Beast die "
         "(2A/5D) blocks. Opponent is on 20 life. Their life?");
  CHECK(r.fact("attacker", "a") == "7");
  CHECK(r.fact("attacker", "overcrush") == "true");
  CHECK_FALSE(r.has("blocker2"));
  const Reading it =
      dm("My Quicksilver die has Fast. It attacks as 3A/1D. An Ogre die (5A/3D) blocks it.");
  CHECK(it.fact("attacker", "d") == "1");
  // Near miss: a die with stats of its own keeps them.
  const Reading own = dm("My Thor 4A/4D attacks as 3A/3D after a Global. Loki 2A/2D blocks.");
  CHECK(own.fact("attacker", "a") == "4");
}

TEST_CASE("dm story: 'showing 5A/4D, so 5 attack' says the die's value again", "[ask][situation]") {
  const Reading r =
      dm("My Cyclops die (think creature) attacks, it's on level 2 showing 5A/4D, so 5 attack. My "
         "opponent has no blockers declared, and their life total is 16. Their life?");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK_FALSE(r.has("blocker"));
  // Near miss: another value after "so" is another die's.
  const Reading other = dm("My Cyclops 5A/4D attacks, so 3 attack blocks it. Their life?");
  CHECK(other.has("blocker"));
}

TEST_CASE("dm story: on review, a die said not to attack sits the combat out", "[ask][situation]") {
  const Reading r =
      dm("My 4A/4D Wolverine won't attack. My 2A/2D sidekick attacks, unblocked. Opponent at 3 "
         "life.");
  CHECK(r.fact("attacker", "a") == "2");
  CHECK_FALSE(r.has("blocker"));
  CHECK(r.fact("p1-die", "a") == "4");
}
