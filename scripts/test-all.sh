#!/usr/bin/env bash
# `npm test`: everything a submission must pass, in order of speed. Ends with one plain line
# "N passed, N failed" that adds up every runner's count.
set -euo pipefail
cd "$(dirname "$0")/.."
export TZ=UTC FORCE_COLOR=0
LOG=$(mktemp)
trap 'rm -f "$LOG"' EXIT
step() { printf '\n==> %s\n' "$1"; shift; "$@" 2>&1 | tee -a "$LOG"; }
step "lint"               npm run lint
step "typecheck"          npm run typecheck
step "unit (domain, web, lint rules)" npx vitest run --project domain --project web --project lint
# The API tiers start real server processes (outage and crash tests), which load the built domain package;
# the server-rendering tests read the pages the web app's server build renders.
step "build domain"       npm run build -w @riviera/domain
step "build web"          npm run build -w @riviera/web
step "API on SQLite"      npx vitest run --project api
step "API on PostgreSQL"  bash scripts/with-postgres.sh npx vitest run --project api
step "browser (Chromium)" npm run test:e2e
# docs/deployment.md on this machine: nginx -t, caddy validate, systemd-analyze security, two instances
# behind the real nginx over one PostgreSQL, a booking, a PostgreSQL restart (uses the build above).
step "deployment smoke"   bash scripts/with-postgres.sh node scripts/deploy-smoke.mjs
# vitest: "Tests  12 passed (12)" or "Tests  1 failed | 11 passed (12)"; playwright: "  5 passed (20.1s)".
count() {
  sed 's/\x1b\[[0-9;]*m//g' "$LOG" | awk -v word="$1" '
    /^[[:space:]]+Tests[[:space:]]/ || /^[[:space:]]+[0-9]+ (passed|failed|flaky)/ {
      for (i = 2; i <= NF; i++) if ($i == word && $(i-1) ~ /^[0-9]+$/) n += $(i-1)
    }
    END { print n + 0 }'
}
passed=$(count passed)
failed=$(count failed)
printf '\n%s passed, %s failed\n' "$passed" "$failed"
[ "$failed" -eq 0 ]
