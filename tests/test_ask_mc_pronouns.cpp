// Whom "she" and "he" are in Marvel Champions: one who thwarts or makes a
// basic attack or thwart is a player's character, never the villain named
// last ("the villain's next stage ... She does a basic thwart").
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("mc pronouns: 'she' who thwarts is the hero, not the villain named last",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Black Widow's turn. The main scheme has 5 threat; I keep forgetting what the villain's "
      "next stage does. She does a basic thwart with THW 2. How much threat is left?",
      "mc");
  CHECK(r.fact("hero", "thw") == "2");
  CHECK(r.fact("villain", "thw").empty());
  // Near miss: "he" who attacks after the villain is named is the villain.
  const Reading attacks = testing::first_reading(
      "Spider-Man (DEF 2, 10 hit points) is in hero form. Rhino is the villain. He attacks with "
      "ATK 3 and Spider-Man defends. Damage?",
      "mc");
  CHECK(attacks.fact("villain", "atk") == "3");
}
