// Afterthoughts: a post that tells a game's events, asks about them ("Right?",
// "Who's right?"), then adds something else ("Also my buddy drew Hawkeye
// three turns in a row lol", "Then Klaw attacked and I had no one left to
// block.", "I'd bought a second Colossus that turn too."). The sentences
// after the question that open or close as an afterthought does are not the
// situation asked about.
#pragma once

#include <string>
#include <vector>

#include "query/ask/claims.h"
#include "query/ask/vocabulary.h"

namespace arbiter::query::ask {

// The afterthoughts among `words` (`breaks`: the punctuation after each), in
// order: sentences after the last one that asks, when a sentence that tells
// comes before the first that asks, each opening with an afterthought's
// word ("also", "then", "earlier", "anyway", ...) or saying "also", "too"
// or "lol".
std::vector<WordSpan> afterthoughts(const std::vector<std::string>& words,
                                    const std::vector<char>& breaks);

// Whether an afterthought may still tell a fact of the situation ("Also
// Rhino has overkill.", "Also she had 1 damage already."): a number in it,
// or a word `game`'s vocabulary reads as a stat, status or keyword. Such a
// one is read both ways by the caller.
bool may_tell_a_fact(const WordSpan& aside, const std::vector<std::string>& words,
                     const Vocabulary& vocabulary, const std::string& game);

}  // namespace arbiter::query::ask
