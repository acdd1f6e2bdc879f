#!/usr/bin/env bash
# `cmake --install` puts arbiter and its database where arbiter finds them
# without flags: install into a scratch prefix and ask a question.
set -euo pipefail
build_dir=$1
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build_dir" --prefix "$prefix" >/dev/null
unset ARBITER_DB
out=$(cd / && NO_COLOR=1 "$prefix/bin/arbiter" search stunned villain --limit 3)
grep -q "mc:status-cards" <<<"$out" || { echo "installed arbiter did not answer: $out" >&2; exit 1; }
echo "installed arbiter answered from $prefix"
