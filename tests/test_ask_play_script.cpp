// A situation told as a play script: speaker tags in capitals, stage
// directions in brackets, the question by one of the speakers.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/play_script.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("play script: tags go - other speakers' first person is theirs", "[ask][notation]") {
  CHECK(play_script_as_story("ME: Cyclops attacks. OPPONENT: I block with my Loki. ME: Judge, "
                             "where does Loki go?") ==
        "Cyclops attacks. they block with their Loki. Judge, where does Loki go?");
  // The asker without a ME tag: the last speaker who asks.
  CHECK(play_script_as_story("SAM: My Klaw attacks you. KIM: I defend with She-Hulk. SAM: OK. "
                             "KIM: Judge, how much damage do I take?") ==
        "their Klaw attacks me. I defend with She-Hulk. OK. Judge, how much damage do I take?");
  // A stage direction after a sentence is said inside it.
  CHECK(play_script_as_story("ME: Thor attacks. (Thor: 5A/4D) OPPONENT: No block. ME: Life?") ==
        "Thor attacks (Thor: 5A/4D). No block. Life?");
  // Near misses: one tag, or capital labels of values.
  const std::string one = "EDIT: Rhino has ATK 3. He attacks me. Damage?";
  CHECK(play_script_as_story(one) == one);
  const std::string labels = "Rhino. ATK: 3. DEF: 2. HP: 10. Damage?";
  CHECK(play_script_as_story(labels) == labels);
}

TEST_CASE("play script: the dice and the blocks are read from the lines", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "ME: Cyclops attacks. (Cyclops: 4A/3D) OPPONENT: Magneto blocks. (Magneto: 2A/5D) ME: "
      "Judge, where does each die go?",
      "dm");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("blocker", "a") == "2");
  CHECK(r.fact("blocker", "d") == "5");
}

TEST_CASE("dice names: a name labelling its stats - a name before its verb", "[ask][situation]") {
  // "Loki blocks (3A/3D)": a word the vocabulary does not know, then the
  // verb it does and its stats.
  const Reading verb = testing::first_reading(
      "Thor attacks (5A/4D). Zemo blocks (3A/3D). Where does Zemo go?", "dm");
  CHECK(verb.fact("blocker", "a") == "3");
  CHECK(verb.fact("attacker", "a") == "5");
  // "(Thor: 5A/4D, Hulk: 6A/6D)": two dice listed with colons.
  const Reading listed = testing::first_reading(
      "Thor and Hulk attack (Thor: 5A/4D, Hulk: 6A/6D). Zemo blocks Thor (Zemo: 2A/5D). "
      "Opponent at 20 life. What's his life after?",
      "dm");
  CHECK(listed.fact("attacker", "a") == "5");
  CHECK(listed.fact("attacker2", "a") == "6");
  CHECK(listed.fact("blocker", "d") == "5");
  // Names said again in brackets after the verb are its doers, not its object.
  const Reading doers = testing::first_reading(
      "Hulk attacks (6A/6D). Cyclops and Storm block (Cyclops 3A/4D, Storm 2A/3D). Where do they "
      "go?",
      "dm");
  CHECK(doers.fact("blocker", "a") == "3");
  CHECK(doers.fact("blocker2", "a") == "2");
  CHECK_FALSE(doers.has("attacker2"));
  // Near miss: "three dice: 2A/2D, 1A/3D" lists; "weak: 2A/2D" names nothing.
  const Reading list = testing::first_reading(
      "My Hulk (7A/8D) attacks and they block with three dice: 2A/2D, 1A/3D and 3A/2D. Which are "
      "KO'd?",
      "dm");
  CHECK(list.fact("blocker3", "a") == "3");
}

TEST_CASE("a status told with a reminder tag is told", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Klaw (ATK 3) attacks She-Hulk (15 hit points), no one defends. Klaw is stunned, remember? "
      "How much damage does she take?",
      "mc");
  CHECK(r.fact("villain", "stunned") == "true");
}

TEST_CASE("dice names: a name said again in brackets after its own verb", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Zemo attacks (Zemo: 3A/3D) and Falcon blocks (Falcon: 2A/2D). Where do they go?", "dm");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("blocker", "a") == "2");
  CHECK_FALSE(r.has("blocker2"));
}
