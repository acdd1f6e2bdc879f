// A markdown table pasted into a question, told as sentences.
#pragma once

#include <string>

namespace arbiter::query::ask {

// Each markdown table in `text` (a header row, a separator row of dashes,
// then rows; on lines of their own or run together on one line) told row
// by row as a player says it: "| Card | ATK | HP | Damage | ... | Thor | 3 |
// 13 | 3 |" -> "Thor ATK 3, 13 HP, 3 damage."; "Die | Owner | A | D" ->
// "my Gambit 3A/3D". Text with no table comes back unchanged.
std::string tables_as_sentences(const std::string& text);

}  // namespace arbiter::query::ask
