// arbiter-bench: every benchmark, one command (`build/bench/arbiter-bench`).
void run_mc_benchmarks();

int main() {
  run_mc_benchmarks();
  return 0;
}
