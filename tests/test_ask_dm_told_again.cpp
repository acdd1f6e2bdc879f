// What a Dice Masters question tells again: the damage the combat deals,
// asked about ("survives with 4 damage", "taking 3 and surviving"), is not
// damage already on the die; a die named again by its own stats ("my 5/4
// ... does my 5/4 die?") or its keywords is that die, not one more.
#include <catch2/catch.hpp>

#include "query/ask/reading.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

namespace {

Reading read(const std::string& q) {
  return testing::first_reading(q, "dm");
}

}  // namespace

TEST_CASE("dm told again: damage the combat deals is not damage already there",
          "[ask][situation]") {
  for (const char* q :
       {"opp's 3/3 attacks, my 1/4 blocks it, taking 3 damage and surviving. is the damage still "
        "there next turn?",
        "Thor 3A/3D attacks and Iron Man 1A/4D blocks and survives with 3 damage. Is it gone at "
        "end of turn?",
        "their 3/3 swings, i block with my 1/4. does my 1/4 survive the 3 damage from their "
        "guy?"}) {
    CAPTURE(q);
    const Reading r = read(q);
    CHECK(r.fact("blocker", "d") == "4");
    CHECK(r.fact("blocker", "damage").empty());
    CHECK_FALSE(r.has("blocker2"));
  }
  // Damage told as already there stays.
  const Reading before = read("my 1/4 already has 2 damage and blocks their 3/3. does it die?");
  CHECK(before.fact("blocker", "damage") == "2");
}

TEST_CASE("dm told again: a die named again by its stats or keywords is the same die",
          "[ask][situation]") {
  const Reading stats =
      read("my 5/4 is blocked by a 2/2 and a 3/3. i put 2 on each. does my 5/4 survive?");
  CHECK(stats.fact("attacker", "a") == "5");
  CHECK(stats.has("blocker2"));
  CHECK_FALSE(stats.has("blocker3"));
  const Reading keyword = read(
      "my 4/4 with iron will is blocked by a 2/2 and a 2/3. do i lose my iron will guy to 4 dmg "
      "from both?");
  CHECK(keyword.fact("attacker", "iron-will") == "true");
  CHECK_FALSE(keyword.has("blocker3"));
  // Their die with the same stats as one of mine is theirs.
  const Reading theirs = read(
      "I attack with a Sidekick (1A/1D) and Hulk (5A/5D). They block Hulk with their own 1A/1D "
      "Sidekick.");
  CHECK(theirs.has("attacker2"));
  CHECK(theirs.fact("blocker", "a") == "1");
}

TEST_CASE("dm told again: 'does X die', 'X still die' are verbs, a spaced dash parts",
          "[ask][situation]") {
  for (const char* q : {"flash 3/2 fast blocked by rhino 4/3 - does flash die or does fast save it",
                        "bullseye 2/2 deadly attacks, thor 3/6 blocks and kills it. thor still die "
                        "end of turn from deadly?"}) {
    CAPTURE(q);
    const Reading r = read(q);
    CHECK_FALSE(r.has("blocker2"));
    CHECK(r.fact("blocker", "fast").empty());
    CHECK(r.fact("blocker", "deadly").empty());
  }
  // "the Hulk die" is still a die.
  CHECK(read("my 5/5 attacks and the Hulk die 3/3 blocks").fact("blocker", "a") == "3");
}

TEST_CASE("dm told again: what the players agreed or claimed is in dispute, not the state",
          "[ask][situation]") {
  const Reading r = read(
      "My 1/4 blocked my opponent's 3/3 last game. We agreed nothing died, with 3 damage on my "
      "blocker and 1 on his attacker. Is that right?");
  CHECK(r.fact("blocker", "damage").empty());
  CHECK(r.fact("attacker", "damage").empty());
  // Said as what is there, it stays.
  CHECK(read("my 1/4 already has 2 damage and blocks their 3/3.").fact("blocker", "damage") == "2");
}
