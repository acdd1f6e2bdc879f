// A quiz's lettered answer choices are set aside: their numbers are
// outcomes put forward, never facts of the situation.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/claims.h"
#include "query/ask/tokens.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

namespace {

std::vector<WordSpan> choices_in(const std::string& q, std::vector<std::string>& words) {
  std::vector<char> breaks;
  words = question_words(q, &breaks);
  return answer_choices(words, breaks);
}

}  // namespace

TEST_CASE("answer choices: 'A) ... B) ... C) ... D) ...' to the last one's sentence end",
          "[ask][situation]") {
  std::vector<std::string> words;
  const auto spans = choices_in(
      "The defender is at 9 life. A) 8 life; stays B) 5 life C) 4 life D) 8 life; Out of Play. "
      "Which one is it?",
      words);
  REQUIRE(spans.size() == 1);
  CHECK(words[spans[0].first] == "a");
  CHECK(words[spans[0].last] == "play");
  CHECK(spans[0].kind == SetAside::kChoice);
  // Near misses: two lettered items are a list; letters out of order; a
  // word "a" with no bracket.
  CHECK(choices_in("a) Rhino attacks b) Klaw schemes. What happens?", words).empty());
  CHECK(choices_in("a) Rhino c) Klaw b) Ultron d) Kang", words).empty());
  CHECK(choices_in("a Rhino b Klaw c Ultron", words).empty());
  // Nor facts lettered, with no quiz's asking: "Some details: a) ... c)
  // ... How much damage do I take?"
  CHECK(choices_in("Rhino attacks me. Some details: a) I have a tough status card b) I'm at 5 HP "
                   "c) I'm in hero form. How much damage do I take?",
                   words)
            .empty());
  // The last choice ends where the asker speaks again.
  const auto told_after = choices_in(
      "Rhino ATK 3 attacks me. How much damage? a) 4 b) 2 c) 0 d) 3 - I defend with "
      "DEF 2",
      words);
  REQUIRE(told_after.size() == 1);
  CHECK(words[told_after[0].last] == "3");
}

TEST_CASE("answer choices: their numbers are not read", "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "Catwoman (4A/3D, Infiltrate) attacks and is not blocked. Her player uses Infiltrate. The "
      "defender is at 9 life. A) 8 life; Catwoman stays in the Field Zone B) 5 life; Catwoman goes "
      "Out of Play C) 4 life; Catwoman stays in the Field Zone D) 8 life; Catwoman goes Out of "
      "Play. Which one is it?");
  CHECK(a.understood.find("life 9") != std::string::npos);
  CHECK(a.reading.choices.size() == 1);
  const Answer heal = testing::ask_mc(
      "Scarlet Witch has 10 hit points and 3 damage. She is healed 5. After the heal: A) 0 "
      "damage, 12 hit points remaining B) 0 damage, 10 hit points remaining C) 3 damage, 7 hit "
      "points remaining D) 0 damage, 13 hit points remaining. Answer: ?");
  CHECK(heal.understood.find("hp 10") != std::string::npos);
  CHECK(heal.understood.find("13") == std::string::npos);
}
