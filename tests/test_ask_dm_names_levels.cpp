// Dice Masters dice described the ways players write them: "7 attack/7
// defense", "a level 3 Overcrush Hulk", "Cap" for Captain America said
// before, "lvl2" telling the game, "is either blocker KO'd?" asking about
// the dice told, not adding one.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("dm names: a split read onto the dice named again shorter", "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "Hulk (level 2, 7 attack/7 defense) is attacking and is blocked by both "
      "Captain America (level 2, 3 attack/5 defense) and Hawkeye (level 1, 2 "
      "attack/1 defense). The attacking player splits Hulk's damage 5 to Cap and "
      "2 to Hawkeye. Is either blocker KO'd, and does Hulk stay in the field?");
  REQUIRE(a.report);
  CHECK(a.report->values.at("blocker.ko") == "true");
  CHECK(a.report->values.at("blocker2.ko") == "true");
  CHECK(a.report->values.at("attacker.damage") == "5");
  CHECK(a.report->values.count("blocker3.ko") == 0);
}

TEST_CASE("dm levels: 'a level 3 Hulk' is one die on level 3", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "How much Overcrush damage reaches the defender (20 life) when a level 3 Overcrush Hulk, 8 "
      "attack and 8 defense, is blocked by a level 1 Hawkeye (2 attack, 2 defense)?",
      "dm");
  CHECK(r.fact("attacker", "level") == "3");
  CHECK(r.fact("attacker", "a") == "8");
  CHECK(r.fact("blocker", "d") == "2");
  CHECK_FALSE(r.has("attacker2"));
  // A face rolled is not the die's level.
  const Reading roll = testing::first_reading(
      "My Wolverine die (2A/3D, Regenerate) blocks a 5A attacker and takes 5 damage. I roll him "
      "for Regenerate and get the level 2 character face. Where does he go?",
      "dm");
  CHECK(roll.fact("attacker", "level").empty());
}

TEST_CASE("dm game: a level said tells the game", "[ask][situation]") {
  const Answer a = ask(testing::test_catalog(),
                       "spidey lvl2 3/3 attacks, gets blocked by loki lvl1 4/2. who dies?", {});
  CHECK(a.reading.game == "dm");
}

TEST_CASE("dm names: 'Wolverine, Regenerate, 4A/2D, attacks' is one die, 'my own 3/3'",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Wolverine, Regenerate, 4A/2D, attacks; their Thor 3A/3D blocks.", "dm");
  CHECK(r.fact("attacker", "regenerate") == "true");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("blocker", "regenerate").empty());
  CHECK_FALSE(r.has("blocker2"));
  const Reading own = testing::first_reading(
      "their 2/3 attacks and I block it with my own 2/3 die which also has Fast.", "dm");
  CHECK(own.fact("blocker", "fast") == "true");
  CHECK_FALSE(own.has("blocker2"));
}

TEST_CASE("dm names: a Sidekick with no stats said is the printed 1A/1D", "[ask][situation]") {
  const Reading r =
      testing::first_reading("opp at 4 chumps my 7/5 with a sidekick. any dmg thru?", "dm");
  CHECK(r.fact("blocker", "a") == "1");
  CHECK(r.fact("blocker", "d") == "1");
  // Not outside combat: a bag of Sidekicks is no combat.
  const Reading draw =
      testing::first_reading("going first, turn 1, 8 sidekicks in bag. how many do i draw?", "dm");
  CHECK(draw.action != "combat");
  // The Sidekick named again is the same die; an Action die told may act
  // on it, so no stats are assumed then.
  const Reading again = testing::first_reading(
      "sidekick chump blocks a 4/3 thug. sidekick dies, thug takes 1?", "dm");
  CHECK(again.fact("blocker", "d") == "1");
  const Reading acted = testing::first_reading(
      "my 5a/5d blocked by a sidekick. after blocks i use an action die on the sidekick. opp at 7",
      "dm");
  CHECK(acted.fact("blocker", "d").empty());
}

TEST_CASE("dm names: 'their Wolverine, a 4A/2D attacker' is one die", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My 2A/3D blocks my opponent's Wolverine, a 4A/2D attacker with no keywords. Who dies?",
      "dm");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("blocker", "d") == "3");
  CHECK_FALSE(r.has("attacker2"));
}

TEST_CASE("dm names: 'on Widow' after Black Widow is named is her", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My 4A/4D attacks. They block with a Sidekick (1A/1D) and Black Widow (3A/3D). I put all 4 "
      "on Widow.",
      "dm");
  CHECK(r.fact("split", "blocker2") == "4");
  CHECK_FALSE(r.has("blocker3"));
}

TEST_CASE("dm names: 'their own Fast die, Quicksilver at 3A/3D', 'the other attacker, Beast'",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Zed (3A/3D, Fast) attacks, and the opponent blocks with their own Fast die, Quip at 3A/3D.",
      "dm");
  CHECK(r.fact("blocker", "fast") == "true");
  CHECK(r.fact("blocker", "a") == "3");
  CHECK_FALSE(r.has("attacker2"));
  const Reading other = testing::first_reading(
      "Magneto (2A/3D) blocks an attacking Wolverine (4A/3D) while the other attacker, Beast "
      "(2A/3D), goes unblocked; the defender is at 10 life.",
      "dm");
  CHECK(other.fact("attacker2", "a") == "2");
  CHECK_FALSE(other.has("attacker3"));
}

TEST_CASE("dm names: 'joker, it's 2 attack and 4 defense', 'they'd both die but fast ...'",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "my opponent attacked me with joker, it's 2 attack and 4 defense, and i blocked with my "
      "3/5.",
      "dm");
  CHECK(r.fact("attacker", "d") == "4");
  CHECK(r.fact("blocker", "d") == "5");
  CHECK_FALSE(r.has("blocker2"));
  const Reading both = testing::first_reading(
      "i attacked with widow who has fast, she's 3 attack 2 defense. he blocked with harley 4 "
      "attack 3 defense. normally they'd both die but fast means widow hits first?",
      "dm");
  CHECK(both.fact("attacker", "fast") == "true");
  CHECK(both.fact("blocker", "fast").empty());
}

TEST_CASE("dm names: the first word of a two-word name said again is that die",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "opponent attacked me with joker (4 attack 3 defense) and harley quinn (3 attack 2 "
      "defense). i'm at 10. i blocked harley with my cyclops who is 3/3 and let joker through.",
      "dm");
  CHECK(r.fact("attacker2", "a") == "3");
  CHECK(r.fact("blocker", "blocks") == "attacker2");
  CHECK_FALSE(r.has("attacker3"));
}

TEST_CASE("dm levels: 'lvl2', 'level3' glued are a level and its number", "[ask][situation]") {
  using W = std::vector<std::string>;
  CHECK(question_words("hulk lvl3 8/6", nullptr) == W{"hulk", "lvl", "3", "8/6"});
  CHECK(question_words("level2 face", nullptr) == W{"level", "2", "face"});
  // Near miss: a word that only starts with the letters stays whole.
  CHECK(question_words("levels", nullptr) == W{"levels"});
  CHECK(testing::first_reading("hulk lvl3 8/6 swings, blocked by spidey lvl2 3/4. who dies?", "dm")
            .fact("attacker", "level") == "3");
}

TEST_CASE("dm levels: 'Thor level 3 = 6A/5D', no die told before, is the die's level",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Thor level 3 = 6A/5D (level 2 = 4A/4D) attacks. Enchantress 2A/5D blocks.", "dm");
  CHECK(r.fact("attacker", "level") == "3");
  CHECK(r.fact("attacker", "level2") == "4A/4D");
  CHECK(r.fact("blocker", "a") == "2");
  // Near miss: "is" names another face of a die told before.
  const Reading face =
      testing::first_reading("Hulk 5A/4D, his level 1 is 2A/2D, attacks. Wasp 1A/2D blocks.", "dm");
  CHECK(face.fact("attacker", "level1") == "2A/2D");
  CHECK(face.fact("attacker", "level").empty());
}

TEST_CASE("dm levels: the face a die spins to, its name said short", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Wolverine lvl1 2/2 atk, Cap 3/3 blocks, spin Wolvie up to lvl2 (3/4). who dies?", "dm");
  CHECK(r.fact("attacker", "level2") == "3A/4D");
  CHECK(r.fact("attacker", "spin") == "+1");
  CHECK_FALSE(r.has("blocker2"));
}

TEST_CASE("dm levels: a card's faces listed, then the level its die is on", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "my opponent's Thor card has level 1 2A/2D, level 2 4A/4D and level 3 6A/6D. Their Thor die "
      "is at level 3 and blocks my attacking Hulk die (5A/5D). Before combat damage I spin Thor "
      "down one level. Is Thor, now 4A/4D, KO'd?",
      "dm");
  CHECK(r.fact("blocker", "a") == "6");
  CHECK(r.fact("blocker", "level") == "3");
  CHECK(r.fact("blocker", "level2") == "4A/4D");
  // "now 4A/4D", asked, is the spun face: no die of its own.
  CHECK_FALSE(r.has("blocker2"));
  // Near miss: one level with its stats is the die's level, no list.
  CHECK(testing::first_reading("my thor lvl 2 4/4 attacks, blocked by a 2/2. who dies?", "dm")
            .fact("attacker", "level") == "2");
}

TEST_CASE("dm game: a die's stats right after its name, before a verb, tell the game",
          "[ask][situation]") {
  const auto r = read_question("Hulk 4/4 atk, Spidey 2/3 blocks, Spidey gets +2D. spidey survive?",
                               testing::test_vocabulary(), "", false);
  REQUIRE_FALSE(r.empty());
  CHECK(r.front().game == "dm");
  // Near miss: hit points said the same way stay Marvel Champions'.
  const auto mc = read_question("rhino atk 3 attacks spidey (7/10 hp), no defense. dmg?",
                                testing::test_vocabulary(), "", false);
  REQUIRE_FALSE(mc.empty());
  CHECK(mc.front().game == "mc");
}

TEST_CASE("dm names: a counted name before 'dice' is the dice's name", "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "my two goblin dice 3/2 swing, nobody blocks, opponent sits at 5. game over?");
  CHECK(a.reading.fact("attacker2", "a") == "3");
  REQUIRE(a.report);
  CHECK(a.report->values.at("game.winner") == "p1");
}

TEST_CASE("dm names: a word the rulebooks use, with its stats after 'and' or 'by', names a die",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "thor 5/4 blocked by hydra agent 2/2 and ultron 3/3, i dump all 5 on ultron. thor dies?",
      "dm");
  CHECK(r.fact("blocker2", "a") == "3");
  CHECK(r.fact("split", "blocker2") == "5");
  // Near miss: a stat word before the numbers is no name.
  const Reading s =
      testing::first_reading("my 5/4 is blocked by a 2/2 and deals 3 damage to it. dies?", "dm");
  CHECK_FALSE(s.has("blocker2"));
}

TEST_CASE("dm levels: a die spun up to a level whose face is said there", "[ask][situation]") {
  // "spin it up": the die whose level was said; "(3/4)": that level's face.
  Reading r = testing::first_reading(
      "my lvl1 2/2 swings, blocked by a 3/3. i spin it up to lvl 2 (3/4) before dmg. do i win?",
      "dm");
  CHECK(r.fact("attacker", "spin") == "+1");
  CHECK(r.fact("attacker", "level2") == "3A/4D");
  CHECK_FALSE(r.has("blocker2"));
  // "where it's", and "which I then spun up".
  r = testing::first_reading(
      "My 3A/3D blocked my opponent's level 1 2A/2D attacker. He then spun it up to level 2, "
      "where it's 3A/4D, before damage. Which dice are KO'd?",
      "dm");
  CHECK(r.fact("attacker", "level2") == "3A/4D");
  r = testing::first_reading(
      "A 3A/3D blocked my level 1 2A/2D, which I then spun up to level 2 (3A/4D) before damage.",
      "dm");
  CHECK(r.fact("attacker", "spin") == "+1");
  CHECK_FALSE(r.has("blocker2"));
  // "spin the blocker down": the role said again.
  r = testing::first_reading(
      "My 4A/5D attacker is blocked by a level 3 die showing 4A/6D; its level 2 face is 3A/4D. "
      "Before combat damage I spin the blocker down one level.",
      "dm");
  CHECK(r.fact("blocker", "spin") == "-1");
  // Near miss: "spin him down" is the die whose level is above 1.
  r = testing::first_reading(
      "my lvl2 4/4 attacks, blocked by a 3/3. i spin it down to lvl 1 (2/2) before dmg.", "dm");
  CHECK(r.fact("attacker", "spin") == "-1");
  CHECK(r.fact("blocker", "spin").empty());
}

TEST_CASE("dm levels: the face a Regenerate roll shows is the Regenerate die's",
          "[ask][situation]") {
  Reading r = testing::first_reading(
      "A 2A/3D Regenerate die blocking my 5A/5D attacker was KO'd and rolled its level 2 face "
      "(3A/4D) for Regenerate. How much damage did my attacker take?",
      "dm");
  CHECK(r.fact("blocker", "level2") == "3A/4D");
  CHECK_FALSE(r.has("blocker2"));
  r = testing::first_reading(
      "my 5A/5D blocked by 2A/3D regenerate. it gets ko'd, regen roll = lvl 2 face (3A/4D). dmg on "
      "my attacker?",
      "dm");
  CHECK(r.fact("blocker", "level2") == "3A/4D");
  CHECK(r.fact("attacker", "level2").empty());
  // Near misses: a die rolled in the Roll step is no Regenerate roll, and
  // with no roll told, a level's face said after "its" is the die before it.
  r = testing::first_reading(
      "Opp has a 2A/3D with regenerate. I rolled a level 2 Hulk (6A/5D) and attack with it.", "dm");
  CHECK(r.fact("attacker", "a") == "6");
  r = testing::first_reading("my 4A/4D attacks a 3A/3D (its level 1 is 2A/2D)", "dm");
  CHECK(r.fact("blocker", "level1") == "2A/2D");
}

TEST_CASE("dm names: a sentence's first word, an aside in commas, then its verb",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Magneto, already carrying 2 damage from an Action die earlier in the turn, blocked Storm. "
      "He's 3A/4D; Storm is 2A/3D.",
      "dm");
  CHECK(r.fact("blocker", "d") == "4");
  CHECK(r.fact("blocker", "damage") == "2");
  CHECK(r.fact("attacker", "damage").empty());
  // Near miss: an aside holding a die is not about the word before it.
  const Reading word =
      testing::first_reading("Yesterday, with my 3A/3D die, I attacked and a 2A/2D blocked.", "dm");
  CHECK_FALSE(word.has("blocker2"));
  CHECK_FALSE(word.has("attacker2"));
  CHECK(word.fact("attacker", "a") == "3");
}

TEST_CASE("dm game: two dice in the A/D notation tell the game, whatever the names",
          "[ask][situation]") {
  const Answer a =
      ask(testing::test_catalog(),
          "If my Black Panther (4A/5D) is blocked by Green Lantern 2A/3D and Gambit 2A/2D, can "
          "I put all 4 of his damage on Green Lantern? Who survives, and how much damage does "
          "Panther take?",
          {});
  CHECK(a.reading.game == "dm");
  // Near miss: Marvel Champions words with no dice notation.
  const Answer mc = ask(testing::test_catalog(),
                        "Rhino attacks Black Panther (DEF 2), boost 1. How much damage?", {});
  CHECK(mc.reading.game == "mc");
  // A bare die besides the two, not a Sidekick named again: no stats assumed.
  const Reading other = testing::first_reading(
      "My sidekick blocks a 3/3 goblin. Hulk gives it +3D. Is my sidekick KO'd?", "dm");
  CHECK(other.fact("blocker", "d").empty());
}

TEST_CASE("dm names: 'Thor, he is 5A/4D', 'Wolverine attacks me, 3A/2D': the named die's stats",
          "[ask][situation]") {
  const Reading he = testing::first_reading(
      "I attack with Thor, he is 5A/4D. Opponent blocks with Captain America, 2A/4D. What "
      "happens?",
      "dm");
  CHECK(he.fact("attacker", "a") == "5");
  CHECK(he.fact("blocker", "d") == "4");
  CHECK_FALSE(he.has("blocker2"));
  // (A bare "he" needs its verb: "he blocks, 3A/3D" is not his stats.)
  const Reading acted = testing::first_reading(
      "Wolverine attacks me, 3A/2D, and I block with Cyclops 2A/3D. What happens?", "dm");
  CHECK(acted.fact("attacker", "a") == "3");
  CHECK(acted.fact("blocker", "d") == "3");
  CHECK_FALSE(acted.has("blocker2"));
  const Reading swung = testing::first_reading(
      "they swing Wolverine at me, 3A/2D, and I put Cyclops in front of it, 2A/3D. Where do the "
      "dice end up?",
      "dm");
  CHECK(swung.fact("attacker", "d") == "2");
  CHECK(swung.fact("blocker", "a") == "2");
  CHECK_FALSE(swung.has("blocker2"));
  // Near miss: "and" between the die and the player: another clause.
  const Reading other = testing::first_reading(
      "I attack with Hulk and he blocks with Thor, 3A/3D. What happens?", "dm");
  CHECK(other.fact("blocker", "a") == "3");
  CHECK(other.fact("attacker", "a").empty());
}

TEST_CASE("dm names: 'a Sidekick on its character face (1A/1D)' is that Sidekick's stats",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "I attack with a Sidekick on its character face (1A/1D). Opponent blocks with their own "
      "Sidekick (1A/1D). Where does each Sidekick go?",
      "dm");
  CHECK(r.fact("attacker", "a") == "1");
  CHECK(r.fact("blocker", "d") == "1");
  CHECK_FALSE(r.has("attacker2"));
  // Near miss: another die named after "on" is not the face.
  CHECK(testing::first_reading("I put 2 damage on Thor (4A/4D) and attack with Hulk 6A/6D.", "dm")
            .fact("attacker", "a") == "6");
}
