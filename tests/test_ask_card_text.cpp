// Card text quoted in a Dice Masters question (query/ask/card_text.h): lifted
// out of the words, given to the die whose description it is written in,
// kept whole through the situation notation, and run by the engine; text
// the ability language cannot read is named as not simulated.
#include <catch2/catch.hpp>

#include <algorithm>

#include "query/ask/ask.h"
#include "query/ask/card_text.h"
#include "query/ask/notation.h"
#include "query/ask/reading.h"
#include "query/ask/situation.h"
#include "query/catalog.h"
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

Reading read(const std::string& q) {
  return read_question(q, vocabulary(), "").front();
}

bool mentions(const std::vector<std::string>& notes, const std::string& part) {
  return std::any_of(notes.begin(), notes.end(),
                     [&](const std::string& n) { return n.find(part) != std::string::npos; });
}

}  // namespace

TEST_CASE("ask card text: quotes that open card text are lifted, others stay", "[ask][card-text]") {
  const LiftedCardText a =
      lift_card_text("My Hulk's die has 'When this die is KO'd, gain 2 life.' and attacks");
  REQUIRE(a.texts.size() == 1);
  CHECK(a.texts[0] == "When this die is KO'd, gain 2 life.");
  CHECK(a.question == "My Hulk's die has  abilitytext  and attacks");
  // A stop inside the quote ends the sentence when a new one follows.
  CHECK(lift_card_text("Storm has \"When this die attacks, deal 1 damage.\" I attack").question ==
        "Storm has  abilitytext.  I attack");
  // Curly double quotes, two texts.
  const LiftedCardText b = lift_card_text(
      "it has \xE2\x80\x9CWhile active, your Sidekick dice get +1A\xE2\x80\x9D and \"When "
      "fielded, KO an opposing level 1 die\"");
  REQUIRE(b.texts.size() == 2);
  CHECK(b.texts[0] == "While active, your Sidekick dice get +1A");
  CHECK(b.texts[1] == "When fielded, KO an opposing level 1 die");
  // A term in quotes, a short quote, and an unclosed one stay as written.
  for (const char* q : {"is 'steady' a keyword?", "does 'when damaged' trigger",
                        "it has 'When this die attacks, deal 1 damage"}) {
    const LiftedCardText c = lift_card_text(q);
    CHECK(c.texts.empty());
    CHECK(c.question == q);
  }
  // A player's shorthand inside the quote is written out as cards print it.
  const LiftedCardText d =
      lift_card_text("i use action die 'deal 2 dmg to target opp, gain 4 life'");
  REQUIRE(d.texts.size() == 1);
  CHECK(d.texts[0] == "deal 2 damage to target opponent, gain 4 life");
  // Used on a die the question names, the words stay for the reader.
  CHECK(lift_card_text("a Global, 'deal 1 damage to target character die', on Thor").texts.empty());
}

TEST_CASE("ask card text: text the ability language reads whole says the game",
          "[ask][card-text]") {
  const Reading r = read("im at 2 opp at 3, i use an action die 'deal 3 damage to each player'");
  CHECK(r.game == "dm");
  CHECK(r.action == "action-text");
}

TEST_CASE("ask card text: the die it is written on has it, and the engine runs it",
          "[ask][card-text]") {
  const Reading r = read(
      "My 3A/3D die has 'When this die attacks, deal 1 damage to target opponent.' It attacks "
      "and is not blocked. What happens?");
  REQUIRE(r.situation());
  CHECK(r.fact("attacker", "ability") ==
        "When this die attacks, deal 1 damage to target opponent.");
  CHECK(r.not_simulated.empty());
  const Situation s = simulate_situation(r, "crb");
  REQUIRE(s.report);
  CHECK(s.report->values.at("p2.life") == "16");  // 1 from the ability, 3 unblocked
  // The notation keeps the text whole ("+2A" and its comma included).
  const Reading b = read(
      "My 5A die has 'When this die is blocked, it gets +2A, until end of turn.' and is blocked "
      "by a 2A/6D die.");
  const std::string line = to_notation(b);
  CHECK(line.find("+2A~") != std::string::npos);
  CHECK(to_notation(from_notation(line)) == line);
  CHECK(from_notation(line).fact("attacker", "ability") ==
        "When this die is blocked, it gets +2A, until end of turn.");
}

TEST_CASE("ask card text: text the language cannot read is not simulated, and says why",
          "[ask][card-text]") {
  const Reading r =
      read("My 5A die has 'When this die attacks, zap target opponent' and attacks, unblocked.");
  CHECK(r.fact("attacker", "ability").empty());
  CHECK(mentions(r.not_simulated, "'zap' is not a word the ability language knows"));
  // A Global ability is used by a player: with nothing saying it is used, it is not run.
  const Reading g = read(
      "My 5A die has 'Global: Pay 1 mask. Deal 1 damage to target opponent.' and attacks, "
      "unblocked.");
  CHECK(mentions(g.not_simulated, "the question does not say it is used"));
}

TEST_CASE("ask card text: a target the card leaves to its player is asked for, not picked",
          "[ask][card-text]") {
  const Answer a = ask(catalog(), vocabulary(),
                       "My 3A die has 'When this die attacks, KO target opposing character die.' "
                       "It attacks and is blocked by a 1A/1D die and a 2A/2D die.",
                       AskOptions{});
  REQUIRE(!a.readings.empty());
  const ReadingAnswer& r = a.readings.front();
  CHECK(!r.report);
  REQUIRE(r.missing.size() == 1);
  CHECK(r.missing[0] ==
        "which die the card text reaches (blocker or blocker2): its player chooses");
}

TEST_CASE("ask card text: Marvel Champions card text on a character is read and run",
          "[ask][card-text][mc]") {
  const Reading r = read(
      "My ally has 'Interrupt: When an enemy attacks you, deal 3 damage to that enemy.' A minion "
      "with 3 hit points and ATK 2 attacks me and I do not defend. How much damage do I take?");
  REQUIRE(r.situation());
  CHECK(r.game == "mc");
  CHECK(r.fact("ally", "ability") ==
        "Interrupt: When an enemy attacks you, deal 3 damage to that enemy.");
  CHECK(r.not_simulated.empty());
  const Situation s = simulate_situation(r, "1.3");
  REQUIRE(s.report);
  CHECK(s.report->values.at("minion.defeated") == "true");
  CHECK(s.report->values.at("hero.damage") == "0");
  const std::string line = to_notation(r);
  CHECK(to_notation(from_notation(line)) == line);
  // A quote with no timing trigger stays for the reader ("a star: '...'").
  CHECK(lift_card_text("the boost card has a star: 'Give the villain a tough status card'", true)
            .texts.empty());
}

TEST_CASE("ask card text: Marvel Champions text that cannot run is named, not simulated",
          "[ask][card-text][mc]") {
  const Reading unknown = read(
      "My ally has 'Interrupt: When an enemy attacks you, zap that enemy.' A minion with 3 hit "
      "points and ATK 2 attacks me. How much damage do I take?");
  CHECK(unknown.fact("ally", "ability").empty());
  CHECK(mentions(unknown.not_simulated, "'zap' is not a word the ability language knows"));
  const Reading action = read(
      "My ally has 'Action: Exhaust this ally -> deal 2 damage to an enemy.' A minion with 3 hit "
      "points and ATK 2 attacks me. How much damage do I take?");
  CHECK(mentions(action.not_simulated, "the question does not say it is used"));
  CHECK(!action.left_out.empty());  // so no outcome is stated without it
}

TEST_CASE("ask card text: Dice Masters text naming Sidekick dice is named, not simulated",
          "[ask][card-text][dm]") {
  const Reading r = testing::first_reading(
      "I have a Nick Fury die (card text: \"While active, your Sidekick dice get +1A.\") and "
      "attack "
      "with two 1A/1D Sidekick dice that my opponent does not block. Their life after combat?",
      "dm");
  CHECK(r.fact("p1-die", "ability").empty());
  CHECK(mentions(r.not_simulated, "which dice are Sidekicks"));
  CHECK(!r.left_out.empty());
  // Near miss: text that names no Sidekick is simulated.
  const Reading h = testing::first_reading(
      "My 3A/3D Hulk (card text: \"When this die attacks, deal 1 damage to your opponent.\") "
      "attacks and is not blocked. Their life after combat?",
      "dm");
  CHECK(h.left_out.empty());
}
