// The stages of reading a question, each alone (tokens, mentions, clauses,
// the situation), the situation notation's round trip over the question
// set, and what `ask` says when it cannot rule.
#include <catch2/catch.hpp>

#include <filesystem>

#include "query/ask/ask.h"
#include "query/ask/clauses.h"
#include "query/ask/mentions.h"
#include "query/ask/notation.h"
#include "query/ask/question_set.h"
#include "query/ask/reading.h"
#include "query/ask/reading_parts.h"
#include "query/ask/situation.h"
#include "query/ask/tokens.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

namespace {

const query::Catalog& catalog() {
  return testing::test_catalog();
}
const Vocabulary& vocabulary() {
  return testing::test_vocabulary();
}

std::vector<Token> tokens_of(const std::string& q, const std::string& game) {
  std::vector<char> breaks;
  const std::vector<std::string> words = question_words(q, &breaks);
  return tokenize(words, breaks, vocabulary(), game);
}

Reading read(const std::string& q, const std::string& game = "") {
  return read_question(q, vocabulary(), game).front();
}

// Whether the question is read exactly two ways, differing on role.field
// (a chance or a fact the question leaves open).
bool read_both_ways(const std::string& q, const std::string& game, const std::string& role,
                    const std::string& field) {
  const std::vector<Reading> rs = read_question(q, vocabulary(), game);
  return rs.size() == 2 && rs[0].fact(role, field) != rs[1].fact(role, field);
}

}  // namespace

TEST_CASE("tokens: dice stats in every notation, numbers, fractions, brackets", "[ask][tokens]") {
  const auto t = tokens_of("Hulk 5 attack 3 defense blocked by A2 D3, opp at 7", "dm");
  REQUIRE(t.size() >= 6);
  CHECK(t[1].kind == Tok::kDiceStat);
  CHECK(t[1].atk == 5);
  CHECK(t[1].def == 3);
  CHECK(t[3].kind == Tok::kDiceStat);  // "a2 d3" is one die's stats
  CHECK(t[3].atk == 2);
  CHECK(t[3].def == 3);
  CHECK(t[3].brk == ',');

  const auto m = tokens_of("Iron Man (9 HP, 7 damage) at 7/10", "mc");
  bool fraction = false;
  for (const Token& tok : m)
    fraction |= tok.kind == Tok::kFraction && tok.number == 7 && tok.of == 10;
  CHECK(fraction);
  // A comma inside brackets does not end the description the brackets belong to.
  for (const Token& tok : m)
    if (tok.text == "hp") CHECK_FALSE(tok.ends());

  const auto plus = tokens_of("Thor gets +1A then doubled", "dm");
  bool modifier = false;
  for (const Token& tok : plus) modifier |= tok.kind == Tok::kDiceStat && tok.plus && tok.atk == 1;
  CHECK(modifier);
}

TEST_CASE("tokens: numbers in words up to twenty, 'one' stays a word", "[ask][tokens]") {
  CHECK(number_word("twelve") == 12);
  CHECK(number_word("twenty") == 20);
  CHECK(number_word("seven") == 7);
  CHECK(number_word("one") == -1);  // ("the 3D one")
  CHECK(number_word("twentyone") == -1);
  const Reading r = testing::first_reading(
      "Wolverine 3A/3D attacks. The defender, at twelve life, does not block.", "dm");
  CHECK(r.fact("p2", "life") == "12");
  // "He's on fourteen life": the other player's, "he's" referring to no die.
  CHECK(testing::first_reading("He's on fourteen life, my eleven attack Hulk goes unblocked.", "dm")
            .fact("p2", "life") == "14");
}

TEST_CASE("tokens: a bracket closed at a sentence's end ends it, '+' and '&' join names",
          "[ask][tokens]") {
  const auto t = tokens_of("blocked by Storm (2A/2D). Who wins?", "dm");
  bool ended = false;
  for (const Token& tok : t) ended |= tok.kind == Tok::kDiceStat && tok.brk == '.';
  CHECK(ended);

  std::vector<char> breaks;
  CHECK(question_words("thor 4a + cap 2a swing", &breaks) ==
        std::vector<std::string>{"thor", "4a", "and", "cap", "2a", "swing"});
  CHECK(question_words("Rogue & Gambit", &breaks) ==
        std::vector<std::string>{"rogue", "and", "gambit"});
  CHECK(question_words("blocked by 1A/2D + 2A/3D", &breaks) ==
        std::vector<std::string>{"blocked", "by", "1a/2d", "and", "2a/3d"});
  // A sum stays a sum.
  CHECK(question_words("2 atk + 1 boost", &breaks) ==
        std::vector<std::string>{"2", "atk", "1", "boost"});
}

TEST_CASE("clauses: dice joined by 'and' after 'with' all do the verb", "[ask][clauses]") {
  // With nothing before "blocked by", the die after the blockers is blocked;
  // "the 3 defense blocker" is not the attacker with 3 defense.
  const Reading p =
      read("double blocked by a 1/3 and a 1/1, my 4/3 puts all 4 on the 3 defense blocker");
  CHECK(p.fact("attacker", "a") == "4");
  CHECK(p.fact("blocker", "d") == "3");
  CHECK(p.fact("blocker2", "d") == "1");
  CHECK(p.fact("split", "blocker") == "4");

  const Reading r =
      read("I attack with Storm (4A/2D) and Rogue (1A/3D) and my opponent doesn't block.");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("attacker2", "a") == "1");
  CHECK(r.facts.count("blocker") == 0);
}

TEST_CASE("mentions: an attribute belongs to the phrase it is written in", "[ask][mentions]") {
  // "my 5A Hulk with overcrush gets blocked by a 2D sidekick": overcrush is
  // Hulk's, not the blocker's, whatever the distance.
  const Reading r = read("my 5A Hulk with overcrush gets blocked by a 2D sidekick");
  CHECK(r.fact("attacker", "overcrush") == "true");
  CHECK(r.fact("blocker", "overcrush").empty());
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("blocker", "d") == "2");

  // "Black Cat who has 2 hp left" describes Black Cat, not the speaker.
  const Reading c = read("Rhino attacks me, I block with Black Cat who has 2 hp left");
  CHECK(c.defender == "ally");
  CHECK(c.fact("ally", "hp") == "2");
  CHECK(c.fact("hero", "hp").empty());
}

TEST_CASE("clauses: active and passive voice read the same roles", "[ask][clauses]") {
  const Reading active = read("a 2A/3D blocks my 5A/2D");
  const Reading passive = read("my 5A/2D is blocked by a 2A/3D");
  CHECK(active.fact("attacker", "a") == "5");
  CHECK(passive.fact("attacker", "a") == "5");
  CHECK(active.fact("blocker", "d") == "3");
  CHECK(passive.fact("blocker", "d") == "3");
  CHECK(to_notation(active) == to_notation(passive));

  // A hero attacking a minion is not the minion attacking the hero.
  const Reading hero = read("I attack a minion with 3 hp for 2", "mc");
  CHECK(hero.action == "player-attack");
  const Reading enemy = read("a minion with ATK 2 attacks me, I don't defend", "mc");
  CHECK(enemy.action == "enemy-attack");
  CHECK(enemy.defender == "none");
}

TEST_CASE("the situation: two blockers keep their own values, stated assignments stay assignments",
          "[ask][situation]") {
  const Reading r =
      read("4A/3D attacker double blocked by a 1A/3D and a 1A/1D, I put all 4 on the 3D one");
  CHECK(r.fact("blocker", "d") == "3");
  CHECK(r.fact("blocker2", "d") == "1");
  CHECK_FALSE(r.has("blocker3"));
  CHECK(r.fact("split", "blocker") == "4");
  CHECK(
      r.fact("blocker", "damage").empty());  // what the player assigns is not damage already there
}

TEST_CASE("the situation: a die described in two parts is one die", "[ask][situation]") {
  // The name and the other stat in brackets after the die.
  const Reading aside = read("a 2A/2D blocks my 4A attacker (Beast, 5D)", "dm");
  CHECK(aside.fact("attacker", "a") == "4");
  CHECK(aside.fact("attacker", "d") == "5");
  CHECK_FALSE(aside.has("blocker2"));
  // The other stat after "with", a name between.
  const Reading with = read("my 4A/5D attacker is blocked by a 3D Daredevil with 1A", "dm");
  CHECK(with.fact("blocker", "a") == "1");
  CHECK(with.fact("blocker", "d") == "3");
  CHECK_FALSE(with.has("blocker2"));
  // The die that does the verb, and the stats it does it with.
  const Reading verb = read("my 5A Hulk attacks, then Wolverine blocks with 3D", "dm");
  CHECK(verb.fact("blocker", "d") == "3");
  CHECK_FALSE(verb.has("blocker2"));
  // Two stats of the same kind are two dice, not one.
  const Reading two = read("my 4A attacker is blocked by a 3A Daredevil with 1A", "dm");
  CHECK(two.fact("blocker", "a") != "4");
}

TEST_CASE("the situation: damage dealt before the combat is damage already on the die",
          "[ask][situation]") {
  const Reading damaged =
      read("iron will 1/5 blocker was already damaged for 2 this turn, then a 3/3 attacks", "dm");
  CHECK(damaged.fact("blocker", "damage") == "2");
  const Reading pinged = read(
      "I pinged his Colossus (1A/5D) for 2 in my main step, then swung with a 3A/3D Thor and "
      "Colossus blocked",
      "dm");
  CHECK(pinged.fact("blocker", "damage") == "2");
  CHECK(pinged.fact("attacker", "a") == "3");
  // Damage the attacker deals in this combat is not already there.
  const Reading now = read("my 3A/3D attacker is blocked by a 1A/5D and damages it for 3", "dm");
  CHECK(now.fact("blocker", "damage").empty());
}

TEST_CASE("the situation: 'double his attack' doubles the die just named", "[ask][situation]") {
  const Reading r = read(
      "my Thor 3A/4D attacks and She-Hulk 1A/8D blocks. I give Thor +1A, then double his "
      "attack",
      "dm");
  CHECK(r.fact("attacker", "modify") == "+1a then x2a");
}

TEST_CASE("the situation: 'she' is a person, not a scheme or an unnamed minion",
          "[ask][situation]") {
  const Reading thwart = read(
      "Maria Hill, my ally with 1 hp left, thwarts for 1 on the main (4 threat), she has 1 "
      "consequential dmg",
      "mc");
  CHECK(thwart.fact("ally", "consequential") == "1");
  CHECK(thwart.fact("main", "threat") == "4");
  const Reading attack = read(
      "Black Cat, my ally with 3 hp, attacks for 2 into a minion that has tough; she has 1 "
      "consequential damage",
      "mc");
  CHECK(attack.fact("ally", "consequential") == "1");
  CHECK(attack.fact("minion", "consequential").empty());
}

TEST_CASE("the situation: a status a yes/no question asks about is not a fact",
          "[ask][situation]") {
  const Reading asked = read(
      "I defend with Cap, def 3, against Ultron's attack - ATK 2 plus 2 boost icons. how much do "
      "I take and is Cap exhausted?",
      "mc");
  CHECK(asked.fact("hero", "exhausted").empty());
  CHECK(asked.fact("hero", "def") == "3");
  const Reading stated = read("is the stunned villain able to attack me? ATK 2", "mc");
  CHECK(stated.fact("villain", "stunned") == "true");
  // A last sentence with no question mark that opens with a question word.
  const Reading unpunctuated = read(
      "klaw atk 3 swings at me, i block w/ she-hulk def 2. how much dmg is she at now n is she "
      "exhausted",
      "mc");
  CHECK(unpunctuated.fact("hero", "exhausted").empty());
  const Reading statement =
      read("norman osborn (ATK 2) is stunned and would attack me, what happens", "mc");
  CHECK(statement.fact("villain", "stunned") == "true");
  // A card asked about after what happens, on another character.
  const Reading after = read(
      "Ultron (ATK 3) attacks and Iron Man (DEF 1) defends, boost 0. is a tough status card on "
      "Ultron afterwards?",
      "mc");
  CHECK(after.fact("hero", "tough").empty());
  CHECK(after.fact("villain", "tough").empty());
  // "no damage" says no of the damage, not of the defence after it.
  const Reading defends =
      read("Ultron attacks (ATK 3), Iron Man (DEF 1, 9 hit points, no damage) defends.", "mc");
  CHECK(defends.defender == "hero");
  const Reading nobody = read("Klaw (ATK 2) attacks She-Hulk and no character defends", "mc");
  CHECK(nobody.defender != "hero");
}

TEST_CASE("the situation: one hero by two names is one hero unless another player is named",
          "[ask][situation]") {
  const Reading one = read(
      "I block Rhino with Spider-Man. Rhino hits for 2, boost shows 0 icons, Spidey has 3 DEF.",
      "mc");
  CHECK(one.fact("hero", "def") == "3");
  CHECK_FALSE(one.has("hero2"));
  const Reading two = read(
      "Rhino attacks my friend's She-Hulk for 3, boost 0, and my Spider-Man does not defend", "mc");
  CHECK(two.has("hero2"));
}

TEST_CASE("the situation: +N, doubled and halved are modifiers on the printed value",
          "[ask][situation]") {
  CHECK(read("Klaw has ATK 1 with a +2 ATK attachment and attacks me, boost 1", "mc")
            .fact("villain", "modify") == "+2atk");
  CHECK(read("Klaw has ATK 1 with a +2 ATK attachment and attacks me, boost 1", "mc")
            .fact("villain", "atk") == "1");
  CHECK(read("Rhino's ATK 2 is doubled by a card effect and he attacks me undefended", "mc")
            .fact("villain", "modify") == "x2atk");
  const Answer halved = query::ask::ask(
      catalog(),
      "Rhino's ATK is 3 but an effect halves it. He attacks Spider-Man undefended with a blank "
      "boost",
      {"mc", "", 8});
  REQUIRE(halved.report);
  CHECK(halved.report->values.at("hero.damage") == "2");  // 3 halved, rounded up
}

TEST_CASE("the situation: allies by a hero's name, defending after an aside, consequential",
          "[ask][situation]") {
  const Reading hulk = read(
      "I defend Ultron's attack (ATK 2, two boost icons) with the Hulk ally, 5 hit points", "mc");
  CHECK(hulk.defender == "ally");
  CHECK(hulk.fact("ally", "hp") == "5");
  const Reading jessica = read(
      "I defend Klaw (hits for 3, 0 boost) with Jessica Jones who has 1 hit point left out of 3",
      "mc");
  CHECK(jessica.defender == "ally");
  // Only allies have consequential damage: "w/ 1 consequential" after the
  // villain's name is the attacking ally's.
  const Reading pip = read("hulk ally attacks rhino, 3 atk w/ 1 consequential dmg", "mc");
  CHECK(pip.fact("ally", "consequential") == "1");
  CHECK(pip.fact("villain", "consequential").empty());
}

TEST_CASE("the situation: names after a possessive or before ', stats', unblocked attackers",
          "[ask][situation]") {
  const Reading named = read("A 2/2 blocks my Overcrush Juggernaut, A6 D4", "dm");
  CHECK(named.fact("attacker", "overcrush") == "true");
  CHECK(named.fact("blocker", "overcrush").empty());
  CHECK(named.fact("attacker", "a") == "6");
  const Reading two = read(
      "Sentinel 3 attack 6 defense blocks Iron Man (5/3); War Machine (4/4) isn't blocked", "dm");
  CHECK(two.fact("attacker2", "a") == "4");
  CHECK_FALSE(two.has("blocker2"));
}

TEST_CASE("the situation: 'blockers on my Thor' block Thor, 'survive 5 dmg' is asked",
          "[ask][situation]") {
  const Reading on = read("Two blockers on my Thor (A5 D6): Bucky A3 D3 and Falcon A2 D2", "dm");
  CHECK(on.fact("attacker", "a") == "5");
  CHECK(on.fact("blocker", "a") == "3");
  CHECK(on.fact("blocker2", "a") == "2");
  const Reading asked =
      read("thor 5/6 double blocked by a 3/3 and a 2/2. does thor survive 5 dmg?", "dm");
  CHECK(asked.fact("attacker", "damage").empty());
}

TEST_CASE("the situation: 'non fast', 'a Fast Speedball with 3 attack', 'Magneto's A'",
          "[ask][situation]") {
  CHECK(read("fast blocker 3/2 vs non fast attacker 4/3", "dm").fact("attacker", "fast").empty());
  const Reading named =
      read("Quicksilver 4 attack 3 defense is blocked by a Fast Speedball with 3 attack 2 defense",
           "dm");
  CHECK(named.fact("blocker", "fast") == "true");
  CHECK(named.fact("attacker", "fast").empty());
  CHECK(read("Storm A5 D5 is blocked by Magneto A3 D4; an effect doubles Magneto's A", "dm")
            .fact("blocker", "modify") == "x2a");
}

TEST_CASE("the situation: one word of a name said before is that character", "[ask][situation]") {
  const Reading r = read(
      "I chump block Klaw with Black Cat - Klaw hits for 3, no boost icons, Cat has 2 HP", "mc");
  CHECK(r.fact("ally", "hp") == "2");
  CHECK(r.fact("villain", "hp").empty());
}

TEST_CASE("the situation: a Toughness minion that just entered play has its tough card",
          "[ask][situation]") {
  CHECK(read("A minion with toughness (4 HP) just entered play engaged with me. Spider-Man "
             "attacks it for 2",
             "mc")
            .fact("minion", "tough") == "true");
  // Said without its entering: whether the card is still there is not said,
  // so it is read both ways.
  CHECK(read_question("A minion with toughness (4 HP) is engaged with me. Spider-Man attacks it "
                      "for 2",
                      vocabulary(), "mc")
            .size() == 2);
}

TEST_CASE("the situation: 'uses his basic attack on Ultron' is an attack", "[ask][situation]") {
  const Reading r = read("Thor is stunned and uses his basic attack (ATK 3) on Ultron", "mc");
  CHECK(r.action == "player-attack");
  CHECK(r.fact("hero", "stunned") == "true");
  // "his attack" alone is still the attack, a noun.
  CHECK(read("Rhino attacks me, his attack is 3, I don't defend", "mc").action == "enemy-attack");
}

TEST_CASE("the situation notation reads back to the same notation for every question",
          "[ask][notation]") {
  const auto questions = read_question_set(
      (std::filesystem::path(ARBITER_SOURCE_DIR) / "tests" / "questions").string());
  int checked = 0;
  for (const Question& q : questions) {
    const std::string n = to_notation(read(q.text));
    if (n.empty()) continue;
    INFO(q.text << "\n  " << n);
    CHECK(to_notation(from_notation(n)) == n);
    ++checked;
  }
  CHECK(checked > 500);
}

TEST_CASE("the situation notation: a player's edited line is asked as it stands",
          "[ask][notation]") {
  const Answer a = ask(catalog(), vocabulary(),
                       "dm combat; attacker: 5A/3D, overcrush; blocker: 1A/2D", {"", "", 8});
  REQUIRE(a.report);
  CHECK(a.report->values.at("blocker.ko") == "true");
  CHECK(a.report->values.at("p2.life") == "17");
  CHECK_THROWS_AS(from_notation("dm fight; attacker: 5A"), NotationError);
  CHECK_THROWS_AS(from_notation("mc enemy-attack; villain atk 3"), NotationError);
}

TEST_CASE("ask never rules on a guess", "[ask][readings]") {
  // "fast" after a comma could be either die's: both readings are shown,
  // and no single outcome is stated when they rule differently.
  const Answer a =
      ask(catalog(), vocabulary(), "4A/2D attacker blocked by 5A/3D, fast", {"", "", 8});
  REQUIRE(a.readings.size() == 2);
  CHECK(a.readings_differ);
  CHECK_FALSE(a.report);
  // Near miss: a die of the sentence before could not hold it.
  const Answer told = ask(catalog(), vocabulary(),
                          "1) I attack with Spider-Woman, 4A/3D, Fast. 2) Opponent blocks with "
                          "Black Cat, 1A/2D, Deadly. Where is Spider-Woman after Clean Up?",
                          {"", "", 8});
  CHECK(told.readings.size() == 1);

  // Unstated values are tried across the values the rules care about, 0 included.
  const Answer b =
      ask(catalog(), vocabulary(),
          "stunned villain attacks, I defend with an ally with 2 hit points", {"", "", 8});
  bool named = false;
  for (const std::string& s : b.assumed) named |= s.find("every value from 0") != std::string::npos;
  CHECK(named);

  // Words the reading did not use are listed, not dropped.
  const Answer c = ask(catalog(), vocabulary(),
                       "villain ATK 3 attacks me undefended, boost 0, on a tuesday", {"", "", 8});
  CHECK(std::find(c.not_used.begin(), c.not_used.end(), "tuesday") != c.not_used.end());
}

TEST_CASE("ask names terms no edition defines and honours a named edition", "[ask][terms]") {
  const Answer a = ask(catalog(), vocabulary(), "what does patrol do", {"mc", "", 8});
  REQUIRE_FALSE(a.undefined.empty());
  CHECK(a.undefined.front() == "patrol");
  CHECK(not_in_rulebooks(catalog(), "patrol", "mc").find("Marvel Champions Rules Reference") !=
        std::string::npos);

  const Answer b = ask(catalog(), vocabulary(),
                       "in 1.1, villain ATK 3 attacks me undefended, boost 0", {"", "", 8});
  CHECK(b.edition == "1.1");
  CHECK_FALSE(b.edition_note.empty());
}

TEST_CASE("turn: a short draw reads each zone's dice, and rolls only when asked", "[ask][turn]") {
  const Reading r = read("clear and draw: 2 dice in my bag, 1 in used, and 2 energy in reserve");
  CHECK(r.action == "draw");
  CHECK(r.fact("bag", "dice") == "2");
  CHECK(r.fact("used", "dice") == "1");
  CHECK(r.fact("reserve", "dice") == "2");
  CHECK(r.fact("turn", "roll").empty());

  // "my bag has 2 dice and the used pile is empty": the 2 are the bag's.
  const Reading e = read("my bag has 2 dice and the used pile is empty, I draw. do I lose 2 life?");
  CHECK(e.fact("used", "dice") == "0");
  CHECK(e.fact("p1", "life").empty());

  const Reading rolled = read("3 dice in my bag, used pile empty: how many dice do I roll?");
  CHECK(rolled.fact("turn", "roll") == "true");
}

TEST_CASE("turn: the draw in other words, and what the bag holds said after it", "[ask][turn]") {
  const Reading first = read(
      "Very first turn of the game and I'm going first. How many dice do I take out of my bag?");
  CHECK(first.action == "draw");
  CHECK(first.fact("turn", "first") == "true");
  // What was to be drawn is not what the bag holds.
  const Reading grab = read(
      "Start of my turn, I reach into my bag to grab 4 dice but there are only 2 in there, and my "
      "used pile is empty. I was at 20 life. Do I lose life?");
  CHECK(grab.action == "draw");
  CHECK(grab.fact("bag", "dice") == "2");
  const Reading one = read(
      "Five dice were in my Used Pile and one in my bag when my Clear and Draw Step began. How "
      "many dice do I draw?");
  CHECK(one.fact("bag", "dice") == "1");
  CHECK(one.fact("used", "dice") == "5");
  // Near miss: taking a die without a bag said is no draw.
  CHECK(read("I take 2 damage from his 2/2 and my 3/3 blocks").action != "draw");
  // What a draw left in the bag, said after it: the bag held those and the
  // dice drawn.
  const Reading left = read(
      "I have a Sentinel die with Swarm in my field. I pulled my 4 dice from the bag: another "
      "Sentinel and 3 sidekicks. How many dice do I draw in total? The bag still had 2 dice left.");
  CHECK(left.fact("bag", "dice") == "6");
  // Near misses: the bag the draw begins with ("only 2 dice left", "when I
  // went to draw", "going into clear and draw").
  CHECK(read("I had 2 dice left in my bag when I went to draw, and nothing in my used pile.")
            .fact("bag", "dice") == "2");
  CHECK(read("Going into clear and draw I had 3 dice remaining in my bag and an empty used pile.")
            .fact("bag", "dice") == "3");
  CHECK(read("In my Clear and Draw Step I only have 2 dice left in my bag and nothing in my Used "
             "Pile. What happens since I can't draw 4?")
            .fact("bag", "dice") == "2");
}

TEST_CASE("mc: a villain attack 'for N' is what the attack came to, boost and all", "[ask][mc]") {
  const Reading r = read("Ultron swings at me for 4 and I don't defend");
  CHECK(r.fact("villain", "atk") == "4");
  CHECK(r.fact("villain", "boost") == "0");
  // Its ATK alone leaves the boost to be asked for.
  CHECK(read("Ultron (ATK 2) attacks me and I don't defend").fact("villain", "boost").empty());
  // A boost named is the boost.
  CHECK(read("Ultron swings at me for 2, the boost card shows 1 icon").fact("villain", "boost") ==
        "1");
}

TEST_CASE("dm: one effect damaging both players reads each player's life", "[ask][turn]") {
  const Reading r = read(
      "I'm at 2 life and my opponent is at 3. A global deals 3 damage to each "
      "player. Who wins?");
  CHECK(r.game == "dm");
  CHECK(r.action == "damage-players");
  CHECK(r.fact("p1", "life") == "2");
  CHECK(r.fact("p2", "life") == "3");
  CHECK(r.fact("effect", "amount") == "3");
  // Said the other way round, the lives stay with their players.
  const Reading s =
      read("my opponent is at 1 and I'm at 5; an ability deals 2 damage to both players", "dm");
  CHECK(s.fact("p1", "life") == "5");
  CHECK(s.fact("p2", "life") == "1");
  // "Both players hit zero": where they end, not the damage.
  const Reading zero = read(
      "Both players hit zero from the same ability: who wins? It's my turn. I'm at 2 life and my "
      "opponent is at 1. I use a Global ability that deals 2 damage to each player.",
      "dm");
  CHECK(zero.fact("effect", "amount") == "2");
  // Near miss: "hit for 3" with no "damage" said is the amount.
  CHECK(read("I'm at 2 and my opponent is at 3; a global hits each player for 3.", "dm")
            .fact("effect", "amount") == "3");
}

TEST_CASE("mc: a name the vocabulary does not know, said to be engaged, is a minion", "[ask][mc]") {
  const Reading r = read("The Thug engaged with me attacks for 2 and I don't defend", "mc");
  CHECK(r.action == "enemy-attack");
  CHECK(r.fact("minion", "atk") == "2");
  CHECK_FALSE(r.has("villain"));
  // Its brackets first, then said to come into play.
  const Reading b = read(
      "A Steel Golem (4 hit points, toughness) came into play engaged with me. Thor (ATK 3) "
      "attacks "
      "it.",
      "mc");
  CHECK(b.fact("minion", "hp") == "4");
  CHECK(b.fact("hero", "hp").empty());
  // (An attachment revealed is not a minion.)
  CHECK_FALSE(
      read("Sharp Claws (+1 ATK) is revealed and attached to Rhino (ATK 2), who attacks me.", "mc")
          .has("minion"));
}

TEST_CASE("mc: a final stage is the villain's when the sentence names the villain, not a scheme",
          "[ask][mc]") {
  const Reading r =
      read("The villain has 5 hit points on its final stage and I deal 5 damage", "mc");
  CHECK(r.fact("villain", "stages-after") == "0");
  CHECK(r.fact("main", "stages-after").empty());
  const Reading s =
      read("the villain schemes for 2 and the last stage of the main scheme is at 6/8", "mc");
  CHECK(s.fact("main", "stages-after") == "0");
  CHECK(s.fact("villain", "stages-after").empty());
  // "schemes for 2": the boost is in the 2.
  CHECK(s.fact("villain", "boost") == "0");
  // "our only stage" is the final one; "isn't our only stage", "only stage
  // 1 of 2" are not.
  CHECK(read("break-in's our only stage, 5 of 7 threat, rhino sch 1 + 1 boost schemes.", "mc")
            .fact("main", "stages-after") == "0");
  CHECK(read("Break-in isn't our only stage, 5 of 7 threat, rhino sch 1 + 1 boost schemes.", "mc")
            .fact("main", "stages-after") != "0");
  CHECK(read("The main scheme is only stage 1A of 2, it has 6 threat and the target is 7. Rhino "
             "SCH 1 + 1 boost schemes.",
             "mc")
            .fact("main", "stages-after") != "0");
}

TEST_CASE("dm: a Regenerate roll not stated is read both ways, one stated is fixed", "[ask][dm]") {
  CHECK(read_both_ways("My 2A/3D attacker is blocked by a 2A/2D blocker with Regenerate", "dm",
                       "blocker", "roll"));
  CHECK(read("a 2D blocker with regenerate is KO'd by a 6A attacker and regenerates back", "dm")
            .fact("blocker", "roll") == "character");
  CHECK(read("a 2D blocker with regenerate is KO'd by a 6A attacker and fails to regenerate", "dm")
            .fact("blocker", "roll") == "energy");
}

TEST_CASE("dm: stats said after a die's name with 'is', 'at' or 'has ... and is' are its own",
          "[ask][dm]") {
  const Reading r =
      read("My Storm die is attacking at 4A/2D and my opponent blocks with a Rogue die at 1A/3D");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("blocker", "d") == "3");
  const Reading f = read("My Storm die has Fast and is 3A/2D. My opponent blocks it with a 4A/3D");
  CHECK(f.fact("attacker", "fast") == "true");
  CHECK(f.fact("attacker", "a") == "3");
  CHECK(f.fact("blocker", "a") == "4");
}

TEST_CASE("dm: a die 'showing' its stats, a player's 'attacking' die, an apposed die are one die",
          "[ask][dm]") {
  const Reading shown = read("My Thor die, which is showing 4A/3D, attacks and is not blocked.");
  CHECK(shown.fact("attacker", "a") == "4");
  CHECK_FALSE(shown.has("blocker"));
  const Reading owned =
      read("The second player does not block the first player's attacking Storm die (3A/2D).");
  CHECK(owned.fact("attacker", "d") == "2");
  CHECK_FALSE(owned.has("blocker"));
  const Reading apposed =
      read("No blocks are declared against my only attacker, a 2A/4D Beast. Life from 12?");
  CHECK(apposed.fact("attacker", "d") == "4");
  CHECK_FALSE(apposed.has("blocker"));
}

TEST_CASE("dm: a die's level and its other levels' faces are the die's, not dice of their own",
          "[ask][dm]") {
  // Said beside its stats: the level, and another level's face.
  const Reading r = read(
      "My Cyclops die on level 3 (5A/4D; his level 2 face is 3A/3D) attacks and is blocked by a "
      "2A/5D die with Energy Drain.");
  CHECK(r.fact("attacker", "level") == "3");
  CHECK(r.fact("attacker", "level2") == "3A/3D");
  CHECK(r.fact("blocker", "d") == "5");
  CHECK_FALSE(r.has("blocker2"));
  CHECK(r.left_out.empty());
  const Situation s = simulate_situation(r, "crb");
  REQUIRE(s.report);
  CHECK(s.report->values.at("attacker.level") == "2");  // Energy Drain spun it down
  // Table talk: "lvl2 4a/3d (lvl1 is 2/2)".
  const Reading t = read("lvl2 gambit 4a/3d (lvl1 is 2/2) blocked by a 1a/1d, gambit dmg?");
  CHECK(t.fact("attacker", "level1") == "2A/2D");
  CHECK_FALSE(t.has("blocker2"));
}

TEST_CASE("dm: a die spun during combat lands on the face the question gives, or none is stated",
          "[ask][dm]") {
  const Reading r = read(
      "Colossus (level 2, 3A/6D; level 1 is 1A/3D) blocks my 4A/4D Hulk, and before damage I "
      "spin Colossus down one level. Is Colossus KO'd?");
  CHECK(r.fact("blocker", "spin") == "-1");
  const Situation s = simulate_situation(r, "crb");
  REQUIRE(s.report);
  CHECK(s.report->values.at("blocker.zone") == "prep");  // 4 damage against 3D
  // The level it lands on not given: left out, so no outcome is stated.
  const Reading unknown =
      read("Colossus (3A/6D) blocks my 4A/4D Hulk and I spin Colossus down one level.");
  CHECK(unknown.fact("blocker", "spin") == "-1");
  CHECK_FALSE(unknown.left_out.empty());
  CHECK_FALSE(unknown.unapplied().empty());
}

TEST_CASE("dm: a die 'not blocking', or named before 'with' and its keyword, sits the combat out",
          "[ask][dm]") {
  const Reading r = read(
      "my wolverine 5a/4d attacks, their goon 1a/2d (villains) blocks. they have dark elf w "
      "retaliation (villains) in the field, not blocking. goon is KO'd, my life from 15?");
  CHECK(r.fact("p2-die", "retaliation") == "true");
  CHECK(r.fact("p2-die", "affiliation") == "villains");
  CHECK_FALSE(r.has("attacker2"));
  CHECK_FALSE(r.has("blocker2"));
}

TEST_CASE("dm: 'I'm on 12' is the life of the player who asks, attacking or attacked",
          "[ask][dm]") {
  const Reading mine = read("im on 12, my storm 3a/3d attacks and a 2a/2d blocks. life after?");
  CHECK(mine.fact("p1", "life") == "12");
  CHECK_FALSE(mine.has("p2"));
  const Reading theirs = read("I'm at 12. Their Storm 3A/3D attacks me and I don't block.");
  CHECK(theirs.fact("p2", "life") == "12");
  // A life said with a die is its controller's.
  const Reading owned =
      read("A 5A/2D attacker is blocked by a 2A/2D die owned by a player on 9 life. Life after?");
  CHECK(owned.fact("p2", "life") == "9");
  CHECK(owned.fact("blocker", "life").empty());
}

TEST_CASE("dm: an A said again in brackets with the D is one die: '7a fast (7a/3d)'", "[ask][dm]") {
  const Reading r = read("7a fast (7a/3d) attacks, blocked by a 1a/5d. blocker ko'd?");
  CHECK(r.fact("attacker", "d") == "3");
  CHECK(r.fact("attacker", "fast") == "true");
  CHECK(r.fact("blocker", "d") == "5");
  CHECK_FALSE(r.has("blocker2"));
}

TEST_CASE("mc: a Toughness minion's tough card, not said, is read both ways", "[ask][mc]") {
  CHECK(read_both_ways("A minion with 3 hit points and Toughness is attacked for 5", "mc", "minion",
                       "tough"));
  CHECK(read("a Toughness minion just entered play and I attack it for 5", "mc")
            .fact("minion", "tough") == "true");
}

TEST_CASE("dm: a plural noun closing a list of dice names each of them, adding none", "[ask][dm]") {
  const Reading r = read("My unblocked 1A/1D and 2A/2D attackers both hit", "dm");
  CHECK(r.fact("attacker", "a") == "1");
  CHECK(r.fact("attacker2", "a") == "2");
  CHECK_FALSE(r.has("attacker3"));
  CHECK_FALSE(r.has("blocker"));
}

TEST_CASE("dm: a name before 'die' is one die, 'level 1' and 'it's' are read", "[ask][dm]") {
  const Reading two = read(
      "I attack with a level 1 Hulk die (4A/4D) and a level 1 Thor die (3A/3D). Nothing "
      "blocks.",
      "dm");
  CHECK(two.fact("attacker", "a") == "4");
  CHECK(two.fact("attacker2", "a") == "3");
  CHECK_FALSE(two.has("blocker"));
  const Reading passive = read(
      "My Bullseye die has Frag and is 4A/5D. It's blocked by a Hand Ninja die (1A/3D) and "
      "KOs it.",
      "dm");
  CHECK(passive.fact("attacker", "frag") == "true");
  CHECK(passive.fact("blocker", "d") == "3");
  // "does Hulk die?" is the verb, not a second die.
  const Reading verb = read("My 5A/5D Hulk is blocked by a 2A/2D. Does Hulk die?", "dm");
  CHECK_FALSE(verb.has("blocker2"));
}

TEST_CASE("dm: a role noun joins the stats after 'is' only with nothing but determiners between",
          "[ask][dm]") {
  const Reading r = read("My attacker is blocked by a 4A/4D die.", "dm");
  CHECK(r.fact("attacker", "a").empty());
  CHECK(r.fact("blocker", "a") == "4");
  CHECK(read("the attacker is a 5A/3D, blocked by a 2A/2D", "dm").fact("attacker", "a") == "5");
}

TEST_CASE("mc: a target threat, a bare 'main at 3.', a hero named in the third person",
          "[ask][mc]") {
  const Reading t =
      read("The main scheme has 9 threat and a target threat of 11. Klaw schemes with SCH 1.");
  CHECK(t.fact("main", "target") == "11");
  CHECK(t.fact("main", "threat") == "9");
  CHECK(read("ultron schemes with sch 2. main at 3. threat after?").fact("main", "threat") == "3");
  const Reading she = read(
      "Rhino (ATK 4, boost 0) attacks Black Widow and she does not defend; she has 3 hit points "
      "left.");
  CHECK(she.fact("hero", "hp") == "3");
  CHECK(she.fact("villain", "hp").empty());
}

TEST_CASE("dm: names before 'die' or 'which is', 'both have Fast', attributive 'unblocked'",
          "[ask][dm]") {
  const Reading loki = read(
      "My Captain America die is 5A/4D and attacks. My opponent blocks with a Loki die that is "
      "3A/3D.",
      "dm");
  CHECK(loki.fact("blocker", "a") == "3");
  CHECK_FALSE(loki.has("attacker2"));
  const Reading demon = read(
      "My Quicksilver (3A/2D, Fast) attacks and my opponent blocks with Speed Demon, which is "
      "2A/3D and also has Fast.",
      "dm");
  CHECK(demon.fact("blocker", "d") == "3");
  CHECK(demon.fact("blocker", "fast") == "true");
  const Reading both =
      read("both have fast - my QS 3A/2D vs their speed demon 2A/3D blocking", "dm");
  CHECK(both.fact("attacker", "fast") == "true");
  CHECK(both.fact("blocker", "fast") == "true");
  const Reading unblocked =
      read("an unblocked Ghost Rider (3A) and an unblocked Punisher (2A) hit my opponent", "dm");
  CHECK(unblocked.fact("attacker2", "a") == "2");
  CHECK_FALSE(unblocked.has("blocker"));
}

TEST_CASE("dm: modifiers apply in the order told, whichever words carry them", "[ask][dm]") {
  CHECK(read("My Thor die is 2A. First an ability doubles its attack, then another ability gives "
             "it +2A. It attacks unblocked.",
             "dm")
            .fact("attacker", "modify") == "x2a then +2a");
  CHECK(read("My Thor die is 2A and gets +1A, then I double his attack. Unblocked.", "dm")
            .fact("attacker", "modify") == "+1a then x2a");
}

TEST_CASE("mc: 'my ally Hawkeye' is the ally by name, indirect damage follows pronouns",
          "[ask][mc]") {
  const Reading r = read(
      "I take 4 indirect damage. My ally Hawkeye has 2 hit points and already 1 damage, so I put 1 "
      "on him and the other 3 on Spider-Man.");
  CHECK(r.fact("ally", "hp") == "2");
  CHECK(r.fact("ally", "damage") == "1");
  CHECK(r.fact("effect", "assign") == "ally:1,hero:3");
}

TEST_CASE("dm: two dice of the same name with their own stats, or other owners, are two dice",
          "[ask][dm]") {
  const Reading r = read("My Thor 5A/3D is blocked by their Thor 4A/4D.", "dm");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("blocker", "a") == "4");
  // A name said again with part of its stats ("-2D") is the same die.
  CHECK_FALSE(
      read("Daredevil (2A/5D) blocks Hulk (3A/4D). I play an action giving Daredevil -2D.", "dm")
          .has("blocker2"));
}

TEST_CASE("mc: 'without a crisis icon' is no crisis, a scheme is not a second thwarter",
          "[ask][mc]") {
  const Reading r = read(
      "There is a side scheme in play without a crisis icon. Can I remove threat from the main "
      "scheme by thwarting with THW 2?");
  CHECK(r.fact("side", "crisis") == "false");
  CHECK(r.not_simulated.empty());
  CHECK(read("A crisis side scheme with 2 threat is in play.").fact("side", "crisis") == "true");
}

TEST_CASE("dm: a split leaving one blocker out gives it the rest", "[ask][dm]") {
  // The attacker must assign all its damage (dm:2.7.4.3.4): "2 on Hawkeye"
  // with two blockers leaves the other 3 for Colossus.
  const Reading split = read(
      "thor 5A/4D double blocked by hawkeye 1/2 and colossus 2/3. i split 2 on hawkeye.", "dm");
  const Situation s = simulate_situation(split, "crb");
  REQUIRE(s.report.has_value());
  CHECK(s.scenario_xml.find("blocker=\"blocker2\" amount=\"3\"") != std::string::npos);
  // With Overcrush the rest may go to the player instead: no guess.
  const Reading overcrush = read(
      "thor 5A/4D overcrush double blocked by hawkeye 1/2 and colossus 2/3. i split 2 on hawkeye.",
      "dm");
  CHECK(scenario_xml(overcrush, "crb", {}).find("blocker=\"blocker2\" amount") ==
        std::string::npos);
}

TEST_CASE("mc: a minion that attacks or schemes is the enemy acting, though a boost is named",
          "[ask][mc]") {
  // Minions get no boost card; the boost words name a villain, who does
  // not act.
  const Reading attack = read(
      "A Hydra Mercenary with ATK 1 attacks Spider-Woman and she doesn't defend. The top card of "
      "the encounter deck has 2 boost icons.");
  CHECK(attack.fact("attack", "by") == "minion");
  const Situation a = simulate_situation(attack, "1.3");
  CHECK(a.missing.empty());
  CHECK(a.scenario_xml.find("attacker=\"minion\"") != std::string::npos);
  const Reading scheme = read(
      "I'm in alter-ego and an engaged Ultron Drone with SCH 2 schemes. The main scheme has 3 "
      "threat and the next encounter card has 1 boost icon.");
  CHECK(scheme.fact("scheme", "by") == "minion");
  CHECK(simulate_situation(scheme, "1.3").missing.empty());
  // With no villain named, which enemy acts goes without saying.
  CHECK_FALSE(read("A Hydra Mercenary with ATK 1 attacks me and I don't defend.").has("attack"));
}

TEST_CASE("dm: after an attack, the die a player blocks with is the blocker, however it is said",
          "[ask][dm]") {
  const Reading own = read(
      "I attack with a Sidekick die (1A/1D) and my opponent blocks with their own Sidekick "
      "(1A/1D).",
      "dm");
  CHECK(own.has("blocker"));
  CHECK_FALSE(own.has("attacker2"));
  const Reading at = read(
      "I attack with Venom, who is 2A/3D and has Deadly. My opponent blocks with Colossus at "
      "2A/6D.",
      "dm");
  CHECK(at.fact("blocker", "d") == "6");
  CHECK_FALSE(at.has("attacker2"));
  const Reading unnamed =
      read("My Spider-Man die is 3A/2D and attacks. My opponent blocks Green Goblin, 2A/3D.", "dm");
  CHECK(unnamed.fact("blocker", "d") == "3");
  CHECK_FALSE(unnamed.has("attacker2"));
  // A die the attack already placed stays the attacker.
  const Reading placed =
      read("My Thor 5A/4D attacks. My opponent blocks my Thor with a 2A/3D Loki die.", "dm");
  CHECK(placed.fact("attacker", "a") == "5");
  CHECK(placed.fact("blocker", "d") == "3");
}

TEST_CASE(
    "mc: 'Black Cat (ATK 1) attack Rhino' is an attack, a keyword named again is not "
    "another's",
    "[ask][mc]") {
  const Reading r = read(
      "I'm engaged with a Hydra Mercenary that has guard. Can my ally Black Cat (ATK 1) attack "
      "Rhino anyway, since guard only talks about the player?");
  CHECK(r.action == "player-attack");
  CHECK(r.fact("ally", "atk") == "1");
  CHECK(r.fact("minion", "guard") == "true");
  CHECK(r.fact("villain", "guard").empty());
  // A number that runs into "attack" still describes it: "a 3 damage attack".
  CHECK(read("Rhino makes a 3 damage attack against me and I don't defend.").action ==
        "enemy-attack");
}

TEST_CASE("ask: with a value missing, the results alike whatever it is are settled", "[ask]") {
  // Deadly KOs the 8D blocker at the end of the turn whatever its A; the
  // attacker's fate depends on that A.
  const Situation s = simulate_situation(
      read("An 8D Hulk blocks a Deadly Black Widow (1A/3D), and the turn ends.", "dm"), "crb");
  REQUIRE(s.missing == std::vector<std::string>{"blocker A"});
  CHECK_FALSE(s.report.has_value());
  CHECK(s.settled.at("blocker.zone") == "prep");
  CHECK(s.settled.count("attacker.zone") == 0);
}

TEST_CASE("ask: a result that changes with a value said not to matter is not stated", "[ask]") {
  // The crisis stops the thwart whatever the main scheme's threat; that
  // threat itself is the assumption's, so no value is given for it.
  const Situation s = simulate_situation(
      read("mc thwart; hero: thw 2; main:; side: crisis, threat 2", "mc"), "1.3");
  REQUIRE(s.missing.empty());
  REQUIRE(s.report.has_value());
  CHECK(s.report->values.count("main.threat") == 0);
  CHECK(s.report->values.at("side.threat") == "2");
}

TEST_CASE("mc: the hit points of anyone the situation damages are tried, said when they matter",
          "[ask][mc]") {
  // Consequential damage can defeat the ally: its hit points, not given,
  // are assumed enough to survive, and named as what the outcome turns on.
  const Situation hurt = simulate_situation(
      read("mc thwart; ally: consequential 1, damage 1, thw 2; main: threat 5; thwart: by ally",
           "mc"),
      "1.3");
  CHECK(hurt.assumed_open == std::vector<std::string>{"ally hit points"});
  // A hero who only thwarts takes no damage: nothing is said of hers.
  const Situation safe =
      simulate_situation(read("mc thwart; hero: thw 2; main: threat 5", "mc"), "1.3");
  CHECK(safe.assumed_open.empty());
  for (const std::string& a : safe.assumed) CHECK(a.find("hit points") == std::string::npos);
}

TEST_CASE("mc: an attack told as why the hero is exhausted, before a recovery, is not the action",
          "[ask][mc]") {
  const Reading r = read(
      "Captain Marvel attacked earlier this turn and is exhausted, with 5 damage of 12. I flip to "
      "Carol Danvers (REC 4) and recover. Damage after?",
      "mc");
  CHECK(r.action == "recover");
  CHECK(r.fact("hero", "exhausted") == "true");  // the attack was made
  // An attack on an enemy is still the action.
  CHECK(read("Hulk attacks Rhino for 3, then I recover.", "mc").action == "player-attack");
}

TEST_CASE("mc: a hero's other names are the same player's hero ('my Captain America ... Cap')",
          "[ask][mc]") {
  const Reading r = read(
      "Klaw (ATK 2) attacks my Black Panther and I defend with BP (DEF 2). Boost 1. Damage?", "mc");
  CHECK(r.defender == "hero");
  CHECK(r.fact("hero", "def") == "2");
  CHECK_FALSE(r.has("hero2"));
  // Another player's hero is still hero2, however the friend is said to
  // defend with it.
  CHECK(read("Klaw attacks me and my friend's She-Hulk defends for me.", "mc").has("hero2"));
  const Reading f =
      read("klaw atk 2 attacks me, my partner defends w captain marvel def 3, boost 1", "mc");
  CHECK(f.defender == "hero2");
  CHECK(f.fact("hero2", "def") == "3");
}

TEST_CASE("mc: 'not its final stage' is not the final stage", "[ask][mc]") {
  CHECK(read("The main scheme has 3 threat and this is not its final stage. Klaw schemes for 2.")
            .fact("main", "stages-after") == "1");
  CHECK(read("Rhino has 3 hit points left and isn't on his final stage. I attack him for 3.")
            .fact("villain", "stages-after") == "1");
  CHECK(read("Rhino has 3 hit points left on his final stage. I attack him for 3.")
            .fact("villain", "stages-after") == "0");
}

TEST_CASE("mc: villains of later boxes are villains by name", "[ask][mc]") {
  const Reading r =
      read("Thor (ATK 3) attacks Loki, who has 3 hit points left on his final stage.", "mc");
  CHECK(r.fact("villain", "hp") == "3");
  CHECK(r.fact("hero", "atk") == "3");
  CHECK(r.fact("hero", "hp").empty());
}

TEST_CASE("mc: Overkill said of an enemy's attack is the attacker's, wherever it is written",
          "[ask][mc]") {
  const Reading r = read(
      "Rhino (ATK 3) attacks Spider-Man (10 hit points) with an attack that has overkill. My ally "
      "Black Cat (2 hit points) defends.");
  CHECK(r.fact("villain", "overkill") == "true");
  CHECK(r.fact("hero", "overkill").empty());
}

TEST_CASE("dm: damage a player's action die deals during combat is dealt before combat damage",
          "[ask][dm]") {
  const Reading r = read(
      "My opponent's Thor die (3A/2D) attacks and I don't block. Then I use an Action die to deal "
      "2 damage to Thor.",
      "dm");
  CHECK(r.fact("attacker", "pinged") == "2");
  CHECK(r.fact("attacker", "damage").empty());
  // A die KO'd by it deals no combat damage (dm:2.7.1.8).
  const Situation s = simulate_situation(r, "crb");
  REQUIRE(s.report.has_value());
  CHECK(s.report->values.at("p2.life") == "20");
}

TEST_CASE("reading: a villain phase with acceleration, tokens and icons is the whole phase",
          "[ask][reading]") {
  const Reading r = read(
      "villain phase: main at 3 threat, accel 1, plus 1 accel token and a side scheme w 2 "
      "acceleration icons. threat after?",
      "mc");
  CHECK(r.action == "villain-phase");
  CHECK(r.fact("main", "acceleration") == "1");
  CHECK(r.fact("game", "acceleration-tokens") == "1");
  CHECK(r.fact("side", "acceleration-icons") == "2");
  CHECK(r.fact("main", "threat") == "3");
  // Said without anything only the phase does, an attack stays an attack.
  CHECK(read("in the villain phase Rhino (ATK 2) attacks me and I don't defend", "mc").action ==
        "enemy-attack");
  // A hazard icon with two players, the cards dealt asked alone: the
  // phase's dealing step, each player in it.
  const Reading hazard = read(
      "2 players, a side scheme with 1 hazard icon. how many "
      "encounter cards are dealt in the villain phase?",
      "mc");
  CHECK(hazard.action == "deal-encounter-cards");
  CHECK(hazard.fact("side", "hazard") == "1");
  CHECK(hazard.has("hero2"));
}

TEST_CASE("reading: a die in play outside the combat, and affiliations", "[ask][reading]") {
  const Reading r = read(
      "My opponent has an active Loki die with Retaliation (Villains) in their field. Their "
      "Villains Thug (2A/2D) blocks my 4A/4D Thor and gets KO'd.",
      "dm");
  CHECK(r.fact("p2-die", "retaliation") == "true");
  CHECK(r.fact("p2-die", "affiliation") == "villains");
  CHECK(r.fact("blocker", "affiliation") == "villains");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK_FALSE(r.has("blocker2"));
  // Without words that put it in play, a die no verb places still fights.
  CHECK(read("a 3A/3D attacker and a 2A/2D", "dm").has("blocker"));
}

TEST_CASE("reading: a review's wrong readings stay fixed", "[ask][reading]") {
  // A die a verb gives a part is in the fight, not outside it.
  const Reading thug = read("My 3A/3D Hulk attacks. Opponent has a 2A/2D Thug that blocks.", "dm");
  CHECK(thug.fact("blocker", "d") == "2");
  CHECK_FALSE(thug.has("p2-die"));
  // "I have a Thor die active": the asking player's.
  CHECK(read("I have a Thor die active with Retaliation. My 3A/3D Hulk attacks and a 1A/4D blocks "
             "it.",
             "dm")
            .has("p1-die"));
  // Damage taken of a total is the damage, not what is left.
  CHECK(read("Rhino has taken 3 of his 11 hit points. I attack for 4.", "mc")
            .fact("villain", "damage") == "3");
  // The villain phase keeps the defender the question names; no hazard
  // icons are none.
  const Reading phase = read(
      "villain phase: Rhino ATK 8, I block with my hero DEF 3. a side scheme with a hazard icon",
      "mc");
  CHECK(phase.action == "villain-phase");
  CHECK(phase.defender == "hero");
  CHECK(
      read("villain phase, no hazard icons, 2 acceleration tokens", "mc").fact("side", "hazard") ==
      "");
  // A second thwart on another scheme thwarts that scheme.
  CHECK(read("Spider-Man thwarts the side scheme (2 threat) for 2, then Maria Hill thwarts the "
             "main scheme (5 threat) for 1",
             "mc")
            .fact("thwart", "then-scheme") == "main");
}

TEST_CASE("reading: an attack with no verb, a recovery, and a draw with Swarm", "[ask][reading]") {
  // "vs", "into" between one with ATK and another: an attack.
  const Reading vs = read("spidey atk 2 vs whiplash (retaliate 1). dmg back?", "mc");
  CHECK(vs.action == "player-attack");
  CHECK(vs.fact("minion", "retaliate") == "1");
  CHECK(read("rhino atk 3 into me, no defense, boost 1", "mc").action == "enemy-attack");
  // What an attack deals, said before it, is its ATK; not damage on her.
  const Reading dealt = read(
      "A Hydra Mercenary (3 HP) is killed by She-Hulk's 4-damage basic "
      "attack",
      "mc");
  CHECK(dealt.fact("hero", "atk") == "4");
  CHECK(dealt.fact("hero", "damage").empty());
  // Only an alter-ego recovers: a recovery says the form.
  const Reading rec = read("carol rec 4, 12 hp max, 2 dmg on her. recover -> hp?", "mc");
  CHECK(rec.action == "recover");
  CHECK(rec.fact("hero", "form") == "alter-ego");
  CHECK(rec.fact("hero", "rec") == "4");
  // Swarm's extra draw, and energy left in the Reserve Pool said in words.
  const Reading swarm = read("hand ninja w swarm active. i draw 2 more ninjas + 2 sidekicks", "dm");
  CHECK(swarm.action == "draw");
  CHECK(swarm.fact("swarm", "copies") == "2");
  CHECK(swarm.fact("bag", "dice") == "8");
  const Reading left = read(
      "3 dice in my bag, nothing in my used pile, and one leftover mask "
      "energy die in my reserve pool. Do I draw 4?",
      "dm");
  CHECK(left.fact("reserve", "dice") == "1");
  CHECK(left.fact("bag", "dice") == "3");
}

TEST_CASE("reading: a minion named with its keyword, the other player's, maximum hit points",
          "[ask][reading]") {
  // A name no rulebook knows, with an enemy's keyword, is a minion.
  const Reading guard =
      read("macrobot w/ guard engaged w me. can capt marvel (atk 2) hit kang instead?", "mc");
  CHECK(guard.fact("minion", "guard") == "true");
  CHECK(guard.fact("hero", "guard").empty());
  // "engaged w/ my buddy": the other player's minion, so guard stops only them.
  CHECK(read("2p, macrobot (guard) is engaged w/ my buddy not me. can my spidey atk 2 hit kang?",
             "mc")
            .fact("minion", "player") == "p2");
  // "my friend's She-Hulk" is the friend's hero.
  CHECK(read("Rhino attacks Spider-Man with ATK 2, boost 2. My friend's She-Hulk, who has DEF 2, "
             "defends for Spider-Man.",
             "mc")
            .defender == "hero2");
  // "at 15 maximum hit points" is the hit points, not a bare value.
  CHECK(read("She-Hulk, at 15 maximum hit points with 4 damage, is attacked by Klaw (ATK 2), "
             "undefended, boost 1",
             "mc")
            .fact("hero", "hp") == "15");
}

TEST_CASE("reading: a judge's words for who blocks whom, and a player's life", "[ask][reading]") {
  // "declared as a blocker against an attacking X": X attacks.
  const Reading widow = read(
      "A Black Widow die (2A/3D) is declared as a blocker against an "
      "attacking Captain America die (4A/4D).",
      "dm");
  CHECK(widow.fact("attacker", "a") == "4");
  CHECK(widow.fact("blocker", "d") == "3");
  CHECK_FALSE(widow.has("blocker2"));
  // "a single attacking Juggernaut" is a description, not a verb.
  const Reading both = read(
      "Colossus (3A/4D) and Cyclops (2A/2D) are both assigned to block a "
      "single attacking Juggernaut (6A/5D).",
      "dm");
  CHECK(both.fact("attacker", "a") == "6");
  CHECK(both.fact("blocker2", "d") == "2");
  // "Life is 15"; "a Hulk character die with 6A/5D" is one die.
  CHECK(read("A Sidekick die (1A/1D) blocks an attacking Hulk die (6A/5D). The defending "
             "player's Life is 15.",
             "dm")
            .fact("p2", "life") == "15");
  const Reading hulk = read("An unblocked Hulk character die with 6A/5D attacks", "dm");
  CHECK(hulk.fact("attacker", "a") == "6");
  CHECK_FALSE(hulk.has("attacker2"));
}

TEST_CASE("reading: Hawkeye is an ally unless said to be the asker's hero", "[ask][reading]") {
  const Reading ally =
      read("hawkeye (2hp) defends ultron atk 3 +2 boost. does widow take any?", "mc");
  CHECK(ally.defender == "ally");
  CHECK(ally.fact("ally", "hp") == "2");
  const Reading hero =
      read("I'm playing Hawkeye (DEF 2, 10 hp). Rhino ATK 2 attacks me, boost 1, I defend", "mc");
  CHECK(hero.defender == "hero");
  CHECK(hero.fact("hero", "def") == "2");
  // A hero's name said to be an ally after its brackets.
  const Reading called = read(
      "Spider-Woman (3 hit points, 1 damage), an ally, defends Captain Marvel (1 damage already) "
      "against Ultron's attack, ATK 3 and one boost icon",
      "mc");
  CHECK(called.defender == "ally");
  CHECK(called.fact("ally", "hp") == "3");
  CHECK(called.fact("hero", "damage") == "1");
}

TEST_CASE("reading: two attacks in a row on a tough villain, its card asked about",
          "[ask][reading]") {
  const Reading r = read(
      "Ultron (17 hit points, no damage) has a tough status card. She-Hulk attacks him with her "
      "ATK 4, and then my ally Hellcat (ATK 1, 3 hit points) attacks him too. How much damage is "
      "on Ultron after both attacks, and does he still have the tough card?",
      "mc");
  CHECK(r.action == "player-attack");
  CHECK(r.fact("attack", "then") == "ally");
  CHECK(r.fact("villain", "tough") == "true");  // said in the first sentence, not the last
  // An ally with Toughness just played has its tough card.
  const Reading played =
      read("just played luke cage (5hp toughness). rhino atk 2 + 3 boost, luke blocks for iron man",
           "mc");
  CHECK(played.fact("ally", "tough") == "true");
}

TEST_CASE("reading: a second attack on another target, told in any order", "[ask][reading]") {
  for (const char* q : {
           "A Hydra Mercenary with Guard (2 hit points) is engaged with me. Spider-Man attacks it "
           "with ATK 3, then I send Black Cat (ATK 2, 2 hit points) at Rhino.",
           "spidey atk 3 swings at the hydra merc w guard (2hp), then black cat atk 2 goes at "
           "rhino (0 dmg)",
           "Rhino (no damage) is attacked by Black Cat (ATK 2) after Spider-Man (ATK 3) has "
           "attacked the guard minion Hydra Mercenary (2 hit points) engaged with their player.",
       }) {
    INFO(q);
    const Reading r = read(q, "mc");
    CHECK(r.action == "player-attack");
    CHECK(r.fact("attack", "target") == "minion");
    CHECK(r.fact("attack", "then") == "ally");
    CHECK(r.fact("attack", "then-target") == "villain");
    CHECK(r.fact("ally", "atk") == "2");
  }
}

TEST_CASE("reading: a hero defending another player's hero", "[ask][reading]") {
  for (const char* q : {
           "ultron atk 3 goes after ms marvel (8 dmg, 10hp). i jump in w cap def 2 to block for "
           "her, cap has no dmg. boost 1",
           "The second player's Ms. Marvel (10 hit points, 8 damage, DEF 1) is attacked by Ultron "
           "(ATK 3, one boost icon), and the first player's Captain America (DEF 2, undamaged) "
           "defends the attack.",
       }) {
    INFO(q);
    const Reading r = read(q, "mc");
    CHECK(r.defender == "hero");
    CHECK(r.fact("attack", "on") == "hero2");
    CHECK(r.fact("hero", "def") == "2");
    CHECK(r.fact("hero2", "damage") == "8");
  }
  // One hero by two names stays one.
  const Reading one = read(
      "Captain America has 3 damage on him. Crossbones (ATK 2) attacks and I defend with Cap, "
      "whose DEF is 3.",
      "mc");
  CHECK_FALSE(one.has("hero2"));
}

TEST_CASE("reading: 'at 11 dmg of 14' is damage of hit points, 'Agent 13' is a name",
          "[ask][reading]") {
  const Reading stage = read(
      "rhino I at 11 dmg of 14, confused. shulk atk 5 kills the stage. rhino II is 15hp", "mc");
  CHECK(stage.fact("villain", "damage") == "11");
  CHECK(stage.fact("villain", "hp") == "14");
  const Reading agent =
      read("agent 13 thw 1 (1 consequential) thwarts main (5 threat). she has 2hp and 1 dmg", "mc");
  CHECK(agent.fact("ally", "thw") == "1");
}

TEST_CASE("reading: the first and the second player's heroes, and what is engaged with whom",
          "[ask][reading]") {
  const Reading r = read(
      "In a two-player game, a Macrobot with guard is engaged with the second player (Captain "
      "Marvel). The first player's Spider-Man (ATK 2) attacks Kang, who has no damage.",
      "mc");
  CHECK(r.action == "player-attack");
  CHECK(r.fact("hero", "atk") == "2");
  CHECK(r.has("hero2"));
  CHECK(r.fact("minion", "player") == "p2");
  // "i basic atk ultron": an attack.
  const Reading basic = read("iron man stunned, i basic atk ultron (atk 2)", "mc");
  CHECK(basic.action == "player-attack");
  CHECK(basic.fact("hero", "stunned") == "true");
}

TEST_CASE("reading: '2p' seats a second player, '(1 dmg on it)' is the minion's",
          "[ask][reading]") {
  const Reading r = read(
      "2p. spidey 10hp w 8 dmg, rhino atk 2 boost 1, no block. am i out? hydra soldier engaged w "
      "me (1 dmg on it)",
      "mc");
  CHECK(r.has("hero2"));
  CHECK(r.fact("hero", "damage") == "8");
  CHECK(r.fact("minion", "damage") == "1");
  const Reading one = read("spidey 10hp w 8 dmg, rhino atk 2 boost 1, no block", "mc");
  CHECK_FALSE(one.has("hero2"));
}

TEST_CASE("reading: near misses of this session's rules (an independent review's questions)",
          "[ask][reading]") {
  // A card the player played says nothing of the minion's tough card.
  const Reading played = read(
      "A Brute minion with toughness has been engaged with me since last round. This turn I "
      "played an event and then attack it with Spider-Man for 3.",
      "mc");
  CHECK(played.fact("minion", "tough") != "false");  // both readings are kept
  CHECK(read_question("A Brute minion with toughness has been engaged with me since last round. "
                      "This turn I played an event and then attack it with Spider-Man for 3.",
                      vocabulary(), "mc")
            .size() > 1);
  // "4 dmg of 6 goes through" is damage dealt, not damage on the hero.
  const Reading through = read(
      "rhino attacks me for 6, i defend with spidey (def 2) so 4 dmg of 6 goes through. i have 6 "
      "hp left.",
      "mc");
  CHECK(through.fact("hero", "damage").empty());
  // Not a two-player game.
  const Reading solo = read(
      "True solo, not a 2 player game. I'm Spider-Man at 2 hp, Rhino attacks me for 3 and I "
      "don't defend.",
      "mc");
  CHECK_FALSE(solo.has("hero2"));
}

TEST_CASE("reading: damage a character 'had sustained' is on it", "[ask][reading]") {
  const Reading r = read(
      "A minion with Retaliate 1 and 5 hit points is attacked by Captain America (ATK 3), who had "
      "sustained 2 damage.",
      "mc");
  CHECK(r.fact("hero", "damage") == "2");
  CHECK(r.fact("hit", "amount").empty());
}

TEST_CASE("reading: a judge's wording of a defense, damage carried, a status asked",
          "[ask][reading]") {
  const Reading declared = read(
      "A defense is declared by Spider-Man (DEF 3) against an attack "
      "from Rhino, whose printed ATK is 2; the boost card shows 2 icons.",
      "mc");
  CHECK(declared.action == "enemy-attack");
  CHECK(declared.defender == "hero");
  const Reading carrying = read(
      "Captain America, carrying 3 damage, defends with DEF 3 against "
      "Crossbones's attack (ATK 2, boost card without boost icons).",
      "mc");
  CHECK(carrying.fact("hero", "damage") == "3");
  CHECK(carrying.fact("villain", "boost") == "0");
  // A hero's attack on the minion that just entered is the question.
  const Reading entered = read(
      "A minion with the Toughness keyword and 4 hit points enters play. "
      "She-Hulk (ATK 4) then attacks it.",
      "mc");
  CHECK(entered.action == "player-attack");
  CHECK(entered.fact("minion", "tough") == "true");
  CHECK(read("My She-Hulk (ATK 4) attacks a Macrobot that has retaliate 1 and 4 hit points", "mc")
            .fact("minion", "retaliate") == "1");
  // "is Iron Man exhausted, and is the stun still on Iron Man?" asks.
  CHECK(read("A stunned Iron Man (ATK 2) attempts a basic attack against Ultron. How much damage "
             "is Ultron dealt, is Iron Man exhausted, and is the stun still on Iron Man?",
             "mc")
            .fact("hero", "exhausted")
            .empty());
}

TEST_CASE("reading: damage dealt before combat, a die described in brackets, 'they'",
          "[ask][reading]") {
  // "hit X for 2 with an action die": damage dealt, not an attack.
  const Reading hit = read(
      "main step i hit spidey 2a/4d for 2 with an action die. then daredevil "
      "2a/3d attacks and spidey blocks. does spidey die",
      "dm");
  CHECK(hit.fact("blocker", "damage") == "2");
  CHECK(hit.fact("attacker", "a") == "2");
  // "Spider-Man, whose stats are 2A/5D" is that die's stats.
  CHECK(read("I used an Action die to deal 3 damage to my opponent's Spider-Man, whose stats are "
             "2A/5D. Now I attack with Rhino (7A/4D, Overcrush) and Spider-Man blocks.",
             "dm")
            .fact("blocker", "d") == "5");
  // A name with its affiliation in brackets is a die in play; "they" who
  // block are the opponent; "who is also Villains" is the blocker's.
  const Reading skull = read(
      "I attack with Hulk (5A/5D). My opponent has Red Skull (Villains "
      "affiliation, Retaliation) active in their field, and they block Hulk "
      "with Crossbones (2A/3D), who is also Villains.",
      "dm");
  CHECK(skull.fact("p2-die", "retaliation") == "true");
  CHECK(skull.fact("blocker", "affiliation") == "villains");
  CHECK(read("ghost rider (immortal) 3A + punisher 2A both unblocked, opp 20", "dm")
            .fact("attacker", "immortal") == "true");
}

TEST_CASE("reading: what a player's global gives goes to the die it is used on", "[ask][reading]") {
  CHECK(read("thor 3a/4d attacks, cap 2a/4d blocks. after blocks i pay 1 mask for the global +1A "
             "on thor. cap ko'd?",
             "dm")
            .fact("attacker", "modify") == "+1a");
  CHECK(read("wolvie 3/3 unblocked, i use prof x global (pay mask, +1A) twice on him after blocks.",
             "dm")
            .fact("attacker", "modify") == "+1a then +1a");
}

TEST_CASE("reading: an Overkill attack named as a noun, hit points joined by hyphens",
          "[ask][reading]") {
  const Reading r = read(
      "I hit a 3-hit-point minion with a 4-damage Overkill attack. How much does Klaw take?", "mc");
  CHECK(r.action == "player-attack");
  CHECK(r.fact("minion", "hp") == "3");
  CHECK(r.fact("hero", "atk") == "4");
  CHECK(r.fact("hero", "overkill") == "true");
  // "how much hits the villain" asks; it is no attack by the minion.
  CHECK(read("overkill hero attack deals 5 into a minion with 2 hit points - how much hits the "
             "villain?",
             "mc")
            .action == "player-attack");
}

TEST_CASE("reading: a boost ability's ATK, and consequential damage said with a pronoun",
          "[ask][reading]") {
  CHECK(read("Klaw attacks Captain Marvel with ATK 2. The boost card has 1 boost icon and a star: "
             "'Boost: this attack gets +2 ATK.' Undefended.",
             "mc")
            .fact("villain", "boost-star") == "atk+2");
  const Reading widow = read(
      "widow w/ 1 hp left attacks klaw for 1, she has a consequential dmg "
      "pip. is she defeated?",
      "mc");
  CHECK(widow.fact("ally", "consequential") == "1");
  CHECK(widow.fact("ally", "hp") == "1");
  CHECK(widow.fact("villain", "consequential").empty());
}

TEST_CASE("reading: the villain's next stage is described apart from the stage in play",
          "[ask][reading]") {
  const Reading klaw = read(
      "Klaw stage I has 1 hit point left and a stunned card. Captain America "
      "attacks for 3. Does the extra 2 damage carry over to Klaw II (18 hit "
      "points)?",
      "mc");
  CHECK(klaw.fact("villain", "hp") == "1");
  CHECK(klaw.fact("villain", "next-stage-hp") == "18");
  CHECK(klaw.fact("villain", "stages-after") == "1");
  // Said alone, the stage named is the one in play; "Klaw 2 attack" is ATK.
  CHECK(read("The final villain stage, Rhino II (15 hit points, 13 damage), is attacked by "
             "Spider-Man for 2.",
             "mc")
            .fact("villain", "hp") == "15");
  CHECK(read("Captain Marvel takes Klaw's attack without defending: Klaw 2 attack, boost 1", "mc")
            .fact("villain", "atk") == "2");
  // "12/14 dmg": 12 damage of 14 hit points.
  CHECK(read("rhino I at 12/14 dmg, she-hulk hits for 4", "mc").fact("villain", "hp") == "14");
}

TEST_CASE("reading: a review's wrong readings of this stop's rules stay fixed", "[ask][reading]") {
  // A recovery said in hero form keeps the form the question gives.
  CHECK(read("She-Hulk is in hero form with 5 damage and REC 4. Can she recover?", "mc")
            .fact("hero", "form")
            .empty());
  // Hawkeye said to be the asker's hero, or recovering, is the hero.
  CHECK(read("Hawkeye is my hero and he has 2 hp left. Rhino attacks him for 3, no defense.", "mc")
            .fact("hero", "hp") == "2");
  CHECK(read("My Hawkeye has 3 damage and 9 hp. He recovers with REC 3 in alter-ego form.", "mc")
            .fact("hero", "rec") == "3");
  // "My friend is playing She-Hulk": the friend's hero.
  CHECK(read("My friend is playing She-Hulk. Rhino attacks her for 3 and she has 2 hp left, "
             "undefended.",
             "mc")
            .fact("hero2", "hp") == "2");
  // A guard minion that engages the partner does not stop the asker.
  CHECK(
      read("A guard minion enters play and engages my partner. Can I attack the villain? my atk 2",
           "mc")
          .fact("minion", "player") == "p2");
  // "into Ultron's minion": the minion; "into a side scheme": no attack.
  CHECK(read("Iron Man atk 2 into Ultron's minion, a Drone with 1 hp and guard. Does it die?", "mc")
            .fact("attack", "target") == "minion");
  CHECK(read("Captain Marvel ATK 3 into Klaw's side scheme Defense Network with 3 threat", "mc")
            .action != "player-attack");
  // Damage on Rhino before a comma is not an attack's; "attack him with
  // Hulk" is Hulk's.
  const Reading told =
      read("Rhino has 5 damage, attack him with Hulk for 6, he has 10 hp, is he defeated?", "mc");
  CHECK(told.fact("villain", "damage") == "5");
  CHECK(told.action == "player-attack");
  CHECK(read("I'm at 10 of my 12 maximum hit points. If I heal 4, where do I end up?", "mc")
            .fact("hero", "damage") == "2");
  // Dice Masters: a blocker in a list of dice; each player's life.
  CHECK(
      read("Hulk is the attacker (6A/5D), Widow (2A/3D) is declared as a blocker and Thor (4A/4D) "
           "attacks unblocked.",
           "dm")
          .fact("blocker", "d") == "3");
  const Reading lives = read(
      "My life is 20 and my opponent's life is 4. My unblocked Hulk (6A/5D) attacks them.", "dm");
  CHECK(lives.fact("p2", "life") == "4");
  // Swarm: only an active die draws extra; copies in the field are not drawn.
  CHECK(read("My Swarm die is in my used pile, not the field. If I draw a copy of it, do I get an "
             "extra die?",
             "dm")
            .fact("swarm", "copies")
            .empty());
  CHECK(read("I have two copies of a Swarm character active and I draw a third copy. Do I draw "
             "two extra dice?",
             "dm")
            .fact("swarm", "copies") == "1");
}

TEST_CASE("reading: both players' one life, everyday words, a keyword after an owner's 's",
          "[ask][reading]") {
  const Reading both = read(
      "Both my opponent and I are at 2 life. A single Global ability deals 2 "
      "damage to each player at the same time. Who wins the game?",
      "dm");
  CHECK(both.fact("p1", "life") == "2");
  CHECK(both.fact("p2", "life") == "2");
  // "sitting" is not a typo of "hitting": no attack.
  CHECK(
      read("Rhino's guard minion is sitting in front of me. Jessica Jones (ATK 2) wants to attack "
           "the villain.",
           "mc")
          .fact("minion", "guard") == "true");
  CHECK(read("Rhino's guard minion is sitting in front of me.", "mc")
            .fact("villain", "guard")
            .empty());
}

TEST_CASE("reading: a sentence opening with a name and its stats, a draw's life",
          "[ask][reading]") {
  CHECK(read("panther 3a/4d blocked by mandarin 2a/5d. after blocks i pay a mask for a global +2A "
             "on panther.",
             "dm")
            .fact("attacker", "modify") == "+2a");
  // "how much life do i lose" keeps the life said before.
  CHECK(read("start of turn, 9 life, only 2 dice in bag, used pile empty, reserve empty. clear n "
             "draw: how much life do i lose?",
             "dm")
            .fact("p1", "life") == "9");
}

TEST_CASE("reading: damage said of a total, a boost card that is only a star", "[ask][reading]") {
  const Reading carol = read(
      "Klaw (ATK 1) attacks Captain Marvel undefended, who has sustained 5 "
      "damage of her 12 hit points; the boost card shows two boost icons.",
      "mc");
  CHECK(carol.fact("hero", "damage") == "5");
  CHECK(carol.fact("hero", "hp") == "12");
  const Reading star = read(
      "rhino atk 2 vs black panther def 2 blocking. boost card is just a "
      "star, 'give the villain a tough status card'.",
      "mc");
  CHECK(star.fact("villain", "boost") == "0");
  CHECK(star.defender == "hero");
}

TEST_CASE("reading: an ally entering play is no minion's arrival", "[ask][reading]") {
  const Reading luke = read(
      "Luke Cage, an ally with 5 hit points and the Toughness keyword, enters "
      "play and later defends Iron Man against Rhino (ATK 2) with three "
      "boost icons.",
      "mc");
  CHECK(luke.action == "enemy-attack");
  CHECK(luke.defender == "ally");
  CHECK(luke.fact("ally", "tough") == "true");
}

TEST_CASE("reading: a Retaliation die watching from the field, and the attacker's own life",
          "[ask][reading]") {
  const Reading r = read(
      "I'm at 12 life and attack with Daredevil (4A/3D). My opponent blocks with "
      "Bullseye (Villains, 2A/2D) while his Red Skull (Villains, with "
      "Retaliation) sits in his field without blocking.",
      "dm");
  CHECK(r.fact("p2-die", "retaliation") == "true");
  CHECK_FALSE(r.has("blocker2"));
  CHECK(r.fact("p1", "life") == "12");
}

TEST_CASE("reading: an Action die's text, used outside combat, is what the die does",
          "[ask][reading]") {
  const Reading r = read(
      "I'm at 17 life and my opponent is at 5. I use an Action die whose text "
      "says 'Deal 2 damage to target opponent. Gain 4 life.'",
      "dm");
  CHECK(r.action == "action-text");
  CHECK(r.fact("p1", "life") == "17");
  CHECK(r.fact("p2", "life") == "5");
  CHECK(r.fact("action-die", "ability") == "Deal 2 damage to target opponent. Gain 4 life.");
  CHECK(r.not_simulated.empty());
}

TEST_CASE("reading: Breath Weapon X paid for as the die attacks", "[ask][reading]") {
  const Reading r = read(
      "My Red Dragon (6A/6D, Breath Weapon 2) attacks and I pay the 2 energy for "
      "Breath Weapon. My opponent is at 10 life and his only character is a Hill "
      "Giant (4A/7D), which then blocks the Dragon.",
      "dm");
  CHECK(r.fact("attacker", "breath-weapon") == "2");
  CHECK(r.fact("breath", "paid") == "true");
  CHECK(r.fact("blocker", "d") == "7");
  CHECK_FALSE(r.has("attacker2"));  // "the Dragon" is the Red Dragon
}

TEST_CASE(
    "reading: words that lean to neither game are read in the one where they make a "
    "situation",
    "[ask][situation]") {
  const std::vector<Reading> rs =
      read_question("opp blocks my 6/6 with two 3/3s, I put 3 on each. who dies",
                    testing::test_vocabulary(), "", false);
  REQUIRE_FALSE(rs.empty());
  CHECK(rs.front().game == "dm");
  CHECK(rs.front().fact("blocker2", "d") == "3");
  // A rules question stays one.
  CHECK(read_question("what does guard do", testing::test_vocabulary(), "", false)
            .front()
            .situation() == false);
}

TEST_CASE("game: '3 atk 3 def', a sidekick die and the Villains affiliation are Dice Masters'",
          "[ask][situation]") {
  CHECK(read("Green Goblin 3 atk 3 def gets blocked by my sidekick die. Damage on each, who's "
             "KO'd?")
            .game == "dm");
  CHECK(read("im on 12. opp has loki out (villains, retaliation), not blocking. my thor 3/4 gets "
             "blocked by goblin 2/2 villains. do i eat retaliation dmg?")
            .game == "dm");
  // Near miss: a villain's ATK and a hero's DEF, one of each, in Marvel
  // Champions words.
  CHECK(read("Rhino (ATK 3) attacks and I defend with DEF 2. boost 1. damage?").game == "mc");
}

TEST_CASE("reading: 'Thanks' in a letter is not a slip of Thanos", "[ask][reading]") {
  const Reading r = read(
      "Thanks for the reply. Rhino (ATK 2) attacks Spider-Man, who does not "
      "defend. Boost 1. How much damage?",
      "mc");
  CHECK(std::find(r.words.begin(), r.words.end(), "thanos") == r.words.end());
  CHECK(std::find(r.words.begin(), r.words.end(), "thanks") != r.words.end());
  // Near miss: the villain's name, misspelled, is still his.
  const Reading villain = read("Thanoss (ATK 3) attacks Spider-Man. Boost 1.", "mc");
  CHECK(std::find(villain.words.begin(), villain.words.end(), "thanos") != villain.words.end());
}

TEST_CASE("mc names: one the vocabulary lacks that attacks a hero or schemes is the villain",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Baron Mordo (ATK 2) attacks Doctor Strange, who has 12 hit points. Wong, my ally, 4 hit "
      "points, defends. Damage on Wong?",
      "mc");
  CHECK(r.fact("villain", "atk") == "2");
  CHECK(r.defender == "ally");
  // Near misses: a hero attacking the villain; one called a minion.
  const Reading g = testing::first_reading("Gamora (ATK 3) attacks Ronan. Damage on Ronan?", "mc");
  CHECK(g.fact("hero", "atk") == "3");
  const Reading m = testing::first_reading(
      "Solarr attacks me, I don't defend. Solarr has ATK 2, he's a minion with 3 hit points. "
      "Damage on me?",
      "mc");
  CHECK_FALSE(m.has("villain"));
}

TEST_CASE("mc names: one the vocabulary lacks that a hero is attacked by is the villain",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My Ant-Man (hp 9) is attacked by Yellowjacket (ATK 2, boost 1); I decline to defend. "
      "Damage?",
      "mc");
  CHECK(r.fact("villain", "atk") == "2");
  CHECK(r.defender == "none");
  // Near miss: "did not decline" is a defence.
  const Reading d = testing::first_reading(
      "Rhino (ATK 3, boost 0) attacks Captain America (DEF 2, 10 hp); Cap did not decline to "
      "defend, he defended. Damage?",
      "mc");
  CHECK(d.defender == "hero");
}

TEST_CASE("game: 'dice' says Dice Masters", "[ask][situation]") {
  const auto& v = testing::test_vocabulary();
  CHECK(pick_game({"pyro", "and", "avalanche", "block", "cyclops", "with", "two", "dice"}, v, "") ==
        "dm");
  // Near miss: without it, the names lean to Marvel Champions' minions.
  CHECK(pick_game({"pyro", "and", "avalanche", "block", "cyclops"}, v, "") != "dm");
}
