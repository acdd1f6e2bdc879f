#include "engine/dm/dm_module.h"

#include <stdexcept>
#include <variant>

#include "engine/core/stepped_run.h"
#include "engine/dm/dm_game.h"
#include "engine/dm/predicates.h"
#include "engine/dm/scenario_reader.h"

namespace arbiter::engine::dm {

namespace {

Values values_of(const DmGame& g) {
  const GameState& s = g.state();
  ValuesBuilder v(9 * s.dice.size() + 9 * s.players.size() + 3);
  for (const Die& d : s.dice) {
    v.set(d.id, ".zone", zone_name(d.zone));
    v.set(d.id, ".damage", std::to_string(d.damage));
    v.set(d.id, ".level", std::to_string(d.level));
    v.set(d.id, ".a", std::to_string(g.attack(d)));
    v.set(d.id, ".d", std::to_string(g.defense(d)));
    v.set(d.id, ".face", d.zone == Zone::Reserve || d.zone == Zone::Field ? d.face.label : "none");
    v.set(d.id, ".controller", d.controller);
    v.set(d.id, ".blocked", bool_text(d.blocked_this_turn));
    v.set(d.id, ".unblockable", bool_text(d.unblockable));
  }
  for (const Player& p : s.players) {
    v.set(p.id, ".life", std::to_string(p.life));
    v.set(p.id, ".virtual", std::to_string(p.virtual_energy));
    v.set(p.id, ".drawn", std::to_string(p.drawn));
    for (Zone z :
         {Zone::Bag, Zone::Prep, Zone::Reserve, Zone::Field, Zone::Used, Zone::OutOfPlay}) {
      int n = 0;
      for (const Die& d : s.dice) n += d.owner == p.id && d.zone == z;
      v.set(p.id, "." + zone_name(z), std::to_string(n));
    }
  }
  v.set("game.winner", "", s.winner.empty() ? "none" : s.winner);
  v.set("game.active", "", s.active);
  v.set("game.step", "", s.step);
  return std::move(v).take();
}

Zone zone_arg(const std::string& z) {
  return zone_from(z);
}

// The combat steps and damage, read from their attributes once, not on
// every run: runs repeat thousands of times.
struct CleanUp {};
using Plan = std::variant<std::monostate, DmGame::AttackPlan, DmGame::BlockPlan, DmGame::DamagePlan,
                          std::vector<DmGame::Hit>, CleanUp>;

Plan plan_of(const Step& s) {
  const std::string& k = s.kind;
  if (k == "declare-attackers") {
    DmGame::AttackPlan plan;
    plan.attackers = s.list("dice");
    for (const Step& p : s.parts) {
      if (p.kind == "range")
        plan.range.emplace_back(p.arg("die"), p.arg("target"));
      else if (p.kind == "call-out")
        plan.call_outs.emplace_back(p.arg("die"), p.arg("target"));
      else if (p.kind == "breath-weapon")
        plan.breath.emplace_back(p.arg("die"), p.list("pay"));
      else if (p.kind == "anti-breath-weapon")
        plan.anti_breath = p.list("pay");
    }
    return plan;
  }
  if (k == "declare-blockers") {
    DmGame::BlockPlan plan;
    for (const Step& p : s.parts) {
      if (p.kind == "block")
        plan.blocks.emplace_back(p.arg("blocker"), p.arg("attacker"));
      else if (p.kind == "tag-out")
        plan.tag_outs.emplace_back(p.arg("die"), p.arg("target"));
      else if (p.kind == "infiltrate")
        plan.infiltrate.push_back(p.arg("die"));
    }
    return plan;
  }
  if (k == "assign-damage") {
    DmGame::DamagePlan plan;
    for (const Step& p : s.parts) {
      if (p.kind == "split")
        plan.splits.push_back({p.arg("attacker"), p.arg("blocker"), p.num("amount")});
      else if (p.kind == "cleave")
        plan.cleave[p.arg("attacker")] = p.arg("target");
      else if (p.kind == "recruit")
        plan.recruit[p.arg("attacker")] = p.arg("die");
    }
    return plan;
  }
  if (k == "damage") {
    std::vector<DmGame::Hit> hits;
    const std::string source = s.arg("source").empty() ? "an ability" : s.arg("source");
    for (const std::string& id : s.list("dice")) hits.push_back({id, s.num("amount"), source});
    return hits;
  }
  if (k == "clean-up") return CleanUp{};
  return {};
}

class DmModule : public GameModule {
 public:
  explicit DmModule(DmSetup setup) : setup_(std::move(setup)) {
    for (const Step& s : setup_.steps) plans_.push_back(plan_of(s));
    index_cards(setup_.state);
  }

  // A dry run tells whether any chance point has more than one branch.
  bool has_chance() const override {
    if (chance_ < 0) {
      ReplayChooser chooser;
      Trace silent(false);
      RunContext ctx{chooser, silent, "", false};  // only its choices are read
      run(ctx);
      chance_ = 0;
      for (int w : chooser.widths()) chance_ = chance_ || w > 1;
    }
    return chance_ == 1;
  }
  bool chance_shows_in_run() const override { return true; }

  bool reread(const Node& element, const std::string& attribute) override {
    if (!reread_dm_attribute(setup_, element, attribute)) return false;
    chance_ = -1;  // a die's stats decide whether it is rolled (Regenerate)
    return true;
  }

  RunResult run(RunContext& ctx) const override {
    DmGame g(setup_.state, ctx);
    g.begin();
    for (size_t i = 0; i < setup_.steps.size(); ++i) run_one(g, i);
    RunResult r;
    r.outcome = g.take_headlines();
    if (r.outcome.empty()) r.outcome = join_outcome({});
    if (ctx.want_values) r.values = values_of(g);
    return r;
  }

  std::unique_ptr<SteppedRun> stepped() const override;

  // Runs the scenario's step i.
  void run_one(DmGame& g, size_t i) const {
    const Step& s = setup_.steps[i];
    run_step(setup_.file, s.line, s.kind, [&] {
      apply(g, s, plans_[i]);
      g.run_queue();  // abilities a step triggered last ("when KO'd" after combat)
    });
  }

  static void apply(DmGame& g, const Step& s, const Plan& plan) {
    if (const auto* p = std::get_if<DmGame::AttackPlan>(&plan)) return g.declare_attackers(*p);
    if (const auto* p = std::get_if<DmGame::BlockPlan>(&plan)) return g.declare_blockers(*p);
    if (const auto* p = std::get_if<DmGame::DamagePlan>(&plan)) return g.assign_damage(*p);
    if (const auto* hits = std::get_if<std::vector<DmGame::Hit>>(&plan)) {
      g.deal_damage(*hits, kAbilityDamage);
      return g.run_queue();
    }
    if (std::holds_alternative<CleanUp>(plan)) return g.clean_up();
    const std::string& k = s.kind;
    if (k == "clear-and-draw") {
      g.clear_and_draw(g.player(s.arg("player")));
    } else if (k == "draw") {
      g.draw_outside_step(g.player(s.arg("player")), s.num("count"));
    } else if (k == "roll") {
      g.roll_step(g.player(s.arg("player")), s.list("reroll"));
    } else if (k == "reroll") {
      g.reroll(g.player(s.arg("player")), s.list("dice"));
    } else if (k == "purchase") {
      g.purchase(g.player(s.arg("player")), s.arg("card"), s.list("pay"), s.num("reduce"),
                 s.arg("may-reach-zero") == "true");
    } else if (k == "field") {
      g.field(g.die(s.arg("die")), s.list("pay"), s.num("reduce"), s.arg("ritual"),
              s.arg("intimidate"));
    } else if (k == "fabricate") {
      g.fabricate(g.player(s.arg("player")), s.arg("card"), s.list("ko"));
    } else if (k == "use-action") {
      g.use_action(g.die(s.arg("die")), s.arg("target"), s.list("attune"));
    } else if (k == "global") {
      DmGame::AbilityUse u;
      u.player = s.arg("player");
      u.cost = s.list("cost");
      u.effect = parse_effect(s.arg("effect"));
      u.card = s.arg("card");
      u.target = s.arg("target");
      u.spin_down_cost = s.arg("spin-down-cost");
      u.when_damaged = s.arg("when-damaged") == "true";
      u.redirect = s.arg("redirect");
      g.use_global(u);
    } else if (k == "end-main-step") {
      g.end_main_step();
    } else if (k == "remove") {
      g.remove_from_combat(g.die(s.arg("die")), zone_arg(s.arg("to")),
                           s.arg("by").empty() ? "an ability" : s.arg("by"));
    } else if (k == "damage-player") {
      g.damage_player(g.player(s.arg("player")), s.num("amount"), kAbilityDamage,
                      s.arg("source").empty() ? "an ability" : s.arg("source"));
    } else if (k == "damage-players") {
      g.damage_both_players(s.num("amount"),
                            s.arg("source").empty() ? "an ability" : s.arg("source"));
    } else if (k == "lose-life") {
      g.lose_life(g.player(s.arg("player")), s.num("amount"), kLoseLife, "an ability (not damage)");
    } else if (k == "gain-life") {
      g.gain_life(g.player(s.arg("player")), s.num("amount"));
    } else if (k == "ko") {
      g.ko_by_effect(g.die(s.arg("die")), kKoIsNotDamage,
                     s.arg("by").empty() ? "an ability" : s.arg("by"));
    } else if (k == "modify") {
      const bool applied = s.arg("kind") != "static";
      if (s.args.count("double")) {
        g.modify(g.die(s.arg("die")), s.arg("double")[0], 0, true, true, "");
      } else {
        const char stat = s.args.count("a") ? 'a' : 'd';
        std::string v = s.arg(stat == 'a' ? "a" : "d");
        if (v[0] == '+') v = v.substr(1);
        g.modify(g.die(s.arg("die")), stat, std::stoi(v), false, applied, s.arg("source"));
      }
    } else if (k == "swap") {
      g.swap_values(g.die(s.arg("die")));
    } else if (k == "spin") {
      std::string v = s.arg("by");
      if (v[0] == '+') v = v.substr(1);
      g.spin(g.die(s.arg("die")), std::stoi(v), kSpin);
    } else if (k == "sacrifice") {
      g.sacrifice(g.die(s.arg("die")));
    } else if (k == "clean-up") {
      g.clean_up();
    }
  }

 private:
  DmSetup setup_;
  std::vector<Plan> plans_;  // one for each step
  mutable int chance_ = -1;
};

// Step 0 settles the scenario's state (DmGame::begin); step i runs the
// scenario's step i - 1.
class DmSteppedRun : public SteppedRun {
 public:
  DmSteppedRun(const DmModule& module, const DmSetup& setup)
      : module_(module), setup_(setup), game_(setup.state) {}
  std::unique_ptr<SteppedRun> copy() const override {
    return std::make_unique<DmSteppedRun>(*this);
  }
  bool assign(const SteppedRun& other) override {
    game_ = static_cast<const DmSteppedRun&>(other).game_;
    return true;
  }
  size_t steps() const override { return setup_.steps.size() + 1; }
  std::string step(size_t i, RunContext& ctx) override {
    game_.rebind(ctx);
    if (i == 0)
      game_.begin();
    else
      module_.run_one(game_, i - 1);
    return game_.take_headlines();
  }
  bool same_state(const SteppedRun& other) const override {
    return game_.same_state(static_cast<const DmSteppedRun&>(other).game_);
  }
  size_t state_hash() const override { return game_.state_hash(); }

 private:
  const DmModule& module_;
  const DmSetup& setup_;
  DmGame game_;
};

std::unique_ptr<SteppedRun> DmModule::stepped() const {
  return std::make_unique<DmSteppedRun>(*this, setup_);
}

}  // namespace

std::unique_ptr<GameModule> load_dm(const Scenario& scenario) {
  return std::make_unique<DmModule>(read_dm_scenario(scenario));
}

}  // namespace arbiter::engine::dm
