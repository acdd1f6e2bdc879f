// Where Arbiter keeps what a player adds (their card pool, the editions
// they imported): never in the repository or the install tree.
#pragma once

#include <string>

namespace arbiter {

// $ENV_VAR when set, else $XDG_DATA_HOME/arbiter/FILE, else
// ~/.local/share/arbiter/FILE; "" when there is no home either.
std::string user_data_path(const char* env_var, const std::string& file);

}  // namespace arbiter
