// Programs of their own that `arbiter` hands over to (exec) for commands
// whose libraries would slow every other command's start-up: the HTTP
// server (arbiter-serve) and the PDF reader (arbiter-import-edition).
#pragma once

#include <string>
#include <vector>

namespace arbiter::cli {

// The helper NAME beside this binary (the build tree) or in its libexec
// directory (installed). Throws std::runtime_error naming both places.
std::string locate_helper(const std::string& name);

// Replaces this process with PROGRAM run with WORDS (WORDS[0] included).
// Returns only by throwing, when the program cannot be started.
[[noreturn]] void exec_helper(const std::string& program, std::vector<std::string> words);

}  // namespace arbiter::cli
