#!/usr/bin/env bash
# `./shop topology` balances three site nodes with Debian's HAProxy. Installs it when missing and we are root.
set -euo pipefail
if command -v haproxy >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "✗ haproxy is missing: run 'sudo apt-get install -y haproxy' and try again" >&2
  exit 1
fi
echo "▸ installing Debian's haproxy for the three-node topology (apt-get) …"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# --no-install-recommends: the balancer only, no vim/liblua add-ons. Debian's package enables a systemd service; this
# machine has no systemd, and ./shop topology runs its own haproxy in the foreground with its own configuration.
apt-get install -y -qq --no-install-recommends haproxy >/dev/null
echo "✓ $(haproxy -v 2>/dev/null | head -n 1 || echo haproxy installed)"
