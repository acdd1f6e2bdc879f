// A value told, then corrected: by an edit to a post ("Edit: Magneto is
// 2A/4D, not 3A."), a speaker taking it back ("I'm at 18. no wait, 17"), or
// a chat's check answered ("cage is 2A/4D? 5D at level 1"). The text is
// made to say each value once, as corrected, before it is read.
#pragma once

#include <string>

namespace arbiter::query::ask {

// `text` with each correction applied to the value it corrects and the
// correction's sentence dropped:
// - an edit ("Edit:", "EDIT 2:", "Update:") or a taking back ("no wait,",
//   "actually,", "sorry,") that tells a value, with the one it replaces
//   ("not 3", "I wrote 4D", "the 18 was ...") or a name or unit the earlier
//   value was told with ("Colossus is 3A/3D", "4 life"): the earlier value
//   is replaced (a die's A or D alone where only that is said);
// - a short question checking a value, answered by a value ("storm is
//   5A/3D? no, 4D at level 1", "I'm at 4? 3, you paid a life"): both are
//   dropped when the answer is what was told before, and told as a fact
//   ("I'm at 3.") when nothing was.
// A correction that cannot be placed on one earlier value is left as it
// is, for the readers.
std::string with_corrections(const std::string& text);

}  // namespace arbiter::query::ask
