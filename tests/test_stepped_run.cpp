// Distributions memoised on the state each step reaches must be exactly
// the ones a replay of every branch gives: same outcomes, probabilities,
// branch counts and first paths (which pick the trace shown).
#include <catch2/catch.hpp>

#include <filesystem>

#include "engine/core/game_module.h"
#include "engine/core/scenario.h"
#include "engine/core/stepped_run.h"

namespace fs = std::filesystem;
using namespace arbiter::engine;

namespace {

Distribution replayed(const GameModule& game, int64_t max_paths) {
  return enumerate(
      [&](Chooser& chooser) {
        Trace silent(false);
        RunContext ctx{chooser, silent, "crb", false};
        return game.run(ctx).outcome;
      },
      max_paths);
}

void check_same(const Distribution& memo, const Distribution& replay) {
  REQUIRE(memo.exact);
  REQUIRE(replay.exact);
  CHECK(memo.paths == replay.paths);
  REQUIRE(memo.outcomes.size() == replay.outcomes.size());
  for (size_t i = 0; i < memo.outcomes.size(); ++i) {
    INFO("outcome " << i << ": " << replay.outcomes[i].text);
    CHECK(memo.outcomes[i].text == replay.outcomes[i].text);
    CHECK(memo.outcomes[i].probability == Approx(replay.outcomes[i].probability).epsilon(1e-12));
    CHECK(memo.outcomes[i].paths == replay.outcomes[i].paths);
    CHECK(memo.outcomes[i].first_path == replay.outcomes[i].first_path);
  }
}

const char* kRegenerate = R"(<scenario game="dm">
  <state active="p1" step="main">
    <player id="p1"/><player id="p2"/>
    <card id="troll" owner="p1" cost="4" energy="fist" levels="2:1/2, 3:2/3, 4:3/4" keywords="regenerate"
          faces="fist, bolt, fist+fist, 1, 2, 3"/>
    <die id="t1" card="troll" zone="field"/>
    <die id="t2" card="troll" zone="field"/>
  </state>
  <do>
    <damage dice="t1 t2" amount="4"/>
    <damage dice="t1 t2" amount="4"/>
  </do>
</scenario>)";

}  // namespace

TEST_CASE(
    "a memoised distribution equals the replay of every branch, for every Dice Masters "
    "example with chance",
    "[engine][chance]") {
  int compared = 0;
  for (const auto& f : fs::directory_iterator(fs::path(ARBITER_SOURCE_DIR) / "examples" / "dm")) {
    if (f.path().extension() != ".xml") continue;
    const Scenario s = Scenario::load(f.path().string());
    const auto game = load_game(s);
    if (!game->has_chance()) continue;
    INFO(f.path().filename().string());
    const auto stepped = game->stepped();
    REQUIRE(stepped);
    const auto memo = enumerate_stepped(*stepped, "crb", 200000, 2000000);
    REQUIRE(memo);
    check_same(*memo, replayed(*game, 200000));
    ++compared;
  }
  CHECK(compared > 0);  // the folder has scenarios with chance to compare
}

TEST_CASE("a memoised distribution runs each step once from each distinct state",
          "[engine][chance]") {
  const Scenario s = Scenario::parse(kRegenerate, "regen.xml");
  const auto game = load_game(s);
  const auto memo = enumerate_stepped(*game->stepped(), "crb", 200000, 2000000);
  REQUIRE(memo);
  check_same(*memo, replayed(*game, 200000));
  // Two dice KO'd twice, each Regenerate roll from 6 faces: 21 histories a die.
  CHECK(memo->paths == 21 * 21);
}

TEST_CASE("a memoised distribution gives way when its limits are passed", "[engine][chance]") {
  const Scenario s = Scenario::parse(kRegenerate, "regen.xml");
  const auto game = load_game(s);
  // 441 branches: past a limit of 100 branches, or of 100 step runs.
  CHECK_FALSE(enumerate_stepped(*game->stepped(), "crb", 100, 2000000));
  CHECK_FALSE(enumerate_stepped(*game->stepped(), "crb", 200000, 100));
  CHECK(enumerate_stepped(*game->stepped(), "crb", 441, 2000000));
}

TEST_CASE("a game without a stepped run replays its branches", "[engine][chance]") {
  const Scenario s = Scenario::parse(R"(<scenario game="mc">
  <state>
    <identity id="hero" player="p1" hp="10" atk="2" def="1"/>
    <villain id="v" hp="10" atk="3" sch="1"/>
    <main-scheme target="5"/>
    <boost-deck>0 x2, 1 x1</boost-deck>
  </state>
  <do><enemy-attack attacker="v" target="p1"/></do>
</scenario>)",
                                     "mc.xml");
  CHECK_FALSE(load_game(s)->stepped());
}
