// Marvel Champions statuses as players tell them: said as a verb ("a
// treachery stunned Black Widow"), as what an action left ("did my hero
// end up exhausted?"), as the cost of the action told ("which was
// exhausted to do it"), and asked about ("what happens to the stun
// card?"); "the villain phase" is a phase, not the villain; "he" is never
// a character the cards call "she".
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/tokens.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("mc statuses: a status said as a verb is the named one's", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "a treachery stunned Black Widow. Then she attacks Klaw with ATK 1, Klaw has 12 hit "
      "points.",
      "mc");
  CHECK(r.fact("hero", "stunned") == "true");
  CHECK(r.fact("villain", "stunned").empty());
  const Reading goblin = testing::first_reading(
      "i stunned green goblin last turn, now he attacks me with atk 2, boost 1. i didnt defend.",
      "mc");
  CHECK(goblin.fact("villain", "stunned") == "true");
  CHECK(goblin.fact("hero", "stunned").empty());
  // Near miss: a stunned one named before, with a comma, is the one.
  const Reading said = testing::first_reading(
      "Rhino is stunned, Spider-Man attacks him with ATK 2. Rhino has 14 hit points.", "mc");
  CHECK(said.fact("villain", "stunned") == "true");
  CHECK(said.fact("hero", "stunned").empty());
}

TEST_CASE("mc statuses: what an action left is not a status before it", "[ask][situation]") {
  const Reading ended = testing::first_reading(
      "A basic attack with ATK 4 was declared by my hero against the villain (12 hit points) "
      "while my hero had a stunned card. Did my hero end up exhausted?",
      "mc");
  CHECK(ended.fact("hero", "exhausted").empty());
  CHECK(ended.fact("hero", "stunned") == "true");
  const Reading cost = testing::first_reading(
      "The main scheme, with 5 threat, was thwarted by my confused ally (THW 2), which was "
      "exhausted to do it.",
      "mc");
  CHECK(cost.fact("ally", "exhausted").empty());
  CHECK(cost.fact("ally", "confused") == "true");
  const Reading basic = testing::first_reading(
      "I exhausted Spidey to basic thwart the main scheme with THW 1; the scheme had 4 threat.",
      "mc");
  CHECK(basic.fact("hero", "exhausted").empty());
  const Reading stay = testing::first_reading(
      "Widow is stunned and I exhaust her to attack Klaw (12 hp) with ATK 1, but I still stay "
      "exhausted?",
      "mc");
  CHECK(stay.fact("hero", "exhausted").empty());
  const Reading make = testing::first_reading(
      "Player A's hero Thor (ATK 3) has a stunned status card. Player A exhausted Thor to make a "
      "basic attack against Ultron (no damage).",
      "mc");
  CHECK(make.fact("hero", "exhausted").empty());
  const Reading him = testing::first_reading(
      "I'm Doctor Strange and I'm confused. His THW is 2. The main scheme has 6 threat, so I "
      "exhausted him to basic thwart it.",
      "mc");
  CHECK(him.fact("hero", "exhausted").empty());
  const Reading use = testing::first_reading(
      "Thor had a confused card when I exhausted him to use his basic thwart (THW 2) on the main "
      "scheme with 5 threat.",
      "mc");
  CHECK(use.fact("hero", "exhausted").empty());
  CHECK(use.fact("hero", "confused") == "true");
  const Reading and_hit = testing::first_reading(
      "Klaw was sitting there with a tough card. Black Panther exhausted and hit him with a basic "
      "attack for ATK 3.",
      "mc");
  CHECK(and_hit.fact("hero", "exhausted").empty());
  CHECK(and_hit.fact("villain", "tough") == "true");
  CHECK(and_hit.action == "player-attack");
  // Near misses: exhausted before, it is ("was exhausted and attacked by":
  // a status, then an attack on it; "stays exhausted ..., so can she
  // defend?": the question is about the defence).
  const Reading passive = testing::first_reading(
      "My ally was exhausted and attacked by a Hydra Soldier (ATK 1).", "mc");
  CHECK(passive.fact("ally", "exhausted") == "true");
  const Reading can_she = testing::first_reading(
      "My hero stays exhausted from last round, so can she defend when Klaw (ATK 2) attacks her?",
      "mc");
  CHECK(can_she.fact("hero", "exhausted") == "true");
  const Reading before = testing::first_reading(
      "My hero is already exhausted to attack this turn. Can she attack Klaw (12 hp) with ATK 1?",
      "mc");
  CHECK(before.fact("hero", "exhausted") == "true");
  const Reading told = testing::first_reading(
      "My hero stays exhausted from last round. Klaw (ATK 2) attacks her; can she defend?", "mc");
  CHECK(told.fact("hero", "exhausted") == "true");
  // ("was exhausted to use ... last turn": before.)
  const Reading earlier = testing::first_reading(
      "My hero was exhausted to use her basic thwart last turn. Can she attack Klaw (12 hp) with "
      "ATK 1?",
      "mc");
  CHECK(earlier.fact("hero", "exhausted") == "true");
}

TEST_CASE("mc statuses: 'what happens to the stun card?' asks", "[ask][situation]") {
  const Reading asked = testing::first_reading(
      "Rhino is stunned and attacks me, atk 2. I didn't defend. Does he hit me or what happens "
      "to the stun card?",
      "mc");
  CHECK(asked.fact("villain", "stunned") == "true");
  CHECK(asked.fact("hero", "stunned").empty());
  // Near miss: "my stun" says whose it is.
  const Reading mine = testing::first_reading(
      "How much damage does Rhino (14 hit points) take, and what happens to my stun, if I "
      "attack him with 3 ATK?",
      "mc");
  CHECK(mine.fact("hero", "stunned") == "true");
}

TEST_CASE("mc statuses: 'the villain phase' is a phase", "[ask][situation]") {
  const std::vector<std::string> words = question_words("during the villain phase", nullptr);
  const std::vector<Token> t = tokenize(words, {}, testing::test_vocabulary(), "mc");
  bool phase = false, villain = false;
  for (const Token& k : t) {
    phase |= k.is("term", "villain-phase");
    villain |= k.is("role", "villain");
  }
  CHECK(phase);
  CHECK_FALSE(villain);
  // Near miss: "the villain" alone is the villain.
  const std::vector<Token> alone = tokenize(question_words("the villain attacks", nullptr), {},
                                            testing::test_vocabulary(), "mc");
  CHECK(alone.front().is("role", "villain"));
}

TEST_CASE("mc statuses: 'he' is not one the cards call 'she'", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "i stunned klaw with she-hulk last turn, now he attacks me, atk 2. i didnt defend.", "mc");
  CHECK(r.fact("villain", "stunned") == "true");
  CHECK(r.action == "enemy-attack");
  // Near miss: "she" may be her.
  const Reading she = testing::first_reading(
      "Klaw attacks She-Hulk for 3 and she defends with DEF 2. How much damage does she take?",
      "mc");
  CHECK(she.defender == "hero");
}

TEST_CASE("mc statuses: a form change keeps damage, status cards and the exhausted state",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My Spider-Man is exhausted, has a stun card, and has 4 damage. If I flip him over to Peter "
      "Parker on my turn, does the flip get rid of the stun card? How much damage does he have?",
      "mc");
  CHECK(r.action == "change-form");
  CHECK(r.fact("hero", "form") == "hero");
  CHECK(r.fact("hero", "damage") == "4");
  query::ask::AskOptions mc;
  mc.game = "mc";
  const query::ask::Answer a = query::ask::ask(
      testing::test_catalog(),
      "Player A's Spider-Man is exhausted, has a stunned status card and 4 damage. During their "
      "turn Player A changes form to Peter Parker. Rule on the identity's damage, stunned status "
      "and exhausted state after the change.",
      mc);
  REQUIRE(a.report);
  CHECK(a.report->values.at("hero.stunned") == "true");
  CHECK(a.report->values.at("hero.exhausted") == "true");
  CHECK(a.report->values.at("hero.damage") == "4");
  // "changes form", the form before said: the other one.
  CHECK(testing::first_reading("Peter Parker (alter-ego form) has 3 damage and changes form. "
                               "Damage after?",
                               "mc")
            .fact("hero", "form") == "alter-ego");
  // Near misses: a flip before another action is that action's; a changed
  // mind is no form.
  CHECK(
      testing::first_reading("I flipped to Jennifer Walters with 6 damage and used recover, REC 4. "
                             "Damage left?",
                             "mc")
          .action == "recover");
  CHECK(testing::first_reading("Spider-Man has 4 damage and changed his mind. Damage?", "mc")
            .action != "change-form");
}

TEST_CASE("mc statuses: an action told as done before a recovery is history", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Thor already attacked this turn, so he's exhausted, with 4 damage. I flip to Odinson and "
      "want to recover with REC 3.",
      "mc");
  CHECK(r.action == "recover");
  CHECK(r.fact("hero", "exhausted") == "true");
  // Near miss: with no recovery after it, the attack told stays the action.
  const Reading attack = testing::first_reading(
      "Thor already attacked Klaw (ATK 3) this turn; Klaw had 2 damage of 14. Damage on Klaw?",
      "mc");
  CHECK(attack.action == "player-attack");
}

TEST_CASE("mc statuses: 'is he exhausted' after a comma, unpunctuated, asks", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "war machine atk 2, 3hp, attacks ultron (0 dmg). ultron dmg after, is he exhausted", "mc");
  CHECK(r.fact("ally", "exhausted").empty());
  CHECK(r.fact("villain", "exhausted").empty());
  // "the" before the role, too.
  const Reading the = testing::first_reading(
      "I defended with Cap, Rhino ATK 3 boost 1, is the hero exhausted after", "mc");
  CHECK(the.fact("hero", "exhausted").empty());
  // Near miss: said in the telling order, it tells.
  const Reading told =
      testing::first_reading("rhino atk 2 attacks me, cap def 1, he is stunned", "mc");
  CHECK(told.fact("hero", "stunned") == "true");
  // Dictated, run on with no mark at all: the verb before its subject asks.
  const Reading run_on = testing::first_reading(
      "ultron attacks me my war machine ally has four hit points and i exhaust him to defend "
      "ultrons attack is two so how much damage goes on war machine is he exhausted after and "
      "how much damage is iron man at",
      "mc");
  CHECK(run_on.fact("ally", "exhausted").empty());
  CHECK(run_on.defender == "ally");
  const Reading named = testing::first_reading(
      "rhino atk 2 attacks me, I defend with my ally war machine 4 hp, so is war machine "
      "exhausted and how much damage",
      "mc");
  CHECK(named.fact("ally", "exhausted").empty());
}

TEST_CASE("mc statuses: 'The Ultron Drone attacking me has a stunned card' is the drone's",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "The Ultron Drone attacking me has a stunned card. It has ATK 2 and I don't defend. Damage "
      "on Iron Man?",
      "mc");
  CHECK(r.fact("minion", "stunned") == "true");
  CHECK(r.fact("hero", "stunned").empty());
  // Near miss: no verb's -ing between, "me" is the one with it.
  const Reading mine = testing::first_reading(
      "The Ultron Drone (ATK 2) attacks. I am the one who has a stunned card. Damage on me?", "mc");
  CHECK(mine.fact("minion", "stunned").empty());
}

TEST_CASE("mc statuses: 'a target threat value of 10' is the scheme's target", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "The main scheme is the final stage and has 8 threat with a target threat value of 10. Rhino "
      "(SCH 1) schemes, boost 1. Threat?",
      "mc");
  CHECK(r.fact("main", "target") == "10");
  CHECK(r.fact("main", "threat") == "8");
}

TEST_CASE("mc statuses: a confused minion said again as the one scheming schemes once",
          "[ask][situation]") {
  query::ask::AskOptions mc;
  mc.game = "mc";
  const query::ask::Answer a = query::ask::ask(
      testing::test_catalog(),
      "Carol Danvers (alter-ego form) is engaged with Radioactive Man (minion, SCH 2), who has a "
      "confused status card. The minion activates and would scheme. The main scheme has 5 "
      "threat. How much threat is on it afterwards?",
      mc);
  REQUIRE(a.report);
  CHECK(a.report->values.at("main.threat") == "5");
  CHECK(a.report->values.at("minion.confused") == "false");
  // Near miss: the villain and the minion both scheme, each once.
  const query::ask::Answer both = query::ask::ask(
      testing::test_catalog(),
      "Rhino (SCH 1) schemes, then the Shocker minion (SCH 2) schemes too. Boost 0. The main "
      "scheme had 3 threat. How much threat is on it?",
      mc);
  REQUIRE(both.report);
  CHECK(both.report->values.at("main.threat") == "6");
}

TEST_CASE("mc statuses: a minion's keyword said after 'me' is the minion's", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Shocker is sitting on me with Guard, but I want to attack Rhino with Spider-Man's ATK 2. "
      "Can I?",
      "mc");
  CHECK(r.fact("minion", "guard") == "true");
  CHECK(r.fact("hero", "guard").empty());
  // Near miss: with the villain named before "me", the keyword stays
  // where it was read (a villain has no Guard of its own).
  const Reading villain = testing::first_reading(
      "Rhino attacks me with guard in play? My ATK 3 attack on the 14 HP villain.", "mc");
  CHECK(villain.fact("villain", "guard").empty());
}

TEST_CASE("mc statuses: 'and she is exhausted?' in a question asks", "[ask][situation]") {
  const Reading asked = testing::first_reading(
      "I am Carol Danvers in alter-ego, REC 4, 12 hp and 6 damage. I use recover. How many damage "
      "stay and she is exhausted?",
      "mc");
  CHECK(asked.fact("hero", "exhausted").empty());
  const Reading tagged = testing::first_reading(
      "Carol Danvers has 6 damage on 12 HP, REC 4, I'm recovering. where does that leave her? and "
      "she's exhausted after right",
      "mc");
  CHECK(tagged.fact("hero", "exhausted").empty());
  // Near miss: told in a sentence that does not ask.
  const Reading told =
      testing::first_reading("Carol has 6 damage and she is exhausted. Can she recover?", "mc");
  CHECK(told.fact("hero", "exhausted") == "true");
}

TEST_CASE("mc statuses: 'exhausted from attacking' tells why, 'his player' is the person's",
          "[ask][situation]") {
  const Reading from = testing::first_reading(
      "Black Panther is exhausted from attacking on my turn. Klaw comes in, ATK 2, boost one "
      "icon. Can I still defend with BP's DEF 2? How much does he take?",
      "mc");
  CHECK(from.action == "enemy-attack");
  CHECK(from.fact("hero", "exhausted") == "true");
  const Reading his = testing::first_reading(
      "Black Panther (DEF 2, 11 HP) is exhausted. Klaw (ATK 2) attacks him; the boost card shows "
      "1 icon. His player wants Black Panther to defend. How much damage does Black Panther "
      "take?",
      "mc");
  CHECK_FALSE(his.has("hero2"));
  CHECK(his.defender == "hero");
  // Near miss: "his Black Panther" is the other player's.
  const Reading other = testing::first_reading(
      "I'm Spider-Man. Klaw (ATK 2) attacks my friend, and his Black Panther defends.", "mc");
  CHECK(other.has("hero2"));
}

TEST_CASE("mc statuses: '2 damage already' is the damage's, not a defence before",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Rhino (ATK 2) attacks Spider-Man (10 HP, 2 damage already), not defended, boost 1. Is he "
      "exhausted?",
      "mc");
  CHECK(r.fact("hero", "exhausted").empty());
  CHECK(r.fact("hero", "damage") == "2");
  // Near miss: "already defended" is a defence before.
  const Reading before = testing::first_reading(
      "Spider-Man already defended Rhino's attack this phase. Now the Hydra Soldier (ATK 1) "
      "attacks him. Can he defend?",
      "mc");
  CHECK(before.fact("hero", "exhausted") == "true");
}

TEST_CASE("mc statuses: the minion that activates attacks, its stun discarded",
          "[ask][situation]") {
  query::ask::AskOptions mc;
  mc.game = "mc";
  const query::ask::Answer a = query::ask::ask(
      testing::test_catalog(),
      "Ironheart, hero form, 9 hp with 2 damage; Taskmaster is the villain; a Hydra Soldier "
      "minion (ATK 3) is engaged with me and has a stunned card on it. The Soldier activated and I "
      "didn't defend. What is Ironheart's damage?",
      mc);
  REQUIRE(a.report);
  CHECK(a.report->values.at("minion.stunned") == "false");
  CHECK(a.report->values.at("hero.damage") == "2");
  // Near miss: with the villain stunned, it activates first; the minion's
  // activation is not read as the only attack.
  CHECK(testing::first_reading("Board at the villain phase: Spider-Man in hero form, Rhino with a "
                               "stunned status card, a Hydra Mercenary (ATK 1) engaged with "
                               "Spider-Man activates. Does Rhino keep the stun?",
                               "mc")
            .fact("attack", "by")
            .empty());
}

TEST_CASE("mc statuses: 'Spidey exhausted?', a name and its status alone before '?', is asked",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Spider-Man (ATK 2) basic attacks Green Goblin (14 hp, 5 dmg). How much dmg is on him "
      "after + Spidey exhausted?",
      "mc");
  CHECK(r.fact("hero", "exhausted").empty());
  // Near misses: a premise put forward with no ask before it in its
  // sentence, the asker's own ("and I'm tough?"); told with "while", or
  // with its verb, it is held.
  CHECK(testing::first_reading("Rhino (ATK 2, boost 1) attacks me and I'm tough? How much damage "
                               "do I take?",
                               "mc")
            .fact("hero", "tough") == "true");
  CHECK(testing::first_reading("Spider-Man attacks Rhino (ATK 2 for Spidey). Rhino at 10 HP and "
                               "Spidey stunned? What happens?",
                               "mc")
            .fact("hero", "stunned") == "true");
  CHECK(testing::first_reading("Rhino attacks me with ATK 2. Can my ally defend while Spidey "
                               "stunned? Spidey is stunned.",
                               "mc")
            .fact("hero", "stunned") == "true");
}

TEST_CASE("mc roles: an unknown name with its ATK, then 'attacks' and a boost, is the villain",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Killmonger ATK 2 + 1 boost icon attacks, nobody defends. I have 11 hp, 9 dmg. Am I out?",
      "mc");
  CHECK(r.fact("villain", "atk") == "2");
  CHECK(r.fact("hero", "atk").empty());
  // Near miss: no boost told, a hero's own attack stays the hero's.
  CHECK(testing::first_reading("Killmonger ATK 2 attacks the minion.", "mc")
            .fact("villain", "atk")
            .empty());
}
