// A value taken back in the middle of its own sentence is read as
// corrected, once, where it was first told.
#include <catch2/catch.hpp>

#include "query/ask/corrections_inline.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("inline corrections: the new value replaces the old of its kind", "[ask]") {
  CHECK(with_inline_corrections("I swung with Thor on his 4A/4D face, no wait, he was on the "
                                "5A/4D face, plus Hawkeye at 3A/3D.") ==
        "I swung with Thor on his 5A/4D face, plus Hawkeye at 3A/3D.");
  CHECK(with_inline_corrections("Opponent is at 11, no, 10. His only die is Vision.") ==
        "Opponent is at 10. His only die is Vision.");
  CHECK(with_inline_corrections("Namor attacks at 5A/3D, hang on, I misread the card, he's "
                                "5A/6D. Attuma blocks.") ==
        "Namor attacks at 5A/6D. Attuma blocks.");
  CHECK(with_inline_corrections(
            "Silver Surfer on level 2, fielding cost 2, no wait, level 3, fielding cost 3; "
            "Daredevil on level 1.") ==
        "Silver Surfer on level 3, fielding cost 3; Daredevil on "
        "level 1.");
  CHECK(with_inline_corrections("Rhino has 4 damage; correction, 5 damage. I attack.") ==
        "Rhino has 5 damage. I attack.");
  CHECK(with_inline_corrections("Vision has 5 hit points and 2 damage on him... sorry, I "
                                "misspoke, it's 1 damage, not 2. Boost: 1 icon.") ==
        "Vision has 5 hit points and 1 damage on him. Boost: 1 icon.");
  // A bracket's commas part clauses too; the stats nearest before the
  // taking back are the ones it mends.
  CHECK(with_inline_corrections("She-Hulk (5A/5D, Overcrush) attacks and the Thing blocks, he's "
                                "4A/5D, hold on, 4A/6D. Opponent is at 14.") ==
        "She-Hulk (5A/5D, Overcrush) attacks and the Thing blocks, he's 4A/6D. Opponent is at "
        "14.");
  // "Ms." ends no sentence.
  CHECK(with_inline_corrections("Ms. Marvel blocks, she's 4A/5D, my bad, 4A/4D.") ==
        "Ms. Marvel blocks, she's 4A/4D.");
}

TEST_CASE("inline corrections: near misses are left as they are", "[ask]") {
  // No earlier value of the kind told after the taking back.
  const std::string no_old = "Rhino attacks, no wait, he schemes with SCH 2.";
  CHECK(with_inline_corrections(no_old) == no_old);
  // "no" that is no taking back.
  const std::string no_allies = "I have 3 damage, no allies, and 10 hit points.";
  CHECK(with_inline_corrections(no_allies) == no_allies);
  // The new value in the next sentence is for the sentence-level reader.
  const std::string apart = "Hulk is 5A/4D. Sorry, 6A/4D.";
  CHECK(with_inline_corrections(apart) == apart);
  // A value of another kind after the taking back mends nothing.
  const std::string other = "Cap has ATK 2, sorry, 3 damage on him.";
  CHECK(with_inline_corrections(other) == other);
}

TEST_CASE("inline corrections: the reading says the corrected value", "[ask]") {
  const Reading r = testing::first_reading(
      "Juggernaut (6A/6D, Overcrush) attacks; the opponent, at 10, blocks with Wolfsbane "
      "(3A/4D), who had 1 damage from my action die in the Main Step, sorry, it was 2 damage. "
      "What's the opponent's life?",
      "dm");
  CHECK(r.fact("blocker", "damage") == "2");
}

TEST_CASE("inline corrections: what follows the correction is told anew", "[ask]") {
  CHECK(with_inline_corrections(
            "Daredevil (ATK 2, 3 hit points, 2 damage) attacks the Soldier, which has 4 hit "
            "points, scratch that, 3 hit points, and 1 damage on it.") ==
        "Daredevil (ATK 2, 3 hit points, 2 damage) attacks the Soldier, which has 3 hit points, "
        "and 1 damage on it.");
  CHECK(with_inline_corrections("Thor (DEF 1, wait, no, DEF 2; 14 hit points) defends.") ==
        "Thor (DEF 2; 14 hit points) defends.");
}

TEST_CASE("inline corrections: taken back twice or asked or something new told", "[ask]") {
  CHECK(with_inline_corrections("Thor is 4A/4D, no wait, 5A/4D, sorry, 5A/5D. Loki blocks.") ==
        "Thor is 5A/5D. Loki blocks.");
  CHECK(with_inline_corrections("Opponent is at 11, no, 10, sorry, 9. His only die is Vision.") ==
        "Opponent is at 9. His only die is Vision.");
  // Near misses: a new die's doing after the taking back; a question; a
  // bare number against stats; "not" with no value.
  const std::string doing = "Hulk 6A/6D attacks, sorry, I forgot, Thor 4A/4D blocks.";
  CHECK(with_inline_corrections(doing) == doing);
  const std::string asked = "Opponent is at 8, wait, does Overcrush push 2 more through?";
  CHECK(with_inline_corrections(asked) == asked);
  const std::string bare = "Hulk is 6A/6D, I mean, 2 of them attack.";
  CHECK(with_inline_corrections(bare) == bare);
  CHECK(with_inline_corrections("Rhino has ATK 2, sorry, ATK 3, not stunned, and attacks.") ==
        "Rhino has ATK 3, not stunned, and attacks.");
}
