// A social-media post's emojis and hashtags, as words: "at 12 ❤️" is "at 12
// life", "3 💥" is "3 damage", "no 🛡️" is "no block", "⚔️ unblocked" is
// "attacks unblocked"; every other emoji, and the hashtags a post ends with
// ("#DiceMasters #XMen"), tell nothing of the situation and go.
#pragma once

#include <string>

namespace arbiter::query::ask {

// `text` with each emoji (a cluster: the symbol with its variation
// selector, skin tone and zero-width joins) read as the word it stands for,
// or dropped, and each "#Tag" dropped. Text with neither comes back
// unchanged.
std::string emoji_as_words(const std::string& text);

}  // namespace arbiter::query::ask
