// Numbers said through each other: "Rhino's ATK is one more than Spidey's
// DEF of 2", "damage 2 short of that", "a defense half of that", "as many
// icons as Rhino's ATK", "twice the usual 4-die draw".
#pragma once

#include <string>

namespace arbiter::query::ask {

// The text with each number said relative to another worked out and said
// as the number ("Rhino's ATK is 3 ... Spidey's DEF is 2."). A relative
// number whose reference the text does not give exactly (a name whose
// value is never said, or said twice) is taken out with its words, so that
// the reader asks for it rather than reads the small number in it ("one
// more") as the value. Text with none comes back unchanged.
std::string relative_numbers_as_values(const std::string& text);

}  // namespace arbiter::query::ask
