#!/usr/bin/env bash
# Lighthouse's mobile profile (simulated: 4x CPU slowdown, slow 4G) against a
# built dist/, served with gzip on the loopback (scripts/serve-gzip.py), in
# Debian's Chromium. Prints FCP, LCP, TBT, the longest main-thread tasks and
# the performance score of each run, then the median of the runs.
#
# Lighthouse 12.2.3 is pinned (13 needs Node 22) and installed on first use
# into target/lighthouse/ (npm install --prefix), apart from the project's
# node_modules, which other checkouts share.
#
# Usage: scripts/lighthouse.sh [DIST] [RUNS]   (dist/ and 3 by default)
#        PAGE=studio.html?editor=1 scripts/lighthouse.sh   (another page)
# Each run's report and trace: target/lighthouse/run-N.report.json and
# run-N.report-0.trace.json (open the trace in Chromium's Performance panel).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
dist="$(cd "${1:-$root/dist}" && pwd)"
runs="${2:-3}"
page="${PAGE:-}"
out="$root/target/lighthouse"
version="12.2.3"
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"

[[ -f "$dist/index.html" ]] || { echo "lighthouse: no index.html in $dist (build first: trunk build --release)" >&2; exit 1; }
[[ -x "$CHROME_PATH" ]] || { echo "lighthouse: no Chromium at $CHROME_PATH" >&2; exit 1; }

mkdir -p "$out"
lh="$out/node_modules/.bin/lighthouse"
if [[ ! -x "$lh" ]] || [[ "$("$lh" --version)" != "$version" ]]; then
    npm install --prefix "$out" --no-audit --no-fund --silent "lighthouse@$version"
fi

server_pid=""
cleanup() { [[ -n "$server_pid" ]] && kill "$server_pid" 2>/dev/null; wait 2>/dev/null || true; }
trap cleanup EXIT
python3 "$root/scripts/serve-gzip.py" "$dist" 0 >"$out/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 50); do
    grep -q '^serving' "$out/server.log" 2>/dev/null && break
    sleep 0.1
done
base="$(sed -n 's/^serving .* on //p' "$out/server.log")"
[[ -n "$base" ]] || { echo "lighthouse: the server did not start:" >&2; cat "$out/server.log" >&2; exit 1; }
url="$base$page"
echo "lighthouse $version, mobile (simulated 4x CPU, slow 4G), $url, $runs run(s)"

for i in $(seq "$runs"); do
    rm -f "$out/run-$i".*
    "$lh" "$url" --quiet --only-categories=performance --output=json --output-path="$out/run-$i.report.json" \
        --save-assets --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage"
done

node - "$out" "$runs" <<'JS'
const fs = require('fs');
const [out, runs] = [process.argv[2], Number(process.argv[3])];
const ms = (v) => `${Math.round(v)} ms`;
const rows = [];
for (let i = 1; i <= runs; i++) {
    const r = JSON.parse(fs.readFileSync(`${out}/run-${i}.report.json`, 'utf8'));
    const a = r.audits;
    const tasks = (a['long-tasks']?.details?.items ?? []).slice().sort((x, y) => y.duration - x.duration);
    const row = {
        fcp: a['first-contentful-paint'].numericValue,
        lcp: a['largest-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        longest: tasks[0]?.duration ?? 0,
        score: r.categories.performance.score,
    };
    rows.push(row);
    console.log(`run ${i}: FCP ${ms(row.fcp)}, LCP ${ms(row.lcp)}, TBT ${ms(row.tbt)}, longest task ${ms(row.longest)}, score ${row.score}`);
    for (const t of tasks.slice(0, 5)) {
        console.log(`    task ${ms(t.duration)} at ${ms(t.startTime)}  ${String(t.url).replace(/^https?:\/\/[^/]+\//, '')}`);
    }
    const lcpEl = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
    if (lcpEl) console.log(`    LCP element: ${lcpEl.slice(0, 100)}`);
    else {
        // Lighthouse 12.2.3 in Debian's Chromium often fails to name it
        // (its TraceElements gatherer errs): the trace's last candidate says
        // at least the element's tag, kind and painted area.
        const trace = JSON.parse(fs.readFileSync(`${out}/run-${i}.report-0.trace.json`, 'utf8'));
        const events = trace.traceEvents ?? trace;
        const last = events.filter((e) => e.name === 'largestContentfulPaint::Candidate').pop()?.args?.data;
        if (last) console.log(`    LCP element: <${last.nodeName}> (${last.type}, ${last.size} px², from the trace)`);
    }
    const dom = a['dom-size']?.numericValue;
    if (dom) console.log(`    DOM elements: ${dom}`);
}
const median = (k) => rows.map((r) => r[k]).sort((x, y) => x - y)[Math.floor(rows.length / 2)];
console.log(`median: FCP ${ms(median('fcp'))}, LCP ${ms(median('lcp'))}, TBT ${ms(median('tbt'))}, longest task ${ms(median('longest'))}, score ${median('score')}`);
JS
