#include "indexer/temp_file.h"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <stdexcept>

namespace arbiter::db {

namespace {

namespace fs = std::filesystem;

// What the signal handler removes. A handler may only call async-signal-safe
// functions, so the path lives in a fixed buffer, not a std::string.
char g_pending_path[4096];
constexpr int kCleanupSignals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
struct sigaction g_previous[std::size(kCleanupSignals)];

extern "C" void remove_pending_and_die(int sig) {
  if (g_pending_path[0]) unlink(g_pending_path);
  // Die of the same signal, so the parent sees how the build ended.
  signal(sig, SIG_DFL);
  raise(sig);
}

void guard(const std::string& path) {
  if (path.size() >= sizeof g_pending_path)
    return;  // too long to guard; the destructor still cleans
  std::memcpy(g_pending_path, path.c_str(), path.size() + 1);
  struct sigaction sa {};
  sa.sa_handler = remove_pending_and_die;
  sigemptyset(&sa.sa_mask);
  for (size_t i = 0; i < std::size(kCleanupSignals); ++i)
    sigaction(kCleanupSignals[i], &sa, &g_previous[i]);
}

void unguard() {
  for (size_t i = 0; i < std::size(kCleanupSignals); ++i)
    sigaction(kCleanupSignals[i], &g_previous[i], nullptr);
  g_pending_path[0] = '\0';
}

// "FILE.tmp.PID" files of builds that died without cleaning up (SIGKILL, a
// power cut): their process no longer exists.
void remove_leftovers(const fs::path& destination) {
  const std::string prefix = destination.filename().string() + ".tmp.";
  fs::path dir = destination.parent_path();
  if (dir.empty()) dir = ".";
  std::error_code ec;
  for (const fs::directory_entry& e : fs::directory_iterator(dir, ec)) {
    const std::string name = e.path().filename().string();
    if (name.compare(0, prefix.size(), prefix) != 0) continue;
    const std::string pid_text = name.substr(prefix.size());
    if (pid_text.empty() || pid_text.find_first_not_of("0123456789") != std::string::npos ||
        pid_text.size() > 9)
      continue;
    const pid_t pid = static_cast<pid_t>(std::stol(pid_text));
    if (pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH) fs::remove(e.path(), ec);
  }
}

void fsync_path(const std::string& path, int flags, const std::string& what) {
  const int fd = open(path.c_str(), flags | O_CLOEXEC);
  if (fd < 0 || fsync(fd) != 0) {
    const std::string why = std::strerror(errno);
    if (fd >= 0) close(fd);
    throw std::runtime_error(what + ": cannot write database: " + why);
  }
  close(fd);
}

}  // namespace

TempFile::TempFile(const std::string& destination)
    : destination_(destination), path_(destination + ".tmp." + std::to_string(getpid())) {
  remove_leftovers(destination_);
  std::error_code ec;
  fs::remove(path_, ec);
  guard(path_);
}

TempFile::~TempFile() {
  if (committed_) return;
  std::error_code ec;
  fs::remove(path_, ec);
  unguard();
}

void TempFile::commit() {
  fsync_path(path_, O_RDONLY, destination_);
  std::error_code ec;
  fs::rename(path_, destination_, ec);
  if (ec) throw std::runtime_error(destination_ + ": cannot write database: " + ec.message());
  committed_ = true;
  unguard();
  fs::path dir = fs::path(destination_).parent_path();
  if (dir.empty()) dir = ".";
  fsync_path(dir.string(), O_RDONLY | O_DIRECTORY, destination_);
}

}  // namespace arbiter::db
