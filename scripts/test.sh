#!/usr/bin/env bash
# `npm test`: lint and typecheck (side by side), the vitest projects (app units, lint rules, stack,
# database), the client libraries' suites and the browser tests, each timed; stops at the first phase
# that fails and prints the times either way.
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

# both NAME1 CMD1 -- NAME2 CMD2: two single-threaded phases side by side (one per core), each timed;
# their outputs printed whole, one after the other; stops the script when either fails.
both() {
  local n1=$1 c1=() n2 c2=()
  shift
  while [ "$1" != "--" ]; do c1+=("$1"); shift; done
  shift
  n2=$1
  shift
  c2=("$@")
  local dir started=$SECONDS
  dir=$(mktemp -d)
  echo
  echo "test: ── $n1 + $n2 (side by side) ──"
  ( s=$SECONDS; "${c1[@]}" >"$dir/1.out" 2>&1; echo "$? $((SECONDS - s))" >"$dir/1.rc" ) &
  local p1=$!
  ( s=$SECONDS; "${c2[@]}" >"$dir/2.out" 2>&1; echo "$? $((SECONDS - s))" >"$dir/2.rc" ) &
  local p2=$!
  wait $p1 $p2
  local failed=0
  for i in 1 2; do
    local name status took
    name=$([ $i = 1 ] && echo "$n1" || echo "$n2")
    read -r status took <"$dir/$i.rc"
    echo
    echo "test: ── $name ──"
    cat "$dir/$i.out"
    phases+=("$(printf '%-16s %4d s  %s' "$name" "$took" "$([ "$status" = 0 ] && echo ok || echo "FAILED ($status)")")")
    [ "$status" = 0 ] || failed=$status
  done
  rm -rf "$dir"
  phases+=("$(printf '%-16s %4d s  (wall time of the two above)' "$n1 + $n2" $((SECONDS - started)))")
  [ $failed = 0 ] || exit $failed
}

# ESLint and tsc each use one core: on CI's two they run side by side.
both lint npm run lint -- typecheck npm run typecheck
# One project at a time, so each has its own time (they share one migrated snapshot: global-setup.ts).
phase "vitest unit" npx vitest run --project unit
phase "vitest lint" npx vitest run --project lint
phase "vitest stack" npx vitest run --project stack
phase "vitest db" npx vitest run --project db
# The client libraries' suites against the stack (vitest project clients), with the per-suite figures.
phase "client suites" npm run test:clients
phase build bash scripts/build-for-e2e.sh
phase playwright env E2E_SKIP_BUILD=1 npm run test:e2e
