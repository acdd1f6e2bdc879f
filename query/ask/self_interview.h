// The board told as questions the asker answers: "Who's attacking? Rhino,
// ATK 3. Who defends? Spider-Man, DEF 2. Boost? One icon. So: how much
// damage?"
#pragma once

#include <string>

namespace arbiter::query::ask {

// The text with each short question answered right after it ("Blocker?
// Loki, 3A/3D.") said as a notes field ("Blocker: Loki, 3A/3D"), the
// fields set off by " • " for notes_as_sentences (notes_fields.h); the
// question the asker leaves open kept as it is. A question naming a part
// by its action ("Who attacks?", "Defending?") is labelled with the part
// ("Attacker", "Defender"); a yes or no answer says the asked word or its
// absence ("Overkill? Yes." -> "overkill", "Any bolt? No." -> "no bolt").
// Text with fewer than two answered questions comes back unchanged.
std::string self_interview_as_notes(const std::string& text);

}  // namespace arbiter::query::ask
