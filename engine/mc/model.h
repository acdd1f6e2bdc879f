// The Marvel Champions game state a scenario describes: players and their
// identities, allies, the villain and minions, schemes, boost cards.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/chance.h"
#include "engine/core/touched.h"

namespace arbiter::engine::mc {

struct CardText;  // card_text.h

enum class Role { Identity, Ally, Villain, Minion };

// A "gets +X hit points" ability in force, from a named source.
struct HitPointGrant {
  std::string source;
  int amount = 0;
};

// A modifier on a statistic: add (may be negative), double, halve or set.
// How long a lasting effect lasts (mc:lasting-effects); kPermanent: no end.
enum class Until : uint8_t { kPermanent, kEndOfAttack, kEndOfPlayerPhase, kEndOfRound };
inline constexpr const char* kUntilName[] = {"", "the end of this attack",
                                             "the end of the player phase", "the end of the round"};

struct StatModifier {
  std::string stat;  // atk, thw, def, rec, sch
  std::string op;    // add, double, halve, set
  int amount = 0;
  Until until = Until::kPermanent;
  std::string source;  // a lasting effect's card
};

// The numbers a question's unstated values are read into, each its own
// kind of Tracked field (engine/core/touched.h): a run that never uses one
// ends the same whatever it is (run_memo.h).
inline constexpr unsigned kTouchHp = 1, kTouchAtk = 2, kTouchThw = 3, kTouchDef = 4, kTouchSch = 5;

struct Character {
  std::string id;
  std::string name;
  Role role = Role::Ally;
  std::string player;  // controller (identity, ally) or engaged player (minion)
  Tracked<kTouchHp> base_hp;
  int damage = 0;
  Tracked<kTouchAtk> atk;
  Tracked<kTouchThw> thw;
  Tracked<kTouchDef> def;
  int rec = 0;
  Tracked<kTouchSch> sch;
  int atk_consequential = 0, thw_consequential = 0;
  bool stunned = false, confused = false, tough = false, exhausted = false;
  bool defeated = false;
  int retaliate = 0;
  bool overkill = false, guard = false, quickstrike = false, toughness = false, restricted = false;
  bool atk_dash = false, thw_dash = false, sch_dash = false;  // a dash (–) printed for the power
  bool hp_per_player = false;  // the hit points carry the per player icon
  // A villain with another form (Green Goblin / Norman Osborn): its name and
  // ATK there; `flipped` once it has flipped.
  std::string flip_name;
  int flip_atk = 0;
  bool flip_atk_dash = false, flipped = false;
  std::vector<HitPointGrant> grants;
  std::vector<StatModifier> modifiers;
  std::string alter_ego;                 // an identity's alter-ego name, for the unique rule
  std::vector<std::string> attachments;  // names of the cards attached to it

  int max_hp() const;
  int remaining() const { return max_hp() - damage; }
  // Tags its Tracked numbers as those of the loaded character `owner`.
  void own_numbers(size_t owner) {
    base_hp.own(owner), atk.own(owner), thw.own(owner), def.own(owner), sch.own(owner);
  }
};

// The resource types (mc:resource); a wild resource is used as any one of
// the others when it is generated for a cost (mc:wild-resource).
enum class Resource : uint8_t { kEnergy, kMental, kPhysical, kWild };
inline constexpr const char* kResourceName[] = {"energy", "mental", "physical", "wild"};

// Where a <card> is, and what kind of card it is.
enum class Zone : uint8_t { kHand, kDeck, kDiscard, kPlay, kEncounter };
inline constexpr const char* kZoneName[] = {"hand", "deck", "discard", "play", "encounter"};
inline std::string name_of(Zone z) {
  return kZoneName[static_cast<int>(z)];
}
enum class CardType : uint8_t {
  kUpgrade,
  kSupport,
  kAlly,
  kEvent,
  kResource,
  kAbility,  // an in-play card's ability, paid for without the card moving
  kAttachment
};
inline constexpr const char* kCardTypeName[] = {"upgrade",  "support", "ally",      "event",
                                                "resource", "ability", "attachment"};
inline std::string name_of(CardType t) {
  return kCardTypeName[static_cast<int>(t)];
}
// The form an ability or effect is active in (Either: both).
enum class Form : uint8_t { kEither, kHero, kAlterEgo, kFlipped, kUnflipped };
// What a "cannot" effect forbids a player.
enum class Forbid : uint8_t { kAttack, kThwart, kDefend };
inline constexpr const char* kForbidName[] = {"attack", "thwart", "defend"};

// A non-character player card: an upgrade or support in play (tracked for
// the restricted limit and uses), or a <card> in a hand, a discard pile or
// play, with the cost and resources paying for cards needs.
struct Card {
  std::string id;
  std::string name;
  std::string player;
  bool restricted = false;
  bool in_play = true;
  bool exhausted = false;
  int uses = -1;  // counters left for a "Uses (X)" card; -1: no uses keyword
  // <card>: where it is, what it costs, the resources printed on it.
  Zone zone = Zone::kPlay;      // kEncounter: in play among encounter cards (e.g. as a Drone)
  std::string title, subtitle;  // title: the name unless given
  // The title card text names it by (an <upgrade> or <support> has no title of its own).
  const std::string& printed_title() const { return title.empty() ? name : title; }
  bool unique = false;
  int max_per_round = 0;   // "Max X per round" (by title, all players); 0: none
  int max_per_player = 0;  // "Max X per player" in play; 0: none
  CardType type = CardType::kUpgrade;
  int cost = 0;
  std::string aspect;               // aggression, justice, leadership, protection, basic
  std::vector<Resource> resources;  // printed at its bottom-left corner
  std::string power_of;             // The Power of [Aspect]: the aspect it favours
  bool copies_discard_top = false;  // a resource ability: the top discard card's resources
};

struct Player {
  std::string id;
  std::string identity;  // character id of the hero / alter-ego
  int hand = 0;          // cards in hand
  int hand_size = 0;     // 0: not tracked
  int deck = -1;         // cards in the player deck; -1: not tracked
  int discard = 0;       // cards in the player's discard pile
  bool hero_form = true;
  bool eliminated = false;
  bool changed_form_this_turn = false;
  int encounter_cards = 0;                // dealt and not yet revealed
  std::vector<std::string> discard_pile;  // <card> ids, bottom first: the last is on top
  int generated = -1;                     // resources generated for the last cost paid
  int allies_played_this_round = 0;
};

// A reduction of the cost of the first card of a type a player plays each
// round, active while their identity is in a given form (e.g. Living Legend).
struct CostReduction {
  std::string id, name, player;
  CardType type = CardType::kAlly;
  Form form = Form::kEither;  // kHero, kAlterEgo or kEither
  int amount = 1;
};

struct Scheme {
  std::string id;
  std::string name;
  bool main = false;
  int threat = 0;
  int target = 0;        // main scheme: target threat
  int acceleration = 0;  // main scheme: acceleration field
  bool acceleration_per_player = false;
  bool target_per_player = false;
  bool threat_per_player = false;  // side scheme: starting threat per player
  int stages_left = 0;             // main scheme stages after this one
  bool crisis = false;
  int hazard = 0;
  int acceleration_icons = 0;
  bool defeated = false;
};

// One boost card: its boost icons, and whether its boost field has a star
// (with the boost ability described in words, and what it does if modelled).
struct BoostCard {
  int icons = 0;
  bool star = false;
  std::string ability;                   // the card's boost ability, as described
  std::string does;                      // "" (described only), "tough", "stun", "atk+N", "flip"
  std::shared_ptr<const CardText> text;  // "Boost: ..." in the card's words (card_text.h)
};

// A card ability the scenario describes, in the terms the engine models:
// when it triggers, whether it is forced, and what it does. The card's own
// wording, if given, is quoted in the trace as the scenario states it.
struct Ability {
  std::string id;
  std::string name;    // the card, e.g. "Webbed Up"
  std::string owner;   // character it is on (or attached to)
  std::string timing;  // interrupt, forced-interrupt, response, forced-response
  std::string when;    // would-attack, attack-initiated, after-attack, defeats-minion,
                       // attack-event-damage, thwart-event-removal
  std::string does;    // stun-instead, cancel, damage-attacker:N, heal-self:N, bonus:N, note
  std::string text;
  int uses = -1;          // -1: unlimited
  int limit = 0;          // "Limit X per round"; 0: none
  int max_per_round = 0;  // "Max X per round" in its text: across every copy of its name (mc:max)
  int used_this_round = 0;
  bool discard_after = false;
  bool declined = false;      // its controller chooses not to use it ("may"); forced ones cannot
  bool defense = false;       // labelled "(defense)": only while its player is the target
  Form form = Form::kEither;  // kFlipped / kUnflipped: in one form of its villain only
  bool gone = false;
  // Written in the card's words (card_text.h): its effects resolve from
  // these; `does` is then "text". `targets`: the player's choices, in order.
  std::shared_ptr<const CardText> card;
  std::vector<std::string> targets;
  std::string card_id;  // the <card>/<upgrade>/<support> it is printed on; owner: its identity
};

// An encounter card the scenario describes (mc:reveal): its type, its
// keywords, its When Revealed effect and the "then" part that follows it.
enum class EncounterType : uint8_t {
  kTreachery,
  kAttachment,
  kEnvironment,
  kMinion,
  kSideScheme,
  kObligation
};
inline constexpr const char* kEncounterTypeName[] = {"treachery", "attachment",  "environment",
                                                     "minion",    "side-scheme", "obligation"};
enum class Effect : uint8_t { kNone, kDamage, kThreat, kStun, kConfuse, kAttack, kScheme };
struct EncounterEffect {
  Effect what = Effect::kNone;
  int amount = 0;
};
struct EncounterCard {
  std::string id, name;
  EncounterType type = EncounterType::kTreachery;
  bool surge = false, peril = false;
  EncounterEffect revealed, then;  // "When Revealed: ... Then ..."
  std::string enters;              // minion: the <minion>; side scheme: the <side-scheme>
  std::string owner;               // obligation: the player whose identity it belongs to
  int atk = 0, sch = 0;            // attachment: added to the ATK and SCH of what it attaches to
  std::string attach_to;           // attachment: a minion (default: the villain)
  std::string dealt_to;            // dealt facedown to this player; "" in the deck
  bool done = false;               // revealed and resolved
  std::shared_ptr<const CardText> text;  // "When Revealed: ..." in the card's words
};

struct GameState {
  std::vector<Player> players;  // in player order, first player first
  std::vector<Character> characters;
  std::vector<Scheme> schemes;
  std::vector<Ability> abilities;  // in the order the scenario lists them
  std::vector<Card> cards;
  std::vector<CostReduction> reductions;
  std::vector<EncounterCard>
      encounter;  // described encounter cards; the deck's in order, top first
  int players_started = 0;
  int acceleration_tokens = 0;
  int villain_stages_left = 0;                   // stages after the current one
  int last_selected = -1;                        // how many cards the last "each ..." effect chose
  std::map<std::string, int> played_this_round;  // card title -> copies played this round
  // "cannot" effects in force.
  struct Cannot {
    std::string player;
    Forbid what = Forbid::kAttack;
    std::string source;
  };
  std::vector<Cannot> cannot;
  // "must defend" effects in force: `who` must defend attacks against `player`.
  struct MustDefend {
    std::string player, who, source;
  };
  std::vector<MustDefend> must_defend;
  std::vector<int> next_stage_hp;
  // Boost: fixed cards in order, else drawn from a described deck.
  std::vector<BoostCard> boost_cards;
  std::optional<Deck> boost_deck;
  std::string boost_star_ability;  // what a drawn star card's ability says
  int encounter_deck = -1;         // cards left; -1: not tracked
  std::string winner;              // "players", "villain" or ""
  int first_player = 0;
  std::string mode = "standard";  // standard, expert, rookie, heroic (v1.3)
  int heroic_level = 0;
  std::string active_player;  // whose turn it is; "" when not tracked
};

}  // namespace arbiter::engine::mc
