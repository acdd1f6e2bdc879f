// Notes pasted from a tracking app ("Attacker: ... • Keywords: ...") and a
// thread of numbered posts ("1/3 ... 2/3 ..."), told as sentences before
// they are read.
#include <catch2/catch.hpp>

#include "query/ask/notes_fields.h"
#include "query/ask/reading.h"
#include "query/ask/thread_posts.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("thread posts: the numbering of a run of posts ends sentences", "[ask][situation]") {
  CHECK(
      thread_as_sentences("1/3 Storm (5A/4D) attacked. 2/3 a Troll blocked it 3/3 where is it?") ==
      "Storm (5A/4D) attacked. a Troll blocked it. where is it?");
  CHECK(
      thread_as_sentences("(1/2) Rhino attacks me (cont.) the boost had 2 icons. (2/2) Damage?") ==
      "Rhino attacks me. the boost had 2 icons. Damage?");
  // Near misses: a die's stats said once, a run that does not open with
  // 1/N, stats in the middle of a sentence.
  for (const std::string kept : {"My 1/3 blocks their 2/3 attacker.",
                                 "Hulk 2/3 attacks, 3/3 blocks.", "I attack with a 1/3 and a 2/3."})
    CHECK(thread_as_sentences(kept) == kept);
}

TEST_CASE("thread posts: '1/3' is not read as a die", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "1/2 Gambit (3A/2D) attacked. 2/2 Sabretooth, a 2A/3D die, blocked him. Where does each "
      "end up?",
      "dm");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("blocker", "d") == "3");
  CHECK_FALSE(r.has("blocker2"));
}

TEST_CASE("notes: fields told as sentences, values going on with the part before",
          "[ask][situation]") {
  CHECK(notes_as_sentences("Attacker: Quicksilver 3A/1D • Keywords: Fast • Blocker: Ogre 5A/3D • "
                           "Q: where do they end up?") ==
        "Attacker: Quicksilver 3A/1D, Fast. Blocker: Ogre 5A/3D. Q: where do they end up?");
  CHECK(notes_as_sentences("Hero: Black Widow - Max HP: 9 - Damage: 3 - Attacker: Crossbones "
                           "(ATK 3) - Defender: none - Boost: 1 icon - Question: her damage?") ==
        "Hero: Black Widow, 9 hit points, 3 damage. Attacker: Crossbones (ATK 3). undefended. 1 "
        "boost icons. Q: her damage?");
  CHECK(notes_as_sentences("Attacker: Juggernaut 7A/6D | Blocker: Beast 2A/5D | Damage on blocker "
                           "already: 3 | Opp life: 20 | Q: life after?") ==
        "Attacker: Juggernaut 7A/6D. Blocker: Beast 2A/5D, 3 damage on blocker. opponent at 20 "
        "life. Q: life after?");
  // Near misses: a sentence with one colon, stats with slashes, dashes in
  // a plain sentence.
  for (const std::string kept :
       {"Rhino attacks - I defend with Black Cat - she has 2 HP. Damage?",
        "Hulk 5A / 4D attacks a 2A / 2D blocker / sidekick.", "Boost: 2 icons. Rhino attacks me."})
    CHECK(notes_as_sentences(kept) == kept);
}

TEST_CASE("notes: read as a player says them", "[ask][situation]") {
  const Reading dm = testing::first_reading(
      "Attacker: Juggernaut 7A/6D (Overcrush) | Blocker: Beast 2A/5D | Damage on blocker already: "
      "3 | Opp life: 16 | Q: opponent's life after?",
      "dm");
  CHECK(dm.fact("blocker", "damage") == "3");
  CHECK(dm.fact("p2", "life") == "16");
  const Reading mc = testing::first_reading(
      "Hero: Black Widow - Max HP: 9 - Damage: 3 - Attacker: Crossbones (ATK 3) - Defender: none - "
      "Boost: 1 icon - Question: what's her damage?",
      "mc");
  CHECK(mc.fact("hero", "damage") == "3");
  CHECK(mc.defender == "none");
}
