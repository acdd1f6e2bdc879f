// Lookups, a die's values (printed stats, modifiers, swapping, spinning) and
// life totals (gaining, losing, damage to players, winning).
#include <algorithm>
#include <stdexcept>

#include "engine/core/checked.h"
#include "engine/dm/dm_game.h"
#include "engine/dm/predicates.h"

namespace arbiter::engine::dm {

std::string plural(int n, const std::string& word) {
  std::string w = word;
  if (n != 1) {
    if (w == "die")
      w = "dice";
    else if (w.size() >= 4 && w.compare(w.size() - 4, 4, " die") == 0)
      w = w.substr(0, w.size() - 3) + "dice";
    else if (w.size() > 1 && w.back() == 'y' && w.find("energy") == std::string::npos)
      w = w.substr(0, w.size() - 1) + "ies";  // "ability" -> "abilities"
    else if (w.find("energy") == std::string::npos && w != "life")
      w += "s";
  }
  return std::to_string(n) + " " + w;
}

void index_cards(GameState& s) {
  for (Die& d : s.dice)
    if (d.card_ix < 0 && !d.card.empty())
      for (size_t i = 0; i < s.cards.size(); ++i)
        if (s.cards[i].id == d.card) d.card_ix = static_cast<int>(i);
}

void DmGame::begin() {
  index_cards(s_);  // done already when the module loaded the scenario
  for (const Card& c : s_.cards) {
    r_.has_card_text = r_.has_card_text || !c.abilities.empty();
    for (const Ability& a : c.abilities)
      r_.has_statics = r_.has_statics || a.trigger == Trigger::WhileActive;
  }
  own_cards();
  for (Die& d : s_.dice)
    if (d.damage > 0 && d.iron_will_hold_d < 0) d.iron_will_hold_d = defense(d);
  // "while active" abilities of the cards already active (first die of each).
  for (const Die& d : s_.dice)
    if (r_.has_statics && in_field(d) &&
        std::none_of(s_.dice.begin(), s_.dice.begin() + (&d - s_.dice.data()), [&](const Die& o) {
          return in_field(o) && o.card == d.card && o.controller == d.controller;
        }))
      note_while_active(d, WhileActiveChange::Start);
}

void DmGame::no_die(const std::string& id) {
  throw std::invalid_argument("no die '" + id + "'");
}

Player& DmGame::player(const std::string& id) {
  for (Player& p : s_.players)
    if (same_id(p.id, id)) return p;
  throw std::invalid_argument("no player '" + id + "'");
}

Player& DmGame::opponent(const std::string& id) {
  for (Player& p : s_.players)
    if (!same_id(p.id, id)) return p;
  throw std::invalid_argument("no opponent of '" + id + "'");
}

const Card& DmGame::card(const std::string& id) const {
  for (const Card& c : s_.cards)
    if (c.id == id) return c;
  throw std::invalid_argument("no card '" + id + "'");
}

int DmGame::max_level(const Die& d) const {
  const Card* c = card_of(d);
  return c && !c->levels.empty() ? static_cast<int>(c->levels.size()) : 1;
}

bool DmGame::card_active(const std::string& card_id, const std::string& controller) const {
  return std::any_of(s_.dice.begin(), s_.dice.end(), [&](const Die& o) {
    return o.zone == Zone::Field && same_id(o.card, card_id) &&
           (controller.empty() || same_id(o.controller, controller));
  });
}

namespace {

// 3.6.1/3.6.2: applied modifiers in order (a doubling doubles what came
// before it), then static modifiers of active sources; never below zero (3.6.4).
template <class Active>
int value_of(const Die& d, char stat, int printed_a, int printed_d, Active&& source_active,
             int while_active) {
  // After a swap the printed values trade places (3.6.8); applied modifiers
  // were moved with their value when the swap happened.
  int v = (stat == 'a') != d.swapped ? printed_a : printed_d;
  for (const Modifier& m : d.mods) {
    if (!m.applied || m.stat != stat) continue;
    v = m.doubles ? sat_mul(v, 2) : sat_add(v, m.amount);
  }
  for (const Modifier& m : d.mods)
    if (!m.applied && m.stat == stat && (m.source.empty() || source_active(m.source)))
      v = sat_add(v, m.amount);
  v = sat_add(v, while_active);
  return std::max(0, v);
}

}  // namespace

int DmGame::value(const Die& d, char stat) const {
  const LevelStats p = printed(d);
  return value_of(
      d, stat, p.a, p.d, [&](const std::string& c) { return card_active(c, ""); },
      static_bonus(d, stat));
}

Keywords DmGame::keywords(const Die& d) const {
  Keywords k;
  if (const Card* c = text_card(d); c && has_text(d)) k = c->keywords;  // blanking (3.4.7.2)
  add_keywords(k, *d.gained);
  if (r_.has_statics && in_field(d)) add_keywords(k, static_keywords(d));
  return k;
}

std::vector<std::string> DmGame::energy_types(const Die& d) const {
  const Card* c = card_of(d);
  return c ? c->energy : std::vector<std::string>{};
}

std::vector<std::string> DmGame::affiliations(const Die& d) const {
  std::vector<std::string> a = d.affiliations;
  if (const Card* c = attributes_card(d))
    a.insert(a.end(), c->affiliations.begin(), c->affiliations.end());
  return a;
}

void DmGame::modify(Die& d, char stat, int amount, bool doubles, bool applied,
                    const std::string& source) {
  const int before = stat == 'a' ? attack(d) : defense(d);
  Modifier m;
  m.stat = stat;
  m.amount = amount;
  m.doubles = doubles;
  m.applied = applied;
  m.source = source;
  d.mods.push_back(m);
  const int after = stat == 'a' ? attack(d) : defense(d);
  const std::string what = doubles ? "doubled" : (amount >= 0 ? "+" : "") + std::to_string(amount);
  change(
      kModifierCombine,
      [&] {
        return d.name + " gets " + (applied ? "an applied " : "a static ") + what +
               (stat == 'a' ? "A" : "D") + " modifier: " + std::to_string(before) + " -> " +
               std::to_string(after);
      },
      d.id, stat == 'a' ? "a" : "d", before, after);
  if (stat == 'd' && after == 0 && before > 0)
    note(kModifierFloor, [&] { return d.name + "'s defense is reduced to zero"; });
  if (stat == 'd' && after < before) resolve_kos(kLoweredDefenseKo);
}

void DmGame::swap_values(Die& d) {
  const int a = attack(d), def = defense(d);
  d.swapped = !d.swapped;
  for (Modifier& m : d.mods)
    if (m.applied) m.stat = m.stat == 'a' ? 'd' : 'a';
  const bool has_applied =
      std::any_of(d.mods.begin(), d.mods.end(), [](const Modifier& m) { return m.applied; });
  const bool has_static =
      std::any_of(d.mods.begin(), d.mods.end(), [](const Modifier& m) { return !m.applied; });
  const std::string text = d.name + "'s A and D are swapped: " + std::to_string(a) + "A/" +
                           std::to_string(def) + "D -> " + std::to_string(attack(d)) + "A/" +
                           std::to_string(defense(d)) + "D";
  if (has_static && !has_applied)
    change(
        kSwapStatic, [&] { return text + " (static modifiers stay with the value they name)"; },
        d.id, "d", def, defense(d));
  else
    change(
        kSwapApplied,
        [&] {
          return text + (has_static ? " (applied modifiers move with their value; static ones stay)"
                                    : " (applied modifiers move with their value)");
        },
        d.id, "d", def, defense(d));
  if (has_static && has_applied)
    note(kSwapStatic,
         [&] { return d.name + "'s static modifiers are given to the value they name"; });
  if (defense(d) < def) resolve_kos(kLoweredDefenseKo);
}

bool DmGame::spin(Die& d, int levels, const Predicate& why) {
  if (d.type == DieType::Token)
    return refuse(kTokenNoSpin, d.name + " spins", "tokens cannot be spun");
  if (!in_field(d) || !is_character(d))
    return refuse(kSpin, d.name + " spins",
                  "only an active Character die on a character face spins a level");
  const int top = max_level(d);
  int target = d.level + levels;
  if (levels > 0 && d.level >= top)
    return refuse(kSpinLimits, d.name + " spins up",
                  "it is already at its highest level " + std::to_string(top));
  if (levels < 0 && d.level <= 1)
    return refuse(kSpinLimits, d.name + " spins down",
                  "a level 1 Character die cannot spin down to an energy face");
  if (levels < 0)
    if (const std::string by = static_forbids(d, Act::Verb::CannotSpinDown); !by.empty())
      return refuse(kStaticForbids, d.name + " spins down", by + " keeps it from spinning down");
  target = std::clamp(target, 1, top);
  const int def_before = defense(d);
  change(
      why,
      [&] {
        return d.name + " spins " + (levels > 0 ? "up" : "down") + " from level " +
               std::to_string(d.level) + " to level " + std::to_string(target);
      },
      d.id, "level", d.level, target);
  d.level = target;
  d.face.level = target;
  // The face of the new level: its burst symbol comes or goes with it (3.4.6.6).
  for (const Face& f : d.faces)
    if (f.character() && f.level == target) {
      d.face = f;
      break;
    }
  if (r_.has_card_text) follow_spin(d);
  if (r_.has_card_text) follow_spin(d);
  if (defense(d) < def_before) resolve_kos(kLoweredDefenseKo);
  return true;
}

void DmGame::gain_life(Player& p, int amount) {
  if (over()) {
    note(kGameOver, [&] { return p.id + " cannot gain life: the game has ended"; });
    return;
  }
  const int after = std::min(20, sat_add(p.life, amount));
  change(
      kLifeCap,
      [&] {
        return p.id + " gains " + std::to_string(after - p.life) + " life" +
               (after - p.life < amount
                    ? " (" + std::to_string(amount) + " offered; life cannot exceed 20)"
                    : "");
      },
      p.id, "life", p.life, after);
  headline(p.id + " gains " + std::to_string(after - p.life) + " life");
  p.life = after;
}

void DmGame::lose_life(Player& p, int amount, const Predicate& why, const std::string& how) {
  if (amount <= 0 || over()) return;
  change(
      why, [&] { return p.id + " loses " + plural(amount, "life") + ": " + how; }, p.id, "life",
      p.life, p.life - amount);
  p.life = sat_sub(p.life, amount);
  check_life(p);
}

void DmGame::check_life(Player& p) {
  if (p.life > 0) return;
  s_.winner = opponent(p.id).id;
  change(
      kWin,
      [&] {
        return p.id + "'s life is " + std::to_string(p.life) + ": the game ends and " + s_.winner +
               " wins";
      },
      std::string("game"), "winner", std::string("none"), s_.winner);
  headline(s_.winner + " wins");
}

void DmGame::damage_player(Player& p, int amount, const Predicate& why, const std::string& how,
                           bool settle) {
  if (amount <= 0) return;
  if (over()) {
    note(kGameOver, [&] { return "the game has ended: " + how + " does not happen"; });
    return;
  }
  change(
      why, [&] { return p.id + " takes " + std::to_string(amount) + " damage from " + how; }, p.id,
      "life", p.life, p.life - amount);
  headline(p.id, " takes ", std::to_string(amount), " damage from ", how, " (life ",
           std::to_string(p.life - amount), ")");
  p.life = sat_sub(p.life, amount);
  if (settle) check_life(p);
  damage_triggers(&p, {});
}

void DmGame::damage_both_players(int amount, const std::string& how) {
  if (over()) return;
  for (Player& p : s_.players) {
    change(
        kAbilityDamage,
        [&] { return p.id + " takes " + std::to_string(amount) + " damage from " + how; }, p.id,
        "life", p.life, p.life - amount);
    p.life = sat_sub(p.life, amount);
  }
  const bool a = s_.players[0].life <= 0, b = s_.players[1].life <= 0;
  if (a && b) {
    s_.winner = "tie";
    change(
        kTie,
        [&] { return "one ability takes both players to 0 or below at once: the game is a tie"; },
        std::string("game"), "winner", std::string("none"), std::string("tie"));
    headline("the game is a tie");
  } else if (a || b) {
    const Player& loser = a ? s_.players[0] : s_.players[1];
    s_.winner = opponent(loser.id).id;
    change(
        kWin,
        [&] {
          return loser.id + "'s life is " + std::to_string(loser.life) + ": " + s_.winner + " wins";
        },
        std::string("game"), "winner", std::string("none"), s_.winner);
    headline(s_.winner + " wins");
  } else {
    headline("both players take " + std::to_string(amount) + " damage");
  }
}

bool DmGame::refuse(const Predicate& why, const std::string& what, const std::string& reason) {
  note(why, [&] { return what + ": not allowed, " + reason; });
  headline(what + " is refused (" + reason + ")");
  return false;
}

}  // namespace arbiter::engine::dm
