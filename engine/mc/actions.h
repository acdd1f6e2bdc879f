// The ways to attack and to thwart, as data. Every attack, whatever made
// it (a basic power, an ally, an Attack event, an attack ability, the villain,
// a minion), resolves through McGame::attack (rules_attack.cpp), and every
// thwart through McGame::thwart (rules_thwart.cpp): the kind only decides
// which steps of the one resolution apply.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace arbiter::engine::mc {

struct Character;
struct Player;
struct Scheme;

enum class AttackKind : uint8_t {
  kHeroBasic,      // a hero's basic attack power (mc:attack)
  kAllyBasic,      // an ally's basic attack power
  kAttackEvent,    // an event labelled "(attack)"
  kAttackAbility,  // another triggered ability labelled "(attack)"
  kVillain,        // the villain (mc:enemy-attacks)
  kMinion,         // a minion
  kCount
};
inline constexpr std::array<std::string_view, static_cast<size_t>(AttackKind::kCount)>
    kAttackKindName = {"hero-basic",     "ally-basic", "attack-event",
                       "attack-ability", "villain",    "minion"};

enum class ThwartKind : uint8_t {
  kHeroBasic,      // a hero's basic thwart power (mc:thwart)
  kAllyBasic,      // an ally's basic thwart power
  kThwartEvent,    // an event labelled "(thwart)"
  kThwartAbility,  // another triggered ability labelled "(thwart)"
  kCount
};
inline constexpr std::array<std::string_view, static_cast<size_t>(ThwartKind::kCount)>
    kThwartKindName = {"hero-basic", "ally-basic", "thwart-event", "thwart-ability"};

inline bool is_enemy(AttackKind k) {
  return k == AttackKind::kVillain || k == AttackKind::kMinion;
}
// A basic power: used by exhausting, which is its cost.
inline bool is_basic(AttackKind k) {
  return k == AttackKind::kHeroBasic || k == AttackKind::kAllyBasic;
}
inline bool is_basic(ThwartKind k) {
  return k == ThwartKind::kHeroBasic || k == ThwartKind::kAllyBasic;
}

struct AttackSpec {
  AttackKind kind = AttackKind::kHeroBasic;
  Character* attacker = nullptr;
  Character* target = nullptr;      // hero and ally attacks: the enemy attacked
  Player* target_player = nullptr;  // enemy attacks: the player attacked
  std::string defender;             // enemy attacks: the defender's id; "" undefended
  std::vector<int> instances;       // events and abilities: the damage instances
  bool overkill = false;            // the card's own overkill (the attacker's is added)
  bool exhausts = false;            // an attack ability whose text says to exhaust
  std::string name;                 // the event or ability, as the trace names it
  // Events and abilities: the enemy each instance is dealt to (empty: all to
  // `target`), and whether a later instance must go to a different enemy.
  std::vector<Character*> instance_targets;
  bool different_enemies = false;
  bool by_request = false;  // an action used during another player's turn, by request
  // The rest of a card-text ability's costs, paid with its exhaust once the
  // attack may be made (all costs at once, mc:cost); false: not paid.
  std::function<bool()> pay;
};

struct ThwartSpec {
  ThwartKind kind = ThwartKind::kHeroBasic;
  Character* thwarter = nullptr;
  Scheme* scheme = nullptr;
  int remove = -1;  // events and abilities: threat removed; basic powers use THW
  bool exhausts = false;
  std::string name;
  // The threat split among schemes, when a step asks to split it; a thwart
  // removes its threat from one scheme.
  std::vector<std::pair<Scheme*, int>> split;
  bool by_request = false;
  std::function<bool()> pay;  // as AttackSpec::pay
};

// The common starts of a spec; events and abilities then set their fields.
inline AttackSpec enemy_attack(AttackKind kind, Character& attacker, Player& target,
                               std::string defender) {
  AttackSpec a;
  a.kind = kind;
  a.attacker = &attacker;
  a.target_player = &target;
  a.defender = std::move(defender);
  return a;
}
inline AttackSpec player_attack(AttackKind kind, Character& attacker, Character& target) {
  AttackSpec a;
  a.kind = kind;
  a.attacker = &attacker;
  a.target = &target;
  return a;
}
inline ThwartSpec thwart_of(ThwartKind kind, Character& thwarter, Scheme& scheme) {
  ThwartSpec t;
  t.kind = kind;
  t.thwarter = &thwarter;
  t.scheme = &scheme;
  return t;
}

}  // namespace arbiter::engine::mc
