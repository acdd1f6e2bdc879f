#!/usr/bin/env bash
# Builds every target with clang and runs the whole ctest suite on it.
#   scripts/sanitize.sh               AddressSanitizer, LeakSanitizer and
#       UndefinedBehaviorSanitizer (build-san/): the database build runs
#       `arbiter index` under them too, and any report fails the run. The
#       reports are written to build-san/sanitizer-reports/ (so that one from
#       arbiter inside a tmux pane, or from a run expected to fail, is not
#       lost) and printed at the end.
#   scripts/sanitize.sh --clang-only  the normal build with clang (build-clang/).
# Arguments after `--` go to ctest, e.g. `scripts/sanitize.sh -- -R cli`.
# Installs clang and its sanitizer runtime if missing. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=sanitize
ctest_args=()
while (($#)); do
  case $1 in
    --clang-only) mode=clang ;;
    --) shift; ctest_args=("$@"); break ;;
    *) echo "sanitize.sh: unknown argument '$1' (usage: sanitize.sh [--clang-only] [-- CTEST_ARGS...])" >&2
       exit 2 ;;
  esac
  shift
done

# shellcheck source=scripts/packages.sh
source scripts/packages.sh
# libclang-rt-dev: the sanitizer runtimes; llvm: llvm-symbolizer, which puts
# function names and lines in the reports' stack traces.
ensure_packages "${arbiter_packages[@]}" clang libclang-rt-dev llvm

if [[ $mode == clang ]]; then
  build="build-clang"
  CXX=clang++ cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
else
  build="build-san"
  reports=$PWD/$build/sanitizer-reports
  rm -rf "$reports"
  mkdir -p "$reports"
  # -O1: the tests run about twice as fast as at -O0, and the reports still
  # point at the right lines.
  CXX=clang++ cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS=-O1 \
    -DARBITER_SANITIZE=ON >/dev/null
  export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:log_path=$reports/report"
  export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:log_path=$reports/report"
fi
# CXX only chooses the compiler of a new build directory.
grep -q '^CMAKE_CXX_COMPILER:.*clang' "$build/CMakeCache.txt" ||
  { echo "sanitize.sh: $build was configured with another compiler; remove it" >&2; exit 1; }

# Prints the sanitizer reports, if any, and fails when there are.
check_reports() {
  [[ $mode == sanitize ]] || return 0
  local found
  found=("$reports"/report.*)
  ((${#found[@]})) || { echo "sanitize.sh: no sanitizer reports"; return 0; }
  for f in "${found[@]}"; do
    echo "==== $f"
    cat "$f"
  done
  echo "sanitize.sh: ${#found[@]} sanitizer report(s), listed above" >&2
  return 1
}
shopt -s nullglob

start=$SECONDS
cmake --build "$build" -j2 || { check_reports; exit 1; }
built=$SECONDS
status=0
ctest --test-dir "$build" --output-on-failure -j2 "${ctest_args[@]}" || status=$?
echo "sanitize.sh: $build built in $((built - start)) s, tested in $((SECONDS - built)) s"
check_reports
exit "$status"
