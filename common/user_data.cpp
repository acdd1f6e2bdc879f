#include "common/user_data.h"

#include <cstdlib>

namespace arbiter {

std::string user_data_path(const char* env_var, const std::string& file) {
  if (const char* env = std::getenv(env_var); env && *env) return env;
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
    return std::string(xdg) + "/arbiter/" + file;
  if (const char* home = std::getenv("HOME"); home && *home)
    return std::string(home) + "/.local/share/arbiter/" + file;
  return "";
}

}  // namespace arbiter
