#!/usr/bin/env bash
# Builds the libFuzzer harnesses (fuzz/) with clang in build-fuzz/, prepares
# seed corpora from examples/, tests/questions/ and corpus/, and runs each
# harness in turn for SECONDS (default 60), one process, one job.
#
#   scripts/fuzz.sh [--runs N] [SECONDS] [HARNESS...]
#
# With --runs, a harness stops at N executions or SECONDS, whichever comes
# first ("10 million or an hour": --runs 10000000 3600). Two runs may share
# a build (each keeps its own seeds), but start the second after the first
# has built.
#
# Harnesses: dm_scenario mc_scenario ask search corpus_reader notation (all
# when none is named). Crashes, leaks and timeouts go to
# build-fuzz/fuzz-findings/HARNESS/; what each harness found worth keeping
# grows in build-fuzz/fuzz-corpus/HARNESS/ from run to run. A crash found
# belongs, once fixed, in tests/fuzz-regressions/HARNESS/, which the normal
# build replays under ctest.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
build=${ARBITER_FUZZ_BUILD:-$root/build-fuzz}
all=(dm_scenario mc_scenario ask search corpus_reader notation serve)

seconds=60
runs=-1
if [[ $# -gt 1 && $1 == --runs && $2 =~ ^[0-9]+$ ]]; then
  runs=$2
  shift 2
fi
if [[ $# -gt 0 && $1 =~ ^[0-9]+$ ]]; then
  seconds=$1
  shift
fi
harnesses=("$@")
[[ ${#harnesses[@]} -eq 0 ]] && harnesses=("${all[@]}")
for h in "${harnesses[@]}"; do
  [[ " ${all[*]} " == *" $h "* ]] || {
    echo "fuzz.sh: unknown harness '$h' (${all[*]})" >&2
    exit 2
  }
done

# The longest input each harness takes (the harnesses skip longer ones).
declare -A max_len=([dm_scenario]=8192 [mc_scenario]=8192 [ask]=512 [search]=1024
  [corpus_reader]=65536 [notation]=512 [serve]=2048)

# --- build -----------------------------------------------------------------
if ! command -v clang++ >/dev/null; then
  echo "fuzz.sh: clang++ is needed (Debian: apt-get install clang libclang-rt-14-dev)" >&2
  exit 2
fi
if [[ ! -f $build/CMakeCache.txt ]]; then
  CXX=clang++ cmake -S "$root" -B "$build" -DARBITER_FUZZ=ON -DBUILD_TESTING=OFF \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
fi
targets=()
for h in "${harnesses[@]}"; do targets+=("fuzz_$h"); done
cmake --build "$build" -j2 --target database "${targets[@]}"

# --- seeds -----------------------------------------------------------------
seeds=$(mktemp -d "$build/fuzz-seeds.XXXXXX")
trap 'rm -rf "$seeds"' EXIT
for h in "${all[@]}"; do mkdir -p "$seeds/$h"; done
cp "$root"/examples/dm/*.xml "$seeds/dm_scenario/"
cp "$root"/examples/mc/*.xml "$seeds/mc_scenario/"

# One question a file: the question column of every question set.
questions=$seeds/questions.txt
awk -F'\t' '!/^#/ && NF >= 2 && $2 != "" {print $2}' "$root"/tests/questions/*.tsv >"$questions"
n=0
while IFS= read -r q; do
  n=$((n + 1))
  printf '%s' "$q" >"$seeds/ask/q$n"
  printf '%s' "$q" >"$seeds/search/q$n"
done <"$questions"
# Search also gets ids and edition-pinned ids, as typed.
awk -F'\t' '!/^#/ && NF >= 3 {n = split($3, ids, ","); for (i = 1; i <= n; i++) print ids[i]}' \
  "$root"/tests/questions/*.tsv | sort -u | awk 'NR <= 100' | while IFS= read -r id; do
  printf '%s' "$id" >"$seeds/search/id-${id//[^a-z0-9.-]/_}"
done

# Corpus files are up to 260 KB: seeds are each file cut into documents of
# a few top-level entries (the edition element kept), plus the small files whole.
python3 - "$root/corpus" "$seeds/corpus_reader" <<'EOF'
import glob, os, sys
import xml.etree.ElementTree as ET
corpus, out = sys.argv[1], sys.argv[2]
for path in sorted(glob.glob(os.path.join(corpus, "*", "*.xml"))):
    base = os.path.splitext(os.path.basename(path))[0]
    if os.path.getsize(path) < 16384:
        with open(path, "rb") as src, open(os.path.join(out, base + ".xml"), "wb") as dst:
            dst.write(src.read())
    root = ET.parse(path).getroot()
    entries = list(root)
    for i in range(0, len(entries), 4):
        doc = ET.Element(root.tag, root.attrib)
        doc.extend(entries[i:i + 4])
        with open(os.path.join(out, f"{base}-{i // 4:03}.xml"), "wb") as f:
            f.write(ET.tostring(doc, encoding="utf-8"))
EOF

# Notation lines: the examples in the docs, and what `ask` understands of
# the situation questions (its "understood" line).
notation=$seeds/notation
printf '%s' 'mc enemy-attack; villain: atk 3, stunned, boost 2; ally: hp 2; defender: ally' >"$notation/doc1"
printf '%s' 'dm combat; attacker: 5A/3D, overcrush; blocker: 2D, damage 1; p2: life 20' >"$notation/doc2"
# (awk, not head, ends the pipelines: head closing early would kill the
# writer with SIGPIPE, and pipefail would stop the script.)
awk -F'\t' '$1 == "situation" {print $2}' "$root"/tests/questions/*.tsv |
  awk 'NR % 6 == 1 && ++n <= 60' >"$seeds/situations.txt"
n=0
while IFS= read -r q; do
  n=$((n + 1))
  "$build/arbiter" ask --json --db "$build/arbiter.db" -- "$q" 2>/dev/null |
    python3 -c 'import json,sys; u=json.load(sys.stdin).get("understood",""); sys.stdout.write(u)' \
      >"$notation/a$n" 2>/dev/null || true
  [[ -s $notation/a$n ]] || rm -f "$notation/a$n"
done <"$seeds/situations.txt"

# Earlier findings, fixed, seed the next run too.
for h in "${all[@]}"; do
  if [[ -d $root/tests/fuzz-regressions/$h ]]; then
    cp "$root/tests/fuzz-regressions/$h"/* "$seeds/$h/" 2>/dev/null || true
  fi
done

# --- run -------------------------------------------------------------------
summary=()
for h in "${harnesses[@]}"; do
  corpus=$build/fuzz-corpus/$h
  findings=$build/fuzz-findings/$h
  log=$build/fuzz-logs/$h.log
  mkdir -p "$corpus" "$findings" "$(dirname "$log")"
  echo "=== $h: ${seconds}s, $(ls "$seeds/$h" | wc -l) seeds, $(ls "$corpus" | wc -l) in corpus"
  start=$SECONDS
  set +e
  ARBITER_DB=${ARBITER_DB:-$build/arbiter.db} "$build/fuzz/fuzz_$h" \
    -max_total_time="$seconds" -runs="$runs" -max_len="${max_len[$h]}" -timeout=20 -rss_limit_mb=4096 \
    -dict="$root/fuzz/$h.dict" -artifact_prefix="$findings/" -print_final_stats=1 \
    "$corpus" "$seeds/$h" >"$log" 2>&1
  status=$?
  set -e
  execs=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+).*/\1/p' "$log" | tail -1)
  secs=$((SECONDS - start))
  covft=$(grep -Eo 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -1 || true)
  crashes=$(find "$findings" -type f | wc -l)
  line="$h: ${execs:-?} executions in ${secs}s, ${covft:-cov: ? ft: ?}, exit $status, $crashes files in $findings"
  echo "$line"
  [[ $status -ne 0 ]] && { grep -E '^==[0-9]+==ERROR|runtime error|SUMMARY|deadly signal|Test unit written' "$log" | head -5 || true; }
  summary+=("$line")
done
echo
echo "=== summary (logs in $build/fuzz-logs/)"
printf '%s\n' "${summary[@]}"
