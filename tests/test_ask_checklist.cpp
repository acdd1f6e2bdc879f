// The board told as a checklist: what is checked happened, what is not did
// not ("[x] Rhino attacks me (ATK 3) [ ] Black Cat defends -- damage?").
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/checklist.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("checklist: checked items are sentences, unchecked ones not done", "[ask][checklist]") {
  CHECK(checklist_as_sentences("[x] Rhino attacks me (ATK 3) [ ] Spider-Man defends (DEF 3, 10 "
                               "HP, 2 damage) [x] boost card: 1 icon -- damage on Spidey?") ==
        "Rhino attacks me (ATK 3). Spider-Man (DEF 3, 10 HP, 2 damage) does not defend. boost "
        "card: 1 icon. damage on Spidey?");
  // An unchecked item with no name and verb is left out.
  CHECK(checklist_as_sentences("[x] Hulk attacks (6A/6D) [ ] unblocked -> life?") ==
        "Hulk attacks (6A/6D). life?");
}

TEST_CASE("checklist: brackets that are no checklist stay as they are", "[ask][checklist]") {
  for (const char* s : {"Hulk [1] attacks. [1] 6A/6D", "[x] only one item here",
                        "[8:02] kat: rhino attacks [8:03] dev: boost 2"})
    CHECK(checklist_as_sentences(s) == s);
}

TEST_CASE("checklist: read as the situation", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "[x] Hulk attacks (level 2, 4A/5D) [ ] Loki blocks (2A/2D, stayed home) [x] opponent at 20 "
      "life -- opponent's life after? hulk's zone?",
      "dm");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("blocker", "a").empty());
  const Reading mc = testing::first_reading(
      "[x] Crossbones attacks me, ATK 3 [x] boost: 1 icon [ ] Spider-Man defends (DEF 3; 10 HP, 2 "
      "damage) [x] other player's Captain America defends (DEF 3, 11 HP, no damage) -- damage on "
      "each hero afterward?",
      "mc");
  CHECK(mc.fact("hero", "damage") == "2");
  CHECK(mc.defender == "hero2");
}
