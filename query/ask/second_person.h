// A question told in the second person, as a judge or a friend tells it back
// ("So you attacked with Kitty Pryde, 4A/4D, and your opponent blocked ...",
// "Your Black Panther has 11 hit points"), is the asking player's: with no
// "I", "me" or "my" in it, "you" and "your" stand for them.
#pragma once

#include <string>
#include <vector>

namespace arbiter::query::ask {

// "i", "my", "we", ...: a word of the first person, in lower case.
bool first_person_word(const std::string& word);
// "you", "your", "you're", ...: a word of the second person.
bool second_person_word(const std::string& word);

// Rewrites `words` (`breaks`: the punctuation after each) in the first
// person when they say "you" and never "I", "me", "my", "we" or "our":
// "you" as a subject becomes "i", as an object "me"; "your" becomes "my",
// "you're" "i'm", "you've" "i've", "you'd" "i'd", "yours" "mine".
void second_person_as_first(std::vector<std::string>& words, const std::vector<char>& breaks);

}  // namespace arbiter::query::ask
