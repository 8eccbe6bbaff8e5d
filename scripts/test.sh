#!/usr/bin/env bash
# The whole test suite: unit and integration tests (Vitest), then browser tests (Playwright)
# against the production build. Used as-is by `npm test` and by CI.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm install --no-audit --no-fund
bash scripts/ensure-chromium.sh
npm run build
npx vitest run
npx playwright test
