#!/usr/bin/env bash
# Lighthouse scores for every public page, mobile and desktop, in Debian's Chromium, against the
# production build on a fresh embedded database. Prints a markdown table on stdout; each audit
# that cost a point goes to stderr. A run that fails stops the script: no row is ever guessed.
# Fetches the lighthouse CLI with npx on first use (it is not a project dependency).
# Run: npm run build && bash bench/lighthouse.sh [page ...]
#   LH_PORT  port for the site under test (default 3650)
#   LH_FORMS "mobile desktop" (default) or just one of them
#   LH_KEEP  a folder to keep each run's JSON report in
set -euo pipefail
cd "$(dirname "$0")/.."
port=${LH_PORT:-3650}
forms=${LH_FORMS:-mobile desktop}
origin="http://localhost:$port"

# Every page a visitor can reach without logging in (app/routes.ts). The 404 page is left out:
# Lighthouse refuses to score a document that answers with an error status.
default_pages=(
  / /deals /deals/chase-sapphire-preferred-75k /transfer-bonuses
  /concierge /concierge/terms /concierge/book /booking-form
  /about /privacy-policy /cookie-preferences /flight-search /guide
)
if [ $# -gt 0 ]; then pages=("$@"); else pages=("${default_pages[@]}"); fi

data=$(mktemp -d)
reports=${LH_KEEP:-$(mktemp -d)}
mkdir -p "$reports"
PORT=$port DATA_DIR="$data" LOG_LEVEL=error NODE_ENV=production node server/main.js &
server=$!
cleanup() {
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  rm -rf "$data"
  [ -n "${LH_KEEP:-}" ] || rm -rf "$reports"
}
trap cleanup EXIT
for _ in $(seq 1 120); do curl -fs "$origin/healthz" >/dev/null && break; sleep 0.5; done
curl -fs "$origin/healthz" >/dev/null || { echo "the server did not start on $origin" >&2; exit 1; }

# A page that does not answer 200 would be scored as an error page; refuse instead.
for page in "${pages[@]}"; do
  status=$(curl -s -o /dev/null -w '%{http_code}' "$origin$page")
  [ "$status" = 200 ] || { echo "$page answered $status, expected 200" >&2; exit 1; }
done

printf "| page | form | performance | accessibility | best practices | SEO | FCP ms | CLS |\n"
printf "|---|---|---|---|---|---|---|---|\n"
for page in "${pages[@]}"; do
  for form in $forms; do
    report="$reports/$(echo "$page" | tr -c 'a-zA-Z0-9\n' '_')-$form.json"
    preset=()
    [ "$form" = desktop ] && preset=(--preset=desktop)
    # A second try only for a run Lighthouse itself could not record (NO_NAVSTART under load).
    for attempt in 1 2; do
      if npx --yes lighthouse@13 "$origin$page" "${preset[@]}" --quiet --output=json --output-path="$report" \
        --chrome-path=/usr/bin/chromium \
        --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking" >"$report.log" 2>&1; then
        break
      fi
      echo "lighthouse failed on $page ($form), attempt $attempt:" >&2
      tail -5 "$report.log" >&2
      [ "$attempt" = 2 ] && exit 1
    done
    npx tsx bench/lighthouse-row.ts "$report" "$page" "$form"
  done
done
