// Wrapping text to a terminal's width: lines break only between words,
// and a list item or numbered step keeps a hanging indent.
#pragma once

#include <string>
#include <string_view>

namespace arbiter::cli {

// Columns a line takes on a terminal: one per UTF-8 character, two for an
// East Asian wide character or an emoji, none for colour escapes
// ("\033[...m").
int display_width(std::string_view line);

// Wraps every line of `text` that is wider than `width` columns. A line
// breaks only at spaces; the spaces at a break are dropped. A continuation
// starts under the line's text: after its leading spaces and, for a list
// item, after its marker ("• ", "- ", "* ", "→ ", "← ", "⚙ ", "3. ", "3) "),
// so items and steps keep a hanging indent; a table row without a marker
// ("  --db FILE    the database ...") continues under its last column that
// starts within the first half of the line; a line that opens with a short
// label ("Outcome: ", "Q: ") continues under the text after the label. The
// indent is at most half the width. A word
// wider than the line stays whole. width <= 0: text comes back unchanged.
std::string wrap_text(std::string_view text, int width);

}  // namespace arbiter::cli
