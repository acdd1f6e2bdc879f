#!/usr/bin/env bash
# arbiter serve under load, on loopback only: requests a second and latency
# percentiles for search, an entry page and ask (a situation, simulated) at
# 1, 16 and 128 connections (wrk, Debian's package; installed if missing).
#   bash scripts/serve_bench.sh [SECONDS_EACH [SERVE_OPTION...]]   (default 5)
#   e.g. bash scripts/serve_bench.sh 3 --cache-mb 0   (no reply cache)
# wrk keeps every connection busy (a closed loop), so at 128 connections the
# latency is about 128 / (requests a second): a search's cost sets it. Then
# 128 players at a steady pace (arbiter-serve-load: each connection asks on
# a schedule, timed from when the request was due), the load of a room of
# players rather than of a saturated server. The rows above ask one address
# over and over, which the reply cache answers after the first time; "search
# words" at 128 connections asks 1,866 different words (bench/serve_words.lua),
# the cost of searches not asked before.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-5}
shift $(($# > 0 ? 1 : 0))
# shellcheck source=scripts/packages.sh
source scripts/packages.sh
ensure_packages wrk
[[ -x build/arbiter && -x build/bench/arbiter-serve-load ]] ||
  { echo "serve_bench.sh: build first (bash scripts/setup.sh)" >&2; exit 1; }

out=$(mktemp)
build/arbiter serve --port 0 "$@" >"$out" &
server=$!
trap 'kill $server 2>/dev/null; rm -f "$out"' EXIT
for _ in $(seq 50); do grep -q http "$out" && break; sleep 0.1; done
base=$(grep -o 'http://127.0.0.1:[0-9]*' "$out" | head -1)
[[ -n $base ]] || { echo "serve_bench.sh: the server did not start" >&2; exit 1; }

declare -A paths=(
  [search]="/api/search?q=retaliate"
  [entry page]="/entry/dm:2.7.4"
  [ask]="/api/ask?q=stunned%20villain%20attacks%2C%20I%20defend%20with%20an%20ally%20with%202%20hit%20points"
)
printf '%-11s %5s | %9s | %8s %8s %8s %8s\n' what conns "req/s" p50 p90 p99 max
for what in search "entry page" ask; do
  for conns in 1 16 128; do
    threads=$((conns < 2 ? 1 : 2))
    report=$(wrk -t"$threads" -c"$conns" -d"${seconds}s" --latency "$base${paths[$what]}")
    if grep -qE "Non-2xx|Socket errors" <<<"$report"; then
      echo "serve_bench.sh: $what answered with errors:" >&2
      echo "$report" >&2
      exit 1
    fi
    pct() { awk -v p="$1" '$1 == p {print $2}' <<<"$report"; }
    rate=$(awk '/Requests\/sec/ {print $2}' <<<"$report")
    max=$(awk '/Latency/ && !/Distribution/ {print $4; exit}' <<<"$report")
    printf '%-11s %5d | %9s | %8s %8s %8s %8s\n' "$what" "$conns" "$rate" "$(pct 50%)" "$(pct 90%)" \
      "$(pct 99%)" "$max"
  done
done

sleep 1 # the closed loop's last requests (asks) drain first
report=$(wrk -t2 -c128 -d"${seconds}s" --latency -s bench/serve_words.lua "$base" -- bench/serve_words.txt)
grep -qE "Non-2xx|Socket errors" <<<"$report" &&
  { echo "serve_bench.sh: search words answered with errors:" >&2; echo "$report" >&2; exit 1; }
pct() { awk -v p="$1" '$1 == p {print $2}' <<<"$report"; }
printf '%-11s %5d | %9s | %8s %8s %8s %8s\n' "search words" 128 \
  "$(awk '/Requests\/sec/ {print $2}' <<<"$report")" "$(pct 50%)" "$(pct 90%)" "$(pct 99%)" \
  "$(awk '/Latency/ && !/Distribution/ {print $4; exit}' <<<"$report")"

echo
echo "128 players at a steady pace (requests a second in all; latency from when each was due)"
declare -A rates=([search]=2000 [entry page]=2000 [ask]=200)
port=${base##*:}
printf '%-11s %5s | %9s | %8s %8s %8s %8s\n' what conns "req/s" p50 p90 p99 max
for what in search "entry page" ask; do
  sleep 1 # the closed loop's last requests drain first
  read -r rate p50 p90 p99 max < <(build/bench/arbiter-serve-load "$port" "${paths[$what]}" 128 \
    "${rates[$what]}" "$seconds")
  printf '%-11s %5d | %9s | %7sms %7sms %7sms %7sms\n' "$what" 128 "$rate" "$p50" "$p90" "$p99" "$max"
done
