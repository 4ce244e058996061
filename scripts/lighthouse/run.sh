#!/usr/bin/env bash
# Lighthouse 13.5.0, mobile preset (simulated throttling), on the legacy home and product pages, with and
# without the bundle, as the first page of a session and as a later one (docs/performance.md#every-fixture-page-layout-shift-blocking-tasks-bytes).
# Lighthouse is not a project dependency: it is installed once into LH_DIR (default /tmp/lh) from npm.
#   scripts/lighthouse/run.sh [runs=3]
set -euo pipefail
cd "$(dirname "$0")/../.."
RUNS="${1:-3}"
LH_DIR="${LH_DIR:-/tmp/lh}"
SERVER_PORT="${LH_SERVER_PORT:-4194}"
PROXY_PORT="${LH_PROXY_PORT:-4195}"
if [ ! -d "$LH_DIR/node_modules/lighthouse" ]; then
  mkdir -p "$LH_DIR"
  (cd "$LH_DIR" && npm init -y >/dev/null && npm install --no-audit --no-fund lighthouse@13.5.0 puppeteer-core >/dev/null)
fi
cp scripts/lighthouse/flow.mjs scripts/lighthouse/proxy.mjs "$LH_DIR/"
npx vite build >/dev/null
PORT="$SERVER_PORT" node --import tsx fixtures/server.ts >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$SERVER_PORT/" >/dev/null && break; sleep 0.2; done
node "$LH_DIR/proxy.mjs" "$PROXY_PORT" "$SERVER_PORT" >/dev/null 2>&1 &
proxy=$!
trap 'kill $server $proxy 2>/dev/null || true' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$PROXY_PORT/" >/dev/null && break; sleep 0.2; done
out="$LH_DIR/runs.jsonl"
: >"$out"
for page in main projector; do
  for variant in "" "?sf=off"; do
    for _ in $(seq "$RUNS"); do
      (cd "$LH_DIR" && CHROME_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}" timeout 600 node flow.mjs "http://127.0.0.1:$PROXY_PORT/fixtures/pages/$page.html$variant") | grep '^{"url"' | tee -a "$out"
    done
  done
done
# Medians per page, variant and step.
node -e '
const rows = require("fs").readFileSync(process.argv[1], "utf8").trim().split("\n").map((l) => JSON.parse(l));
const med = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const groups = new Map();
for (const r of rows) for (const s of r.rows) { const k = `${r.url.replace(/^.*\/pages\//, "")} | ${s.step}`; if (!groups.has(k)) groups.set(k, []); groups.get(k).push(s); }
console.log("| page | step | CLS | TBT ms | LCP ms | FCP ms | runs |\n|---|---|---|---|---|---|---|");
for (const [k, xs] of groups) console.log(`| ${k} | ${med(xs.map((x) => x.cls)).toFixed(4)} | ${Math.round(med(xs.map((x) => x.tbt)))} | ${Math.round(med(xs.map((x) => x.lcp)))} | ${Math.round(med(xs.map((x) => x.fcp)))} | ${xs.length} |`);
' "$out"
