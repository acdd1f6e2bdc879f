// "Quicksilver is 3A/2D with Fast. Toad is 4A/3D. The former attacks, the
// latter blocks.": "the former" and "the latter" name the first and the
// second of the last two parties named before them.
#pragma once

#include <vector>

#include "query/ask/tokens.h"

namespace arbiter::query::ask {

// Each "the former" / "the latter" with two distinct parties named before
// it (in its sentence or the two before) has its word "former"/"latter"
// replaced by the party's own token, so the stages after read the name.
// Left as typed when fewer than two parties are named.
std::vector<Token> with_former_latter(std::vector<Token> tokens);

}  // namespace arbiter::query::ask
