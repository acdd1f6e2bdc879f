// ask's answer as a player reads it (query/cli/ask_answer_text.h) and the
// interactive mode's follow-ups (query/cli/ask_session.h), without the
// binary.
#include <catch2/catch.hpp>

#include "query/ask/notation.h"
#include "query/cli/ask_answer_text.h"
#include "query/cli/ask_session.h"

using arbiter::cli::deciding_sentence;

TEST_CASE("ask: the deciding sentence is quoted verbatim from the entry", "[ask]") {
  const std::string text =
      "STATUS CARDS\nThere are three kinds of status cards: stunned, confused and tough.\n"
      "If a stunned character would attack, instead of attacking, discard the stunned status "
      "card.  If a confused character would thwart or scheme, instead discard the confused "
      "status card.";
  CHECK(deciding_sentence(text, {"Rhino is stunned: he discards the stunned card instead of "
                                 "attacking"}) ==
        "If a stunned character would attack, instead of attacking, discard the stunned status "
        "card.");
  CHECK(deciding_sentence(text, {"the villain is confused and does not scheme"}) ==
        "If a confused character would thwart or scheme, instead discard the confused status "
        "card.");
  // Nothing shared: the first sentence that is a rule, not the heading.
  CHECK(deciding_sentence(text, {"xyzzy"}) ==
        "There are three kinds of status cards: stunned, confused and tough.");
  CHECK(deciding_sentence("", {"anything"}).empty());
}

TEST_CASE("ask: a follow-up changes only the facts it names", "[ask]") {
  using arbiter::query::ask::from_notation;
  using arbiter::query::ask::to_notation;
  const auto last =
      from_notation("mc enemy-attack; villain: atk 3, boost 0; ally: hp 2; defender: ally");
  arbiter::query::ask::Reading line;
  line.game = "mc";
  line.facts["villain"]["boost"] = "2";
  const auto merged = arbiter::cli::follow_up(last, line);
  REQUIRE(merged);
  CHECK(to_notation(*merged) ==
        to_notation(from_notation("mc enemy-attack; villain: atk 3, boost 2; ally: hp 2; "
                                  "defender: ally")));
  // A line with an action is a new situation; one with no fact is not a follow-up.
  line.action = "enemy-attack";
  CHECK(!arbiter::cli::follow_up(last, line));
  arbiter::query::ask::Reading empty;
  CHECK(!arbiter::cli::follow_up(last, empty));
}
