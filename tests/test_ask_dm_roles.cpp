// Which die of a Dice Masters question attacks and which blocks, when the
// sentence says it in a description rather than with a verb: "an attacking
// 3A/2D die", a name of two words the vocabulary does not know.
#include <catch2/catch.hpp>

#include "query/ask/reading.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

namespace {

Reading read(const std::string& q) {
  return read_question(q, testing::test_vocabulary(), "dm").front();
}

}  // namespace

TEST_CASE("dm roles: two unknown name words side by side are one die", "[ask][situation]") {
  const Reading r = read(
      "I attack with my Ghost Rider die, 3A/2D with Immortal, and it isn't blocked. After my "
      "turn ends, where is the Ghost Rider die?");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("attacker", "immortal") == "true");
  CHECK_FALSE(r.has("blocker"));
  // Two names with a word between them stay two dice.
  const Reading two = read("my Gamora 4a/4d attacks and their Groot 2a/5d blocks");
  CHECK(two.fact("attacker", "a") == "4");
  CHECK(two.fact("blocker", "d") == "5");
}

TEST_CASE("dm roles: a determiner, a participle, then stats describe one die", "[ask][situation]") {
  const Reading r = read(
      "A blocker with 4A/3D is assigned to an attacking 3A/2D die that has Fast. Which of the "
      "two dice is KO'd?");
  CHECK(r.fact("blocker", "a") == "4");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("attacker", "fast") == "true");
  CHECK(r.fact("blocker", "fast").empty());
}
