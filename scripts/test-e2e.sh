#!/usr/bin/env bash
# Browser tests: make sure a Chromium exists, build the app against the e2e stack's URL, run Playwright.
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

API_PORT="${E2E_API_PORT:-54321}"
export VITE_SUPABASE_URL="http://127.0.0.1:${API_PORT}"
unset VITE_SUPABASE_ANON_KEY
echo "test-e2e: building the app for ${VITE_SUPABASE_URL}"
npm run build

npx playwright test "$@"
