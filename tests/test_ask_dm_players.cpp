// The players of a Dice Masters question as a judge names them ("the Active
// player", "the Inactive player"), and the dice a player has in play that
// sit the combat out ("a Loki die that does not block"); who blocks and who
// attacks when a verb says who KOs whom.
#include <catch2/catch.hpp>
#include <tuple>

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

TEST_CASE("dm players: the Active player is p1 and the Inactive player p2", "[ask][situation]") {
  const Reading r = read(
      "The Active player attacks with Thor (3A/4D) and the Inactive player blocks with a 2A/2D "
      "Goblin. The Active player is at 12 Life and the Inactive player at 9 Life.");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("blocker", "a") == "2");
  CHECK(r.fact("p1", "life") == "12");
  CHECK(r.fact("p2", "life") == "9");
}

TEST_CASE("dm players: a die that does not block sits the combat out", "[ask][situation]") {
  const std::string q =
      "The Inactive player controls an active Loki die (Villains affiliation, Retaliation) that "
      "does not block, and blocks the Active player's Thor (3A/4D) with a Villains Green Goblin "
      "die (2A/2D). The Active player is at 12 Life.";
  const Reading r = read(q);
  // The player blocks, with the Goblin; Thor is what is blocked.
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("blocker", "a") == "2");
  CHECK(r.fact("blocker", "affiliation") == "villains");
  CHECK_FALSE(r.has("attacker2"));
  CHECK(r.fact("p1", "life") == "12");
  // Loki stays in its player's field, where its Retaliation still works
  // when the Goblin, a Villains die, is KO'd (dm:retaliation).
  const Answer a = testing::ask_dm(q);
  REQUIRE(a.report);
  CHECK(a.report->values.at("blocker.zone") == "prep");
  CHECK(a.report->values.at("p1.life") == "11");
}

TEST_CASE("dm players: a blocker that KOs keeps blocking, and what it KOs attacks",
          "[ask][situation]") {
  const Reading kills =
      read("bullseye 2/1 deadly swings, cap 2/3 w fast + iron will blocks and kills him first");
  CHECK(kills.fact("attacker", "d") == "1");
  CHECK(kills.fact("attacker", "deadly") == "true");
  CHECK(kills.fact("blocker", "fast") == "true");
  const Reading kos = read("A 5A/6D Hulk blocks and KOs a Deadly 1A/3D Black Mamba");
  CHECK(kos.fact("attacker", "a") == "1");
  CHECK(kos.fact("blocker", "a") == "5");
}

TEST_CASE("dm players: 'who has both Fast and Iron Will' is said of the die before it",
          "[ask][situation]") {
  const Reading r = read(
      "I attack with Bullseye (2A/1D), who has Deadly. My opponent blocks him with Captain "
      "America (2A/3D), who has both Fast and Iron Will.");
  CHECK(r.fact("attacker", "deadly") == "true");
  CHECK(r.fact("attacker", "fast").empty());
  CHECK(r.fact("blocker", "fast") == "true");
  CHECK(r.fact("blocker", "iron-will") == "true");
  CHECK(r.fact("blocker", "deadly").empty());
}

TEST_CASE("dm players: 'Colossus, who has Iron Will and is 4A/5D' is one die", "[ask][situation]") {
  const Reading r = read(
      "I swing with Hulk (6A/6D) and my opponent blocks with Colossus, who has Iron Will and is "
      "4A/5D.");
  CHECK(r.fact("attacker", "a") == "6");
  CHECK(r.fact("attacker", "iron-will").empty());
  CHECK(r.fact("blocker", "d") == "5");
  CHECK(r.fact("blocker", "iron-will") == "true");
  CHECK_FALSE(r.has("attacker2"));
  // "does he die to 6 dmg?": the damage that would KO him, not on him.
  const Reading asked =
      read("hulk 6a/6d blocked by colossus 4a/5d iron will. does he die to 6 dmg?");
  CHECK(asked.fact("blocker", "damage").empty());
  // "who has Deadly and is only 1A/2D", "has Fast but is only 2A/2D": one
  // die too.
  const Reading only = read(
      "I attacked with Captain America (4A/6D) and my opponent blocked with Viper, who has Deadly "
      "and is only 1A/2D.");
  CHECK(only.fact("blocker", "a") == "1");
  CHECK(only.fact("blocker", "deadly") == "true");
  CHECK_FALSE(only.has("attacker2"));
  const Reading but =
      read("My Quicksilver has Fast but is only 2A/2D. Colossus (3A/4D) blocks him.");
  CHECK(but.fact("attacker", "a") == "2");
  CHECK(but.fact("attacker", "fast") == "true");
  CHECK_FALSE(but.has("blocker2"));
  // "is 5 attack but only 2 defense": the other stat of the same die; not
  // past "and a", another die's.
  const Reading but_only = read(
      "My Juggernaut is 5 attack but only 2 defense, with Overcrush. Their Cyclops (3/3) blocked "
      "him.");
  CHECK(but_only.fact("attacker", "d") == "2");
  CHECK(but_only.fact("blocker", "a") == "3");
  const Reading and_a = read("My Hulk is 5A and a 2D Loki blocks him.");
  CHECK(and_a.fact("attacker", "d").empty());
  CHECK(and_a.fact("blocker", "d") == "2");
  // "his own Sidekick, also 1A/1D": the same die's stats.
  const Reading also = read(
      "I sent a lone Sidekick (1A/1D) in, and my opponent blocked it with his own Sidekick, also "
      "1A/1D. He's at 20 life.");
  CHECK(also.fact("blocker", "d") == "1");
  CHECK_FALSE(also.has("blocker2"));
  // Near miss: "but" before another die's stats is that die's.
  const Reading other = read("My Quicksilver 2A/2D has Fast but Colossus 3A/4D blocks him anyway.");
  CHECK(other.fact("blocker", "a") == "3");
}

TEST_CASE("dm players: table talk for a block ('w', 'chump', 'is the only blocker of')",
          "[ask][situation]") {
  for (const char* q : {
           "spidey 3a/3d attacks, opp at 15 blocks w doom 2a/4d",
           "spidey 3a/3d attacks me, i chump w/ a doom 2a/4d",
           "spidey 3a/3d atacks, they chump block w a doom 2a/4d",
           "A Doom die (2A/4D) is the only blocker of a Spidey die (3A/3D).",
       }) {
    INFO(q);
    const Reading r = read(q);
    CHECK(r.fact("attacker", "a") == "3");
    CHECK(r.fact("blocker", "d") == "4");
    CHECK_FALSE(r.has("attacker2"));
  }
  // The die it blocks with, said again, is not what it blocks.
  const Reading again =
      read("hulk 6a/6d attacks, i block w cap 2a/5d iron will, no dmg on cap yet this turn");
  CHECK(again.fact("attacker", "a") == "6");
  CHECK(again.fact("blocker", "iron-will") == "true");
}

TEST_CASE("dm players: 'two of my Sidekick dice' are two dice", "[ask][situation]") {
  const Reading r = read(
      "My opponent attacks me with Iron Man at 3A/2D. I block him with two of my Sidekick dice, "
      "each 1A/1D.");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("blocker", "a") == "1");
  CHECK(r.fact("blocker2", "d") == "1");
}

TEST_CASE("dm players: 'swinging w A, B and C' attacks with all three", "[ask][situation]") {
  const Reading r = read(
      "swinging w hulk 5a/5d, iron man 3a/3d and a sidekick 1a/1d. opp on 14, only blocks hulk "
      "with jugg 4a/6d");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("attacker2", "a") == "3");
  CHECK(r.fact("attacker3", "a") == "1");
  CHECK(r.fact("blocker", "a") == "4");
  CHECK(r.fact("p2", "life") == "14");
}

TEST_CASE("dm players: 'his lvl 2 face' is the face a Regenerate roll shows, not a die",
          "[ask][situation]") {
  const Reading r = read(
      "beast 5/4 attacks, wolvie 2/3 w regen blocks and dies, regen roll shows his lvl 2 face");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("blocker", "regenerate") == "true");
  CHECK(r.fact("blocker", "roll-level") == "2");
  CHECK_FALSE(r.has("attacker2"));
  CHECK_FALSE(r.has("blocker2"));
}

TEST_CASE("dm players: near misses of this session's rules (an independent review's questions)",
          "[ask][situation]") {
  // Sent to the Prep Area by a KO: where the KO puts it, not a removal.
  const Reading ko = read(
      "i attack w thor 6a/4d, opp blocks with hulk 5a/5d. thor gets KO'd and sent to my prep "
      "area. is hulk KO'd too?");
  CHECK(ko.fact("attacker", "removed").empty());
  // "to attack and used a Global": no zone.
  const Reading used = read(
      "I send Thor 5A/5D to attack and used a mask global for +2A on him. Opp blocks with Hulk "
      "3A/6D.");
  CHECK(used.fact("attacker", "removed").empty());
  CHECK(used.fact("attacker", "modify") == "+2a");
  // "both have Fast and Overcrush": the two dice told before, not the blocker.
  const Reading both = read(
      "I attack with Hulk 5A/5D and Thor 6A/4D, both have Fast and Overcrush. My opponent blocks "
      "Hulk with a 1A/1D Sidekick.");
  CHECK(both.fact("attacker", "overcrush") == "true");
  CHECK(both.fact("attacker2", "overcrush") == "true");
  CHECK(both.fact("blocker", "overcrush").empty());
  // "both block an Overcrush Juggernaut": the keyword opens the attacker's description.
  const Reading opens =
      read("Cyclops (2A/2D) and Iceman (1A/3D) both block an Overcrush Juggernaut showing 7A/5D.");
  CHECK(opens.fact("attacker", "overcrush") == "true");
  CHECK(opens.fact("blocker", "overcrush").empty());
  // A list of three after "with" all attack.
  const Reading three = read(
      "i attack with hulk 5a/5d, iron man 3a/3d and a sidekick 2a/2d. opp has 10 life and no "
      "blockers.");
  CHECK(three.fact("attacker3", "a") == "2");
  CHECK_FALSE(three.has("blocker"));
}

TEST_CASE("dm players: 'my blocking Sidekick 1A/1D vs their attacker' blocks", "[ask][situation]") {
  const Reading r = read(
      "after blockers are declared i use a global that gives target character die +1D on my "
      "blocking sidekick 1a/1d vs their 2a/1d attacker");
  CHECK(r.fact("attacker", "a") == "2");
  CHECK(r.fact("blocker", "a") == "1");
  CHECK(r.fact("blocker", "modify") == "+1d");
  CHECK_FALSE(r.has("attacker2"));
}

TEST_CASE("dm players: a life said with a verb or in brackets is the player's",
          "[ask][situation]") {
  CHECK(read("hulk 6a/4d w overcrush, blocked by hawkeye 2a/2d. opp was 15, life after?")
            .fact("p2", "life") == "15");
  CHECK(read("iron man 4A + hulk 3A attack, opp (15) blocks hulk w/ 1/4 hydra agent. life left?")
            .fact("p2", "life") == "15");
  CHECK(read("unblocked hulk 5 attack 3 defense - opp goes from 12 to what?").fact("p2", "life") ==
        "12");
  CHECK(read("A 6A/6D Hulk blocked by a 2A/2D. The Inactive player's Life total was 11.")
            .fact("p2", "life") == "11");
  // Where it goes, a count of damage or energy, and a die's numbers are no life.
  CHECK(read("unblocked hulk 5 attack - opp goes to 12?").fact("p2", "life").empty());
  CHECK(read("my 5A attacker is unblocked and the opponent was dealt 2 damage earlier")
            .fact("p2", "life")
            .empty());
}

TEST_CASE("dm names: a short form, one word of a name, a name before 'blocks'",
          "[ask][situation]") {
  const Reading zap = read(
      "main step i zap wolverine 2a/3d w/ power bolt action die for 1 dmg. then cyclops 2a/3d "
      "attacks n wolvie blocks. wolvie dead? cyclops?");
  CHECK(zap.fact("blocker", "d") == "3");
  CHECK(zap.fact("blocker", "damage") == "1");
  CHECK(zap.fact("attacker", "damage").empty());
  const Reading luke = read(
      "pinged luke cage (iron will 2a/4d) for 1 w/ power bolt in main step. then sabretooth 3a/3d "
      "attacks n luke blocks. luke ko'd?");
  CHECK(luke.fact("blocker", "d") == "4");
  CHECK(luke.fact("blocker", "iron-will") == "true");
  CHECK_FALSE(luke.has("blocker2"));
  // How a die blocks is not who blocks.
  const Reading doubled = read("hulk 6/5 dbl blocked by widow 2/3 + sidekick 1/1, i split 4 and 2");
  CHECK(doubled.fact("attacker", "a") == "6");
}

TEST_CASE("dm: damage an action die deals before combat is on the die it is dealt to",
          "[ask][situation]") {
  const Reading r = read(
      "During the Main Step, the active player uses an Action die dealing 1 damage to the "
      "opponent's Wolverine (2A/3D). In the Attack Step, Cyclops (2A/3D) attacks and is blocked by "
      "that Wolverine. Is Wolverine KO'd?");
  CHECK(r.fact("blocker", "damage") == "1");
  CHECK(r.fact("attacker", "damage").empty());
}

TEST_CASE(
    "dm players: 'blocks only Iron Man, using Cap', damage put 'on sidekick', "
    "'chump-blocks', 'after blockers'",
    "[ask][situation]") {
  const Reading only = read(
      "Two attackers are declared by the active player: Hulk (3A/4D) and Iron Man (4A/3D). The "
      "inactive player, at 12 life, blocks only Iron Man, using Captain America (2A/5D).");
  CHECK(only.fact("blocker", "d") == "5");
  CHECK(only.fact("blocker", "blocks") == "attacker2");
  const Reading put = read(
      "hulk 8a/6d overcrush, double blocked by thug 2a/3d n sidekick 1a/1d. i put 3 on thug 1 on "
      "sidekick, rest tramples. opp at 10");
  CHECK(put.fact("split", "blocker2") == "1");
  CHECK_FALSE(put.has("blocker3"));
  const Reading chump = read(
      "My Hulk (5A/5D, Overcrush) attacks and my opponent, at 7 life, chump-blocks with a Sidekick "
      "(1A/1D). After blockers, I pass.");
  CHECK(chump.fact("blocker", "d") == "1");
  CHECK_FALSE(chump.has("attacker2"));
  CHECK_FALSE(chump.has("blocker2"));
}

TEST_CASE("dm players: Retaliation turns on affiliations said, and says so when one is not",
          "[ask][situation]") {
  const Reading said = read(
      "I'm at 12 life. I attack with a 4A/5D die and my opponent blocks with a 2A/2D Villains die, "
      "which is KO'd. He also has an active Villains character with Retaliation in his field that "
      "isn't in combat.");
  CHECK(said.fact("p2-die", "affiliation") == "villains");
  CHECK(said.left_out.empty());
  const Reading unsaid = read(
      "opp has cap w/ retaliation active. their hawkeye 1A/2D (avengers too) blocks my thor 4A and "
      "dies. do i take dmg from retaliation?");
  CHECK_FALSE(unsaid.left_out.empty());
}

TEST_CASE("dm players: a die called 'villain' is a Villains die, 'another' is one die more",
          "[ask][situation]") {
  const Reading r = read(
      "im at 12, my 4/5 gets blocked by his 2/2 villain which dies. he's got another villian w/ "
      "retaliation sitting in his field. do i take dmg? my life after?");
  CHECK(r.fact("blocker", "affiliation") == "villains");
  CHECK(r.fact("blocker", "retaliation").empty());
  CHECK(r.fact("p2-die", "retaliation") == "true");
  CHECK(r.fact("p2-die", "affiliation") == "villains");
  // Near miss: the same die said again, with no "another", is that die.
  const Reading again =
      read("my 4/5 gets blocked by his 2/2 villain. the villain has retaliation. my life after?");
  CHECK(again.fact("blocker", "retaliation") == "true");
  CHECK_FALSE(again.has("p2-die"));
}

TEST_CASE("dm players: 'both X and Y have Fast' gives each die the keyword", "[ask][situation]") {
  const Reading r = read(
      "Both the attacking die, Black Panther (3A/2D), and the die blocking it, Quicksilver "
      "(2A/3D), "
      "have Fast. Which of the two dice are KO'd?");
  CHECK(r.fact("attacker", "fast") == "true");
  CHECK(r.fact("blocker", "fast") == "true");
  // One die said to have it keeps it alone.
  const Reading one = read("my 3A/2D attacker is blocked by a 2A/3D that has Fast");
  CHECK(one.fact("attacker", "fast").empty());
  CHECK(one.fact("blocker", "fast") == "true");
}

TEST_CASE("dm turn: a zone's count is not read past 'n' or another zone, 'one die in the bag'",
          "[ask][turn]") {
  const Reading r =
      read("clear and draw, only 2 dice in bag n used pile is empty, im at 10 life. life after?");
  CHECK(r.fact("bag", "dice") == "2");
  CHECK(r.fact("used", "dice") == "0");
  const Reading one = read(
      "During the Clear and Draw Step, the Active player, at 10 life, has one die in their bag and "
      "two in their Used Pile.");
  CHECK(one.fact("bag", "dice") == "1");
  CHECK(one.fact("used", "dice") == "2");
  CHECK(read("the first player draws on turn one from a bag of 8 sidekicks").fact("bag", "dice") ==
        "8");
}

TEST_CASE("dm players: 'my fast guy' is the die told with Fast, 'once the turn has ended'",
          "[ask][situation]") {
  const Reading r =
      read("fast 3/2 attacks into a 5/3 blocker. does my fast guy live? blocker dead?");
  CHECK(r.fact("attacker", "fast") == "true");
  CHECK_FALSE(r.has("blocker2"));
  const Reading immortal = read(
      "I attack with a 2A/2D character die that has Immortal and my opponent, at 20 life, doesn't "
      "block it. Where is my Immortal die once my turn has ended?");
  CHECK(immortal.fact("attacker", "immortal") == "true");
  CHECK_FALSE(immortal.has("blocker"));
  CHECK(immortal.fact("turn", "to-end") == "true");
}

TEST_CASE("dm players: 'i do 1 to jugg 2 to toad' shares the attacker's damage",
          "[ask][situation]") {
  const Reading r = read(
      "colossus iron will 3a/5d, no dmg yet, attacks. jugg 3a/4d n toad 2a/2d both block. i do 1 "
      "to jugg 2 to toad. iron will save him?");
  CHECK(r.fact("split", "blocker") == "1");
  CHECK(r.fact("split", "blocker2") == "2");
}

TEST_CASE("dm players: damage asked about in a question is the combat's, not damage before",
          "[ask][situation]") {
  const Reading asked = read(
      "cap 2/4 iron will, no dmg yet this turn, blocked by just abom 5/3. 5 dmg on cap, does he "
      "die? abom die?");
  CHECK(asked.fact("attacker", "damage").empty());
  CHECK(asked.fact("attacker", "iron-will") == "true");
  // Said to be there before, it is.
  const Reading before =
      read("attacker 4/3 with 2 damage already, blocked by a 1/4. does my spidey get KO'd?");
  CHECK(before.fact("attacker", "damage") == "2");
  const Reading with = read("a 2D blocker with 1 dmg on it blocks a 3A attacker, does it die?");
  CHECK(with.fact("blocker", "damage") == "1");
}

TEST_CASE("dm players: a life set off by commas after the player is that player's",
          "[ask][situation]") {
  const Reading r = read(
      "The active player, at 12 Life, attacks with Daredevil (4A/3D), which is blocked by a "
      "Bullseye die (2A/2D).");
  CHECK(r.fact("p1", "life") == "12");
  CHECK(r.fact("p2", "life").empty());
}

TEST_CASE("dm players: the die the opponent has is theirs, so 'I' am the other player",
          "[ask][situation]") {
  const Reading r = read(
      "im on 12, daredevil 4a/3d attacks, bullseye 2a/2d (villains) blocks. opp has red skull w "
      "retaliation (villains) in field, not blocking. do i take retaliation dmg?");
  // The opponent's Red Skull sits out on the blocking side: the asker
  // attacks, and their 12 life is the active player's.
  CHECK(r.fact("p1", "life") == "12");
  CHECK(r.fact("p2-die", "retaliation") == "true");
}

TEST_CASE("dm players: the dice in the bag and Used Pile said after them", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "I'm at 10 Life and could only draw 1 of my 4 dice (bag had one die, Used Pile was empty). "
      "What is my Life total now?",
      "dm");
  CHECK(r.action == "draw");
  CHECK(r.fact("bag", "dice") == "1");
  CHECK(r.fact("used", "dice") == "0");
  CHECK(r.fact("p1", "life") == "10");
  // "5 dice in the Used Pile and an empty Prep Area": the "empty" is the
  // Prep Area's.
  CHECK(testing::first_reading("A player at 15 Life begins the Clear and Draw Step with 1 die in "
                               "the bag, 5 dice in the Used Pile and an empty Prep Area.",
                               "dm")
            .fact("used", "dice") == "5");
}

TEST_CASE("dm players: 'opp blocks' makes the one asking the attacker", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "im at 9. thor 5a/5d attacks, opp blocks w goon 2a/2d. whats my life", "dm");
  CHECK(r.fact("p1", "life") == "9");
  CHECK(r.fact("p2", "life") != "9");
  const Reading hit = testing::first_reading(
      "im at 9. opp attacks with a 5a/5d, i block w a 2a/2d. whats my life", "dm");
  CHECK(hit.fact("p2", "life") == "9");
}

TEST_CASE("dm players: the second life said with its player's word only", "[ask][situation]") {
  // "opp 2", "my opponent has 3", "the Inactive player 2": after one life
  // is said, the other player's number is theirs.
  for (const auto& [q, p1, p2] : std::vector<std::tuple<std::string, std::string, std::string>>{
           {"me 3 life opp 2, one effect does 3 dmg to both players. who wins", "3", "2"},
           {"I have 2 life and my opponent has 3. an ability deals 3 damage to each player. Who "
            "wins?",
            "2", "3"},
           {"A single ability deals 3 damage to each player; the Active player has 3 life and the "
            "Inactive player 2. What is the result?",
            "3", "2"},
       }) {
    INFO(q);
    const Answer a = testing::ask_dm(q);
    CHECK(a.reading.action == "damage-players");
    CHECK(a.reading.fact("p1", "life") == p1);
    CHECK(a.reading.fact("p2", "life") == p2);
    REQUIRE(a.report);
    CHECK(a.report->values.at("game.winner") == "tie");
  }
  // Near miss: one life and the damage, no second life: no second number
  // is taken for it.
  const Answer one =
      testing::ask_dm("I have 2 life. an ability deals 3 damage to each player. Who wins?");
  CHECK(one.reading.action != "damage-players");
}

TEST_CASE("dm players: the first turn's draw, asked by where the dice end up", "[ask][situation]") {
  for (const std::string q : {
           "goin first, 8 sidekicks in bag. first turn how many dice in prep n how many go out "
           "of play?",
           "On the first turn of the game, the player going first has 8 Sidekick dice in their "
           "bag. How many dice are placed in their Prep Area, and how many are placed Out of Play?",
       }) {
    INFO(q);
    const Answer a = testing::ask_dm(q);
    CHECK(a.reading.action == "draw");
    CHECK(a.reading.fact("turn", "first") == "true");
    REQUIRE(a.report);
    CHECK(a.report->values.at("p1.prep") == "3");
    CHECK(a.report->values.at("p1.out-of-play") == "1");
  }
  // Near miss: going first, with no bag said, is no draw.
  CHECK(testing::ask_dm("im going first, can I attack with my sidekick on the first turn?")
            .reading.action != "draw");
}

TEST_CASE("dm players: 'X blocked first and a Y joined it', after the attacker is told",
          "[ask][situation]") {
  const Reading r = read(
      "I double-blocked my opponent's 4A/4D Thor: Wolverine 3A/3D blocked first and a 1A/1D "
      "Sidekick joined it. They put all 4 damage on Wolverine and nothing on the Sidekick.");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("blocker", "a") == "3");
  CHECK(r.fact("blocker2", "a") == "1");
  CHECK_FALSE(r.has("attacker2"));
  // Near miss: with no attacker told before, "Wolverine 3/3 blocked" is a
  // die that was blocked.
  const Reading alone = read("my wolverine 3/3 blocked, then a 1/1 sidekick too. who dies?");
  CHECK(alone.fact("attacker", "a") == "3");
}

TEST_CASE("dm players: 'with A first and B second', 'is X still alive with 5 damage?'",
          "[ask][situation]") {
  const Reading r = read(
      "I'm at 16. My opponent attacked with an 8/8 Hulk with Overcrush, and I blocked with "
      "Captain America 3/3 first and Spider-Man 2/2 second. They KO both of my blockers - what's "
      "my life now and is Hulk still alive with 5 damage?");
  CHECK(r.fact("blocker", "a") == "3");
  CHECK(r.fact("blocker2", "a") == "2");
  CHECK_FALSE(r.has("attacker2"));
  // The 5 damage is asked about, not on Hulk before.
  CHECK(r.fact("attacker", "damage").empty());
  // Another clause's "has" does not make it damage there before.
  CHECK(read("My Hulk, 4 attack and 4 defense, blocked my opponent's Wolverine (3 attack, 5 "
             "defense). With my 4 it has 4 - and is my Hulk fine with 3 damage?")
            .fact("blocker", "damage")
            .empty());
  // Near miss: said as the die's state, "with 2 damage" is on it.
  CHECK(read("my 4/4 hulk with 2 damage attacks, blocked by a 2/2. does it live?")
            .fact("attacker", "damage") == "2");
}

TEST_CASE("dm players: a removal asked about is not done", "[ask][situation]") {
  CHECK(read("My Thor die has Immortal and is 3A/3D. It attacks and is blocked by a Hulk die "
             "(5A/5D). Does Immortal send Thor to my bag, or to my Prep Area?")
            .fact("attacker", "removed")
            .empty());
  // Near miss: told, it is done.
  CHECK(read("my 5/4 overcrush attacks, blocked by a 1/3. they send the blocker to the bag with "
             "an action die. damage through?")
            .fact("blocker", "removed") == "true");
}

TEST_CASE(
    "dm players: 'after my turn', 'ends the turn', damage that 'carries over' run the turn "
    "to its end",
    "[ask][situation]") {
  CHECK(read("his 1/5 blocks my 4/6, takes 4 and lives. after my turn is it still in the field?")
            .fact("turn", "to-end") == "true");
  CHECK(read("unblocked 4/3 iron man, opp at 20. IM ends the turn in used pile?")
            .fact("turn", "to-end") == "true");
  CHECK(read("wolvie 3a/3d blocked by 2a/2d thug, takes 2 dmg. does the dmg carry over?")
            .fact("turn", "to-end") == "true");
  // Near misses: a combat's excess carried over to a player, and a turn
  // named with no end.
  CHECK(read("my 6/4 (no overcrush) is chumped by a 1/1. does the extra damage carry over?")
            .fact("turn", "to-end")
            .empty());
  CHECK(read("my 6/4 is blocked by a 1/1. does the damage carry over to my opponent?")
            .fact("turn", "to-end")
            .empty());
  CHECK(read("on my turn my 4/3 is blocked by a 2/2. who dies?").fact("turn", "to-end").empty());
}

TEST_CASE("dm players: 'he was at 14' before any die is the other player's life",
          "[ask][situation]") {
  const Reading r = read(
      "What's my opponent's life after this: he was at 14 and his 2A/4D die blocked my Overcrush "
      "attacker, a 3A/5D.");
  CHECK(r.fact("p2", "life") == "14");
}

TEST_CASE("dm players: 'opp 14.' ending a sentence and 'Opp 12 with ...' are the opponent's life",
          "[ask][situation]") {
  const Reading end = testing::first_reading(
      "Thor 6A/6D blocked by Rogue (Iron Will) 2A/5D, opp 14. Rogue KO'd?", "dm");
  CHECK(end.fact("p2", "life") == "14");
  const Reading with = testing::first_reading(
      "Storm 5A/4D attacks. Opp 11 with sidekick 1A/1D + Beast 2A/4D; Beast blocks. Opp life?",
      "dm");
  CHECK(with.fact("p2", "life") == "11");
  // Near miss: "opp 2, both sidekicks, block it" counts dice.
  const Reading count = testing::first_reading(
      "my 5A/5D attacks, opp 2, both sidekicks 1A/1D, block it. who dies?", "dm");
  CHECK(count.fact("p2", "life").empty());
  // Near miss: "Opp 2 with sidekick dice" counts dice.
  CHECK(testing::first_reading("Opp 2 with sidekick dice 1A/1D block my 5A/5D. Who dies?", "dm")
            .fact("p2", "life")
            .empty());
}

TEST_CASE("dm players: a life said of 'her' or 'him' is the opponent's", "[ask][situation]") {
  for (const char* who : {"her", "him"}) {
    const Reading r = read(std::string("Round 6 against Eva, with ") + who +
                           " at 10 life. I attacked with a level 1 Rhino, 7A/3D and Overcrush, "
                           "and a level 1 Captain America, 3A/4D, blocked. Life after combat?");
    CHECK(r.fact("p2", "life") == "10");
    CHECK(r.fact("attacker", "life").empty());
  }
  // (A life said of my own die's pronoun is still no die's.)
  const Reading mine = read("My Hulk 5A/5D attacks unblocked; I hit him for 5. How much life?");
  CHECK(mine.fact("p2", "life").empty());
}

TEST_CASE("dm players: 'puts him at 0 life' is a result, not his life", "[ask][situation]") {
  const Reading r = read(
      "My opponent is at 4 life. I attack with two dice, a 3A/3D and a 4A/2D. He blocks the "
      "3A/3D with his 2A/2D die and lets the 4A/2D through, which puts him at exactly 0 life.");
  CHECK(r.fact("p2", "life") == "4");
}

TEST_CASE("dm turn: 'first' is the first turn only said of the turn", "[ask][turn]") {
  CHECK(
      read("the first player draws on turn one from a bag of 8 sidekicks").fact("turn", "first") ==
      "true");
  CHECK(read("I'm going first, 8 sidekicks in my bag. Clear and draw: how many in prep?")
            .fact("turn", "first") == "true");
  // Near miss: "first" said of something else, with "turn" elsewhere.
  CHECK(read("Start of my turn. My Reserve Pool has 1 Sidekick showing bolt, my Used Pile has 2 "
             "dice, my bag has 5 dice. I thought the bolt goes to the Used Pile first. After "
             "Clear and Draw, how many dice are in my Prep Area?")
            .fact("turn", "first")
            .empty());
}

TEST_CASE("dm players: 'doesn't block X or Y' leaves both attackers unblocked",
          "[ask][situation]") {
  const Reading r = read(
      "The defender is at 5 life and doesn't block Harley Quinn (3A) or The Joker (2A). What is "
      "the defender's life total?");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("attacker2", "a") == "2");
  CHECK_FALSE(r.has("blocker"));
  // Near miss: a die told blocking after it still blocks.
  const Reading other = read(
      "My opponent doesn't block my Harley Quinn (3A/2D), and blocks my Joker (2A/2D) with his "
      "Batman (3A/4D).");
  CHECK(other.fact("blocker", "d") == "4");
}

TEST_CASE("dm players: 'the other player' and 'the defender' are the opponent",
          "[ask][situation]") {
  const Reading r = read(
      "abomination 6a/3d with overcrush attacks and the thing 3a/2d blocks, the other player is "
      "at 15, whats their life and where do abomination and the thing end up");
  CHECK(r.fact("blocker", "d") == "2");
  CHECK(r.fact("p2", "life") == "15");
  CHECK_FALSE(r.has("attacker2"));
}

TEST_CASE("dm players: 'until end of turn' is how long an ability lasts, not the turn's end",
          "[ask][situation]") {
  for (const char* until : {"until end of turn", "until the end of the turn"}) {
    const Reading r =
        read(std::string("In my main step I pay a mask for a Global: target character "
                         "die gets +2A ") +
             until +
             ". I put it on Black Widow (3A/2D), then attack with her and they "
             "don't block. They're at 20. Their life?");
    CHECK(r.fact("turn", "to-end").empty());
  }
  // Near miss: the turn told to its end.
  CHECK(read("My Widow (3A/2D) attacks unblocked, they're at 20. Where is Widow at the end of "
             "the turn?")
            .fact("turn", "to-end") == "true");
}

TEST_CASE("dm turn: the second player's first Clear and Draw is theirs, drawing 4", "[ask][turn]") {
  for (const char* q :
       {"i'm 2nd player, my 1st turn, 8 SKs in bag. clear+draw -> prep? bag? OOP?",
        "Round 1, turn 2 against Cordelia, who won the coin flip and went first. On my very first "
        "turn I had all 8 Sidekicks in my bag. After my Clear and Draw Step, how many dice did I "
        "have in my Prep Area?",
        "going 2nd, my 1st turn. bag = 8 SK. clear+draw. prep? out of play? bag?"}) {
    const Answer a = testing::ask_dm(q);
    CHECK(a.reading.fact("turn", "second-player") == "true");
    CHECK(a.reading.fact("turn", "first").empty());
    REQUIRE(a.report);
    CHECK(a.report->values.at("p2.prep") == "4");
    CHECK(a.report->values.at("p2.out-of-play") == "0");
  }
  // Near misses: the one asking goes first.
  for (const char* q : {"going first, 8 sidekicks in bag. clear and draw: prep? OOP?",
                        "I won the roll and went first. My bag has 8 Sidekicks. After clear and "
                        "draw how many in prep?"}) {
    const Answer a = testing::ask_dm(q);
    CHECK(a.reading.fact("turn", "first") == "true");
    REQUIRE(a.report);
    CHECK(a.report->values.at("p1.prep") == "3");
  }
}

TEST_CASE("dm turn: a player told of by name who goes first is not the second player",
          "[ask][turn]") {
  const Reading r = read(
      "Jamie won the roll and goes first. On the first turn of the game, Jamie's bag holds 8 "
      "Sidekick dice. After the Clear and Draw Step, how many dice are in Jamie's Prep Area?");
  CHECK(r.fact("turn", "first") == "true");
  CHECK(r.fact("turn", "second-player").empty());
  CHECK(read("alright chat game one turn one, I'm going first, 8 dice in the bag. how many do I "
             "get in prep?")
            .fact("turn", "second-player")
            .empty());
}

TEST_CASE("dm turn: a board listed zone by zone, the count after each", "[ask][turn]") {
  const Reading r = read(
      "start of my turn: reserve 1 SK on bolt (unspent), used pile 2, bag 5. after clear+draw: "
      "prep? bag? used?");
  CHECK(r.fact("reserve", "dice") == "1");
  CHECK(r.fact("used", "dice") == "2");
  CHECK(r.fact("bag", "dice") == "5");
  const Reading labels = read(
      "Start of my turn. Reserve Pool: 1 Sidekick on fist energy. Used Pile: 4 dice. Bag: 2 dice. "
      "After Clear and Draw, how many dice are in my Prep Area?");
  CHECK(labels.fact("bag", "dice") == "2");
  CHECK(labels.fact("used", "dice") == "4");
  CHECK(labels.fact("reserve", "dice") == "1");
  // Near miss: a number after the zone that counts the next one's dice.
  const Reading next = read(
      "start of my turn i have two energy dice left in my reserve pool three dice in my used pile "
      "and six in my bag what happens in clear and draw");
  CHECK(next.fact("reserve", "dice") == "2");
  CHECK(next.fact("used", "dice") == "3");
}

TEST_CASE("dm players: 'how much life would my opponent have from 9?' starts at 9",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Hulk 5A/5D attacks and is unblocked. How much life would my opponent have from 9?", "dm");
  CHECK(r.fact("p2", "life") == "9");
  // Near miss: "he has 2 dice" is no life.
  const Reading dice = testing::first_reading(
      "Hulk 5A/5D attacks and is unblocked. My opponent has 2 dice in the field. What is his "
      "life?",
      "dm");
  CHECK(dice.fact("p2", "life") != "2");
}
