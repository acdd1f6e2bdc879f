// A table reported by a judge or an onlooker names its players ("Alice
// attacks with her Storm (5A/5D) and Bob blocks with his Herald", "Player
// B's Black Cat attacks and Player A blocks"): the readers know the asker
// and the other player, so the report is told back that way before it is
// read.
#pragma once

#include <functional>
#include <string>

namespace arbiter::query::ask {

// Whether a word, in lower case, is the games' own: a term, a card's or a
// character's name, or a word the rulebooks use.
using KnownWord = std::function<bool(const std::string&)>;

// `text` with its two named players told as "I" and "the other player":
// a player is "Player A" (B, 1, 2, One, Two) or a capitalised word the
// games do not know that does what only players do ("Bob declares no
// blockers", "Alice attacks with", "Bob is at 16 life", "Alice's turn").
// The asker is the one who attacks or whose turn it is, else the one named
// first. Their possessives ("her Storm", "his Herald") go with them, and
// "She"/"He" opening a sentence after one about them. Text naming no
// player, or more than two, comes back unchanged.
// `keyword`: the word is a game's keyword ("Speedball blocks with Fast").
std::string named_players_as_seats(const std::string& text, const KnownWord& known,
                                   const KnownWord& keyword);

}  // namespace arbiter::query::ask
