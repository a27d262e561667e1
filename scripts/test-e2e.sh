#!/usr/bin/env bash
# Browser tests: make sure a Chromium exists, build the app for the tests, run Playwright (arguments go
# to Playwright). E2E_SKIP_BUILD=1 uses the build already in dist/ (npm test builds it as a phase of
# its own). Nothing here touches 54321 or 5173: each worker's environment (a stack and the app served
# for it) is on ports the OS hands out (e2e/support/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM_PATH" ]; then
  echo "test-e2e: using Chromium at $CHROMIUM_PATH"
elif [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "test-e2e: no Chromium found; installing Debian's chromium package (apt-get)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
else
  echo "test-e2e: no Chromium found and cannot install packages; downloading Playwright's own Chromium"
  npx playwright install chromium
  # A path that does not exist makes playwright.config.ts use the browser Playwright just installed.
  export CHROMIUM_PATH=/nonexistent
fi

if [ "${E2E_SKIP_BUILD:-}" != 1 ]; then
  bash scripts/build-for-e2e.sh
fi

npx playwright test "$@"
