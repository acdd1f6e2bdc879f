// arbiter-process-bench: whole-process times of arbiter commands, each
// paired with a baseline command (grep -ri over the raw rule books) run in
// the same round, and the commands' peak memory.
//
//   arbiter-process-bench [--runs N] < SPEC
//
// SPEC has one benchmark a line, its fields separated by tabs:
//   NAME <tab> COMMAND WORDS... [<tab> -- <tab> BASELINE WORDS...]
// Each round runs the two in turn (which one first alternates), with their
// output sent to /dev/null. The ratio reported is the median of the rounds'
// ratios; the times are medians; the memory is the largest resident set.
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fcntl.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

struct Run {
  double ms = 0;
  long peak_kb = 0;
};

struct Spec {
  std::string name;
  std::vector<std::string> command;
  std::vector<std::string> baseline;
};

Run run_once(const std::vector<std::string>& words) {
  std::vector<char*> argv;
  for (const std::string& w : words) argv.push_back(const_cast<char*>(w.c_str()));
  argv.push_back(nullptr);
  const auto start = std::chrono::steady_clock::now();
  const pid_t pid = fork();
  if (pid < 0) throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
  if (pid == 0) {
    const int null = open("/dev/null", O_WRONLY);
    dup2(null, STDOUT_FILENO);
    dup2(null, STDERR_FILENO);
    execvp(argv[0], argv.data());
    _exit(127);
  }
  int status = 0;
  rusage usage{};
  if (wait4(pid, &status, 0, &usage) < 0)
    throw std::runtime_error(std::string("wait4: ") + std::strerror(errno));
  Run r;
  r.ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  r.peak_kb = usage.ru_maxrss;
  // grep exits 1 when nothing matched; anything else past 1 is a failure.
  if (!WIFEXITED(status) || WEXITSTATUS(status) > 1)
    throw std::runtime_error("'" + words[0] + " ...' failed (status " + std::to_string(status) +
                             ")");
  return r;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

std::vector<Spec> read_specs(std::istream& in) {
  std::vector<Spec> out;
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> fields;
    std::stringstream ss(line);
    for (std::string f; std::getline(ss, f, '\t');) fields.push_back(f);
    const auto sep = std::find(fields.begin(), fields.end(), "--");
    if (fields.size() < 2 || sep == fields.begin() + 1 ||
        (sep != fields.end() && sep + 1 == fields.end()))
      throw std::runtime_error("<stdin>:" + std::to_string(number) +
                               ": want NAME, COMMAND words[, --, BASELINE words] (tab-separated)");
    out.push_back({fields[0],
                   {fields.begin() + 1, sep},
                   sep == fields.end() ? std::vector<std::string>{}
                                       : std::vector<std::string>{sep + 1, fields.end()}});
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  int runs = 30;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--runs") == 0 && i + 1 < argc) {
      runs = std::max(1, std::atoi(argv[++i]));
    } else {
      std::fprintf(stderr, "usage: arbiter-process-bench [--runs N] < SPEC\n");
      return 2;
    }
  }
  try {
    const std::vector<Spec> specs = read_specs(std::cin);
    std::printf("%-34s %10s %10s %8s %12s\n", "command (median of paired runs)", "arbiter",
                "baseline", "ratio", "peak memory");
    for (const Spec& s : specs) {
      const bool paired = !s.baseline.empty();
      run_once(s.command);  // warm the page cache for both
      if (paired) run_once(s.baseline);
      std::vector<double> mine, base, ratio;
      long peak = 0;
      for (int i = 0; i < runs; ++i) {
        Run a, b;
        if (paired && i % 2) b = run_once(s.baseline);
        a = run_once(s.command);
        if (paired && i % 2 == 0) b = run_once(s.baseline);
        mine.push_back(a.ms);
        if (paired) {
          base.push_back(b.ms);
          ratio.push_back(a.ms / b.ms);
        }
        peak = std::max(peak, a.peak_kb);
      }
      if (paired)
        std::printf("%-34s %7.2f ms %7.2f ms %7.2fx %9.1f MB\n", s.name.c_str(), median(mine),
                    median(base), median(ratio), static_cast<double>(peak) / 1024.0);
      else
        std::printf("%-34s %7.2f ms %10s %8s %9.1f MB\n", s.name.c_str(), median(mine), "-", "-",
                    static_cast<double>(peak) / 1024.0);
      std::fflush(stdout);
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "arbiter-process-bench: %s\n", e.what());
    return 1;
  }
  return 0;
}
