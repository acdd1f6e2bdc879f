// Hostile inputs (issue 12): numbers past what the rules and the tool
// allow, and small scenarios that ask for unbounded work. Each is refused
// with file, line, field and range, or bounded and said so.
#include <catch2/catch.hpp>

#include <chrono>

#include "engine/core/checked.h"
#include "engine/core/scenario.h"
#include "engine/core/simulation.h"
#include "query/ask/number_range.h"

using namespace arbiter::engine;

namespace {

std::string error_of(const std::string& xml, const Limits& limits = {}) {
  try {
    simulate(Scenario::parse(xml, "x.xml", limits), "1.3");
  } catch (const ScenarioError& e) {
    return e.what();
  }
  return "";
}

std::string mc_attack(const std::string& villain_atk, const std::string& boost, int attacks = 1) {
  std::string steps;
  for (int i = 0; i < attacks; ++i) steps += "<enemy-attack attacker=\"v\" target=\"p1\"/>\n";
  return "<scenario game=\"mc\"><state>\n"
         "<identity id=\"hero\" player=\"p1\" hp=\"999\" atk=\"2\" def=\"3\"/>\n"
         "<villain id=\"v\" hp=\"10\" atk=\"" +
         villain_atk + "\" sch=\"1\"/>\n<main-scheme target=\"5\"/>\n" + boost +
         "\n</state><do>\n" + steps + "</do></scenario>";
}

const std::string kDmHead = R"(<scenario game="dm"><state>
<player id="p1" life="20"/>
<player id="p2"/>
<card id="hulk" name="Hulk" owner="p1" cost="6" energy="fist" levels="4:6/6, 5:8/8, 6:10/10"/>
<die id="h1" card="hulk" zone="field" level="1"/>
)";

// The sanitizer build (scripts/sanitize.sh) runs several times slower: its
// bounds are scaled so that they still catch unbounded work, not slowness.
#if defined(__SANITIZE_ADDRESS__)
constexpr double kSlowdown = 5.0;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr double kSlowdown = 5.0;
#else
constexpr double kSlowdown = 1.0;
#endif
#else
constexpr double kSlowdown = 1.0;
#endif

// Wall-clock seconds `f` took, in the units of a plain build.
template <class F>
double seconds(F&& f) {
  const auto start = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() /
         kSlowdown;
}

}  // namespace

TEST_CASE("bounds: checked arithmetic saturates instead of wrapping", "[bounds]") {
  CHECK(sat_add(2147483647, 2) == kSaturated);
  CHECK(sat_mul(kSaturated, 2) == kSaturated);
  CHECK(sat_sub(-kSaturated, 5) == -kSaturated);
  CHECK(sat_add(3, -5) == -2);
  CHECK(parse_in_range("+2", kDeltaRange, true) == 2);
  CHECK_THROWS_WITH(parse_in_range("2147483647", kStatRange),
                    "2147483647 is out of range (0..999)");
  CHECK_THROWS_WITH(parse_in_range("99999999999999999999", kStatRange),
                    "99999999999999999999 is out of range (0..999)");
  CHECK_THROWS_WITH(parse_in_range("2x", kStatRange), "'2x' is not a whole number");
}

TEST_CASE("bounds: MC values past the range are refused with file, line and range",
          "[bounds][mc]") {
  CHECK(error_of(mc_attack("2147483647", "<boost icons=\"2\"/>")) ==
        "x.xml:3: villain@atk: 2147483647 is out of range (0..999)");
  CHECK(error_of(mc_attack("2", "<boost icons=\"2147483647\"/>")) ==
        "x.xml:5: boost@icons: 2147483647 is out of range (0..999)");
  CHECK(error_of(mc_attack("2", "<boost icons=\"0\" does=\"atk+99999999999\"/>")) ==
        "x.xml:5: boost@does: 99999999999 is out of range (0..999)");
  CHECK(error_of(mc_attack("2", "<boost-deck>0 x2147483647, 1 x2</boost-deck>")) ==
        "x.xml:5: boost-deck: deck part '0 x2147483647': count 2147483647 is out of range "
        "(0..999)");
  // The largest accepted values compute without wrapping.
  const SimReport r =
      simulate(Scenario::parse(mc_attack("999", "<boost icons=\"999\"/>"), "x.xml"), "1.3");
  CHECK(r.outcome.find("hero takes 1998 damage") != std::string::npos);  // undefended
}

TEST_CASE("bounds: DM values the rules forbid are refused", "[bounds][dm]") {
  CHECK(error_of(kDmHead + "</state><do><clean-up/></do></scenario>").empty());
  const std::string life = R"(<scenario game="dm"><state>
<player id="p1" life="-1"/>
<player id="p2"/>
</state><do><gain-life player="p1" amount="1"/></do></scenario>)";
  CHECK(error_of(life) == "x.xml:2: player@life: -1 is out of range (1..20)");
  CHECK(error_of(kDmHead + "<modifier die=\"h1\" a=\"+2147483647\"/>\n"
                           "</state><do><clean-up/></do></scenario>") ==
        "x.xml:6: modifier@a: +2147483647 is out of range (-999..999)");
  CHECK(error_of(kDmHead + "</state><do><damage dice=\"h1\" amount=\"4294967296\"/></do>"
                           "</scenario>") ==
        "x.xml:6: damage@amount: 4294967296 is out of range (0..999)");
}

TEST_CASE("bounds: many doublings saturate, never wrap to a negative value", "[bounds][dm]") {
  std::string mods;
  for (int i = 0; i < 40; ++i) mods += "<modifier die=\"h1\" double=\"a\"/>\n";
  const SimReport r = simulate(
      Scenario::parse(kDmHead + mods + "</state><do><modify die=\"h1\" a=\"+1\"/></do></scenario>",
                      "x.xml"),
      "crb");
  CHECK(std::stoll(r.values.at("h1.a")) == kSaturated);
}

TEST_CASE("bounds: a question's out-of-range number is named", "[bounds][ask]") {
  arbiter::query::ask::Reading r;
  r.words = {"villain", "with", "99999999999", "atk", "2147483647a", "12", "blocked"};
  const auto refused = arbiter::query::ask::out_of_range_numbers(r);
  REQUIRE(refused.size() == 2);
  CHECK(refused[0].find("'99999999999' is out of range (0..999)") == 0);
  CHECK(refused[1].find("'2147483647' is out of range (0..999)") == 0);
  CHECK(arbiter::query::ask::without_location(
            "<question>:4: villain@atk: 999999 is out of range (0..999)") ==
        "villain atk 999999 is out of range (0..999)");
}

TEST_CASE("bounds: scenario size limits refuse with the option that raises them", "[bounds]") {
  // A 48 KB scenario of attacks: refused at once, not run for a minute.
  const std::string big = mc_attack("2", "<boost-deck>0 x999, 1 x999</boost-deck>", 1000);
  REQUIRE(big.size() > 40'000);
  std::string e;
  CHECK(seconds([&] { e = error_of(big); }) < 5.0);
  CHECK(e ==
        "x.xml:6: do: 1,000 steps in <do>; the tool's limit is 100 (raise it with "
        "--max-steps N)");
  Limits small;
  small.max_bytes = 1000;
  CHECK(error_of(big, small).find("x.xml:1: file: ") == 0);
  CHECK(error_of(big, small).find("the tool's limit is 1,000 (raise it with --max-bytes N)") !=
        std::string::npos);
  std::string minions;
  for (int i = 0; i < 201; ++i)
    minions += "<minion id=\"m" + std::to_string(i) + "\" hp=\"1\" atk=\"1\" sch=\"1\"/>\n";
  CHECK(error_of(mc_attack("2", minions + "<boost icons=\"0\"/>")) ==
        "x.xml:1: state: 205 elements in <state>; the tool's limit is 200 (raise it with "
        "--max-elements N)");
}

TEST_CASE("bounds: a 60-card deck drawn 10 times is sampled, fast, and says so",
          "[bounds][chance]") {
  const std::string xml = mc_attack("2", "<boost-deck>0 x15, 1 x15, 2 x15, 3 x15</boost-deck>", 10);
  SimReport r;
  CHECK(seconds([&] { r = simulate(Scenario::parse(xml, "x.xml"), "1.3"); }) < 10.0);
  REQUIRE(r.distribution);
  CHECK_FALSE(r.distribution->exact);
  CHECK(r.distribution_note.find("exact enumeration needs about 1,048,576 branches") == 0);
  CHECK(r.distribution_note.find("sampled 20,000 runs with seed 1 instead") != std::string::npos);
}

TEST_CASE("bounds: a 12 KB scenario at the step limit runs within its work budget",
          "[bounds][chance]") {
  // 100 attacks, each drawing from a 2,000-card deck: 4^100 branches.
  const std::string xml =
      mc_attack("2", "<boost-deck>0 x500, 1 x500, 2 x500, 3 x500</boost-deck>", 100);
  REQUIRE(xml.size() > 4'000);
  SimReport r;
  CHECK(seconds([&] { r = simulate(Scenario::parse(xml, "x.xml"), "1.3"); }) < 20.0);
  REQUIRE(r.distribution);
  CHECK(r.distribution->paths == 10'000);
  CHECK(r.distribution_note.find("the work limit of 1,000,000 run-steps allows 10,000 runs of "
                                 "these 100 steps") != std::string::npos);
  CHECK(r.events.size() <= 2'000);
}

TEST_CASE("bounds: a used-up described deck is refused, not read past its end",
          "[bounds][chance]") {
  const std::string xml = mc_attack("2", "<boost-deck>0 x1, 1 x1</boost-deck>", 3);
  CHECK(error_of(xml) ==
        "x.xml:9: enemy-attack: the described deck is used up, with nothing left for boost card "
        "(the tool does not reshuffle a described deck)");
}

TEST_CASE("bounds: the shown trace stops at its limit and says so", "[bounds]") {
  Trace t(true, 3);
  static const Predicate p{"test.p", "a test", {}};
  for (int i = 0; i < 5; ++i) t.note(p, std::string("step"));
  CHECK(t.events().size() == 3);
  CHECK(t.cut());
}
