// arbiter-bench: every benchmark, one command (`build/bench/arbiter-bench`).
void run_mc_benchmarks();
void run_dm_benchmarks();

int main() {
  run_mc_benchmarks();
  run_dm_benchmarks();
  return 0;
}
