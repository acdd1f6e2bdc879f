#include <catch2/catch.hpp>

#include "indexer/corpus_check.h"
#include "indexer/corpus_reader.h"

using namespace arbiter::corpus;

namespace {

Edition edition(const std::string& label, int sequence, const std::string& entries) {
  return read_edition_text(R"(<edition game="mc" label=")" + label +
                               R"(" scope="whole" sequence=")" + std::to_string(sequence) +
                               R"(" source="s.txt">)" + "\n" + entries + "</edition>\n",
                           label + ".xml");
}

const std::string kStun =
    R"(<entry id="mc:stun" kind="glossary"><title>STUN</title><p lines="1">See <ref to="mc:status-cards" kind="see-also">Status Cards</ref></p></entry>)"
    "\n";
const std::string kStatus =
    R"(<entry id="mc:status-cards" kind="glossary"><title>STATUS CARDS</title><p lines="2">x</p></entry>)"
    "\n";

}  // namespace

TEST_CASE("a sound corpus has no problems", "[check]") {
  CHECK(check_corpus({edition("a", 1, kStun + kStatus)}).empty());
}

TEST_CASE("references may resolve in another edition of the game", "[check]") {
  CHECK(check_corpus({edition("a", 1, kStun), edition("b", 2, kStatus)}).empty());
}

TEST_CASE("a dangling reference is named with file and line", "[check][errors]") {
  const auto problems = check_corpus({edition("a", 1, kStun)});
  REQUIRE(problems.size() == 1);
  CHECK(problems[0] == "a.xml:2: reference to unknown id 'mc:status-cards' (\"Status Cards\")");
}

TEST_CASE("a duplicate id is named with both places", "[check][errors]") {
  const auto problems = check_corpus({edition("a", 1, kStatus + kStun + kStatus)});
  REQUIRE(problems.size() == 1);
  CHECK(problems[0] == "a.xml:4: duplicate id 'mc:status-cards' (first at line 2)");
}

TEST_CASE("ids must fit the game's scheme", "[check][errors]") {
  CHECK(is_valid_id("mc", "mc:retaliate-x"));
  CHECK_FALSE(is_valid_id("mc", "mc:Retaliate X"));
  CHECK_FALSE(is_valid_id("mc", "dm:overcrush"));
  CHECK(is_valid_id("dm", "dm:2.7.4.3.9"));
  CHECK(is_valid_id("dm", "dm:overcrush"));
  CHECK(is_valid_id("dm", "dm:overcrush.3"));
  CHECK(is_valid_id("dm", "dm:fabricate-x-y"));
  CHECK_FALSE(is_valid_id("dm", "dm:2..7"));
  const auto problems = check_corpus(
      {edition("a", 1, R"(<entry id="mc:Bad_Id" kind="glossary"><title>T</title></entry>)")});
  REQUIRE(problems.size() == 1);
  CHECK(problems[0] == "a.xml:2: id 'mc:Bad_Id' does not fit the mc id scheme");
}

TEST_CASE("edition labels and sequences are distinct", "[check][errors]") {
  const auto problems = check_corpus({edition("a", 1, kStatus), edition("a", 1, kStatus)});
  REQUIRE(problems.size() == 2);
  CHECK(problems[0].find("edition label 'a' is also used by a.xml") != std::string::npos);
}
