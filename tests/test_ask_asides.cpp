// Afterthoughts told after the question ("Right? Then Klaw attacked and I
// had no one left to block.", "Also my buddy drew Hawkeye three turns in a
// row lol") are not the situation asked about: set aside when they hold no
// number, read both ways when they do.
#include <catch2/catch.hpp>

#include "query/ask/asides.h"
#include "query/ask/ask.h"
#include "query/ask/tokens.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

namespace {

std::vector<WordSpan> asides_in(const std::string& q) {
  std::vector<char> breaks;
  const std::vector<std::string> words = question_words(q, &breaks);
  return afterthoughts(words, breaks);
}

bool tells(const std::string& q) {
  std::vector<char> breaks;
  const std::vector<std::string> words = question_words(q, &breaks);
  const std::vector<WordSpan> asides = afterthoughts(words, breaks);
  return !asides.empty() &&
         may_tell_a_fact(asides.front(), words, testing::test_vocabulary(), "mc");
}

}  // namespace

TEST_CASE("asides: sentences after the question that open or close as an afterthought", "[ask]") {
  CHECK(
      asides_in("Rhino attacked me. Right? Then Klaw attacked and I had no one to block.").size() ==
      1);
  CHECK(asides_in("Rhino attacked me. Right? We had pizza lol.").size() == 1);
  CHECK(asides_in("Rhino attacked me. Right? I'd bought a second Hulk that turn too.").size() == 1);
  // One with a number, a status or a keyword may tell a fact.
  CHECK(tells("Rhino attacked me. Right? Also she had 1 damage already."));
  CHECK(tells("Rhino attacks, my ally defends. Does any get through? Also Rhino has overkill."));
  CHECK(tells("Rhino attacks me, DEF 2. How much damage? Also Rhino is stunned."));
  CHECK_FALSE(tells("Rhino attacked me. Right? Then Klaw attacked and I had no one to block."));
  // Near misses: the question first and its facts after it; a sentence with
  // no afterthought's word; a second question without its mark.
  CHECK(asides_in("Does Black Cat die? Then Rhino attacked with 3.").empty());
  CHECK(asides_in("Rhino attacked me. Right? Black Cat defended.").empty());
  CHECK(
      asides_in("spidey dmg? then spidey hits rhino for 2 next turn, how much goes thru").empty());
}

TEST_CASE("asides: an afterthought is not read as the situation", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "I used Maria Hill to thwart the main scheme, 5 threat on it, her THW is 2. Right? Then Klaw "
      "attacked and I had no one left to block.",
      "mc");
  CHECK(r.action == "thwart");
  REQUIRE(r.afterthoughts.size() == 1);
  CHECK(r.afterthoughts.front().starts_with("then klaw attacked"));
  // One with a number is read both ways.
  const std::vector<Reading> both = read_question(
      "Rhino (ATK 3) attacked and Black Cat (2 hp) defended. Does she die? Also she had 1 damage "
      "already.",
      testing::test_vocabulary(), "mc");
  REQUIRE(both.size() >= 2);
  CHECK(both.front().fact("ally", "damage").empty());
  CHECK(std::any_of(both.begin(), both.end(),
                    [](const Reading& x) { return x.fact("ally", "damage") == "1"; }));
}
