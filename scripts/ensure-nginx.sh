#!/usr/bin/env bash
# The reverse-proxy test (tests/integration/nginx-proxy.test.ts) runs Debian's nginx from the test
# itself, never as a system service. Install it when missing.
set -euo pipefail
if command -v nginx >/dev/null || [ -x /usr/sbin/nginx ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "nginx is missing: install Debian's package as root (apt-get install nginx-light)." >&2
  exit 1
fi
echo "Installing Debian's nginx-light for the reverse-proxy test..."
apt-get update -q
# Debian's package would start nginx as a service on port 80; the test needs only the program.
# A policy that forbids starting services prevents that (a container usually has one already).
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d
  chmod +x /usr/sbin/policy-rc.d
  trap 'rm -f /usr/sbin/policy-rc.d' EXIT
fi
DEBIAN_FRONTEND=noninteractive apt-get install -y -q openssl nginx-light
