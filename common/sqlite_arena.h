// SQLite's memory for a process that runs one lookup and exits (arbiter
// search, show, ask): small allocations are cut from large blocks and, when
// given back, kept in a list for their size to be taken again; the blocks
// go with the process. A lookup's SQLite allocations are a few thousand,
// mostly small and short-lived, and the system allocator's bookkeeping for
// them was a tenth of a search's instructions.
//
// Not for a long-lived process (serve) or a large one (index): the blocks
// are never given back. Single-threaded.
#pragma once

namespace arbiter {

// Makes SQLite allocate from the arena. Must precede the first database
// opened; afterwards (SQLite already started) it changes nothing.
void use_sqlite_arena();

}  // namespace arbiter
