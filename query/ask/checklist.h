// The board told as a checklist: "[x] Rhino attacks me (ATK 3) [x] Spider-Man
// defends (DEF 2, 10 HP) [ ] Black Cat defends [x] boost card: 1 icon --
// how much damage?" What is checked happened; what is not did not.
#pragma once

#include <string>

namespace arbiter::query::ask {

// The text with each checked item ("[x] ...") said as a sentence of its own
// and each unchecked one ("[ ] Black Cat defends") said as not done ("Black
// Cat does not defend.") or left out, the question after the list
// (set off by " -- ", " -> " or a dash) kept. Text with fewer than two items comes
// back unchanged.
std::string checklist_as_sentences(const std::string& text);

}  // namespace arbiter::query::ask
