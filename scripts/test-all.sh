#!/usr/bin/env bash
# `npm test`: everything a submission must pass, in order of speed.
set -euo pipefail
cd "$(dirname "$0")/.."
export TZ=UTC
step() { printf '\n==> %s\n' "$*"; }
step "lint";               npm run lint
step "typecheck";          npm run typecheck
step "unit (domain, web)"; npx vitest run --project domain --project web
step "API on SQLite";      npx vitest run --project api
step "API on PostgreSQL";  bash scripts/with-postgres.sh npx vitest run --project api
step "browser (Chromium)"; npm run test:e2e
