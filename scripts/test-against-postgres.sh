#!/usr/bin/env bash
# Runs the stack and database test suites against a throwaway real PostgreSQL 15 server (instead of
# the embedded PGlite): initdb in a temp dir, trust auth, a free port; stopped and removed on exit.
# The migrations are applied as they reach a hosted project: the platform layer (what a Supabase
# project has before its migrations: stack/src/platform.sql and the services' SQL), then `supabase db push
# --db-url` of the pinned Supabase CLI. Test databases are cloned from that one
# (STACK_TEST_MIGRATED_TEMPLATE); the stack's own runner seeds the seeded template.
set -euo pipefail
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
cd "$(dirname "$0")/.."

DIR=$(mktemp -d /tmp/stack-pg-XXXXXX)
chmod 755 "$DIR"
# A checked free port below the ephemeral range (PostgreSQL cannot listen on port 0 and say which).
PORT=$(npx tsx stack/src/free-port.ts)
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

SERVER="postgresql://postgres@127.0.0.1:$PORT"
"$PG_BIN/psql" "$SERVER/postgres" -q -v ON_ERROR_STOP=1 -c 'create database stack_migrated'
npx tsx scripts/platform-layer.ts "$SERVER/stack_migrated"
npx supabase db push --db-url "$SERVER/stack_migrated?sslmode=disable" --yes

export STACK_TEST_DATABASE_URL="$SERVER/postgres"
export STACK_TEST_MIGRATED_TEMPLATE=stack_migrated
# The outage test starts and kills a server of its own with these binaries.
export STACK_TEST_PG_BIN="$PG_BIN"
npx vitest run --project stack --project db "$@"
