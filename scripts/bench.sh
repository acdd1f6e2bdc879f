#!/usr/bin/env bash
# Every benchmark, one command: engine speed, search process times, then
# arbiter serve under load.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x build/bench/arbiter-bench ] || bash scripts/setup.sh
build/bench/arbiter-bench
echo
bash scripts/bench-search.sh
echo
bash scripts/serve_bench.sh
