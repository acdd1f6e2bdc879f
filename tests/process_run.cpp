#include "process_run.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "common/text.h"

namespace arbiter::test {

namespace {

namespace fs = std::filesystem;

double now_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) / 1e9;
}

std::string scratch_path(const char* what) {
  static std::atomic<int> counter{0};
  return (std::filesystem::temp_directory_path() / ("arbiter-proc-" + std::to_string(getpid()) +
                                                    "-" + std::to_string(counter++) + "." + what))
      .string();
}

[[noreturn]] void exec_child(const ProcessSpec& spec, const std::string& in, const std::string& out,
                             const std::string& err) {
  const int in_fd = open(in.c_str(), O_RDONLY);
  const int out_fd = open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  const int err_fd = open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  if (in_fd < 0 || out_fd < 0 || err_fd < 0) _exit(127);
  dup2(in_fd, 0);
  dup2(out_fd, 1);
  dup2(err_fd, 2);
  for (const std::string& e : spec.env) putenv(const_cast<char*>(e.c_str()));
  std::vector<char*> argv;
  for (const std::string& a : spec.argv) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  execv(argv[0], argv.data());
  _exit(127);
}

}  // namespace

Process::Process(const ProcessSpec& spec)
    : time_limit_(spec.time_limit_seconds),
      in_path_(scratch_path("in")),
      out_path_(scratch_path("out")),
      err_path_(scratch_path("err")) {
  if (spec.argv.empty()) throw std::invalid_argument("no program to run");
  std::ofstream(in_path_, std::ios::binary) << spec.stdin_data;
  // Signals stay blocked until the child has dropped the test runner's
  // handlers, so a signal sent right after the fork ends the child the way
  // it would end the program, not through a copy of the test runner.
  sigset_t all, previous;
  sigfillset(&all);
  sigprocmask(SIG_BLOCK, &all, &previous);
  started_ = now_seconds();
  pid_ = fork();
  if (pid_ == 0) {
    for (int sig = 1; sig < NSIG; ++sig) signal(sig, SIG_DFL);
    sigprocmask(SIG_SETMASK, &previous, nullptr);
    exec_child(spec, in_path_, out_path_, err_path_);
  }
  sigprocmask(SIG_SETMASK, &previous, nullptr);
  if (pid_ < 0) throw std::runtime_error("fork failed");
}

Process::Process(Process&& other) noexcept
    : pid_(other.pid_),
      time_limit_(other.time_limit_),
      started_(other.started_),
      in_path_(std::move(other.in_path_)),
      out_path_(std::move(other.out_path_)),
      err_path_(std::move(other.err_path_)) {
  other.pid_ = -1;
}

Process::~Process() {
  if (pid_ > 0) {
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
  }
  std::error_code ec;
  for (const std::string* p : {&in_path_, &out_path_, &err_path_})
    if (!p->empty()) std::filesystem::remove(*p, ec);
}

ProcessResult Process::finish() {
  ProcessResult r;
  int status = 0;
  rusage usage{};
  for (;;) {
    const pid_t done = wait4(pid_, &status, WNOHANG, &usage);
    if (done == pid_) break;
    if (done < 0) throw std::runtime_error("wait4 failed");
    if (now_seconds() - started_ > time_limit_) {
      r.timed_out = true;
      kill(pid_, SIGKILL);
      wait4(pid_, &status, 0, &usage);
      break;
    }
    usleep(2000);
  }
  pid_ = -1;
  r.seconds = now_seconds() - started_;
  r.peak_rss_kb = usage.ru_maxrss;
  if (WIFEXITED(status)) r.exit_code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) r.signal = WTERMSIG(status);
  // A child killed before it opened its output has none.
  std::error_code ec;
  if (fs::exists(out_path_, ec)) r.out = read_file(out_path_);
  if (fs::exists(err_path_, ec)) r.err = read_file(err_path_);
  return r;
}

ProcessResult run_process(const ProcessSpec& spec) {
  Process p(spec);
  return p.finish();
}

}  // namespace arbiter::test
