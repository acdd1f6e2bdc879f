// A value taken back in the middle of its own sentence ("Thor on his 4A/4D
// face, no wait, he was on the 5A/4D face, plus Hawkeye", "Opponent is at
// 11, no, 10.", "fielding cost 2, no wait, level 3, fielding cost 3"): the
// sentence is made to say the corrected value once, where the first was
// told, before the sentence-level corrections (corrections.h) and the
// readers see it.
#pragma once

#include <string>

namespace arbiter::query::ask {

// `text` with each such correction applied: the earlier value of the same
// kind (a die's stats, a number with the same unit, or the number right
// before for a bare one) replaced by the new one, and the taking back
// ("no wait", "sorry, I misread the card", the new value's clause, "not
// 2") dropped. A correction whose value fits no earlier one is left as it is.
std::string with_inline_corrections(const std::string& text);

}  // namespace arbiter::query::ask
