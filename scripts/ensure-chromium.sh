#!/usr/bin/env bash
# Playwright drives Debian's Chromium (a browser cannot be downloaded here). Installs it when missing and we are root.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "✗ /usr/bin/chromium is missing: run 'sudo apt-get install -y chromium' and try again" >&2
  exit 1
fi
echo "▸ installing Debian's chromium for the browser tests (apt-get) …"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
echo "✓ $(/usr/bin/chromium --version 2>/dev/null || echo chromium installed)"
