#include "engine/mc/mc_module.h"

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string_view>

#include "common/text.h"
#include "engine/mc/predicates.h"
#include "engine/mc/run_memo.h"
#include "engine/mc/scenario_reader.h"
#include "engine/mc/values_of.h"

namespace arbiter::engine::mc {

namespace {

class McModule : public GameModule {
 public:
  explicit McModule(McSetup setup) : setup_(std::move(setup)) {
    // Each character's numbers are its own in a run's marks (run_memo.h).
    for (size_t i = 0; i < setup_.state.characters.size(); ++i)
      setup_.state.characters[i].own_numbers(i);
  }

  bool has_chance() const override { return setup_.state.boost_deck.has_value(); }

  bool reread(const Node& element, const std::string& attribute) override {
    // A character's number read again is noted for the kept run (run_memo.h)
    // when it is all that changed; any other change forgets that run.
    RereadNumber number;
    const bool read = reread_mc_attribute(setup_, element, attribute, &number);
    const unsigned kind = number.character != SIZE_MAX && number.alone ? number_kind(attribute) : 0;
    if (kind != 0)
      memo_.changed(number.character, kind);
    else if (read)
      memo_.forget();
    return read;
  }

  std::optional<std::vector<std::string>> varying_values(
      const Node& element, const std::string& attribute,
      const std::string& edition) const override {
    const std::optional<size_t> index = number_at(element, attribute);
    if (!index || has_chance()) return std::nullopt;
    return memo_.varying(setup_.state, *index, number_kind(attribute), edition);
  }

  RunResult run(RunContext& ctx) const override {
    const GameState& s = setup_.state;
    if (s.mode == "rookie" || s.mode == "heroic")
      if (!kHeroicExtraCards.holds_in(ctx.edition))
        throw ScenarioError(setup_.file + ":1: state@mode: " + s.mode +
                            " mode is defined from v1.3 (mc:modes-of-play); "
                            "edition " +
                            ctx.edition + " has no modes of play");
    // An untraced run without chance is kept, and answers the runs after
    // it that differ only in numbers it never used (run_memo.h).
    const bool memo = !ctx.trace.enabled() && !has_chance();
    if (memo)
      if (std::optional<RunResult> r = memo_.echo(s, ctx.edition, ctx.want_values))
        return std::move(*r);
    McGame g(setup_.state, ctx);
    TouchedMask touched = 0;
    {
      TouchedScope scope(touched);
      g.begin();
      for (const Action& a : setup_.actions)
        run_step(setup_.file, a.line, a.kind, [&] { apply(g, a); });
    }
    RunResult r;
    r.outcome = join_outcome(g.headlines());
    if (ctx.want_values) r.values = values_of(g.state());
    if (memo)
      memo_.keep(std::move(g).take_state(), touched, r.outcome, ctx.edition,
                 ctx.want_values ? &r.values : nullptr);
    return r;
  }

 private:
  static int num(const Action& a, const char* key) { return std::stoi(a.args.at(key)); }
  static std::string arg(const Action& a, const char* key) {
    auto it = a.args.find(key);
    return it == a.args.end() ? "" : it->second;
  }

  static void apply(McGame& g, const Action& a) {
    const std::string& k = a.kind;
    if (k == "enemy-attack") {
      Character& attacker = g.character(arg(a, "attacker"));
      std::string target = arg(a, "target");
      if (target.empty())
        target = attacker.role == Role::Minion ? attacker.player : g.state().players.front().id;
      g.attack(enemy_attack(
          attacker.role == Role::Villain ? AttackKind::kVillain : AttackKind::kMinion, attacker,
          g.player(target), arg(a, "defender") == "none" ? "" : arg(a, "defender")));
    } else if (k == "enemy-scheme") {
      g.enemy_scheme(g.character(arg(a, "schemer")));
    } else if (k == "attack") {
      Character& attacker = g.character(arg(a, "attacker"));
      g.attack(player_attack(
          attacker.role == Role::Ally ? AttackKind::kAllyBasic : AttackKind::kHeroBasic, attacker,
          g.character(arg(a, "target"))));
    } else if (k == "attack-event" || k == "attack-ability") {
      const bool event = k == "attack-event";
      std::vector<int> instances;
      for (const std::string& part : split(arg(a, "damage"), ','))
        instances.push_back(std::stoi(trim(part)));
      const std::string name = arg(a, "name");
      AttackSpec spec = player_attack(event ? AttackKind::kAttackEvent : AttackKind::kAttackAbility,
                                      g.character(arg(a, "hero")), g.character(arg(a, "target")));
      spec.instances = instances;
      for (const std::string& id : split(arg(a, "targets"), ','))
        if (!trim(id).empty()) spec.instance_targets.push_back(&g.character(trim(id)));
      spec.different_enemies = arg(a, "different-enemies") == "true";
      spec.by_request = arg(a, "by-request") == "true";
      spec.overkill = arg(a, "overkill") == "true";
      spec.exhausts = arg(a, "exhausts") == "true";
      spec.name = !name.empty() ? name : event ? "the Attack event" : "the attack ability";
      g.attack(spec);
    } else if (k == "thwart") {
      Character& with = g.character(arg(a, "with"));
      g.thwart(thwart_of(with.role == Role::Ally ? ThwartKind::kAllyBasic : ThwartKind::kHeroBasic,
                         with, g.scheme(arg(a, "scheme"))));
    } else if (k == "thwart-event" || k == "thwart-ability") {
      const bool event = k == "thwart-event";
      const std::string name = arg(a, "name");
      ThwartSpec spec = thwart_of(event ? ThwartKind::kThwartEvent : ThwartKind::kThwartAbility,
                                  g.character(arg(a, "hero")), g.scheme(arg(a, "scheme")));
      spec.remove = num(a, "remove");
      for (const std::string& part : split(arg(a, "split"), ','))
        if (!trim(part).empty())
          spec.split.emplace_back(&g.scheme(trim(part.substr(0, part.find(':')))),
                                  std::stoi(part.substr(part.find(':') + 1)));
      spec.exhausts = arg(a, "exhausts") == "true";
      spec.by_request = arg(a, "by-request") == "true";
      spec.name = !name.empty() ? name : event ? "the thwart event" : "the thwart ability";
      g.thwart(spec);
    } else if (k == "damage") {
      const std::string source = arg(a, "source");
      g.deal_damage(g.character(arg(a, "target")), num(a, "amount"),
                    source.empty() ? "an ability" : source);
    } else if (k == "heal") {
      g.heal(g.character(arg(a, "target")), num(a, "amount"), kHealCapped);
    } else if (k == "recover") {
      Player& p = g.player(arg(a, "player"));
      Character& id = g.identity(p);
      if (p.hero_form)
        throw std::invalid_argument(p.id + " is in hero form; only an alter-ego recovers");
      if (id.exhausted) {
        g.trace().note(kRecover, id.name + " is exhausted and cannot recover");
        return;
      }
      id.exhausted = true;
      g.trace().change(kRecover,
                       id.name + " exhausts to recover " + std::to_string(g.stat(id, "rec")),
                       id.id + ".exhausted", false, true);
      g.heal(id, g.stat(id, "rec"), kRecover);
    } else if (k == "move-damage") {
      g.move_damage(g.character(arg(a, "from")), g.character(arg(a, "to")), num(a, "amount"));
    } else if (k == "gets") {
      g.grant_hit_points(g.character(arg(a, "target")), num(a, "hit-points"), arg(a, "source"));
    } else if (k == "expire") {
      g.expire_hit_points(g.character(arg(a, "target")), arg(a, "source"));
    } else if (k == "give-status") {
      g.give_status(g.character(arg(a, "target")), arg(a, "status"));
    } else if (k == "change-form") {
      g.change_form(g.player(arg(a, "player")));
    } else if (k == "end-turn") {
      const_cast<Player&>(g.player(arg(a, "player"))).changed_form_this_turn = false;
    } else if (k == "villain-phase") {
      g.villain_phase(a.defences);
    } else if (k == "deal-encounter-cards") {
      g.deal_encounter_cards(McGame::Dealing::kAlone);
    } else if (k == "play-ally") {
      g.play_ally(g.character(arg(a, "ally")), arg(a, "discard"));
    } else if (k == "scheme-enters") {
      g.scheme_enters(g.scheme(arg(a, "scheme")));
    } else if (k == "end-player-phase") {
      g.end_player_phase();
    } else if (k == "use") {
      g.use_card(arg(a, "card"));
    } else if (k == "play-card") {
      g.play_card(arg(a, "card"), arg(a, "discard"));
    } else if (k == "minion-enters") {
      g.minion_enters(g.character(arg(a, "minion")), g.player(arg(a, "engage")),
                      arg(a, "defender") == "none" ? "" : arg(a, "defender"));
    } else if (k == "place-threat") {
      Scheme& sc = g.scheme(arg(a, "scheme"));
      if (a.args.count("prevent"))
        g.place_threat_prevented(
            sc, num(a, "amount"), num(a, "prevent"),
            arg(a, "prevented-by").empty() ? "an ability" : arg(a, "prevented-by"));
      else
        g.place_threat(
            sc, num(a, "amount"), kEnemyPlacesThreat,
            arg(a, "setup") == "true" ? "game setup places threat" : "an ability places threat",
            arg(a, "setup") == "true");
    } else if (k == "exhaust-each") {
      std::vector<std::string> terms;
      for (const std::string& t : split(arg(a, "of"), ',')) terms.push_back(trim(t));
      g.exhaust_each_ready(terms, arg(a, "by"));
    } else if (k == "gains-keyword") {
      const std::string value = arg(a, "value");
      g.gains_keyword(g.character(arg(a, "target")), arg(a, "keyword"),
                      value.empty() ? 0 : std::stoi(value),
                      arg(a, "source").empty() ? "an ability" : arg(a, "source"));
    } else if (k == "lasting-modifier") {
      const std::string u = arg(a, "until");
      g.lasting_modifier(g.character(arg(a, "target")), arg(a, "stat"), std::stoi(arg(a, "add")),
                         u == "end-of-attack"         ? Until::kEndOfAttack
                         : u == "end-of-player-phase" ? Until::kEndOfPlayerPhase
                                                      : Until::kEndOfRound,
                         arg(a, "source").empty() ? "an ability" : arg(a, "source"));
    } else if (k == "search") {
      std::vector<Zone> searched;
      for (const std::string& z : split(arg(a, "in"), ','))
        searched.push_back(trim(z) == "deck"      ? Zone::kDeck
                           : trim(z) == "discard" ? Zone::kDiscard
                                                  : Zone::kHand);
      g.search(g.player(arg(a, "player")), g.card(arg(a, "for")), searched,
               arg(a, "to") == "play" ? Zone::kPlay : Zone::kHand);
    } else if (k == "shuffle-into-deck") {
      std::vector<Card*> cards;
      for (const std::string& id : split(arg(a, "cards"), ','))
        if (!trim(id).empty()) cards.push_back(&g.card(trim(id)));
      g.shuffle_into_deck(g.player(arg(a, "player")), cards, arg(a, "different") == "true",
                          arg(a, "by"));
    } else if (k == "reveal") {
      g.reveal(g.player(arg(a, "player")), arg(a, "card"));
    } else if (k == "pay-cost") {
      std::vector<Card*> sources;
      for (const std::string& id : split(arg(a, "with"), ','))
        if (!trim(id).empty()) sources.push_back(&g.card(trim(id)));
      std::vector<Resource> needs;
      for (const std::string& r : split(arg(a, "needs"), ','))
        for (int i = 0; i < 4; ++i)
          if (trim(r) == kResourceName[i]) needs.push_back(static_cast<Resource>(i));
      g.pay_cost(g.player(arg(a, "player")), g.card(arg(a, "card")), sources, needs,
                 arg(a, "permission"));
    } else if (k == "use-ability") {
      std::vector<Card*> with;
      for (const std::string& id : split(arg(a, "with"), ','))
        if (!trim(id).empty()) with.push_back(&g.card(trim(id)));
      g.use_ability(arg(a, "ability"), arg(a, "target"), with, arg(a, "by-request") == "true");
    } else if (k == "indirect-damage") {
      std::vector<std::pair<std::string, int>> assignment;
      for (const std::string& part : split(arg(a, "assign"), ','))
        assignment.emplace_back(trim(part.substr(0, part.find(':'))),
                                std::stoi(part.substr(part.find(':') + 1)));
      g.indirect_damage(g.player(arg(a, "player")), num(a, "amount"), assignment);
    }
  }

  // The character whose Tracked number `attribute` of `element` is.
  std::optional<size_t> number_at(const Node& element, const std::string& attribute) const {
    // Read from the element as it is (no copies): a question's tries
    // read a few numbers again thousands of times.
    if (number_kind(attribute) == 0) return std::nullopt;
    const pugi::xml_node e = element.raw();
    const std::string_view kind = e.name();
    if (kind != "identity" && kind != "ally" && kind != "villain" && kind != "minion")
      return std::nullopt;
    const std::string_view id = e.attribute("id").value();
    const std::vector<Character>& characters = setup_.state.characters;
    const auto it = std::find_if(characters.begin(), characters.end(),
                                 [&](const Character& c) { return c.id == id; });
    if (it == characters.end()) return std::nullopt;
    return static_cast<size_t>(it - characters.begin());
  }

  McSetup setup_;
  // Runs repeat without changing the module, but for this record of the
  // last (a module is run on one thread at a time).
  mutable RunMemo memo_;
};

}  // namespace

std::unique_ptr<GameModule> load_mc(const Scenario& scenario) {
  return std::make_unique<McModule>(read_mc_scenario(scenario));
}

}  // namespace arbiter::engine::mc
