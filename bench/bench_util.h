// A tiny timing harness for the benchmarks (speed is measured here, never
// in tests): runs a body repeatedly for about a second and reports the rate.
#pragma once

#include <chrono>
#include <cstdio>
#include <functional>

namespace arbiter::bench {

// Calls body(n) with growing n until one call takes >= min_seconds; prints
// and returns operations per second.
inline double rate(const char* name, const std::function<void(long)>& body,
                   double min_seconds = 1.0) {
  using clock = std::chrono::steady_clock;
  long n = 1;
  while (true) {
    const auto start = clock::now();
    body(n);
    const double secs = std::chrono::duration<double>(clock::now() - start).count();
    if (secs >= min_seconds || n > (1L << 40)) {
      const double per_sec = static_cast<double>(n) / secs;
      std::printf("%-58s %14.0f /s  (%ld in %.2f s)\n", name, per_sec, n, secs);
      return per_sec;
    }
    n *= 2;
  }
}

// Times one call of body, best of `repeats`; prints and returns milliseconds.
inline double once(const char* name, const std::function<void()>& body, int repeats = 5) {
  using clock = std::chrono::steady_clock;
  double best = 1e300;
  for (int i = 0; i < repeats; ++i) {
    const auto start = clock::now();
    body();
    best = std::min(best, std::chrono::duration<double, std::milli>(clock::now() - start).count());
  }
  std::printf("%-58s %14.3f ms (best of %d)\n", name, best, repeats);
  return best;
}

}  // namespace arbiter::bench
