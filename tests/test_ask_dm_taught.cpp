// A Dice Masters situation told to a learner ("You've got Storm in the
// field, 3A/2D. You attack, and your opponent blocks with Loki, 4A/3D"):
// where a die is before its stats, a bare "I attack" with one die of mine
// in play, a clause after ", and", a name the reader does not know before
// the stats, and "blocks with both".
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("taught: 'You attack' with the one die of yours in the field", "[ask][situation]") {
  for (const char* q :
       {"You've got Storm in the field, 3A/2D with Fast. You attack, and your opponent blocks "
        "with Loki, 4A/3D. What happens to Loki?",
        "I have Storm in the field, 3A/2D with Fast. I attack, and my opponent blocks with Loki "
        "4A/3D. What happens to Loki?"}) {
    const Reading r = testing::first_reading(q, "dm");
    CHECK(r.fact("attacker", "a") == "3");
    CHECK(r.fact("attacker", "fast") == "true");
    CHECK(r.fact("blocker", "a") == "4");
  }
  // Near miss: two dice of mine in the field, and no word says which
  // attacks: neither is taken for the attacker.
  const Reading two = testing::first_reading(
      "I have Storm 3A/2D and Thor 5A/5D in the field. I attack, and my opponent blocks with "
      "Loki 4A/3D. What happens to Loki?",
      "dm");
  CHECK(two.fact("attacker", "a") != "3");
}

TEST_CASE("taught: 'blocks with both X and Y' blocks with both", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Your Hulk is 8A/6D with Overcrush. You attack; your opponent, at 20 life, blocks with both "
      "Storm (1A/2D) and Cyclops (2A/3D). How much life does your opponent end up with?",
      "dm");
  CHECK(r.fact("attacker", "a") == "8");
  CHECK(r.fact("blocker", "a") == "1");
  CHECK(r.fact("blocker2", "a") == "2");
}

TEST_CASE("taught: 'I attack, and my opponent blocks': the opponent is no target",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My Storm is 3A/2D with Fast. I attack, and my opponent blocks with Loki 4A/3D. What "
      "happens to Loki?",
      "dm");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("blocker", "d") == "3");
}

TEST_CASE("taught: 'and I block' with the one die of mine in the field", "[ask][situation]") {
  for (const char* q :
       {"Your opponent attacks with Storm 3A/2D. You've got Cyclops in the field, 4A/3D, and you "
        "block.",
        "I've got Cyclops 4A/3D in the field; my opponent attacks me with Storm 3A/2D, and I "
        "block."}) {
    const Reading r = testing::first_reading(q, "dm");
    CHECK(r.fact("attacker", "a") == "3");
    CHECK(r.fact("blocker", "a") == "4");
  }
  // Near miss: two dice of mine in the field and a bare "I block": no
  // blocker is guessed.
  const Reading two = testing::first_reading(
      "I've got Storm 3A/2D and Hulk 5A/5D in the field; my opponent attacks me with Thor 4A/4D, "
      "and I block.",
      "dm");
  CHECK_FALSE(two.has("blocker"));
}

TEST_CASE("taught: 'Thor attacks and Loki does not block': Loki is no target", "[ask][situation]") {
  for (const char* q : {"Thor 4A/4D attacks and Loki 2A/3D does not block. Opp at 10.",
                        "The attack is made by Thor 4A/4D; Loki 2A/3D does not block. Opp at 5."}) {
    const Reading r = testing::first_reading(q, "dm");
    CHECK(r.fact("attacker", "a") == "4");
    CHECK_FALSE(r.has("blocker"));
  }
}

TEST_CASE("taught: dice listed in brackets after 'in my field' are in play", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "I have four dice in my field (Hulk 4A/4D, Thor 3A/3D, Storm 2A/2D, a sidekick 1A/1D) but "
      "only Hulk and Thor attack. No blocks, opponent at 20 life. What is his life?",
      "dm");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("attacker2", "a") == "3");
  CHECK_FALSE(r.has("blocker"));
}

TEST_CASE("taught: 'I attack and my opponent's Loki blocks' after my field's brackets",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "In my field (Hulk 5A/5D), I attack and my opponent's Loki 2A/3D blocks. Who is KO'd?", "dm");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("blocker", "a") == "2");
  const Reading not_block = testing::first_reading(
      "My Thor 4A/4D attacks and my opponent's Loki 2A/3D does not block. Opp at 10.", "dm");
  CHECK(not_block.fact("attacker", "a") == "4");
  CHECK_FALSE(not_block.has("blocker"));
}

TEST_CASE("taught: 'in the field and I attack' with two dice of mine guesses no attacker",
          "[ask][situation]") {
  const Reading two = testing::first_reading(
      "I've got Storm 3A/2D and Thor 4A/4D in the field and I attack; my opponent doesn't block. "
      "How much damage does my opponent take?",
      "dm");
  CHECK_FALSE(two.has("blocker"));
  CHECK(two.fact("attacker", "a").empty());
  const Reading one = testing::first_reading(
      "I've got Storm 3A/2D in the field and I attack; my opponent doesn't block. Opp at 10. "
      "Life?",
      "dm");
  CHECK(one.fact("attacker", "a") == "3");
}

TEST_CASE("taught: 'Only the sidekicks attack' leaves Hulk in the field", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "I have Hulk 5A/5D and two sidekicks 1A/1D in my field. Only the sidekicks attack, no "
      "blocks. Opp at 10. Life?",
      "dm");
  CHECK(r.fact("attacker", "a") == "1");
  CHECK(r.fact("attacker2", "a") == "1");
  CHECK(r.fact("p1-die", "a") == "5");
}
