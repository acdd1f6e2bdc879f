// One Dice Masters simulation run: the state plus the rules that change it.
// Each rule method records its steps in the trace against the predicate
// (predicates.h) that made them happen. A move the rules do not allow is
// refused with a traced note and a headline; a scenario that cannot be run
// at all (an unknown die, a roll with no faces described) throws
// std::invalid_argument.
#pragma once

#include <algorithm>
#include <initializer_list>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/core/checked.h"
#include "engine/core/game_module.h"
#include "engine/dm/model.h"

namespace arbiter::engine::dm {

class DmGame {
 public:
  DmGame(const GameState& state, RunContext& ctx) : s_(state), ctx_(&ctx) {}
  // Runs nothing until rebound to a context.
  explicit DmGame(GameState state) : s_(std::move(state)), ctx_(nullptr) {}

  // A copy of a game goes on with another chooser and trace: an exact
  // distribution runs each step once from every distinct state it reaches
  // (engine/core/stepped_run.h).
  void rebind(RunContext& ctx) {
    ctx_ = &ctx;
    own_cards();
  }
  // Everything a later step reads is equal (the headlines so far are not
  // state: they are the outcome's).
  bool same_state(const DmGame& other) const;
  size_t state_hash() const;  // equal for games of the same state
  // The headlines so far, joined as join_headlines joins them; none kept.
  std::string take_headlines() { return std::exchange(headlines_, {}); }

  // Settles what the scenario's state implies (damage taken earlier this
  // turn counts for Iron Will at the defense the die has now).
  void begin();

  // Lookups; throw std::invalid_argument for an unknown id. die() is
  // defined here: combat looks dice up by id dozens of times a run.
  Die& die(const std::string& id) {
    for (Die& d : s_.dice)
      if (same_id(d.id, id)) return d;
    no_die(id);
  }
  [[noreturn]] static void no_die(const std::string& id);
  Player& player(const std::string& id);
  Player& opponent(const std::string& id);
  // Defined here, as the few lookups below them: asked for many times in
  // every combat, from every rules file, and calls across files are not
  // inlined.
  const Card* card_of(const Die& d) const {
    if (d.card_ix >= 0) return &s_.cards[static_cast<size_t>(d.card_ix)];
    return d.card.empty() ? nullptr : &card(d.card);
  }
  const Card& card(const std::string& id) const;
  bool active(const std::string& player) const { return same_id(s_.active, player); }

  // Values (rules_values.cpp).
  // The current level's printed stats. Defined here: read for every value
  // of every die in combat, and a call across files for each cost more than
  // the read (copies, seldom made, are looked up in rules_copying.cpp).
  LevelStats printed(const Die& d) const {
    const LevelStats own = own_printed(d);
    return r_.has_copies ? copied_stats(d, own) : own;
  }
  // With no modifier (most dice, most of the time) a value is the printed
  // one and any "while active" bonus, worked out here; value() applies
  // modifiers (3.6).
  int attack(const Die& d) const { return d.mods.empty() ? unmodified(d, 'a') : value(d, 'a'); }
  int defense(const Die& d) const { return d.mods.empty() ? unmodified(d, 'd') : value(d, 'd'); }
  int value(const Die& d, char stat) const;
  int unmodified(const Die& d, char stat) const {
    // After a swap the printed values trade places (3.6.8); never below zero (3.6.4).
    const LevelStats p = printed(d);
    return std::max(0, sat_add((stat == 'a') != d.swapped ? p.a : p.d, static_bonus(d, stat)));
  }
  Keywords keywords(const Die& d) const;
  // One keyword of keywords(d) (a flag, or the higher of a value), without
  // building them all: combat asks for one at a time, many times (so they
  // are defined here, where the rules files inline them).
  bool has_keyword(const Die& d, bool Keywords::*kw) const {
    if ((*d.gained).*kw) return true;
    if (const Card* c = text_card(d); c && c->keywords.*kw && has_text(d)) return true;
    return r_.has_statics && in_field(d) && static_keyword(d, kw);
  }
  int keyword_value(const Die& d, int Keywords::*kw) const {
    int v = (*d.gained).*kw;
    if (const Card* c = text_card(d); c && has_text(d)) v = std::max(v, c->keywords.*kw);
    if (r_.has_statics && in_field(d)) v = std::max(v, static_keyword(d, kw));
    return v;
  }
  std::vector<std::string> energy_types(const Die& d) const;
  std::vector<std::string> affiliations(const Die& d) const;
  int max_level(const Die& d) const;
  // A Character, Sidekick or token on a character face.
  bool is_character(const Die& d) const {
    if (d.type == DieType::Token) return true;
    return (d.type == DieType::Character || d.type == DieType::Sidekick) && d.face.character();
  }
  bool in_field(const Die& d) const { return d.zone == Zone::Field; }
  bool card_active(const std::string& card_id, const std::string& controller) const;
  std::string name(const Die& d) const { return d.name; }
  void modify(Die& d, char stat, int amount, bool doubles, bool applied, const std::string& source);
  void swap_values(Die& d);
  bool spin(Die& d, int levels, const Predicate& why);
  void gain_life(Player& p, int amount);
  void lose_life(Player& p, int amount, const Predicate& why, const std::string& how);
  // The game ends when a player's life reaches 0 (rule 2.9).
  void check_life(Player& p);
  // `settle`: whether the game's end is checked at once; unblocked
  // attackers' combat damage is dealt together first (2.7.4.3).
  void damage_player(Player& p, int amount, const Predicate& why, const std::string& how,
                     bool settle = true);
  void damage_both_players(int amount, const std::string& how);

  // Damage, KO and leaving the Field Zone (rules_damage.cpp).
  struct Hit {
    std::string die;
    int amount = 0;
    std::string source;
  };
  // One simultaneous batch of damage; then KOs are resolved unless deferred.
  void deal_damage(std::span<const Hit> hits, const Predicate& why, bool resolve = true);
  void deal_damage(std::initializer_list<Hit> hits, const Predicate& why, bool resolve = true) {
    deal_damage(std::span<const Hit>(hits.begin(), hits.size()), why, resolve);
  }
  // KOs every die whose damage has reached its defense (2.7.6.1, Iron Will),
  // and adds the ids of the dice KO'd (not those that Regenerated) to `kod`
  // when given (a caller's scratch list: no list is made for a caller that
  // does not ask).
  void resolve_kos(const Predicate& why, std::pmr::vector<std::string>* kod = nullptr);
  // KO by an effect (not damage); returns true when the die is KO'd.
  bool ko_by_effect(Die& d, const Predicate& why, Words how);
  // Moves a die out of the Field Zone (tokens leave play, applied modifiers
  // are lost, static modifiers of its card may end).
  void leave_field(Die& d, Zone to, const Predicate& why, Words how);
  // A die bound for the Used Pile; with Immortal it goes to its owner's bag.
  void to_used_pile(Die& d, bool immortal, const Predicate& why, Words how);
  // Regenerate's roll; true when the die returns to the Field Zone.
  bool regenerate(Die& d, const Predicate& why);
  Face roll(Die& d, Words what);
  void sacrifice(Die& d);

  // Energy, buying, fielding, Action dice and Global abilities (rules_energy.cpp).
  struct Paid {
    std::vector<std::string> symbols;  // as spent; a wild records the type it stood for
    std::vector<std::string> dice;
    int virtual_used = 0;
  };
  // Spends energy symbols from the Reserve Pool (and virtual energy);
  // `needed` are the types that must be covered (wild may stand in).
  std::optional<Paid> pay(Player& p, const std::vector<std::string>& symbols,
                          const std::vector<std::string>& needed, const std::string& what,
                          bool dry_run = false, std::string* problem = nullptr);
  void purchase(Player& p, const std::string& card_id, const std::vector<std::string>& symbols,
                int reduce, bool may_reach_zero);
  void field(Die& d, const std::vector<std::string>& symbols, int reduce, const std::string& ritual,
             const std::string& intimidate_target);
  void fabricate(Player& p, const std::string& card_id, const std::vector<std::string>& kos);
  // `attune`: the target (player or die) of each Attune character's damage,
  // in the order their dice are listed; the opponent when not given.
  void use_action(Die& d, const std::string& target, const std::vector<std::string>& attune = {});
  struct AbilityUse {
    std::string player;
    std::vector<std::string> cost;  // energy symbols
    Effect effect;
    std::string target;          // die or player id
    std::string spin_down_cost;  // ability cost: spin this die down one level
    std::string card;            // a card whose printed Global ability is used
    bool when_damaged = false;   // held until the target is damaged (reactive, 3.2.8)
    std::string redirect;        // held until an ability targets this die; `target` is the new one
  };
  void use_global(const AbilityUse& use);
  void use_card_global(const AbilityUse& use);  // a Global ability printed on a card
  // Whether a Global ability may be used now (3.4.2.3); refuses it if not.
  bool global_window(const std::string& what);

  // Turn structure (rules_turn.cpp).
  void clear_and_draw(Player& p);
  void draw_outside_step(Player& p, int count);
  void roll_step(Player& p, const std::vector<std::string>& reroll);
  void reroll(Player& p, const std::vector<std::string>& dice);
  void end_main_step();
  void clean_up();

  // Combat (rules_combat.cpp).
  struct AttackPlan {
    std::vector<std::string> attackers;
    std::vector<std::pair<std::string, std::string>> range;  // range die -> target
    std::vector<std::pair<std::string, std::string>> call_outs;
    std::vector<std::pair<std::string, std::vector<std::string>>> breath;  // die -> energy paid
    std::vector<std::string> anti_breath;  // energy the defender pays, empty: none
  };
  void declare_attackers(const AttackPlan& plan);
  struct BlockPlan {
    std::vector<std::pair<std::string, std::string>> blocks;    // blocker -> attacker
    std::vector<std::pair<std::string, std::string>> tag_outs;  // die -> target
    std::vector<std::string> infiltrate;
  };
  void declare_blockers(const BlockPlan& plan);
  struct Split {
    std::string attacker, blocker;
    int amount = 0;
  };
  struct DamagePlan {
    std::vector<Split> splits;
    std::map<std::string, std::string> cleave;   // attacker -> target
    std::map<std::string, std::string> recruit;  // attacker -> die brought in
  };
  void assign_damage(const DamagePlan& plan);
  void remove_from_combat(Die& d, Zone to, const std::string& how);

  // Abilities in the queue (rules_abilities.cpp).
  struct Queued {
    std::string source;   // die id
    std::string trigger;  // "when attacks", "when damaged", or the card's text
    Effect effect;        // the one-line notation's effect, or
    std::string card;     // the card whose ability (its index) entered
    int ability = -1;
    std::string subject;     // the die that set it off ("it" before any effect)
    std::string controller;  // who controlled the source when it entered (3.2.5)
    int burst = 0;           // the source's burst stars then (3.2.5, 3.4.6)
    bool operator==(const Queued&) const = default;
  };
  void enqueue(const Die& source, const std::string& trigger, const Effect& e);
  void run_queue();

  // Card text (rules_card_text.cpp).
  // Its card's abilities are not ignored (3.4.8).
  bool has_text(const Die& d) const {
    const Card* c = card_of(d);
    return c && !d.blanked && (s_.blanked_cards.empty() || !s_.blanked_cards.count(c->id));
  }
  // A die of the card is active for `controller` with its text not ignored.
  bool text_active(const Card& c, const std::string& controller) const;
  // The die's flag for a Persistent can't attack / can't block / must attack.
  static bool& persistent_flag(Die& d, Act::Verb v);
  // Whether a die fits a description, seen from `controller` (3.1.13, 3.1.31).
  bool fits(const Die& d, const Reach& r, const std::string& controller) const;
  // Puts the die's card abilities with this trigger into the queue.
  // `controller_then`: who controlled d when it happened, if control has
  // changed since (a controlled die KO'd, 3.9.8).
  void trigger_card(Die& d, Trigger t, const std::string& subject,
                    const std::string& controller_then = "");
  void fielded_triggers(Die& fielded);
  // "when you take damage", "when a bolt character die is damaged": `player`
  // or the `damaged` dice (one effect's) took damage.
  void damage_triggers(const Player* player, std::span<Die* const> damaged);
  // "if a token is KO'd": other cards' abilities set off by a KO.
  void kod_triggers(std::span<const Die* const> kod);  // dice KO'd together
  void paired_kos(const Die& kod);  // "if this die and a Sidekick die are KO'd in the same turn"
  // "while active" modifiers: none (the usual case, answered here) unless
  // some card has such an ability and the die is in the Field Zone.
  int static_bonus(const Die& d, char stat) const {
    return r_.has_statics && in_field(d) ? statics_bonus(d, stat) : 0;
  }
  int statics_bonus(const Die& d, char stat) const;  // the same, worked out
  // The "while active" ability that forbids the die this (can't attack/block), or "".
  std::string static_forbids(const Die& d, Act::Verb verb) const;
  // Traces a "while active" ability starting or ending as a die enters or leaves.
  enum class WhileActiveChange { Start, Enters, Leaves };
  void note_while_active(const Die& d, WhileActiveChange how);
  const Ability* global_of(const std::string& card_id) const;

  // Copying (rules_copying.cpp).
  // The card whose text it has (a whole copy's source).
  const Card* text_card(const Die& d) const {
    if (d.copied.kind == Copied::Kind::Whole && !d.copied.text) return nullptr;
    return attributes_card(d);
  }
  // Its name, affiliations: the same, text or not.
  const Card* attributes_card(const Die& d) const {
    if (d.copied.kind == Copied::Kind::Whole && d.copied.card_ix >= 0)
      return &s_.cards[static_cast<size_t>(d.copied.card_ix)];
    return card_of(d);
  }
  void follow_spin(const Die& d);    // whole copies after d spun (3.10.4.2, 3.10.4.3)
  void end_copy(Die& d, Words why);  // the die's copy ends
  LevelStats copied_stats(const Die& d, LevelStats own) const;
  // Its own card's (or its own, a Sidekick's or token's) stats at its level.
  LevelStats own_printed(const Die& d) const {
    if (d.type == DieType::Sidekick || d.type == DieType::Token) return d.own;
    const Card* c = card_of(d);
    if (!c || c->levels.empty()) return {};
    return c->levels[static_cast<size_t>(
        std::clamp(d.level, 1, static_cast<int>(c->levels.size())) - 1)];
  }
  void copy(Die* receiving, const std::string& by, const Act& x, Die& src);
  void end_copies();  // clean-up: copies "until end of turn" end

  // Control (rules_control.cpp).
  void take_control(Die& d, const std::string& player, const std::string& by);
  // A controlled die leaving the Field Zone goes to its owner's Prep Area
  // (3.9.6): the zone it goes to.
  Zone control_ends_leaving(Die& d, Zone to);
  void end_control();  // clean-up: controlled dice return (3.9.7)
  // "once per turn": false (and refused) when the player used it this turn.
  bool once_per_turn(const Card& c, size_t ability, const std::string& player,
                     const std::string& what, bool paid = true);

  // Preventing and increasing damage (rules_prevention.cpp).
  int prevent_static(const Die& d, int amount, const std::string& source);
  int preventable(const Die& d) const;
  Keywords static_keywords(const Die& d) const;  // "while active, your Sidekick dice have Swarm"
  // One of them: out of line, so that the inlined keyword lookups hold no
  // Keywords of their own (whose room and destruction every call would pay).
  template <class V>
  V static_keyword(const Die& d, V Keywords::*kw) const;
  // The "while active" ability that makes d's abilities with this trigger ignored, or "".
  std::string ignored_by(const Die& d,
                         Trigger t) const;  // what "while active" prevention takes off each source
  // Whether a "while active" act of card c, in effect for `player`, reaches
  // d: "this die" is a die of c that player controls, anything else a
  // description (fits).
  bool static_reaches(const Card& c, const Act& x, const Die& d, const std::string& player) const;
  void hold_reaction(const AbilityUse& use, const Ability& a);  // a reactive Global, held
  int react(const Die& d, int amount);  // reactive Globals held for d: what is left
  void end_reactions();                 // Clean Up: held reactive Globals lapse
  // Held redirections change these targets of the resolving ability (3.4.9).
  void redirect(std::vector<std::string>& dice, const Ability& a, const Die* source,
                const std::string& controller);
  // The "while active" ability that keeps d from being targeted by `player`, or "".
  std::string untargetable_by(const Die& d, const std::string& player) const;
  int damage_bonus(const std::string& controller, int amount, const std::string& by);
  // Why the effect would change nothing on this die (3.1.10), or "".
  std::string no_result(const Act& x, const Die& d) const;

  const GameState& state() const { return s_; }
  Trace& trace() { return ctx_->trace; }
  bool over() const { return !s_.winner.empty(); }

 private:
  friend struct Combat;
  // Trace helpers: texts are only built when the trace is on (benchmarks run
  // without it).
  template <class F>
  void note(const Predicate& p, F&& text) {
    if (ctx_->trace.enabled()) ctx_->trace.note(p, text());
  }
  template <class F, class V>
  void change(const Predicate& p, F&& text, const std::string& id, const char* field,
              const V& before, const V& after) {
    if (ctx_->trace.enabled()) ctx_->trace.change(p, text(), id + "." + field, before, after);
  }
  // Adds a headline, given in parts (strings, views, literals): they are
  // appended to the outcome's text where they are, not first joined into
  // a string of their own.
  template <class... Parts>
  void headline(const Parts&... parts) {
    // One allocation for a run's few (an outcome is 150-250 characters).
    if (headlines_.capacity() < 256) headlines_.reserve(256);
    if (!headlines_.empty()) headlines_ += "; ";
    (headlines_.append(std::string_view(parts)), ...);
  }
  // Card text can change cards (copies, gained keywords): a run with any
  // keeps cards of its own from the start, so that no card it holds is
  // left behind by a later copy on write.
  void own_cards() {
    if (r_.has_card_text) s_.cards.edit();
  }
  bool refuse(const Predicate& why, const std::string& what, const std::string& reason);
  template <class F>
  void for_each_static(F&& use) const;
  template <class F>
  std::string static_that(F&& match) const;
  // The dice an effect can reach in `zone`; "other" leaves out `source`.
  std::vector<std::string> legal_dice(const Reach& r, const std::string& controller, Zone zone,
                                      const Die* source = nullptr) const;
  std::vector<std::string> choose(const std::string& card, const std::string& text,
                                  const std::vector<std::string>& legal, int count, bool up_to);
  void resolve_ability(const Die* source, const std::string& controller, const std::string& card,
                       const Ability& a, const std::string& subject, const std::string& target);
  void resolve_effect(const Die* source, const std::string& controller, const Effect& e,
                      const std::string& target);
  // Puts ability `i` of card c (d's text) into the queue for `controller`.
  void queue_card(const Die& d, const Card& c, size_t i, const std::string& subject,
                  const std::string& controller);
  // Queues ability `i` of d's card, set off by `damaged` or `player`.
  void damage_trigger(Die& d, size_t i, const Die* damaged, const Player* player);
  void copy_text(Die& r, const std::string& by, const Die& src);
  void range_damage();
  void breath_weapon(const std::vector<std::pair<std::string, std::vector<std::string>>>& uses,
                     const std::vector<std::string>& anti);
  void retaliation(std::span<const std::string> kod);
  void deadly_cleanup();
  int draw(Player& p, int count, bool in_step, std::vector<std::string>& drawn);
  std::string pick_from_bag(Player& p);

  GameState s_;
  RunContext* ctx_;
  std::string headlines_;  // "; " between
  struct Reaction {
    std::string player, card, target;
    std::string from;  // a redirection: the die whose targeting it changes to `target`
    bool operator==(const Reaction&) const = default;
  };
  // The run's own bookkeeping beside the game state; part of what
  // same_state compares, so a member added here is compared too.
  struct RunState {
    std::vector<Queued> queue;
    std::map<std::string, std::string> range_targets;
    int ko_depth = 0;             // inside resolve_kos
    bool static_recheck = false;  // a static modifier ended while resolving KOs
    bool has_statics = false;     // some card has a "while active" ability
    bool has_card_text = false;   // some card has an <ability>: triggers are looked for
    bool has_copies = false;      // a copy was made: stats are looked up through it
    int effect_serial = 0;        // the card ability resolving now (0: none)
    int burst = 0;                // burst stars of the resolving ability's die when set off
    int effect_serials = 0;
    std::map<std::pair<std::string, int>, int> fired_in;  // (die, "either" ability) -> serial
    std::vector<Reaction> reactions;  // reactive Global abilities waiting for damage
    bool operator==(const RunState&) const = default;
  };
  RunState r_;
};

std::string plural(int n, const std::string& word);

// Sets each die's card_ix: cards are looked up by index, not by id, since
// runs repeat thousands of times in enumerations. A module does it once
// when it loads a state; DmGame::begin does it for dice not yet indexed.
void index_cards(GameState& s);

}  // namespace arbiter::engine::dm
