#!/usr/bin/env bash
# The whole test suite: unit and integration tests (Vitest), then browser tests (Playwright)
# against the production build. Used as-is by `npm test` and by CI.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm install --no-audit --no-fund
bash scripts/ensure-chromium.sh

# Vitest's unit project needs no build, so it runs while the build does (docs/testing.md); the
# build's output is held back until then so the two do not interleave.
build_log=$(mktemp)
trap 'rm -f "$build_log"' EXIT
npm run build >"$build_log" 2>&1 &
build=$!
unit=0
npx vitest run --project unit || unit=$?
built=0
wait "$build" || built=$?
cat "$build_log"
if [ "$built" -ne 0 ] || [ "$unit" -ne 0 ]; then exit 1; fi

npx vitest run --project db
npx playwright test
