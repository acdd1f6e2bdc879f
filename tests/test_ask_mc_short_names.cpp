// A Marvel Champions character called by one word of its name: "Maria has
// THW 2 ... is Maria Hill defeated?" is the ally named in full after it.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("mc short names: a first name before the name said in full is that character",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Maria has THW 2 with 1 consequential damage, and 2 hit points with 1 damage already. She "
      "thwarts the side scheme, which has 2 threat. Is the side scheme defeated, and is Maria "
      "Hill defeated?",
      "mc");
  CHECK(r.fact("ally", "thw") == "2");
  CHECK(r.fact("ally", "hp") == "2");
  CHECK_FALSE(r.has("hero"));
  // Near miss: a rulebook word is not taken for a later name's ("Black"
  // before "Black Cat").
  const Reading black = testing::first_reading(
      "Spider-Man (DEF 2, 10 hit points) defends against Rhino (ATK 3). Black Cat is not in "
      "play. How much damage does Spider-Man take?",
      "mc");
  CHECK(black.fact("hero", "def") == "2");
}
