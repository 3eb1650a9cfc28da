#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on 127.0.0.1:${PGPORT:-54329} with role/database "contrail",
# for the PostgreSQL half of the test suite. Idempotent: does nothing if it already answers.
set -euo pipefail
PGPORT="${PGPORT:-54329}"
PGDATA_DIR="${PGDATA_DIR:-/tmp/contrail-pg}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -n "$BIN" ] || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if as_pg "$BIN/pg_isready" -h 127.0.0.1 -p "$PGPORT" -q; then exit 0; fi
if [ ! -s "$PGDATA_DIR/PG_VERSION" ]; then
  mkdir -p "$PGDATA_DIR"; [ "$(id -u)" = 0 ] && chown postgres "$PGDATA_DIR"
  as_pg "$BIN/initdb" -D "$PGDATA_DIR" -U postgres -A trust --no-sync >/dev/null
fi
as_pg "$BIN/pg_ctl" -D "$PGDATA_DIR" -l "$PGDATA_DIR/server.log" -w \
  -o "-h 127.0.0.1 -p $PGPORT -k /tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
psql -h 127.0.0.1 -p "$PGPORT" -U postgres -tAc "SELECT 1 FROM pg_roles WHERE rolname='contrail'" | grep -q 1 ||
  psql -h 127.0.0.1 -p "$PGPORT" -U postgres -qc "CREATE ROLE contrail LOGIN CREATEDB PASSWORD 'contrail'" -qc "GRANT pg_signal_backend TO contrail"
psql -h 127.0.0.1 -p "$PGPORT" -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname='contrail'" | grep -q 1 ||
  psql -h 127.0.0.1 -p "$PGPORT" -U postgres -qc "CREATE DATABASE contrail OWNER contrail"
echo "PostgreSQL ready at postgres://contrail:contrail@127.0.0.1:$PGPORT/contrail"
