#!/usr/bin/env bash
# Installs what Arbiter needs from Debian's packages (if missing), then
# configures and builds it, database included, in ./build. Safe to run again.
#   bash scripts/setup.sh           to use Arbiter
#   bash scripts/setup.sh --tests   also what the test suite needs: Debian's
#                                   Chromium and, from npm, playwright-core
#                                   (tests/browser), for the browser tests
set -euo pipefail
cd "$(dirname "$0")/.."

tests=0
for arg in "$@"; do
  case $arg in
    --tests) tests=1 ;;
    *) echo "setup.sh: unknown option '$arg' (known: --tests)" >&2; exit 2 ;;
  esac
done

# shellcheck source=scripts/packages.sh
source scripts/packages.sh
ensure_packages "${arbiter_packages[@]}"
if ((tests)); then
  ensure_packages chromium
  command -v npm >/dev/null || ensure_packages nodejs npm
  # npm ci only when the lock file changed since the last install.
  if ! cmp -s tests/browser/package-lock.json tests/browser/node_modules/.arbiter-installed; then
    npm ci --prefix tests/browser --no-audit --no-fund --loglevel=error >/dev/null
    cp tests/browser/package-lock.json tests/browser/node_modules/.arbiter-installed
  fi
fi

cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build -j"$(nproc)"
