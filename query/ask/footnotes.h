// A forum post's footnotes: "Hulk [1] swung unblocked at my opponent [2].
// Life after? [1] level 2, 6A/6D [2] 15 life". Each note is said where
// its marker first stands, as an aside in brackets.
#pragma once

#include <string>

namespace arbiter::query::ask {

// The text with each numbered note ("[1] ...", at the end, after every
// marker that points to it) moved into brackets where its marker stands
// ("Hulk (level 2, 6A/6D) swung ..."), the notes themselves taken away.
// Text whose markers are not all answered by notes after them comes back
// unchanged.
std::string footnotes_in_place(const std::string& text);

}  // namespace arbiter::query::ask
