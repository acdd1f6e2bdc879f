// Claims in a dispute: "He says he goes to 7 ... I say he's at 7 but ...".
// When two or more sentences (or clauses after a comma, "and" or "but")
// open with someone saying what they think, the question is a dispute and
// those sentences are the sides' claims: their numbers are what each side
// worked out, not what happened. The reader sets them aside when the rest
// of the question still tells a whole situation.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace arbiter::query::ask {

struct WordSpan {
  size_t first = 0, last = 0;  // words, inclusive
};

// The claims of a dispute among `words` (`breaks`: the punctuation after
// each), in order; empty unless there are two or more.
std::vector<WordSpan> dispute_claims(const std::vector<std::string>& words,
                                     const std::vector<char>& breaks);

}  // namespace arbiter::query::ask
