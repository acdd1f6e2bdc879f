// Statistics with their modifiers, and per-player values.
#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "engine/core/checked.h"
#include "engine/mc/mc_game.h"
#include "engine/mc/predicates.h"

namespace arbiter::engine::mc {

Character& McGame::character(const std::string& id) {
  for (Character& c : s_.characters)
    if (c.id == id) return c;
  throw std::invalid_argument("no character '" + id + "' in the scenario");
}

Player& McGame::player(const std::string& id) {
  for (Player& p : s_.players)
    if (p.id == id) return p;
  throw std::invalid_argument("no player '" + id + "' in the scenario");
}

Scheme& McGame::scheme(const std::string& id) {
  for (Scheme& sc : s_.schemes)
    if (sc.id == id) return sc;
  throw std::invalid_argument("no scheme '" + id + "' in the scenario");
}

Character* McGame::villain() {
  for (Character& c : s_.characters)
    if (c.role == Role::Villain) return &c;
  return nullptr;
}

Scheme* McGame::main_scheme() {
  for (Scheme& sc : s_.schemes)
    if (sc.main) return &sc;
  return nullptr;
}

Player* McGame::controller(const Character& c) {
  for (Player& p : s_.players)
    if (p.id == c.player) return &p;
  return nullptr;
}

static int base_stat(const Character& c, const std::string& stat) {
  if (stat == "atk") return c.atk;
  if (stat == "thw") return c.thw;
  if (stat == "def") return c.def;
  if (stat == "rec") return c.rec;
  if (stat == "sch") return c.sch;
  throw std::invalid_argument("unknown statistic '" + stat + "'");
}

int McGame::stat(const Character& c, const std::string& stat, int extra_add) {
  const int base = base_stat(c, stat);
  int add = extra_add, doubles = 0, halves = 0;
  std::optional<int> set;
  bool any = false;
  add = sat_add(add, constant_text(c, stat));
  any = add != extra_add;
  for (const StatModifier& m : c.modifiers) {
    if (m.stat != stat) continue;
    any = true;
    if (m.op == "add")
      add = sat_add(add, m.amount);
    else if (m.op == "double")
      ++doubles;
    else if (m.op == "halve")
      ++halves;
    else if (m.op == "set")
      set = m.amount;  // later modifiers are more recent
  }
  if (!any) return sat_add(base, add);
  const std::string label = c.name + "'s " + stat;
  if (set) {
    ctx_.trace.note(kModifierSet, label + " is set to " + std::to_string(*set) +
                                      ", overriding every other modifier");
    return *set;
  }
  double value = sat_add(base, add);
  if (add != 0 && (doubles || halves))
    ctx_.trace.note(kModifierOrder, label + ": " + std::to_string(base) +
                                        (add >= 0 ? " + " : " - ") + std::to_string(std::abs(add)) +
                                        " first, then doubling/halving");
  // Saturates: many doublings must not leave int's range (a wrapped
  // value would be printed as the ruling).
  value = std::min(value * std::pow(2.0, doubles - halves), static_cast<double>(kSaturated));
  if (value < 0) {
    ctx_.trace.note(kModifierFloor, label + " would be " + std::to_string(static_cast<int>(value)) +
                                        "; it is treated as 0");
    value = 0;
  }
  const int result = static_cast<int>(std::ceil(value - 1e-9));
  if (result != value)
    ctx_.trace.note(kModifierRoundUp, label + " of " + std::to_string(value).substr(0, 4) +
                                          " rounds up to " + std::to_string(result));
  ctx_.trace.note(kModifierOrder, label + " is " + std::to_string(result) + " (base " +
                                      std::to_string(base) + " with its modifiers)");
  return result;
}

int McGame::constant_text(const Character& c, const std::string& stat) {
  int add = 0;
  for (Ability& a : s_.abilities) {
    if (!a.card || a.card->timing != Timing::kConstant || a.gone || !owner_in_play(a)) continue;
    for (const Act& x : a.card->acts) {
      if (x.verb != Act::Verb::kModify || x.stat != stat) continue;
      // "If you are in alter-ego form, ...": active only while it holds.
      if (x.only_if.kind != ActIf::Kind::kNone && !text_if_holds(a, x.only_if, nullptr, {}))
        continue;
      const std::vector<Character*> who = reached(a, x.who, nullptr, {});
      if (std::find(who.begin(), who.end(), &c) == who.end()) continue;
      add = sat_add(add, x.amount);
      ctx_.trace.note(kTextConstant, [&] {
        return a.name + " (\"" + a.text + "\") gives " + c.name + " " + (x.amount >= 0 ? "+" : "") +
               std::to_string(x.amount) + " " + stat;
      });
    }
  }
  return add;
}

int McGame::per_player(int value, bool per_player_icon, const std::string& what) {
  if (!per_player_icon) return value;
  const int total = sat_mul(value, s_.players_started);
  ctx_.trace.note(kPerPlayer, what + ": " + std::to_string(value) + " per player x " +
                                  std::to_string(s_.players_started) +
                                  " players who started = " + std::to_string(total));
  return total;
}

void McGame::lasting_modifier(Character& c, const std::string& stat, int add, Until until,
                              const std::string& source) {
  c.modifiers.push_back({stat, "add", add, until, source});
  ctx_.trace.note(kLastingEffect, [&] {
    return source + " gives " + c.name + " " + (add >= 0 ? "+" : "") + std::to_string(add) + " " +
           stat + " until " + kUntilName[static_cast<int>(until)] +
           ": a lasting effect, treated as a constant ability until then";
  });
  headline(c.name + " gets " + (add >= 0 ? "+" : "") + std::to_string(add) + " " + stat);
}

void McGame::expire_lasting(Until until) {
  for (Character& c : s_.characters)
    for (auto it = c.modifiers.begin(); it != c.modifiers.end();)
      if (it->until == until) {
        ctx_.trace.note(kLastingEffect, [&] {
          return it->source + "'s lasting effect on " + c.name + " expires at " +
                 kUntilName[static_cast<int>(until)];
        });
        it = c.modifiers.erase(it);
      } else {
        ++it;
      }
}

void McGame::begin() {
  for (Character& c : s_.characters)
    if (c.hp_per_player) c.base_hp = per_player(c.base_hp, true, c.name + "'s hit points");
  for (Scheme& sc : s_.schemes)
    if (sc.threat_per_player && !sc.main)
      sc.threat = per_player(sc.threat, true, sc.name + "'s starting threat");
}

}  // namespace arbiter::engine::mc
