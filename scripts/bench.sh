#!/usr/bin/env bash
# Every benchmark, one command: engine speed, then search process times.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x build/bench/arbiter-bench ] || bash scripts/setup.sh
build/bench/arbiter-bench
echo
bash scripts/bench-search.sh
