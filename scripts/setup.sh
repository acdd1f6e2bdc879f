#!/usr/bin/env bash
# Installs what Arbiter needs from Debian's packages (if missing), then
# configures and builds it, database included, in ./build. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=scripts/packages.sh
source scripts/packages.sh
ensure_packages "${arbiter_packages[@]}"

cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build -j"$(nproc)"
