// The situation notation: a short text form of a situation that `ask`
// prints as "Understood" and accepts back as a question, so a player can
// correct a misreading by editing one line.
//
//   mc enemy-attack; villain: atk 3, stunned, boost 2; ally: hp 2; defender: ally
//   dm combat; attacker: 5A/3D, overcrush; blocker: 2D, damage 1; p2: life 20
//
// Parts are separated by ";". The first is the game and what happens; each
// other is "ROLE: FIELD VALUE, FIELD, no FIELD, ..." (a field alone is
// true, "no FIELD" false; a Dice Masters die's A and D are written "5A/3D",
// "5A" or "3D"; a list value is joined by "+", "damage 3+3"), or
// "defender: WHO" and "edition: E". Roles and fields are those of the
// situation builders (engine/README.md, tests/questions/README.md).
#pragma once

#include <stdexcept>
#include <string>

#include "query/ask/reading.h"

namespace arbiter::query::ask {

// A notation that cannot be read: the message names the part at fault.
class NotationError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The situation of a reading, or "" for a rules question (no situation).
std::string to_notation(const Reading& r);

// Reads a notation back; the identity with to_notation on what it wrote.
Reading from_notation(const std::string& text);

// The text starts like a notation ("mc enemy-attack;", "dm combat").
bool looks_like_notation(const std::string& text);

}  // namespace arbiter::query::ask
