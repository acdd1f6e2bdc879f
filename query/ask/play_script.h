// A situation told as a play script: "VILLAIN PLAYER: Rhino attacks
// Spider-Man. (flips the boost card: one icon) ANNA: Spider-Man defends!
// ... ANNA: Judge, how much damage does he take?"
#pragma once

#include <string>

namespace arbiter::query::ask {

// The text with its speaker tags (a name in capitals and a colon, at the
// start or after a sentence) taken out and each line said as the asker's
// own: the asker is "ME" when a line is tagged so, otherwise the one who
// speaks last with a question. Another speaker's first person is theirs
// ("my Loki" -> "their Loki", "I block" -> "they block") and their "you" is
// the asker's ("blocks your Thor" -> "blocks my Thor"). Text with fewer
// than two tags comes back unchanged.
std::string play_script_as_story(const std::string& text);

}  // namespace arbiter::query::ask
