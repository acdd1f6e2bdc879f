// The asker runs the villain: "My Rhino attacks my son's Spider-Man" is
// about that hero, the one the question's outcome keys call "hero".
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("villain player: the hero they attack is the hero", "[ask][situation]") {
  for (const char* q :
       {"I'm running Klaw for the table. My Klaw (ATK 3) attacks my daughter's She-Hulk (DEF 2, "
        "15 hit points) and she defends. My boost card shows no icons. How much damage is on her "
        "She-Hulk?",
        "I play the villain. Klaw (ATK 3) attacks my wife's She-Hulk (DEF 2, 15 hit points); she "
        "defends with She-Hulk. No boost icons. How much damage does She-Hulk take?"}) {
    const Reading r = testing::first_reading(q, "mc");
    CHECK(r.fact("hero", "def") == "2");
    CHECK(r.fact("hero", "hp") == "15");
    CHECK_FALSE(r.has("hero2"));
  }
}

TEST_CASE("villain player: a second hero is the other one", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My Rhino (ATK 2) attacks my son's Spider-Man (10 hit points), and my niece's Captain "
      "America (DEF 3, 11 hit points) defends for him. My boost card shows 1 icon. How much "
      "damage is on each hero?",
      "mc");
  CHECK(r.fact("hero", "hp") == "10");
  CHECK(r.fact("hero2", "def") == "3");
  CHECK(r.defender == "hero2");
}

TEST_CASE("villain player: a hero player is not one", "[ask][situation]") {
  // "my minion" is what a hero player calls the one engaged with them.
  const Reading minion = testing::first_reading(
      "My minion, a Hydra Mercenary (ATK 1), attacks me; my friend's Spider-Man (DEF 2) defends "
      "for me. How much damage does Spider-Man take?",
      "mc");
  CHECK(minion.defender == "hero2");
  // "Rhino attacks me": the asker is a hero, whatever else is "mine".
  const Reading me = testing::first_reading(
      "My Rhino (ATK 3) attacks me and my buddy's Captain America (DEF 3) defends. No boost. "
      "Damage?",
      "mc");
  CHECK(me.defender == "hero2");
}

TEST_CASE("whose hero: the only hero named is another's - and the asker plays none",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My nephew flipped his She-Hulk (15 hit points, 3 damage) down to Jennifer Walters on his "
      "turn, then tried to flip back to hero in the same turn. Which form is he in?",
      "mc");
  CHECK(r.action == "change-form");
  CHECK(r.fact("hero", "damage") == "3");
  CHECK(r.fact("change-form", "times") == "2");
  CHECK_FALSE(r.has("hero2"));
  // Near miss: the asker plays a hero too ("me").
  const Reading mine = testing::first_reading(
      "Klaw (ATK 3) attacks me and my friend's She-Hulk (DEF 2) defends for me. No boost. "
      "Damage on She-Hulk?",
      "mc");
  CHECK(mine.defender == "hero2");
}

TEST_CASE(
    "whose hero: 'the first player's hero Spider-Man' - 'the second player - whose hero "
    "is She-Hulk'",
    "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Two players: a Hydra Mercenary with guard is engaged with the second player, whose hero "
      "is She-Hulk. The first player's hero Spider-Man (ATK 2) attacks Klaw (12 hit points). "
      "How much damage does Klaw take?",
      "mc");
  CHECK(r.fact("hero", "atk") == "2");
  CHECK(r.fact("minion", "player") == "p2");
}
