#!/usr/bin/env bash
# Installs what the test suite needs from Debian when it is missing: Chromium, PostgreSQL, Redis, LibreOffice Calc,
# (the shared rate limits' REDIS_URL store is tested against a throw-away redis-server), and nginx and Caddy, which
# the deployment smoke test (scripts/deploy-smoke.mjs) checks docs/deploy/ with, on high ports as an unprivileged user.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
# pdftoppm: renders the voucher's first page to a picture for a reviewer to look at.
command -v pdftoppm >/dev/null 2>&1 || need+=(poppler-utils)
[ -x /usr/bin/redis-server ] || need+=(redis-server)
# LibreOffice Calc: the CSV exports are opened by a real spreadsheet engine with Turkish settings.
command -v soffice >/dev/null 2>&1 || need+=(libreoffice-calc)
[ -x /usr/sbin/nginx ] || need+=(nginx)
[ -x /usr/bin/caddy ] || need+=(caddy)
# systemd-analyze (systemd) and setpriv (util-linux) are on every Debian; openssl makes the smoke test's certificate.
command -v systemd-analyze >/dev/null 2>&1 || need+=(systemd)
command -v openssl >/dev/null 2>&1 || need+=(openssl)
if [ ${#need[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" = "0" ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" fonts-dejavu-core
fi
