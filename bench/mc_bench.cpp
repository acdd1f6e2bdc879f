// Marvel Champions engine speed: resolved enemy attacks per second, without
// and with a trace, and an exact distribution over a 20-card boost deck.
#include <cstdio>

#include "bench/bench_util.h"
#include "engine/core/game_module.h"
#include "engine/core/simulation.h"

using namespace arbiter::engine;

namespace {

const char* kAttack = R"(<scenario game="mc">
  <state>
    <identity id="hero" player="p1" name="Spider-Man" hp="10" atk="2" def="3" retaliate="1"/>
    <ally id="cat" name="Black Cat" hp="2" atk="1"/>
    <villain id="v" name="Rhino" hp="14" atk="4" sch="1" overkill="true"/>
    <main-scheme target="10"/>
    <boost icons="2"/>
  </state>
  <do><enemy-attack attacker="v" target="p1" defender="cat"/></do>
</scenario>)";

const char* kDeck = R"(<scenario game="mc">
  <state>
    <identity id="hero" player="p1" name="Spider-Man" hp="10" atk="2" def="3"/>
    <villain id="v" name="Rhino" hp="14" atk="2" sch="1"/>
    <main-scheme target="10"/>
    <boost-deck>0 x5, 1 x8, 2 x3, 3 x2, star x2</boost-deck>
  </state>
  <do>
    <enemy-attack attacker="v" target="p1"/>
    <enemy-attack attacker="v" target="p1"/>
    <enemy-attack attacker="v" target="p1"/>
  </do>
</scenario>)";

}  // namespace

void run_mc_benchmarks() {
  std::printf("Marvel Champions engine\n");
  const Scenario attack = Scenario::parse(kAttack, "bench");
  const auto game = load_game(attack);
  for (bool traced : {false, true}) {
    arbiter::bench::rate(
        traced ? "  enemy attacks resolved, with trace" : "  enemy attacks resolved, no trace",
        [&](long n) {
          for (long i = 0; i < n; ++i) {
            ReplayChooser chooser;
            Trace trace(traced);
            // Untraced runs are a distribution's: no one reads their values.
            RunContext ctx{chooser, trace, "1.1", traced};
            game->run(ctx);
          }
        });
  }
  const Scenario deck = Scenario::parse(kDeck, "bench");
  Distribution d;
  arbiter::bench::once("  exact distribution, 3 attacks from a 20-card boost deck",
                       [&] { d = simulate(deck, "1.1", false).distribution.value(); });
  std::printf("  (%lld branches, %zu outcomes, exact: %s)\n", static_cast<long long>(d.paths),
              d.outcomes.size(), d.exact ? "yes" : "no");
}
