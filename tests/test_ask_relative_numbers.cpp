// Numbers said through each other: "Klaw's ATK is one more than
// She-Hulk's DEF of 2", "a defense one lower", "as many icons as his ATK".
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/relative_numbers.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("relative numbers: worked out from the number they name", "[ask][notation]") {
  // An inline reference keeps its own value, said after the sentence.
  CHECK(relative_numbers_as_values("Klaw's ATK is two more than She-Hulk's DEF of 1. Damage?") ==
        "Klaw's ATK is 3. She-Hulk's DEF is 1. Damage?");
  // "that", the number before; a stat after a number, "a defense one lower".
  CHECK(relative_numbers_as_values("Cyclops attacks at 4A with a defense one lower.") ==
        "Cyclops attacks at 4A with a defense 3.");
  CHECK(relative_numbers_as_values("Zemo has 9 hp and damage 3 short of that.") ==
        "Zemo has 9 hp and damage 6.");
  // A named stat said elsewhere; "as many X as" keeps its unit.
  CHECK(relative_numbers_as_values("Klaw (ATK 2) attacks; the boost card had as many icons as "
                                   "Klaw's ATK.") ==
        "Klaw (ATK 2) attacks; the boost card had 2 icons.");
  // Worked out in turn: the second through the first.
  CHECK(relative_numbers_as_values(
            "Beast (defense 5, attack one lower) and Rogue (defense equal to Beast's attack, "
            "attack one less than that) block.") ==
        "Beast (defense 5, attack 4) and Rogue (defense 4, attack 3) block.");
  // Said of the number before it: the reference's value is told.
  CHECK(
      relative_numbers_as_values("My opponent is at 8 life, twice Gambit's attack. Life after?") ==
      "My opponent is at 8 life. Gambit's attack is 4. Life after?");
}

TEST_CASE("relative numbers: near misses are left alone", "[ask][notation]") {
  for (const char* q : {"Doom blocked my Thor; 7 is more than 5, so he's KO'd, right?",
                        "Ben says 3 damage equals each die's defense, so both are KO'd.",
                        "Rhino attacked me 3 times, ATK 2 each time. Total damage?",
                        "I double his attack after blocks. Life after?",
                        "My Hulk is double blocked by a 2/3 and a 1/1. Who survives?",
                        "Each blocker takes damage exactly equal to its defense. Are they KO'd?",
                        "An attack event hits for 3 then 3 more. Total?"})
    CHECK(relative_numbers_as_values(q) == q);
  // A reference the text never gives: the number in the words goes, so
  // that the reader asks for the value instead of taking "2".
  CHECK(relative_numbers_as_values("Loki blocks with an attack 2 less than Storm's. Where?") ==
        "Loki blocks with an attack . Where?");
}

TEST_CASE("relative numbers: the reading takes the worked-out values", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Klaw attacks She-Hulk, who defends. Klaw's ATK is two more than She-Hulk's DEF of 1, and "
      "the boost card had as many icons as She-Hulk's DEF. She-Hulk has 15 hit points. Damage?",
      "mc");
  CHECK(r.fact("villain", "atk") == "3");
  CHECK(r.fact("villain", "boost") == "1");
  CHECK(r.fact("hero", "def") == "1");
}

TEST_CASE("relative numbers: references said after - by another name - or not the one asked",
          "[ask][notation]") {
  // ", which is 3": the reference's value after it.
  CHECK(relative_numbers_as_values("Thor's attack is twice Zemo's defense, which is 3. Result?") ==
        "Thor's attack is 6. Zemo's defense is 3. Result?");
  // "minus one": a small number said as a word.
  CHECK(relative_numbers_as_values("Beast (4A/4D) attacks; Rogue blocks with 5A and a defense "
                                   "equal to Beast's attack minus one.") ==
        "Beast (4A/4D) attacks; Rogue blocks with 5A and a defense 3.");
  // "Spidey" for "Spider-Man", and "his" for the one named before.
  CHECK(relative_numbers_as_values("Spider-Man attacks Klaw with his ATK 2. Klaw has retaliate "
                                   "half of Spidey's ATK.") ==
        "Spider-Man attacks Klaw with his ATK 2. Klaw has retaliate 1.");
  // Near miss: a value said right after another name is not the one asked.
  const std::string other = "Thor's attack is twice Zemo's defense. Thor (4D) attacks.";
  CHECK(relative_numbers_as_values(other).find("is 8") == std::string::npos);
}
