// Words about an attack that tell no new attack, and the one attacked
// named after "on": "is he defeated by it?", "at every attack", "uses his
// basic attack on Abomination".
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("attack words: 'is he defeated by it?' asks about the attack told", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "The villain, Ultron, has 17 hit points, with 15 damage on him. Scarlet Witch, ATK 3, used "
      "her basic attack on him. Is he defeated by it?",
      "mc");
  CHECK(r.action == "player-attack");
  CHECK(r.fact("hero", "atk") == "3");
  // Near miss: "it", the minion told before, does the defeating.
  const Reading minion = testing::first_reading(
      "A Hydra Mercenary (ATK 2) attacks Spider-Man (10 hit points, 9 damage) and I don't defend. "
      "Is he defeated by it?",
      "mc");
  CHECK(minion.action == "enemy-attack");
}

TEST_CASE("attack words: 'at every attack' tells no attack", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "The game was Hulk against Abomination, loud because my nephew kept saying SMASH at every "
      "attack. Abomination has 18 hit points with 6 damage on him. Hulk (ATK 4) uses his basic "
      "attack on Abomination. How much damage is on Abomination?",
      "mc");
  CHECK(r.action == "player-attack");
  CHECK(r.fact("villain", "damage") == "6");
  // Near miss: "every" with a word between is no quantifier of the attack.
  const Reading each = testing::first_reading(
      "Every time Rhino (ATK 2) attacks Spider-Man (10 hit points, DEF 3) with 1 boost icon and I "
      "don't defend, how much damage does he take?",
      "mc");
  CHECK(each.action == "enemy-attack");
}

TEST_CASE(
    "attack words: the one a hero's attack is used 'on', named by no rulebook, is the villain",
    "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Abomination has 18 hit points with 6 damage on him and a tough status card. Hulk (ATK 4) "
      "uses his basic attack on Abomination. How much damage is on Abomination?",
      "mc");
  CHECK(r.action == "player-attack");
  CHECK(r.fact("villain", "hp") == "18");
  CHECK(r.fact("villain", "tough") == "true");
  CHECK(r.fact("hero", "hp").empty());
  const Reading against = testing::first_reading(
      "Hulk (ATK 4) makes a basic attack against Abomination, who has 18 hit points with 6 "
      "damage. How much damage is on him?",
      "mc");
  CHECK(against.fact("villain", "hp") == "18");
  // Near miss: an enemy's attack on a name is no hero's.
  const Reading enemy = testing::first_reading(
      "The villain's attack on Jessica, ATK 3, boost 1 icon: Jessica is Spider-Woman with 11 hit "
      "points and she does not defend. How much damage?",
      "mc");
  CHECK(enemy.action == "enemy-attack");
}

TEST_CASE("attack words: a defender said not to be there, or not to defend, beside one who does",
          "[ask][situation]") {
  // "I don't have an ally to throw in front of him": no ally defends.
  const Reading none = testing::first_reading(
      "Klaw swings at Captain America with ATK 2. I don't defend and I don't have an ally to "
      "throw in front of him. The boost card has 2 icons. How much damage does he take?",
      "mc");
  CHECK(none.defender == "none");
  // "No ally is in play to defend instead": the hero's defence stands.
  const Reading hero = testing::first_reading(
      "Crossbones attacks with ATK 3 and one boost icon, and I defend with Spider-Man, DEF 1. He "
      "has 10 hit points. No ally is in play to defend instead. Is Spider-Man defeated?",
      "mc");
  CHECK(hero.defender == "hero");
  // "Spider-Man is not defending himself" beside the ally's defence.
  const Reading ally = testing::first_reading(
      "Rhino attacks with ATK 3 and his boost card has one icon. My Black Cat ally defends; she "
      "has 2 hit points. Spider-Man is not defending himself. How much damage ends up on "
      "Spider-Man?",
      "mc");
  CHECK(ally.defender == "ally");
  // Near misses: a hero not defending with no ally's defence told is an
  // undefended attack; an ally who only could defend does not.
  const Reading alone = testing::first_reading(
      "Rhino attacks with ATK 3 and his boost card has one icon. Spider-Man is not defending "
      "himself. How much damage does Spider-Man take?",
      "mc");
  CHECK(alone.defender == "none");
  const Reading could = testing::first_reading(
      "Rhino attacks with ATK 3 and his boost card has one icon. My Black Cat ally could defend, "
      "but I don't defend. How much damage does Spider-Man take?",
      "mc");
  CHECK(could.defender == "none");
}

TEST_CASE("attack words: a minion said not to be there is none, and the hero attacks the villain",
          "[ask][situation]") {
  for (const char* none : {"There are no minions engaged with me.", "There's no guard minion out.",
                           "No minion is engaged with me."}) {
    const Reading r =
        testing::first_reading(std::string("Hulk (ATK 5) attacks Ultron. Ultron has 3 damage. ") +
                                   none + " How much damage is on Ultron?",
                               "mc");
    CHECK_FALSE(r.has("minion"));
    CHECK(r.fact("villain", "damage") == "3");
  }
  // Near miss: a minion there, with no damage on it.
  const Reading there = testing::first_reading(
      "Hulk (ATK 5) attacks a Hydra Soldier minion with 4 hit points and no damage. Is it "
      "defeated?",
      "mc");
  CHECK(there.fact("minion", "hp") == "4");
}

TEST_CASE("attack words: 'not stunned or confused' denies both", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Hulk (ATK 5) attacks Ultron. Ultron has 3 damage and a tough status card. He's not "
      "stunned or confused. Does he keep his tough card?",
      "mc");
  CHECK(r.fact("villain", "stunned") == "false");
  CHECK(r.fact("villain", "confused") == "false");
  const Reading nor = testing::first_reading(
      "Rhino (ATK 2) is neither stunned nor confused and attacks Spider-Man (10 hit points), boost "
      "1 icon, undefended. How much damage?",
      "mc");
  CHECK(nor.fact("villain", "stunned") == "false");
  CHECK(nor.fact("villain", "confused") == "false");
  // Near miss: a status said after a break is said anew.
  const Reading anew = testing::first_reading(
      "Rhino (ATK 2) is not stunned. Confused, he tries to attack Spider-Man (10 hit points), "
      "boost 1 icon. How much damage?",
      "mc");
  CHECK(anew.fact("villain", "stunned") == "false");
  CHECK(anew.fact("villain", "confused") != "false");
}

TEST_CASE("attack words: an arrow after the attacker's own bracket or values still aims the attack",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Merc dead? Jessica Jones ally ATK2 (no consequential) -> Hydra Merc (3hp, 1 dmg, retaliate "
      "1).",
      "mc");
  CHECK(r.action == "player-attack");
  CHECK(r.fact("minion", "hp") == "3");
  const Reading values = testing::first_reading(
      "Crossbones dmg? Hawkeye survive? Hawkeye ally ATK2 (1 consequential), 2hp w/ 1 dmg -> "
      "Crossbones (0 dmg).",
      "mc");
  CHECK(values.action == "player-attack");
  CHECK(values.fact("ally", "hp") == "2");
  // Near miss: a sentence between is no arrow of the attacker's.
  const Reading apart =
      testing::first_reading("Hawkeye ally ATK2. Merc has 3hp and 1 dmg. Is it dead?", "mc");
  CHECK(apart.action != "player-attack");
}

TEST_CASE("attack words: SM and CM are Spider-Man and Captain Marvel", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Dmg on Spidey after? Rhino ATK3 + boost 1 -> SM (DEF 2, 10hp, 1 dmg already), SM defends "
      "himself.",
      "mc");
  CHECK(r.fact("hero", "hp") == "10");
  CHECK(r.fact("villain", "hp").empty());
  const Reading cm =
      testing::first_reading("Rhino dmg after? CM ATK3 -> Rhino (14hp, 12 dmg).", "mc");
  CHECK(cm.fact("hero", "atk") == "3");
}

TEST_CASE("attack words: a stunned hero's attack told past a bracket, a value set off, a denial",
          "[ask][situation]") {
  // "(ATK 2) is stunned": the hero's status after its bracket, told in an
  // "if" question.
  const Reading r = testing::first_reading(
      "If Spider-Man (ATK 2) is stunned and tries a basic attack on Rhino, who already has 5 "
      "damage, how much damage would Rhino have afterwards?",
      "mc");
  CHECK(r.fact("hero", "stunned") == "true");
  CHECK(r.fact("villain", "damage") == "5");
  // Near miss: asked after "and", it is asked, not told.
  const Reading asked = testing::first_reading(
      "Rhino (ATK 2, 5 damage) attacks Spider-Man (10 hit points), boost 1 icon, undefended. How "
      "much damage, and is Spider-Man stunned?",
      "mc");
  CHECK(asked.fact("hero", "stunned").empty());
  // "try his basic attack, ATK 2, on Rhino": its value between.
  const Reading tried = testing::first_reading(
      "Spider-Man is stunned and I still try his basic attack, ATK 2, on Rhino. Rhino has 5 "
      "damage. How much damage does Rhino have after?",
      "mc");
  CHECK(tried.action == "player-attack");
  CHECK(tried.fact("hero", "stunned") == "true");
  // "isn't attacking": no second attack.
  const Reading not_attacking = testing::first_reading(
      "My Hawkeye ally attacks Crossbones with ATK 2. Hawkeye has 2 hit points. Captain America "
      "isn't attacking. How much damage does Crossbones take?",
      "mc");
  CHECK(not_attacking.fact("attack", "then").empty());
}

TEST_CASE("attack words: an ally denied beside the hero's defence leaves the hero defending",
          "[ask][situation]") {
  for (const char* q :
       {"Rhino (ATK 3) attacks Spider-Man (DEF 1, 10 hp); the boost card has no boost icons. I "
        "don't have an ally to throw in front of him, so Spider-Man defends.",
        "There's no ally to defend instead, so Spider-Man (DEF 1, 8 hp) defends against Rhino "
        "(ATK 3, no boost icons).",
        "Rhino (ATK 3, no boost icons) attacks Spider-Man (DEF 1, 9 hp). Spider-Man defends; no "
        "ally defends instead.",
        "Spider-Man defends (DEF 1) against Rhino's attack (ATK 3, boost 0); I don't throw my ally "
        "Hawkeye in front. Spider-Man has 9 hp."}) {
    const Answer a = testing::ask_mc(q);
    CHECK(a.reading.defender == "hero");
    REQUIRE(a.report);
    CHECK(a.report->values.at("hero.damage") == "2");
  }
  // Near miss: a denial said of something else is no ally's.
  const Reading claim = testing::first_reading(
      "My friend says retaliate doesn't trigger when my hero defends. My hero (DEF 2, retaliate "
      "1, 11 HP) defends against an ATK 2 + 1 boost attack by Rhino. Who's right?",
      "mc");
  CHECK(claim.defender == "hero");
}

TEST_CASE("attack words: 'no minion' then 'the minion' asked again is still none",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "No minion is engaged with me. Spider-Man (ATK 2) attacks Rhino (5 hp). Is there any minion "
      "in the way?",
      "mc");
  CHECK_FALSE(r.has("minion"));
  // Near miss: a minion with values of its own after the denial is there.
  const Reading other = testing::first_reading(
      "No minion is engaged with me. Bob's minion, with 3 hit points, is engaged with him. "
      "Spider-Man (ATK 2) attacks Rhino (5 hp). How much damage?",
      "mc");
  CHECK(other.has("minion"));
}

TEST_CASE("attack words: a minion's name said to be the villain is the villain",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Iron Man (ATK 3) basic attack on Madame Hydra, who is the villain with 6 hp.", "mc");
  CHECK(r.fact("villain", "hp") == "6");
  CHECK_FALSE(r.has("minion"));
  const Reading she = testing::first_reading(
      "I attack Madame Hydra with Captain Marvel (ATK 3). Madame Hydra has 9 hp and she's the "
      "villain.",
      "mc");
  CHECK(she.fact("villain", "hp") == "9");
  const Reading before = testing::first_reading(
      "the villain is Titania. she attacks (ATK 2, boost shows 2 icons), my ally (2 HP) defends. "
      "How much damage does my ally take?",
      "mc");
  CHECK(before.fact("villain", "boost") == "2");
  CHECK_FALSE(before.has("minion"));
  // Near miss: said of someone else, or not said, she stays a minion.
  const Reading minion = testing::first_reading(
      "Captain Marvel (ATK 3) attacks Madame Hydra (9 hp). Is she defeated?", "mc");
  CHECK(minion.fact("minion", "hp") == "9");
}

TEST_CASE("attack words: a thwart's arrow past its own bracket, 'exhausts to defend' is done",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Side scheme threat left? Black Widow ally THW2 (no consequential) -> side scheme w/ 2 "
      "threat; main at 4.",
      "mc");
  CHECK(r.action == "thwart");
  CHECK(r.fact("thwart", "scheme") == "side");
  const Reading luke = testing::first_reading(
      "Ultron attacks with ATK 3 and one boost icon. My Luke Cage ally, 5 hit points with a tough "
      "status card, exhausts to defend. Iron Man doesn't defend. How much damage does Luke take?",
      "mc");
  CHECK(luke.defender == "ally");
  // Near miss: an ally only wanted to defend.
  const Reading wanted = testing::first_reading(
      "Ultron attacks with ATK 3 and one boost icon. My Luke Cage ally, 5 hit points, wanted to "
      "defend. Iron Man doesn't defend. How much damage does Iron Man take?",
      "mc");
  CHECK(wanted.defender == "none");
}

TEST_CASE("attack words: 'my friends Scarlet Witch', typed without the apostrophe, is theirs",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "2 player. Ultron (atk 3) attacks my freinds Scarlet Witch, i defend with my Captain "
      "America (def 2, no dmg), boost card 1 icon. how much dmg on cap after?",
      "mc");
  CHECK(r.fact("hero", "def") == "2");
  CHECK(r.defender == "hero");
  // Near miss: friends at the table, not a player's hero.
  const Answer a = testing::ask_mc(
      "My friends and I played Rhino last night. Rhino (ATK 2) attacked Spider-Man (10 hp), "
      "boost 1, undefended. How much damage?");
  REQUIRE(a.report);
  CHECK(a.report->values.at("hero.damage") == "3");
}

TEST_CASE("attack words: a sentence opening on 'attacks' goes on with the last one's subject",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Outrider minion atk 1 but has +2 atk bonus from a card still in efect. attacks Gamora (def "
      "2, 12hp 1 dmg) and she defneds. how much dmg on gamora?",
      "mc");
  CHECK(r.action == "enemy-attack");
  CHECK(r.fact("hero", "def") == "2");
  // Near miss: "kills him" is no attack of the one killed.
  const Reading kills = testing::first_reading(
      "hulk atk 5 overkill on radioactive man 4hp w/ 1 dmg. kills him, how much spils to klaw",
      "mc");
  CHECK(kills.action == "player-attack");
}

TEST_CASE("attack words: 'defend with him' is the player's character, and so is 'he' after it",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Black Panther is already exhausted from attacking earlier when Klaw attacks with ATK 2 and "
      "one boost icon. I'd like to defend with him (DEF 2) but he isn't ready, and I have no "
      "ally. He has 11 hit points and 2 damage. How much damage is on him afterwards?",
      "mc");
  CHECK(r.fact("hero", "hp") == "11");
  CHECK(r.fact("hero", "def") == "2");
  CHECK(r.fact("villain", "hp").empty());
  // Near miss: the enemy named again takes its pronouns back.
  const Reading again = testing::first_reading(
      "Klaw attacks Black Panther with ATK 2 and one boost icon. I defend with him (DEF 2). Klaw "
      "has 5 damage and he has retaliate 1. How much damage is on Black Panther?",
      "mc");
  CHECK(again.fact("villain", "damage") == "5");
}

TEST_CASE("attack words: an ATK said right after the one an enemy attacks is the attack's",
          "[ask][situation]") {
  const Reading dictated = testing::first_reading(
      "rhino attacks my spider-man attack of three and i dont defend no boost icons how much "
      "damage",
      "mc");
  CHECK(dictated.action == "enemy-attack");
  CHECK(dictated.fact("villain", "atk") == "3");
  CHECK(dictated.fact("hero", "atk").empty());
  // Near miss: in brackets it describes the one named; and an enemy whose
  // ATK is told keeps its own.
  const Reading bracket = testing::first_reading(
      "Rhino attacks Spider-Man (ATK 3). I don't defend, no boost icons. Damage?", "mc");
  CHECK(bracket.fact("villain", "atk").empty());
  const Reading own = testing::first_reading(
      "Rhino (ATK 2) attacks Spider-Man ATK 3. I don't defend, no boost icons. Damage?", "mc");
  CHECK(own.fact("villain", "atk") == "2");
  // Nor when the one attacked attacks back: the ATK is his.
  const Reading back = testing::first_reading(
      "Rhino attacks Spider-Man ATK 2 and he defends with DEF 3, then Spider-Man attacks Rhino. "
      "Damage on Rhino?",
      "mc");
  CHECK(back.fact("villain", "atk").empty());
}

TEST_CASE("attack words: 'Nightcrawler defends, he's an ally' makes that name the ally",
          "[ask][situation]") {
  const Reading said = testing::first_reading(
      "sabretooth attacks wolverine attack of three and the boost was one icon and nightcrawler "
      "defends hes an ally with two hit points no damage um wolverine has thirteen hit points",
      "mc");
  CHECK(said.defender == "ally");
  CHECK(said.fact("ally", "hp") == "2");
  CHECK(said.fact("hero", "hp") == "13");
  const Reading bracket = testing::first_reading(
      "Rocket (ally, ATK 2, 2 hit points) attacks Ebony Maw, who has no damage. Damage on Maw?",
      "mc");
  CHECK(bracket.fact("ally", "atk") == "2");
  // Near miss: with no "he's an ally", the hero is the hero.
  const Reading hero = testing::first_reading(
      "Sabretooth (ATK 3) attacks and Nightcrawler defends with DEF 2, one boost icon. Damage?",
      "mc");
  CHECK(hero.defender == "hero");
}

TEST_CASE(
    "attack words: 'uses Drax's basic attack (ATK 3) against Nebula' is made, then the ally's",
    "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Nebula (the villain, no damage) has a tough status card. Player A uses Drax's basic attack "
      "(ATK 3) against Nebula, then uses the ally Rocket Raccoon (ATK 2 with 1 consequential "
      "damage pip, 2 hit points, no damage) to attack Nebula.",
      "mc");
  CHECK(r.fact("hero", "atk") == "3");
  CHECK(r.fact("attack", "then") == "ally");
  // Near miss: the attack named, not made on anyone, is no attack.
  const Reading named = testing::first_reading(
      "Drax's basic attack (ATK 3) is his best card. Rocket (ally, ATK 2) attacks Nebula.", "mc");
  CHECK(named.fact("attack", "then").empty());
}

TEST_CASE(
    "attack words: a villain of some scenario beside a minion the question names is the villain",
    "[ask][situation]") {
  const Reading r = testing::first_reading(
      "In a two-player game, the minion Vulture (guard) is engaged with Player B; no minions are "
      "engaged with Player A. Player A uses Nova's basic attack (ATK 2) against Sandman (16 hit "
      "points, 5 damage on him).",
      "mc");
  CHECK(r.fact("villain", "hp") == "16");
  // Near miss: both said to be minions stay minions.
  const Reading both = testing::first_reading(
      "The minions Vulture and Sandman (4 hit points) are engaged with me. I attack Sandman with "
      "ATK 2.",
      "mc");
  CHECK_FALSE(both.has("villain"));
}

TEST_CASE("attack words: a semicolon inside a bracket is the description's comma",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Player A controls Spectrum (2 damage on her) and the ally Daredevil (3 hit points, 1 damage "
      "on him). Kang (ATK 3; the attack does not have overkill) attacks Spectrum, and Player A "
      "exhausts Daredevil to defend. The boost card shows 2 boost icons.",
      "mc");
  CHECK(r.action == "enemy-attack");
  CHECK(r.fact("villain", "atk") == "3");
  // Near miss: one outside any bracket still ends the sentence.
  const Reading outside = testing::first_reading(
      "Kang has ATK 3; Spectrum defends with DEF 1 and no boost icons. Damage?", "mc");
  CHECK(outside.fact("villain", "atk") == "3");
}

TEST_CASE("attack words: 'does the thwart still go through?' asks of the thwart told",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Maria Hill (2 hit points, already 1 damage; THW 2 with a consequential pip) thwarts "
      "Underground Distribution, which has 5 threat. Does the thwart still go through even though "
      "the consequential damage kills her? How much threat is left?",
      "mc");
  CHECK(r.fact("thwart", "then").empty());
  CHECK(r.fact("ally", "thw") == "2");
}

TEST_CASE("attack words: an ally sent in, or sent at a minion, attacks, and at a scheme thwarts",
          "[ask][situation]") {
  const Reading in = testing::first_reading(
      "Ultron has a tough card, 3 damage on him. I go Iron Man basic attack first, ATK 2, into "
      "the tough card. Then I send my ally Hawkeye in, ATK 1 with 1 consequential damage, 2 hit "
      "points. How much damage is on Ultron?",
      "mc");
  CHECK(in.action == "player-attack");
  CHECK(in.fact("hero", "atk") == "2");
  CHECK(in.fact("ally", "atk") == "1");
  CHECK(in.fact("attack", "then") == "ally");
  const Reading at = testing::first_reading(
      "He's sending ally Hawkeye at Shocker, ATK 1 with 1 consequential damage and 2 hit points. "
      "Shocker's a minion on 4 hit points, and he has Retaliate 1. Does Hawkeye survive?",
      "mc");
  CHECK(at.action == "player-attack");
  CHECK(at.fact("minion", "retaliate") == "1");
  // Near miss: at a scheme it is a thwart.
  const Reading scheme = testing::first_reading(
      "Main scheme at 6 threat. I send in my ally Black Cat, THW 1, no consequential damage, at "
      "the main scheme. Threat left?",
      "mc");
  CHECK(scheme.action == "thwart");
  const Reading later = testing::first_reading(
      "Black Panther is confused, and she goes for the basic thwart with him anyway, THW 2, main "
      "scheme at 6 threat. Then she sends in her ally Black Cat, THW 1, no consequential damage, "
      "also at the main scheme. Threat left?",
      "mc");
  CHECK(later.fact("thwart", "then") == "ally");
}

TEST_CASE("attack words: values set off after a character going in are its own",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Chat, that side scheme has 3 threat on it, and the main is at a single threat. She goes "
      "Black Panther basic thwart, THW 2, into the side scheme, then ally Black Cat, THW 1, no "
      "consequential damage, also into the side scheme. Is the side scheme gone?",
      "mc");
  CHECK(r.fact("hero", "thw") == "2");
  CHECK(r.fact("ally", "thw") == "1");
  CHECK(r.fact("main", "threat") == "1");
  // Near miss: after the one attacked, the values are not its own.
  const Reading hit =
      testing::first_reading("Rhino attacks Spider-Man, ATK 3, boost 0, undefended. Damage?", "mc");
  CHECK(hit.fact("hero", "atk").empty());
  const Reading first = testing::first_reading(
      "Rhino attacks Spider-Man first, ATK 3, boost 0, undefended. Damage?", "mc");
  CHECK(first.fact("hero", "atk").empty());
}
