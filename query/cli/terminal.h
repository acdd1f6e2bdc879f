// How output looks on this terminal: colour only on a terminal and only
// without NO_COLOR.
#pragma once

#include <string>

namespace arbiter::cli {

bool colour_enabled();

// Replaces the search layer's match markers with colour (on a terminal) or
// with «» (piped, NO_COLOR, JSON).
std::string render_marks(const std::string& snippet, bool colour);

std::string bold(const std::string& s, bool colour);
std::string dim(const std::string& s, bool colour);

}  // namespace arbiter::cli
