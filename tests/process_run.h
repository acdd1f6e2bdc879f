// Runs a program the way a user or a script does, and measures what it
// cost: exit status, output, wall time and peak memory. For the hostile-input
// tests, which assert bounds on time and memory as well as on the answer.
#pragma once

#include <sys/types.h>

#include <string>
#include <vector>

namespace arbiter::test {

struct ProcessResult {
  int exit_code = -1;  // -1 when ended by a signal
  int signal = 0;      // the signal that ended it, or 0
  std::string out;
  std::string err;
  double seconds = 0;
  long peak_rss_kb = 0;
  bool timed_out = false;  // killed after the time limit
};

struct ProcessSpec {
  std::vector<std::string> argv;  // argv[0] is the program's path
  std::string stdin_data;         // what standard input holds (a file, so any size)
  std::vector<std::string> env;   // "NAME=value" added to the environment
  double time_limit_seconds = 60;
};

// A started process; finish() waits for it (killing it at the time limit).
class Process {
 public:
  explicit Process(const ProcessSpec& spec);
  ~Process();
  Process(Process&& other) noexcept;
  Process(const Process&) = delete;
  Process& operator=(const Process&) = delete;
  Process& operator=(Process&&) = delete;

  pid_t pid() const { return pid_; }
  ProcessResult finish();

 private:
  pid_t pid_ = -1;
  double time_limit_ = 60;
  double started_ = 0;
  std::string in_path_, out_path_, err_path_;
};

ProcessResult run_process(const ProcessSpec& spec);

}  // namespace arbiter::test
