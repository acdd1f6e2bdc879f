// The keywords a card prints at the start of its text ("Guard.",
// "Retaliate 1.", "Uses (3 charges).", "Teamwork (Avenger)."), each a
// short capitalised phrase ending in a stop, with its reminder text in
// brackets after the stop left out.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "cards/card.h"

namespace arbiter::cards {

// The text with its markup removed (<b>, <i>, ...) and each line trimmed.
std::string plain_text(std::string_view marked_up);

// The leading keywords of a card's plain text, entries unset. Reading
// stops at the first sentence that is not keyword-like (a timing word with
// a colon, "Attach to ...", a sentence of more than four words).
std::vector<Keyword> printed_keywords(std::string_view text);

// The abilities a card's plain text prints, one per line, as the ability
// language reads them: its leading keywords, reminder text in brackets,
// an ability's own name ("Spider-Sense — ") and "Attach to ..." left out.
std::vector<std::string> ability_texts(std::string_view text);

}  // namespace arbiter::cards
