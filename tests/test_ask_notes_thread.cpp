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
      thread_as_sentences("1/3 Storm (5A/4D) attacked. 2/3 a Troll blocked it. 3/3 where is it?") ==
      "Storm (5A/4D) attacked. a Troll blocked it. where is it?");
  CHECK(
      thread_as_sentences("(1/2) Rhino attacks me (cont.) the boost had 2 icons. (2/2) Damage?") ==
      "Rhino attacks me. the boost had 2 icons. Damage?");
  CHECK(thread_as_sentences("Post 1/2: Rogue (3A/3D) attacks. Post 2/2: Gambit blocks.") ==
        "Rogue (3A/3D) attacks. Gambit blocks.");
  // Posts run on with no stop: the whole run, opening the text.
  CHECK(thread_as_sentences("1/2 Black Widow (4A/3D) attacked 2/2 Taskmaster blocked her") ==
        "Black Widow (4A/3D) attacked. Taskmaster blocked her");
  CHECK(thread_as_sentences("1/3 Hulk attacks 2/3 they block with Ogre 3/3 what happens?") ==
        "Hulk attacks. they block with Ogre. what happens?");
  // Near misses: a die's stats said once, a run that does not open with
  // 1/N, stats in the middle of a sentence.
  // Nor a die's stats opening sentences, nor posts run on with no stop.
  for (const std::string kept : {"My 1/3 blocks their 2/3 attacker.",
                                 "Hulk 2/3 attacks, 3/3 blocks.", "I attack with a 1/3 and a 2/3.",
                                 "1/3 sidekick attacks me. 2/3 sidekick of mine blocks it.",
                                 "1/2 Hulk attacks and my 2/2 sidekick blocks it.",
                                 "1/3 Hulk is blocked by my 2/3 and a 3/3.",
                                 "1/3 Hulk attacks 2/3 they block", "Hulk 1/2 attacks 2/2 blocks"})
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
  CHECK(
      notes_as_sentences("Hero: Black Widow - Max HP: 9 - Damage: 3 - Attacker: Crossbones "
                         "(ATK 3) - Defender: none - Boost: 1 icon - Question: her damage?") ==
      "Hero: Black Widow, 9 hit points, with 3 damage. Attacker: Crossbones (ATK 3). undefended. 1 "
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

TEST_CASE("notes: on review, what combat deals, boost cards and whose hit points",
          "[ask][situation]") {
  // What combat deals or a split is said as written, not as damage on a die.
  CHECK(notes_as_sentences("Attacker: Thor 2A/3D • Blocker: Loki 1A/4D • Combat damage: 2 • Q: "
                           "is Loki KO'd?") ==
        "Attacker: Thor 2A/3D. Blocker: Loki 1A/4D. Combat damage: 2. Q: is Loki KO'd?");
  CHECK(notes_as_sentences("Attacker: Hulk 5A/4D • Blockers: Loki 2A/3D, Thor 4A/4D • Dmg split: 3 "
                           "on Loki, 2 on Thor • Q: who?")
            .find("Dmg split: 3 on Loki, 2 on Thor.") != std::string::npos);
  // Boost cards are not icons; the icons are.
  CHECK(notes_as_sentences("Villain: Rhino (ATK 2) • Boost cards: 2 • Defender: none • Q: damage?")
            .find("boost icons") == std::string::npos);
  CHECK(notes_as_sentences("Villain: Rhino (ATK 2) • Boost: 1 card, 2 icons • Defender: none • Q: "
                           "damage?")
            .find("2 boost icons") != std::string::npos);
  // Whose hit points, when the label says; and my own life is left to
  // the reader, whose seat the attack decides.
  CHECK(notes_as_sentences("Hero: Spider-Man • Ally: Black Cat • Hero HP: 10 • Q: hp?")
            .find("hero has 10 hit points") != std::string::npos);
  CHECK(notes_as_sentences("My life: 10 • Attacker: my Hulk 5A/4D • Blockers: none • Q: life?")
            .find("My life: 10") != std::string::npos);
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
