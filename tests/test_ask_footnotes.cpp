// A forum post's numbered footnotes, each moved to where its marker
// stands: "Hulk [1] swung unblocked ... [1] level 2, 6A/6D".
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/footnotes.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("footnotes: each note goes where its marker stands", "[ask][footnotes]") {
  CHECK(footnotes_in_place("Hulk [1] swung at my opponent [2]. Life after? [1] level 2, 6A/6D "
                           "[2] 15 life") ==
        "Hulk (level 2, 6A/6D) swung at my opponent (15 life). Life after?");
  // A note at a sentence's end that opens as a sentence is one.
  CHECK(footnotes_in_place("One ability hits both players for 3 [1]. Who wins? [1] I'm on 2 life, "
                           "opponent on 3") ==
        "One ability hits both players for 3. I'm on 2 life, opponent on 3. Who wins?");
  // One that goes on describing stays in brackets.
  CHECK(footnotes_in_place("Iron Man had a tough card [2]. Damage after? [2] plus 1 damage") ==
        "Iron Man had a tough card (plus 1 damage). Damage after?");
}

TEST_CASE("footnotes: brackets that are not notes stay as they are", "[ask][footnotes]") {
  // A marker with no note after it.
  const std::string lone = "Hulk [1] attacks and Loki blocks.";
  CHECK(footnotes_in_place(lone) == lone);
  // A note with no marker before it.
  const std::string unmarked = "Hulk attacks. [1] 6A/6D [2] 15 life";
  CHECK(footnotes_in_place(unmarked) == unmarked);
  // A chat's stamps are no numbers alone.
  const std::string chat = "[8:02] kat: rhino attacks [8:03] dev: boost 2";
  CHECK(footnotes_in_place(chat) == chat);
  // Markers after the first note: not a post's notes.
  const std::string mixed = "Hulk [1] attacks. [1] 6A/6D and Loki [2] blocks [2] 2A/3D";
  CHECK(footnotes_in_place(mixed) == mixed);
}

TEST_CASE("footnotes: a post's stats read from its notes", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Unblocked Hulk - where does the die go? - Hulk [1] swung unblocked at my opponent [2]. "
      "Life after, and which zone is the Hulk die in? [1] level 2, 6A/6D [2] 15 life",
      "dm");
  CHECK(r.fact("attacker", "a") == "6");
  CHECK(r.fact("attacker", "level") == "2");
  CHECK(r.fact("p2", "life") == "15");
}
