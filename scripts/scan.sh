#!/usr/bin/env bash
# npm run scan: attacks a fresh build of the site with two scanners nobody here wrote, Debian's
# wapiti and sqlmap, and prints what they found (docs/security.md, "Scanning"). Not part of npm test:
# it takes about an hour. SCAN_MINUTES sets the time of each run (10 by default; sqlmap gets twice
# it); SCAN_ONLY=admin runs only the signed-in half.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v wapiti >/dev/null || missing+=(wapiti)
command -v sqlmap >/dev/null || missing+=(sqlmap)
if [ ${#missing[@]} -gt 0 ]; then
  as_root=()
  [ "$(id -u)" -eq 0 ] || as_root=(sudo)
  "${as_root[@]}" apt-get update -q
  DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -q "${missing[@]}"
fi

# The scanners attack the code as it is now, not an older build.
npm run build
exec npx tsx scripts/scan/run.ts
