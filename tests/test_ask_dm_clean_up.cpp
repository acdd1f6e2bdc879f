// The Clean Up Step told with the dice each player has where (dm:2.8): the
// Active player's Out of Play dice to the Used Pile, the Inactive player's
// unspent energy to theirs, an unused Action die to the Used Pile.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("dm clean up: each player's dice where the question puts them", "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "my clean up. me: 3 SK in OOP (spent this turn), used empty. opp (inactive): 2 SK on "
      "fist+mask in reserve, unspent, used empty. my used = ? my OOP = ? opp used = ?");
  CHECK(a.reading.action == "clean-up");
  REQUIRE(a.report);
  CHECK(a.report->values.at("p1.used") == "3");
  CHECK(a.report->values.at("p1.out-of-play") == "0");
  CHECK(a.report->values.at("p2.used") == "2");
  // "so they sat Out of Play": "they" is the dice, not the other player.
  const Answer told = testing::ask_dm(
      "End of turn 8 against Ruth. I'd spent three Sidekicks that turn so they sat Out of Play "
      "(my Used Pile was empty), and Ruth, the inactive player, was holding two unspent Sidekicks "
      "on fist and mask in her Reserve Pool with nothing in her Used Pile. We went through Clean "
      "Up. How many dice ended in my Used Pile?");
  REQUIRE(told.report);
  CHECK(told.report->values.at("p1.used") == "3");
  CHECK(told.report->values.at("p2.used") == "2");
}

TEST_CASE("dm clean up: an unused Action die goes to the Used Pile, energy stays",
          "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "Clean Up on my turn. My Reserve has a Power Surge Action die still on its action face "
      "(never used) and two Sidekicks on fist and shield; Used Pile empty. How many of my dice "
      "go to the Used Pile?");
  REQUIRE(a.report);
  CHECK(a.report->values.at("p1.used") == "1");
  CHECK(a.report->values.at("p1.reserve") == "2");
  // Near misses: no dice told where, no Clean Up read; the other player's
  // Clean Up is not read as the asker's.
  CHECK(testing::ask_dm("What happens in the Clean Up step?").reading.action != "clean-up");
  CHECK(
      testing::ask_dm("On his turn's clean up, I have 2 Sidekicks in my reserve.").reading.action !=
      "clean-up");
}

TEST_CASE("dm clean up: the asker inactive is not read, 'they have', 'nothing'",
          "[ask][situation]") {
  CHECK(testing::ask_dm("I'm the inactive player at clean up. I have 2 SK in reserve. Opp "
                        "(active) has 1 SK in reserve. What moves?")
            .reading.action != "clean-up");
  CHECK(testing::ask_dm("End of opponent's turn, clean up. I have 2 SK in reserve; opp has 1 SK "
                        "in reserve.")
            .reading.action != "clean-up");
  const Answer they =
      testing::ask_dm("My clean up. They have 2 SK left in reserve, I have 3 SK in OOP.");
  CHECK(they.reading.fact("p2", "reserve") == "2");
  CHECK(they.reading.fact("p1", "reserve").empty());
  const Answer nothing =
      testing::ask_dm("my clean up. I have 2 Thor dice in OOP and opp has nothing in reserve.");
  CHECK(nothing.reading.fact("p2", "reserve") == "0");
}

TEST_CASE("dm clean up: 'right after damage, before Clean Up' does not run the turn to its end",
          "[ask][situation]") {
  const auto to_end = [](const std::string& q) {
    return testing::first_reading(q, "dm").fact("turn", "to-end");
  };
  CHECK(to_end("My Hulk (5A/3D) attacks, unblocked. Where is Hulk right after combat damage, "
               "before Clean Up?")
            .empty());
  CHECK(to_end("My Hulk (5A/3D) attacks, unblocked. Where is Hulk (pre Clean Up)?").empty());
  CHECK(to_end("My Hulk (5A/3D) attacks, unblocked. Where is Hulk prior to the Clean Up Step?")
            .empty());
  // Near miss: after it.
  CHECK(to_end("My Hulk (5A/3D) attacks, unblocked. Where is Hulk after Clean Up?") == "true");
}
