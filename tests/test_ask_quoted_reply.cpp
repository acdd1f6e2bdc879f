// A reply that quotes the message it answers, told in the order it
// happened.
#include <catch2/catch.hpp>

#include "query/ask/quoted_reply.h"
#include "query/ask/reading.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("quoted reply: the quoted message first, without its marks and its line",
          "[ask][situation]") {
  CHECK(quote_before_reply("Thanks! Their life was 14, not 15. > On Fri, Tess wrote: > Rogue "
                           "(4A/3D) attacked, no blocks. > What's their life now?") ==
        "Rogue (4A/3D) attacked, no blocks. What's their life now? Thanks! Their life was 14, not "
        "15.");
  // On lines of their own.
  CHECK(quote_before_reply("One more detail: Hulk has Overcrush.\n\nOn Sat, Dana wrote:\n> Hulk "
                           "(5A/3D) attacked.\n> A sidekick blocked") ==
        "Hulk (5A/3D) attacked. A sidekick blocked. One more detail: Hulk has Overcrush.");
  // Near misses: an arrow, a comparison, "wrote:" with no quote after it.
  for (const std::string kept :
       {"Hulk -> blocked > sidekick. Dana wrote: it is fine", "ATK > DEF, so it wrote: 3",
        "Rhino attacks me, I have 3 > 2 hit points"})
    CHECK(quote_before_reply(kept) == kept);
}

TEST_CASE("quoted reply: the reply's correction mends the quoted value", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Thanks. Correction: Slade's defense is 4 at level 1, not 5. > On Wed, Jo wrote: > Starfire "
      "(level 1, 2A/3D) attacked. Their Slade (level 1, 3A/5D) blocked. > Where's Slade?",
      "dm");
  CHECK(r.fact("blocker", "d") == "4");
  CHECK(r.fact("attacker", "a") == "2");
}

TEST_CASE("quote marks on one line: each quoted part a sentence, '@name' opens the question",
          "[ask]") {
  CHECK(quote_marks_as_sentences("> my Namor 5A/6D attacks > their Attuma 3A/2D blocks, neither "
                                 "has a keyword @rules where does Namor end up?") ==
        "my Namor 5A/6D attacks. their Attuma 3A/2D blocks, neither has a keyword. where does "
        "Namor end up?");
  // Quoted lines: each line its own sentence.
  CHECK(quote_marks_as_sentences("> Hulk 6A/6D attacks\n> Thor 4A/4D blocks\nWhere is Thor?") ==
        "Hulk 6A/6D attacks. Thor 4A/4D blocks. Where is Thor?");
  // Near misses: no quote mark first; a comparison and an address's "@"
  // inside words.
  const std::string arrow = "Thor 4A/4D -> blocked by Loki > 2 damage?";
  CHECK(quote_marks_as_sentences(arrow) == arrow);
  CHECK(quote_marks_as_sentences("> Hulk 6A/6D attacks, 6 > 3, mail a@b.com") ==
        "Hulk 6A/6D attacks, 6. 3, mail a@b.com");
  const Reading r = testing::first_reading(
      "> Sentry 7A/5D attacks > they double block: Absorbing Man 2A/4D + Titania 3A/3D > I split "
      "it 4 to Absorbing Man, 3 to Titania @Judge which of the three survive?",
      "dm");
  CHECK(r.fact("attacker", "a") == "7");
  CHECK(r.fact("blocker", "a") == "2");
  CHECK(r.fact("blocker2", "a") == "3");
}
