// The parts of reading a Marvel Champions situation, which read_mc
// (reading_mc.cpp) runs in order: the grammar finds mentions (heads and
// their attributes) and verbs in the tokens; each mention gets its role;
// each value goes to the one it describes; settle_mc fills in what the
// values imply.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "query/ask/clauses.h"
#include "query/ask/reading.h"

namespace arbiter::query::ask {

// reading_mc_attributes.cpp: the attributes one phrase can carry (stats,
// statuses, keywords, damage, threat, boost) and the tokens they take.
size_t mc_attribute(const std::vector<Token>& t, size_t i, std::vector<Attr>& out);
// Puts attribute `f` = `v`, read at token i, in `out` (or on the boost
// card's star ability, when that is what token i describes).
void add_mc_attribute(const std::vector<Token>& t, size_t i, std::vector<Attr>& out,
                      const std::string& f, const std::string& v);
// Label stats take the number after them ("ATK 3"), unit stats the number
// before ("2 hit points").
bool unit_stat(const std::string& name);
// The words from token i on that name consequential damage; how many.
size_t consequential_words(const std::vector<Token>& t, size_t i);
// "3 in her thwart spot": the stat whose box holds the number at i, or "".
std::string stat_box_after(const std::vector<Token>& t, size_t i);
// reading_mc_attribute_units.cpp: a number before its unit ("2 hp", "3
// ATK"); 0 when none.
size_t mc_unit_attribute(const std::vector<Token>& t, size_t i, std::vector<Attr>& out);
// reading_mc_attribute_values.cpp: a value its words lead to ("attack is 6",
// "main at 2"); 0 when none.
size_t mc_value_attribute(const std::vector<Token>& t, size_t i, std::vector<Attr>& out);
// reading_mc_attribute_terms.cpp: what a game term at token i says ("ATK
// 3", "stunned", "final stage"); 0 when nothing.
size_t mc_term_attribute(const std::vector<Token>& t, size_t i, std::vector<Attr>& out);
// reading_mc_hit_points.cpp: hit points and damage said together ("9 hp out
// of 14", "3 of his 11 hit points"), and "8 of 10 threat"; 0 when none.
size_t mc_hit_point_attribute(const std::vector<Token>& t, size_t i, std::vector<Attr>& out);
// The number at token i is a result the player puts forward to be
// checked ("Cap ended up with 2 damage, is that right?"), not a value now.
bool result_put_forward(const std::vector<Token>& t, size_t i);
// reading_mc_status_words.cpp: "exhausts to defend", "I exhausted my hero
// to attack": the word "exhausted" at token i tells an action's cost, not a
// status before it.
bool exhausted_to_act(const std::vector<Token>& t, size_t i);
// The status or keyword word at token i is asked about ("does it get
// overkill?"), or tells what an action left or cost ("did my hero end up
// exhausted?"): nothing held before the action.
bool status_not_held(const std::vector<Token>& t, size_t i);
// Whether the question names the boost at all ("boost", "boost icons").
bool said_boost(const std::vector<Token>& t);
// The "final stage" at token i is denied: "this is not its final stage".
bool final_stage_denied(const std::vector<Token>& t, size_t i);

// reading_mc_verbs.cpp: the verb at token i, if it is one.
std::optional<Verb> mc_verb(const std::vector<Token>& t, size_t i);
// Whether a verb comes before token i in its sentence.
bool verb_before(const std::vector<Token>& t, size_t i);
// reading_mc_verbless.cpp: "Rhino's Hydra Mercenary takes She-Hulk's
// basic attack", "Ultron is the target of Iron Man's basic attack": an
// attack told as a noun, made by the one whose attack it is on the one
// before the verb. Adds that clause.
void add_taken_attack(const std::vector<Token>& t, const std::vector<Mention>& ms,
                      std::vector<Clause>& cs);

// "spidey atk 2 vs whiplash", "rhino atk 3 into me": with no verb of its
// own, one with ATK said "vs", "into" or "against" another attacks it;
// "maria hill thw 2 on crowd control": one with THW said "on" a scheme
// thwarts it. The clause that says so is added to `cs`.
void add_verbless_action(const std::vector<Token>& t, const std::vector<Mention>& ms,
                         std::vector<Clause>& cs);
// reading_mc_grammar.cpp: the heads, attributes and verbs of mentions.
const Grammar& mc_grammar();

// reading_mc_roles.cpp: who each mention is and where its values go.
bool enemy(const std::string& role);
// Which role each mention plays: one villain, the asking player's hero (or
// another player's, "hero2"), up to two minions and two allies, the main
// and a side scheme.
std::vector<std::string> mc_roles(const std::vector<Token>& tokens, const std::vector<Mention>& ms);
// The doer of the action a value is for, in the same sentence.
std::string doer_for(const Mention& m, const std::vector<Clause>& cs,
                     const std::function<std::string(int)>& role_of);
// Whether a character in `role` can have these values.
bool fits(const std::string& role, const std::vector<Attr>& attrs);
// Puts an attribute on the one it describes.
// reading_mc_hero_roles.cpp: one identity's names as one ("Cap", "Steve
// Rogers": "captain america"); words that bring in a player besides the
// asker; whose hero mention k is, "hero" (the asker's) or "hero2".
std::string identity(const std::string& name);
bool another_player_said(const std::vector<Token>& tokens, const std::vector<Mention>& ms);
std::string hero_role(const std::vector<Token>& tokens, const std::vector<Mention>& ms, size_t k);
// reading_mc_villain_player.cpp: when the asker runs the villain ("my
// Rhino attacks my son's Spider-Man"), the first hero named is "hero",
// a second one "hero2"; the asker's own words ("I") are no hero.
void heroes_for_villain_player(const std::vector<Token>& tokens, const std::vector<Mention>& ms,
                               std::vector<std::string>& roles);
// "My niece flipped her Captain Marvel ... which form is she in?": the
// only hero named is another's and the asker plays none in the question;
// that hero is the one it is about ("hero").
void lone_hero_asked_of(const std::vector<Mention>& ms, std::vector<std::string>& roles);

void put(Reading& r, const std::string& role, const Attr& a);
// reading_mc_encounter_deck.cpp: "the boost card was the last card of the
// encounter deck": the cards the encounter deck holds (game.encounter-deck).
void read_encounter_deck(Reading& r);
// reading_mc_totals.cpp: "(+3 ATK) so ATK 5", "for a total ATK of 5": an
// ATK said as the total drops the additions to it read as modifiers.
void totals_hold_modifiers(Reading& r, const std::vector<Token>& tokens,
                           const std::vector<Mention>& ms);
// put() places it only with a role: a character's value, not a boost, a
// scheme's threat or damage dealt.
bool needs_role(const Attr& a);

// reading_mc_roles.cpp: an identity's alter-ego name ("Peter Parker",
// "Jen"), as players say it.
bool alter_ego_name(const std::string& name);
// reading_mc_form.cpp: a hero's form changed as the whole situation ("if I
// flip him over to Peter Parker"): action "change-form", the hero in the
// form before the change. Only when no other action was read.
void read_form_change(Reading& r, const std::vector<Token>& t);
// "hero form" said anywhere in the question.
bool hero_form_said(const std::vector<Token>& t);
// "Rhino activates against Peter Parker", "my daughter, who's flipped down
// to Carol Danvers": a hero called only by a full alter-ego name, with no
// hero form said, is in alter-ego form.
void form_by_alter_ego_name(Reading& r, const std::vector<Token>& tokens,
                            const std::vector<Mention>& ms, const std::vector<Clause>& cs,
                            const std::vector<std::string>& roles,
                            const std::function<std::string(int)>& role_of);

// reading_mc_values.cpp: each value a mention carries put on the one it
// describes (read_mc's step after the roles).
void place_mc_values(Reading& r, const std::vector<Token>& tokens, const std::vector<Mention>& ms,
                     const std::vector<Clause>& cs, const std::vector<std::string>& roles,
                     const std::function<std::string(int)>& role_of);
// reading_mc_players_of.cpp: which player's each minion and ally is, with
// two players (place_mc_values's last step).
void place_mc_players(Reading& r, const std::vector<Token>& tokens, const std::vector<Mention>& ms,
                      const std::vector<Clause>& cs, const std::vector<std::string>& roles,
                      const std::function<std::string(int)>& role_of);
// reading_mc_actions.cpp: the action the clauses tell, in the order they
// happen, set as r.action (then a form change, which may replace it);
// returns the action the clauses told.
std::string read_mc_actions(Reading& r, const std::vector<Token>& tokens,
                            const std::vector<Mention>& ms, std::vector<Clause>& cs,
                            const std::vector<std::string>& roles,
                            const std::function<std::string(int)>& role_of);
// reading_mc_clause_parties.cpp: the roles that do clause c's action and
// have it done to them; `none_such`: the one it is done to is said to be
// none ("the minion attacks, no allies").
void clause_parties(const std::vector<Token>& tokens, const std::vector<Mention>& ms,
                    const Clause& c, const std::function<std::string(int)>& role_of,
                    std::string& doer, std::string& target, bool& none_such);
// The role that defends in defend clause c, whose doer is `doer`.
std::string defender_named(const std::vector<Token>& tokens, const std::vector<Mention>& ms,
                           const Clause& c, const std::string& doer,
                           const std::vector<std::string>& roles,
                           const std::function<std::string(int)>& role_of);

// reading_mc_settle.cpp: what the values imply when no verb says.
// `token_roles`: the role read for the mention headed at each token.
void settle_mc(Reading& r, const std::vector<Token>& tokens,
               const std::vector<std::string>& token_roles, Choices& choices);

// reading_mc_cards.cpp: with the card pool imported, the cards the
// mentions name bring their printed numbers and keywords where the
// question gives none (Reading::from_cards says which); `roles` per mention.
// True when it read any.
bool apply_named_cards(Reading& r, const std::vector<Token>& tokens, const std::vector<Mention>& ms,
                       const std::vector<std::string>& roles, Choices& choices);
// reading_mc_described.cpp: a character with Toughness and its tough card unsaid has
// it still, or not: both are read (once it entered play just now, it has).
void read_tough_left(Reading& r, const std::vector<Token>& tokens, Choices& choices);

// reading_mc_stages.cpp: the stage the words after a villain's name say
// ("Rhino II", "Klaw stage 3", "his second stage"): "i", "ii", "iii", "iv",
// or "" when they say none.
std::string stage_said(Reading& r, const std::vector<Token>& t, const Mention& m);
// The villain's stages after the one named: none after III, or after II
// in a standard game; one after II in an expert game.
void settle_villain_stage(Reading& r, const std::vector<Token>& tokens,
                          const std::vector<Mention>& ms, const std::vector<std::string>& roles);

// reading_mc_phase.cpp: "villain phase" with what only the phase does
// (acceleration, hazard icons, encounter cards dealt) is the whole phase.
void read_villain_phase(Reading& r);
// "2p", "two players", "a three player game": the words say another player
// is at the table.
bool players_beside_said(const std::vector<std::string>& words);
// How many players the words say are at the table ("a three player game":
// 3), or 0 when they say no count.
int players_said(const std::vector<std::string>& words);
// reading_mc_per_player.cpp: a villain's hit points with the per player
// icon ("12 hit points per player") and the players who started: facts
// villain per-player-hp, game players-started.
void read_per_player(Reading& r);

// reading_mc_unknown_names.cpp: a word the rulebooks do not use, said
// with its hit points and what only an enemy has (toughness, guard,
// quickstrike, SCH, entering play, engaged with someone), names a minion.
std::vector<Token> with_unknown_minions(std::vector<Token> tokens);
// A word the rulebooks do not use, attacking with a boost card told in its
// sentence ("abomination attacks, ATK 3, boost 2 icons"), is the villain.
std::vector<Token> with_unknown_villain(std::vector<Token> tokens);
// A name the vocabulary calls a minion that is a villain in some scenario
// (Sandman, Vulture, ...), or an unknown name, with a boost card told apart
// from it and no villain named: `roles` made "villain" for it, unless the
// question tells it as a minion (reading_mc_villain_by_boost.cpp).
void villain_by_boost(const std::vector<Token>& tokens, const std::vector<Mention>& ms,
                      std::vector<std::string>& roles);
// ... and, with no villain named, such a name beside another the question
// calls a minion ("the minion Vulture ... attack against Sandman").
void villain_beside_minion(const std::vector<Token>& tokens, const std::vector<Mention>& ms,
                           std::vector<std::string>& roles);
// reading_mc_attack_value.cpp: "rhino attacks my spider-man attack of
// three": an ATK said right after the hero or ally an enemy attacks, with
// no mark between, moved to the enemy when it has none.
void attack_value_after_target(const std::vector<Token>& tokens, std::vector<Mention>& ms,
                               const std::vector<Clause>& cs,
                               const std::function<std::string(int)>& role_of);
// reading_mc_event_target.cpp: "an attack event ..., targeting Armored
// Guard": the minion named after "targeting", "at" or "on" in the event's
// sentence is its target.
void event_target_named(Reading& r, const std::vector<Token>& tokens,
                        const std::vector<std::string>& token_roles);
// reading_mc_defender_pronoun.cpp: a pronoun a player defends with ("I'd
// like to defend with him") that went to the attacking enemy goes to the
// latest hero or ally, and so do its like after it.
void defender_pronouns(std::vector<Mention>& ms, const std::vector<Clause>& cs);
// reading_mc_villain_said.cpp: a name the vocabulary calls a minion, said
// to be the villain ("Madame Hydra, who is the villain"): `roles` made
// "villain" for it.
void villain_said(const std::vector<Token>& tokens, const std::vector<Mention>& ms,
                  std::vector<std::string>& roles);
// "minion", "my ally", "the villain": the games' words for a role, not a name.
bool plain_role_word(const std::string& name);
// "ally Jubilee ... 2 on Jubilee": an unknown word said to be an ally is
// that ally wherever it is named.
std::vector<Token> with_unknown_allies(std::vector<Token> tokens);
// reading_mc_hero_allies.cpp: an ally's name described with a DEF or a
// REC ("my Vision card ... DEF 3") is the asker's hero wherever it is named.
std::vector<Token> with_allies_as_heroes(std::vector<Token> tokens);

// reading_mc_absent.cpp: "there are no minions engaged with me", "no guard
// minion out": the words of a minion said not to be there are left as
// plain words.
std::vector<Token> without_absent_minions(std::vector<Token> tokens);
// "there are no side schemes", "no side scheme out": none is in play, so
// a thwart goes to the main scheme; its words are left plain.
std::vector<Token> without_absent_side_schemes(std::vector<Token> tokens);

// reading_mc_disputants.cpp: "my friend says ..." names a party to a
// dispute, not a second hero: the words are left as plain words.
std::vector<Token> without_disputants(std::vector<Token> tokens);

// reading_mc_described.cpp: a short form of a name said in full is that
// character; the villain's next stage is what mention m describes; hit
// points left against a maximum said with them are damage.
std::vector<Token> with_short_names(std::vector<Token> tokens);
bool next_stage_at(const std::vector<Token>& t, const Mention& m);
void hit_points_left(Mention& m);

// reading_mc_sequence.cpp: a second character doing what a clause's doer
// did, with the verb left out, and its amount ("then by my hero for 2").
struct SecondDoer {
  Verb verb;
  std::string who;  // its role
  int amount = -1;
};
// ("Venom then Black Cat attacked her": the clause's subject becomes the
// first, and the second is returned.)
std::vector<SecondDoer> second_doers(const std::vector<Token>& tokens,
                                     const std::vector<Mention>& ms, std::vector<Clause>& cs,
                                     const std::function<std::string(int)>& role_of);
// The clause at token `verb` is told as done before the situation.
bool told_as_done_before(const std::vector<Token>& tokens, size_t verb);
// Told backwards, "How much threat is left? Before that, Jubilee thwarted
// the main scheme; before her, Cyclops thwarted the side scheme": for each
// token, how many "before X," openings precede it (the higher, the
// earlier it happened); all 0 when the question has none.
std::vector<int> told_backwards_ranks(const std::vector<Token>& tokens);
// The hero defended the first of two enemy attacks: "exhausted" said of
// him only from the second (token `second`) on is that defence's doing,
// not a status before it, and is dropped.
void exhausted_by_first_defence(Reading& r, const std::vector<Token>& t, size_t second);
// After an enemy's attack, another enemy given an ATK of its own and told
// "then" attacks next ("attack: then minion"), defended as said after it.
void then_enemy_attacks(Reading& r, const std::vector<Token>& t, const std::vector<Mention>& ms,
                        const std::vector<Clause>& cs,
                        const std::function<std::string(int)>& role_of);

// reading_mc_actions_told.cpp: what the situation runs of the actions the
// question tells (a second boost, a second scheme), and the ones it leaves
// out (another character's attack or scheme given values of its own).
void settle_actions_told(Reading& r);

// reading_mc_settle.cpp: a word that is a count in figures ("4", not "4hp"
// nor a long run of digits).
bool is_number(const std::string& w);
// reading_mc_thwart_event.cpp: a thwart event told ("a thwart event for 3",
// "plays an event that removes 4 threat"): action `thwart-event` with
// `event: remove`.
void thwart_event(Reading& r);

}  // namespace arbiter::query::ask
