// Marvel Champions questions that tell more than one attack: each enemy's
// attack with its own defender, in the order told; a second player attack
// with its verb left out ("Cap hits it, then Mockingbird atk 1"); and no
// outcome stated over an attack the situation leaves out.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/reading.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

namespace {

Reading read(const std::string& q) {
  return testing::first_reading(q, "mc");
}

Answer answer(const std::string& q) {
  AskOptions options;
  options.game = "mc";
  return ask(testing::test_catalog(), q, options);
}

}  // namespace

TEST_CASE("mc sequences: the villain's attack, then a minion's, each with its defender",
          "[ask][situation]") {
  const Reading r = read(
      "Villain phase: Rhino (ATK 2) attacks Captain America and Cap defends with his DEF 3. The "
      "boost card shows 2 icons. Then my engaged Hydra Mercenary (ATK 1) attacks, and I want Cap "
      "to defend that one too. How much damage does Cap take?");
  CHECK(r.action == "enemy-attack");
  CHECK(r.fact("attack", "by").empty());  // the villain's attack comes first
  CHECK(r.defender == "hero");
  CHECK(r.fact("attack", "then") == "minion");
  CHECK(r.fact("attack", "then-defender") == "hero");
  // Cap is exhausted by the first defence and cannot defend the second:
  // 2 + 2 - 3 = 1, then the Mercenary's 1 undefended.
  const Answer a = answer(
      "Villain phase: Rhino (ATK 2) attacks Captain America and Cap defends with his DEF 3. The "
      "boost card shows 2 icons. Then my engaged Hydra Mercenary (ATK 1) attacks, and I want Cap "
      "to defend that one too. Cap has 10 hit points. How much damage does Cap take?");
  REQUIRE(a.report);
  CHECK(a.report->values.at("hero.damage") == "2");
}

TEST_CASE("mc sequences: 'no allies' is no ally for the attack to target", "[ask][situation]") {
  const Reading r = read(
      "villian phase: rhino atk 2 hits, i block w/ spidey def 2, boost 1. then my hydra merc atk 2 "
      "attacks, no allies. can spidey block again? total dmg?");
  CHECK(r.fact("attack", "then") == "minion");
  CHECK(r.fact("attack", "then-defender") == "hero");
}

TEST_CASE("mc sequences: another enemy's ATK told beside the attack read leaves it out",
          "[ask][situation]") {
  // Told "then", the second attack is run: the hero who blocked the first
  // is exhausted and cannot block it.
  const std::string q =
      "vp rhino atk 2 boost 1 on she-hulk, she blocks def 2. then hydra merc atk 2 atacks, can "
      "she block again? total dmg on her";
  const Answer a = answer(q);
  REQUIRE(a.report);
  CHECK(a.report->values.at("hero.damage") == "3");
  // Not told in order, the other enemy's attack is left out.
  const Answer beside = answer(
      "rhino atk 2 boost 1 on she-hulk, she blocks def 2. hydra merc atk 2 is engaged with her. "
      "dmg on her?");
  CHECK_FALSE(beside.report);
  CHECK_FALSE(beside.unapplied.empty());
  // A stunned enemy's ATK is told as not attacking: nothing is left out.
  const Answer stunned = answer(
      "Rhino (ATK 2) attacks me, boost 0, and I don't defend. The Hydra Soldier (ATK 1) engaged "
      "with me is stunned. Spider-Man has 10 hit points. How much damage do I take?");
  CHECK(stunned.unapplied.empty());
}

TEST_CASE("mc sequences: a yes/no question after 'afterwards' asks, it does not state",
          "[ask][situation]") {
  const Reading r = read(
      "A stunned Black Widow (ATK 1) attempts a basic attack against Klaw, who has retaliate 1. "
      "How much damage is dealt to Klaw, and afterwards is Black Widow exhausted?");
  CHECK(r.fact("hero", "exhausted").empty());
  CHECK(r.fact("hero", "stunned") == "true");
}

TEST_CASE(
    "mc sequences: a minion that 'comes into play' enters, an attack on it said only by "
    "an ATK is left out",
    "[ask][situation]") {
  const Answer a = answer(
      "I'm in alter-ego form as Jennifer Walters. An Ultron Drone with quickstrike (ATK 3) comes "
      "into play engaged with me. Does it attack me, and how much damage do I take?");
  CHECK(a.reading.action == "minion-enters");
  REQUIRE(a.report);
  CHECK(a.report->values.at("hero.damage") == "0");  // no attack on an alter-ego
  const Answer told = answer(
      "sandman (4hp toughness) just came out. spidey atk 2 then black cat atk 1. dmg on sandman?");
  CHECK_FALSE(told.report);
  CHECK_FALSE(told.unapplied.empty());
}

TEST_CASE("mc sequences: a second attacker with the verb left out attacks too",
          "[ask][situation]") {
  for (const std::string q : {
           "revealed a 3hp minion w/ toughness. cap atk 3 hits it then mockingbird atk 1. dmg on "
           "it?",
           "A minion with 3 hit points and Toughness enters play engaged with me. It is then "
           "attacked by Captain America (ATK 3) and afterwards by the ally Mockingbird (ATK 1). "
           "How much damage remains on the minion?",
       }) {
    INFO(q);
    const Answer a = answer(q);
    REQUIRE(a.report);
    // The first attack only discards the tough card the minion entered with.
    CHECK(a.report->values.at("minion.damage") == "1");
  }
}

TEST_CASE("mc sequences: a name said with its hit points, then to come out, is a minion",
          "[ask][situation]") {
  const Reading r = read(
      "armored brute 4hp w toughness just came out on me. hulk atk 3 hits it then jessica jones "
      "atk 2. dmg on brute?");
  CHECK(r.fact("minion", "hp") == "4");
  CHECK(r.fact("minion", "toughness") == "true");
  CHECK(r.fact("hero", "hp").empty());
  CHECK(r.fact("attack", "then") == "ally");
}

TEST_CASE("mc sequences: defending against an enemy tells its attack, before the next one",
          "[ask][situation]") {
  const Answer a = answer(
      "spidey at 7/10 def 3, blocks rhino atk2 boost 2, then hydra merc atk1 attacks. no allies. "
      "hp left?");
  REQUIRE(a.report);
  // Rhino's 2 + 2 boost against DEF 3 is 1; the Mercenary's 1 is undefended
  // (Spider-Man is exhausted from defending).
  CHECK(a.report->values.at("hero.remaining") == "5");
  // A defence told as done before is not an attack now.
  const Reading before = read(
      "cap already exhausted from blocking a minion earlier this villain phase. rhino atk 2 boost "
      "1 hits him. dmg?");
  CHECK(before.fact("attack", "then").empty());
  CHECK(before.fact("attack", "by").empty());
}

TEST_CASE("mc sequences: a character's attack after the enemy's runs after it",
          "[ask][situation]") {
  // The boost star's tough, then Spider-Man's attack takes it off.
  const Answer a = answer(
      "Rhino, ATK 2, attacks Spider-Man and no one defends; the boost card has one "
      "boost icon and a star with the boost ability 'Give the villain a tough "
      "status card.' Afterwards Spider-Man makes a basic attack (ATK 2) on Rhino. "
      "How much damage does each of them take?");
  CHECK(a.reading.fact("counter", "by") == "hero");
  CHECK(a.reading.fact("counter", "target") == "villain");
  REQUIRE(a.report);
  CHECK(a.report->values.at("villain.tough") == "false");
  CHECK(a.report->values.at("villain.damage") == "0");
  // The teammate's attack finishes the final stage after the elimination.
  const Answer b = answer(
      "2p, rhino last stage 15hp 13 dmg. he hits my partners she-hulk (15hp 14 "
      "dmg) atk 2 boost 0 no block. then my spidey atk 2 hits rhino. do we win");
  REQUIRE(b.report);
  CHECK(b.report->values.at("game.winner") == "players");
  // An enemy's second attack stays an enemy's ("then the Mercenary attacks").
  const Reading r = read(
      "villian phase: rhino atk 2 hits, i block w/ spidey def 2, boost 1. then my hydra merc atk 2 "
      "attacks, no allies. total dmg?");
  CHECK(r.fact("counter", "by").empty());
}

TEST_CASE("mc sequences: an attack told as a noun, taken by its target", "[ask][situation]") {
  const Reading took = read(
      "Rhino's Hydra Mercenary (HP 3) takes She-Hulk's basic attack at ATK 4; nothing gives her "
      "overkill. Is the Mercenary defeated and does Rhino take any damage?");
  CHECK(took.action == "player-attack");
  CHECK(took.fact("attack", "target") == "minion");
  const Answer guard = answer(
      "Ultron is the target of Iron Man's basic attack (ATK 2) while a Hydra Soldier with the "
      "guard keyword is engaged with Iron Man's player. Is the attack allowed?");
  CHECK(guard.reading.action == "player-attack");
  CHECK(guard.reading.fact("attack", "target") == "villain");
  // ("Rhino's attack hits Spider-Man": told with a verb of its own.)
  const Reading own = read("Rhino's attack (ATK 2) hits Spider-Man undefended. Damage?");
  CHECK(own.action == "enemy-attack");
}

TEST_CASE("mc sequences: an attack as a noun at the question's start", "[ask][situation]") {
  // The one whose attack it is opens the question: no verb before it.
  for (const std::string q : {"My She-Hulk's basic attack hits Rhino for 4.",
                              "She-Hulk's basic attack (ATK 4) is made against Rhino.",
                              "takes She-Hulk's basic attack"}) {
    INFO(q);
    const Reading r = read(q);
    CHECK(r.game == "mc");
  }
}

TEST_CASE("mc sequences: characters given a THW with no verb thwart in the order told",
          "[ask][situation]") {
  const Reading r = read("black widow thw 2 then hawkeye thw 1 on a side scheme with 3 threat");
  CHECK(r.action == "thwart");
  CHECK(r.fact("thwart", "then") == "ally");
  // The scheme named after both is the one each thwarts.
  CHECK(r.fact("thwart", "scheme") == "side");
  CHECK(r.fact("thwart", "then-scheme").empty());
  const Answer both = answer("black widow thw 2 then hawkeye thw 1 on a side scheme with 3 threat");
  REQUIRE(both.report);
  CHECK(both.report->values.at("side.defeated") == "true");
  // Each on the scheme its own sentence names.
  const Reading apart = read(
      "crowd control (crisis, 3 threat) out, break-in at 6. spider-woman thw 2 on crowd control, "
      "then hellcat thw 2 on the main");
  CHECK(apart.fact("thwart", "scheme") == "side");
  CHECK(apart.fact("thwart", "then-scheme") == "main");
  // A target the reading did not take is not guessed at.
  const Answer unread = answer(
      "bomb scare on 1 threat, main on 8. carol thw 2 on the bomb thing, wasp thw 2 on the "
      "main");
  CHECK_FALSE(unread.report);
  // One character given a THW thwarts alone, as before.
  CHECK(read("widow thw 3 on a side scheme w 2 threat").fact("thwart", "then").empty());
}

TEST_CASE("mc sequences: a second enemy's scheme runs after the first", "[ask][situation]") {
  for (const std::string q : {
           "I'm in alter-ego form as Tony Stark. Ultron (SCH 2) schemes and his boost card shows "
           "2 icons, then my engaged Ultron Drone minion (SCH 1) schemes too. The main scheme had "
           "3 threat with a target of 15.",
           "Against Tony Stark in alter-ego form, Ultron (SCH 2, boost card with two icons) "
           "schemes, followed by an engaged Ultron Drone minion (SCH 1). If the main scheme "
           "(target threat 15) held 3 threat beforehand, how much does it hold afterward?",
       }) {
    INFO(q);
    CHECK(read(q).fact("scheme", "then") == "minion");
    const Answer a = answer(q);
    REQUIRE(a.report);
    // 3, then 2 SCH and 2 boost icons, then the minion's 1 (no boost card).
    CHECK(a.report->values.at("main.threat") == "8");
  }
  // Another enemy given a SCH that the words do not say schemes: left out.
  const Reading r = read(
      "Rhino (SCH 1) schemes against Peter Parker; a Hydra Mercenary (SCH 1) is engaged with me. "
      "The main scheme has 3 threat.");
  CHECK(r.fact("scheme", "then").empty());
  CHECK_FALSE(r.left_out.empty());
}

TEST_CASE("mc sequences: a scheme's threat said with 'holds' or 'held'", "[ask][situation]") {
  const Reading held = read(
      "Rhino (SCH 1) schemes against Peter Parker; the boost card reveals two boost icons. If the "
      "main scheme held 3 threat beforehand, how much does it hold afterward?");
  CHECK(held.fact("main", "threat") == "3");
  CHECK_FALSE(held.has("side"));  // "held" names no side scheme
  const Reading holds = read(
      "Captain Marvel (THW 2) thwarts the crisis side scheme Crowd Control, which holds 1 threat, "
      "while the main scheme holds 5.");
  CHECK(holds.fact("main", "threat") == "5");
  CHECK(holds.fact("side", "threat") == "1");
  // "targets the side scheme": the thwart's.
  CHECK(read("Using her basic thwart (THW 2), Ms. Marvel targets the side scheme Bomb Scare, "
             "which holds 1 threat, while the main scheme holds 4.")
            .fact("thwart", "scheme") == "side");
}

TEST_CASE("mc sequences: the friend's form is the friend's hero's", "[ask][situation]") {
  const Reading r = read(
      "Two players: I'm Spider-Man in hero form (10 hit points), my friend is Jennifer Walters in "
      "alter-ego. The main scheme has 0 threat with acceleration 1. In the villain phase Rhino "
      "(ATK 2, SCH 1) activates, and both boost cards show 1 icon; nobody defends.");
  CHECK(r.fact("hero2", "form") == "alter-ego");
  CHECK(r.fact("hero", "form").empty());
  const Answer a = answer(
      "Two players: I'm Spider-Man in hero form (10 hit points), my friend is Jennifer Walters in "
      "alter-ego. The main scheme has 0 threat with acceleration 1. In the villain phase Rhino "
      "(ATK 2, SCH 1) activates, and both boost cards show 1 icon; nobody defends.");
  REQUIRE(a.report);
  // Rhino attacks Spider-Man (2 + 1) and schemes against Jennifer (1 + 1).
  CHECK(a.report->values.at("hero.damage") == "3");
  CHECK(a.report->values.at("main.threat") == "3");
}

TEST_CASE("mc sequences: 'i def w spidey' defends", "[ask][situation]") {
  const Reading r = read("rhino 2 atk attacks, i def w spidey def 3, boost 2 icons. dmg?");
  CHECK(r.defender == "hero");
  CHECK(r.fact("hero", "def") == "3");
}

TEST_CASE("mc sequences: what is done instead of attacking is not an attack", "[ask][situation]") {
  const Reading r = read(
      "I'm in alter-ego, so Klaw (SCH 1) schemes instead of attacking, and his boost card has 2 "
      "boost icons. The main scheme has 4 threat; how much is on it afterward?");
  CHECK(r.action == "enemy-scheme");
  // ("Klaw attacks" is still an attack.)
  CHECK(read("Klaw (ATK 2) attacks me; his boost card has 1 icon.").action == "enemy-attack");
}

TEST_CASE("mc sequences: 'N+M boost' is the attack's ATK and its boost", "[ask][situation]") {
  const Reading r = read("solo spidey on 2hp, rhino undefended 2+1 boost. dead = we lose?");
  CHECK(r.fact("villain", "atk") == "2");
  CHECK(r.fact("villain", "boost") == "1");
  // Without the boost named, "3+3" is not read as one.
  CHECK(
      read("luke cage w/ tough blocks ultron 3+3, dmg on luke?").fact("villain", "boost").empty());
}

TEST_CASE("mc sequences: an attack said by what it does, or as a noun with its target",
          "[ask][situation]") {
  const Reading defeats = read(
      "If my undamaged 3-attack hero defeats a 3-HP minion that has "
      "Retaliate 2, how much damage does my hero take?");
  CHECK(defeats.action == "player-attack");
  CHECK(defeats.fact("attack", "target") == "minion");
  const Reading noun = read(
      "After my undamaged hero's 3-ATK basic attack on a 5-HP minion with "
      "Retaliate 1, how much damage is on the minion and on my hero?");
  CHECK(noun.action == "player-attack");
  CHECK(noun.fact("hero", "atk") == "3");
  CHECK(read("ally (2 atk, 1 pip, 3 hp) pokes the villain who's got tough").fact("attack", "by") ==
        "ally");
  // "I attack him with Hawkeye": the ally attacks.
  CHECK(read("Rhino has a tough status card. I attack him with Hawkeye (ATK 1, 1 consequential "
             "damage), who has 2 hit points.")
            .fact("attack", "by") == "ally");
}

TEST_CASE("mc sequences: 'engaged with me' is not what a verb is done with", "[ask][situation]") {
  const Reading r = read(
      "Once my 2-ATK ally (no consequential pips) defeats the 2-HP Guard minion engaged with me, "
      "can my hero's 3 ATK attack finish the final-stage villain at 3 remaining hit points?");
  CHECK(r.fact("attack", "by") == "ally");
  // The hero's attack told after it is not run: left out, no outcome over it.
  CHECK_FALSE(r.left_out.empty());
}

TEST_CASE("mc sequences: 'after both activate' runs the villain's scheme, then the minion's",
          "[ask][situation]") {
  const Answer a = answer(
      "I'm in alter-ego form. The villain has SCH 1 and its boost card has 1 boost icon. A minion "
      "with SCH 1 is engaged with me. The main scheme has 6 threat and a target of 14. How much "
      "threat is on the main scheme after both activate?");
  REQUIRE(a.report);
  CHECK(a.report->values.at("main.threat") == "9");
}

TEST_CASE("mc sequences: a word before a break is no preposition of what follows",
          "[ask][situation]") {
  // ("cap marvel has tough on her, rhino ... hits her": Rhino attacks.)
  const Reading r = read(
      "cap marvel has tough on her, rhino atk 2 +3 boost icons hits her "
      "undefended (12hp).");
  CHECK(r.action == "enemy-attack");
  CHECK(r.fact("villain", "atk") == "2");
  CHECK(r.fact("hero", "tough") == "true");
}

TEST_CASE("mc sequences: each activation's boost card in a two-player villain phase",
          "[ask][situation]") {
  const std::string q =
      "Two-player villain phase. I'm first player as Spider-Man in hero form; my partner is "
      "Jennifer Walters in alter-ego form. Rhino has ATK 2 and SCH 1. The main scheme has 2 threat "
      "and acceleration 1. Rhino's boost card against me shows 1 icon, and against my partner 2 "
      "icons. I don't defend.";
  const Reading r = read(q);
  CHECK(r.fact("villain", "boost") == "1");
  CHECK(r.fact("villain", "boost2") == "2");
  const Answer a = answer(q);
  REQUIRE(a.report);
  CHECK(a.report->values.at("hero.damage") == "3");  // 2 + 1
  CHECK(a.report->values.at("main.threat") == "6");  // 2 + 1, then 1 + 2
  // Outside a two-player phase the boost said last stands.
  const Reading one =
      read("Rhino (ATK 2) attacks me, boost 1... no wait, boost 2. I don't defend.");
  CHECK(one.fact("villain", "boost") == "2");
  CHECK(one.fact("villain", "boost2").empty());
}

TEST_CASE("mc sequences: another enemy told 'then' with an ATK of its own attacks next",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "rhino 2 atk +1 boost, spidey defends def 3, then hydra merc 1 atk, spidey hp after both",
      "mc");
  CHECK(r.fact("attack", "then") == "minion");
  CHECK(r.fact("attack", "then-defender") == "none");
  CHECK(r.defender == "hero");
  // The minion's attack said with a verb, the villain's by its ATK and
  // boost: the villain's first, as told.
  const Reading swung = testing::first_reading(
      "villain phase, rhino atk 2 + 2 boost, cap blocks w/ def 3. then hydra merc atk 1 swings. "
      "total dmg on cap?",
      "mc");
  CHECK(swung.fact("attack", "by").empty());
  CHECK(swung.fact("attack", "then") == "minion");
  // Exhausted by the first defence, not before it.
  const Answer a = ask(testing::test_catalog(),
                       "cap 11hp 0 dmg def 3. rhino atk 2 flips boost w/ 2 icons, i defend w/ "
                       "cap. then hydra merc atk 2 swings, cap already exhausted so no block. cap "
                       "dmg now??",
                       {});
  REQUIRE(a.report);
  CHECK(a.report->values.at("hero.damage") == "3");
  // Near misses: no "then", or two minions read as one, is no sequence.
  CHECK(testing::first_reading("rhino atk 2 boost 1 attacks me, hydra merc atk 1 is engaged with "
                               "me. i defend with def 3. dmg?",
                               "mc")
            .fact("attack", "then")
            .empty());
  CHECK(testing::first_reading("villain atk 2 boost 0, my ally (4hp) blocks. then minion #1 atk 3, "
                               "i defend w/ def 2. then minion #2 atk 2. dmg on hero?",
                               "mc")
            .fact("attack", "then")
            .empty());
}

TEST_CASE("mc sequences: 'exhausted' said after the hero's first defence is its doing",
          "[ask][situation]") {
  // The defence told first, then "still exhausted from defending" at the
  // second attack: the same defence told again, which defends nothing new.
  Reading r = read(
      "Captain America (11 hit points, no damage, DEF 3) defends against Rhino's attack; Rhino has "
      "ATK 2 and his boost card shows 2 boost icons. Afterwards a minion with ATK 2 attacks "
      "Captain America while he is still exhausted from defending. How much damage does Captain "
      "America have?");
  CHECK(r.defender == "hero");
  CHECK(r.fact("hero", "exhausted").empty());
  CHECK(r.fact("attack", "then") == "minion");
  CHECK(r.fact("attack", "then-defender") == "none");
  // "so I exhausted my hero to defend": the defence's cost; "already
  // exhausted" at the second attack is what it left.
  r = read(
      "The villain (ATK 2) attacked my hero with a boost card of 2 icons, so I exhausted my hero "
      "to defend with DEF 3. My hero has 11 hit points. Then the engaged minion (ATK 2) attacked, "
      "and since my hero was already exhausted I just took it. How much damage do I have?");
  CHECK(r.defender == "hero");
  CHECK(r.fact("hero", "exhausted").empty());
  CHECK(r.fact("attack", "then-defender") == "none");
  // Near miss: exhausted before the first attack, and said so first.
  r = read(
      "Cap (DEF 3, 11 hit points) is already exhausted from attacking. Rhino (ATK 2) attacks him, "
      "boost 1 icon. Then a minion (ATK 2) attacks him too. How much damage does Cap take?");
  CHECK(r.fact("hero", "exhausted") == "true");
}

TEST_CASE("mc sequences: a minion revealed or brought out enters play", "[ask][situation]") {
  // The hero who reveals it is not the one entering.
  CHECK(read("Last game I was in alter-ego form (12 hit points, 2 damage) when I revealed a "
             "quickstrike minion with ATK 3 in the reveal step, and it engaged me. How much damage "
             "should I have?")
            .action == "minion-enters");
  CHECK(read("I'm in alter-ego as Peter Parker when Shadow of the Past brings out Vulture (ATK 3, "
             "quickstrike) engaged with me. Does Vulture attack me right away?")
            .action == "minion-enters");
  // Near misses: a boost card revealed, and a hero's attack on a minion.
  CHECK(read("Rhino (ATK 2) attacks me and reveals a boost card with 1 icon. I don't defend. How "
             "much damage do I take?")
            .action == "enemy-attack");
  CHECK(read("I reveal my hand and attack the Hydra Soldier (3 hp) with ATK 2. Is it defeated?")
            .action == "player-attack");
}

TEST_CASE("mc sequences: 'X then Y attacked' is X's attack, then Y's", "[ask][situation]") {
  Reading r = read(
      "After Maria Hill (THW 2, 1 consequential) and then Ms. Marvel (THW 2) both thwarted the "
      "main scheme, starting from 7 threat, what's the threat?");
  CHECK(r.fact("thwart", "by") == "ally");
  CHECK(r.fact("thwart", "then") == "hero");
  // "He had a tough card before Hulk's attack": not Hulk, named again in
  // the same sentence.
  r = read(
      "Klaw only took 2 after Hulk (ATK 3) and then Vision (ATK 2) attacked him? He had a tough "
      "status card before Hulk's attack. Is the tough card gone?");
  CHECK(r.fact("attack", "then") == "ally");
  CHECK(r.fact("villain", "tough") == "true");
  CHECK(r.fact("hero", "tough").empty());
  // Near miss: a pronoun before "then" is no doer of its own.
  r = read(
      "guard minion (2hp) engaged w/ me - ally (2 atk, no pips) kills it, then I swing 3 atk at "
      "the villain. do we win?");
  CHECK(r.fact("hero", "atk") == "3");
}

TEST_CASE("mc sequences: a status after 'whether' is asked", "[ask][situation]") {
  const Reading r = read(
      "An attack by Rhino (ATK 3) against the first player is defended by the second player's "
      "hero, She-Hulk (DEF 2); one boost icon is revealed. Determine She-Hulk's damage, whether "
      "she is exhausted, and Spider-Man's damage.");
  CHECK(r.fact("hero2", "exhausted").empty());
  CHECK(r.fact("hero", "exhausted").empty());
}

TEST_CASE("mc sequences: two engaged minions, Brute among them, each attack", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "villain phase. spidey hero form 10hp no dmg. rhino atk 2 boost 1, engaged hydra soldier atk "
      "1 + brute atk 2. no defending.",
      "mc");
  CHECK(r.fact("minion", "atk") == "1");
  CHECK(r.fact("minion2", "atk") == "2");
}

TEST_CASE("mc sequences: 'he ... in hero form' is the hero, whoever was named last",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Spider-Man ended up with how much damage? All the attacks this villain phase went "
      "undefended: Rhino (ATK 2, boost card with 1 icon), then the engaged Hydra Soldier (ATK 1) "
      "and Brute (ATK 2). He started at 10 hit points, undamaged, in hero form.",
      "mc");
  CHECK(r.fact("hero", "hp") == "10");
  CHECK(r.fact("minion2", "hp").empty());
  // Near miss: the form of one named after the pronoun is that one's.
  const Reading other = testing::first_reading(
      "Green Goblin (SCH 2) was confused when he activated against Peter Parker, who was in "
      "alter-ego form. The main scheme had 4 threat.",
      "mc");
  CHECK(other.fact("villain", "confused") == "true");
  CHECK(other.action == "enemy-scheme");
  CHECK(other.fact("hero", "form") == "alter-ego");
}

TEST_CASE("mc sequences: 'thwarts the side' is the side scheme", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "crisis side scheme w/ 2 threat, main has 5. maria hill thw 1 thwarts the side (no "
      "consequential). then black widow thw 2 thwarts main.",
      "mc");
  CHECK(r.fact("thwart", "scheme") == "side");
  // Near miss: "the side scheme" is read whole, "the main" is the main.
  const Reading main = testing::first_reading(
      "crisis side scheme w/ 2 threat, main has 5. maria hill thw 1 thwarts the main.", "mc");
  CHECK(main.fact("thwart", "scheme").empty());
  CHECK(main.fact("side", "crisis") == "true");
}

TEST_CASE("mc sequences: 'Player A thwarted X with Maria Hill, then thwarted Y with Widow'",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "A side scheme with the crisis icon has 2 threat; the main scheme has 5. Player A thwarted "
      "the side scheme with the ally Maria Hill (THW 1, no consequential damage), then thwarted "
      "the main scheme with the hero Black Widow (THW 2).",
      "mc");
  CHECK(r.fact("thwart", "by") == "ally");
  CHECK(r.fact("thwart", "scheme") == "side");
  CHECK(r.fact("thwart", "then") == "hero");
  // Near miss: "Hulk (ATK 3) then attacks it" names its own doer.
  const Reading own = testing::first_reading(
      "A minion with 4 hit points enters play engaged with me. Hulk (ATK 3) then attacks it.",
      "mc");
  CHECK(own.fact("hero", "atk") == "3");
}

TEST_CASE("mc sequences: 'he' after a hero named since is the hero, not the 'he' before",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Klaw attacked Black Panther, and the king defended himself. The villain's ATK is 2 and he "
      "got 1 boost icon; BP's DEF is 2 and he has retaliate 1.",
      "mc");
  CHECK(r.fact("hero", "retaliate") == "1");
  CHECK(r.fact("villain", "retaliate").empty());
  CHECK(r.fact("villain", "boost") == "1");
  // Near miss: with no one named between, "he" is the "he" before.
  const Reading same = testing::first_reading(
      "Klaw attacks Black Panther. He has DEF 2 and he has retaliate 1.", "mc");
  CHECK(same.fact("hero", "retaliate") == "1");
  CHECK(same.fact("hero", "def") == "2");
}

TEST_CASE("mc sequences: 'i atk it', 'I finished off a minion' are attacks", "[ask][situation]") {
  const Reading atk = testing::first_reading(
      "minion has retaliate 1, 3hp. i atk it w/ atk 1 (10hp hero). do i take 1 back?", "mc");
  CHECK(atk.action == "player-attack");
  CHECK(atk.fact("hero", "atk") == "1");
  const Reading off = testing::first_reading(
      "I finished off a minion (3 hit points, 1 damage on it) with a basic attack, ATK 2. Did it "
      "die?",
      "mc");
  CHECK(off.action == "player-attack");
  // Near miss: "i atk 2" is a stat said after "i", no attack on anyone.
  const Reading stat = testing::first_reading(
      "i atk 2 def 3, rhino attacks me with atk 3, boost 1, i defend. damage on me?", "mc");
  CHECK(stat.action == "enemy-attack");
}

TEST_CASE(
    "mc sequences: against an alter-ego, a minion's activation after the villain's is "
    "its scheme",
    "[ask][situation]") {
  const Reading r = read(
      "I'm Jennifer Walters in alter-ego form. First Rhino (SCH 1) activated against me and "
      "schemed; his boost card showed 2 icons. Then the Hydra Mercenary engaged with me (SCH 1) "
      "activated. The main scheme had 3 threat.");
  CHECK(r.action == "enemy-scheme");
  CHECK(r.fact("scheme", "then") == "minion");
  // "engaged with me (SCH 1)": the SCH is the minion's; "me" has none.
  CHECK(r.fact("minion", "sch") == "1");
  CHECK(r.fact("hero", "sch").empty());
  // Near miss: in hero form, an activation is an attack, not a scheme.
  const Reading hero = read(
      "I'm Spider-Man in hero form. Rhino (ATK 2) activated against me with a 1-icon boost and I "
      "didn't defend. Then the Hydra Mercenary engaged with me (ATK 1) activated.");
  CHECK(hero.fact("scheme", "then").empty());
  // A minion's activation alone, no villain's told: its own scheme, not a
  // second one.
  CHECK(read("the main scheme has 2 threat and my minion with 1 scheme activates while I'm in "
             "alter-ego")
            .fact("scheme", "then")
            .empty());
}

TEST_CASE("mc sequences: against a hero, a stunned villain's activation, then a minion's attack",
          "[ask][situation]") {
  const Answer a = testing::ask_mc(
      "Stunned Rhino activates vs Spidey, then engaged Hydra Merc ATK 1 attacks, no defense. "
      "Spidey dmg? Rhino still stunned?");
  CHECK_FALSE(a.reading.fact("attack", "then").empty());
  REQUIRE(a.report);
  CHECK(a.report->values.at("villain.stunned") == "false");
  CHECK(a.report->values.at("hero.damage") == "1");
}

TEST_CASE("mc schemes: a scheme told by its name alone, where an enemy schemes, is the main one",
          "[ask][situation]") {
  const Answer a = testing::ask_mc(
      "Jennifer Walters in alter-ego form. Goblin Thrall, a minion with SCH 1, is engaged with me. "
      "Goblin Nation has 5 threat. The Thrall schemes. How much threat is on Goblin Nation?");
  CHECK(a.reading.fact("main", "threat") == "5");
  CHECK_FALSE(a.reading.has("side"));
  REQUIRE(a.report);
  CHECK(a.report->values.at("main.threat") == "6");
  // Near misses: a side scheme said so stays one; a thwart is not scheming.
  CHECK(testing::first_reading("Jennifer Walters in alter-ego form. Goblin Thrall, a minion with "
                               "SCH 1, is engaged with me. Bomb Scare, a side scheme, has 2 "
                               "threat. The Thrall schemes.",
                               "mc")
            .has("side"));
  CHECK(testing::first_reading("Spider-Man (THW 2) thwarts Bomb Scare, which has 3 threat.", "mc")
            .fact("main", "threat")
            .empty());
}

TEST_CASE("mc sequences: a second heal of another amount is left out, and no outcome stated",
          "[ask][situation]") {
  const Answer a = testing::ask_mc(
      "I'm playing She-Hulk (15 hit points, 3 damage) with her ally Hellcat (3 hit points, 2 "
      "damage). I healed She-Hulk for 5 and then healed Hellcat for 1. How much damage does each "
      "have?");
  CHECK_FALSE(a.reading.left_out.empty());
  CHECK_FALSE(a.report);
  // Near miss: one heal told twice, the same amount.
  const Answer once = testing::ask_mc(
      "Groot (4 hit points, 3 damage) is healed: a card heals 5 damage from Groot. It was a heal "
      "of 5. How much damage does he have?");
  CHECK(once.reading.left_out.empty());
}

TEST_CASE("mc sequences: an attack said not to happen is none ('doesn't attack me, he schemes')",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "I'm in alter-ego (Carol Danvers): the villain doesn't attack me, he schemes. Ronan has SCH "
      "2 "
      "and ATK 3, the boost card showed 2 icons, and the main scheme had 4 threat. Threat after?",
      "mc");
  CHECK(r.action == "enemy-scheme");
  // Near miss: the attack told.
  const Reading told = testing::first_reading(
      "Ronan (ATK 3) attacks me and I don't defend. I have 10 hit points. Damage?", "mc");
  CHECK(told.action == "enemy-attack");
}

TEST_CASE("mc sequences: told backwards, 'Before that, X, before her, Y' happened Y then X",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Is the side scheme defeated, and how much threat is on the main scheme? Before that, my "
      "ally Jubilee (THW 1, no consequential damage) thwarted the main scheme; before her, "
      "Cyclops thwarted the side scheme with THW 2. The side scheme had the crisis icon and 2 "
      "threat; the main scheme had 6.",
      "mc");
  CHECK(r.fact("thwart", "scheme") == "side");
  CHECK(r.fact("thwart", "then") == "ally");
  CHECK(r.fact("thwart", "then-scheme") == "main");
  // Near miss: told forwards, the first told is the first done.
  const Reading f = testing::first_reading(
      "My ally Jubilee (THW 1, no consequential damage) thwarted the main scheme; then Cyclops "
      "thwarted the side scheme with THW 2. The side scheme had the crisis icon and 2 threat; the "
      "main scheme had 6. Is the side scheme defeated?",
      "mc");
  CHECK(f.fact("thwart", "by") == "ally");
}
