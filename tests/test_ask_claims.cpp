// A dispute's claims ("He says he goes to 7 ... I say he's at 7 but ...")
// are what each side worked out, not what happened: the reader sets them
// aside when the rest of the question tells the situation, and reads them
// when the facts are only there.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/claims.h"
#include "query/ask/tokens.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

namespace {

std::vector<WordSpan> claims_in(const std::string& q) {
  std::vector<char> breaks;
  const std::vector<std::string> words = question_words(q, &breaks);
  return dispute_claims(words, breaks, [](const std::string& w) {
    return !testing::test_vocabulary().match({w}, "").empty();
  });
}

}  // namespace

TEST_CASE("claims: two sides saying what they think are a dispute", "[ask][situation]") {
  CHECK(claims_in("Rhino attacks. My friend says it's 2. I say it's 4. Who's right?").size() == 2);
  CHECK(claims_in("He says 3 tramples over, and I say 1 does. What's my life?").size() == 2);
  CHECK(claims_in("Player A argued the boost counts; Player B thought not.").size() == 2);
  // Near misses: one claim is no dispute; "what do I say" asks.
  CHECK(claims_in("My friend says the boost counts. Is he right?").empty());
  CHECK(claims_in("What do I say when Rhino attacks? What does he say?").empty());
  CHECK(claims_in("Rhino says nothing and attacks. Klaw says hi.").empty());
  // Two people by their names.
  CHECK(claims_in("Thor is double-blocked. Rex says both are KO'd. Kat says only Loki is. Who is "
                  "right?")
            .size() == 2);
  // A name that is one word of a character's ("quinn") is still a person's.
  CHECK(claims_in("Quinn says wild only works for Globals. Rae says wild counts as any type.")
            .size() == 2);
  // Near misses: what the card or the rules say is no person's claim.
  CHECK(claims_in("The card says deal 2. The rulebook says it is 3.").empty());
}

TEST_CASE("claims: a dispute's numbers are not the facts", "[ask][situation]") {
  AskOptions dm;
  dm.game = "dm";
  const Answer a = ask(testing::test_catalog(),
                       "My Hulk (6A/5D, Overcrush) is blocked by Cyclops (2A/4D); opponent at 10. "
                       "My opponent says Overcrush needs double the defense, so nothing goes "
                       "through and he stays at 10. I say 4 KOs Cyclops and the other 2 go to "
                       "him, so he's on 8. Who's right: his life?",
                       dm);
  REQUIRE(a.report);
  CHECK(a.reading.claims.size() == 2);
  CHECK(a.report->values.at("p2.life") == "8");
  CHECK(a.reading.fact("p2", "life") == "10");
  // ("so it can block next turn", said in a claim, does not end the turn.)
  const Answer zone = ask(testing::test_catalog(),
                          "My Hulk (5A/4D) attacked and went unblocked; my opponent was at 12. He "
                          "says my Hulk goes back to my Field Zone so it can block next turn. I "
                          "say the Hulk goes Out of Play. Where is the Hulk?",
                          dm);
  REQUIRE(zone.report);
  CHECK(zone.report->values.at("attacker.zone") == "out-of-play");
}

TEST_CASE("claims: facts told only in the claims are read", "[ask][situation]") {
  AskOptions mc;
  mc.game = "mc";
  const Answer a = ask(testing::test_catalog(),
                       "My friend says a minion with ATK 3 attacking my hero (9 hit points), "
                       "undefended, deals 3. I say it deals 3 too. Who's right?",
                       mc);
  CHECK(a.reading.claims.empty());
  CHECK(a.reading.situation());
  CHECK(a.reading.fact("minion", "atk") == "3");
}

TEST_CASE("claims: a post's headline is not the situation", "[ask][situation]") {
  std::vector<char> breaks;
  const std::vector<std::string> words = question_words(
      "Rules question: splitting damage between two blockers. My Wolverine (4A/5D) got double "
      "blocked by Cyclops (1A/3D) and Jubilee (1A/1D).",
      &breaks);
  const auto title = headline(words, breaks);
  REQUIRE(title);
  CHECK(title->last == 6);
  AskOptions dm;
  dm.game = "dm";
  const Answer a = ask(testing::test_catalog(),
                       "Rules question: splitting damage between two blockers. My Wolverine "
                       "(4A/5D) got double blocked by Cyclops (1A/3D) and Jubilee (1A/1D). I put 3 "
                       "damage on Cyclops and 1 on Jubilee. Are both KO'd?",
                       dm);
  REQUIRE(a.report);
  CHECK(a.reading.fact("attacker", "d") == "5");
  CHECK(a.reading.headline == "rules question splitting damage between two blockers");
  // Near miss: a label with nothing after it is the whole question.
  std::vector<char> b2;
  const std::vector<std::string> w2 =
      question_words("Rules question: what does overcrush do?", &b2);
  CHECK_FALSE(headline(w2, b2));
}

TEST_CASE("claims: one player unsure is no dispute, a headline that tells is read",
          "[ask][situation]") {
  CHECK(claims_in("Rhino (ATK 3) attacks me. I think my hero has 10 hit points. I believe I "
                  "didn't defend, and I think Rhino had boost 1.")
            .empty());
  // Near miss: two people.
  CHECK(claims_in("Rhino attacks. I think it's 3. My friend thinks it's 4.").size() == 2);
  std::vector<char> breaks;
  const std::vector<std::string> words =
      question_words("Rules question: Hulk blocks Cyclops. Hulk is 6A/5D, Cyclops 3A/4D.", &breaks);
  CHECK_FALSE(headline(words, breaks));
}

TEST_CASE("claims: a claim inside the headline and a claim after a comma", "[ask][situation]") {
  AskOptions dm;
  dm.game = "dm";
  const Answer a = ask(testing::test_catalog(),
                       "Rules question: my friend says overcrush works. I say it does not. My "
                       "Hulk (6A/5D, Overcrush) is blocked by a 2A/4D. Opp at 10.",
                       dm);
  CHECK(a.reading.claims.empty());
  CHECK(a.reading.headline == "rules question my friend says overcrush works");
  // A claim set aside after a comma keeps its sentence's stop: what
  // follows is a sentence of its own.
  const Reading r = testing::first_reading(
      "My Hulk (6A/5D) attacks, and my friend says nothing tramples. I say 2 does. Cyclops "
      "(2A/4D) blocks him.",
      "dm");
  CHECK(r.claims.size() == 2);
  CHECK(r.fact("blocker", "d") == "4");
  CHECK(r.fact("attacker", "a") == "6");
}

namespace {

std::vector<WordSpan> conclusions_in(const std::string& q) {
  std::vector<char> breaks;
  const std::vector<std::string> words = question_words(q, &breaks);
  return conclusions(words, breaks);
}

}  // namespace

TEST_CASE("claims: the asker's own working asked back is not a fact", "[ask][situation]") {
  CHECK(conclusions_in("Rhino atk 3 hits me. So I'm on 6 dmg, 4 hp left?").size() == 1);
  CHECK(conclusions_in("rhino sch 1 + 2 boost. so main ends on 6?").size() == 1);
  // (A bracket ends it.)
  const auto bracket = conclusions_in("I draw 4. So 5 in prep (had 6)?");
  REQUIRE(bracket.size() == 1);
  CHECK(bracket.front().last == 6);  // "prep"
  // Near misses: "so" that asks, inside a telling clause, with no number,
  // in a sentence that tells, or opening the question.
  CHECK(conclusions_in("Rhino atk 3 hits me. So does the 3 go through?").empty());
  CHECK(conclusions_in("I'm in alter-ego so Rhino schemes with SCH 2?").empty());
  CHECK(conclusions_in("Rhino hits me. So am I defeated?").empty());
  CHECK(conclusions_in("Rhino hits me. So I'm on 6 damage.").empty());
  CHECK(conclusions_in("So Rhino (ATK 3) hits me for 3?").empty());
  CHECK(conclusions_in("Rhino hits me. So far 2 damage?").empty());
}

TEST_CASE("claims: a worked-out result does not replace what was told", "[ask][situation]") {
  AskOptions mc;
  mc.game = "mc";
  const Answer a = ask(testing::test_catalog(),
                       "spidey has 10 hp and 3 dmg on him. vulture atk 3 hits him, undefended. "
                       "so I'm on 6 dmg, 4 hp left?",
                       mc);
  // Set aside, the told 10 stands; read, the 4 would: both readings are
  // shown, and no one outcome is stated.
  CHECK(a.reading.fact("hero", "hp") == "10");
  CHECK(a.readings.size() >= 2);
  CHECK_FALSE(a.report);
  // A fact in the "so" sentence ("So he's at 2 life, did I win?") is not
  // lost: read, it gives the other reading.
  AskOptions dm;
  dm.game = "dm";
  const Answer life = ask(testing::test_catalog(),
                          "I attack with a 3/3 Overcrush, he blocks with a 1/1. So he's at 2 life, "
                          "did I win?",
                          dm);
  CHECK_FALSE(life.report);
  CHECK(life.readings.size() >= 2);
  // Told in the same sentence, the facts are read: no "so" opens it.
  const Answer told = ask(testing::test_catalog(),
                          "I'm Peter Parker so Rhino (SCH 1) schemes with a 2 icon boost on the "
                          "main scheme at 3?",
                          mc);
  CHECK(told.reading.claims.empty());
}

namespace {

std::optional<WordSpan> belief_in(const std::string& q) {
  std::vector<char> breaks;
  const std::vector<std::string> words = question_words(q, &breaks);
  return belief(words, breaks);
}

}  // namespace

TEST_CASE("claims: a rule half-remembered before the situation is set aside", "[ask][situation]") {
  // Each way of saying it is a belief: a tag, a negative opening, "I
  // heard", someone's say-so.
  CHECK(belief_in("Tough cards only block one damage, yes? Klaw ATK 4 hits my Thor.").has_value());
  CHECK(belief_in("Isn't a boost skipped when defended? Rhino attacks me.").has_value());
  CHECK(belief_in("Ties go to the attacker, I heard, so both die? My 3/3 hits a 3/3.").has_value());
  CHECK(belief_in("My cousin says guard stops allies too? Hawkeye attacks Klaw.").has_value());
  CHECK(
      belief_in("Retaliate hits allies too, doesn't it? Black Cat attacks Whiplash.").has_value());
  const auto span = belief_in("Confused only matters for villains, right? I thwart for 2.");
  REQUIRE(span.has_value());
  CHECK(span->last == 5);  // "right"
  // Near misses: the question alone, a first sentence that asks plainly,
  // one that tells, "I" followed by no belief verb.
  CHECK_FALSE(belief_in("Tough cards only block one damage, right?").has_value());
  CHECK_FALSE(belief_in("Does Rhino get a boost card? He attacks me for 3.").has_value());
  CHECK_FALSE(belief_in("Rhino attacks me for 3. I defend with DEF 2, right?").has_value());
  CHECK_FALSE(belief_in("Can I defend with my ally? Rhino (ATK 3) attacks me.").has_value());
}

TEST_CASE("claims: the belief's words are not read as the table's", "[ask][situation]") {
  // "undefended" in the belief does not make the told defence none.
  const Reading r = testing::first_reading(
      "Boost icons are ignored unless the attack is undefended, yes? Klaw (ATK 3) attacked my "
      "Thor (DEF 2), who defended; the boost card had 1 icon. Damage on Thor?",
      "mc");
  REQUIRE(r.claims.size() == 1);
  CHECK(r.defender == "hero");
  CHECK(r.fact("villain", "boost") == "1");
  // With a number in it the belief may repeat a fact: read both ways, and
  // no one outcome is stated when the two rule differently.
  AskOptions mc;
  mc.game = "mc";
  const Answer a = ask(testing::test_catalog(),
                       "A tough card stops only 1 damage, so Klaw does 3 to me, right? Klaw "
                       "(ATK 4) attacked my Thor, who has a tough card; I didn't defend. Damage "
                       "on Thor?",
                       mc);
  CHECK(a.reading.fact("villain", "atk") == "4");
  CHECK(a.reading.claims.size() == 1);
  CHECK(a.readings.size() >= 2);
}

TEST_CASE("claims: a belief that names a character is read both ways", "[ask][situation]") {
  AskOptions dm;
  dm.game = "dm";
  // Set aside, Overcrush is lost; read, it is Thor's: two readings, no one
  // outcome stated.
  const Answer a = ask(testing::test_catalog(),
                       "My Thor has Overcrush, yes? Thor (5A/4D) is blocked by Beast (2A/3D). "
                       "How much damage does my opponent take?",
                       dm);
  CHECK(a.readings.size() >= 2);
  CHECK_FALSE(a.report);
  // "I thought" is not corrected to "though": still a belief.
  std::vector<char> breaks;
  const std::vector<std::string> words = testing::test_vocabulary().corrected(
      question_words("I thought boost only counts undefended? Klaw attacks me.", &breaks));
  CHECK(words[1] == "thought");
  CHECK(belief(words, breaks).has_value());
}

TEST_CASE(
    "claims: a rule stated as a question is a belief, one that leaves a 'he' with no one "
    "is read",
    "[ask][situation]") {
  CHECK(
      belief_in("Overcrush only works against one blocker? My Hulk 6A/4D is blocked.").has_value());
  CHECK(belief_in("The attacker always loses a tie? My 3/3 hits a 3/3.").has_value());
  // Near miss: asked with "does", it asks.
  CHECK_FALSE(belief_in("Does Overcrush only work against one blocker? My Hulk 6A/4D is blocked.")
                  .has_value());
  // Set aside, "He" would have no one: the belief is read.
  const Reading r = testing::first_reading(
      "Stunned heroes just skip the attack, right, so Thor doesn't exhaust? He's stunned, and I "
      "used his basic attack (ATK 3) on Klaw, who had 2 damage of 14 hit points.",
      "mc");
  CHECK(r.fact("hero", "stunned") == "true");
  CHECK_FALSE(r.dangling);
}
