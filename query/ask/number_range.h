// Numbers in a question that the engine cannot use. The scenario readers
// refuse a value outside its range (engine/core/checked.h); a question
// says so in words instead of dropping the number or letting it wrap.
#pragma once

#include <string>
#include <vector>

#include "query/ask/reading.h"

namespace arbiter::query::ask {

// "'99999999999' is out of range (0..999): ...", one per number in the
// question's words (digits inside "2147483647A" too) above the range.
std::vector<std::string> out_of_range_numbers(const Reading& r);

// A scenario error from a question's scenario without its "<question>:4: "
// location (the question has no lines) and with "villain@atk" as "villain atk".
std::string without_location(const std::string& error);

}  // namespace arbiter::query::ask
