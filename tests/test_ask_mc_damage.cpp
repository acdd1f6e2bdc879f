// Marvel Champions damage a player deals or assigns: indirect damage put on
// characters, the rest, and "as much as possible" on allies (no more than
// each has hit points left for); an attack event's amount.
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

}  // namespace

TEST_CASE("mc indirect damage: as much as allowed on allies, the rest on the hero",
          "[ask][situation]") {
  CHECK(read("3 indirect dmg, i have spidey (full hp) + black cat (2hp, 1 dmg). want max on cat. "
             "cat dies? spidey takes how much?")
            .fact("effect", "assign") == "ally:1,hero:2");
  CHECK(read("6 indirect dmg on me. i have spidey + black cat (2hp) + hawkeye (2hp, 1 dmg). dump "
             "max on allies, how much does spidey eat?")
            .fact("effect", "assign") == "ally:2,ally2:1,hero:3");
  CHECK(read("I have to take 5 indirect damage. My ally Hellcat has 4 hit points and 1 damage. I "
             "put as much as I'm allowed on Hellcat and the rest on She-Hulk.")
            .fact("effect", "assign") == "ally:3,hero:2");
  // What an ally can take is not known without its hit points: no share
  // is made up for it.
  CHECK(read("5 indirect damage, I put as much as possible on my ally Hellcat")
            .fact("effect", "assign")
            .find("ally") == std::string::npos);
  // Said again in the question ("spidey takes 2?"), an amount is not put twice.
  CHECK(read("4 indirect, i split 2 on black cat (2hp) and 2 on spidey. cat dies, spidey takes 2?")
            .fact("effect", "assign") == "ally:2,hero:2");
  // "the other 2" after a name; "w 1 dmg on him" is damage he has; "hawk" is Hawkeye.
  CHECK(read("She-Hulk's player has to take 5 indirect damage: Hellcat (3 hit points) takes 3 of "
             "it, She-Hulk the other 2.")
            .fact("effect", "assign") == "ally:3,hero:2");
  CHECK(read("4 indirect dmg, hawkeye 2hp w 1 dmg on him. i put 1 on hawk, 3 on spidey.")
            .fact("effect", "assign") == "ally:1,hero:3");
  // Amounts said are kept as said.
  CHECK(read("5 indirect dmg, I put 4 on my ally Hellcat (4 hp) and the rest on me")
            .fact("effect", "assign") == "ally:4,hero:1");
}

TEST_CASE("mc attack events: the amount said before the event, not a target's damage",
          "[ask][situation]") {
  const Reading before = read(
      "hulk plays a 5 dmg attack event w overkill on a hydra soldier (4hp, 1 dmg on it). rhino at "
      "4 dmg. soldier dead? rhino dmg after?");
  CHECK(before.action == "attack-event");
  CHECK(before.fact("event", "damage") == "5");
  CHECK(before.fact("event", "overkill") == "true");
  const Reading atk = read(
      "hulk plays overkil atk event for 5 on a hydra soldier (4hp w 1 dmg). red skull at 0 dmg.");
  CHECK(atk.action == "attack-event");
  CHECK(atk.fact("event", "damage") == "5");
  CHECK(atk.fact("hero", "overkill").empty());
  // Instances said after it are each read.
  CHECK(read("my attack event deals 3, then 3 again to Rhino").fact("event", "damage") == "3,3");
}

TEST_CASE("mc hit points: what is left against the maximum is damage", "[ask][situation]") {
  const Reading left = read(
      "mockingbird 1hp left (3 max), atk 1 w/ 1 consequential, attacks "
      "crossbones. does she die?");
  CHECK(left.fact("ally", "hp") == "3");
  CHECK(left.fact("ally", "damage") == "2");
  const Reading panther =
      read("solo, black panther at 3hp left (11 max). klaw atk 2 +1 boost, undefended.");
  CHECK(panther.fact("hero", "hp") == "11");
  CHECK(panther.fact("hero", "damage") == "8");
  // Alone, what is left stands for the hit points.
  CHECK(read("klaw atk 3 hits my spidey (2 hp left) undefended, boost 0").fact("hero", "hp") ==
        "2");
  const Reading took =
      read("solo spidey 10hp already took 6, klaw atk 3 hits me undefended boost 2");
  CHECK(took.fact("hero", "hp") == "10");
  CHECK(took.fact("hero", "damage") == "6");
}

TEST_CASE("mc attack verbs: 'does 6 to' a minion, a basic attack that 'targets' one",
          "[ask][situation]") {
  const Reading event = read(
      "hulk event w/ overkill does 6 to an ultron drone (4hp, 1 dmg on it). how much spills "
      "onto ultron");
  CHECK(event.action == "attack-event");
  CHECK(event.fact("event", "damage") == "6");
  const Reading targets = read(
      "Black Panther's basic attack (ATK 3) targets a minion with 3 hit points and the "
      "Retaliate 1 keyword.");
  CHECK(targets.action == "player-attack");
  CHECK(targets.fact("attack", "target") == "minion");
}

TEST_CASE("mc attack verbs: an attack tried against someone, and one 'followed by' another's",
          "[ask][situation]") {
  const Reading tried =
      read("Captain Marvel is stunned and tries to make her ATK 2 basic attack against Rhino.");
  CHECK(tried.action == "player-attack");
  CHECK(tried.fact("hero", "stunned") == "true");
  const Reading followed = read(
      "While Rhino holds a tough status card, She-Hulk makes a 4-damage basic attack against him, "
      "followed by the ally Hellcat (ATK 1, 1 consequential damage, 3 hit points).");
  CHECK(followed.fact("attack", "by").empty());  // She-Hulk's first
  CHECK(followed.fact("attack", "then") == "ally");
  CHECK(followed.fact("hero", "atk") == "4");
}

TEST_CASE("mc schemes: core-set schemes by name, and 'main 5' is its threat", "[ask][situation]") {
  const Reading named = read(
      "rhino stunned but im in alter ego (peter) so he schemes. sch 1 boost 1, break-in at 4/7.");
  CHECK(named.fact("main", "threat") == "4");
  CHECK(named.fact("main", "target") == "7");
  CHECK(named.fact("villain", "hp").empty());
  const Reading side =
      read("crowd control 1 threat left, main 5. cap marvel thw 2 on crowd control. cc gone?");
  CHECK(side.fact("side", "threat") == "1");
  CHECK(side.fact("main", "threat") == "5");
  CHECK(side.fact("thwart", "scheme") == "side");
}

TEST_CASE("mc values: 'the extra 1 thwart' is asked about, 'maximum hit points are 12'",
          "[ask][situation]") {
  CHECK(read("Black Widow (THW 3) thwarts a side scheme that has 2 threat. The main scheme has 4 "
             "threat. Does the extra 1 thwart come off the main scheme?")
            .fact("hero", "thw") == "3");
  const Reading heal = read(
      "A heal of 5 is applied to Captain Marvel, whose maximum hit points are 12 and who has "
      "sustained 3 damage.");
  CHECK(heal.fact("hero", "hp") == "12");
  CHECK(heal.fact("hero", "damage") == "3");
}

TEST_CASE("mc damage: 'is dealt 8 damage by <a card>' is damage to the one it is dealt to",
          "[ask][situation]") {
  const Reading r = read(
      "Rhino I (14 hit points, 11 damage, stunned) is dealt 8 damage by Swinging Web Kick. Rhino "
      "II has 15 hit points.");
  // The card's name is not an attack Rhino makes.
  CHECK(r.action == "damage");
  CHECK(r.fact("hit", "amount") == "8");
  CHECK(r.fact("villain", "damage") == "11");
}

TEST_CASE("mc damage: 'atk3' is ATK 3, and 'i chump w' an ally defends", "[ask][situation]") {
  const Reading r = read(
      "rhino atk3 + 2 boost on me, i chump w black cat (2hp). does she die, and does the extra go "
      "thru to spidey?");
  CHECK(r.fact("villain", "atk") == "3");
  CHECK(r.defender == "ally");
  CHECK(r.fact("ally", "hp") == "2");
}

TEST_CASE("mc damage: an attack card played with its damage in brackets is an attack event",
          "[ask][situation]") {
  AskOptions mc;
  mc.game = "mc";
  const Answer a = ask(testing::test_catalog(),
                       "She-Hulk plays Relentless Assault (5 damage to a minion, with overkill) "
                       "on a Hydra Mercenary that has 3 hit points and already took 1 damage. "
                       "Rhino already has 8 damage on him.",
                       mc);
  REQUIRE(a.report);
  CHECK(a.reading.action == "attack-event");
  CHECK(a.reading.fact("hero", "damage").empty());
  CHECK(a.report->values.at("minion.defeated") == "true");
  // The excess goes on to the villain, whose hit points are not given:
  // assumed enough to survive, and said so, with the values that differ.
  CHECK(a.report->values.at("villain.damage") == "11");
  bool said = false;
  for (const std::string& s : a.assumed)
    said |= s.find("villain hit points not given") != std::string::npos &&
            s.find("1 to 11") != std::string::npos;
  CHECK(said);
}

TEST_CASE(
    "mc damage: indirect damage's 'remainder', 'N of the indirect damage on X', 'as much "
    "of it as the rules allow on X'",
    "[ask][situation]") {
  const Reading rest = testing::first_reading(
      "I must take 5 indirect damage: 1 to my ally Hawkeye (3 hit points) and the remainder to "
      "Iron Man (9 hit points). Damage on Iron Man?",
      "mc");
  CHECK(rest.fact("effect", "assign") == "ally:1,hero:4");
  const Reading of = testing::first_reading(
      "A treachery deals me 4 indirect damage. I put 1 of the indirect damage on Hawkeye (3 hit "
      "points) and 3 on Iron Man (9 hit points). Is Hawkeye defeated?",
      "mc");
  CHECK(of.fact("effect", "assign") == "ally:1,hero:3");
  const Reading most = testing::first_reading(
      "I take 4 indirect damage. Iron Man has 9 hit points and my ally Hawkeye has 3 hit points. I "
      "put as much of it as the rules allow on Hawkeye and the rest on Iron Man.",
      "mc");
  CHECK(most.fact("effect", "assign") == "ally:3,hero:1");
  // Near miss: "3 hit points remaining" is no share of the damage.
  const Reading left = testing::first_reading(
      "I take 2 indirect damage and put all 2 on my hero. My ally Hawkeye has 3 hit points "
      "remaining. Hero damage?",
      "mc");
  CHECK(left.fact("effect", "assign").find("ally") == std::string::npos);
}

TEST_CASE("mc damage: 'her THW has 1 consequential damage' is the pip, not her THW",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My ally Hawkeye has 3 hit points. He thwarts a side scheme with 3 threat, with THW 1, and "
      "his THW has 1 consequential damage. Threat left?",
      "mc");
  CHECK(r.fact("ally", "thw") == "1");
  CHECK(r.fact("ally", "consequential") == "1");
  // Near miss: "her THW is 2" is her THW.
  const Reading is = testing::first_reading(
      "My ally Hawkeye has 3 hit points and his THW is 2. He thwarts a side scheme with 3 threat.",
      "mc");
  CHECK(is.fact("ally", "thw") == "2");
}

TEST_CASE("mc damage: two boost cards for one attack add their icons", "[ask][situation]") {
  const Reading two = testing::first_reading(
      "Klaw (ATK 2) gets two boost cards for this attack: the first shows 1 icon, the second 2 "
      "icons. Iron Man defends with DEF 1. Damage?",
      "mc");
  CHECK(two.fact("villain", "boost") == "3");
  // The same number twice is not told apart: no outcome over it.
  const Answer same = testing::ask_mc(
      "Klaw (ATK 2) gets two boost cards for this attack, each with 1 icon. Iron Man defends "
      "with DEF 1. Damage?");
  CHECK_FALSE(same.unapplied.empty());
  // Near misses: "ATK 2, boost card with 1 icon" is one card; two
  // activations in a two-player phase keep their own.
  const Reading one = testing::first_reading(
      "Rhino (ATK 2, boost card with 1 icon) attacks Iron Man, undefended. Damage?", "mc");
  CHECK(one.fact("villain", "boost") == "1");
}

TEST_CASE("mc damage: 'nursed 7 damage', 'already nursing 3 damage' is damage on it",
          "[ask][situation]") {
  const Reading r = read(
      "Carol Danvers, in alter-ego form, nursed 7 damage on her 12 hit points. "
      "She used her recover power, REC 4. How much damage does Carol have?");
  CHECK(r.fact("hero", "damage") == "7");
  CHECK(r.fact("hero", "rec") == "4");
  // Near miss: damage dealt by it, not on it.
  const Reading dealt =
      read("Thor (ATK 3) attacks Loki, who has 18 hit points. Thor deals 3 damage to him.");
  CHECK(dealt.fact("hero", "damage").empty());
}

TEST_CASE(
    "mc damage: 'out of her 15 hit points', 'HP 10, 4 damage', '3 damage on her' are "
    "on her",
    "[ask][situation]") {
  for (const char* q :
       {"Absorbing Man (ATK 2) attacks She-Hulk, boost 3 icons, undefended. She had a tough "
        "status card, plus 4 damage out of her 15 hit points. Damage after?",
        "Rhino (ATK 2) attacks She-Hulk, boost 1, undefended. She-Hulk: HP 15, 4 damage. Damage "
        "after?",
        "Rhino (ATK 2) attacks She-Hulk, boost 1, undefended. She has 15 hit points, i.e. 4 damage "
        "on her. Damage after?"}) {
    const Reading r = testing::first_reading(q, "mc");
    CHECK(r.fact("hero", "damage") == "4");
    CHECK_FALSE(r.has("hit"));
  }
  // Near miss: damage an event deals to someone named.
  const Reading e = testing::first_reading(
      "I play an event that deals 4 damage on a minion with 5 hit points. Damage on it?", "mc");
  CHECK(e.fact("minion", "damage").empty());
}

TEST_CASE("mc values: 'hp 4' its mark ends, and damage after another stat in a list",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Klaw (ATK 2, boost 1) attacks my Thor (hp 4); my ally Valkyrie (hp 3) defends. What "
      "happens?",
      "mc");
  CHECK(r.fact("hero", "hp") == "4");
  CHECK(r.fact("ally", "hp") == "3");
  const Reading s = testing::first_reading(
      "Ultron attacks, ATK 3, boost 2. Spider-Man: HP 10, DEF 2, 7 damage. I defend. Damage?",
      "mc");
  CHECK(s.fact("hero", "damage") == "7");
  CHECK(s.fact("hero", "hp") == "10");
  // Near miss: "hp 7 damage" is no hit points of 7.
  const Reading n = testing::first_reading(
      "Rhino (ATK 2) attacks Spider-Man (10 hit points), undefended, boost 1. Spider-Man's hp: 3 "
      "damage on it. Damage?",
      "mc");
  CHECK(n.fact("hero", "hp") == "10");
}

TEST_CASE("mc values: 'attack 2' set off as a stat, and values set off after a subject",
          "[ask][situation]") {
  const Reading r =
      testing::first_reading("Rhino attacks me, attack 2, boost 1, I don't defend. Damage?", "mc");
  CHECK(r.fact("villain", "atk") == "2");
  const Reading d = testing::first_reading(
      "rhino attacks me attack two boost one i dont defend so how much damage", "mc");
  CHECK(d.fact("villain", "atk") == "2");
  const Reading b = testing::first_reading(
      "Rhino has a tough status card. Iron Man, ATK 2, makes a basic attack on Rhino. Then Black "
      "Cat, ATK 1, attacks Rhino also. Damage on Rhino?",
      "mc");
  CHECK(b.fact("hero", "atk") == "2");
  CHECK(b.fact("ally", "atk") == "1");
  // Near misses: a die's "3 attack 4 defense"; "I attack 2 minions"; the one
  // attacked ("Klaw swings at me, ATK 2, ...") is not the one with the ATK.
  const Reading k = testing::first_reading(
      "Klaw swings at me, ATK 2, boost 2 icons. I defend with DEF 3. Damage?", "mc");
  CHECK(k.fact("villain", "atk") == "2");
  const Reading s = testing::first_reading(
      "my beast is 3 attack 4 defense and attacks, blocked by a 6 attack 6 defense juggernaut",
      "dm");
  CHECK(s.fact("attacker", "a") == "3");
}
