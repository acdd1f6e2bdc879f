// The Dice Masters game state a scenario describes: two players, their
// cards, the dice of those cards (and Sidekick dice and tokens) in their
// play areas, and what is fixed about chance (rolls and draws).
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "engine/core/chance.h"
#include "engine/core/shared.h"
#include "engine/dm/ability.h"
#include "engine/dm/zone.h"

namespace arbiter::engine::dm {

// Die types (1.3.1, 1.3.4, 1.7): a Basic Action die is an Action die; a token
// is treated as a Character die that only exists in the Field Zone.
enum class DieType { Character, Action, BasicAction, Sidekick, Token };

// One die face. Character faces carry a level (stats come from the card, or
// from the die itself for Sidekicks and tokens); energy faces carry symbols:
// fist, bolt, mask, shield, wild, generic ("generic+generic" is a 2 face).
struct Face {
  enum class Kind { Energy, Character, Action };
  Kind kind = Kind::Energy;
  int level = 0;
  // Never changed once read: shared by the copies of a face (a die's face
  // is copied with the die, in every run).
  Shared<std::vector<std::string>> energy;
  int burst = 0;      // 1 for *, 2 for **
  std::string label;  // as written: "mask+mask", "2*", "action"
  bool character() const { return kind == Kind::Character; }
  bool operator==(const Face&) const = default;
};
// "mask", "mask+shield", "generic+generic", "wild", "1", "2**", "action".
Face parse_face(const std::string& text);
// Comma-separated faces.
std::vector<Face> parse_faces(const std::string& text);

// A die's faces, with the deck a roll draws from made once (identical faces
// are one branch with their count): dice are rolled in every run.
struct DieFaces {
  std::vector<Face> faces;
  Deck deck;                  // one entry for each distinct label, in first-seen order
  std::vector<size_t> first;  // the first face of each entry
  DieFaces() = default;
  DieFaces(std::vector<Face> all);  // NOLINT: a die's faces, as read
  auto cbegin() const { return faces.cbegin(); }
  auto cend() const { return faces.cend(); }
  size_t size() const { return faces.size(); }
  bool empty() const { return faces.empty(); }
  const Face& operator[](size_t i) const { return faces[i]; }
  bool operator==(const DieFaces& o) const { return faces == o.faces; }
};

// The stats of one level (1.3.5): fielding cost, attack, defence.
struct LevelStats {
  int cost = 0, a = 0, d = 0;
  bool operator==(const LevelStats&) const = default;
};
// "2:4/4, 3:6/6, 4:8/8" -> one LevelStats per level, lowest first.
std::vector<LevelStats> parse_levels(const std::string& text);

// Keyword abilities (Appendix 1) as the model applies them.
struct Keywords {
  bool fast = false, overcrush = false, deadly = false, iron_will = false, regenerate = false,
       cleave = false, frag = false, infiltrate = false, immortal = false, retaliation = false,
       call_out = false, intimidate = false, tag_out = false, anti_breath_weapon = false,
       swarm = false, amplify = false, attune = false, obscure = false, strike = false,
       turtle_power = false, ritual = false, ally = false, boomerang = false;
  int range = 0, breath_weapon = 0, energy_drain = 0, fabricate_x = 0, fabricate_y = 0;
  std::vector<std::string> rush;  // energy types named by "Rush – TYPE"
  std::string recruit;            // the attribute a recruited die must have
  bool operator==(const Keywords&) const = default;
};
// "overcrush fast range-2 energy-drain-2 breath-weapon-3 fabricate-2-5
// rush-bolt recruit-villains ...". Throws std::invalid_argument.
Keywords parse_keywords(const std::string& text);
// Adds gained keywords; a gained Range keeps the higher value (range-x.6).
void add_keywords(Keywords& into, const Keywords& gained);

// A one-line effect for card abilities, Action dice and Global abilities:
// "damage:2", "damage-all-opposing:1", "ko", "ko-opposing", "gain-life:2",
// "spin-up:1", "spin-down:1", "attack:+2", "defense:-1", "swap".
struct Effect {
  std::string kind;  // empty: no effect
  int amount = 0;
  bool operator==(const Effect&) const = default;
};
Effect parse_effect(const std::string& text);  // throws std::invalid_argument

struct Card {
  std::string id, name;
  std::string owner;  // "" for a Basic Action card (community property, 2.1.2)
  DieType type = DieType::Character;
  int cost = 0;
  std::vector<std::string> energy;  // energy types; two or more: Crossover
  std::vector<std::string> affiliations;
  int die_limit = 4;
  std::vector<LevelStats> levels;
  std::vector<Face> faces;
  Keywords keywords;
  Effect when_attacks, when_damaged, action;  // the one-line effect notation
  std::vector<Ability> abilities;             // card text in its own words
  // The fielding costs of the card a die of this card copied the stats of:
  // later dice of this card pay them (3.10.2.3).
  std::vector<LevelStats> copied_costs;
  bool operator==(const Card&) const = default;
};

// What a die copied (3.10), an Applied ability: it ends when the die
// leaves the Field Zone and at Clean Up (3.4.3.9). Stats are a snapshot of
// the source's face (3.10.2.2); a whole copy reads the source card at a
// level that follows whichever die spun last (3.10.4.1-3.10.4.3).
struct Copied {
  enum class Kind { None, Stats, Printed, Whole };
  Kind kind = Kind::None;
  LevelStats stats;    // Stats, Printed; Whole of a Sidekick or token: level 1 always (3.10.4.4)
  int card_ix = -1;    // Whole: the source card (-1: a Sidekick or token)
  std::string source;  // Whole: the source die
  int level = 1;       // Whole: the source card's level it reads
  bool text = true;    // Whole: the source's text was not ignored when copied (3.10.6)
  bool operator==(const Copied&) const = default;
};

// A modifier to A or D (3.6). Applied ones last until end of turn and travel
// with their value when A and D swap (3.6.8); static ones come from an active
// card (source) and are given to the value they name (3.6.9).
struct Modifier {
  char stat = 'a';  // 'a' or 'd'
  bool doubles = false;
  int amount = 0;
  bool applied = true;
  std::string source;  // card id providing a static modifier
  bool operator==(const Modifier&) const = default;
};

// Whether two ids are the same. Ids are short ("t1", "hulk"): compared in
// place, without a call to memcmp for each die looked up.
inline bool same_id(const std::string& a, const std::string& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i] != b[i]) return false;
  return true;
}

struct Die {
  std::string id, card;  // card: empty for Sidekick dice and tokens
  int card_ix = -1;      // index of the card in GameState::cards (set by DmGame::begin)
  std::string name;
  std::string owner, controller;
  DieType type = DieType::Character;
  Zone zone = Zone::Bag;
  Face face;  // the face showing while rolled (Reserve Pool, Field Zone)
  int level = 1;
  LevelStats own;                         // Sidekick and token stats (level 1)
  Shared<DieFaces> faces;                 // never changed in a run: shared by its copies
  std::vector<std::string> affiliations;  // tokens, or added to the card's
  // Keywords an ability gave it: most dice have none, so the copies of a
  // state share one (a copy per run and per branch is then no Keywords copy).
  Shared<Keywords> gained;
  std::vector<Modifier> mods;
  bool swapped = false;
  bool cannot_be_ko = false;
  bool must_attack = false, cannot_attack = false;  // forced or forbidden by an ability
  bool cannot_block = false;
  bool blanked = false;  // this die's text is ignored (3.4.8.4)
  Copied copied;
  int damage = 0;
  int fixed_rolls_used = 0;  // of its GameState::fixed_rolls, from the front
  // Per turn.
  int damage_events = 0, last_sources = 0;  // for Iron Will
  int iron_will_hold_d = -1;                // D when Iron Will held
  bool partly_spent = false;                // 2.5.8
  bool intimidated = false, unblockable = false;
  Zone captured_from = Zone::Field;
  bool deadly_marked = false;     // engaged with a Deadly die this turn
  bool immortal_pending = false;  // Out of Play, headed for the bag (Immortal)
  // Attack Step.
  bool attacking = false, blocking = false, blocked = false, engaged = false;
  bool blocked_this_turn = false;  // an attacker blocked this turn
  bool did_block = false;          // a blocker this turn (Frag)
  bool fielded_now = false;        // fielded this turn (Strike)
  std::string blocks;              // the attacker this die blocks
  bool operator==(const Die&) const = default;
};

struct Player {
  std::string id;
  int life = 20;
  int virtual_energy = 0;
  bool rerolled = false;
  int fielded_this_turn = 0;
  int drawn = 0;  // dice drawn in the last Clear and Draw Step
  bool operator==(const Player&) const = default;
};

// What happened or was set up this turn that ends at Clean Up, reset there
// all at once (3.4.4.2).
struct ThisTurn {
  std::set<std::string> first_time_used;     // "the first time each turn" abilities that happened
  std::set<std::string> once_per_turn_used;  // card#ability@player, "once per turn"
  std::map<std::string, int> damage_bonus;   // player -> more damage their abilities deal
  std::map<std::string, int> purchase_discount;  // player -> less each purchase costs
  std::set<std::string> ko_when_damaged;      // dice a Persistent ability KOs when damaged (3.2.3)
  std::vector<std::string> kod_this_turn;     // dice KO'd, in order
  std::map<std::string, int> kod_pairs_used;  // die#ability -> pairs of KOs it has used
  bool operator==(const ThisTurn&) const = default;
};

struct GameState {
  std::vector<Player> players;  // two, in turn order
  // Shared by the copies of a state while no card has text that can change
  // cards (DmGame::own_cards).
  Shared<std::vector<Card>> cards;
  std::vector<Die> dice;
  std::string active;
  bool first_turn = false;  // the first player's first turn (2.3.3)
  std::string step = "main";
  std::string winner;                  // player id, "tie" or ""
  std::vector<std::string> cleaved;    // Cleave dice used this turn
  std::vector<std::string> attackers;  // declaration order
  bool blockers_declared = false;      // this Attack Step's blockers are declared (or none were)
  std::map<std::string, std::string> call_outs;  // attacker -> target
  // Die -> face labels, as the scenario fixed them; never changed in a run
  // (each die counts the ones it has used, Die::fixed_rolls_used), so the
  // copies of a state share them: a state is copied for every run.
  Shared<std::map<std::string, std::vector<std::string>>> fixed_rolls;
  // Used from the front; vectors, not deques: a state is copied for every
  // run, and a deque allocates twice even for one element.
  std::map<std::string, std::vector<std::string>> fixed_draws;  // player -> die ids
  // card -> the dice chosen for its abilities' targets, in the order needed
  std::map<std::string, std::vector<std::vector<std::string>>> choices;
  std::set<std::string> blanked_cards;  // text boxes ignored until end of turn
  // Dice an ability this turn forbade or forced ("can't block this turn"),
  // with what: CannotAttack, CannotBlock or MustAttack.
  std::vector<std::pair<std::string, Act::Verb>> persistent_this_turn;
  // Text boxes copied this turn, and the card's text before (3.10.3).
  struct TextCopy {
    int card_ix = -1, source_ix = -1;
    size_t abilities = 0;
    Keywords keywords;
    bool operator==(const TextCopy&) const = default;
  };
  std::vector<TextCopy> text_copies;
  ThisTurn turn;
  std::vector<std::string> controlled;            // dice taken control of until end of turn (3.9)
  std::map<std::string, Keywords> gained_before;  // die -> its keywords before this turn's gains
  std::map<std::string, Keywords> card_keywords_before;  // card -> before this turn's gains
  bool operator==(const GameState&) const = default;
};

}  // namespace arbiter::engine::dm
