// Marvel Champions defence in table words: "cap blocked rhino" and
// "blocked w spidey" are defences, while Dice Masters' "X blocked by Y"
// stays a Dice Masters question; "Its ATK" after the villain is the
// villain's.
#include <catch2/catch.hpp>
#include <set>

#include "query/ask/ask.h"
#include "query/ask/notation.h"
#include "query/ask/reading.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("mc defended: 'blocked' said of a character is a defence", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "thor (def 2, 13hp) blocked klaw (atk 3, boost 0). dmg on thor?", "mc");
  CHECK(r.action == "enemy-attack");
  CHECK(r.defender == "hero");
  const Reading with = testing::first_reading(
      "villain atk 3 swung at me, boost 1, blocked w black cat (2hp). dmg on my hero?", "mc");
  CHECK(with.defender == "ally");
  // Dice Masters' passive "blocked by" is not read as a Marvel Champions
  // defence, so the game stays Dice Masters.
  const auto dm = read_question("thor 5/4 blocked by hydra agent 2/2. thor dies?",
                                testing::test_vocabulary(), "", false);
  REQUIRE_FALSE(dm.empty());
  CHECK(dm.front().game == "dm");
}

TEST_CASE("mc defended: 'Its ATK' is the villain's", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "The villain attacks me. Its ATK is 3 and the boost card has 1 icon. I "
      "don't defend. My hero has 10 hit points.",
      "mc");
  CHECK(r.fact("villain", "atk") == "3");
  CHECK(r.fact("hero", "atk").empty());
}

TEST_CASE("mc defended: 'is hit undefended by X' is X's attack", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Thor (11 HP, 9 damage) is hit undefended by a Hydra Mercenary (ATK 3). Is Thor defeated?",
      "mc");
  CHECK(r.action == "enemy-attack");
  CHECK(r.fact("minion", "atk") == "3");
  CHECK(r.fact("hero", "atk").empty());
  CHECK(r.defender == "none");
}

TEST_CASE("mc defended: 'so I can't defend' with no defence read is no rule left unread",
          "[ask][situation]") {
  const Answer a = ask(testing::test_catalog(),
                       "My hero has 5 hit points with 4 damage and is exhausted, so I can't "
                       "defend when a minion with ATK 2 attacks me. Am I defeated?",
                       {});
  CHECK(a.unapplied.empty());
  REQUIRE(a.report);
  CHECK(a.report->values.at("hero.defeated") == "true");
  // Said of one who defends, it still withholds the outcome.
  const Answer b = ask(testing::test_catalog(),
                       "Black Cat (2 hp) can't defend, but she defends against a minion with "
                       "ATK 3 anyway. What happens?",
                       {});
  CHECK_FALSE(b.unapplied.empty());
}

TEST_CASE("mc defended: 'X (ATK 3) is engaged with me and attacks' is X's attack",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "The minion Vulture (ATK 3) is engaged with me and attacks. I defend with Thor (DEF 2).",
      "mc");
  CHECK(r.action == "enemy-attack");
  CHECK(r.fact("minion", "atk") == "3");
  CHECK(r.defender == "hero");
}

TEST_CASE("mc defended: a bracket beside the one attacked or engaged with", "[ask][situation]") {
  // With a boost in it, the ATK beside the one attacked is the attack's.
  const Reading r = testing::first_reading(
      "Klaw attacks Thor (ATK 3, two boost icons) and Thor defends with DEF 2.", "mc");
  CHECK(r.fact("villain", "atk") == "3");
  CHECK(r.fact("hero", "atk").empty());
  // "engaged with me (ATK 2)": the engaged minion's.
  const Reading engaged = testing::first_reading(
      "Then the Hydra Soldier engaged with me (ATK 2) attacks. I don't defend.", "mc");
  CHECK(engaged.fact("minion", "atk") == "2");
  CHECK(engaged.fact("hero", "atk").empty());
  // Without a boost, a hero's printed ATK stays the hero's.
  const Reading own = testing::first_reading(
      "Klaw (ATK 2) attacks Thor (ATK 3, DEF 2), boost 1, Thor defends.", "mc");
  CHECK(own.fact("villain", "atk") == "2");
}

TEST_CASE("mc defended: 'i stunned green goblin last turn' stuns the goblin", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "i stunned klaw last turn. now he attacks me, atk 2, boost 1, i don't defend. dmg?", "mc");
  CHECK(r.fact("villain", "stunned") == "true");
  CHECK(r.fact("hero", "stunned").empty());
  // Said of the speaker, it stays theirs.
  CHECK(testing::first_reading("i'm stunned and klaw (atk 2) attacks me, boost 1. dmg?", "mc")
            .fact("villain", "stunned")
            .empty());
}

TEST_CASE("mc defended: the hero's DEF given, defending unsaid: both are read",
          "[ask][situation]") {
  const Answer a = ask(testing::test_catalog(),
                       "klaw 3 atk +1 boost into my thor, def 2, how much does thor take", {});
  REQUIRE(a.readings.size() == 2);
  CHECK(a.readings_differ);
  CHECK_FALSE(a.report);
  // Said either way, one reading.
  const Answer told = ask(testing::test_catalog(),
                          "klaw 3 atk +1 boost into my thor, def 2, i defend. dmg on thor?", {});
  CHECK(told.readings.size() == 1);
  const Answer not_told = ask(testing::test_catalog(),
                              "klaw 3 atk +1 boost into my thor, def 2, i don't defend. dmg?", {});
  CHECK(not_told.readings.size() == 1);
}

TEST_CASE("mc defended: a core-set ally's name beside the asker's hero is the ally",
          "[ask][situation]") {
  // Hulk, Black Widow and Spider-Woman are core-set allies and later heroes:
  // said beside another hero of the asker's, the name is the ally.
  const Reading r = testing::first_reading(
      "rhino atk 2 overkill, i defend with hulk (3hp), boost 1. how much goes to iron man?", "mc");
  CHECK(r.defender == "ally");
  CHECK(r.fact("ally", "hp") == "3");
  CHECK(r.fact("hero", "hp").empty());
  // Near misses: alone, or said to be the asker's identity, or another
  // player's, the name is a hero.
  CHECK(testing::first_reading("klaw atk 2 attacks black widow, def 1, boost 0. dmg?", "mc")
            .defender == "hero");
  CHECK(testing::first_reading(
            "i'm black widow and klaw atk 2 attacks me, i defend (def 1), boost 0, "
            "then iron man thinks about it. dmg?",
            "mc")
            .fact("hero", "def") == "1");
  const Reading two = testing::first_reading(
      "2 player game: klaw atk 3 attacks my iron man, my friend's hulk (def 2) defends. dmg?",
      "mc");
  CHECK(two.defender == "hero2");
}

TEST_CASE("mc defended: another player's hero blocks for me", "[ask][situation]") {
  // "my buddys she-hulk": a friend's hero, the apostrophe left out; the DEF
  // said after "blocks for me" is the one who blocks.
  const Reading r = testing::first_reading(
      "rhino atk 3 on me (spidey), my buddys she-hulk blocks for me def 2, boost 1. dmg to "
      "shehulk / spidey?",
      "mc");
  CHECK(r.defender == "hero2");
  CHECK(r.fact("hero2", "def") == "2");
  CHECK(r.fact("hero", "def").empty());
  // Near miss: I block for my friend's hero; the DEF is mine.
  const Reading mine = testing::first_reading(
      "klaw atk 2 attacks my buddys spidey, i block for him, def 3, boost 0. dmg?", "mc");
  CHECK(mine.defender == "hero");
  CHECK(mine.fact("hero", "def") == "3");
}

TEST_CASE("mc defended: a character's two-word name typed short or one slip off",
          "[ask][situation]") {
  const Vocabulary& v = testing::test_vocabulary();
  using W = std::vector<std::string>;
  CHECK(v.corrected(W{"i", "chump", "w", "blck", "cat"}) == W{"i", "chump", "w", "black", "cat"});
  CHECK(v.corrected(W{"jess", "jones", "blocks"}) == W{"jessica", "jones", "blocks"});
  // Near misses: a glue word, a Dice Masters "char die", a second word
  // that names no one.
  CHECK(v.corrected(W{"the", "cat"}) == W{"the", "cat"});
  CHECK(v.corrected(W{"target", "char", "die"}) == W{"target", "char", "die"});
  CHECK(v.corrected(W{"jess", "blocks"}) == W{"jess", "blocks"});
  const Reading r = testing::first_reading(
      "klaw overkill atk3 +2 boost, jess jones (3hp) blocks. she-hulk takes how much excess", "mc");
  CHECK(r.defender == "ally");
  CHECK(r.fact("ally", "hp") == "3");
}

TEST_CASE("a phrase's second word one slip off, too short alone: 'iron wil', 'bomb scar'",
          "[ask][situation]") {
  const Vocabulary& v = testing::test_vocabulary();
  using W = std::vector<std::string>;
  CHECK(v.corrected(W{"with", "iron", "wil", "blocks"}) == W{"with", "iron", "will", "blocks"});
  CHECK(v.corrected(W{"on", "bomb", "scar"}) == W{"on", "bomb", "scare"});
  // Near misses: a word the rulebooks use stays ("iron fist"), and a
  // first word no phrase opens with.
  CHECK(v.corrected(W{"iron", "man"}) == W{"iron", "man"});
  CHECK(v.corrected(W{"copper", "wil"}) == W{"copper", "wil"});
  // "tuff": how players type "tough".
  const Reading r = testing::first_reading(
      "hydra soldier (atk 3) attacks me, i dont defend. im captain america 11hp, 2 dmg on him, "
      "and he has a tuff status card. how much damage on cap after",
      "mc");
  CHECK(r.fact("hero", "tough") == "true");
}

TEST_CASE("mc defended: 'jumped in front of an attack' defends", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Nick Fury, with 3 hit points, jumped in front of an attack on my Iron Man (9 HP, "
      "undamaged). It was Rhino at ATK 2 with no overkill, plus a boost card with 2 icons.",
      "mc");
  CHECK(r.action == "enemy-attack");
  CHECK(r.defender == "ally");
  CHECK(r.fact("ally", "hp") == "3");
}

TEST_CASE("mc defended: 'he' is not one named in brackets beside another", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "rhino stunned (mockingbird), villain phase he attacks capt marvel 12hp 3dmg. stun gone?",
      "mc");
  CHECK(r.action == "enemy-attack");
  CHECK(r.fact("villain", "stunned") == "true");
  // Near miss: only the bracketed one fits, and it is taken.
  CHECK(testing::first_reading("the main scheme (rhino) is at 5 threat. he schemes for 2, boost 0. "
                               "threat after?",
                               "mc")
            .action == "enemy-scheme");
}

TEST_CASE("mc defended: 'no allies to block' is nobody defending", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Vulture (ATK 3) attacked Iron Man, who was already exhausted and had 2 damage on his 9 hit "
      "points; no allies to block. How much damage does Iron Man have now?",
      "mc");
  CHECK(r.defender == "none");
  // Near miss: "(..., no allies) defended" is the one named defending.
  CHECK(testing::first_reading("Gamora (DEF 1, 11 HP, no allies) defended an attack from Ronan "
                               "(ATK 2, boost 1 icon). dmg on gamora?",
                               "mc")
            .defender != "none");
}

TEST_CASE("mc defended: a pronoun after a verb's comma is the next clause's subject",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "rhino II atk 3, boost 1 icon, she-hulk def 2 defends, she has 15hp with 4 dmg. damage "
      "taken?",
      "mc");
  CHECK(r.fact("hero", "hp") == "15");
  CHECK(r.fact("hero", "damage") == "4");
  CHECK(r.fact("villain", "hp").empty());
}

TEST_CASE("mc defended: the ally another player defends with is theirs", "[ask][situation]") {
  // "She-Hulk's player defends with her Hawkeye": the defence's doer is
  // the other player's hero.
  Reading r = testing::first_reading(
      "Rhino has overkill and attacks Spider-Man with ATK 3 plus 1 boost icon. She-Hulk's player "
      "defends with her Hawkeye, who has 2 HP and 1 damage on him. Where does the damage go?",
      "mc");
  CHECK(r.defender == "ally");
  CHECK(r.fact("ally", "player") == "p2");
  // "player 2's hawkeye": said as the player's.
  r = testing::first_reading(
      "overkill rhino, 3 atk, boost 1, attacks player 1; player 2's hawkeye (2hp, already 1 dmg) "
      "defends. how much damage does She-Hulk take, and Spider-Man?",
      "mc");
  CHECK(r.fact("ally", "player") == "p2");
  // Near miss: my own ally.
  r = testing::first_reading(
      "Rhino (ATK 3, overkill, 1 boost icon) attacks me and I defend with my Hawkeye (2 HP). How "
      "much damage do I take?",
      "mc");
  CHECK(r.fact("ally", "player").empty());
}

TEST_CASE("mc defended: 'a second player's hero' is the other player's", "[ask][situation]") {
  Reading r = testing::first_reading(
      "If a second player's hero (DEF 2, 10 HP, undamaged) defends an attack aimed at me from a "
      "villain with ATK 3 plus 1 boost icon, how much damage does each of us have?",
      "mc");
  CHECK(r.defender == "hero2");
  CHECK(r.fact("hero2", "def") == "2");
  CHECK(r.fact("hero", "def").empty());
  // Near miss: my hero, said as "my hero".
  r = testing::first_reading(
      "My hero (DEF 2, 10 HP) defends an attack from a villain with ATK 3 plus 1 boost icon. How "
      "much damage?",
      "mc");
  CHECK(r.defender == "hero");
  CHECK(r.fact("hero", "def") == "2");
}

TEST_CASE("mc defended: 'I jump in with', 'steps in to defend' are defences", "[ask][situation]") {
  Reading r = testing::first_reading(
      "klaw atk 3 goes after my buddys spidey, i jump in w/ shehulk def 2, boost 1. dmg to she "
      "hulk?",
      "mc");
  CHECK(r.defender == "hero");
  CHECK(r.fact("attack", "on") == "hero2");
  r = testing::first_reading(
      "Rhino attacks Spider-Man's player with ATK 3 and a 2-icon boost, and my She-Hulk (DEF 2) "
      "steps in to defend for him. How much damage does She-Hulk take?",
      "mc");
  CHECK(r.defender == "hero");
  // Near miss: nobody steps in.
  r = testing::first_reading(
      "Rhino (ATK 3, boost 1) attacks me and nobody defends. How much damage do I take?", "mc");
  CHECK(r.defender == "none");
}

TEST_CASE("mc defended: a named enemy given boost icons is the villain, 'bloks' is 'blocks'",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "kraven atk 3 boost 1 comes at my spidey (7 dmg of 10), my buddys she-hulk (def 2, 15hp) "
      "bloks for me. how much does shulk take?",
      "mc");
  CHECK(r.fact("villain", "atk") == "3");
  CHECK(r.fact("villain", "boost") == "1");
  CHECK_FALSE(r.has("minion"));
  CHECK(r.defender == "hero2");
  // Near miss: with a villain named, the minion stays a minion.
  const Reading m = testing::first_reading(
      "rhino atk 2 boost 1 attacks me, then kraven atk 3 attacks me too. how much damage?", "mc");
  CHECK(m.has("minion"));
  CHECK(m.fact("villain", "atk") == "2");
}

TEST_CASE("mc defended: two letters typed the wrong way round, or a 'ck' short, are one slip",
          "[ask][situation]") {
  const Vocabulary& v = testing::test_vocabulary();
  using W = std::vector<std::string>;
  CHECK(v.corrected(W{"hydra", "sodlier"}) == W{"hydra", "soldier"});
  CHECK(v.corrected(W{"she", "bloks"}) == W{"she", "blocks"});
  // Near misses: a letter moved further, and a short word.
  CHECK(v.corrected(W{"hydra", "soilder"}) == W{"hydra", "soilder"});
  CHECK(v.corrected(W{"atk"}) == W{"atk"});
}

TEST_CASE("mc defended: a vowel left out inside a short word is one slip", "[ask][situation]") {
  const Vocabulary& v = testing::test_vocabulary();
  using W = std::vector<std::string>;
  CHECK(v.corrected(W{"i", "defnd"}) == W{"i", "defend"});
  CHECK(v.corrected(W{"tugh"}) == W{"tough"});
  // Near misses: two letters left out; the first letter, not inside; a
  // consonant.
  CHECK(v.corrected(W{"dfnd"}) == W{"dfnd"});
  CHECK(v.corrected(W{"tough"}) == W{"tough"});
  CHECK(v.corrected(W{"efend"}) == W{"efend"});
  CHECK(v.corrected(W{"tuch"}) != W{"tough"});
}

TEST_CASE("mc defended: 'No character was exhausted to defend' is undefended", "[ask][situation]") {
  for (const std::string q :
       {"Klaw (ATK 2) attacked Player A's She-Hulk (15 hit points). No character was exhausted to "
        "defend. The boost card showed 1 boost icon.",
        "Klaw (ATK 2) attacked She-Hulk (15 hit points) and no one defended. Boost 1."}) {
    INFO(q);
    const Reading r = testing::first_reading(q, "mc");
    CHECK(r.defender == "none");
  }
  // Near miss: one named defends.
  const Reading r = testing::first_reading(
      "Klaw (ATK 2) attacked She-Hulk (15 hit points, DEF 2) and she defended. Boost 1.", "mc");
  CHECK(r.defender == "hero");
}

TEST_CASE("mc defended: 'buddy flipped the boost card' is a person at the table, no second hero",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "hydra soldier minion atk 2 attacks widow, she defends def 1 (9hp full). buddy flipped boost "
      "card w/ 2 icons for it. dmg to widow?",
      "mc");
  CHECK(r.defender == "hero");
  CHECK(r.fact("hero", "def") == "1");
  CHECK_FALSE(r.has("hero2"));
  // Near miss: a friend's character who defends is a hero of the table.
  const Reading friend_defends = testing::first_reading(
      "Rhino (ATK 2) attacks my friend's She-Hulk and she defends with DEF 2.", "mc");
  CHECK(friend_defends.defender == "hero2");
  CHECK(friend_defends.fact("hero2", "def") == "2");
}

TEST_CASE("spelling: everyday words a slip from a rule word are left alone", "[ask]") {
  const Vocabulary& v = testing::test_vocabulary();
  using W = std::vector<std::string>;
  CHECK(v.corrected(W{"giving", "emma", "pumped", "her", "dumped"}) ==
        W{"giving", "emma", "pumped", "her", "dumped"});
  // Near miss: a real slip is still corrected.
  CHECK(v.corrected(W{"retalliate"}) == W{"retaliate"});
}

TEST_CASE("mc defended: 'threw Black Widow in front of it' defends, 'she's an ally' is a she",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Klaw attacked Captain America, and I threw Black Widow in front of it. She's an ally with 2 "
      "hit points. He has ATK 2.",
      "mc");
  CHECK(r.defender == "ally");
  CHECK(r.fact("ally", "hp") == "2");
  CHECK(r.fact("ally", "atk").empty());
  // Near miss: "the guard minion is sitting in front of me" tells no defence.
  const Reading guard = testing::first_reading(
      "Rhino's guard minion is sitting in front of me. Jessica Jones (ATK 2) wants to attack the "
      "villain.",
      "mc");
  CHECK(guard.defender.empty());
}

TEST_CASE("mc defended: 'rhino came at me, i put black cat in front' attacks and defends",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "so rhino came at me and i put black cat in front, she only has 2 hp. the boost card had 2 "
      "icons. does black cat die?",
      "mc");
  CHECK(r.action == "enemy-attack");
  CHECK(r.defender == "ally");
  CHECK(r.fact("ally", "hp") == "2");
  // Near miss: an ally only said to be in play may or may not defend: both
  // are read.
  const std::vector<Reading> in_play = query::ask::read_question(
      "Rhino (ATK 2) attacks me. I put Black Cat in play before that, she has 2 hp.",
      testing::test_vocabulary(), "mc");
  std::set<std::string> defenders;
  for (const Reading& reading : in_play) defenders.insert(reading.defender);
  CHECK(defenders == std::set<std::string>{"ally", "none"});
  // Damage said to spill past the ally tells it defended: one reading.
  const std::vector<Reading> spills =
      query::ask::read_question("Rhino (ATK 4) attacks, my ally has 3 hp, how much spills to me?",
                                testing::test_vocabulary(), "mc");
  REQUIRE(spills.size() == 1);
  CHECK(spills.front().defender == "ally");
}

TEST_CASE("mc defended: an ally who 'did not defend' beside the hero's defence told",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Spider-Man (DEF 3, 10 hit points) defended against Rhino's attack. Rhino has ATK 2 and the "
      "boost card had 2 boost icons. I also have Black Cat out as an ally, but she stayed ready "
      "and did not defend. How much damage does Spider-Man take?",
      "mc");
  CHECK(r.defender == "hero");
  // Near miss: with no defence told, an ally not defending leaves none.
  const Reading none = testing::first_reading(
      "Rhino (ATK 2) attacks Spider-Man (DEF 3). I have Black Cat out as an ally, but she did not "
      "defend, and nor did I. How much damage does Spider-Man take?",
      "mc");
  CHECK(none.defender == "none");
}

TEST_CASE("mc defended: an ally who was going to defend but did not leaves no defence",
          "[ask][situation]") {
  for (const std::string q :
       {"Rhino attacks with ATK 3, no boost. Black Cat was going to defend, but she did not "
        "defend. Damage?",
        "Rhino attacks me, ATK 3, boost 1. Can an ally defend for me? My Black Cat did not defend. "
        "How much damage do I take?"}) {
    const Reading r = testing::first_reading(q, "mc");
    CHECK(r.defender == "none");
  }
}

TEST_CASE("mc defended: the one an enemy attacks is the hero, even a name allies share",
          "[ask][situation]") {
  const Reading said_again = testing::first_reading(
      "Ultron Drone minion, ATK 3, attack my Hulk. My ally Wasp with 3 hp defend. Wasp is die? "
      "Hulk take something?",
      "mc");
  CHECK(said_again.fact("ally", "hp") == "3");
  CHECK_FALSE(said_again.has("ally2"));
  CHECK(said_again.defender == "ally");
  const Reading at = testing::first_reading(
      "An Ultron Drone (ATK 3) swings at Hulk and I block with Wasp. Does Hulk take anything?",
      "mc");
  CHECK(at.has("hero"));
  CHECK_FALSE(at.has("ally2"));
  // Near miss: a core set ally beside another hero, not attacked, is the
  // ally.
  const Reading ally = testing::first_reading(
      "I'm Iron Man. Rhino attacks, and Hulk defends for me. Hulk has 5 HP.", "mc");
  CHECK(ally.fact("ally", "hp") == "5");
}

TEST_CASE("mc defended: 'she used her basic defense' is a defence", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Klaw (ATK 2) attacked Captain Marvel, who has 12 hit points and 3 damage already, and she "
      "used her basic defense (DEF 1). The boost card came up with 2 boost icons. What is her "
      "total damage?",
      "mc");
  CHECK(r.defender == "hero");
  const Answer a = testing::ask_mc(
      "Klaw (ATK 2) attacked Captain Marvel, who has 3 damage already, and she used her basic "
      "defense (DEF 1). The boost card came up with 2 boost icons. What is her total damage?");
  CHECK_FALSE(a.readings_differ);
  // Near miss: her defense said as a value, not used.
  const Reading n = testing::first_reading(
      "Klaw (ATK 2) attacked Captain Marvel, who has 3 damage already; her basic defense is 1 "
      "but she did not defend. The boost card had 2 icons. What is her total damage?",
      "mc");
  CHECK(n.defender != "hero");
}

TEST_CASE(
    "mc defended: an enemy the vocabulary calls a minion, with a boost card told apart, "
    "is the villain",
    "[ask][situation]") {
  const std::string u = to_notation(testing::first_reading(
      "Jennifer Walters (alter-ego form): 15 HP, 4 damage. Sandman: ATK 3. A treachery made "
      "Sandman attack me; boost card: 2 icons. How much damage do I end with?",
      "mc"));
  CHECK(u.find("villain: atk 3, boost 2") != std::string::npos);
  // Near misses: one told as a minion (engaged, the encounter deck's top
  // card, called a minion, the boost asked about).
  for (const char* q :
       {"A Hydra Soldier (ATK 2) engaged with me attacks Spider-Man, and I don't defend. The top "
        "card of the encounter deck has 2 boost icons. How much damage does Spider-Man take?",
        "A Sandman (minion, ATK 3) attacks me undefended. The boost card shows 2 icons. How much "
        "damage do I take?",
        "jen walters in AE, sandman sch 2 schemes. main at 3. do i flip a boost for it (next one "
        "is 1 icon)? threat after?"}) {
    const std::string n = to_notation(testing::first_reading(q, "mc"));
    CHECK(n.find("minion: ") != std::string::npos);
  }
}

TEST_CASE(
    "mc defended: the reviews' near misses for the villain told as a minion and a "
    "defence used before",
    "[ask][situation]") {
  // A minion that is never a villain keeps being one, boost told or not.
  const std::string u = to_notation(testing::first_reading(
      "Hydra Mercenary attacks me with ATK 1, boost card 1 icon, undefended. How much damage?",
      "mc"));
  CHECK(u.find("minion: atk 1") != std::string::npos);
  // A defence used earlier is not one made now.
  const Answer a = testing::ask_mc(
      "rhino attacks me with ATK 3 boost 1. She-Hulk used her basic defense earlier this round "
      "and is exhausted, DEF 2. how much damage does she-hulk take?");
  CHECK(a.readings_differ);
}

TEST_CASE("mc defended: 'she' is never a man the cards call 'he', nor 'no allies'",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My She-Hulk has a tough status card. Absorbing Man (ATK 2) attacked her, I didn't defend, "
      "and the boost card had 3 icons. She has 15 hit points and 4 damage already. Her damage?",
      "mc");
  CHECK(r.fact("hero", "damage") == "4");
  CHECK(r.fact("villain", "damage").empty());
  const Reading none = testing::first_reading(
      "Jennifer Walters (alter-ego form, 15 hit points, 4 damage, no allies in play) is attacked "
      "by "
      "Sandman (ATK 3). She declares that she is defending. Her damage?",
      "mc");
  CHECK(none.defender != "ally");
  // Near miss: a die is no card's character ("She blocked with Hawkeye").
  const Reading dm = testing::first_reading(
      "Hulk 5A/4D attacks. She blocked with Hawkeye 1A/2D. Where is Hawkeye?", "dm");
  CHECK(dm.fact("blocker", "d") == "2");
}

TEST_CASE("mc defended: on review, a bare 'No,' before a name hides no one from 'he'",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "No, Rhino attacks me first. He has ATK 3 and 1 boost icon. I don't defend. How much "
      "damage?",
      "mc");
  CHECK(r.fact("villain", "atk") == "3");
}

TEST_CASE("declining to defend is no defence", "[ask][situation]") {
  for (const char* q :
       {"Rhino (ATK 2) attacks me, I'm Spider-Man with 10 hit points, and I decline "
        "to defend. Damage?",
        "Rhino (ATK 2) attacks me, I'm Spider-Man with 10 hit points, and I chose "
        "not to defend. Damage?"}) {
    const Reading r = testing::first_reading(q, "mc");
    CHECK(r.defender == "none");
  }
  // Near miss: choosing to defend.
  const Reading d = testing::first_reading(
      "Rhino (ATK 2) attacks me, I'm Spider-Man with DEF 2 and 10 hit points, and I choose to "
      "defend. Damage?",
      "mc");
  CHECK(d.defender == "hero");
}

TEST_CASE("mc defended: a boost asked in a chat and answered with its icons is told",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "[19:02] Priya: sandman attacking my spider-woman, his ATK is 3 | [19:03] Tom: boost card? "
      "| [19:03] Priya: 1 icon | [19:05] Priya: so how much damage does she have now?",
      "mc");
  CHECK(r.fact("villain", "atk") == "3");
  CHECK(r.fact("villain", "boost") == "1");
  CHECK_FALSE(r.has("minion"));
  // Near miss: a boost only asked about leaves Sandman a minion.
  const Reading asked = testing::first_reading(
      "sandman (ATK 3) attacks my spider-woman. do i flip a boost card for him?", "mc");
  CHECK(asked.has("minion"));
}

TEST_CASE(
    "mc defended: 'turned sideways because I exhausted her to defend' is the defence's "
    "cost",
    "[ask][situation]") {
  const Reading r = testing::first_reading(
      "On the table: Sandman's villain card with ATK 3, his boost card showing 1 boost icon, and "
      "my Spider-Woman card, turned sideways because I exhausted her to defend, DEF 2, 11 hit "
      "points. How much damage is on Spider-Woman now?",
      "mc");
  CHECK(r.defender == "hero");
  CHECK(r.fact("hero", "exhausted").empty());
  // Near miss: exhausted because of something earlier is a status.
  const Reading before = testing::first_reading(
      "Rhino (ATK 3, no boost) attacks my Spider-Man, who is exhausted because he thwarted "
      "earlier. Can he defend?",
      "mc");
  CHECK(before.fact("hero", "exhausted") == "true");
}

TEST_CASE(
    "mc defended: 'turned sideways because I just used his basic thwart' is that thwart's "
    "cost",
    "[ask][situation]") {
  const Reading r = testing::first_reading(
      "On the table: my Iron Man card, THW 1, with a stunned status card on him, now turned "
      "sideways because I just used his basic thwart on the main scheme; the main scheme had 6 "
      "threat. How much threat is on the main scheme now?",
      "mc");
  CHECK(r.fact("hero", "exhausted").empty());
  CHECK(r.fact("hero", "stunned") == "true");
  // Near misses: an action in a turn before, or "already", is a status.
  for (const std::string q : {
           "Spider-Man is exhausted because he attacked during my turn. Rhino (ATK 2) attacks me "
           "and the boost card has 1 icon. Can Spider-Man still defend with his DEF 3?",
           "Black Panther already exhausted because he attack. Now Klaw attack him, ATK 2 and "
           "boost 1 icon. I want defend with him, DEF 2.",
       }) {
    INFO(q);
    CHECK(testing::first_reading(q, "mc").fact("hero", "exhausted") == "true");
  }
}

TEST_CASE("mc defended: a card seen turned sideways, with the defence that turned it told",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "On the table: Baron Zemo's card with ATK 3 and a boost card with 1 boost icon, my ally Nick "
      "Fury turned sideways, 3 hit points printed and no damage before he defended Zemo's attack. "
      "Is Nick Fury defeated?",
      "mc");
  CHECK(r.defender == "ally");
  CHECK(r.fact("ally", "exhausted").empty());
  // Near miss: turned sideways from a turn before is a status.
  const Reading before = testing::first_reading(
      "My ally Nick Fury is turned sideways since he thwarted last turn. Zemo (ATK 3) attacks me. "
      "Can Fury defend?",
      "mc");
  CHECK(before.fact("ally", "exhausted") == "true");
}

TEST_CASE("mc defended: 'turned sideways after her basic thwart' is that thwart's cost",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "On the table: the main scheme with 7 threat, a side scheme with 1 threat and no crisis "
      "icon, and my Ms. Marvel, THW 2, turned sideways after her basic thwart on the side scheme. "
      "Is the side scheme defeated?",
      "mc");
  CHECK(r.fact("hero", "exhausted").empty());
  // Near miss: turned sideways, with no action told after it, is a status.
  const Reading s = testing::first_reading(
      "On the table: the main scheme with 7 threat and my Ms. Marvel, THW 2, turned sideways. Can "
      "she thwart the main scheme?",
      "mc");
  CHECK(s.fact("hero", "exhausted") == "true");
}

TEST_CASE("mc defended: an unknown name that blocks the enemy's attack on a named hero is the ally",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "ultron attacks my ironheart, ATK 2, boost 1 icon. quake blocks, she's 3 hp no damage. how "
      "much damage is on quake?",
      "mc");
  CHECK(r.defender == "ally");
  CHECK(r.fact("ally", "hp") == "3");
  // Near misses: "nobody defends" names no one; with no hero named, the
  // name may be the hero.
  const Reading nobody = testing::first_reading(
      "Loki (ATK 3) attacks Spider-Woman, nobody defends, boost card 0 icons. Is she eliminated?",
      "mc");
  CHECK(nobody.defender == "none");
  const Reading unnamed = testing::first_reading(
      "ultron attacks me, ATK 2, boost 1 icon. quake blocks, DEF 2. how much damage?", "mc");
  CHECK(unnamed.defender != "ally");
}

TEST_CASE("mc defended: an ally's name described with a DEF is the asker's hero",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Photo of our table: Loki's card up top, ATK 2, a boost card beside him with 1 boost icon; "
      "my Vision card below, 11 hit points printed, DEF 3, dial at 9, turned sideways because I "
      "used him to defend against Loki's attack. How much damage does Vision have now?",
      "mc");
  CHECK(r.defender == "hero");
  CHECK(r.fact("hero", "def") == "3");
  CHECK_FALSE(r.has("ally"));
  // Near misses: with no DEF, or with another hero named, the ally stays.
  const Reading ally = testing::first_reading(
      "Loki (ATK 2, boost 1) attacks me and my ally Vision (3 hit points) defends. Is he "
      "defeated?",
      "mc");
  CHECK(ally.defender == "ally");
  const Reading other = testing::first_reading(
      "Loki (ATK 2, boost 1) attacks Hulk (DEF 2) and Vision defends, DEF 3. Is Vision defeated?",
      "mc");
  CHECK(other.defender == "ally");
}

TEST_CASE("mc defended: the review's near misses for exhausted by the action told",
          "[ask][situation]") {
  for (const std::string q : {
           "Hawkeye is turned sideways, then Rhino attacked me; can Hawkeye block?",
           "My ally Black Widow is exhausted since she attacked Rhino; can she defend his attack?",
       }) {
    INFO(q);
    CHECK(testing::first_reading(q, "mc").fact("ally", "exhausted") == "true");
  }
  // An ally's name with a DEF told in another sentence, or offered as a
  // choice, stays the ally.
  for (const std::string q : {
           "Rhino (ATK 3, no boost) attacks. I block with ally Black Widow. DEF on my hero is 3.",
           "Rhino (ATK 3, no boost) attacks. Should I block with Hawkeye or use my DEF 2?",
       }) {
    INFO(q);
    CHECK(testing::first_reading(q, "mc").has("ally"));
  }
}
