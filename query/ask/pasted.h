// A question pasted from a chat or a forum, as the readers take it: what
// the paste adds around the words people typed is taken away before
// anything is read.
#pragma once

#include <string>

namespace arbiter::query::ask {

// The question with its chat stamps and speakers' names dropped, each
// message ending as a sentence ("[8:02 PM] kat: rhino attacks [8:03 PM]
// dev: boost 2" -> "rhino attacks. boost 2"; "ororo_m: storm attacks
// erik_l: toad blocks", a name said twice or with a stamp), and its
// markdown as plain text: "**bold**" and "## heading" without their marks
// (a heading ends as a sentence), a list's " - " items each a sentence of
// their own. Text with none of these comes back unchanged.
std::string as_typed(const std::string& pasted);

}  // namespace arbiter::query::ask
