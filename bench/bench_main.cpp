// arbiter-bench: every engine benchmark, one command
// (`build/bench/arbiter-bench [mc|dm]`; no argument runs both games).
#include <cstdio>
#include <cstring>

void run_mc_benchmarks();
void run_dm_benchmarks();

int main(int argc, char** argv) {
  const char* only = argc > 1 ? argv[1] : "";
  if (argc > 2 || (*only && std::strcmp(only, "mc") != 0 && std::strcmp(only, "dm") != 0)) {
    std::fprintf(stderr, "usage: arbiter-bench [mc|dm]\n");
    return 2;
  }
  if (!*only || std::strcmp(only, "mc") == 0) run_mc_benchmarks();
  if (!*only || std::strcmp(only, "dm") == 0) run_dm_benchmarks();
  return 0;
}
