// One Marvel Champions simulation run: the state plus the rules that change
// it. Each rule method records its steps in the trace against the
// predicate (predicates.h) that made them happen.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/core/game_module.h"
#include "engine/mc/actions.h"
#include "engine/mc/card_text.h"
#include "engine/mc/model.h"

namespace arbiter::engine::mc {

class McGame {
 public:
  McGame(const GameState& state, RunContext& ctx) : s_(state), ctx_(ctx) {}

  // Lookups; throw std::invalid_argument for an unknown id.
  Character& character(const std::string& id);
  Player& player(const std::string& id);
  Scheme& scheme(const std::string& id);
  Card& card(const std::string& id);
  Character& identity(const Player& p) { return character(p.identity); }
  Character* villain();
  Scheme* main_scheme();
  Player* controller(const Character& c);

  // Values (rules_values.cpp). begin() applies the state's per-player
  // values (hit points, starting threat) before the first step.
  void begin();
  // `extra_add` joins the additive modifiers (boost icons add to ATK/SCH
  // before any doubling or halving).
  int stat(const Character& c, const std::string& stat, int extra_add = 0);
  // What constant abilities in card text add to the character's stat.
  int constant_text(const Character& c, const std::string& stat);
  int per_player(int value, bool per_player_icon, const std::string& what);

  // Damage and hit points (rules_damage.cpp). deal_damage returns the
  // damage actually dealt (after prevention).
  int deal_damage(Character& target, int amount, const std::string& cause);
  void heal(Character& target, int amount, const Predicate& why);
  void move_damage(Character& from, Character& to, int amount);
  void grant_hit_points(Character& target, int amount, const std::string& source);
  void expire_hit_points(Character& target, const std::string& source);
  void give_status(Character& target, const std::string& status);
  // A lasting effect (rules_values.cpp): a modifier until a timing point,
  // and its expiry when that point is reached.
  void lasting_modifier(Character& c, const std::string& stat, int add, Until until,
                        const std::string& source);
  void expire_lasting(Until until);
  // The character gains a keyword (mc:gains): it then works as if printed.
  void gains_keyword(Character& c, const std::string& keyword, int value,
                     const std::string& source);

  // Every attack (rules_attack.cpp) and every thwart (rules_thwart.cpp),
  // whatever its kind (actions.h).
  void attack(const AttackSpec& a);
  void thwart(const ThwartSpec& t);

  // Schemes (rules_scheme.cpp).
  void enemy_scheme(Character& schemer);
  // `setup`: during game setup, where only Setup abilities resolve.
  void place_threat(Scheme& scheme, int amount, const Predicate& why, const std::string& how,
                    bool setup = false);
  // Crisis check for removing threat from `scheme`; true (and recorded) when blocked.
  bool crisis_blocks(Scheme& scheme, const std::string& who);
  void remove_threat(Scheme& scheme, int amount, const Predicate& why, const std::string& who);

  // Turn structure (rules_turn.cpp).
  struct Defence {
    std::string player;    // whose activation
    std::string attacker;  // villain or minion id
    std::string defender;  // character id, or "" for undefended
  };
  void villain_phase(const std::vector<Defence>& defences);
  // Step 3 of the villain phase: encounter cards dealt (mc:deal); asked
  // alone, what each player is dealt is the outcome.
  enum class Dealing { kInPhase, kAlone };
  void deal_encounter_cards(Dealing dealing);
  void change_form(Player& p);
  void play_ally(Character& ally, const std::string& discard);
  void play_card(const std::string& card_id, const std::string& discard);
  void end_player_phase();
  void scheme_enters(Scheme& scheme);
  // "After you attack" abilities of the hero: after a basic attack or an (attack) action.
  void hero_attacked(Character& hero, Character& target, const std::string& how);
  void use_card(const std::string& card_id);
  // A quickstrike minion's attack is defended by `defender` (a character
  // id; "" undefended).
  void minion_enters(Character& minion, Player& engaged, const std::string& defender = "");
  // assignment: character id -> indirect damage the player assigns to it.
  void indirect_damage(Player& p, int amount,
                       const std::vector<std::pair<std::string, int>>& assignment);

  // Paying a card's printed cost, or the typed resources `needs` of an
  // ability's cost (rules_resources.cpp); `sources`: hand cards to discard
  // and resource abilities in play.
  // `permission`: the ability allowing a card to be played from elsewhere
  // than the hand. True when the cost is paid.
  bool pay_cost(Player& p, Card& card, const std::vector<Card*>& sources,
                const std::vector<Resource>& needs, const std::string& permission);

  // Player cards by title (rules_cards.cpp).
  void search(Player& p, Card& wanted, const std::vector<Zone>& searched, Zone to);
  void shuffle_into_deck(Player& p, const std::vector<Card*>& cards, bool different,
                         const std::string& by);
  // Traced; true when the unique rule forbids playing the card.
  bool unique_blocks(const Card& c);
  // A "cannot" effect on `player` forbids `what`: traced, and absolute
  // (mc:cannot); true when one does.
  bool cannot(const std::string& player, Forbid what, const std::string& who);
  // An action (an event's or ability's) on another player's turn, not by
  // request, is refused (mc:action); true when it may be used.
  bool action_timing_allows(const Character& user, const std::string& action, bool by_request);
  // "Exhaust each ready X and Y": the qualifier applies to every term.
  void exhaust_each_ready(const std::vector<std::string>& terms, const std::string& by);

  // Encounter cards (rules_encounter.cpp): `p` reveals the card `id` (""
  // the next one dealt to them, else the encounter deck's top) and resolves
  // it by type, with its When Revealed effect, "then", surge and peril.
  void reveal(Player& p, const std::string& id);

  // Threat placed with some of it prevented (rules_events.cpp).
  void place_threat_prevented(Scheme& scheme, int amount, int prevent, const std::string& by);

  // Card text (rules_card_text.cpp): an action written in a card's words,
  // used by its player; `target` is their first choice, `with` the cards and
  // resource abilities paying its resource cost.
  void use_ability(const std::string& id, const std::string& target, const std::vector<Card*>& with,
                   bool by_request);

  const GameState& state() const { return s_; }
  // The state at the end of the run, for a run kept (run_memo.h).
  GameState take_state() && { return std::move(s_); }
  const std::vector<std::string>& headlines() const { return headlines_; }
  Trace& trace() { return ctx_.trace; }

 private:
  // `against`: the player whose activation it is (a boost text's "you"), if known.
  int flip_boost_cards(Character& villain, int cards, Player* against = nullptr);
  void flip_villain(Character& v);
  void draw_encounter_card(const std::string& why);
  void encounter_deck_runs_out();
  BoostCard next_boost_card();
  void defeat(Character& c);
  void check_restricted(const std::string& player, const std::string& discard);
  std::vector<Player*> in_player_order();  // from the first player, clockwise
  void eliminate(Player& p);
  void villain_stage_defeated(Character& v);
  // The steps of one attack (rules_attack.cpp), each applied once for every kind.
  bool may_attack(const AttackSpec& a);
  bool attack_cost(const AttackSpec& a);
  bool stunned_instead(const AttackSpec& a);
  bool enemy_attack_opens(const AttackSpec& a, Player*& target, Character*& defender, int& boost);
  std::vector<Character*> deal_attack_damage(const AttackSpec& a, Player* target,
                                             Character* defender, int boost);
  void overkill(const AttackSpec& a, Character& hit, int amount, int remaining, bool prevented,
                Player* target);
  void retaliate(Character& attacked, Character& attacker, bool stage_defeated);
  void after_attack(const AttackSpec& a, const std::vector<Character*>& attacked, Player* target);
  // Timing (rules_timing.cpp). `would` returns true when a replacement or
  // cancel stops the condition.
  // The abilities on `owners` that trigger at `when`, in resolution order
  // (forced first). A pure query: callers may ask before deciding to act.
  std::vector<Ability*> triggered(const std::string& when, const std::vector<std::string>& owners);
  // The same, when they are about to resolve: records spent limits and why
  // the order is what it is.
  std::vector<Ability*> resolving(const std::string& when, const std::vector<std::string>& owners);
  bool would(const std::string& when, Character& subject, Character* other,
             const std::string& condition);
  void window(const std::string& when, const std::vector<std::string>& owners, Character& subject,
              Character* other, const std::string& condition);
  void resolve(Ability& a, Character& subject, Character* other, const std::string& condition);
  void used(Ability& a);
  int bonus(const std::string& when, const std::string& owner, const std::string& what);
  std::vector<std::string> side_of(const Player& p);  // ids of the player's identity and allies
  // The cost of exhausting (rules_costs.cpp): a basic power is used only by
  // exhausting, and so is an ability whose text says to exhaust.
  struct ExhaustCost {
    const char* stat;  // "ATK"
    std::string verb;  // "attack", "use Heroic Strike"
    const Predicate& rule;
    bool dash;  // the power's printed value is a dash
  };
  bool can_exhaust_for(Character& c, const ExhaustCost& p);
  void exhaust_for(Character& c, const ExhaustCost& p, const std::string& object);
  // A hero's or ally's status card that takes the place of its attempt
  // (stunned: an attack, confused: a thwart); true when it did.
  bool status_instead(Character& c, bool& status, const char* status_name, const char* gerund,
                      const Predicate& rule, const std::string& paid);
  void headline(std::string text) { headlines_.push_back(std::move(text)); }
  bool over() const { return !s_.winner.empty(); }

  bool resolve_effect(Player& p, const EncounterCard& card, const EncounterEffect& e);
  bool peril_blocks(const Ability& a);
  bool in_form(const Ability& a);
  bool owner_in_play(const Ability& a);  // a card's abilities act only while it is in play  // its
                                         // villain is in the form the ability belongs to  // the
                                         // owner is not the player resolving a peril card
  // Card text (rules_card_text.cpp).
  Player& ability_player(const Ability& a);   // whose ability it is
  Character& ability_user(const Ability& a);  // its character, or its player's identity
  // `that`: who set it off; `last`: whom the effect before reached.
  std::vector<Character*> reached(Ability& a, const Who& w, Character* that,
                                  const std::vector<Character*>& last);
  std::vector<Scheme*> schemes_reached(Ability& a, const SchemeWho& s);
  // False (traced) when a choice the text needs has nothing to choose (mc:choose).
  bool text_can_initiate(Ability& a);
  // An effect's "If ..., " as it is about to resolve.
  bool text_if_holds(Ability& a, const ActIf& f, Character* that,
                     const std::vector<Character*>& last);
  // False when no effect of `a` could change the game (mc:ability, mc:cost).
  bool text_could_change(Ability& a);
  // The effects of `a`'s card text from the `first`; `that`: who set it
  // off; `last`: whom the effect before reached ("it").
  void text_effects(Ability& a, Character* that, size_t first = 0,
                    std::vector<Character*> last = {});
  // All of `a`'s costs, or none (traced); `user_exhaust_paid_elsewhere`: an
  // (attack) or (thwart) exhausts its character itself.
  bool pay_text_costs(Ability& a, Character& user, const std::vector<Card*>& with,
                      bool user_exhaust_paid_elsewhere);
  void discard_used_up(Ability& a);  // its last counter spent (mc:uses-x)
  // A card text's condition details the window does not check ("on the main scheme").
  bool text_condition_holds(const Ability& a);
  bool max_reached(const Ability& a);  // "Max X per round" in its text (traced)
  // The card's Resource ability written in its words, if any.
  const Ability* resource_text(const Card& c) const;
  bool owned_by(const Ability& a, const std::vector<std::string>& owners);
  void note_peril_blocked(const std::string& when, const std::vector<std::string>& owners);

  GameState s_;
  RunContext& ctx_;
  std::string peril_player_;           // the player resolving a card with peril, if any
  int text_depth_ = 0;                 // card-text effects resolving inside one another
  const Scheme* threat_on_ = nullptr;  // the scheme threat is about to be placed on
  // "You" for a card no player controls (a boost card, an encounter card):
  // the player whose activation it boosts, or who revealed it.
  Player* acting_for_ = nullptr;
  // An enemy attack's damage about to be dealt: to whom ("When you would
  // take damage"), and how much of it abilities have prevented (mc:prevent).
  const Character* damage_to_ = nullptr;
  int prevent_pending_ = 0;
  int after_prevention(Character& hit, int amount);
  // A boost or encounter card's text, resolved as an ability of `owner`.
  void resolve_card_words(const std::shared_ptr<const CardText>& text, const std::string& id,
                          const std::string& name, const std::string& owner, Player* you);
  std::vector<std::string> headlines_;
};

}  // namespace arbiter::engine::mc
