// Marvel Champions told by a new player, in words of the table rather than
// the rulebook's: "tapped", "turned sideways", "defence", "one of those
// little boost symbols", "her defence, which is only 1".
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/reading.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using query::ask::Reading;

TEST_CASE("mc lay words: a count of those boost symbols is the boost", "[ask][situation]") {
  const Reading one = testing::first_reading(
      "Rhino (ATK 2) attacked Spider-Man. We flipped the face-down card and it had one of those "
      "little boost symbols in the corner.",
      "mc");
  CHECK(one.fact("villain", "boost") == "1");
  const Reading two = testing::first_reading(
      "Klaw (ATK 2) went after Captain Marvel. His card flipped and showed two of the boost "
      "thingies.",
      "mc");
  CHECK(two.fact("villain", "boost") == "2");
  // Near miss: "one of the heroes" counts heroes, not boost icons.
  const Reading heroes = testing::first_reading(
      "Rhino (ATK 2) attacked one of the heroes. The boost card had 2 icons.", "mc");
  CHECK(heroes.fact("villain", "boost") == "2");
}

TEST_CASE("mc lay words: 'defence' and 'her defence, which is only 1' give DEF",
          "[ask][situation]") {
  const Reading spelled = testing::first_reading(
      "Rhino attacks She-Hulk for 2 and I use her defence of 2 to block.", "mc");
  CHECK(spelled.fact("hero", "def") == "2");
  CHECK(spelled.defender == "hero");
  const Reading which = testing::first_reading(
      "Klaw (ATK 2) went after Captain Marvel. I blocked it with her defence, which is only 1.",
      "mc");
  CHECK(which.fact("hero", "def") == "1");
}

TEST_CASE("mc lay words: tapped to act is the cost, 'ended up ... and exhausted' the result",
          "[ask][situation]") {
  const Reading tapped = testing::first_reading(
      "Rhino has a tough card on him. I tapped Black Panther to punch him for 2.", "mc");
  CHECK(tapped.fact("hero", "exhausted").empty());
  CHECK(tapped.fact("villain", "tough") == "true");
  const Reading unknown_name = testing::first_reading(
      "Iron Man got stunned by an encounter card. On my turn I exhausted tin-man to punch Klaw for "
      "2 anyway.",
      "mc");
  CHECK(unknown_name.fact("hero", "exhausted").empty());
  CHECK(unknown_name.fact("hero", "stunned") == "true");
  const Reading claimed = testing::first_reading(
      "Cap ended up with 2 damage and exhausted, is that right? Rhino (ATK 3) got a boost card "
      "with 1 icon and I defended with Captain America (DEF 2).",
      "mc");
  CHECK(claimed.fact("hero", "exhausted").empty());
  CHECK(claimed.fact("hero", "damage").empty());
  // Near miss: exhausted before, said as a state.
  const Reading before = testing::first_reading(
      "Spider-Man is tapped. Rhino (ATK 2) attacks him. Can he defend?", "mc");
  CHECK(before.fact("hero", "exhausted") == "true");
  // Exhausted on his last turn is ready again by the villain's attack: the
  // players ready all their cards at the end of the player phase
  // (mc:player-phase), before the villain phase.
  const Reading last_turn = testing::first_reading(
      "Spider-Man was exhausted last turn to attack. Rhino (ATK 2) attacks him now.", "mc");
  CHECK(last_turn.fact("hero", "exhausted").empty());
}

TEST_CASE("mc lay words: a status glossed in brackets is asked with the word it glosses",
          "[ask][situation]") {
  const Reading glossed = testing::first_reading(
      "Peter Parker (alter-ego, REC 3) has 10 hit points and 7 damage. He recovers. How much "
      "damage does he have, and is his identity exhausted (tapped, if you're from Magic)?",
      "mc");
  CHECK(glossed.fact("hero", "exhausted").empty());
  CHECK(glossed.fact("hero", "damage") == "7");
  // Near miss: the gloss of a status told, not asked, is still told.
  const Reading told = testing::first_reading(
      "Peter Parker is exhausted (tapped, if you're from Magic). He has REC 3, 10 hit points and "
      "7 damage. He recovers. How much damage does he have?",
      "mc");
  CHECK(told.fact("hero", "exhausted") == "true");
}

TEST_CASE("spelling: 'zapped' is not corrected to 'tapped'", "[ask]") {
  const query::ask::Vocabulary& v = testing::test_vocabulary();
  using W = std::vector<std::string>;
  CHECK(v.corrected(W{"zapped", "thor"}) == W{"zapped", "thor"});
  // Near miss: a real slip of a table word is corrected.
  CHECK(v.corrected(W{"retalliate"}) == W{"retaliate"});
}

TEST_CASE("mc lay words: 'exhausted him for a basic attack' is the attack's cost",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Iron Man had a stunned card when I exhausted him for a basic attack (ATK 2) against Klaw.",
      "mc");
  CHECK(r.fact("hero", "exhausted").empty());
  CHECK(r.fact("hero", "stunned") == "true");
  // Near miss: exhausted before, for an attack told as earlier.
  const Reading before = testing::first_reading(
      "Iron Man was exhausted for a basic attack earlier. Klaw (ATK 2) attacks him. Can he defend?",
      "mc");
  CHECK(before.fact("hero", "exhausted") == "true");
}

TEST_CASE("mc lay words: 'uses Captain Marvel's basic defense' is the verb, not the Uses keyword",
          "[ask][situation]") {
  const query::ask::Answer a = query::ask::ask(
      testing::test_catalog(), testing::test_vocabulary(),
      "Klaw (ATK 2) attacks Player A. Player A uses Captain Marvel's basic defense (DEF 1) to "
      "defend. The boost card shows 2 boost icons. How much damage does she take?",
      query::ask::AskOptions{});
  REQUIRE(a.report);
  CHECK(a.report->values.at("hero.damage") == "3");
  CHECK(a.reading.left_out.empty());
}

TEST_CASE("mc lay words: 'attacked with 2', 'his bonus card added 1 more'", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Ultron swung at Carol with 3 and his bonus card added 1 more. I didn't block.", "mc");
  CHECK(r.fact("villain", "atk") == "3");
  CHECK(r.fact("villain", "boost") == "1");
  const Reading klaw = testing::first_reading(
      "Klaw attacked with 2 and I blocked with Black Panther, he has 2 defence.", "mc");
  CHECK(klaw.fact("villain", "atk") == "2");
  // Near misses: a number after "with" that has its own sense.
  const Reading spare = testing::first_reading(
      "Rhino's first stage has 14 hit points and had 11 damage on it. Hulk basic attacked with ATK "
      "5, knocking Rhino's stage I out with 2 to spare.",
      "mc");
  CHECK(spare.fact("hero", "atk") == "5");
  const Reading of = testing::first_reading(
      "Green Goblin schemed (SCH 1) and got a boost card with 1 icon, and the main scheme is on "
      "its last stage with 9 of 11 threat.",
      "mc");
  CHECK(of.fact("villain", "sch") == "1");
}

TEST_CASE("mc lay words: 'a 3 in her thwart spot', 'needs 11 threat', 'his last card'",
          "[ask][situation]") {
  const Reading spot = testing::first_reading(
      "Black Widow has a 3 in her thwart spot. The main scheme had 5 threat. She thwarts it.",
      "mc");
  CHECK(spot.fact("hero", "thw") == "3");
  const Reading box = testing::first_reading(
      "I was Tony Stark, so Ultron schemed. He has 2 in his scheme box. The main scheme had 3 "
      "threat on it.",
      "mc");
  CHECK(box.fact("villain", "sch") == "2");
  const Reading needs = testing::first_reading(
      "We're on the last main scheme card, it needs 11 threat and it has 9. Green Goblin schemes "
      "with SCH 1.",
      "mc");
  CHECK(needs.fact("main", "target") == "11");
  CHECK(needs.fact("main", "threat") == "9");
  const Reading last = testing::first_reading(
      "Klaw is on his last card with 20 damage of 22 hit points. Thor attacks him for 3.", "mc");
  CHECK(last.fact("villain", "stages-after") == "0");
  // Near misses: a number "in" something else, and the last card of a deck.
  const Reading hand = testing::first_reading(
      "Black Widow (THW 2) has 3 in her hand. The main scheme had 5 threat. She thwarts it.", "mc");
  CHECK(hand.fact("hero", "thw") == "2");
  const Reading deck = testing::first_reading(
      "The last card of the encounter deck was drawn. Klaw (ATK 2) attacks Thor, 20 damage of 22 "
      "hit points on Klaw.",
      "mc");
  CHECK(deck.fact("villain", "stages-after").empty());
}

TEST_CASE("mc lay words: 'exhausted after, right?' is put forward, an aside before 'to act'",
          "[ask][situation]") {
  const Reading after = testing::first_reading(
      "If Rhino (ATK 2) attacks me and I defend with Spider-Man, who has DEF 3, how much damage "
      "does Spidey take? And he's exhausted after, right?",
      "mc");
  CHECK(after.fact("hero", "exhausted").empty());
  CHECK(after.defender == "hero");
  const Reading aside = testing::first_reading(
      "You exhausted Spider-Man, ATK 2, to attack Shocker. Shocker is a minion with 3 hit points.",
      "mc");
  CHECK(aside.fact("hero", "exhausted").empty());
  CHECK(aside.fact("hero", "atk") == "2");
  // Near miss: exhausted before the attack, told so.
  const Reading before = testing::first_reading(
      "Spider-Man was exhausted after the last round. Rhino (ATK 2) attacks him. Can he defend?",
      "mc");
  CHECK(before.fact("hero", "exhausted") == "true");
}

TEST_CASE("mc lay words: damage 'for attacking' and 'take the hit' tell no new attack",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Black Cat has 2 hit points and already 1 damage. If she attacks Klaw with her ATK 1 and "
      "takes 1 consequential damage for attacking, does she die? Does Klaw still take the hit?",
      "mc");
  CHECK(r.action == "player-attack");
  CHECK(r.defender.empty());
  // Near miss: the same verb with no damage "for" it is still an attack.
  const Reading told = testing::first_reading(
      "Rhino (ATK 2) is known for attacking. He attacks Spider-Man, who does not defend.", "mc");
  CHECK(told.action == "enemy-attack");
}

TEST_CASE("mc lay words: 'removed 2 from the main scheme' is a thwart", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My Hellcat removed 2 from the main scheme (was 4); she has one pip under her THW.", "mc");
  CHECK(r.action == "thwart");
  // Near miss: removed from play is no thwart.
  const Reading play = testing::first_reading(
      "Rhino (ATK 2) attacks me. Black Cat was removed from play earlier.", "mc");
  CHECK(play.action == "enemy-attack");
}

TEST_CASE("mc: a scheme told after the hero's recovery is the situation", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "I flipped to Peter Parker to recover and Rhino schemed instead of attacking: SCH 1, boost "
      "card had 2 icons, main scheme was at 3.",
      "mc");
  CHECK(r.action == "enemy-scheme");
  CHECK(r.fact("villain", "sch") == "1");
  CHECK(r.fact("main", "threat") == "3");
  // Near miss: a recovery alone stays one.
  const Reading alone = testing::first_reading(
      "I flipped to Peter Parker with 5 damage and recovered with REC 3.", "mc");
  CHECK(alone.action == "recover");
}

TEST_CASE("mc: 'defeated by that attack' tells no new attack", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Thor attacks an Ultron Drone with his ATK 3. The drone has 3 hit points and retaliate 1, "
      "and it's defeated by that attack. Does Thor take any damage from retaliate?",
      "mc");
  CHECK(r.action == "player-attack");
  CHECK(r.fact("hero", "atk") == "3");
  // Near miss: "defeated by Rhino" is Rhino's attack.
  const Reading rhino = testing::first_reading(
      "Black Cat (2 hp) was defeated by Rhino (ATK 3). Did any damage go to me?", "mc");
  CHECK(rhino.action == "enemy-attack");
}

TEST_CASE("mc: 'the scheme started at 3', 'starting from 4' are the scheme's threat",
          "[ask][situation]") {
  const Reading started = testing::first_reading(
      "How much threat is on the main scheme after Ultron schemes? He has SCH 2, the scheme "
      "started at 3, and his boost card had 2 icons. I'm in alter-ego as Tony Stark.",
      "mc");
  CHECK(started.fact("main", "threat") == "3");
  const Reading from = testing::first_reading(
      "With Peter Parker in alter-ego form, what is the main scheme's threat after Klaw (SCH 1) "
      "schemes with a two-icon boost card, starting from 4?",
      "mc");
  CHECK(from.fact("main", "threat") == "4");
  // Near miss: a player starting at hit points is no scheme's threat.
  const Reading hp = testing::first_reading(
      "Spider-Man started at 10 hit points. Rhino (ATK 3) attacks him undefended.", "mc");
  CHECK(hp.fact("main", "threat").empty());
}

TEST_CASE("mc: 'hero atk 2 on minion 5hp' is an attack on the minion", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "hero atk 2 on minion 5hp that already has 1 dmg. minion hp left?", "mc");
  CHECK(r.action == "player-attack");
  CHECK(r.fact("minion", "hp") == "5");
  // Near miss: THW "on" a scheme is a thwart, not an attack.
  const Reading thw =
      testing::first_reading("maria hill thw 2 on the main scheme, 5 threat. threat left?", "mc");
  CHECK(thw.action == "thwart");
}

TEST_CASE("mc lay words: near misses of 'with 2', 'tapped', 'started at', 'needs'",
          "[ask][situation]") {
  const Reading players = testing::first_reading(
      "Rhino attacks with 2 players in the game. Spider-Man defends with DEF 3.", "mc");
  CHECK(players.fact("villain", "atk").empty());
  const Reading tokens =
      testing::first_reading("Klaw attacked me with 3 tokens on him. I defend with DEF 2.", "mc");
  CHECK(tokens.fact("villain", "atk").empty());
  const Reading tapped_out = testing::first_reading(
      "I tapped out on resources. Rhino attacks for 3, my hero defends with DEF 2.", "mc");
  CHECK(tapped_out.fact("hero", "exhausted").empty());
  const Reading resources = testing::first_reading(
      "I tapped 2 resources to play Black Cat. Rhino attacks me for 3, I defend with DEF 2.", "mc");
  CHECK(resources.fact("hero", "exhausted").empty());
  const Reading hero_started = testing::first_reading(
      "Rhino schemes for 2, even though my hero started at 10 hp. Main scheme at 4.", "mc");
  CHECK(hero_started.fact("main", "threat") == "4");
  const Reading we_need = testing::first_reading(
      "The main scheme has 5 threat and we need 3 threat removed next turn. Rhino schemes with SCH "
      "1. Do we lose?",
      "mc");
  CHECK(we_need.fact("main", "target").empty());
}

TEST_CASE("mc: an ally whose fate is asked is in the fight", "[ask][situation]") {
  const std::vector<Reading> r = query::ask::read_question(
      "Does my ally with 2 hp survive if Rhino attacks for 3?", testing::test_vocabulary(), "mc");
  REQUIRE(r.size() == 1);
  CHECK(r.front().defender == "ally");
  // Near miss: the hero's fate asked, the ally only in play: both read.
  const std::vector<Reading> hero = query::ask::read_question(
      "Black Cat is in play with 2 hp. Rhino attacks me for 3. Am I defeated?",
      testing::test_vocabulary(), "mc");
  CHECK(hero.size() == 2);
}

TEST_CASE("mc: 'Hulk stayed exhausted. Is that correct?' is a result put forward",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Hulk got stunned by a treachery, so next turn I tried to basic attack Rhino with ATK 5. We "
      "took off the stun, no damage to Rhino, and Hulk stayed exhausted. Is that correct?",
      "mc");
  CHECK(r.fact("hero", "exhausted").empty());
  CHECK(r.fact("hero", "stunned") == "true");
  // Near miss: "is still exhausted" with no question after it is a state.
  const Reading state = testing::first_reading(
      "Spider-Man is still exhausted. Rhino (ATK 2) attacks him. How much damage?", "mc");
  CHECK(state.fact("hero", "exhausted") == "true");
}
