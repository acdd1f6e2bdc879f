// Marvel Champions values the ways players list them: "(HP 15, REC 5, 2
// damage)" with the bracket's commas parting the values, "a single boost
// icon", "1 consq dmg"; "am I exhausted?" asked, not told; "nothing gives
// her overkill" denied.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/notation.h"
#include "query/ask/tokens.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("mc values: a bracket's list of values, each its own", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Jennifer Walters (alter-ego, HP 15, REC 5, 2 damage) recovers. What are her remaining "
      "hit points?",
      "mc");
  CHECK(r.fact("hero", "hp") == "15");
  CHECK(r.fact("hero", "rec") == "5");
  CHECK(r.fact("hero", "damage") == "2");
  const Reading rhino = testing::first_reading(
      "Rhino (HP 14, damaged 3, tough status) is hit by Iron Man's attack event for 5 damage.",
      "mc");
  CHECK(rhino.fact("villain", "damage") == "3");
}

TEST_CASE("mc values: 'am I exhausted?' is asked", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "I'm Jennifer Walters in alter-ego form (15 maximum hit points, REC 5) with 2 damage on "
      "me. I use my basic recover power. How many hit points do I end with, and am I exhausted?",
      "mc");
  CHECK(r.fact("hero", "exhausted").empty());
}

TEST_CASE("mc values: boost icons and consequential damage in short", "[ask][situation]") {
  const Reading klaw = testing::first_reading(
      "Undefended attack: Klaw, ATK 1 plus a boost card with a single boost icon, hits She-Hulk "
      "(HP 15, 4 damage taken earlier).",
      "mc");
  CHECK(klaw.fact("villain", "boost") == "1");
  AskOptions mc;
  mc.game = "mc";
  const Answer a = ask(testing::test_catalog(),
                       "hawkeye (atk 2, 1 consq dmg, 3hp) hits an ultron drone w retaliate 1 and "
                       "2hp. how much dmg on hawkeye",
                       mc);
  REQUIRE(a.report);
  CHECK(a.report->values.at("ally.damage") == "1");
}

TEST_CASE("mc values: 'nothing gives her overkill' says it is absent", "[ask][situation]") {
  for (const std::string q : {"nothing gives her overkill", "no card grants it overkill"}) {
    INFO(q);
    std::vector<char> breaks;
    const std::vector<std::string> words = question_words(q, &breaks);
    const std::vector<Token> t = tokenize(words, breaks, testing::test_vocabulary(), "mc");
    REQUIRE(t.back().is("keyword", "overkill"));
    CHECK(denied(t, t.size() - 1));
  }
  // ("it gives her overkill": said to be there.)
  std::vector<char> breaks;
  const std::vector<std::string> words = question_words("it gives her overkill", &breaks);
  const std::vector<Token> t = tokenize(words, breaks, testing::test_vocabulary(), "mc");
  CHECK_FALSE(denied(t, t.size() - 1));
}

TEST_CASE("mc values: a doubling said before its stat, and one only asked about",
          "[ask][situation]") {
  const Reading before = testing::first_reading(
      "A doubling effect applies to Crossbones' ATK of 2, and his boost card reveals one boost "
      "icon. Captain America (DEF 2) defends.",
      "mc");
  CHECK(before.fact("villain", "modify") == "x2atk");
  AskOptions mc;
  mc.game = "mc";
  const Answer asked = ask(testing::test_catalog(),
                           "Ultron has ATK 3 and an effect currently doubles his ATK. He attacks "
                           "Captain Marvel, who doesn't defend, and his boost card has 1 boost "
                           "icon. Is it 3 doubled plus 1, or 3 plus 1 doubled? How much damage "
                           "does Captain Marvel take?",
                           mc);
  CHECK(asked.reading.fact("villain", "modify") == "x2atk");
  CHECK(asked.unapplied.empty());
  REQUIRE(asked.report);
  CHECK(asked.report->values.at("hero.damage") == "8");
}

TEST_CASE("mc values: hit points left said against the maximum", "[ask][situation]") {
  for (const std::string q : {
           "A minion with ATK 2 attacks me and I don't defend. My hero has 14 max HP and 9 "
           "remaining.",
           "minion swings for 2 and I take it undefended. I'm at 9 hp out of 14",
       }) {
    INFO(q);
    const Reading r = testing::first_reading(q, "mc");
    CHECK(r.fact("hero", "hp") == "14");
    CHECK(r.fact("hero", "damage") == "5");
  }
  // "at 3 remaining hit points": what is left, not a bare value.
  CHECK(testing::first_reading("an undefended villain attack of 2 gets 1 boost icon and I'm at 3 "
                               "remaining hit points",
                               "mc")
            .fact("hero", "hp") == "3");
  // "down to 3 hp" said first is the speaker's; "nothing to block with" is
  // undefended.
  const Reading down = testing::first_reading(
      "down to 3 hp, villain swings for 2 + 1 boost icon and I've got nothing to block with", "mc");
  CHECK(down.fact("hero", "hp") == "3");
  CHECK(down.fact("villain", "hp").empty());
  CHECK(down.defender == "none");
}

TEST_CASE("mc values: another player's 'hero' defends", "[ask][situation]") {
  for (const std::string q : {
           "The villain attacks my hero with ATK 3 and the boost card has 1 boost icon. The other "
           "player defends with their hero, who has DEF 2 and 10 hit points with no damage.",
           "2-player: villain swings at me for 3, my friend's hero jumps in to defend (def 2, 10 "
           "hp), boost shows 1 icon.",
       }) {
    INFO(q);
    const Reading r = testing::first_reading(q, "mc");
    CHECK(r.defender == "hero2");
    CHECK(r.fact("hero2", "def") == "2");
    CHECK(r.fact("hero", "def").empty());
  }
}

TEST_CASE("mc values: a relative clause's values are the one it follows", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Rhino (ATK 2) attacks Black Panther, who has Retaliate 1. My ally with 3 hit points and no "
      "damage defends instead, and the boost card has no boost icons.",
      "mc");
  CHECK(r.fact("hero", "retaliate") == "1");
  CHECK(r.fact("ally", "retaliate").empty());
  CHECK(r.defender == "ally");
  // "I thwart with my ally Maria Hill, who has THW 2": the ally thwarts.
  const Reading thw = testing::first_reading(
      "I thwart with my ally Maria Hill, who has THW 2 with one consequential damage pip and 2 hit "
      "points (undamaged). The main scheme has 5 threat.",
      "mc");
  CHECK(thw.fact("thwart", "by") == "ally");
  CHECK(thw.fact("ally", "thw") == "2");
  // "which" is not said of "me": the minion it follows.
  const Reading which = testing::first_reading(
      "The minion engaged with me, which had been stunned, attacks my hero (9 hit points, "
      "undefended). Its ATK is 2.",
      "mc");
  CHECK(which.fact("minion", "stunned") == "true");
  CHECK(which.fact("hero", "stunned").empty());
  // Near miss: "who" is.
  const Reading who = testing::first_reading(
      "The minion (ATK 2) engaged with me, who is stunned, attacks. No defence.", "mc");
  CHECK(who.fact("minion", "stunned").empty());
}

TEST_CASE("mc values: a chump block and a 'Defender:' label are the ally's", "[ask][situation]") {
  CHECK(testing::first_reading("chump blocking an overkill villain: atk 3, boost shows 2 icons, "
                               "ally is 3hp w/ 1 dmg on it.",
                               "mc")
            .defender == "ally");
  CHECK(testing::first_reading("Villain: 3 ATK, 2 boost icons. Defender: my ally, 2 HP left (3 "
                               "max, 1 damage). Hero: 12 hit points, undamaged.",
                               "mc")
            .defender == "ally");
}

TEST_CASE("mc values: a player's stats with no one named are the hero's", "[ask][situation]") {
  const Reading r = testing::first_reading("jen recovers, rec 4, shes 8/15. hp after?", "mc");
  CHECK(r.action == "recover");
  CHECK(r.fact("hero", "rec") == "4");
  CHECK(r.fact("hero", "hp") == "15");
  CHECK(r.fact("hero", "damage") == "7");
}

TEST_CASE("mc values: damage said against the maximum, and 'already' of damage",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "rhino atk 2 w ivory horn (+1 atk), boost 2. cap blocks def 3, hes was already at 4 dmg out "
      "of 11. cap hp now?",
      "mc");
  CHECK(r.fact("hero", "damage") == "4");
  CHECK(r.fact("hero", "hp") == "11");
  // "already 4 damage" is the damage on him, not a defence done before.
  const Reading told = testing::first_reading(
      "Rhino (ATK 2) attacked me and the boost card had 2 icons. Captain America (11 hit points, "
      "already 4 damage, DEF 3) defended.",
      "mc");
  CHECK(told.defender == "hero");
  CHECK(told.fact("hero", "exhausted").empty());
}

TEST_CASE("mc values: 'final-stage Crossbones' is the villain's final stage", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Do we win? Final-stage Crossbones, 14 damage of 16, tough card on him; attacks: Captain "
      "America ATK 3, then Nick Fury ATK 2.",
      "mc");
  CHECK(r.fact("villain", "stages-after") == "0");
  CHECK(r.fact("main", "stages-after").empty());
}

TEST_CASE("mc values: a number after a verb's comma with its own stat is that stat's",
          "[ask][situation]") {
  // ("villain attacks, 3 atk, 0 boost": the 0 is the boost's, not ATK 0.)
  const Reading r = testing::first_reading(
      "villain attacks, 3 atk, 0 boost, I defend with def 3 and have tough", "mc");
  CHECK(r.fact("villain", "atk") != "0");
  CHECK(r.fact("villain", "boost") == "0");
  const Reading s = testing::first_reading(
      "last main scheme stage 9/11, rhino sch 2 schemes, 0 boost. game over?", "mc");
  CHECK(s.fact("villain", "sch") == "2");
  CHECK(s.fact("villain", "boost") == "0");
}

TEST_CASE("mc values: \"there's 5 threat on it\" is the scheme named's", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Spider-Man thwarts The Break-In! with THW 1; there's 4 threat on it. Threat left?", "mc");
  CHECK(r.fact("main", "threat") == "4");
  CHECK_FALSE(r.has("side"));
  const Reading cowl = testing::first_reading(
      "Ultron (SCH 2) schemes, boost 0. The Crimson Cowl has 3 threat. Threat after?", "mc");
  CHECK(cowl.fact("main", "threat") == "3");
}

TEST_CASE("mc values: the next stage's hit points said after a verb", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Thor hits Rhino stage I (14 HP, 13 damage) for 3. Rhino II comes out with 15 HP. What's "
      "his HP?",
      "mc");
  CHECK(r.fact("villain", "hp") == "14");
  CHECK(r.fact("villain", "next-stage-hp") == "15");
  // Said of the final stage, the hit points are the stage in play's.
  const Reading last = testing::first_reading(
      "Against Rhino II, the final stage, Thor (ATK 3) attacks Rhino II, who has 2 hit points "
      "left. Do we win?",
      "mc");
  CHECK(last.fact("villain", "next-stage-hp").empty());
}

TEST_CASE("mc values: 'its acceleration comes to 2'", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Villain phase: the main scheme has 4 threat and its acceleration comes to 2. Threat after "
      "step one?",
      "mc");
  CHECK(r.fact("main", "acceleration") == "2");
}

TEST_CASE("mc values: '+3 ATK on top of his base 2'", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Klaw gets +2 ATK on top of his base 1 and attacks me; boost 0. I don't defend.", "mc");
  CHECK(r.fact("villain", "atk") == "1");
  CHECK(r.fact("villain", "modify") == "+2atk");
  CHECK(testing::first_reading("Klaw, base atk 3, attacks me undefended, boost 1.", "mc")
            .fact("villain", "atk") == "3");
}

TEST_CASE(
    "mc values: 'exhausted?' alone after a comma, 'and is he exhausted' unpunctuated, are "
    "asked",
    "[ask][situation]") {
  CHECK(
      testing::first_reading("ms marvel thw 2 on main scheme at 5, threat after, exhausted?", "mc")
          .fact("hero", "exhausted")
          .empty());
  CHECK(testing::first_reading(
            "klaw 2 atk +1 boost into my thor, def 2, how much does thor take and is he exhausted",
            "mc")
            .fact("hero", "exhausted")
            .empty());
  // Told, unpunctuated: it stays.
  CHECK(testing::first_reading("norman osborn (ATK 2) is stunned and would attack me, what happens",
                               "mc")
            .fact("villain", "stunned") == "true");
}

TEST_CASE("mc values: a result a question puts forward is not what is on the character",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Rhino (stage II, ATK 3) attacks my She-Hulk (15 hit points, DEF 2, already 4 damage on "
      "her). I defend with She-Hulk herself and the boost card shows 1 boost icon. Is the correct "
      "result that She-Hulk takes 2 damage (ending at 6 damage, 9 hit points left)?",
      "mc");
  CHECK(r.fact("hero", "damage") == "4");
  CHECK(r.fact("hero", "hp") == "15");
  // Near miss: "its 3 threat" is what the scheme has now.
  CHECK(testing::first_reading("I'm Carol Danvers (alter-ego), so Klaw (SCH 2, confused) would "
                               "scheme. Does he discard the confused card instead, leaving the "
                               "main scheme at its 3 threat?",
                               "mc")
            .fact("main", "threat") == "3");
}

TEST_CASE("mc values: statuses a question asks would follow are not statuses now",
          "[ask][situation]") {
  // "... and stay exhausted?": asked.
  CHECK(testing::first_reading("Maria Hill (2 hit points, THW 2 with 1 consequential damage pip) "
                               "thwarts the main scheme, which has 5 threat. Does the scheme go "
                               "down to 3 and Maria Hill take 1 consequential damage and stay "
                               "exhausted?",
                               "mc")
            .fact("ally", "exhausted")
            .empty());
  // "and is he still confused and exhausted?": both asked.
  CHECK(testing::first_reading("Spider-Man, who was confused from False Alarm, exhausted to "
                               "thwart the main scheme (4 threat) with THW 1. Is that right, and "
                               "is he still confused and exhausted?",
                               "mc")
            .fact("hero", "exhausted")
            .empty());
  // Near miss: told, not asked.
  CHECK(testing::first_reading("Maria Hill (2 hp, THW 2) is exhausted and the main scheme has 5 "
                               "threat. can she thwart?",
                               "mc")
            .fact("ally", "exhausted") == "true");
}

TEST_CASE("mc values: exhausting a named character to act is the action's cost",
          "[ask][situation]") {
  // The one who paid it named between "exhausted" and "to".
  CHECK(testing::first_reading("Yesterday I exhausted my hero to basic-attack a Hydra Mercenary (5 "
                               "hit points, 1 damage) with ATK 2. How many hit points does the "
                               "minion have left?",
                               "mc")
            .fact("hero", "exhausted")
            .empty());
  CHECK(testing::first_reading("I exhausted Spider-Man to thwart the main scheme (5 threat) with "
                               "THW 2. threat left?",
                               "mc")
            .fact("hero", "exhausted")
            .empty());
  // Near misses: exhausted before, with no action it paid for.
  CHECK(testing::first_reading("My hero was exhausted to attack earlier. Can he thwart the main "
                               "scheme (5 threat) with THW 2?",
                               "mc")
            .fact("hero", "exhausted") == "true");
  CHECK(testing::first_reading("I exhausted my hero. Can he thwart the main scheme (5 threat) with "
                               "THW 2?",
                               "mc")
            .fact("hero", "exhausted") == "true");
  // The name in two words and an aside in brackets between.
  const Reading hill = testing::first_reading(
      "The main scheme was at 5 threat. I exhausted my Maria Hill ally (THW 2, 1 consequential "
      "damage pip under THW, 3 hit points, undamaged) to thwart the main scheme. threat left?",
      "mc");
  CHECK(hill.fact("hero", "exhausted").empty());
  CHECK(hill.fact("ally", "thw") == "2");
  CHECK(hill.fact("ally", "hp") == "3");
  // "was exhausted to defend against" the attack told: that defence's cost;
  // "earlier" makes it a defence before.
  CHECK(testing::first_reading("She-Hulk (DEF 2) was exhausted to defend against Rhino (ATK 2), "
                               "boost 1. damage to her?",
                               "mc")
            .fact("hero", "exhausted")
            .empty());
  CHECK(testing::first_reading("She-Hulk (DEF 2) was exhausted to defend earlier this round. Rhino "
                               "(ATK 2) attacks her, boost 1. damage?",
                               "mc")
            .fact("hero", "exhausted") == "true");
}

TEST_CASE("mc values: a hero or ally putting a status on the enemy after it", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "I'm Carol Danvers in alter-ego form so Klaw (SCH 2) schemes, but Spider-Woman had confused "
      "him earlier. main scheme at 3. threat now?",
      "mc");
  CHECK(r.fact("villain", "confused") == "true");
  CHECK(r.fact("hero", "confused").empty());
  CHECK(testing::first_reading("cap stunned klaw. klaw atk 1 attacks me, no block. dmg?", "mc")
            .fact("villain", "stunned") == "true");
  // Near miss: "she is confused" says it of her.
  CHECK(testing::first_reading("Spider-Woman is confused and thwarts with THW 2, main at 5.", "mc")
            .fact("hero", "confused") == "true");
}

TEST_CASE("mc values: 'exhausted after blocking' is what the block left", "[ask][situation]") {
  CHECK(testing::first_reading("She-Hulk ends up exhausted after blocking: she has DEF 2 and 15 "
                               "HP, and Rhino attacked at ATK 3 with a 1-icon boost. dmg?",
                               "mc")
            .fact("hero", "exhausted")
            .empty());
  CHECK(testing::first_reading("My Peter Parker is exhausted now after recovering with REC 3; "
                               "he had 1 damage on his 10 hit points. hp now?",
                               "mc")
            .fact("hero", "exhausted")
            .empty());
  // Near miss: exhausted before ("already exhausted") is a status.
  CHECK(testing::first_reading("She-Hulk is already exhausted; Rhino attacks at ATK 3 with a "
                               "1-icon boost. dmg?",
                               "mc")
            .fact("hero", "exhausted") == "true");
}

TEST_CASE("mc values: 'main was 2' is the main scheme's threat", "[ask][situation]") {
  CHECK(testing::first_reading("klaw sch 1 schemes vs peter parker, boost 2 icons, main was 4 -> ?",
                               "mc")
            .fact("main", "threat") == "4");
  // Near miss: "was" after a character is no threat.
  CHECK(testing::first_reading("cap was 5 hp from full. rhino atk 2 attacks, no block. dmg?", "mc")
            .fact("main", "threat")
            .empty());
}

TEST_CASE("mc values: a result the player puts forward to be checked is not a value now",
          "[ask][situation]") {
  Reading r = testing::first_reading(
      "Cap ended up with 2 damage and tapped, is that right? Rhino (ATK 3) got a boost card with 1 "
      "icon and I defended with Captain America (DEF 2).",
      "mc");
  CHECK(r.fact("hero", "damage").empty());
  CHECK(r.fact("hero", "def") == "2");
  r = testing::first_reading(
      "Hellcat ended up with 2 damage after attacking Whirlwind. Whirlwind has 4 HP and retaliate "
      "1; Hellcat has ATK 1, 1 consequential damage, 3 HP. Did we play it right?",
      "mc");
  CHECK(r.fact("ally", "damage").empty());
  CHECK(r.fact("ally", "hp") == "3");
  // "stayed at 5" says where it started, and "stayed" is no slip for
  // "stated".
  r = testing::first_reading(
      "The main scheme stayed at 5 when Klaw (SCH 2) schemed with a confused card on him. Is that "
      "right?",
      "mc");
  CHECK(r.fact("main", "threat") == "5");
  // Near miss: damage told as it is, in a sentence that asks nothing.
  r = testing::first_reading(
      "Cap has 2 damage and DEF 2. Rhino (ATK 3) attacks him with a 1-icon boost and he defends. "
      "How much damage does he have?",
      "mc");
  CHECK(r.fact("hero", "damage") == "2");
}

TEST_CASE("mc values: a modifier down keeps its minus", "[ask][situation]") {
  Reading r = testing::first_reading(
      "Hulk has ATK 3. He has a -1 ATK effect on him and another effect that doubles his ATK. He "
      "attacks Rhino. How much damage does Rhino take?",
      "mc");
  CHECK(r.fact("hero", "modify") == "-1atk then x2atk");
  AskOptions options;
  options.game = "mc";
  const Answer a = ask(testing::test_catalog(), to_notation(r), options);
  REQUIRE(a.report);
  CHECK(a.report->values.at("villain.damage") == "4");
  // Near miss: a modifier up.
  r = testing::first_reading("Hulk has ATK 3 and a +1 ATK effect. He attacks Rhino.", "mc");
  CHECK(r.fact("hero", "modify") == "+1atk");
}

TEST_CASE("mc values: a hero's first name alone ('kamala', 'tony', 'jen') is the hero",
          "[ask][situation]") {
  Reading r = testing::first_reading(
      "hydra soldier 4hp, 2 dmg tokens on it, kamala hits for 2 - dead?", "mc");
  CHECK(r.action == "player-attack");
  CHECK(r.fact("hero", "atk") == "2");
  r = testing::first_reading("drone atk 2 attacks, tony blocks def 1. dmg on iron man? (9hp)",
                             "mc");
  CHECK(r.fact("hero", "def") == "1");
  CHECK_FALSE(r.has("hero2"));
}

TEST_CASE("mc values: 'X engaged with my Y is stunned' says it of X", "[ask][situation]") {
  Reading r = testing::first_reading(
      "The Hydra Soldier engaged with my Iron Man is stunned and activates to attack. The Hydra "
      "Soldier's ATK is 2 and Iron Man has 9 HP; no one defends. Does Iron Man take damage?",
      "mc");
  CHECK(r.fact("minion", "stunned") == "true");
  CHECK(r.fact("hero", "stunned").empty());
  // Near miss: said in a sentence of its own, it is the hero's.
  r = testing::first_reading(
      "A Hydra Soldier (ATK 2) is engaged with my Iron Man. Iron Man is stunned. The soldier "
      "attacks him, no one defends. damage?",
      "mc");
  CHECK(r.fact("hero", "stunned") == "true");
}

TEST_CASE("mc values: a sum a player works out in a dispute is no value", "[ask][situation]") {
  // "= 4" and "add up to 5" are results put forward, not the boost.
  Reading r = testing::first_reading(
      "My friend says excess damage never carries over from a defending ally, so my hero takes "
      "nothing. I say the villain has overkill, so ATK 3 + 1 boost = 4 kills my 2 HP ally and the "
      "extra 2 hits my hero. Who's right?",
      "mc");
  CHECK(r.fact("villain", "boost") == "1");
  r = testing::first_reading(
      "My friend says boost icons only count when someone defends, so the villain's undefended "
      "ATK 2 attack does 2 to my 11 HP hero. I say the boost card's 3 icons add up to 5 damage and "
      "I'm at 6. Who's right?",
      "mc");
  CHECK(r.fact("villain", "boost") == "3");
  // A question after a comma and "and" asks too: the status is not told.
  r = testing::first_reading(
      "villain ATK 3 attacks my hero, I defend with DEF 3, boost 2. Who's right, and does my hero "
      "stay exhausted?",
      "mc");
  CHECK(r.fact("hero", "exhausted").empty());
  // Near miss: told, not asked.
  r = testing::first_reading(
      "villain ATK 3 attacks my hero, boost 2. My hero is exhausted, so who's right, can I defend?",
      "mc");
  CHECK(r.fact("hero", "exhausted") == "true");
}

TEST_CASE("mc values: 'my friend says' names a party to the dispute, not a second hero",
          "[ask][situation]") {
  Reading r = testing::first_reading(
      "My friend says excess damage never carries over from a defending ally. I say the villain "
      "has overkill, so ATK 3 + 1 boost kills my 2 HP ally and the extra hits my hero. Who's "
      "right?",
      "mc");
  CHECK_FALSE(r.has("hero2"));
  // Near miss: the friend's hero is at the table.
  r = testing::first_reading(
      "Rhino (ATK 2) attacks my friend's She-Hulk (DEF 1) and I defend for her with my Spider-Man "
      "(DEF 3). Boost 1. Damage?",
      "mc");
  CHECK(r.has("hero2"));
}

TEST_CASE("mc values: 'takes the main scheme from 5 to 3': the threat it starts at",
          "[ask][situation]") {
  Reading r = testing::first_reading(
      "my ally (THW 2) thwarts the main scheme, taking it from 5 to 3. right?", "mc");
  CHECK(r.fact("main", "threat") == "5");
  // Near miss: "from 10 to 7" of no scheme is no threat.
  r = testing::first_reading(
      "Rhino (ATK 3) attacks my hero undefended, boost 0, taking him from 10 to 7. right?", "mc");
  CHECK(r.fact("main", "threat").empty());
}

TEST_CASE("mc values: 'activates to scheme' is a scheme", "[ask][situation]") {
  Reading r = testing::first_reading(
      "Rhino (SCH 1) activates to scheme, main at 5, boost 1. threat?", "mc");
  CHECK(r.action == "enemy-scheme");
  // Near miss: "activates to attack" is an attack.
  r = testing::first_reading("Rhino (ATK 2) activates to attack me (DEF 1), boost 1. damage?",
                             "mc");
  CHECK(r.action == "enemy-attack");
}

TEST_CASE("mc values: 'on a full 12' is hit points, 'dmg. total' is two sentences",
          "[ask][situation]") {
  const Reading full = testing::first_reading(
      "Ultron (ATK 3) attacks and Hellcat (3 hit points) defends; Captain Marvel was on a full 12.",
      "mc");
  CHECK(full.fact("hero", "hp") == "12");
  CHECK(full.fact("hero", "damage") == "0");
  // Near misses: "takes the full 3" is damage taken; "full" before a unit
  // is the unit's.
  const Reading taken = testing::first_reading(
      "Klaw attacks Spider-Man (10 hit points) with ATK 3 and nobody defends, so he takes the full "
      "3.",
      "mc");
  CHECK(taken.fact("hero", "hp") == "10");
  const Reading threat =
      testing::first_reading("Rhino (SCH 1) schemes; the main scheme is at full 7 threat.", "mc");
  CHECK(threat.fact("hero", "hp").empty());
  const Reading had = testing::first_reading(
      "klaw atk 2 attacks she-hulk, nobody defends. boost 1. she-hulk 15hp max, already had 4 dmg. "
      "total dmg on her now?",
      "mc");
  CHECK(had.fact("hero", "damage") == "4");
  // Near miss: "(5 dmg total)" is what was dealt.
  const Reading dealt = testing::first_reading(
      "my hero (10 hp) was hit by Klaw (5 dmg total). how much is left?", "mc");
  CHECK(dealt.fact("hero", "damage").empty());
}

TEST_CASE("mc values: 'the main scheme was up to 6' is its threat", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "the main scheme was up to 6. Spider-Man used his THW 2 on the main scheme.", "mc");
  CHECK(r.fact("main", "threat") == "6");
  // Near miss: "up to 6 damage" has its own unit.
  const Reading unit = testing::first_reading(
      "Rhino (ATK 3) attacks; my hero is up to 6 damage of 10 hit points. No defence.", "mc");
  CHECK(unit.fact("main", "threat").empty());
}

TEST_CASE("mc values: '6 threat out of 8' is the threat and the target", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "the main scheme is on its last stage with 6 threat out of 8, and Ultron (SCH 2) schemes "
      "with 0 boost icons. do we lose?",
      "mc");
  CHECK(r.fact("main", "threat") == "6");
  CHECK(r.fact("main", "target") == "8");
  CHECK(testing::first_reading("main scheme 3 threat of 10. rhino sch 1 boost 1 schemes.", "mc")
            .fact("main", "target") == "10");
  // Near miss: a number below the threat is no target ("3 threat of 1
  // scheme").
  CHECK(
      testing::first_reading("the main scheme has 3 threat of 1 stage. rhino sch 1 schemes.", "mc")
          .fact("main", "target")
          .empty());
}

TEST_CASE("mc values: acceleration told with a villain's scheme is the villain phase",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "The main scheme is on 3 threat with an acceleration value of 1. There's one acceleration "
      "token. I'm in alter-ego, so Rhino, SCH 1, schemes with a boost card of 0 icons. Threat?",
      "mc");
  CHECK(r.action == "villain-phase");
  CHECK(r.fact("main", "acceleration") == "1");
  CHECK(r.fact("game", "acceleration-tokens") == "1");
  // Near miss: acceleration without a scheme is no phase.
  const Reading thwart = testing::first_reading(
      "the main scheme has 5 threat and acceleration 1. Spider-Man thwarts it with THW 2.", "mc");
  CHECK(thwart.action != "villain-phase");
}

TEST_CASE(
    "mc values: the next card's hit points are the next stage's, a heal named, then "
    "recover, 'whether the identity is exhausted' asks",
    "[ask][situation]") {
  const Reading next = testing::first_reading(
      "Rhino's first card had only 2 health left. My She-Hulk hit him for 4. His next card has 15 "
      "health. Is the game over?",
      "mc");
  CHECK(next.fact("villain", "next-stage-hp") == "15");
  CHECK(next.fact("villain", "hp") != "15");
  const Reading which = testing::first_reading(
      "Klaw has 12 hit points and 10 damage. I basic attack with Captain Marvel for 3. Klaw flips "
      "to his next stage, which has 18 hit points. Damage on the new stage?",
      "mc");
  CHECK(which.fact("villain", "next-stage-hp") == "18");
  CHECK(which.fact("villain", "hp") == "12");
  // Near miss: a card played next is no stage.
  CHECK(testing::first_reading("Klaw has 12 hit points. The next card I play has 3 damage. Is he "
                               "defeated?",
                               "mc")
            .fact("villain", "next-stage-hp")
            .empty());
  const Reading heal = testing::first_reading(
      "I flipped to Peter Parker and used his heal-up thing (recover 3). He had 2 damage on his 10 "
      "health. Does he go above 10?",
      "mc");
  CHECK(heal.action == "recover");
  // Near miss: a heal with its amount stays a heal.
  CHECK(testing::first_reading("Peter Parker (REC 3) has 4 damage and I heal him for 2. Damage?",
                               "mc")
            .action == "heal");
  const Reading asked = testing::first_reading(
      "Player A, in alter-ego form as Peter Parker (10 hit points, 2 damage, REC 3), uses the "
      "basic "
      "recover power. Determine the damage remaining and whether the identity is exhausted.",
      "mc");
  CHECK(asked.fact("hero", "exhausted").empty());
}

TEST_CASE("mc values: near misses of threat, acceleration and form change (a review's questions)",
          "[ask][situation]") {
  // Threat removed is not the threat there.
  CHECK(testing::first_reading(
            "The main scheme has 5 threat; I cleared 2 threat out of 5 last turn. Threshold is 8.",
            "mc")
            .fact("main", "target") != "5");
  // A scheme in the player's turn is no villain phase.
  CHECK(
      testing::first_reading("There is 1 acceleration token. During my turn, a treachery makes "
                             "Rhino scheme (SCH 1, no boost icons). The main scheme has 3 threat.",
                             "mc")
          .action != "villain-phase");
  // A form change is asked of, not hit.
  const Reading flip = testing::first_reading(
      "Spider-Man has 3 damage on him. If I flip to Peter Parker, does he still have the 3 damage?",
      "mc");
  CHECK(flip.action == "change-form");
  CHECK_FALSE(flip.has("hit"));
}

TEST_CASE("mc values: '(3 hit points, 1 already damaged)' is damage on it", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "A Weapons Runner (3 hit points, 1 already damaged) was finished off by She-Hulk's 5-damage "
      "attack with overkill. Klaw has 12 hit points. How much reaches Klaw?",
      "mc");
  CHECK(r.fact("minion", "damage") == "1");
  CHECK(r.fact("minion", "hp") == "3");
  // Near miss: not after hit points, a count of what was damaged.
  CHECK(testing::first_reading("Klaw attacks; 2 damaged allies can't defend. Black Cat has 2 hit "
                               "points.",
                               "mc")
            .fact("ally", "damage")
            .empty());
}

TEST_CASE("mc values: an ATK said as the total holds the modifier told before",
          "[ask][situation]") {
  for (const char* q : {"Klaw got +2 ATK from an attachment, so ATK 5; he attacks me undefended.",
                        "Klaw, with an attachment giving +2 ATK for a total ATK of 5, attacks me "
                        "undefended."}) {
    INFO(q);
    const Reading r = testing::first_reading(q, "mc");
    CHECK(r.fact("villain", "atk") == "5");
    CHECK(r.fact("villain", "modify").empty());
  }
  // Near misses: the base told, the modifier added to it; a doubling beside
  // a total stays.
  const Reading base = testing::first_reading(
      "Klaw (ATK 3) got +2 ATK from an attachment; he attacks me undefended.", "mc");
  CHECK(base.fact("villain", "modify") == "+2atk");
}

TEST_CASE("mc values: the last card of the encounter deck", "[ask][situation]") {
  for (const char* q : {"Klaw (ATK 2) attacks me, undefended; the boost card was the last card of "
                        "the encounter deck, 1 icon.",
                        "klaw atk 2 hits me undefended, boost 1 icon and it was the last "
                        "encounter card"}) {
    INFO(q);
    CHECK(testing::first_reading(q, "mc").fact("game", "encounter-deck") == "1");
  }
  CHECK(
      testing::first_reading(
          "Klaw (ATK 2) attacks me, undefended, boost 1; 3 cards left in the encounter deck.", "mc")
          .fact("game", "encounter-deck") == "3");
  // Near misses: "last" said of something else, or denied.
  CHECK(testing::first_reading("Last turn I got an encounter card. Klaw (ATK 2) attacks me, "
                               "undefended, boost 1.",
                               "mc")
            .fact("game", "encounter-deck")
            .empty());
  CHECK(testing::first_reading("Klaw (ATK 2) attacks me, undefended, boost 1; the boost was not "
                               "the last card of the encounter deck.",
                               "mc")
            .fact("game", "encounter-deck")
            .empty());
}

TEST_CASE("mc values: 'so' or 'now' opening a sentence, or a sum, is no total",
          "[ask][situation]") {
  for (const char* q : {"So Rhino (ATK 2) has Charge attached (+3 ATK) and attacks me undefended.",
                        "Rhino now has ATK 2, and Charge gives him +3 ATK. He attacks me "
                        "undefended.",
                        "Rhino (ATK 2) got +3 ATK from Charge, so ATK 2 plus 3; he attacks me "
                        "undefended."}) {
    INFO(q);
    CHECK(testing::first_reading(q, "mc").fact("villain", "modify") == "+3atk");
  }
  // Another character with the same ATK: not the one the total is of.
  const Reading other = testing::first_reading(
      "Rhino (ATK 3) has Charge (+2 ATK). My Thor now has ATK 3 too. Rhino attacks me "
      "undefended.",
      "mc");
  CHECK(other.fact("villain", "modify") == "+2atk");
}

TEST_CASE("mc values: the last encounter card dealt is not the deck's last", "[ask][situation]") {
  for (const char* q : {"The last encounter card I was dealt was a minion. Klaw (ATK 2) attacks "
                        "me, undefended, boost 1.",
                        "Klaw (ATK 2) attacks me undefended; the boost card (1 icon) was the "
                        "second to last card of the encounter deck."}) {
    INFO(q);
    CHECK(testing::first_reading(q, "mc").fact("game", "encounter-deck").empty());
  }
}

TEST_CASE("mc values: a name said short is the one named in full", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Black Widow ally - 2 hp, ATK 1; Hydra Mercenary 3 hp with 2 dmg on it; Widow attacks the "
      "merc.",
      "mc");
  CHECK(r.fact("ally", "atk") == "1");
  CHECK(r.fact("attack", "by") == "ally");
  CHECK(r.fact("attack", "target") == "minion");
  CHECK_FALSE(r.has("minion2"));
  // Near miss: a different minion is a second one.
  const Reading two = testing::first_reading(
      "A Hydra Mercenary (3 hp) and a Hydra Soldier (4 hp) are engaged with me. My Thor (ATK 3) "
      "attacks the soldier.",
      "mc");
  CHECK(two.has("minion2"));
}

TEST_CASE("mc values: an ATK alone beside 'me' attacked is the attacker's", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "klaw attacked me (atk 3) and i didnt defend, boost card had 1 icon, i had 10 hp.", "mc");
  CHECK(r.fact("villain", "atk") == "3");
  CHECK(r.fact("hero", "atk").empty());
  // Near misses: with my DEF beside it, it is my stats; with the
  // attacker's ATK told, it is mine.
  const Reading stats =
      testing::first_reading("klaw attacked me (atk 3, def 2) and i defended, boost 1.", "mc");
  CHECK(stats.fact("villain", "atk").empty());
  const Reading told =
      testing::first_reading("klaw (atk 2) attacked me (atk 3) and i didnt defend, boost 1.", "mc");
  CHECK(told.fact("villain", "atk") == "2");
}

TEST_CASE("mc values: damage said right after the stage named is on it", "[ask][situation]") {
  const Reading r =
      testing::first_reading("klaw 18hp final stage 16 dmg, i hit w atk 3. do we win??", "mc");
  CHECK(r.fact("villain", "damage") == "16");
  CHECK(r.fact("hit", "amount").empty());
}

TEST_CASE("mc values: 'Stage two Klaw has 18 hp', 'Klaw two, which has 18 HP': the next stage",
          "[ask][situation]") {
  const Reading before = testing::first_reading(
      "Klaw stage one has 12 hp and 10 damage on him. She-Hulk attacks with ATK 4. Stage two Klaw "
      "has 18 hp. Does the extra damage carry over?",
      "mc");
  CHECK(before.fact("villain", "hp") == "12");
  CHECK(before.fact("villain", "next-stage-hp") == "18");
  const Reading after = testing::first_reading(
      "Klaw one is at 12 HP with 10 damage, She-Hulk punches for 4. We flip to Klaw two, which has "
      "18 HP. Does the extra 2 carry over?",
      "mc");
  CHECK(after.fact("villain", "hp") == "12");
  CHECK(after.fact("villain", "next-stage-hp") == "18");
  // Near miss: "Klaw 2 attack" is his ATK, not his second stage.
  const Reading atk = testing::first_reading(
      "Captain Marvel takes Klaw's attack without defending: Klaw 2 attack, boost card 1 icon. "
      "How much does she take?",
      "mc");
  CHECK(atk.fact("villain", "atk") == "2");
  CHECK(atk.fact("villain", "next-stage-hp").empty());
}

TEST_CASE("mc values: 'shoots' is an attack", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Hawkeye (ATK 2, 3 HP, one consequential pip) shoots the Ultron Drone. The drone has a "
      "tough card.",
      "mc");
  CHECK(r.action == "player-attack");
  CHECK(r.fact("attack", "target") == "minion");
}

TEST_CASE("mc values: 'at 5 after she thwarted it from 7': 7 before, 5 put forward",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Main scheme is at 5 after Ms. Marvel (THW 2) thwarted it from 7, and she's exhausted now, "
      "right?",
      "mc");
  CHECK(r.fact("main", "threat") == "7");
  // Near miss: "from 7 to 5" says both; "at 5" with no "from" is where it is.
  CHECK(testing::first_reading("The main scheme is at 5. Ms. Marvel (THW 2) thwarts it.", "mc")
            .fact("main", "threat") == "5");
}

TEST_CASE("mc values: the villain's last stage by its number and the game's mode",
          "[ask][situation]") {
  CHECK(testing::first_reading(
            "standard game, rhino II is on 2 hp, cap marvel atk 2 hits him. that's the win, right?",
            "mc")
            .fact("villain", "stages-after") == "0");
  CHECK(testing::first_reading("Rhino III has 2 hit points left. Captain Marvel hits him for 2.",
                               "mc")
            .fact("villain", "stages-after") == "0");
  CHECK(testing::first_reading(
            "expert game, rhino II is on 2 hp, cap marvel atk 2 hits him. that's the win, right?",
            "mc")
            .fact("villain", "stages-after") == "1");
  CHECK(testing::first_reading(
            "Ultron is on his very last card and has just 2 health left. My Captain Marvel "
            "punches for 2. Do we win?",
            "mc")
            .fact("villain", "stages-after") == "0");
  // Near misses: no mode said, or "I" after the name (the pronoun).
  CHECK(testing::first_reading("rhino II is on 2 hp, cap marvel atk 2 hits him.", "mc")
            .fact("villain", "stages-after")
            .empty());
  CHECK(testing::first_reading("Rhino, I defend with Cap (DEF 3). Rhino has ATK 2.", "mc")
            .fact("villain", "stages-after")
            .empty());
}

TEST_CASE("mc values: a name right after 'main scheme' is the main scheme's", "[ask][situation]") {
  const Reading named = testing::first_reading(
      "Red Skull's main scheme Hydra Patrol has 5 threat. Black Widow (THW 3) thwarts it.", "mc");
  CHECK(named.fact("main", "threat") == "5");
  CHECK_FALSE(named.has("side"));
  const Reading bracket = testing::first_reading(
      "agent 13 ally 2hp, thw 2. thw main (temporal incursion, 1 threat). threat after?", "mc");
  CHECK(bracket.fact("main", "threat") == "1");
  CHECK_FALSE(bracket.has("side"));
  // Near miss: after the main scheme's own values, another scheme.
  const Reading other = testing::first_reading(
      "I'm in alter-ego and Rhino (1 SCH) schemes, boost 2 icons. Main scheme at 2, Bomb Scare "
      "at 3. How much threat on each after?",
      "mc");
  CHECK(other.fact("main", "threat") == "2");
  CHECK(other.fact("side", "threat") == "3");
}

TEST_CASE("mc values: an unknown name said to be an ally is that ally wherever named",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Phoenix, hero form, 11 hp with 2 damage; ally Jubilee, 2 hp, no damage. A treachery deals "
      "4 indirect damage to me. I put 2 on Jubilee and 2 on Phoenix. Is Jubilee defeated?",
      "mc");
  CHECK(r.fact("ally", "hp") == "2");
  CHECK(r.fact("effect", "assign") == "ally:2,hero:2");
  // Near misses: a word before "ally" with a name after it describes the
  // ally ("undamaged ally Jessica Jones"); an ally's own name before a
  // verb is no unknown word.
  const Reading described = testing::first_reading(
      "She sent her undamaged ally Jessica Jones (3 hit points, ATK 2) to attack a minion with 4 "
      "hit points.",
      "mc");
  CHECK(described.fact("ally", "hp") == "3");
  const Reading thrown = testing::first_reading(
      "Klaw swings (3 attack, +1 from the boost card) and I throw Black Cat in front of it, she "
      "has 2 hit points.",
      "mc");
  CHECK(thrown.fact("ally", "hp") == "2");
  CHECK_FALSE(thrown.has("ally2"));
}

TEST_CASE("mc values: 'adds 1 threat per round', '+1/phase' is the main scheme's acceleration",
          "[ask][situation]") {
  const Reading per = testing::first_reading(
      "Solo, Wanda Maximoff in alter-ego. Loki SCH 2. Frost Giant Invasion sat at 4 threat "
      "(target 14) and adds 1 threat per round. In the villain phase Loki schemes, boost 1 icon.",
      "mc");
  CHECK(per.action == "villain-phase");
  CHECK(per.fact("main", "acceleration") == "1");
  CHECK(per.fact("main", "threat") == "4");
  const Reading plus = testing::first_reading(
      "solo janet AE. absorbing man sch 1. main 3 threat +1/phase (tgt 15). boost 2 icons. vill "
      "phase. main threat after?",
      "mc");
  CHECK(plus.fact("main", "acceleration") == "1");
  CHECK(plus.fact("main", "threat") == "3");
  const Reading phase = testing::first_reading(
      "Main scheme Frost Giant Invasion has 4 threat, target 14, places 1 threat each villain "
      "phase, and there's 1 acceleration token in play. Villain phase: Loki (SCH 2) schemes.",
      "mc");
  CHECK(phase.fact("main", "threat") == "4");
  CHECK(phase.fact("main", "acceleration") == "1");
  CHECK(testing::first_reading("main 4 threat (tgt 14), +1/round accel. vill phase: loki sch 2.",
                               "mc")
            .fact("main", "target") == "14");
  // Near miss: threat added once is threat, not acceleration.
  const Reading once = testing::first_reading(
      "Rhino (SCH 1) schemes and adds 1 threat to the main scheme at 4. Threat after?", "mc");
  CHECK(once.fact("main", "acceleration").empty());
}

TEST_CASE("mc values: near misses the reviews found for the session's rules", "[ask][situation]") {
  // "at 1 after I thwarted it from 3", told, then a new thwart: 1 now.
  CHECK(testing::first_reading(
            "The side scheme is at 1 after I thwarted it from 3. I thwart again for 1. Is it "
            "defeated?",
            "mc")
            .fact("side", "threat") == "1");
  // A stage in a sentence that asks, or of a scheme, or an encounter set.
  for (const char* q :
       {"Standard mode: Klaw has 4 hp, I hit him for 5. Does he go to stage II or do we win?",
        "Rhino (Standard II) has 4 hp. I hit him for 4. Do we win?",
        "Standard game. Rhino has 5 hp. Spider-Man attacks for 5. Is that it, or is there a Rhino "
        "II?",
        "Standard, Rhino has 2 hp; the main scheme is on stage 2. I attack for 2, do we win?"})
    CHECK(testing::first_reading(q, "mc").fact("villain", "stages-after").empty());
  // A name after "main scheme" past a joining word is another scheme.
  CHECK(testing::first_reading(
            "Not the main scheme but Defense Network has 3 threat, I thwart Defense Network with "
            "2.",
            "mc")
            .fact("side", "threat") == "3");
  // "3 damage already defended against ...": a defence before.
  CHECK(testing::first_reading(
            "Cap, 11 hp with 3 damage already defended against the first Rhino attack; now Rhino "
            "attacks again 2 atk boost 0, Cap DEF 3. damage?",
            "mc")
            .fact("hero", "exhausted") == "true");
  // A side scheme's own gain is not the main scheme's acceleration.
  CHECK(testing::first_reading(
            "Side scheme Defense Network has 2 threat and gains 1 threat each round. Main scheme "
            "at 3. Villain phase, Rhino schemes for 1, boost 0.",
            "mc")
            .fact("main", "acceleration")
            .empty());
  // "if ... and he is exhausted?": a condition, told.
  CHECK(testing::first_reading(
            "Can Iron Man thwart the main scheme (4 threat) for 2 if it's my turn and he is "
            "exhausted?",
            "mc")
            .fact("hero", "exhausted") == "true");
  // An arrow after an attack's number is "into".
  CHECK(testing::first_reading("merc 3hp, rhino 15hp. spidey atk 3 -> the merc?", "mc")
            .fact("attack", "target") == "minion");
}

TEST_CASE("mc values: 'Stage two start with 0 threat' is the main scheme's next stage",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Main scheme stage one have 6 threat, target is 8. Stage two start with 0 threat. I am "
      "Peter Parker alter-ego, Rhino scheme with SCH 1 and boost 2 icons. What happen?",
      "mc");
  CHECK(r.fact("main", "threat") == "6");
  CHECK(r.fact("main", "stages-after") == "1");
  // Near miss: a second sentence of threat with no stage said is the
  // scheme's.
  CHECK(testing::first_reading("Main scheme has 6 threat, target 8. Rhino schemes with SCH 1. Then "
                               "it has 7 threat.",
                               "mc")
            .fact("main", "stages-after")
            .empty());
}

TEST_CASE("mc values: damage dealt to no one named states no outcome", "[ask][situation]") {
  query::ask::AskOptions mc;
  mc.game = "mc";
  const query::ask::Answer a = query::ask::ask(
      testing::test_catalog(),
      "we're both at 2 life and I've got an action that deals 2 damage to each player. who wins?",
      mc);
  CHECK_FALSE(a.report);
  // Near miss: damage to a villain named is dealt.
  const query::ask::Answer named = query::ask::ask(
      testing::test_catalog(), "I deal 2 damage to Rhino (14 hit points) with an event.", mc);
  CHECK(named.report);
}

TEST_CASE("mc values: 'i'm captain marvel ... she's got 12 hit points' is the asker's heroine",
          "[ask][situation]") {
  const std::string u = to_notation(testing::first_reading(
      "okay so klaw is attacking me and i'm captain marvel in hero form she's got twelve hit "
      "points and three damage on her already, klaw's attack is two and i defend with her "
      "basic defense which is one, how much damage is on her after",
      "mc"));
  CHECK(u.find("hero: damage 3, def 1, hp 12") != std::string::npos);
  // Near miss: after a full stop the asker says "I", so "she" is another.
  const std::string v = to_notation(testing::first_reading(
      "I'm Captain Marvel. Black Widow is my ally. Rhino attacks and she defends; she has 3 "
      "damage already. Rhino has ATK 2.",
      "mc"));
  CHECK(v.find("hero: damage 3") == std::string::npos);
}

TEST_CASE("mc values: 'and a tough card' before a name stays with the one described",
          "[ask][situation]") {
  const std::string u = to_notation(testing::first_reading(
      "thor attacks an ultron drone it has three hit points and a tough card thors attack is "
      "three does the drone die",
      "mc"));
  CHECK(u.find("minion: hp 3, tough") != std::string::npos);
  // Near miss: a status said as a word before a name is that name's.
  const std::string v = to_notation(testing::first_reading(
      "Thor attacks an Ultron Drone with 3 hit points and a tough Thor has ATK 3.", "mc"));
  CHECK(v.find("minion: hp 3, tough") == std::string::npos);
}

TEST_CASE("mc values: 'I have 12 hit points, 1 damage and DEF 2' is one character's list",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Juggernaut (ATK 3, overkill) attacks me; the boost card shows 2 icons. My ally Wong (3 hit "
      "points, 2 damage) defends. I have 12 hit points, 1 damage and DEF 2.",
      "mc");
  CHECK(r.fact("hero", "damage") == "1");
  CHECK(r.fact("hero", "def") == "2");
  CHECK(r.fact("ally", "damage") == "2");
  // To a comma before what the character does.
  const Reading does = testing::first_reading(
      "Juggernaut (ATK 3, overkill) attacks Doctor Strange; the boost card shows 2 icons. Wong (3 "
      "hit points, 2 damage) exhausts to defend. Doctor Strange has 12 hit points, 1 damage and "
      "DEF 2, and does not defend.",
      "mc");
  CHECK(does.fact("hero", "damage") == "1");
  CHECK(does.fact("ally", "damage") == "2");
  // Near miss: another character named after the comma takes its own.
  const Reading other = testing::first_reading(
      "Rhino attacks me with ATK 3, boost 1. I have 12 hit points, my ally Wong has 2 damage and "
      "defends.",
      "mc");
  CHECK(other.fact("hero", "damage").empty());
}

TEST_CASE("mc values: 'plays an event that removes 4 threat' is a thwart event",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "The main scheme has 2 threat. Spider-Woman, ready, plays an event that removes 4 threat "
      "from it. Is she exhausted?",
      "mc");
  CHECK(r.action == "thwart-event");
  CHECK(r.fact("event", "remove") == "4");
  CHECK(r.fact("main", "threat") == "2");
  CHECK(r.fact("hero", "thw").empty());
  // A thwart told after the event is left out, not dropped.
  const Reading then = testing::first_reading(
      "I play an event that removes 2 threat from the crisis side scheme (2 threat), then Ant-Man "
      "(THW 2) basic thwarts the main scheme at 7.",
      "mc");
  CHECK_FALSE(then.not_simulated.empty());
  // Another action read: the event beside it is left out, the action kept.
  const Reading scheme = testing::first_reading(
      "Rhino schemes with SCH 2, boost 1, then I play an event that removes 2 threat from the "
      "main scheme. How much threat was placed by Rhino?",
      "mc");
  CHECK(scheme.action != "thwart-event");
  CHECK_FALSE(scheme.not_simulated.empty());
  // Near miss: an attack event is no thwart.
  CHECK(
      testing::first_reading("I play an attack event that deals 4 damage to Rhino.", "mc").action !=
      "thwart-event");
}

TEST_CASE("mc values: 'my hit points are 10' is a value, as 'my HP is 10'", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Rhino attacks me. My hit points are 10 and I have 2 damage. ATK 3, boost 1, undefended. "
      "Damage?",
      "mc");
  CHECK(r.fact("hero", "hp") == "10");
  CHECK(r.fact("hero", "damage") == "2");
  // Near miss: no number after "are".
  const Reading n = testing::first_reading(
      "Rhino attacks me. My hit points are low. ATK 3, boost 1, undefended.", "mc");
  CHECK(n.fact("hero", "hp").empty());
}

TEST_CASE("main scheme: its own name said beside it is no side scheme", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Black Widow (THW 3) uses her basic thwart on the main scheme, Red Room Reactivation, "
      "which has only 2 threat on it. Threat after?",
      "mc");
  CHECK(r.fact("main", "threat") == "2");
  CHECK_FALSE(r.has("side"));
  // Near miss: a side scheme by its name, the main scheme said apart.
  const Reading s = testing::first_reading(
      "Ms. Marvel (THW 2) thwarts the side scheme Chronal Anomaly, which has 2 threat. The main "
      "scheme, Time Rift, has 4 threat. Threat on the main scheme after?",
      "mc");
  CHECK(s.fact("side", "threat") == "2");
  CHECK(s.fact("main", "threat") == "4");
}

TEST_CASE("values: 'Tony's recover is 3', 'Rhino, whose scheme is 1'", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Tony Stark's recover is 3, he has 9 hit points and 5 damage. He recovers. How much damage "
      "does he have?",
      "mc");
  CHECK(r.fact("hero", "rec") == "3");
  const Reading s = testing::first_reading(
      "Rhino, whose scheme is 1, schemes. The main scheme had 4 threat.", "mc");
  CHECK(s.fact("villain", "sch") == "1");
  // Near miss: "uses its basic recovery of 4" is the recovery done, still
  // read as the action.
  const Reading done = testing::first_reading(
      "My alter-ego (max 12 HP, 10 remaining) uses its basic recovery of 4. What are my remaining "
      "hit points?",
      "mc");
  CHECK(done.action == "recover");
}

TEST_CASE("values: 'Her stage II has 20 hit points' is the next stage's, not hers now",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Nebula is on stage I: 16 hit points, 13 damage, and a stunned status card. Her stage II "
      "has 20 hit points. My Star-Lord plays an attack event that deals 5 damage to Nebula.",
      "mc");
  CHECK(r.fact("villain", "hp") == "16");
  CHECK(r.fact("villain", "next-stage-hp") == "20");
  // Near miss: "her hit points are 20" with no stage said is hers now.
  const Reading now = testing::first_reading(
      "Nebula has 13 damage. Her hit points are 20. My Star-Lord plays an attack event that deals "
      "5 damage to Nebula.",
      "mc");
  CHECK(now.fact("villain", "hp") == "20");
  CHECK(now.fact("villain", "next-stage-hp").empty());
}

TEST_CASE("values: 'so 1 hit point left' after the maximum and the damage restates them",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My Storm has 11 max hit points and 10 damage, so 1 hit point left. I attack the minion "
      "Scalphunter (3 hit points) with ATK 2.",
      "mc");
  CHECK(r.fact("hero", "hp") == "11");
  CHECK(r.fact("hero", "damage") == "10");
  // Near miss: what is left, told with the maximum alone, gives the damage.
  const Reading left = testing::first_reading(
      "My Storm has 11 max hit points, so 3 hit points left. I attack the minion Scalphunter (3 "
      "hit points) with ATK 2.",
      "mc");
  CHECK(left.fact("hero", "hp") == "11");
  CHECK(left.fact("hero", "damage") == "8");
}

TEST_CASE("values: 'Venom stage I', a hero's name with a stage, is the villain",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Venom stage I have 14 hit points, 12 damage and a confused status card. My Miles Morales do "
      "basic attack with ATK 3 on him. Venom stage II have 18 hit points.",
      "mc");
  CHECK(r.fact("villain", "hp") == "14");
  CHECK(r.fact("villain", "next-stage-hp") == "18");
  CHECK(r.fact("hero", "atk") == "3");
  // A chat's answer to "stage 2 is how much?" is the next stage's.
  const Reading chat = testing::first_reading(
      "[20:40] Tao: venom stage 1, 14 hp, 12 damage | [20:41] Tao: my miles basic attacks him, "
      "ATK 3 | [20:41] Eva: stage 2 is how much? | [20:42] Tao: 18 hp | [20:42] Tao: how much "
      "damage does venom have now?",
      "mc");
  CHECK(chat.fact("villain", "hp") == "14");
  CHECK(chat.fact("villain", "next-stage-hp") == "18");
  // Near miss: Venom with no stage is the hero.
  const Reading hero = testing::first_reading(
      "Rhino (ATK 3) attacks my Venom, 12 hit points, and I do not defend.", "mc");
  CHECK(hero.fact("hero", "hp") == "12");
}
