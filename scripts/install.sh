#!/usr/bin/env bash
# Installs dependencies when package.json or the lockfile changed since the last install (marker in node_modules).
set -euo pipefail
cd "$(dirname "$0")/.."
sum=$(cat package.json package-lock.json */package.json */*/package.json 2>/dev/null | sha1sum | cut -c1-40)
marker=node_modules/.shop-install-sum
if [ -f "$marker" ] && [ "$(cat "$marker")" = "$sum" ]; then exit 0; fi
echo "▸ installing dependencies (npm install) …"
start=$(date +%s)
npm install --no-audit --no-fund --loglevel=error
echo "$sum" > "$marker"
echo "✓ dependencies installed in $(( $(date +%s) - start ))s"
