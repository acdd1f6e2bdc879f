#!/usr/bin/env bash
# Whole-process times of arbiter's lookups and answers, each paired in the
# same rounds with `grep -ri` over the raw rule books (corpus/sources) for
# the same word, and every command's peak memory; then the index build.
#   bash scripts/bench-commands.sh [RUNS]   (default 40)
# ARBITER=path/to/other/build/arbiter measures another build (its database
# beside it) with this tree's benchmark program: a before and after.
# Run after scripts/setup.sh. The imported editions and card pool of the
# player running it are left out, so every machine measures the same thing.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-40}
bench=build/bench/arbiter-process-bench
a=${ARBITER:-build/arbiter}
[[ -x $bench && -x $a ]] || { echo "bench-commands.sh: build first (bash scripts/setup.sh)" >&2; exit 1; }
export ARBITER_EDITIONS=/nonexistent/editions.db ARBITER_CARDS=/nonexistent/cards.db NO_COLOR=1
db=$(dirname "$a")/arbiter.db
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# NAME, the command, --, the baseline: one line each, tab-separated.
line() { local IFS=$'\t'; echo "$*"; }
{
  line 'search overcrush' $a search overcrush --db $db -- grep -ri overcrush corpus/sources
  line 'search "stunned villain"' $a search 'stunned villain' --db $db -- grep -ri stunned corpus/sources
  line 'search retalliate (a typo)' $a search retalliate --db $db -- grep -ri retaliate corpus/sources
  line 'show mc:guard' $a show mc:guard --db $db -- grep -ri guard corpus/sources
  line 'show dm:2.7.4' $a show dm:2.7.4 --db $db -- grep -ri 2.7.4 corpus/sources
  line 'ask (a lookup)' $a ask 'what does retaliate do' --db $db -- grep -ri retaliate corpus/sources
  line 'ask (a situation, simulated)' $a ask 'the stunned villain attacks, I defend with my ally, what happens?' --db $db -- grep -ri stunned corpus/sources
  line 'ask (Dice Masters, simulated)' $a ask 'my 3/3 character attacks and is blocked by a 2/2, what happens' --db $db -- grep -ri blocked corpus/sources
} >"$out/spec"
"$bench" --runs "$runs" <"$out/spec"
line 'index (whole corpus)' $a index corpus --output "$out/index.db" | "$bench" --runs 5 | tail -n +2
