#!/usr/bin/env bash
# The build the browser tests serve: the app for the stack's default address, which each e2e
# environment's preview replaces with its own stack's (e2e/support/start-environment.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
export VITE_SUPABASE_URL="http://127.0.0.1:54321"
unset VITE_SUPABASE_ANON_KEY
echo "build-for-e2e: building the app"
npm run build
