// The asker's own reasoning told beside the facts ("I'm thinking allies
// don't have a DEF so she takes 3"): set aside when reading it adds only
// results, read both ways when it may tell a fact.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/claims.h"
#include "query/ask/tokens.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

namespace {

std::vector<WordSpan> reasoning_in(const std::string& q) {
  std::vector<char> breaks;
  const std::vector<std::string> words = question_words(q, &breaks);
  return reasoning(words, breaks);
}

}  // namespace

TEST_CASE("reasoning: a first-person belief after the facts is the asker's working",
          "[ask][situation]") {
  const auto one = reasoning_in(
      "Klaw attacked, I defended with Hellcat. I'm thinking allies don't have a DEF so she takes "
      "3. Did I get that right?");
  REQUIRE(one.size() == 1);
  CHECK(one[0].first == 6);  // "i'm"
  CHECK(one[0].last == 16);  // "3"
  // Two beliefs, each its own span; "first" and "also" lead in.
  CHECK(reasoning_in("Ultron attacked me. First I thought the boost only matters undefended, so "
                     "it's 1. I also figured defending doesn't exhaust him. Is that right?")
            .size() == 2);
  // After a comma: "If I thwart with her, I'm guessing ...".
  CHECK(reasoning_in("If I thwart the main scheme with her, I'm guessing she dies first so no "
                     "threat goes? Or not?")
            .size() == 1);
  // "So ..." that does not ask goes on with the working.
  const auto so = reasoning_in(
      "My bag has 8 dice. I think the first player can't attack. So 4 in my Prep Area. Right?");
  REQUIRE(so.size() == 1);
  CHECK(so[0].last == 17);  // "area"
  // Told between the working and the question: its results, a span of its own.
  CHECK(reasoning_in("Thor was blocked. I think they only deal damage one at a time. Hobgoblin "
                     "dies. Does that check out?")
            .size() == 2);
  // Not results: a fact told after the working ("He has 10 life.", "Spidey
  // had 8 damage from before.").
  CHECK(reasoning_in("Thor was blocked. I think only Thor dies. He has 10 life. Life?").size() ==
        1);
  CHECK(reasoning_in("Rhino hit me. I think it's 3 so I live. Spidey had 8 damage before. Dead?")
            .size() == 1);
  // Near misses: what happens next is not working; "i think" inside a
  // clause, "I" with no belief verb, and belief()'s first sentence.
  CHECK(reasoning_in("Rhino attacks. I think he's tough so he takes nothing. Then Klaw schemes for "
                     "2. Threat?")
            .size() == 1);
  // A fact half-remembered, with no working in it; said in passing; what
  // the asker means to do.
  CHECK(reasoning_in("Rhino attacks. I think the boost card had 2 icons. Damage?").empty());
  CHECK(reasoning_in("He attacked with Thor, I think, and I blocked so what now?").empty());
  CHECK(reasoning_in("Rhino attacks. I think I'll defend so it's less. Damage?").empty());
  // What a worry rests on is a fact; the worry that works on a rule is
  // working.
  CHECK(reasoning_in("Thor attacks. I'm worried because Iron Man already has 2 damage. KO'd?")
            .empty());
  CHECK(
      reasoning_in("Thor attacks. I'm worried Overcrush only works on one blocker. Life?").size() ==
      1);
  CHECK(reasoning_in("rhino hits me i think for 3. damage?").empty());
  CHECK(reasoning_in("Rhino attacks. I defend with Cap. Damage?").empty());
  CHECK(reasoning_in("I thought boost only counts undefended? Klaw attacks me for 3.").empty());
}

TEST_CASE("reasoning: working that adds only results is set aside", "[ask][situation]") {
  // "she takes 3 damage and has 1 hit point left" is not the ally's hit
  // points: one reading, with Hellcat's 4.
  const Answer a = testing::ask_mc(
      "Klaw (ATK 1) attacked me and I defended with my ally Hellcat (4 hit points); the boost card "
      "showed 2 icons. I'm thinking allies don't have a DEF so she takes 3 damage and has 1 hit "
      "point left. Did I get that right?");
  CHECK(a.reading.fact("ally", "hp") == "4");
  CHECK(a.reading.claims.size() == 1);
  CHECK(a.readings.size() == 1);
  REQUIRE(a.report);
  // Near miss: the same working without the facts before it: the hit
  // points are only there, so it is read.
  const Answer b = testing::ask_mc(
      "Klaw (ATK 1) attacked me and I defended with my ally Hellcat; the boost card showed 2 "
      "icons. I'm thinking she has 4 hit points so she takes 3 damage. Did I get that right?");
  CHECK(b.readings.size() >= 2);
}

TEST_CASE("reasoning: working that may tell a fact is read both ways", "[ask][situation]") {
  // A status only the working gives: the two readings rule differently, no
  // one outcome is stated.
  const Answer a = testing::ask_mc(
      "Rhino (ATK 3) attacks me and I defend with Captain America (DEF 2, 11 hit points); no "
      "boost icons. I think Rhino is stunned, so nothing happens. Right?");
  CHECK(a.readings.size() >= 2);
  CHECK(a.readings_differ);
  CHECK_FALSE(a.report);
  // A life only the working gives: the outcome is alike ("the blocker is
  // KO'd") but the life ends 10 or 20: not stated as one.
  const Answer b = testing::ask_dm(
      "My Juggernaut (8A/2D) was blocked by a 1A/1D sidekick. I figure 7 goes through to his 10 "
      "life, so he's at 3. Right?");
  CHECK(b.readings.size() >= 2);
  CHECK(b.readings_differ);
}

TEST_CASE("reasoning: damage said as already on someone is a fact, not a result",
          "[ask][situation]") {
  // A sentence after the working that tells what was so before is read.
  const Reading r = testing::first_reading(
      "Rhino attacks Spider-Man, ATK 3, no boost, I don't defend. Spider-Man has 10 hit points. "
      "I think Rhino only hits for 3. Spidey had 8 damage from before. Is he KO'd?",
      "mc");
  CHECK(r.fact("hero", "damage") == "8");
  // Working that says it itself is read both ways, not set aside for sure.
  const Answer a = testing::ask_mc(
      "Rhino attacks Spider-Man, ATK 3, no boost, I don't defend. Spider-Man has 10 hit points. I "
      "think he already had 8 damage on him, so he's done. Is he KO'd?");
  CHECK_FALSE((a.report && a.report->values.at("hero.damage") == "3"));
}

TEST_CASE("reasoning: a last question telling only results asks them", "[ask][situation]") {
  std::vector<char> breaks;
  const std::vector<std::string> words = question_words(
      "hawkeye atk 1, 1 consequential, he's on 1 hp. he shoots the hydra merc (3hp). merc has 1 "
      "dmg and hawkeye dies to his own consequential?",
      &breaks);
  const std::vector<WordSpan> asked = results_asked(words, breaks);
  REQUIRE(asked.size() == 1);
  CHECK(words[asked[0].first] == "merc");
  // Its damage is the outcome asked about, not damage there before.
  const Reading r = testing::first_reading(
      "hawkeye atk 1, 1 consequential, he's on 1 hp. he shoots the hydra merc (3hp). merc has 1 "
      "dmg and hawkeye dies to his own consequential?",
      "mc");
  CHECK(r.fact("minion", "damage").empty());
  CHECK(r.fact("minion", "hp") == "3");
  // Near misses: hit points are told, not asked ("has 10 hp and survives?");
  // an asking word asks; the first sentence is the facts.
  auto asked_in = [](const std::string& q) {
    std::vector<char> b;
    const std::vector<std::string> w = question_words(q, &b);
    return results_asked(w, b).size();
  };
  CHECK(asked_in("Rhino attacks Spider-Man for 3. Spider-Man has 10 hp and survives?") == 0);
  CHECK(asked_in("Thor blocks it. At the end of the turn, how much damage is left on him?") == 0);
  CHECK(asked_in("merc has 1 dmg and hawkeye dies?") == 0);
  // Closing on a tag, a value "to" a number is put forward too.
  CHECK(asked_in("maria hill thw 2 thwarts the main at 5. main goes to 3, she takes 1 dmg and "
                 "she's exhausted, yeah?") == 1);
  // (Not without the tag: "main goes to 3?" may ask.)
  CHECK(asked_in("maria hill thw 2 thwarts the main at 5. main goes to 3?") == 0);
}

TEST_CASE("reasoning: a bug report's expected and actual results are claims", "[ask][situation]") {
  auto spans = [](const std::string& q) {
    std::vector<char> b;
    const std::vector<std::string> w = question_words(q, &b);
    std::vector<std::string> out;
    for (const WordSpan& s : expectations(w, b)) out.push_back(w[s.first] + ".." + w[s.last]);
    return out;
  };
  CHECK(spans("Setup: Spider-Man defends with DEF 3. Expected: Spider-Man takes 0. Actual: my "
              "friend says 1. Who's right?") ==
        std::vector<std::string>{"expected..0", "actual..1"});
  CHECK(spans("I defended and the app says I took 1 damage. What I expected: 0 damage.") ==
        std::vector<std::string>{"the..damage", "what..damage"});
  // Near misses: "got" with no colon tells ("I got 2 boost icons"); a
  // label that asks is asked.
  CHECK(spans("I got 2 boost icons and Rhino has ATK 2. How much do I take?").empty());
  CHECK(spans("Rhino attacks. Expected result: how much damage?").empty());
  // A bug report's other labels: what was observed, what the app or a friend
  // did, what the asker thought.
  CHECK(spans("Hulk attacks. Observed: friend says I can only hit one blocker. My expectation: "
              "both are KO'd. What happens?") ==
        std::vector<std::string>{"observed..blocker", "my..ko'd"});
  CHECK(spans("Widow thwarts. What the app/friend did: app removed 2 threat. Threat left?") ==
        std::vector<std::string>{"what..threat"});
  // Read: the damage the app claims is not damage there before.
  const Reading r = testing::first_reading(
      "Setup: Rhino (ATK 2) attacks Spider-Man (DEF 3, 10 HP), boost card has 2 icons. What "
      "happened: I defended and the app says I took 1 damage. What I expected: 0 damage since "
      "DEF 3 beats ATK 2. Which is correct?",
      "mc");
  CHECK(r.fact("hero", "damage").empty());
  CHECK(r.fact("villain", "boost") == "2");
}

TEST_CASE("reasoning: what an app or a friend did is only a claim, the asker's values may tell",
          "[ask][situation]") {
  auto only = [](const std::string& q) {
    std::vector<char> b;
    const std::vector<std::string> w = question_words(q, &b);
    std::vector<bool> out;
    for (const WordSpan& s : expectations(w, b)) out.push_back(only_claimed(w, b, s));
    return out;
  };
  CHECK(only("Widow thwarts. What the app/friend did: app removed 2 threat. Threat left?") ==
        std::vector<bool>{true});
  CHECK(only("Hulk attacks. Observed: my friend dealt me 2 damage. Expected: no attack.") ==
        std::vector<bool>{true, true});
  // Near misses: a value of a character in the asker's expectation, and
  // what the asker did, may tell a fact.
  CHECK(only("Thor attacks. Expected: Thor (6A/5D) survives.") == std::vector<bool>{false});
  // (A label that may open a fact, with the asker's own doing after it, is
  // no claim at all.)
  CHECK(only("Thor attacks. What happened: I put 2 on Jubilee at 3 hp.").empty());
  // Read: the claimed thwart is not a second thwart.
  const Reading r = testing::first_reading(
      "Ally Maria Hill, 2 HP, THW 2 with 1 consequential damage under her THW. The main scheme "
      "has 5 threat. Maria Hill thwarts the main scheme. What the app/friend did: app removed 2 "
      "threat. My expectation: 2 threat removed and she takes 1. How much threat is left?",
      "mc");
  CHECK(r.fact("main", "threat") == "5");
  CHECK(r.fact("thwart", "by") == "ally");
  CHECK(r.fact("hero", "thw").empty());
}
