// Key Dice Masters rules through the game class directly, and the registry
// of Dice Masters predicates.
#include <catch2/catch.hpp>

#include <algorithm>

#include "engine/core/predicate.h"
#include "engine/core/scenario.h"
#include "engine/core/simulation.h"
#include "engine/dm/dm_game.h"
#include "engine/dm/model.h"
#include "engine/dm/predicates.h"

using namespace arbiter::engine;
using namespace arbiter::engine::dm;

namespace {

Card character(const std::string& id, const std::string& owner, const std::string& levels,
               const std::string& kw = "") {
  Card c;
  c.id = c.name = id;
  c.owner = owner;
  c.cost = 3;
  c.energy = {"fist"};
  c.levels = parse_levels(levels);
  c.keywords = parse_keywords(kw);
  return c;
}

Die fielded(const std::string& id, const std::string& card, const std::string& owner,
            int level = 1) {
  Die d;
  d.id = d.name = id;
  d.card = card;
  d.owner = d.controller = owner;
  d.zone = Zone::Field;
  d.level = level;
  d.face = parse_face(std::to_string(level));
  return d;
}

GameState two_players() {
  GameState s;
  s.players = {Player{"p1"}, Player{"p2"}};
  s.active = "p1";
  s.step = "attack";
  return s;
}

struct Run {
  ReplayChooser chooser;
  Trace trace{true};
  RunContext ctx{chooser, trace, "crb"};
};

}  // namespace

TEST_CASE("dm: every predicate is well formed and cites its own game", "[dm][predicates]") {
  CHECK(check_registry().empty());
  CHECK(dm::predicates().size() >= 100);
  for (const Predicate* p : dm::predicates()) CHECK(p->game() == "dm");
}

TEST_CASE("dm: faces, levels and keywords parse", "[dm][model]") {
  const Face f = parse_face("mask+shield");
  CHECK(f.kind == Face::Kind::Energy);
  CHECK(f.energy == std::vector<std::string>{"mask", "shield"});
  CHECK(parse_face("2**").burst == 2);
  CHECK(parse_face("2**").level == 2);
  CHECK_THROWS_AS(parse_face("mask+mask+mask"), std::invalid_argument);
  CHECK(parse_levels("2:4/4, 3:6/6")[1].d == 6);
  Keywords k = parse_keywords("range-1 overcrush fabricate-2-5 rush-bolt");
  CHECK(k.range == 1);
  CHECK(k.fabricate_y == 5);
  add_keywords(k, parse_keywords("range-2"));
  CHECK(k.range == 2);  // the higher value, not 3
  add_keywords(k, parse_keywords("range-1"));
  CHECK(k.range == 2);
}

TEST_CASE("dm: modifiers combine, double, swap and floor at zero", "[dm][modifiers]") {
  GameState s = two_players();
  s.cards = {character("imp", "p1", "1:2/1, 2:3/2")};
  s.dice = {fielded("imp1", "imp", "p1")};
  Run r;
  DmGame g(s, r.ctx);
  Die& d = g.die("imp1");
  g.modify(d, 'a', 1, false, true, "");
  g.modify(d, 'a', 0, true, true, "");
  CHECK(g.attack(d) == 6);  // (2 + 1) * 2
  g.modify(d, 'a', 1, false, true, "");
  CHECK(g.attack(d) == 7);  // added after doubling: not doubled
  g.swap_values(d);
  CHECK(g.attack(d) == 1);
  CHECK(g.defense(d) == 7);
  g.modify(d, 'a', -5, false, true, "");
  CHECK(g.attack(d) == 0);  // never below zero
}

TEST_CASE("dm: damage is tracked apart from defense, KO at damage >= D", "[dm][combat]") {
  GameState s = two_players();
  s.cards = {character("m", "p1", "1:1/2, 2:2/3")};
  s.dice = {fielded("m1", "m", "p1", 2)};
  Run r;
  DmGame g(s, r.ctx);
  g.deal_damage({{"m1", 2, "a bolt"}}, kAbilityDamage);
  CHECK(g.die("m1").zone == Zone::Field);
  CHECK(g.defense(g.die("m1")) == 3);
  g.spin(g.die("m1"), -1, kSpin);  // 2D now, with 2 damage
  CHECK(g.die("m1").zone == Zone::Prep);
  CHECK(g.die("m1").damage == 0);
}

TEST_CASE("dm: Iron Will holds against one source, not two", "[dm][keywords]") {
  for (int sources : {1, 2}) {
    GameState s = two_players();
    s.cards = {character("cap", "p1", "3:2/6", "iron-will")};
    s.dice = {fielded("cap1", "cap", "p1")};
    Run r;
    DmGame g(s, r.ctx);
    std::vector<DmGame::Hit> hits = {{"cap1", 6 / sources, "first"}};
    if (sources == 2) hits.push_back({"cap1", 3, "second"});
    g.deal_damage(hits, kAbilityDamage);
    CHECK((g.die("cap1").zone == Zone::Field) == (sources == 1));
    // What a player reads first says it held, not "nothing changes".
    CHECK((g.take_headlines().find("is not KO'd (Iron Will)") != std::string::npos) ==
          (sources == 1));
  }
}

TEST_CASE("dm: Overcrush and Fast through a whole combat", "[dm][combat]") {
  GameState s = two_players();
  s.cards = {character("hulk", "p1", "4:8/8", "overcrush fast"), character("wall", "p2", "2:5/4")};
  s.dice = {fielded("h", "hulk", "p1"), fielded("w", "wall", "p2")};
  s.dice[1].damage = 2;
  s.dice[1].damage_events = s.dice[1].last_sources = 1;
  Run r;
  DmGame g(s, r.ctx);
  g.declare_attackers({{"h"}, {}, {}, {}, {}});
  g.declare_blockers({{{"w", "h"}}, {}, {}});
  g.assign_damage({});
  CHECK(g.die("w").zone == Zone::Prep);
  CHECK(g.die("h").damage == 0);  // Fast: the blocker was KO'd before dealing damage
  CHECK(g.player("p2").life == 14);
}

TEST_CASE("dm: a split that holds damage back is refused", "[dm][combat]") {
  GameState s = two_players();
  s.cards = {character("b", "p1", "3:4/5"), character("g", "p2", "2:1/3")};
  s.dice = {fielded("b1", "b", "p1"), fielded("g1", "g", "p2"), fielded("g2", "g", "p2")};
  Run r;
  DmGame g(s, r.ctx);
  g.declare_attackers({{"b1"}, {}, {}, {}, {}});
  g.declare_blockers({{{"g1", "b1"}, {"g2", "b1"}}, {}, {}});
  DmGame::DamagePlan plan;
  plan.splits = {{"b1", "g1", 2}, {"b1", "g2", 1}};
  CHECK_THROWS_WITH(g.assign_damage(plan), Catch::Contains("must assign all 4 damage"));
}

TEST_CASE("dm: Regenerate's chance is enumerated exactly", "[dm][chance]") {
  const Scenario sc = Scenario::parse(R"(<scenario game="dm">
  <state active="p1" step="main">
    <player id="p1"/><player id="p2"/>
    <card id="troll" owner="p1" cost="4" energy="fist" levels="2:1/2, 3:2/3, 4:3/4" keywords="regenerate"
          faces="fist, fist, fist+fist, 1, 2, 3"/>
    <die id="t1" card="troll" zone="field"/>
  </state>
  <do><damage dice="t1" amount="2"/></do>
</scenario>)",
                                      "r.xml");
  const SimReport rep = simulate(sc, "crb");
  REQUIRE(rep.distribution);
  CHECK(rep.distribution->exact);
  double back = 0;
  for (const Outcome& o : rep.distribution->outcomes)
    if (o.text.find("Regenerates") != std::string::npos) back += o.probability;
  CHECK(back == Approx(0.5));
}

TEST_CASE("dm: purchase needs each energy type of the card", "[dm][energy]") {
  GameState s = two_players();
  s.step = "main";
  Card c = character("w", "p1", "1:2/1");
  c.energy = {"mask"};
  s.cards = {c};
  Die on_card;
  on_card.id = on_card.name = "w1";
  on_card.card = "w";
  on_card.owner = on_card.controller = "p1";
  on_card.zone = Zone::Card;
  s.dice = {on_card};
  for (const char* face : {"shield", "bolt", "fist", "wild"}) {
    Die e;
    e.id = e.name = face;
    e.type = DieType::Sidekick;
    e.owner = e.controller = "p1";
    e.zone = Zone::Reserve;
    e.face = parse_face(face);
    s.dice.push_back(e);
  }
  Run r;
  DmGame g(s, r.ctx);
  g.purchase(g.player("p1"), "w", {"shield", "bolt", "fist"}, 0, false);
  CHECK(g.die("w1").zone == Zone::Card);  // three offered for cost 3 but no mask: refused
  g.purchase(g.player("p1"), "w", {"shield", "bolt", "wild"}, 0, false);
  CHECK(g.die("w1").zone == Zone::Used);  // the wild stands for mask
}
