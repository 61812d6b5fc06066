#!/usr/bin/env bash
# Installs what the test suite needs from Debian when it is missing: Chromium, PostgreSQL, Redis and LibreOffice Calc
# (the shared rate limits' REDIS_URL store is tested against a throw-away redis-server).
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
# pdftoppm: renders the voucher's first page to a picture for a reviewer to look at.
command -v pdftoppm >/dev/null 2>&1 || need+=(poppler-utils)
[ -x /usr/bin/redis-server ] || need+=(redis-server)
# LibreOffice Calc: the CSV exports are opened by a real spreadsheet engine with Turkish settings.
command -v soffice >/dev/null 2>&1 || need+=(libreoffice-calc)
if [ ${#need[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" = "0" ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" fonts-dejavu-core
fi
