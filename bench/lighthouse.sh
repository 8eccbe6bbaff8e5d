#!/usr/bin/env bash
# Lighthouse scores for the public pages, in Debian's Chromium, against the production build.
# Fetches the lighthouse CLI with npx on first use (it is not a project dependency).
# Run: npm run build && bash bench/lighthouse.sh
set -euo pipefail
cd "$(dirname "$0")/.."
port=3650
data=$(mktemp -d)
PORT=$port DATA_DIR="$data" LOG_LEVEL=warn node server/main.js &
server=$!
trap 'kill $server; wait $server 2>/dev/null; rm -rf "$data"' EXIT
for _ in $(seq 1 60); do curl -fs "http://localhost:$port/healthz" >/dev/null && break; sleep 0.5; done

printf "| page | form | performance | accessibility | best practices | SEO |\n|---|---|---|---|---|---|\n"
for page in / /deals /deals/chase-sapphire-preferred-75k /about; do
  for form in mobile desktop; do
    preset=$([ "$form" = desktop ] && echo "--preset=desktop" || echo "")
    npx --yes lighthouse@13 "http://localhost:$port$page" $preset --quiet --output=json --output-path=/tmp/lh.json \
      --chrome-path=/usr/bin/chromium \
      --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking" >/dev/null 2>&1
    node -e '
      const r = require("/tmp/lh.json").categories;
      const s = (k) => Math.round(r[k].score * 100);
      console.log(`| ${process.argv[1]} | ${process.argv[2]} | ${s("performance")} | ${s("accessibility")} | ${s("best-practices")} | ${s("seo")} |`);
    ' "$page" "$form"
  done
done
