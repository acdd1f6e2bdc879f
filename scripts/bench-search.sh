#!/usr/bin/env bash
# Whole-process time of `arbiter search` next to `grep -i` over the raw
# sources, for a few queries. Run after scripts/setup.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-50}
queries=("overcrush" "stunned villain" "retalliate" "legal target" "ally defends overkill")
time_cmd() {  # prints mean milliseconds per run of "$@"
  local start end
  start=$(date +%s%N)
  for ((i = 0; i < runs; i++)); do "$@" >/dev/null 2>&1 || true; done
  end=$(date +%s%N)
  echo $(((end - start) / runs / 1000))
}
printf '%-24s %14s %14s\n' "query" "arbiter (µs)" "grep -i (µs)"
for q in "${queries[@]}"; do
  a=$(time_cmd build/arbiter search "$q" --limit 10)
  g=$(time_cmd grep -i -- "$q" corpus/sources/dice-masters-comprehensive-rules.md corpus/sources/mc-rules-reference-earlier.txt)
  printf '%-24s %14s %14s\n' "$q" "$a" "$g"
done
echo "($runs runs each; grep finds only exact substrings and ranks nothing)"
