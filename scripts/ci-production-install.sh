#!/usr/bin/env bash
# The production install, tested: what the Dockerfile does, step for step, in a clean directory on
# this machine (images cannot be built here). Builds from a clean copy of the sources, writes the
# pruned deploy folder, installs the server's runtime dependencies alone, starts the server with
# NODE_ENV=production against a fresh PostgreSQL database, and checks /healthz, /readyz, the web
# app and one real search (scripts/smoke-production.ts).
#
# Each `step` line below is one `RUN` of the Dockerfile's stage named in the `# stage:` comment
# above it, and `start` is its CMD; scripts/test/dockerfile-steps.test.ts keeps them identical.
#
# Needs: PostgreSQL on 127.0.0.1:5432 with trust auth for the user postgres; the repo's own
# `npm ci` done (for tsx and the ALTCHA solver of the smoke test).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
port="${PRODUCTION_TEST_PORT:-3190}"
database="reelatlas_production_ci"
work="$(mktemp -d)"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  dropdb -h 127.0.0.1 -U postgres --if-exists "$database" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
step() { echo "+ $*"; "$@"; }

# The Dockerfile's `COPY . .`: tracked and new files, without what .gitignore/.dockerignore leave out.
mkdir -p "$work/build"
(cd "$repo" && git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' f; do
  [ -e "$f" ] && cp --parents -- "$f" "$work/build/"
done)

# stage: build
cd "$work/build"
step npm ci --no-audit --no-fund
step npm run build
step node scripts/deploy-folder.mjs ../deploy

# stage: runtime
# The Dockerfile's `COPY --from=build /deploy /app`.
cp -r "$work/deploy" "$work/app"
cd "$work/app"
step npm ci --omit=dev --no-audit --no-fund -w @reelatlas/server
step node scripts/trim-node-modules.mjs
echo "node_modules of the production install: $(du -sh node_modules | cut -f1)"

dropdb -h 127.0.0.1 -U postgres --if-exists "$database"
createdb -h 127.0.0.1 -U postgres "$database"
export NODE_ENV=production HOST=127.0.0.1 PORT="$port" LOG_LEVEL=warn \
  DATABASE_URL="postgres://postgres@127.0.0.1:5432/$database" \
  AUTH_SECRET="ci-production-install-secret-0123456789abcdef" \
  SMTP_URL="smtp://127.0.0.1:2525" PUBLIC_URL="http://127.0.0.1:$port"
start() { echo "+ $*"; "$@" & server_pid=$!; }
start node --enable-source-maps apps/server/dist/main.mjs

cd "$repo"
node --import tsx scripts/smoke-production.ts "http://127.0.0.1:$port" 180

# Backups on PostgreSQL, as docs/operations.md#backups documents them: pg_dump, then pg_restore into a new
# database, keeps every row of every table (compared by count and checksum). The server is
# stopped first (SIGTERM: it flushes its counters and closes its connections).
kill "$server_pid"; wait "$server_pid" || true; server_pid=""
restored="${database}_restored"
pg_dump -h 127.0.0.1 -U postgres -Fc -f "$work/reelatlas.dump" "$database"
dropdb -h 127.0.0.1 -U postgres --if-exists "$restored"
createdb -h 127.0.0.1 -U postgres "$restored"
trap 'dropdb -h 127.0.0.1 -U postgres --if-exists "$restored" 2>/dev/null || true; cleanup' EXIT
pg_restore -h 127.0.0.1 -U postgres --no-owner --exit-on-error -d "$restored" "$work/reelatlas.dump"
fingerprint() {
  local tables
  tables=$(psql -h 127.0.0.1 -U postgres -d "$1" -tAc "SELECT table_schema || '.' || table_name FROM information_schema.tables WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1")
  for table in $tables; do
    echo "$table $(psql -h 127.0.0.1 -U postgres -d "$1" -tAc "SELECT count(*) || ' ' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '-') FROM $table t")"
  done
}
fingerprint "$database" > "$work/before.txt"
fingerprint "$restored" > "$work/after.txt"
if ! diff -u "$work/before.txt" "$work/after.txt"; then
  echo "pg_dump/pg_restore lost or changed rows" >&2
  exit 1
fi
echo "pg_dump/pg_restore round trip: $(wc -l < "$work/before.txt") tables, $(awk '{ s += $2 } END { print s }' "$work/before.txt") rows, all kept"
