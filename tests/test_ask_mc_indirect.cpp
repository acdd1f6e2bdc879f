// Marvel Champions indirect damage as a player assigns it: amounts put on
// characters, the rest, and "as much as possible" on allies (no more than
// each has hit points left for).
#include <catch2/catch.hpp>

#include "query/ask/reading.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

namespace {

Reading read(const std::string& q) {
  return read_question(q, testing::test_vocabulary(), "mc").front();
}

}  // namespace

TEST_CASE("mc indirect damage: as much as allowed on allies, the rest on the hero",
          "[ask][situation]") {
  CHECK(read("3 indirect dmg, i have spidey (full hp) + black cat (2hp, 1 dmg). want max on cat. "
             "cat dies? spidey takes how much?")
            .fact("effect", "assign") == "ally:1,hero:2");
  CHECK(read("6 indirect dmg on me. i have spidey + black cat (2hp) + hawkeye (2hp, 1 dmg). dump "
             "max on allies, how much does spidey eat?")
            .fact("effect", "assign") == "ally:2,ally2:1,hero:3");
  CHECK(read("I have to take 5 indirect damage. My ally Hellcat has 4 hit points and 1 damage. I "
             "put as much as I'm allowed on Hellcat and the rest on She-Hulk.")
            .fact("effect", "assign") == "ally:3,hero:2");
  // What an ally can take is not known without its hit points: no share
  // is made up for it.
  CHECK(read("5 indirect damage, I put as much as possible on my ally Hellcat")
            .fact("effect", "assign")
            .find("ally") == std::string::npos);
  // Amounts said are kept as said.
  CHECK(read("5 indirect dmg, I put 4 on my ally Hellcat (4 hp) and the rest on me")
            .fact("effect", "assign") == "ally:4,hero:1");
}
