// A markdown table pasted into a question, told row by row.
#include <catch2/catch.hpp>

#include "query/ask/markdown_table.h"
#include "query/ask/reading.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("markdown table: rows run together on one line, told as sentences", "[ask][situation]") {
  CHECK(tables_as_sentences("Board: | Card | ATK | HP | Damage | |---|---|---|---| | Thor | 3 | 13 "
                            "| 3 | | Ultron | 2 | - | 0 | Ultron attacks Thor.") ==
        "Board: Thor ATK 3, 13 HP, 3 damage. Ultron ATK 2, 0 damage. Ultron attacks Thor.");
  // Whose a die is, its sides in A and D columns, what it does.
  CHECK(tables_as_sentences(
            "| Die | Owner | A | D | Notes | |---|---|---|---|---| | Gambit | me | "
            "3 | 3 | attacking | | Mystique | opponent | 3 | 4 | blocking Gambit |") ==
        "my Gambit 3A/3D attacks. opponent's Mystique 3A/4D blocks Gambit. ");
  // On lines of their own, "their blocker on Rhino", a pair of sides.
  CHECK(tables_as_sentences("| Die | A/D | Role |\n|:--|:--|:--|\n| Rhino | 4/5 | my attacker |\n"
                            "| Luke Cage | 2/6 | their blocker on Rhino |\nWho wins?") ==
        "my Rhino 4A/5D attacks. opponent's Luke Cage 2A/6D blocks Rhino. Who wins?");
  // A zone's row; the kind and whose in the name's brackets.
  CHECK(tables_as_sentences("| Zone | Dice | |---|---| | Bag | 2 Ninja + 5 Sidekicks |") ==
        "Bag: 2 Ninja + 5 Sidekicks. ");
  CHECK(tables_as_sentences("| Card | HP | |---|---| | Wasp (ally, mine) | 3 |") ==
        "my ally Wasp 3 HP. ");
}

TEST_CASE("markdown table: no separator row, no table", "[ask][situation]") {
  const std::string kept = "Rhino | ATK 2 | attacks me. Does A | B matter?";
  CHECK(tables_as_sentences(kept) == kept);
  const std::string dashes = "Hulk 5A - blocked by a 2D |-| sidekick";
  CHECK(tables_as_sentences(dashes) == dashes);
}

TEST_CASE("markdown table: a pasted board is read as the question's", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Board below. | Die | Side | A/D | Notes | |---|---|---|---| | Rogue | mine | "
      "4/3 | attacking, unblocked | | Jubilee | mine | 3/3 | attacking | | Sabretooth | theirs | "
      "5/5 "
      "| blocks Jubilee | Opponent was at 14 life. What's their life?",
      "dm");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("attacker2", "a") == "3");
  CHECK(r.fact("blocker", "d") == "5");
  CHECK(r.fact("blocker", "blocks") == "attacker2");
  CHECK(r.fact("p2", "life") == "14");
}

TEST_CASE("markdown table: on review, rows and columns that tell no fact of the board",
          "[ask][situation]") {
  // A row that does not block; a damage column that tells a result; an
  // empty first header cell.
  CHECK(tables_as_sentences("| Die | Owner | A | D | |---|---|---|---| | Loki | theirs, not "
                            "blocking | 3 | 5 |") == "opponent's Loki 3A/5D does not block. ");
  CHECK(tables_as_sentences("| Card | HP | Damage taken this round | |---|---|---| | Spider-Man | "
                            "10 | 3 |") == "Spider-Man 10 HP. ");
  CHECK(tables_as_sentences("| | ATK | HP | |---|---|---| | Rhino | 3 | 14 |") ==
        "Rhino ATK 3, 14 HP. ");
}

TEST_CASE("markdown table: a table of dice with ATK and DEF columns gives the dice their sides",
          "[ask][situation]") {
  CHECK(tables_as_sentences("| Die | Level | ATK | DEF | |---|---|---|---| | Hulk | 1 | 6 | 4 |") ==
        "Hulk 6A/4D, Level 1. ");
  // Near miss: a table of cards keeps ATK and DEF.
  CHECK(tables_as_sentences("| Card | ATK | DEF | |---|---|---| | Thor | 3 | 2 |") ==
        "Thor ATK 3, DEF 2. ");
}
