// A Marvel Champions run kept and answered again without running
// (engine/mc/run_memo.h): after a number the kept run never used is read
// again, the untraced run gives what the scenario with that number, read
// whole and run, gives; after one it used, it is run again. Tracked fields
// mark every use while a scope is open, and values_of reads characters'
// numbers only in their own part.
#include <catch2/catch.hpp>

#include <memory>
#include <optional>
#include <sstream>
#include <string>

#include "engine/core/game_module.h"
#include "engine/core/scenario.h"
#include "engine/core/simulation.h"
#include "engine/core/touched.h"
#include "engine/mc/run_memo.h"
#include "engine/mc/scenario_reader.h"
#include "engine/mc/values_of.h"

using namespace arbiter;
using namespace arbiter::engine;
using namespace arbiter::engine::mc;

namespace {

// `stunned`: the villain discards its stunned card instead of attacking,
// and reads none of the numbers; else its ATK and the ally's hit points
// decide the attack.
std::string attack(bool stunned) {
  return std::string(R"(<scenario game="mc" edition="1.3" title="t">
  <state>
    <identity id="hero" name="the hero" player="p1" hp="10" def="2"/>
    <ally id="ally" name="the ally" player="p1" hp="3" atk="1"/>
    <villain id="villain" name="the villain" hp="12" atk="3" stages-after="1")") +
         (stunned ? " stunned=\"true\"" : "") + R"(/>
    <main-scheme id="main" name="the main scheme" threat="2" target="10" stages-after="1"/>
    <boost icons="0"/>
  </state>
  <do>
    <enemy-attack attacker="villain" target="p1" defender="ally"/>
  </do>
</scenario>
)";
}

pugi::xml_node element(const Scenario& s, const char* name) {
  return s.state().raw().child(name);
}

// The untraced run after `attribute` of `name` is set to `value` and read
// again is the whole scenario so changed, run; its outcome.
std::string check_untraced(const Scenario& base, GameModule& game, const char* name,
                           const char* attribute, const std::string& value) {
  pugi::xml_node e = element(base, name);
  e.attribute(attribute).set_value(value.c_str());
  REQUIRE(game.reread(Node(base, e), attribute));
  const SimReport patched = simulate(base, game, "1.3", false);
  std::ostringstream whole;
  base.state().raw().root().print(whole);
  const SimReport fresh = simulate(Scenario::parse(whole.str(), "s.xml"), "1.3", false);
  CHECK(patched.outcome == fresh.outcome);
  CHECK(patched.values == fresh.values);
  return patched.outcome;
}

}  // namespace

TEST_CASE("a Tracked field marks its kind and owner when used inside a scope, not outside") {
  Tracked<2> n(3);
  n.own(1);
  Tracked<2> other(1);
  other.own(4);
  const Tracked<3> untagged(5);
  TouchedMask mask = 0;
  {
    TouchedScope scope(mask);
    CHECK(n.peek() == 3);
    CHECK(mask == 0);  // peeking is not using
    const int read = n;
    CHECK(read == 3);
    CHECK(mask == touched_bits(2, 1));
  }
  CHECK(int(other) + int(n) == 4);  // outside: nothing marked
  CHECK(mask == touched_bits(2, 1));
  mask = 0;
  {
    TouchedScope scope(mask);
    Tracked<2> copy(other);  // a copy holds other's number: marked as other's
    CHECK(mask == touched_bits(2, 4));
    mask = 0;
    copy = n;  // both marked: n read, copy (other's) written
    CHECK(mask == (touched_bits(2, 1) | touched_bits(2, 4)));
  }
  mask = 0;
  {
    TouchedScope scope(mask);
    n += 2;
    CHECK(mask == touched_bits(2, 1));
    mask = 0;
    CHECK(int(untagged) == 5);  // no owner known: every owner's
    CHECK(mask == touched_bits(3, kAnyOwner));
    CHECK((mask & touched_bits(3, 0)) != 0);
    CHECK((mask & touched_bits(3, 11)) != 0);
    CHECK((mask & touched_bits(2, 1)) == 0);
  }
  CHECK(n.peek() == 5);
}

TEST_CASE("values_of reads characters' numbers only in their own part") {
  const Scenario s = Scenario::parse(attack(false), "s.xml");
  const McSetup setup = read_mc_scenario(s);
  TouchedMask rest = 0;
  const Values v = values_of(setup.state, &rest);
  CHECK(rest == 0);
  CHECK(v.find("ally.max-hp")->second == "3");
}

TEST_CASE("a run that never reads a changed number answers without running, as the whole run") {
  const Scenario base = Scenario::parse(attack(true), "s.xml");
  const std::unique_ptr<GameModule> game = load_game(base);
  const SimReport first = simulate(base, *game, "1.3", false);
  CHECK(first.outcome.find("discards stunned") != std::string::npos);
  // Every number the question would try, each after the others.
  check_untraced(base, *game, "villain", "atk", "7");
  check_untraced(base, *game, "ally", "hp", "9");  // .max-hp and .remaining follow it
  check_untraced(base, *game, "identity", "hp", "4");
  check_untraced(base, *game, "villain", "hp", "30");
  check_untraced(base, *game, "ally", "hp", "1");
  // A traced run is run: its steps are shown.
  CHECK_FALSE(simulate(base, *game, "1.3", true).events.empty());
}

TEST_CASE("a run that reads a changed number is run again (near miss)") {
  const Scenario base = Scenario::parse(attack(false), "s.xml");
  const std::unique_ptr<GameModule> game = load_game(base);
  const SimReport first = simulate(base, *game, "1.3", false);
  // The ally survives no attack and is defeated by one of 8.
  CHECK(check_untraced(base, *game, "villain", "atk", "0") != first.outcome);
  check_untraced(base, *game, "villain", "atk", "8");
  check_untraced(base, *game, "ally", "hp", "12");
  check_untraced(base, *game, "villain", "hp", "2");  // not read: answered from the last run
  check_untraced(base, *game, "ally", "hp", "1");
  CHECK(check_untraced(base, *game, "villain", "atk", "3") == first.outcome);
}

TEST_CASE("RunMemo answers only for numbers its run did not touch") {
  const Scenario s = Scenario::parse(attack(true), "s.xml");
  McSetup setup = read_mc_scenario(s);
  const size_t ally = 1;
  REQUIRE(setup.state.characters[ally].id == "ally");
  RunMemo memo;
  CHECK_FALSE(memo.echo(setup.state, "1.3", false));  // nothing kept
  const Values kept = values_of(setup.state);
  memo.keep(setup.state, touched_bits(kTouchAtk, ally), "nothing changes", "1.3", &kept);
  CHECK(memo.echo(setup.state, "1.3", true)->values == kept);
  CHECK_FALSE(memo.echo(setup.state, "1.1", true));  // another edition

  setup.state.characters[ally].base_hp = 7;
  memo.changed(ally, kTouchHp);
  const std::optional<RunResult> hp = memo.echo(setup.state, "1.3", true);
  REQUIRE(hp);
  CHECK(hp->outcome == "nothing changes");
  CHECK(hp->values == values_of(setup.state));
  CHECK(hp->values.find("ally.max-hp")->second == "7");
  CHECK(memo.echo(setup.state, "1.3", true)->values == hp->values);  // the kept end unchanged

  const size_t villain = 2;
  REQUIRE(setup.state.characters[villain].id == "villain");
  memo.changed(villain, kTouchAtk);  // the villain's ATK: the ally's was touched, not it
  CHECK(memo.echo(setup.state, "1.3", true));
  memo.changed(ally, kTouchAtk);  // touched by the kept run
  CHECK_FALSE(memo.echo(setup.state, "1.3", true));
  memo.keep(setup.state, 0, "nothing changes", "1.3", nullptr);
  CHECK(memo.echo(setup.state, "1.3", false));
  CHECK_FALSE(memo.echo(setup.state, "1.3", true));  // no values kept
  memo.forget();
  CHECK_FALSE(memo.echo(setup.state, "1.3", false));
}
