// SQLite's memory for a process that runs one lookup and exits (arbiter
// search, show, ask): taken from large blocks, a pointer's bump apiece, and
// given back only when it is the last taken (as most of a statement's
// scratch is) or with the process. A lookup's SQLite allocations are a
// few thousand, mostly small and short-lived, and the system allocator's
// bookkeeping for them was a tenth of a search's instructions.
//
// Not for a long-lived process (serve) or a large one (index): what is not
// the last taken is never reused. Single-threaded.
#pragma once

namespace arbiter {

// Makes SQLite allocate from the arena. Must precede the first database
// opened; afterwards (SQLite already started) it changes nothing.
void use_sqlite_arena();

}  // namespace arbiter
