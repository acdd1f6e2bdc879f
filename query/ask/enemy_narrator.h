// A Marvel Champions table told by the villain or a minion, playing the part
// ("I, Rhino, charge at you, She-Hulk", "I am a lowly Hydra Soldier,
// engaged with you", "Klaw here, and my sound waves are coming for you"),
// is asked for the player spoken to: "you" is the asker, and "I" the enemy.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace arbiter::query::ask {

// When the words (`breaks`: the punctuation after each) open a sentence with
// the narrator naming themselves an enemy (`enemy_at(k)`: the word at k is
// part of a villain's or minion's name) and speak to a "you", rewrites the
// narrator's words in the third person: "I" and "me" as the enemy's name,
// "my" and "our" as "the", and drops the naming's "I am" / "I," / "here".
// Words and breaks stay one to one.
void enemy_narrator_as_third(std::vector<std::string>& words, std::vector<char>& breaks,
                             const std::function<bool(size_t)>& enemy_at);

}  // namespace arbiter::query::ask
