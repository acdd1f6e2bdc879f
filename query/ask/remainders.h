// Amounts said as what is left or missing: "Spider-Man is down to 7 of his
// 10 hit points", "the main scheme is 2 threat short of its 10-threat
// target", "my opponent is 8 life down from 20". Each is said as the
// totals the readers take: "10 hit points and 3 damage", "8 threat,
// target 10", "at 12 life".
#pragma once

#include <string>

namespace arbiter::query::ask {

// The text with each remainder said as its totals; text with none comes
// back unchanged.
std::string remainders_as_totals(const std::string& text);

}  // namespace arbiter::query::ask
