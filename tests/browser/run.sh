#!/usr/bin/env bash
# ctest's browser test: checks that what it needs is installed, then runs
# serve_test.mjs.   run.sh ARBITER DB SHOTS_DIR
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
need="install it with: bash scripts/setup.sh --tests"
command -v node >/dev/null || { echo "browser test: no node; $need" >&2; exit 1; }
[[ -x /usr/bin/chromium ]] || { echo "browser test: no /usr/bin/chromium; $need" >&2; exit 1; }
[[ -d $here/node_modules/playwright-core ]] ||
  { echo "browser test: no playwright-core in tests/browser; $need" >&2; exit 1; }
major=$(node -p 'process.versions.node.split(".")[0]')
((major >= 20)) || { echo "browser test: playwright-core needs Node.js 20 or newer (this is $(node --version))" >&2; exit 1; }
exec node "$here/serve_test.mjs" "$@"
