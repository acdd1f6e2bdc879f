#!/bin/bash
# ctest learns the Catch2 test cases by name (catch_discover_tests) and hands
# each name back to the binary as its filter. A name with a semicolon is cut
# in two by CMake's lists, and each half matches no test: Catch2 then runs
# nothing, exits 0, and ctest counts a pass. So no name may hold one.
# Usage: catch_names_test.sh ARBITER_TESTS
set -u
# (Catch2 v2 exits with the number of test cases it listed, so the exit
# status says nothing; an empty list does.)
names=$("$1" --list-test-names-only)
if [ -z "$names" ]; then
  echo "$1: listed no test cases" >&2
  exit 1
fi
bad=$(printf '%s\n' "$names" | grep -n ';')
if [ -n "$bad" ]; then
  echo "Catch2 test names with a semicolon, which ctest would never run:" >&2
  printf '%s\n' "$bad" >&2
  exit 1
fi
count=$(printf '%s\n' "$names" | grep -c .)
echo "$count Catch2 test cases, every name safe for ctest"
