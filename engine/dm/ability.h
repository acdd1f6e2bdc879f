// Card text as data: a card's printed ability, read from the words the card
// prints ("When this die attacks, deal 1 damage to target opponent.") into
// a trigger, costs and effects the engine resolves (rules_card_text.cpp).
// The words the language knows are listed in engine/dm/README.md; any other
// word is refused by name.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "engine/dm/zone.h"

namespace arbiter::engine::dm {

// When a card's ability happens (3.4.3.2, 3.4.5, 3.4.2).
enum class Trigger {
  None,             // an Action die's ability: happens when the die is used
  Global,           // "Global: Pay 1 mask. ..." usable by either player (3.4.2)
  WhileActive,      // a Static ability (3.4.5)
  PaidWhileActive,  // "while active, you may pay 1 mask to ...": as often as paid (3.4.5.4)
  Fielded,          // "when fielded" (3.4.3.4)
  YouField,         // "when you field a ... die"
  OpponentFields,   // "when your opponent fields ..." / "when an opposing die is fielded"
  Attacks,
  Blocks,
  Blocked,
  Damaged,
  Kod,
  PlayerDamaged,  // "when you take damage", "when your opponent takes damage"
  AnyDamaged,     // "when a bolt Character die is damaged": any die that fits
  AnyKod,         // "if a token is KO'd", "when an opposing die is KO'd"
  KodWith,        // "if this die and a Sidekick die are KO'd in the same turn" (3.4.1.6)
};
std::string trigger_name(Trigger t);

// Which side of the table a description reaches, seen from the ability's
// controller (3.1.13, 3.1.31).
enum class Side { Any, Yours, Opposing };

// The dice or player an effect reaches.
struct Reach {
  enum class Kind {
    ThisDie,   // "this die", "this character"
    That,      // "it", "that die", "those dice", "dice damaged by this effect"
    Target,    // "target ... die", "two target ... dice": a targeting ability (3.3.1)
    Each,      // "each", "all", "your Sidekick dice": a grouping, not targeting (3.3.6)
    Some,      // "one", "two", "a": as many as there are, up to count (3.1.17)
    UpTo,      // "up to N": at least one (3.1.23)
    You,       // the ability's controller
    Opponent,  // "target opponent", "your opponent", "each opponent"
    EachPlayer,
    TargetPlayer,  // "target player": either, the controller's choice
    ThatOwner,     // "its owner": the owner of the die the effect before reached
  };
  Kind kind = Kind::ThisDie;
  int count = 1;
  Side side = Side::Any;
  int level = 0;                              // "level 1": 0 for any level
  std::vector<std::string> affiliations;      // "Villains"
  std::vector<std::string> not_affiliations;  // "non-Villains"
  bool sidekick = false;                      // "Sidekick die"
  bool token = false;  // "a token": the ability's controller's own tokens only (1.7.11)
  int min_attack = 0;  // "with an A value of 3 or more" (can't attack / block only)
  int max_cost = -1;   // "with cost 3 or less": the card's purchase cost
  enum class Combat { Any, Attacking, Blocking };
  Combat combat = Combat::Any;      // "target attacking character die"
  bool other = false;               // "your other character dice": not the ability's own die
  std::vector<std::string> energy;  // "bolt Character die": any of these types (crossover.3)
  Zone in = Zone::Field;            // "character dice in your Reserve Pool"
  bool player() const {
    return kind == Kind::You || kind == Kind::Opponent || kind == Kind::EachPlayer ||
           kind == Kind::TargetPlayer || kind == Kind::ThatOwner;
  }
  bool operator==(const Reach&) const = default;
};

// One thing an ability does.
struct Act {
  enum class Verb {
    Damage,
    Ko,
    Move,
    Spin,
    GainLife,
    LoseLife,
    Modify,
    CannotAttack,
    CannotBlock,
    MustAttack,
    BlankCard,       // "ignore the text box of target die's card" (3.4.8.2)
    BlankDie,        // "ignore the text of target die" (3.4.8.4)
    Draw,            // "draw 2 dice": into the Prep Area, outside the Clear and Draw Step
    CannotSpinDown,  // "opposing Character dice cannot be spun down" (while active)
    // "prevent 1 damage to this die from each source": while active, or a
    // reactive Global ability used as the damage is dealt (3.4.9, 3.4.2.7).
    PreventDamage,
    DamageBonus,  // "until end of turn, your abilities deal 1 additional damage" (3.4.3.13)
    TakeControl,  // "take control of target opposing character die" until end of turn (3.9)
    GainKeyword,  // "target character die gains Overcrush": until end of turn
    CannotField,  // "your opponent cannot field Sidekick dice" (while active, 3.1.28)
    // "change the target of an Action die that targets a character die to
    // the character die of your choice": the reach is the new target (3.4.9)
    Redirect,
    CannotBeTargeted,  // "this die cannot be targeted by your opponent" (while active)
    KoWhenDamaged,     // "until end of turn, whenever this die takes damage, KO it" (3.2.3)
    ReturnToField,     // "return this die to the Field Zone" (from where it went, not fielded)
    // "ignore opposing 'when fielded' and 'when attacks' abilities" (while
    // active): card abilities only, not keywords (3.4.7.3)
    IgnoreTriggers,
    PurchaseDiscount,  // "dice you purchase this turn cost 1 less": a Future Game State (3.1.22)
    // Copying (3.10): the reach is the source; the ability's own die receives.
    CopyStats,    // "copy the stats of target die": cost, A and D of its face (3.10.2)
    CopyPrinted,  // "copy the printed A and D values of target die" (3.10.2.4)
    CopyText,     // "copy the text box of target die's card" (3.10.3)
    BecomeCopy,   // "this die becomes a copy of target die" (3.10.4)
    UseFielded,   // "use a copy of target die's when fielded effect" (3.10.3.4)
  };
  Verb verb = Verb::Damage;
  Reach reach;
  int amount = 0;                 // damage, levels (negative: down), life, modifier
  char stat = 'a';                // Modify
  Zone from = Zone::Used;         // Move
  Zone to = Zone::Prep;           // Move
  bool optional = false;          // "you may": taken, and the trace says it was the player's choice
  std::string keyword;            // GainKeyword: as parse_keywords() reads it ("iron-will")
  std::vector<Trigger> triggers;  // IgnoreTriggers
  bool action_only = false;       // Redirect: only an Action die's ability
  bool card = false;              // GainKeyword: "target die's card gains ..."
  std::vector<Reach>
      per;  // "+1A for each of your other attacking characters", "gain 1 life for each ..."
  bool if_not_kod = false;  // "if that die is not KO'd, ...": only while it is still active
  int burst = 0;  // "Burst: also ...": only from a face with 1 (or 2, "Double Burst") stars (3.4.6)
  bool operator==(const Act&) const = default;
};

struct Ability {
  Trigger trigger = Trigger::None;
  Reach fielded;  // YouField / OpponentFields: which dice; PlayerDamaged: whose damage (side)
  bool first_time = false;     // "the first time each turn": once per turn for the card
  bool once_per_turn = false;  // "once per turn": for each card a player has (3.9.3)
  bool also_you = false;       // "when either you or a character die takes damage"
  bool named_self = false;     // "When Hulk blocks": the card's name stands for its dice (3.1.15)
  bool reactive = false;  // a Global used "when one of your dice is damaged" (3.4.2.5): `fielded`
  std::vector<std::string> cost;  // energy symbols, Global abilities
  int life_cost = 0;              // "pay 1 life"
  std::vector<Act> acts;          // in the order written (3.1.7)
  std::string text;               // as printed
  bool operator==(const Ability&) const = default;
};

// Reads one ability. `affiliations` are the affiliation words the scenario
// knows (besides the built-in ones); `self` is the card's name, which its
// text may use for its own dice ("When Hulk attacks", 3.1.15). Throws
// std::invalid_argument naming the word it could not read: "'zap' is not a
// word the ability language knows (after 'deal 1 damage to')".
Ability parse_ability(const std::string& text, const std::set<std::string>& affiliations,
                      const std::string& self = "");

}  // namespace arbiter::engine::dm
