// A question told back in the second person ("So you attacked with Kitty
// Pryde ... your opponent blocked", "Your Black Panther has 11 hit points")
// is the asking player's, as "I" and "my" would be.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/narrated_player.h"
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

TEST_CASE("narrated player: 'her She-Hulk' told by a streamer is the asker's", "[ask]") {
  using W = std::vector<std::string>;
  const auto narrated = [](W words, std::vector<Named> named) {
    narrated_player_as_first(words, std::vector<char>(words.size(), 0), [&] { return named; });
    return words;
  };
  const Named F = Named::kFriend, N = Named::kNone;
  CHECK(narrated(W{"ultron", "swings", "at", "her", "she-hulk", "tally", "it", "for", "me"},
                 {N, N, N, N, F, N, N, N, N}) ==
        W{"ultron", "swings", "at", "my", "she-hulk", "tally", "it", "for", "me"});
  CHECK(narrated(W{"she", "sends", "her", "ally", "in"}, {N, N, N, N, N}) ==
        W{"she", "sends", "my", "ally", "in"});
  // Near misses: a player who says "I", and two players narrated.
  CHECK(narrated(W{"i", "see", "her", "she-hulk"}, {N, N, N, F}) ==
        W{"i", "see", "her", "she-hulk"});
  CHECK(narrated(W{"her", "she-hulk", "and", "his", "hulk"}, {N, F, N, N, F}) ==
        W{"her", "she-hulk", "and", "his", "hulk"});
  const Reading r = testing::first_reading(
      "Oof, chat, Ultron swings at her She-Hulk, ATK 3, and she's saying no block. She-Hulk's on "
      "15 max hit points with 4 damage. Boost card... 1 icon. Co-host, tally it up for me: how "
      "much damage is She-Hulk on now?",
      "mc");
  CHECK(r.fact("hero", "damage") == "4");
  CHECK_FALSE(r.has("hero2"));
}
