// A phone's dictation: no marks, numbers said as words and homophones
// ("won", "to", "too", "for" where a number stands), a die's stats letter
// by letter ("three a for d").
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/notation.h"
#include "query/ask/reading_parts.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

namespace {

std::vector<std::string> dictated(const std::string& spaced) {
  std::vector<std::string> w;
  size_t from = 0;
  while (from < spaced.size()) {
    const size_t to = spaced.find(' ', from);
    w.push_back(spaced.substr(from, to == std::string::npos ? std::string::npos : to - from));
    if (to == std::string::npos) break;
    from = to + 1;
  }
  std::vector<char> b(w.size(), 0);
  merge_a_tack(w, b);
  dictated_numbers(w, b);
  return w;
}

std::string joined(const std::vector<std::string>& w) {
  std::string out;
  for (const std::string& x : w) out += (out.empty() ? "" : " ") + x;
  return out;
}

}  // namespace

TEST_CASE("dictation: homophones where a number stands", "[ask][situation]") {
  CHECK(joined(dictated("thor five a for d gets blocked by loki to a to d who dies now")) ==
        "thor 5a/4d gets blocked by loki 2a/2d who dies now");
  CHECK(joined(dictated("black cat defends with too hit points and rhinos attack is to then")) ==
        "black cat defends with 2 hit points and rhinos attack is 2 then");
  CHECK(joined(dictated("hulk on level to fielding cost to and won virtual energy left now")) ==
        "hulk on level 2 fielding cost 2 and 1 virtual energy left now");
  // Near misses: a preposition before what it goes to; "who won"; a typed
  // question with marks.
  CHECK(joined(dictated("the extra damage goes to damage on spider man who won the game")) ==
        "the extra damage goes to damage on spider man who won the game");
  std::vector<std::string> typed = {"it's", "his", "turn", "to", "attack", "iron", "man",
                                    "his",  "atk", "is",   "2",  "and",    "boost"};
  std::vector<char> tb(typed.size(), 0);
  tb[6] = '.';
  const std::vector<std::string> before = typed;
  dictated_numbers(typed, tb);
  CHECK(typed == before);
}

TEST_CASE("dictation: a whole question read", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "rhino attacks me im spider man def three i defend with spidey and rhinos attack is to then "
      "the boost card flips with to boost icons how much damage do i take",
      "mc");
  CHECK(r.fact("villain", "atk") == "2");
  CHECK(r.fact("villain", "boost") == "2");
  CHECK(r.fact("hero", "def") == "3");
}

TEST_CASE("mc values: 'her thwart is 3', 'it needs 12'", "[ask][situation]") {
  const Reading t = testing::first_reading(
      "Black Widow thwarts a side scheme with 2 threat on it. Her thwart is 3. Threat left?", "mc");
  CHECK(t.fact("hero", "thw") == "3");
  const Reading s = testing::first_reading(
      "Last main scheme card, 10 threat on it, and it needs 12. I was T'Challa, so Klaw schemed. "
      "His scheme is 2 and he got 1 boost icon. Did we just lose?",
      "mc");
  CHECK(s.fact("main", "target") == "12");
  CHECK(s.fact("villain", "sch") == "2");
  // Near miss: "the scheme is 5" is no SCH of anyone.
  const Reading n = testing::first_reading(
      "Rhino (SCH 1) schemes. The scheme is 5 threat now. Threat after?", "mc");
  CHECK(n.fact("villain", "sch") == "1");
}

TEST_CASE("dictation: 'to' and 'for' before a stat's name or as prepositions stay words",
          "[ask][situation]") {
  CHECK(joined(dictated("i decided to attack with my sidekick and he blocked with his beast")) ==
        "i decided to attack with my sidekick and he blocked with his beast");
  CHECK(joined(dictated("do i add the boost icons to atk or not how much damage do i take")) ==
        "do i add the boost icons to atk or not how much damage do i take");
  CHECK(joined(dictated("does boost count for damage when i defend with cap")) ==
        "does boost count for damage when i defend with cap");
  CHECK(joined(dictated("the fielding cost for my thor is 2 and i have a fist")) ==
        "the fielding cost for my thor is 2 and i have a fist");
  // Still numbers: "to players", "has for damage", "attack to boost to can".
  CHECK(joined(dictated("to player game im first and black panther has for damage now")) ==
        "2 player game im first and black panther has 4 damage now");
  CHECK(joined(dictated("ultron attacks him attack to boost to can i still defend")) ==
        "ultron attacks him attack 2 boost 2 can i still defend");
}

TEST_CASE("dictation: a die's stats in words are read with commas about", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "captain america three a four d attacks and red skull two a five d blocks, then in the "
      "step after blocks i use a power bolt action die that deals two damage to target character "
      "die on red skull, where does red skull end up",
      "dm");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("attacker", "d") == "4");
  CHECK(r.fact("blocker", "d") == "5");
  // Near miss: typed with marks, a homophone stays a word.
  const Reading typed = testing::first_reading(
      "It's my turn to attack, so I swing with Hulk (5A/5D), and he blocks with a 2A/2D. Is the "
      "blocker KO'd?",
      "dm");
  CHECK(typed.fact("attacker", "a") == "5");
  CHECK(typed.fact("attacker", "d") == "5");
}

TEST_CASE("learners: 'it deal 2 damage' after an action die is the action die's",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Captain America (3A/4D) attack and Red Skull (2A/5D) block him. After blockers I use a "
      "Power Bolt action die, it deal 2 damage to target character die, I target Red Skull. Where "
      "Red Skull end up?",
      "dm");
  CHECK(r.fact("blocker", "pinged") == "2");
  CHECK(r.fact("attacker", "pinged").empty());
  CHECK_FALSE(r.has("blocker2"));
  // Near misses: "it" as what the ability is given to, or after a full
  // stop, is the die.
  const Reading gives = testing::first_reading(
      "My Spider-Man die is 3A/3D and attacks unblocked. After blockers are declared I use an "
      "Action die that doubles its attack, and then a Global ability that gives it +2A. My "
      "opponent is at 20 life.",
      "dm");
  CHECK(gives.fact("attacker", "modify").find("+2a") != std::string::npos);
  const Reading stop = testing::first_reading(
      "Earlier this turn I dealt 3 damage to my opponent's 1A/5D with an action die. It then "
      "blocks my 2A/3D attacker. Is the blocker KO'd?",
      "dm");
  CHECK(stop.fact("blocker", "d") == "5");
  CHECK_FALSE(stop.has("blocker2"));
  // "it" right after a die is that die.
  const Reading die = testing::first_reading(
      "My Hulk (5A/5D) attacks and his Thing (2A/6D) blocks it. How much damage is on Hulk?", "dm");
  CHECK(die.fact("blocker", "d") == "6");
}

TEST_CASE("dictation: 'plus three attack' and 'plus two a' are modifiers", "[ask][situation]") {
  CHECK(joined(dictated("rhino has charge thats plus three attack and his base attack is two")) ==
        "rhino has charge thats +3 attack and his base attack is two");
  CHECK(joined(dictated("a global that gives target character die plus two a until end of turn")) ==
        "a global that gives target character die +2a until end of turn");
  CHECK(joined(dictated("then i pay a mask for a global that gives target character die plus won "
                        "a on ant man does vision die")) ==
        "then i pay a mask for a global that gives target character die +1a on ant man does "
        "vision die");
  // Near miss: a sum the asker works out stays words.
  CHECK(joined(dictated("so red skull is attack three plus two does maria hill get defeated")) ==
        "so red skull is attack three plus two does maria hill get defeated");
  const Reading r = testing::first_reading(
      "okay so rhino has charge on him thats plus three attack and overkill and his base attack "
      "is two, he attacks spider man who has one damage already and black cat defends instead "
      "she has two hit points and the boost card has zero icons, so is black cat defeated",
      "mc");
  CHECK(r.fact("villain", "atk") == "2");
  CHECK(r.fact("villain", "modify") == "+3atk");
  CHECK(r.fact("ally", "hp") == "2");
  CHECK(r.fact("hero", "damage") == "1");
}

TEST_CASE("dictation: 'she' opens its own clause after a verb and a name asked of later",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "um red skull attacks captain america who has four damage on him already out of eleven and "
      "i throw maria hill in front to defend she only has two hit points, boost card has two "
      "icons so red skull is attack three plus two, does maria hill get defeated",
      "mc");
  CHECK(r.fact("ally", "hp") == "2");
  CHECK(r.fact("hero", "hp") != "2");
  // "becomes exhausted or not?": a result asked about.
  const Reading becomes = testing::first_reading(
      "I play Doctor Strange. Klaw has 3 damage. My ally Wong (ATK 2) attacks Klaw. How much "
      "damage Klaw have after this, and Wong becomes exhausted or not?",
      "mc");
  CHECK(becomes.fact("ally", "exhausted").empty());
}

TEST_CASE("dictation: 'hes got' is 'he's got', 'ant man' is Ant-Man", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "black widow game my hawkeye ally thwarts the main scheme he has thwart two with one "
      "consequential damage under it and hes got two hit points with one damage already, main "
      "scheme has six threat, how much threat is left and is hawkeye defeated",
      "mc");
  CHECK(r.fact("ally", "hp") == "2");
  CHECK(r.fact("hero", "hp").empty());
  const Reading ant = testing::first_reading(
      "ant man has a tough card and five damage already, a guard minion with three attack "
      "attacks him and i dont defend, how much damage is ant man at after",
      "mc");
  CHECK(ant.fact("hero", "tough") == "true");
  CHECK(ant.fact("minion", "tough").empty());
  // Near miss: two words no name joins stay two.
  std::vector<std::string> w = {"iron", "fist", "attacks"};
  std::vector<char> b(w.size(), 0);
  split_hyphens(w, b, testing::test_vocabulary());
  CHECK(w.size() == 3);
}

TEST_CASE("dictation: 'claw' is Klaw, 'retaliate one', 'attack is one' are numbers",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "so claw attacks me and im black panther i defend with my own defense of two um claw has "
      "attack one and the boost card has two icons, black panther already has one damage and has "
      "retaliate one, claw has four damage on him, so how much damage does black panther have",
      "mc");
  CHECK(r.action == "enemy-attack");
  CHECK(r.fact("villain", "atk") == "1");
  CHECK(r.fact("hero", "retaliate") == "1");
  CHECK(r.fact("villain", "damage") == "4");
  CHECK(joined(dictated("so is claws attack is one right")) == "so is klaw 's attack is 1 right");
  // Near misses: "one" as a word of its own.
  CHECK(joined(dictated("i attack one of them with atk one")) == "i attack one of them with atk 1");
}

TEST_CASE("dictation: 'a tack' is the phone's 'attack'", "[ask][situation]") {
  CHECK(joined(dictated("klaws a tack is two")) == "klaws attack is two");
  CHECK(joined(dictated("he has plus three a tack and overkill")) ==
        "he has +3 attack and overkill");
  CHECK(joined(dictated("ultron a tacks me")) == "ultron attacks me");
  // A die's A said before another word stays the die's.
  CHECK(joined(dictated("thor three a tackles nobody")) == "thor 3a tackles nobody");
  const Answer a = testing::ask_mc(
      "okay so klaw is attacking me and im captain marvel she has twelve hit points and three "
      "damage on her already um klaws a tack is two and the boost card he flips has two boost "
      "icons and i defend with her basic defense which is one so how much damage is on her after");
  CHECK(a.understood.find("villain: atk 2, boost 2") != std::string::npos);
}

TEST_CASE("dictation: a stat's 'which is one' is its value", "[ask][situation]") {
  CHECK(joined(dictated("i defend with her basic defense which is one so")) ==
        "i defend with her basic defense which is 1 so");
  // Near miss: "which is one" of no stat stays a word.
  CHECK(joined(dictated("the minion which is one of two")) == "the minion which is one of two");
}

TEST_CASE("dictation: a name's possessive said without its apostrophe before a stat",
          "[ask][situation]") {
  const auto split = [](std::vector<std::string> w) {
    std::vector<char> b(w.size(), 0);
    split_possessives(w, b, testing::test_vocabulary());
    return joined(w);
  };
  CHECK(split({"rhinos", "attack", "is", "two"}) == "rhino 's attack is two");
  CHECK(split({"ultrons", "boost", "had", "one"}) == "ultron 's boost had one");
  CHECK(split({"my", "opponents", "at", "five", "life"}) == "my opponent 's at five life");
  CHECK(split({"my", "opponents", "dice"}) == "my opponents dice");
  // Near misses: a plural word of the games, a name with no stat after it.
  CHECK(split({"minions", "attack", "me"}) == "minions attack me");
  CHECK(split({"two", "rhinos", "and", "a", "klaw"}) == "two rhinos and a klaw");
  const Answer a = testing::ask_mc(
      "okay so klaw is attacking me and im captain marvel she has twelve hit points and three "
      "damage on her already um klaws a tack is two and the boost card he flips has two boost "
      "icons and i defend with her basic defense which is one so how much damage is on her after");
  CHECK(a.understood.find("villain: atk 2, boost 2") != std::string::npos);
}

TEST_CASE("dictation: 'level one' is a level's number", "[ask][situation]") {
  CHECK(joined(dictated("and beast level one two a three d blocks him")) ==
        "and beast level 1 2a/3d blocks him");
  // Near miss: "one" counting dice stays a word.
  CHECK(joined(dictated("and one two a three d blocks him")) == "and one 2a/3d blocks him");
}

TEST_CASE("dictation: an attack event that 'does six damage'", "[ask][situation]") {
  const std::string u = to_notation(testing::first_reading(
      "hulk plays an attack event that does six damage and has overkill and he aims it at the "
      "freak minion which has three hit points, how much damage is on the villain",
      "mc"));
  CHECK(u.find("event: damage 6") != std::string::npos);
}

TEST_CASE("dictation: 'its attack is three' opens a clause of its own", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "okay so im captain marvel with thirteen hit points and four damage and this minion is "
      "engaged with me its attack is three and it attacks me and i dont defend so how much damage",
      "mc");
  CHECK(r.fact("minion", "atk") == "3");
  CHECK(r.fact("hero", "atk").empty());
  // Near miss: typed, with its marks, the words are read as they stand.
  std::vector<std::string> words = {"the", "minion", "is",      "engaged", "with",
                                    "me",  "its",    "attack",  "is",      "three",
                                    "and", "it",     "attacks", "me"};
  std::vector<char> breaks(words.size(), 0);
  breaks[5] = '.';
  const std::vector<char> before = breaks;
  dictated_clauses(words, breaks);
  CHECK(breaks == before);
}

TEST_CASE("dictation: a number then a subject ends its clause, dice counted then listed",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "green goblin attacks me its attack is two boost is one i dont defend i have five hit "
      "points",
      "mc");
  CHECK(r.fact("villain", "atk") == "2");
  CHECK(r.fact("villain", "boost") == "1");
  CHECK(r.fact("hero", "hp") == "5");
  // Near miss: the possessive after a hero by name is read as it stands.
  const Reading u = testing::first_reading(
      "ultron attacks iron man its attack is four boost is zero iron man defends his defense is "
      "two he has three hit points",
      "mc");
  CHECK(u.fact("villain", "atk") == "4");
  CHECK(u.fact("hero", "def") == "2");
  const Reading d = testing::first_reading(
      "okay so i attack with two dice my storm at level two which is five attack five defense and "
      "my iceman level one two attack three defense and my opponent is at sixteen life and he "
      "doesnt block anything so what is his life after",
      "dm");
  CHECK(d.fact("attacker", "a") == "5");
  CHECK(d.fact("attacker2", "a") == "2");
  CHECK_FALSE(d.has("blocker"));
}

TEST_CASE("dictation: 'attack three defense one' is a die's stats", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "my hulk attack three defense one attacks and they dont block and theyre at ten life so "
      "whats their life",
      "dm");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("attacker", "d") == "1");
  // Near miss: typed, the words stay as they are.
  std::vector<std::string> words = {"hulk", "attack", "3",    "defense", "1",      "attacks",
                                    "and",  "they",   "dont", "block",   "theyre", "at"};
  std::vector<char> breaks(words.size(), 0);
  breaks[0] = '.';
  const std::vector<std::string> before = words;
  dictated_clauses(words, breaks);
  CHECK(words == before);
}

TEST_CASE("dictation: 'cyclops thwart two thwarts the side scheme' is THW 2, then the verb",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "theres a side scheme with the crisis icon with two threat and the main scheme has six "
      "threat so cyclops thwart two thwarts the side scheme and then jubilee my ally thwart one "
      "no consequential thwarts the main scheme um is the side scheme defeated",
      "mc");
  CHECK(r.fact("hero", "thw") == "2");
  CHECK(r.fact("ally", "thw") == "1");
  CHECK(r.fact("thwart", "scheme") == "side");
  CHECK(r.fact("thwart", "then-scheme") == "main");
  // Near miss: a thwart a player makes, with a count after it, is the verb.
  const Reading verb = testing::first_reading(
      "Cyclops has THW 2. I thwart 2 threat off the main scheme (6 threat). Threat left?", "mc");
  CHECK(verb.fact("hero", "thw") == "2");
  CHECK(verb.action == "thwart");
}
