// A block by several dice no one names one by one ("both of them block
// him", "both dice block it"): each die told before that stands against
// the blocked one blocks it; never the speaker's own when the blocked die
// is the speaker's.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/notation.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("dm plural: 'both of them block him' after the board is set out", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Board: my Thor (6A/5D) in the field; opponent has Rogue (3A/4D) and Gambit (2A/3D). What "
      "if Thor attacks, both of them block him, and I put 4 on Rogue and 2 on Gambit?",
      "dm");
  CHECK(r.fact("attacker", "a") == "6");
  CHECK(r.fact("blocker", "d") == "4");
  CHECK(r.fact("blocker2", "d") == "3");
  CHECK(r.fact("split", "blocker") == "4");
  CHECK_FALSE(r.has("attacker2"));
}

TEST_CASE("dm plural: 'both dice block it', the speaker's other die does not block",
          "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "Table: opponent at 6 life with a Sidekick (1A/1D) and Beast (2A/4D); my Hulk is 8A/6D "
      "with Overcrush and my Storm 3A/3D stays back. What if Hulk attacks and both dice block it?");
  CHECK(a.reading.fact("attacker", "a") == "8");
  CHECK(a.reading.fact("blocker", "d") == "1");
  CHECK(a.reading.fact("blocker2", "d") == "4");
  CHECK_FALSE(a.reading.has("blocker3"));
  // The other way round: their attacker, both of mine block it.
  const Reading mine = testing::first_reading(
      "My Thor (6A/5D) and my Storm (3A/3D) are in my field. Their Rogue (4A/4D) attacks and both "
      "of them block it.",
      "dm");
  CHECK(mine.fact("attacker", "a") == "4");
  CHECK(mine.fact("blocker", "a") == "6");
  CHECK(mine.fact("blocker2", "a") == "3");
}

TEST_CASE("dm plural: 'Both block Storm' after a list of the dice, names unknown",
          "[ask][situation]") {
  const std::string u = to_notation(testing::first_reading(
      "my Storm 5A/4D. opponent's Toad 1A/3D. opponent's Magneto 2A/4D. Both block Storm. I "
      "assign all 5 damage to Magneto and 0 to Toad. Where does Magneto end up?",
      "dm"));
  CHECK(u.find("attacker: 5A/4D; blocker: 1A/3D; blocker2: 2A/4D") != std::string::npos);
  // Near miss: "both" with one die told before stays unread as a double block.
  const std::string n = to_notation(testing::first_reading(
      "my Storm 5A/4D. opponent's Toad 1A/3D. Both block Storm. Where does Toad go?", "dm"));
  CHECK(n.find("blocker2") == std::string::npos);
}

TEST_CASE("dm plural: 'All three attack unblocked' is the group said before, not a 3A die",
          "[ask][situation]") {
  const std::string u = to_notation(testing::first_reading(
      "My 3 Sidekick dice in the Field Zone (1A/1D each). Opponent: 3 life. All three attack "
      "unblocked. What's my opponent's life?",
      "dm"));
  CHECK(u.find("attacker3: 1A/1D") != std::string::npos);
  CHECK(u.find("3A") == std::string::npos);
  // Near misses: a count's stats ("both 2 attack 4 defense", "the 3
  // defense blocker").
  const std::string n = to_notation(testing::first_reading(
      "Iron Fist and Luke Cage, both 2 attack 4 defense, double-block my 6/4 Hawkeye.", "dm"));
  CHECK(n.find("2A/4D") != std::string::npos);
}

TEST_CASE("dm plural: 'All three attack' after the dice told one by one", "[ask][situation]") {
  const std::string u = to_notation(testing::first_reading(
      "I have Storm 3A/4D, Thor 4A/4D and Hulk 5A/3D. All three attack unblocked. My opponent "
      "is at 15 life. What's their life?",
      "dm"));
  CHECK(u.find("attacker3: 5A/3D") != std::string::npos);
  CHECK(u.find("blocker") == std::string::npos);
  // Near misses: "both" with three dice told, the other player's die
  // among them.
  const std::string n = to_notation(testing::first_reading(
      "I have Storm 3A/4D, Thor 4A/4D and Hulk 5A/3D. Both attack unblocked. Their life?", "dm"));
  CHECK(n.find("attacker3") == std::string::npos);
  const std::string m = to_notation(testing::first_reading(
      "My Storm 3A/4D and Thor 4A/4D. Their Cyclops 2A/2D. Both attack and Cyclops blocks Thor.",
      "dm"));
  CHECK(m.find("blocker: 2A/2D, blocks attacker2") != std::string::npos);
}

TEST_CASE("dm plural: 'X and Y block him', the pronoun is the attacker, not X",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My Beast 3A/5D attacks. Mystique 2A/3D and Toad 3A/2D block him. I assign 2 damage to Toad "
      "and 1 to Mystique.",
      "dm");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("blocker", "d") == "3");
  CHECK(r.fact("blocker2", "d") == "2");
  CHECK_FALSE(r.has("attacker2"));
  // Near miss: "X and Y" with a verb said of one ("blocks") joins no
  // subject: the pronoun may be X.
  const Reading one = testing::first_reading(
      "My Beast 3A/5D and my Storm 2A/3D attack. Toad 3A/2D blocks him.", "dm");
  CHECK_FALSE(one.has("blocker2"));
}

TEST_CASE("dm plural: 'both of them have Immortal' gives it to each die of the pair",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "I attack with Hela 3A/3D and Surtur 5A/5D, both of them have Immortal. Opponent blocks "
      "Hela with Sif 4A/5D and does not block Surtur. She has 14 life.",
      "dm");
  CHECK(r.fact("attacker", "immortal") == "true");
  CHECK(r.fact("attacker2", "immortal") == "true");
  CHECK(r.fact("blocker", "immortal").empty());
  // Near miss: "it has Immortal" is the last die's alone.
  const Reading it = testing::first_reading(
      "I attack with Hela 3A/3D and Surtur 5A/5D, and Surtur has Immortal. Opponent blocks Hela "
      "with Sif 4A/5D.",
      "dm");
  CHECK(it.fact("attacker", "immortal").empty());
  CHECK(it.fact("attacker2", "immortal") == "true");
}
