// A split of the attacker's damage told without naming the dice, the
// turn's end said of another player's turn, and the roll to go first.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/reading.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

namespace {

Reading read(const std::string& q) {
  return testing::first_reading(q, "dm");
}

}  // namespace

TEST_CASE("dm split: 'N on each', 'split N and M', 'N to one and M to the other'",
          "[ask][situation]") {
  const Reading each = read("my 6/6 gets double blocked by a 1/3 and a 2/4. i put 3 dmg on each");
  CHECK(each.fact("split", "blocker") == "3");
  CHECK(each.fact("split", "blocker2") == "3");
  const Reading pair =
      read("their 4/4 is blocked by my 1/2 and my 2/3. they split the damage 1 and 3.");
  CHECK(pair.fact("split", "blocker") == "1");
  CHECK(pair.fact("split", "blocker2") == "3");
  const Reading alike = read("my 5/5 is blocked by two 1/3s. i do 2 to one and 3 to the other.");
  CHECK(alike.fact("split", "blocker") == "2");
  CHECK(alike.fact("split", "blocker2") == "3");
  // Unlike blockers: which got which is not said, so no split is read.
  const Reading unlike =
      read("my 5/5 is blocked by a 1/3 and a 2/2. i do 2 to one and 3 to the other.");
  CHECK_FALSE(unlike.has("split"));
  // "3 and 2 to ..." names where each goes: not a split in order here.
  const Reading named = read("my 5/5 is blocked by a 1/3 and a 2/2. i split 3 and 2 to the 2/2.");
  CHECK(named.fact("split", "blocker") != "3");
}

TEST_CASE("dm split: a split among the blockers of the second attacker is its damage",
          "[ask][situation]") {
  // Two Sidekicks block Storm, the second attacker; all 4 of hers on the
  // first: the second Sidekick takes none.
  const Answer a = testing::ask_dm(
      "Wolverine 3A/3D + Storm 4A/3D attack, opp at 10. Two sidekicks (1A/1D) block Storm, all 4 "
      "on the first one. Opp life? 2nd sidekick KO'd?");
  REQUIRE(a.report);
  CHECK(a.report->values.at("blocker.ko") == "true");
  CHECK(a.report->values.at("blocker2.ko") == "false");
  CHECK(a.report->values.at("p2.life") == "7");
  // Near miss: one attacker, the same split.
  const Answer one =
      testing::ask_dm("My 4A/3D is blocked by two 1A/1D sidekicks. I put all 4 on the first one.");
  REQUIRE(one.report);
  CHECK(one.report->values.at("blocker2.ko") == "false");
}

TEST_CASE("dm turn end: 'the end of their turn', 'survive the turn'", "[ask][situation]") {
  CHECK(read("their 2/2 with immortal attacks unblocked. where is it at the end of their turn?")
            .fact("turn", "to-end") == "true");
  CHECK(read("my 6/6 blocks a 1/4 deadly attacker. does my 6/6 survive the turn?")
            .fact("turn", "to-end") == "true");
  CHECK(read("my 6/6 blocks a 1/4 deadly attacker. does my 6/6 survive?")
            .fact("turn", "to-end")
            .empty());
}

TEST_CASE("dm turn end: 'once my turn is cleaned up'", "[ask][situation]") {
  CHECK(read("I attack with Storm 3A/4D, unblocked, opponent at 17. Where is Storm once my turn "
             "is cleaned up?")
            .fact("turn", "to-end") == "true");
  // Near misses: "cleared up" of something else; damage cleared from a
  // die, no "up", tells no turn's end.
  CHECK(read("I attack with Storm 3A/4D, unblocked, opponent at 17. That cleared up my "
             "confusion. Life after?")
            .fact("turn", "to-end")
            .empty());
  CHECK(read("I attack with Storm 3A/4D, blocked by a 2A/5D. Is the damage cleared from it?")
            .fact("turn", "to-end")
            .empty());
}

TEST_CASE("dm turn end: 'I won the roll' is no roll of the dice drawn", "[ask][situation]") {
  const Reading won = read(
      "I won the roll and I'm going first. My bag has my 8 Sidekick dice. How many dice end up "
      "in my Prep Area?");
  CHECK(won.action == "draw");
  CHECK(won.fact("turn", "roll").empty());
  const Reading after = read(
      "going first with 8 sidekicks in the bag. after I draw and roll, how many are in my "
      "reserve pool?");
  CHECK(after.fact("turn", "roll") == "true");
}

TEST_CASE("dm split: 'to the first blocker and 3 to the second' is no third blocker",
          "[ask][situation]") {
  const Reading r = read(
      "My 6A/3D is blocked by a 1A/2D and a 1A/3D. I assign 2 damage to the first blocker and 4 "
      "to the second.");
  CHECK_FALSE(r.has("blocker3"));
  CHECK(r.fact("split", "blocker") == "2");
  CHECK(r.fact("split", "blocker2") == "4");
}

TEST_CASE("dm split: 'assigned N damage to each blocker' of 'the same attacking Hulk'",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Spider-Man (level 2, 3A/4D) and Iron Man (level 3, 4A/5D) both blocked the same attacking "
      "Hulk (level 3, 8A/6D), and the Hulk's player assigned 4 damage to each blocker. What gets "
      "KO'd?",
      "dm");
  // "the same attacking Hulk" describes the Hulk: the two before it block.
  CHECK(r.fact("attacker", "a") == "8");
  CHECK(r.fact("blocker2", "d") == "5");
  CHECK(r.fact("split", "blocker") == "4");
  CHECK(r.fact("split", "blocker2") == "4");
  // The 4 is assigned, not damage already on the Hulk.
  CHECK(r.fact("attacker", "damage").empty());
}

TEST_CASE("dm split: 'all 4 dmg on Wolverine' said with no verb", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Thor 4/4 atk, double blocked by Wolverine 3/3 then SK 1/1. all 4 dmg on Wolverine. who "
      "dies?",
      "dm");
  CHECK(r.fact("split", "blocker") == "4");
  CHECK(testing::first_reading("Cap 2/6 Iron Will atk, blocked by Wolverine 3/3 + Cyclops 3/2. "
                               "Cap's 2 dmg on Cyclops. Cap dies?",
                               "dm")
            .fact("split", "blocker2") == "2");
  // Near miss: "all 4 of them attack" is no split.
  CHECK(
      testing::first_reading("all 4 of my 1/1 sidekicks attack. opp at 10 blocks none. life?", "dm")
          .fact("split", "blocker")
          .empty());
}

TEST_CASE("dm split: all of it 'on one Goblin' of two is on the first of them",
          "[ask][situation]") {
  Reading r = testing::first_reading(
      "Iron Man (3A/4D) attacks and my opponent blocks with two Goblin dice, each 2A/1D. I put all "
      "3 damage on one Goblin. Does Iron Man survive?",
      "dm");
  CHECK(r.fact("split", "blocker") == "3");
  CHECK(r.fact("split", "blocker2").empty());
  CHECK_FALSE(r.has("blocker3"));
  r = testing::first_reading(
      "Thor (4 attack, 4 defense) is blocked by two 1A/1D Sidekick dice, and the attacking player "
      "puts all 4 damage on one Sidekick and none on the other. Which Sidekicks are KO'd?",
      "dm");
  CHECK(r.fact("split", "blocker") == "4");
  CHECK_FALSE(r.has("blocker3"));
  // Near miss: "2 on one Sidekick and 1 on the other" still splits both.
  r = testing::first_reading(
      "My opponent attacks me with Iron Man at 3A/2D. I block him with two of my Sidekick dice, "
      "each 1A/1D, and he puts 2 damage on one Sidekick and 1 on the other. Do both die?",
      "dm");
  CHECK_FALSE(r.has("blocker3"));
}

TEST_CASE("dm split: 'N damage to X and M damage to Y' names each blocker, by its stats",
          "[ask][situation]") {
  // The second amount is sent on to the die after "to", not a value of the
  // first; the blockers, listed after a count, are found by their stats.
  Reading r = testing::first_reading(
      "My 6A/6D attacker is blocked by two of my opponent's dice: a 2A/4D and a 3A/3D. I assign 2 "
      "damage to the 2A/4D and 4 damage to the 3A/3D. What happens to each blocker?",
      "dm");
  CHECK(r.fact("split", "blocker") == "2");
  CHECK(r.fact("split", "blocker2") == "4");
  CHECK(r.fact("blocker", "damage").empty());
  for (const std::string& w : r.unused()) CHECK((w != "damage" && w != "4"));
  // "teh" is "the": the die told before, not one more.
  r = testing::first_reading(
      "my 6/6 got double blocked by a 2/4 and a 3/3. i put 2 on the 2/4 and 4 on teh 3/3. who dies",
      "dm");
  CHECK_FALSE(r.has("blocker3"));
  CHECK(r.fact("split", "blocker2") == "4");
  // Near miss: damage with no "to" after it is on the die.
  r = testing::first_reading("my 6/6 is blocked by a 2/4 and a 3/3 with 1 damage. who dies", "dm");
  CHECK(r.fact("blocker2", "damage") == "1");
}

TEST_CASE("dm split: an amount before its verb ('went to', 'was assigned to')",
          "[ask][situation]") {
  Reading r = testing::first_reading(
      "Two blockers, a 2A/4D and a 3A/3D, were assigned to my 6A/6D attacker. 2 of my damage went "
      "to the 2A/4D and the other 4 went to the 3A/3D. Which blockers are KO'd?",
      "dm");
  CHECK(r.fact("split", "blocker") == "2");
  CHECK(r.fact("split", "blocker2") == "4");
  r = testing::first_reading(
      "Two blockers were thrown in front of my 8A/5D: a 2A/3D and a 1A/2D. 3 damage was assigned "
      "to the 2A/3D and 5 to the 1A/2D. Who survives?",
      "dm");
  CHECK(r.fact("split", "blocker") == "3");
  CHECK(r.fact("blocker2", "damage").empty());
  // Near miss: a die that went to a zone is no split.
  r = testing::first_reading(
      "my hulk 5/5 went to the prep area after 2 blockers, a 2/3 and a 3/3, blocked it", "dm");
  CHECK_FALSE(r.has("split"));
}

TEST_CASE("dm split: the amount an assigning verb reads is not damage already on a die",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My 4A/5D Iron Will attacker got double-blocked by a 3A/2D and a 2A/3D. I split 2 damage to "
      "the 3A/2D and 2 to the 2A/3D.",
      "dm");
  CHECK(r.fact("blocker2", "damage").empty());
  CHECK(r.fact("blocker", "damage").empty());
  // Near miss: damage said on a die with no assigning verb is on it.
  const Reading on =
      testing::first_reading("My 4A/5D attacker got blocked by a 2A/3D with 2 damage on it.", "dm");
  CHECK(on.fact("blocker", "damage") == "2");
}

TEST_CASE("dm split: 'I gave 3 to Wonder Girl and 2 to Aqualad' shares the damage",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Storm attacked (5A/4D), he double blocked with Wonder Girl (2A/3D) and Aqualad (1A/2D). I "
      "gave 3 to Wonder Girl and 2 to Aqualad.",
      "dm");
  CHECK(r.fact("split", "blocker") == "3");
  CHECK(r.fact("split", "blocker2") == "2");
  // Near miss: "gave him +2A" is a modifier, no split.
  const Reading pump = testing::first_reading(
      "Storm (5A/4D) attacked and Wonder Girl (2A/3D) blocked. I gave Storm +2A.", "dm");
  CHECK_FALSE(pump.has("split"));
}

TEST_CASE("dm split: 'give N damage to X, M damage to Y', 'divide', a colon's list of blockers",
          "[ask][situation]") {
  const Reading give = read(
      "My Thor is 6A and 5D, he attacks. They block him with Rogue 3A/4D and Gambit 2A/3D. I give "
      "4 damage to Rogue, 2 damage to Gambit. Who is KO'd?");
  CHECK(give.fact("split", "blocker") == "4");
  CHECK(give.fact("split", "blocker2") == "2");
  CHECK(give.fact("blocker2", "damage").empty());
  const Reading divide = read(
      "Thor 6A/5D attacks. Opponent blocks with two dice: Rogue 3A/4D and Gambit 2A/3D. I divide "
      "3 damage to Rogue and 3 damage to Gambit. Who is KO'd?");
  CHECK(divide.fact("split", "blocker") == "3");
  CHECK(divide.fact("split", "blocker2") == "3");
  // Near miss: "I give Rogue all 6" names the die first, then the amount.
  const Reading first =
      read("Thor 6A/5D attacks, Rogue 3A/4D and Gambit 2A/3D block. I give Rogue all 6 damage.");
  CHECK(first.fact("split", "blocker") == "6");
}

TEST_CASE("dm split: 'I split 2 damage on Loki' is the split's, not damage on Loki",
          "[ask][situation]") {
  const Reading r = read(
      "Thor (6A/5D) attacks and is double blocked by Loki (2A/4D) and "
      "Abomination (2A/4D). I split 2 damage on Loki, 4 on Abomination.");
  CHECK(r.fact("split", "blocker") == "2");
  CHECK(r.fact("split", "blocker2") == "4");
  CHECK(r.fact("blocker", "damage").empty());
  // Near miss: damage already on a blocker, told apart from the split.
  const Reading on = read(
      "Thor (6A/5D) attacks and is blocked by Loki (2A/4D), who has 2 damage "
      "on him.");
  CHECK(on.fact("blocker", "damage") == "2");
}

TEST_CASE("dm split: \"all 4 of Thor's damage is assigned to Magneto\"", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "A Thor die (4A/4D) attacks and is blocked first by a Loki die (2A/3D) and then by a Magneto "
      "die (3A/4D), and all 4 of Thor's damage is assigned to Magneto. Where does Loki end up?",
      "dm");
  CHECK(r.fact("split", "blocker2") == "4");
  CHECK(r.fact("split", "blocker").empty());
}

TEST_CASE("dm split: a chat message of bare pairs, '2 on toad, 1 on mystique'",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "[17:55] Yara: beast 3A/5D attacks | [17:56] Zed: mystique 2A/3D and toad 3A/2D block | "
      "[17:57] Yara: 2 on toad, 1 on mystique | [17:58] Yara: where does everyone go?",
      "dm");
  CHECK(r.fact("split", "blocker") == "1");
  CHECK(r.fact("split", "blocker2") == "2");
  // Near miss: the same pairs before any block is told are damage already
  // on the dice.
  const Reading on = testing::first_reading(
      "[17:55] Yara: damage so far | [17:56] Yara: 2 on toad, 1 on mystique | [17:57] Yara: beast "
      "3A/5D attacks | [17:58] Zed: mystique 2A/3D and toad 3A/2D block",
      "dm");
  CHECK_FALSE(on.has("split"));
}

TEST_CASE("dm split: 'I've declared 2 damage to Toad and 1 to Mystique'", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My Beast die (3A/5D) is blocked by Mystique on 2A/3D and Toad on 3A/2D. I've declared 2 "
      "damage to Toad and 1 to Mystique.",
      "dm");
  CHECK(r.fact("blocker", "a") == "2");
  CHECK(r.fact("blocker2", "a") == "3");
  CHECK(r.fact("split", "blocker") == "1");
  CHECK(r.fact("split", "blocker2") == "2");
}

TEST_CASE("dm turn end: a learner's 'when my turn is finish'", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "I attack with Hela 3A/3D, not blocked. She have 14 life. When my turn is finish, where is "
      "Hela?",
      "dm");
  CHECK(r.fact("turn", "to-end") == "true");
  // Near miss: "when my turn is first" says nothing of its end.
  const Reading before = testing::first_reading(
      "I attack with Hela 3A/3D, not blocked. She have 14 life. When my turn is first, where is "
      "Hela?",
      "dm");
  CHECK(before.fact("turn", "to-end").empty());
}
