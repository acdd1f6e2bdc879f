#!/usr/bin/env bash
# Every benchmark, one command: each command's whole-process time beside
# `grep -ri` over the raw rule books (paired, same run) and its peak memory,
# the index build, the engines' rates and exact distributions, then arbiter
# serve under load.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ -x build/bench/arbiter-bench && -x build/bench/arbiter-process-bench ]] || bash scripts/setup.sh
bash scripts/bench-commands.sh
echo
build/bench/arbiter-bench
echo
bash scripts/serve_bench.sh
