#!/usr/bin/env bash
# Installs what the test suite needs from Debian when it is missing: Chromium, PostgreSQL and Redis
# (the shared rate limits' REDIS_URL store is tested against a throw-away redis-server).
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
# pdftoppm: renders the voucher's first page to a picture for a reviewer to look at.
command -v pdftoppm >/dev/null 2>&1 || need+=(poppler-utils)
[ -x /usr/bin/redis-server ] || need+=(redis-server)
if [ ${#need[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" = "0" ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" fonts-dejavu-core
fi
