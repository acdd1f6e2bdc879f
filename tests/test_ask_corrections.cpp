// A value told, then corrected (an edit, a speaker taking it back, a chat's
// check answered): the text says each value once, as corrected.
#include <catch2/catch.hpp>

#include "query/ask/corrections.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("corrections: an edit replaces the value it names", "[ask][situation]") {
  // The old value said ("not 3A"): a die's A alone, its D kept.
  CHECK(with_corrections("Storm (mine): 5A/4D. Magneto (opponent's): 3A/4D. Where does Magneto "
                         "go? Edit: Widow is 2A, not 3A.") ==
        "Storm (mine): 5A/4D. Magneto (opponent's): 2A/4D. Where does Magneto go? ");
  // By the name it was told with.
  CHECK(with_corrections("Shadowcat: 1A/2D. Colossus (opponent's): 3A/5D. Who is KO'd? Edit: "
                         "Colossus is 3A/3D on the face it's showing.") ==
        "Shadowcat: 1A/2D. Colossus (opponent's): 3A/3D. Who is KO'd? ");
  // A number by its unit, or by the old one said.
  CHECK(with_corrections("Me: 18 life. What's my life? Edit: I'm actually at 20 life, the 18 was "
                         "last game's tracker.") == "Me: 20 life. What's my life? ");
  CHECK(with_corrections("Players who started: 3. Is he defeated? Edit: sorry, we started with 2 "
                         "players, not 3.") == "Players who started: 2. Is he defeated? ");
  // A die's D said as a letter and a number.
  CHECK(with_corrections("Quicksilver (mine): 3A/2D. Sabretooth (opponent's): 4A/4D. Where? Edit: "
                         "Sabretooth's D is 3 on that face, I wrote 4 first.") ==
        "Quicksilver (mine): 3A/2D. Sabretooth (opponent's): 4A/3D. Where? ");
  // Of two dice of one name, the one the edit changes.
  CHECK(with_corrections("Me: one Sidekick (level 1, 1A/2D). Opponent: one Sidekick (1A/1D). "
                         "Edit: my Sidekick is 1A/1D too.") ==
        "Me: one Sidekick (level 1, 1A/1D). Opponent: one Sidekick (1A/1D). ");
}

TEST_CASE("corrections: what cannot be placed is left to the readers", "[ask][situation]") {
  // Near misses: an edit adding a fact, an edit whose value no earlier one
  // fits, two dice the edit could mean, text with no correction.
  for (const std::string kept :
       {"Wong defends. Edit: forgot to mention Wong has a tough card.",
        "Rhino attacks me. Edit: he has 3 ATK.", "Thor: 3A/3D. Loki: 2A/2D. Edit: it is 4A/4D.",
        "Rhino (ATK 2) attacks, no boost. Actually, how much damage do I take?"})
    CHECK(with_corrections(kept) == kept);
}

TEST_CASE("corrections: a speaker taking back what was just said", "[ask][situation]") {
  CHECK(with_corrections("colossus blocks. I'm at 18. no wait, 17, I paid one earlier. what's my "
                         "life?") == "colossus blocks. I'm at 17.  what's my life?");
  CHECK(with_corrections("hellcat: ATK 2 with 1 consequential pip. oh correction, it's 2 "
                         "consequential pips, not 1. is she defeated?") ==
        "hellcat: ATK 2 with 2 consequential pip.  is she defeated?");
  CHECK(with_corrections("boost card is... 1 icon. wait no, flip it properly, that's 2 icons. "
                         "how much?") == "boost card is... 2 icon.  how much?");
}

TEST_CASE("corrections: a chat's check answered", "[ask][situation]") {
  // Answered as told before: both dropped.
  CHECK(with_corrections("black widow (3A/3D) attacks, luke cage (2A/5D) blocks. cage is 2A/4D? "
                         "5D at level 1. after clean up?") ==
        "black widow (3A/3D) attacks, luke cage (2A/5D) blocks.   after clean up?");
  // Told nowhere before: the answer is the fact.
  CHECK(with_corrections("he attacks, you've got nothing to block. wasn't I at 17? 16, you took 1 "
                         "from the short draw. what's my life?") ==
        "he attacks, you've got nothing to block. I was at 16.   what's my life?");
  // Near miss: a question answered with no value stays.
  const std::string kept =
      "wasp (4A/3D) attacks. isn't power bolt 1 damage? this one says 2. my life?";
  CHECK(with_corrections(kept) == kept);
}

TEST_CASE("corrections: a chat's check does not become a second die", "[ask][situation]") {
  const query::ask::Answer a = testing::ask_dm(
      "[8:08 PM] natasha_r: black widow (3A/3D) attacks, luke cage (2A/5D) blocks [8:08 PM] "
      "luke_c: cage is 2A/4D? [8:09 PM] natasha_r: 5D at level 1 [8:10 PM] luke_c: how much "
      "damage is on cage?");
  CHECK(a.understood.find("blocker2") == std::string::npos);
}

TEST_CASE("corrections: the reviews' near misses", "[ask][situation]") {
  // A sentence that tells something new mends nothing.
  for (const std::string kept :
       {"I attack with Hulk 5A/3D. Actually, my opponent blocks with Cap 2A/5D. What happens?",
        "I attack with Storm 3A/4D. Edit: I also attack with Thor 4A/4D, unblocked.",
        "Rhino attacks me, boost 2 icons. I defend with DEF 3. Actually, boost 1. How much?",
        "Opponent at 10 life. Hulk 5A/3D attacks. Is it lethal at 10? no, 1 left. Their life?"})
    CHECK(with_corrections(kept) == kept);
  // The die named right before the value, not the one before it.
  CHECK(with_corrections("My Storm 3A/4D attacks, their Cyclops 3A/3D blocks. Edit: Storm's A is "
                         "4, not 3.") == "My Storm 4A/4D attacks, their Cyclops 3A/3D blocks. ");
  // An amount that changed it is not the value told.
  CHECK(with_corrections("I'm at 18 life. Hulk attacks. Edit: the 18 was before I paid 2 life, "
                         "I'm at 16.") == "I'm at 16 life. Hulk attacks. ");
  // What an answer tells after its value stays.
  CHECK(with_corrections("Storm attacks. My bag has 3 dice? no, 2, and my used pile has 5. How "
                         "many do I draw?") ==
        "Storm attacks. My bag has 2 dice.  my used pile has 5. How many do I draw?");
}

TEST_CASE("corrections: 'One fix:', 'To correct myself:' open an edit, 'X's defense' is its D",
          "[ask][situation]") {
  CHECK(with_corrections("Gambit: 3A/3D. Mystique (opponent's): 3A/4D. Who is KO'd? One fix: "
                         "Mystique's defense is 3, not 4.") ==
        "Gambit: 3A/3D. Mystique (opponent's): 3A/3D. Who is KO'd? ");
  CHECK(with_corrections("Me: 18 life. What's my life? To correct myself: I'm at 17 life, not "
                         "18.") == "Me: 17 life. What's my life? ");
  // Near miss: "one" and "fix" said otherwise are no edit.
  const std::string kept = "Gambit: 3A/3D. One die blocks. Fix this: what happens to Gambit?";
  CHECK(with_corrections(kept) == kept);
}

TEST_CASE("corrections: on review, a correction of someone's value mends only theirs",
          "[ask][situation]") {
  // Not another's number with the old value: Rhino's ATK 2, Loki's 4D.
  const std::string rhino =
      "Spider-Man (10 hit points, 3 damage) is attacked by Rhino (ATK 2). "
      "One correction: Spider-Man's DEF is 3, not 2.";
  CHECK(with_corrections(rhino).find("Rhino (ATK 2)") != std::string::npos);
  const std::string thor =
      "Hulk (5A/3D) attacks, blocked by Loki (2A/4D). One fix: Thor's defense is 6, not 4.";
  CHECK(with_corrections(thor).find("Loki (2A/4D)") != std::string::npos);
  // Theirs, told in the value's sentence, is mended.
  CHECK(with_corrections("Hulk (5A/3D) attacks, blocked by Loki (2A/4D). One fix: Loki's "
                         "defense is 6, not 4.")
            .find("Loki (2A/6D)") != std::string::npos);
}

TEST_CASE("corrections: a die's attack named after whose it is ('Hulk's attack is 3, not 5')",
          "[ask][situation]") {
  CHECK(with_corrections("Hulk (5A/3D) attacks, blocked by Loki (2A/4D). Edit: Hulk's attack is "
                         "3, not 5.")
            .find("Hulk (3A/3D)") != std::string::npos);
  // Near miss: an attack told as something new is no correction.
  const std::string more = "Hulk (5A/3D) attacks. Edit: I also attack with Thor (4A/4D).";
  CHECK(with_corrections(more) == more);
}

TEST_CASE("corrections: a value mended with the slip said anywhere in its sentence",
          "[ask][situation]") {
  // Further back than the sentence before, named by its die and old value.
  CHECK(with_corrections("attacking with thor 5A/4D and storm 2A/3D. sidekick 1A/1D blocks "
                         "thor. storm is 3A/3D not 2A, misread the face. i'm on 11.") ==
        "attacking with thor 5A/4D and storm 3A/3D. sidekick 1A/1D blocks thor.  i'm on 11.");
  // The one value of its kind just said, with "sorry" after it.
  CHECK(with_corrections("I'm on 8. 7 sorry, misread my dial. What's my life?") ==
        "I'm on 7.  What's my life?");
  // "my bad" after the die's new stats.
  CHECK(with_corrections("Moonstone 2A/3D blocks Mockingbird 3A/2D. moonstone is 2A/4D, my bad.") ==
        "Moonstone 2A/4D blocks Mockingbird 3A/2D. ");
  // Near misses: a slip with no value mends nothing; a new action stays.
  CHECK(with_corrections("Thor 5A/4D attacks. sorry, does he take damage?") ==
        "Thor 5A/4D attacks. sorry, does he take damage?");
  CHECK(with_corrections("Thor 5A/4D attacks. sorry, Storm 3A/3D attacks too.") ==
        "Thor 5A/4D attacks. sorry, Storm 3A/3D attacks too.");
}

TEST_CASE("corrections: 'ugh no, 1 damage' takes back the value just said", "[ask][situation]") {
  CHECK(with_corrections("what was cap on? 11 hp, 2 damage. ugh no, 1 damage. how many left?") ==
        "what was cap on? 11 hp, 1 damage.  how many left?");
  // Near miss: "no" before a word, not a value, takes nothing back.
  CHECK(with_corrections("Cap has 11 hp, 2 damage. no damage on Fury. how many left?") ==
        "Cap has 11 hp, 2 damage. no damage on Fury. how many left?");
}

TEST_CASE("corrections: 'actually' after the value, and a take-back that names what it mends",
          "[ask][situation]") {
  CHECK(with_corrections("main scheme? 8 threat. 7 actually, forgot we thwarted it. is it "
                         "defeated?") == "main scheme? 7 threat.  is it defeated?");
  CHECK(with_corrections("2 damage on me, max hp 12. sorry max is 10, wrong card. how many hp?") ==
        "2 damage on me, max hp 10.  how many hp?");
  // Near miss: a take-back naming nothing the sentence before has mends nothing there.
  CHECK(with_corrections("2 damage on me, max hp 12. sorry boost is 1. how many hp?") ==
        "2 damage on me, max hp 12. sorry boost is 1. how many hp?");
}

TEST_CASE("corrections: 'recount: 9 dice' mends the count of dice, not a number beside it",
          "[ask][situation]") {
  CHECK(with_corrections("bag has 8 dice, 2 more brood. recount: 9 dice. how many?") ==
        "bag has 9 dice, 2 more brood.  how many?");
  // Near miss: with no unit after either number, which one is not told.
  CHECK(with_corrections("I have 8, he has 2. recount: 9 dice. how many?") ==
        "I have 8, he has 2. recount: 9 dice. how many?");
}

TEST_CASE("corrections: 'X, not Y' with the old value after the new one mends it",
          "[ask][situation]") {
  CHECK(with_corrections("I'm at 2, my opponent at 2. My opponent is at 3, not 2. who wins?") ==
        "I'm at 2, my opponent at 3.  who wins?");
  // Near miss: "not" before a value with none before it mends nothing.
  CHECK(with_corrections("I'm at 2. Not 1 damage was dealt. who wins?") ==
        "I'm at 2. Not 1 damage was dealt. who wins?");
}

TEST_CASE("corrections: the review's near misses for slips said anywhere", "[ask][situation]") {
  for (const std::string kept : {
           "Rhino has 3 damage on him. My hero actually has 5 damage. Damage on my hero?",
           "Ronan is 3A/4D. My Nebula is 2A/2D, not 3A/4D like his. Who is KO'd?",
           "Rhino has 3 damage. I hit him for 2. Wait, so he's at 5 now?",
       }) {
    INFO(kept);
    CHECK(with_corrections(kept) == kept);
  }
}
