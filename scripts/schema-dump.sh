#!/usr/bin/env bash
# `npm run db:schema`: writes supabase/schema.sql, the database schema after all migrations, so that the
# current definition of any table, policy or function is read in one place (a migration may redefine a
# function many times). Made as scripts/test-against-postgres.sh makes its database: a throwaway
# PostgreSQL 15 (initdb in a temp dir, trust auth), the platform layer, then `supabase db push` of
# supabase/migrations; then `pg_dump --schema-only` of the schemas the migrations build, with the lines
# that differ from run to run (versions, the \restrict key) taken out.
#   npm run db:schema               write supabase/schema.sql
#   npm run db:schema -- --check    exit 1 when the committed file differs (supabase/tests/schema.test.ts)
#   npm run db:schema -- --stdout   print the dump
# PG_BIN (default /usr/lib/postgresql/15/bin) and PG_PORT (default: a checked free one) may be set.
set -euo pipefail
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
cd "$(dirname "$0")/.."
MODE=${1:-write}
OUT=supabase/schema.sql

DIR=$(mktemp -d /tmp/schema-pg-XXXXXX)
chmod 755 "$DIR"
PORT=${PG_PORT:-$(npx tsx stack/src/free-port.ts)}
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
if [ "$(id -u)" = 0 ]; then chown postgres "$DIR"; fi
cleanup() {
  as_pg "$PG_BIN/pg_ctl -D '$DIR/data' -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT INT TERM

as_pg "$PG_BIN/initdb -D '$DIR/data' -U postgres -A trust -E UTF8 --locale=C.UTF-8" >/dev/null
as_pg "$PG_BIN/pg_ctl -D '$DIR/data' -l '$DIR/log' -o \"-p $PORT -k '$DIR' -c listen_addresses=127.0.0.1 -c fsync=off\" -w start" >/dev/null
SERVER="postgresql://postgres@127.0.0.1:$PORT"
"$PG_BIN/psql" "$SERVER/postgres" -q -v ON_ERROR_STOP=1 -c 'create database schema_dump'
npx tsx scripts/platform-layer.ts "$SERVER/schema_dump" >&2
npx supabase db push --db-url "$SERVER/schema_dump?sslmode=disable" --yes >&2 2>&1

# The migrations' own schemas; what the platform layer owns (auth, storage, realtime …) is the stack's
# (stack/src/platform.sql), not theirs, but the triggers and policies the migrations put on its tables
# (auth.users, storage.objects, realtime.messages) follow, picked from the dump's table of contents.
# A fixed \restrict key and no version lines: the same migrations give the same file, byte for byte.
DUMP=(--no-owner --no-privileges --restrict-key=schema)
unstamp() { grep -v -e '^-- Dumped from database version' -e '^-- Dumped by pg_dump version'; }
"$PG_BIN/pg_dump" "$SERVER/schema_dump" --schema-only "${DUMP[@]}" --schema=public --schema=private \
  | unstamp >"$DIR/schema.sql"
"$PG_BIN/pg_dump" "$SERVER/schema_dump" --schema-only --format=custom --file="$DIR/all.dump"
"$PG_BIN/pg_restore" --list "$DIR/all.dump" | grep -E '^[0-9]+; [0-9]+ [0-9]+ (POLICY|TRIGGER) (auth|storage|realtime) ' \
  >"$DIR/platform.list"
"$PG_BIN/pg_restore" "${DUMP[@]}" --use-list="$DIR/platform.list" --file=- "$DIR/all.dump" | unstamp >>"$DIR/schema.sql"

case "$MODE" in
  --stdout) cat "$DIR/schema.sql" ;;
  --check)
    if ! diff -q "$OUT" "$DIR/schema.sql" >/dev/null; then
      diff -u "$OUT" "$DIR/schema.sql" | head -40 >&2 || true
      echo "$OUT is out of date: run npm run db:schema" >&2
      exit 1
    fi
    echo "$OUT is up to date" ;;
  *) cp "$DIR/schema.sql" "$OUT" && echo "wrote $OUT" ;;
esac
