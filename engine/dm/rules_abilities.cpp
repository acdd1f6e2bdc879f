// Abilities (3.1-3.3): the queue of triggered abilities, the effects the
// model can run, and Global abilities with their initiation checks.
#include <algorithm>
#include <stdexcept>

#include "engine/dm/dm_game.h"
#include "engine/dm/predicates.h"

namespace arbiter::engine::dm {

void DmGame::enqueue(const Die& source, const std::string& trigger, const Effect& e) {
  r_.queue.push_back({source.id, trigger, e, "", -1, "", source.controller});
  note(kQueueEntry, [&] {
    std::string q;
    for (const Queued& x : r_.queue) q += (q.empty() ? "" : " // ") + die(x.source).name;
    return source.name + "'s \"" + trigger + "\" ability (" + e.kind + ") enters the queue: " + q;
  });
}

void DmGame::run_queue() {
  // First in, first resolved; abilities triggered meanwhile join the end
  // (3.2.2). Active player's abilities were entered before the inactive
  // player's by the callers (3.2.4).
  while (!r_.queue.empty() && !over()) {
    const Queued q = r_.queue.front();
    r_.queue.erase(r_.queue.begin());
    Die& src = die(q.source);
    if (q.ability >= 0 && !has_text(src)) {
      note(kBlankedInQueue, [&] {
        return src.name + "'s \"" + q.trigger +
               "\" was blanked while it waited in the queue: it does not resolve";
      });
      continue;
    }
    note(kQueueResolve, [&] {
      return src.name + "'s \"" + q.trigger + "\" ability resolves" +
             (q.ability >= 0 ? std::string() : " (" + q.effect.kind + ")");
    });
    if (!in_field(src))
      note(kQueueGameState, [&] {
        return src.name +
               " has left the Field Zone, but its ability resolves from the game state when it "
               "entered the queue";
      });
    if (q.controller != src.controller)
      note(kTakeControl, [&] {
        return src.name + " is now " + src.controller + "'s, but its ability resolves for " +
               q.controller + ", who controlled it when it was set off: " + q.controller +
               " chooses its targets";
      });
    if (q.ability >= 0) {
      r_.burst = q.burst;
      resolve_ability(&src, q.controller, q.card, card(q.card).abilities[q.ability], q.subject, "");
      r_.burst = 0;
    } else
      resolve_effect(&src, src.controller, q.effect, "");
  }
}

void DmGame::resolve_effect(const Die* source, const std::string& controller, const Effect& e,
                            const std::string& target) {
  const std::string by = source ? source->name : controller + "'s ability";
  const auto first_opposing = [&]() -> Die* {
    for (Die& o : s_.dice)
      if (in_field(o) && is_character(o) && o.controller != controller) return &o;
    return nullptr;
  };
  if (e.kind == "damage-all-opposing") {
    std::vector<Hit> hits;
    for (const Die& o : s_.dice)
      if (in_field(o) && is_character(o) && o.controller != controller)
        hits.push_back({o.id, e.amount, by});
    deal_damage(hits, kAbilityDamage);
  } else if (e.kind == "ko-opposing" || e.kind == "ko") {
    Die* t = !target.empty() ? &die(target) : first_opposing();
    if (!t) return note(kInitiation, [&] { return by + ": no opposing die to KO"; });
    ko_by_effect(*t, kKoIsNotDamage, by);
  } else if (e.kind == "damage") {
    Die* t = !target.empty() ? &die(target) : first_opposing();
    if (!t) return note(kInitiation, [&] { return by + ": no die to damage"; });
    deal_damage({{t->id, e.amount, by}}, kAbilityDamage);
  } else if (e.kind == "gain-life") {
    gain_life(player(target.empty() ? controller : target), e.amount);
  } else if (e.kind == "spin-up" || e.kind == "spin-down") {
    Die& t = die(target);
    spin(t, e.kind == "spin-up" ? e.amount : -e.amount, kSpin);
  } else if (e.kind == "attack" || e.kind == "defense") {
    modify(die(target), e.kind == "attack" ? 'a' : 'd', e.amount, false, true, "");
  } else if (e.kind == "swap") {
    swap_values(die(target));
  }
}

bool DmGame::global_window(const std::string& what) {
  // In the Attack Step the window opens after blockers are declared
  // (2.7.3.2); its sub-steps come in order (2.7.0.1).
  if (s_.step == "attack" && !s_.blockers_declared)
    return refuse(kGlobalWindow, what,
                  "in the Attack Step, Global abilities wait for the sub-step after blockers are "
                  "declared");
  return true;
}

void DmGame::use_global(const AbilityUse& use) {
  if (over()) return note(kGameOver, [] { return std::string("the game has ended"); });
  if (!use.card.empty()) return use_card_global(use);
  Player& p = player(use.player);
  const std::string what = p.id + " uses a Global ability (" + use.effect.kind + ")";
  if (!global_window(what)) return;
  // Legal target and a result (3.1.9, 3.1.10), checked before anything is paid.
  const bool die_effect = use.effect.kind != "gain-life" &&
                          use.effect.kind != "damage-all-opposing" &&
                          use.effect.kind != "ko-opposing";
  if (die_effect) {
    if (use.target.empty()) return void(refuse(kInitiation, what, "it needs a target die"));
    Die& t = die(use.target);
    if (!in_field(t) || !is_character(t))
      return void(
          refuse(kTargetsInField, what,
                 t.name + " is not a Character die in the Field Zone, so not a legal target"));
    if (use.effect.kind == "spin-up" && t.level >= max_level(t))
      return void(refuse(kInitiation, what,
                         t.name + " is at its highest level: no legal target, no result"));
    if (use.effect.kind == "spin-down" && t.level <= 1)
      return void(refuse(kInitiation, what, t.name + " is at level 1: no legal target, no result"));
  }
  if (use.effect.kind == "gain-life") {
    const Player& who = player(use.target.empty() ? p.id : use.target);
    if (who.life >= 20)
      return void(refuse(kInitiation, what, who.id + " is at 20 life: there would be no result"));
  }
  // Costs in full (3.1.18-3.1.20): the ability cost, then the energy.
  if (!use.spin_down_cost.empty()) {
    Die& c = die(use.spin_down_cost);
    if (!in_field(c) || c.level <= 1 || c.controller != p.id)
      return void(refuse(kCostInFull, what,
                         "its cost, spinning " + c.name + " down a level, cannot be paid"));
  }
  if (!pay(p, use.cost, use.cost, what, true))
    return void(refuse(kCostInFull, what, "its energy cost cannot be paid in full"));
  if (!use.spin_down_cost.empty()) spin(die(use.spin_down_cost), -1, kCostInFull);
  pay(p, use.cost, use.cost, what);
  note(kInitiation, [&] {
    return what + " is initiated: its cost is paid and it has a legal target and a result";
  });
  resolve_effect(nullptr, p.id, use.effect, use.target);
  run_queue();
}

}  // namespace arbiter::engine::dm
