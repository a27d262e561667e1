#!/usr/bin/env bash
# `npm test`: lint, typecheck, the vitest projects (app units, lint rules, stack, database) and the
# browser tests, each timed; stops at the first phase that fails and prints the times either way.
# Every server a test starts listens on a port the OS hands out (or a checked free one below
# 32768), so this runs beside a developer's `npm start`.
set -uo pipefail
cd "$(dirname "$0")/.."

phases=()
summary() {
  echo
  echo "test: phase times"
  for p in "${phases[@]}"; do echo "  $p"; done
}
trap summary EXIT

# phase NAME COMMAND...: runs it, records its wall time, stops the script when it fails.
phase() {
  local name=$1
  shift
  local started=$SECONDS
  echo
  echo "test: ── $name ──"
  "$@"
  local status=$?
  local took=$((SECONDS - started))
  phases+=("$(printf '%-16s %4d s  %s' "$name" "$took" "$([ $status = 0 ] && echo ok || echo "FAILED ($status)")")")
  [ $status = 0 ] || exit $status
}

phase lint npm run lint
phase typecheck npm run typecheck
# One project at a time, so each has its own time (they share one migrated snapshot: global-setup.ts).
phase "vitest unit" npx vitest run --project unit
phase "vitest lint" npx vitest run --project lint
phase "vitest stack" npx vitest run --project stack
phase "vitest db" npx vitest run --project db
phase build bash scripts/build-for-e2e.sh
phase playwright env E2E_SKIP_BUILD=1 npm run test:e2e
