// What a yes/no or which-one question asks (for the verdict,
// ask_verdict.h): its asks, each the words of one clause that opens with a
// question word; what each ask is about (a fate, the game, damage to the
// player); and the roles it names, as the simulation's values name them.
#pragma once

#include <initializer_list>
#include <string>
#include <vector>

#include "engine/core/simulation.h"
#include "query/ask/reading.h"

namespace arbiter::cli::asks {

using Words = std::vector<std::string>;

// The asks of the question: the clauses that open with a question word
// ("is", "does", "who"; after "and", "or" or "so" too), in the sentences
// that end with "?" (all of them when none does). `which`: a "who" or
// "which" question.
std::vector<Words> asks_of(const std::string& question, bool& which);

bool has_any(const Words& words, std::initializer_list<const char*> any);
// Whether someone is KO'd, defeated, discarded or survives.
bool about_fate(const Words& w);
// "it", "they", "them": words that name no one for sure ("My ally defends
// Rhino's attack. Does it survive?": the ally, or Rhino?).
bool unsure_pronoun(const std::string& w);
bool about_winning(const Words& w);
// "do we win?", "does the opponent lose?", "is the game over?".
bool about_game(const Words& w);
// Damage reaching the attacked Dice Masters player ("do I take the rest?",
// with no die asked about; "... deal damage to my opponent?").
bool about_player_damage(const Words& w, bool no_die_asked);

// A simulation value, or "" when there is none.
std::string value(const engine::SimReport& r, const std::string& key);
// How the trace names a role: "the second blocker".
std::string shown(const std::string& role);
// The roles an ask names, as the simulation's values name them ("both
// blockers" is every blocker; a name is the role it was read as); empty
// when it names none, or only by a pronoun.
Words roles_in(const Words& words, const std::string& game, const engine::SimReport& r,
               const query::ask::Reading& reading);

}  // namespace arbiter::cli::asks
