// "I attack with Black Widow, who has Infiltrate, along with a Sidekick":
// "along with" and "together with" joining a second die to a first say
// "and".
#pragma once

#include <vector>

#include "query/ask/tokens.h"

namespace arbiter::query::ask {

// Each "along with" / "together with" after a die or its description
// (a name, stats, a keyword, or a comma closing them) becomes one token
// "and" covering both words.
std::vector<Token> with_joining_words(std::vector<Token> tokens);

}  // namespace arbiter::query::ask
