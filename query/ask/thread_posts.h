// A thread of short posts run together on one line.
#pragma once

#include <string>

namespace arbiter::query::ask {

// The posts of a thread told as sentences: the numbering a thread's posts
// carry ("1/3 Storm attacked. 2/3 a Troll blocked it. 3/3 ...", "(1/2)",
// "[2/2]") and the marks that go on with the post before ("(cont.)")
// each become the end of a sentence, so that "1/3" is not read as a die's
// stats or a count. The numbering is taken only as a run, 1/N then 2/N
// and so on, the first opening the text or a sentence. Text with none of
// these comes back unchanged.
std::string thread_as_sentences(const std::string& text);

}  // namespace arbiter::query::ask
