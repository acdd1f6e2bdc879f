#include "query/cli/helper_program.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <stdexcept>

namespace arbiter::cli {

std::string locate_helper(const std::string& name) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec) throw std::runtime_error("cannot find this program's own path to start " + name);
  const fs::path dir = exe.parent_path();
  const fs::path candidates[] = {dir / name, dir.parent_path() / ARBITER_LIBEXEC_SUBDIR / name};
  for (const fs::path& p : candidates)
    if (fs::exists(p, ec)) return p.string();
  throw std::runtime_error(name + " is missing (looked in " + candidates[0].string() + " and " +
                           candidates[1].string() + "); it is built and installed with arbiter");
}

void exec_helper(const std::string& program, std::vector<std::string> words) {
  std::vector<char*> argv;
  for (std::string& w : words) argv.push_back(w.data());
  argv.push_back(nullptr);
  execv(program.c_str(), argv.data());
  throw std::runtime_error("cannot start " + program + ": " + std::strerror(errno));
}

}  // namespace arbiter::cli
