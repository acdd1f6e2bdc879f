// `arbiter import-edition`, run in its own program (arbiter-import-edition)
// because reading PDFs loads poppler and the two dozen libraries it brings,
// which every other command would otherwise load at start-up.
#pragma once

namespace arbiter::cli {

// ARGV as arbiter got it ("arbiter import-edition FILE.pdf ..."), with the
// built-in database given as --db. Errors are thrown, as in every command.
int import_edition(int argc, char** argv);

}  // namespace arbiter::cli
