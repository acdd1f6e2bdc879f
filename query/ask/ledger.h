// A scorer's notes, the numbers leading each fact: "3 ATK: Thor. 12 HP, 2
// damage, 1 tough status card: Klaw." or "2 DEF, 10 HP and 1 damage
// already on Spider-Man, who defends." Each fact is said the usual way
// round, the values in brackets after the one they describe.
#pragma once

#include <string>

namespace arbiter::query::ask {

// The text with each sentence that opens on a number and names what it
// describes after a colon ("6A/6D with Overcrush: my Hulk, attacking.")
// or after "on" ("3 ATK on Rhino.") said as that one with its values in
// brackets ("my Hulk (6A/6D with Overcrush), attacking."). Other
// sentences, and text with none of these, come back unchanged.
std::string ledger_as_descriptions(const std::string& text);

}  // namespace arbiter::query::ask
