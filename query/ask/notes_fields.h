// Notes pasted from a game-tracking app or a notebook, told as sentences.
#pragma once

#include <string>

namespace arbiter::query::ask {

// "label: value" fields run together on one line ("Villain: Rhino (ATK 2)
// • Boost: 2 icons • Defending: Black Cat (ally), 2 HP left • Q: ...",
// with " | ", " - ", ";" or " / " between them) told as a player says
// them: a field naming a part ("Attacker:", "Hero:") opens a sentence, and
// the values and keywords listed after it ("Damage so far: 6", "Keywords:
// Fast") go on describing it ("Hero: Ms. Marvel, 6 damage."). "Defender:
// none" is said as "undefended", "Blockers: -" as "no blockers". Text with
// fewer than three fields, two of them labelled, comes back unchanged.
std::string notes_as_sentences(const std::string& text);

}  // namespace arbiter::query::ask
