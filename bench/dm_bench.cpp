// Dice Masters engine speed: combat resolutions per second (two attackers,
// three blockers, keywords on), without and with a trace, and the time of
// an exact distribution for a Regenerate question.
#include <cstdio>

#include "bench/bench_util.h"
#include "engine/core/game_module.h"
#include "engine/core/simulation.h"

using namespace arbiter::engine;

namespace {

// Overcrush + Fast against a double block; Iron Will against a Deadly
// blocker; a Regenerate blocker whose roll is fixed (no chance in the loop).
const char* kCombat = R"(<scenario game="dm">
  <state active="p1" step="attack">
    <player id="p1"/><player id="p2"/>
    <card id="hulk" owner="p1" cost="6" energy="fist" levels="4:6/6, 5:8/8, 6:10/10" keywords="overcrush fast"/>
    <card id="cap" owner="p1" cost="5" energy="shield" levels="3:4/6, 4:5/7, 5:6/8" keywords="iron-will"/>
    <card id="troll" owner="p2" cost="4" energy="fist" levels="2:2/3, 3:3/4, 4:4/5" keywords="regenerate"
          faces="fist, fist, fist+fist, 1, 2, 3"/>
    <card id="guard" owner="p2" cost="3" energy="shield" levels="2:1/3, 3:2/4, 4:3/5"/>
    <card id="viper" owner="p2" cost="3" energy="mask" levels="2:3/3, 3:4/4, 4:5/5" keywords="deadly"/>
    <die id="h" card="hulk" zone="field" level="2"/>
    <die id="c" card="cap" zone="field"/>
    <die id="t" card="troll" zone="field"/>
    <die id="g" card="guard" zone="field" damage="1"/>
    <die id="v" card="viper" zone="field"/>
    <fixed-roll die="t" faces="2"/>
  </state>
  <do>
    <declare-attackers dice="h c"/>
    <declare-blockers>
      <block blocker="t" attacker="h"/>
      <block blocker="g" attacker="h"/>
      <block blocker="v" attacker="c"/>
    </declare-blockers>
    <assign-damage/>
    <clean-up/>
  </do>
</scenario>)";

// A Regenerate die KO'd three times in a row (each roll from its 6 faces).
const char* kRegenerate = R"(<scenario game="dm">
  <state active="p1" step="main">
    <player id="p1"/><player id="p2"/>
    <card id="troll" owner="p1" cost="4" energy="fist" levels="2:1/2, 3:2/3, 4:3/4" keywords="regenerate"
          faces="fist, bolt, fist+fist, 1, 2, 3"/>
    <die id="t1" card="troll" zone="field"/>
    <die id="t2" card="troll" zone="field"/>
    <die id="t3" card="troll" zone="field"/>
  </state>
  <do>
    <damage dice="t1 t2 t3" amount="4"/>
    <damage dice="t1 t2 t3" amount="4"/>
  </do>
</scenario>)";

}  // namespace

void run_dm_benchmarks() {
  std::printf("Dice Masters engine\n");
  const Scenario combat = Scenario::parse(kCombat, "bench");
  const auto game = load_game(combat);
  for (bool traced : {false, true}) {
    arbiter::bench::rate(traced ? "  combats resolved (2 attackers, 3 blockers), with trace"
                                : "  combats resolved (2 attackers, 3 blockers), no trace",
                         [&](long n) {
                           for (long i = 0; i < n; ++i) {
                             ReplayChooser chooser;
                             Trace trace(traced);
                             RunContext ctx{chooser, trace, "crb", traced};
                             game->run(ctx);
                           }
                         });
  }
  const Scenario regen = Scenario::parse(kRegenerate, "bench");
  Distribution d;
  arbiter::bench::once("  exact distribution, 3 Regenerate dice KO'd twice",
                       [&] { d = simulate(regen, "crb", false).distribution.value(); });
  std::printf("  (%lld branches, %zu outcomes, exact: %s)\n", static_cast<long long>(d.paths),
              d.outcomes.size(), d.exact ? "yes" : "no");
}
