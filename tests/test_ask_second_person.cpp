// A question told back in the second person ("So you attacked with Kitty
// Pryde ... your opponent blocked", "Your Black Panther has 11 hit points")
// is the asking player's, as "I" and "my" would be.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/second_person.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

namespace {

std::vector<std::string> as_first(std::vector<std::string> words) {
  std::vector<char> breaks(words.size(), 0);
  second_person_as_first(words, breaks);
  return words;
}

}  // namespace

TEST_CASE("second person: 'you' and 'your' are the asker's when no 'I' is said", "[ask]") {
  using W = std::vector<std::string>;
  CHECK(as_first(W{"you", "attack", "and", "rhino", "attacks", "you"}) ==
        W{"i", "attack", "and", "rhino", "attacks", "me"});
  CHECK(as_first(W{"your", "opponent", "blocks", "and", "you're", "at", "20"}) ==
        W{"my", "opponent", "blocks", "and", "i'm", "at", "20"});
  // Near miss: a question that says "I" keeps its "you" (the one asked).
  CHECK(as_first(W{"i", "attack", "can", "you", "help"}) == W{"i", "attack", "can", "you", "help"});
}

TEST_CASE("second person: a situation told back is the asker's", "[ask][situation]") {
  const Reading mc = testing::first_reading(
      "You're playing solo. Your Black Panther has 11 hit points with 8 damage on him. Rhino "
      "attacks with ATK 3 and the attack goes undefended. Are you eliminated?",
      "mc");
  CHECK(mc.fact("hero", "hp") == "11");
  CHECK_FALSE(mc.has("hero2"));
  const Reading dm = testing::first_reading(
      "You attack with Black Panther at 4A/5D and your opponent blocks with Green Lantern (2A/3D). "
      "Is Green Lantern KO'd?",
      "dm");
  CHECK(dm.fact("attacker", "a") == "4");
  CHECK(dm.fact("blocker", "d") == "3");
}

TEST_CASE("second person: 'Can you explain ...' asks the reader", "[ask]") {
  using W = std::vector<std::string>;
  CHECK(
      as_first(W{"can", "you", "explain", "what", "happens", "when", "your", "hero", "defends"}) ==
      W{"can", "you", "explain", "what", "happens", "when", "my", "hero", "defends"});
}
