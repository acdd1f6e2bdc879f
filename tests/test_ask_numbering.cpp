// A post's numbering and title ("Overkill vs ally defender: 1) Rhino: ATK
// 5. 2) Boost: 1 icon.", "Unblocked attackers, 2.7.4.3.1: ...") tell no
// fact: the list's markers and rule numbers are dropped, the title set
// aside like a headline.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/claims.h"
#include "query/ask/reading_parts.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("numbering: list markers and rule numbers are dropped", "[ask][situation]") {
  std::vector<std::string> w = {"1",   "rhino", "atk", "2", "2", "boost", "1",
                                "see", "2",     "7",   "4", "3", "1"};
  std::vector<char> b = {')', ',', 0, '.', ')', 0, '.', 0, '.', '.', '.', '.', '.'};
  drop_numbering(w, b);
  CHECK(w == std::vector<std::string>{"rhino", "atk", "2", "boost", "1", "see"});
  CHECK(b.size() == w.size());
  // Near misses: a value in brackets, "(2)"; an edition, "1.3"; a value
  // ending a sentence before the next item's marker stays.
  std::vector<std::string> keep = {"rhino", "2", "in", "1", "3", "atk", "2"};
  std::vector<char> kb = {'(', ')', 0, '.', ',', 0, '.'};
  const std::vector<std::string> before = keep;
  drop_numbering(keep, kb);
  CHECK(keep == before);
}

TEST_CASE("numbering: a title before the list is set aside", "[ask][situation]") {
  CHECK(list_title("Overkill vs ally defender: 1) Rhino: ATK 5.") == "Overkill vs ally defender");
  CHECK(list_title("Unblocked attackers, 2.7.4.3.1: 1) Hulk 4A/5D.") ==
        "Unblocked attackers, 2.7.4.3.1");
  // Near misses: no list after the colon; a sentence before the colon.
  CHECK(list_title("Rules question: Rhino attacks me for 3.").empty());
  CHECK(list_title("Rhino attacks. Boost: 1) icon").empty());

  const Reading r = testing::first_reading(
      "Enemy Attacks, steps 2-4: 1) Villain Rhino, ATK 2. 2) Boost card: 2 boost icons. 3) "
      "Spider-Man (DEF 3) exhausts to defend. Exact damage dealt to Spider-Man?",
      "mc");
  CHECK(r.action == "enemy-attack");
  CHECK(r.fact("villain", "atk") == "2");
  CHECK(r.fact("villain", "boost") == "2");
  CHECK(r.fact("hero", "def") == "3");
  CHECK(r.headline == "enemy attacks steps 2-4");
}

TEST_CASE("numbering: a title that tells a fact is read, a value in brackets stays",
          "[ask][situation]") {
  const Reading stunned = testing::first_reading(
      "Rhino stunned: 1) Rhino attacks me with ATK 3 2) no boost 3) I don't defend. Damage?", "mc");
  CHECK(stunned.fact("villain", "stunned") == "true");
  const Reading life = testing::first_reading(
      "Opponent at 3 life: 1) my Thor 4A/4D attacks 2) he doesn't block 3) do I win?", "dm");
  CHECK(life.fact("p2", "life") == "3");
  // A topic alone is set aside.
  const Reading topic = testing::first_reading(
      "Energy Drain: 1) Attacker Thor 6A/5D. 2) Blocker Rogue 2A/5D, Energy Drain. Zones?", "dm");
  CHECK(topic.headline == "energy drain");
  // "(hp: 3)" is a value, no list's marker.
  const Reading hp = testing::first_reading(
      "Spider-Man (hp: 3) is attacked by Rhino, ATK 3, boost 1. He doesn't defend. Is he KO'd?",
      "mc");
  CHECK(hp.fact("hero", "hp") == "3");
}
