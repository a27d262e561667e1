#!/usr/bin/env bash
# Runs the stack and database test suites against a throwaway real PostgreSQL 15 server (instead of
# the embedded PGlite): initdb in a temp dir, trust auth, a free port; stopped and removed on exit.
set -euo pipefail
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
cd "$(dirname "$0")/.."

DIR=$(mktemp -d /tmp/stack-pg-XXXXXX)
chmod 755 "$DIR"
PORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
if [ "$(id -u)" = 0 ]; then chown postgres "$DIR"; fi

cleanup() {
  as_pg "$PG_BIN/pg_ctl -D '$DIR/data' -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT INT TERM

as_pg "$PG_BIN/initdb -D '$DIR/data' -U postgres -A trust -E UTF8 --locale=C.UTF-8" >/dev/null
as_pg "$PG_BIN/pg_ctl -D '$DIR/data' -l '$DIR/log' -o \"-p $PORT -k '$DIR' -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300\" -w start" >/dev/null
echo "PostgreSQL 15 on port $PORT ($DIR)"

export STACK_TEST_DATABASE_URL="postgresql://postgres@127.0.0.1:$PORT/postgres"
npx vitest run --project stack --project db "$@"
