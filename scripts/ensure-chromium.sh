#!/usr/bin/env bash
# Browser tests use Debian's Chromium, never a downloaded browser. Install it when missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "Chromium is missing: install Debian's package as root (apt-get install chromium)." >&2
  exit 1
fi
echo "Installing Debian's chromium for the browser tests..."
apt-get update -q
DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium fonts-liberation
