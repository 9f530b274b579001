#!/usr/bin/env bash
# Playwright drives Debian's Chromium (a browser cannot be downloaded here): its headless shell for the tests
# (chromium-headless-shell, the kind of browser Playwright itself runs headless: no browser UI, about a fifth less CPU
# per e2e test on this 2-core machine) and the full browser for Lighthouse, the benchmarks and headed debugging.
# Installs whichever is missing when we are root.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "✗ ${missing[*]} missing: run 'sudo apt-get install -y ${missing[*]}' and try again" >&2
  exit 1
fi
echo "▸ installing Debian's ${missing[*]} for the browser tests (apt-get) …"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-dejavu-core >/dev/null
echo "✓ installed ${missing[*]} ($(/usr/bin/chromium --version 2>/dev/null || echo 'version unknown'))"
