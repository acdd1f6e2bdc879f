// A Marvel Champions table narrated in the third person ("and chat, she's
// swinging her She-Hulk at Vulture", "Ultron attacks his Spider-Man"),
// with no "I", "me", "my" or "you" in it, is asked for the player narrated:
// their hero and allies are the asker's.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "query/ask/reading_parts.h"

namespace arbiter::query::ask {

// Rewrites "her" or "his" right before a hero or ally (`names_of`: the
// characters each word names, by side) or the word "ally" or "hero" as
// "my", when the words say no first or second person and use only one of
// "her" and "his" so.
// `breaks`: the punctuation after each word ("at her, Black Cat" is no
// possessive).
void narrated_player_as_first(std::vector<std::string>& words, const std::vector<char>& breaks,
                              const std::function<std::vector<Named>()>& names_of);

}  // namespace arbiter::query::ask
