#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL cluster made from the Debian binaries:
# 127.0.0.1, a free port, trust auth, removed afterwards. Exports TEST_DATABASE_URL for the tests.
set -euo pipefail
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$PGBIN" ]; then echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; fi
DIR=$(mktemp -d /tmp/riviera-pg.XXXXXX)
PORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
AS=()
if [ "$(id -u)" = "0" ]; then chown postgres "$DIR"; AS=(runuser -u postgres --); fi
cleanup() { "${AS[@]}" "$PGBIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$DIR"; }
trap cleanup EXIT
"${AS[@]}" "$PGBIN/initdb" -D "$DIR/data" --auth=trust -U postgres -E UTF8 --locale=C.UTF-8 >/dev/null
"${AS[@]}" "$PGBIN/pg_ctl" -D "$DIR/data" -o "-h 127.0.0.1 -p $PORT -k $DIR -c fsync=off -c max_connections=200" -w -l "$DIR/log" start >/dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL test cluster on port $PORT"
"$@"
