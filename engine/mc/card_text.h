// Card text as data: a Marvel Champions card's printed ability, read from
// the words the card prints ("Forced Response: After this minion attacks,
// deal 1 damage to each hero.") into a timing trigger, a triggering
// condition, costs and effects the engine resolves (rules_card_text.cpp).
// The words the language knows are listed in engine/README.md ("Card
// text"); any other word is refused by name.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/mc/model.h"

namespace arbiter::engine::mc {

// The bold timing trigger before the colon (mc:triggered-ability).
enum class Timing : uint8_t {
  kAction,  // "Action:", "Hero Action:", "Alter-Ego Action:" (mc:action)
  kInterrupt,
  kForcedInterrupt,
  kResponse,
  kForcedResponse,
  kWhenRevealed,
  kWhenDefeated,
  kBoost,
  kResource,
  kSetup,
  kConstant,  // no timing trigger: "Your allies get +1 ATK." (mc:constant-ability)
};
std::string timing_name(Timing t);

// The triggering condition after "When" / "After", as the engine's windows
// (rules_timing.cpp) know it.
enum class Condition : uint8_t {
  kNone,             // an action, or a When Revealed / When Defeated ability
  kWouldAttack,      // "When [this enemy] would attack"
  kAttacked,         // "When an enemy attacks you": as the attack is initiated
  kWouldTakeDamage,  // "When you would take damage" (an enemy attack's damage)
  kAttacks,          // "After [this character] attacks" (the owner's own attack)
  kEnemyAttacked,    // "After an enemy attacks you"
  kDefeatsMinion,    // "After you defeat a minion"
  kThreatPlaced,     // "When threat would be placed on a scheme"
  kDefeated,         // "After [this character] is defeated"
  kSchemes,          // "After [this enemy] schemes"
  kEntersPlay,       // "After [this minion / this ally] enters play"
};

// Who an effect reaches, seen from the ability's card.
struct Who {
  enum class Kind : uint8_t {
    kSelf,     // "this minion", the card's own name, "him", "her", "it"
    kThat,     // "that enemy", "the attacker", "that minion": who set the ability off
    kVillain,  // "the villain"
    kYou,      // "you", "your hero": the ability's player's identity (mc:you)
    kEachMinion,
    kEachEnemy,      // the villain and each minion
    kEachHero,       // each player's identity
    kEachCharacter,  // "each character you control": your identity and allies
    kEachAlly,       // "each ally you control"
    kChosen,         // "an enemy", "a minion", "a character", "an ally": the player's choice
    kLast,           // "it", "him": whom the effect before reached
  };
  Kind kind = Kind::kSelf;
  std::string chosen;    // kChosen: "enemy", "minion", "character", "hero", "ally"
  bool engaged = false;  // kEachMinion: "engaged with you" only
};

// Where threat goes or comes from.
struct SchemeWho {
  enum class Kind : uint8_t { kMain, kEach, kChosen, kThis };
  Kind kind = Kind::kMain;
  bool side_only = false;  // kChosen / kEach: "a side scheme"
};

// "If ..., ": what must hold, as the effects after it resolve, for them to
// happen.
struct ActIf {
  enum class Kind : uint8_t {
    kNone,
    kDefeated,     // "if that minion is defeated"
    kDamaged,      // "if he has damage on him"; negated: "has no damage"
    kStatus,       // "if the villain is stunned / confused / exhausted", "has a tough status card"
    kHeroForm,     // "if you are in hero form"
    kAlterEgoForm  // "if you are in alter-ego form"
  };
  Kind kind = Kind::kNone;
  Who who;
  std::string status;  // kStatus: stunned, confused, tough, exhausted
  bool negated = false;
  std::string words;  // as written, for the trace
};

// One thing an ability does (mc:effect), in the order written.
struct Act {
  enum class Verb : uint8_t {
    kDamage,
    kHeal,
    kHealAll,
    kPlaceThreat,
    kRemoveThreat,
    kStun,
    kConfuse,
    kTough,
    kReady,
    kExhaust,
    kModify,  // "gets +2 ATK until the end of the phase" (mc:gets, mc:lasting-effects)
    kDraw,
    kCancel,       // "cancel that attack": its effects; the costs stay paid (mc:cancel)
    kDiscard,      // "discard this card"
    kSearch,       // "search your deck for a Web-Shooter and add it to your hand" (mc:search)
    kShuffle,      // "shuffle your deck": the engine keeps no order, so only said
    kGenerate,     // "generate a [mental] resource": a Resource ability (mc:resource-ability)
    kGainKeyword,  // "this minion gains guard" (mc:gains)
    kPrevent,      // "prevent 2 of that damage", "prevent all of that damage" (mc:prevent)
  };
  Verb verb = Verb::kDamage;
  Who who;
  SchemeWho scheme;
  int amount = 0;
  std::string stat;  // kModify: atk, thw, def, rec, sch
  Until until = Until::kPermanent;
  bool optional = false;            // "you may": its player's choice (mc:may)
  ActIf only_if;                    // "If ..., ": checked as it resolves
  bool each_player = false;         // kDraw: "each player draws"; otherwise its player
  std::string title;                // kSearch: the card's title, lower case
  std::vector<Zone> searched;       // kSearch: deck, discard
  Zone to = Zone::kHand;            // kSearch: where the card found goes
  std::vector<Resource> resources;  // kGenerate
  std::string keyword;              // kGainKeyword: guard, overkill, quickstrike, retaliate
};

// A cost before the arrow (mc:cost), paid before the effects.
struct Cost {
  enum class Kind : uint8_t {
    kExhaustSelf,    // "Exhaust Spider-Man", "exhaust this card"
    kExhaustCard,    // "exhaust Captain America's Shield to ...": another card of its player's
    kResources,      // "Spend a [physical] resource", "Spend 2 resources"
    kDiscardCard,    // "Discard a card from your hand"
    kDiscardCounter  // "Discard a counter from this card" (mc:uses-x)
  };
  Kind kind = Kind::kExhaustSelf;
  int amount = 1;
  std::vector<Resource> types;  // kResources: typed ones; untyped ones count in `amount`
  std::string title;            // kExhaustCard: the card's title, lower case
};

struct CardText {
  Timing timing = Timing::kAction;
  Form form = Form::kEither;  // "Hero Action" / "Alter-Ego Action"
  std::string label;          // "(attack)", "(thwart)", "(defense)" without brackets
  Condition condition = Condition::kNone;
  Who::Kind damaged = Who::Kind::kYou;  // kWouldTakeDamage: whose damage ("you", this ally)
  bool condition_scheme_named = false;  // "When threat would be placed on the main scheme"
  SchemeWho condition_scheme;
  std::string chosen_trigger;  // "after you defeat a minion": what set it off
  std::vector<Cost> costs;
  std::vector<Act> acts;
  int limit = 0;          // "(Limit once per round.)"
  bool overkill = false;  // "Overkill." after an (attack) ability's effect (mc:overkill)
  bool surge = false;     // "Surge." after a When Revealed ability (mc:surge)
  int uses = -1;          // "Uses (3 charges)."
  int max_per_round = 0, max_per_player = 0;  // "Max 1 per round.": the card\'s (mc:max)
  bool named_self = false;
  std::string text;  // as printed
};

// Reads one ability; `self` is the card's name, which its text may use for
// itself (mc:self-referential-abilities). Throws std::invalid_argument
// naming the word it could not read: "'zap' is not a word the ability
// language knows here (after 'deal 1 damage to'); expected ...".
CardText parse_card_text(const std::string& text, const std::string& self = "");

// True when the ability is card text that cancels what set it off.
bool text_cancels(const Ability& a);

}  // namespace arbiter::engine::mc
