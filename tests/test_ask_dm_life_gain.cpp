// Life gained in Dice Masters, said the ways players say it: "gain 2
// life", "an ability granting them 5 Life", "a 5-life gain". Life cannot
// go past the 20 the game starts with (dm:1.1.3).
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("dm life gain: every way of saying it is read and capped at 20", "[ask][situation]") {
  AskOptions dm;
  dm.game = "dm";
  for (const std::string q : {
           "A player with 17 Life resolves an ability granting them 5 Life. What is their "
           "resulting Life total?",
           "Can a 5-life gain take me past 20 if I'm currently at 17?",
           "im at 17 and gain 5 life, life after?",
       }) {
    INFO(q);
    const Answer a = ask(testing::test_catalog(), q, dm);
    REQUIRE(a.report);
    CHECK(a.report->values.at("p1.life") == "20");
  }
}
