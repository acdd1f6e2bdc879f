// The card-abilities file reader: rows as the file documents them are read,
// malformed ones are refused with the file and line, whatever their length.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>

#include "indexer/card_abilities.h"

namespace fs = std::filesystem;
using arbiter::corpus::read_card_abilities;

namespace {

// A one-row card-abilities file whose ability column is `ability`.
std::string file_with_ability(const std::string& ability) {
  const fs::path path = fs::temp_directory_path() / "arbiter-card-abilities-test.tsv";
  std::ofstream(path) << "mc\tnova\tally\t" << ability << "\t-\tmc:faq-nova-sam-alexander-1\n";
  return path.string();
}

}  // namespace

TEST_CASE("card abilities: NAME=\"VALUE\" pairs are read, anything else is refused") {
  const auto rows = read_card_abilities(
      file_with_ability(R"(timing="interrupt"  when="before-damage" does="damage-attacker:N")"));
  REQUIRE(rows.size() == 1);
  CHECK(rows[0].phrase == "nova");
  CHECK(rows[0].role == "ally");

  for (const std::string bad : {R"(timing=interrupt)", R"(timing="interrupt)", R"(Timing="x")",
                                R"(="x")", R"(timing="x"when)", R"(timing = "x")"}) {
    INFO(bad);
    CHECK_THROWS_WITH(read_card_abilities(file_with_ability(bad)),
                      Catch::Contains(":1: ability") && Catch::Contains("NAME=\"VALUE\""));
  }
}

TEST_CASE("card abilities: a 1 MB ability line is checked without deep recursion") {
  // std::regex recursed once per pair and overflowed the stack on such lines.
  std::string many;
  for (int i = 0; i < 100000; ++i) many += R"(a="b" )";
  CHECK(read_card_abilities(file_with_ability(many)).size() == 1);
  CHECK_THROWS_AS(read_card_abilities(file_with_ability(many + "x")), std::runtime_error);
}
