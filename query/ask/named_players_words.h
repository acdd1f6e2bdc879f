// The words of a report that names its players, and what they say about
// them: for named_players.cpp (named_players.h), tested through it.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::query::ask::players {

// A word of the report as typed.
struct Word {
  size_t first = 0, end = 0;
  std::string lower;        // without a possessive "'s"
  bool possessive = false;  // "Alice's"
  bool capital = false;     // "Alice", not "ALICE" or "alice"
  bool sentence_start = false;
  bool comma_before = false;
  bool keyword = false;      // "Fast", "Overcrush"
  bool in_brackets = false;  // "Quentin (first player, Hawkeye)"
};

// The words of `s` with where each stands in it; a closing quote is no
// part of a word, a possessive "'s" is taken off and marked.
std::vector<Word> words_of(std::string_view s);

// A word no name is, which the rulebooks' index may not hold ("He pays").
bool function_word(const std::string& w);

// "Player A", "Player One": the two words, as one name. ("player 2" the
// readers know as the other player.)
bool player_letter(const std::vector<Word>& ws, size_t i);

// Word i in lower case, or "" past the end or at a sentence's start.
const std::string& at(const std::vector<Word>& ws, size_t i);

// What only a player does, said from word `i` on ("declares no blockers",
// "attacks with", "is at 16 life").
bool acts_as_player(const std::vector<Word>& ws, size_t i);

// What a player has and a character does not.
bool players_thing(const std::string& w);

// What only a player does, said of the name ending at word `i`.
bool does_as_player(const std::vector<Word>& ws, size_t i);

// The verb as "I" says it ("attacks" -> "attack"), or nothing when it is
// not one a player's report says.
std::string first_persons(const std::string& verb);

// The name opens its clause: a subject, not an object.
bool opens_clause(const std::vector<Word>& ws, size_t first);

// The name attacks, or it is its turn: the active player.
bool acts_first(const std::vector<Word>& ws, size_t first, size_t last);

// "Daredevil swings in for Jordan, four attack", "Here comes Hulk for
// Dev": a streamer's "for", after the attack in its clause, names the
// player whose attack it is (the name at word `first`, "for" before it).
bool attacks_for(const std::vector<Word>& ws, size_t first);

// "her", "his", "their" before a noun ("her Storm"), not an object ("her
// with").
bool possessive_pronoun(const std::vector<Word>& ws, size_t i);

}  // namespace arbiter::query::ask::players
