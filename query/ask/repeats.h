// An action told more than once that the reading simulates once.
#pragma once

#include "query/ask/reading.h"

namespace arbiter::query::ask {

// "three times", "twice", "3x" among the words no stage read: left out
// (Reading::leave_out), so no outcome is stated over one run of it.
void leave_out_repeats(Reading& r);

}  // namespace arbiter::query::ask
