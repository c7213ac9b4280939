// Measures the AI in the browser with 1 and with N web workers (issue 10,
// point 4): level 5 (2 s a turn) answers the first turn of each start
// position, and of the position of issue 10's report, several times each;
// after each answer the page's AI line ("AI: depth 5 · +0.12 for White ·
// 1.2M nodes") gives the depth and nodes of the search that chose it.
// Prints, per position and worker count, the mean nodes per turn (per
// second: over the 2 s) and the mean depth, and the ratio of nodes.
//   BELTBOARD_URL=http://127.0.0.1:8080/ node scripts/bench-workers.mjs [runs] [workers...]
import { BASE, launch, preparePage } from '../tests/browser/harness.mjs';

const runs = Number(process.argv[2] ?? 3);
const counts = process.argv.length > 3 ? process.argv.slice(3).map(Number) : [1, 2];
const positions = {
    'full-belt start': 'variant=full-belt&ai=w&level=5',
    'full-belt-howe start': 'variant=full-belt-howe&ai=w&level=5',
    'no-pawns start': 'variant=no-pawns&ai=w&level=5',
    'no-pawns-one-king start': 'variant=no-pawns-one-king&ai=w&level=5',
    'issue 10 position': 'variant=full-belt&moves=g2g3_1%2B1,g8h6_8%2B3,c1b3_1%2B3&ai=b&level=5',
};

/** `1.2M` -> 1200000, `52.2k` -> 52200, `812` -> 812. */
function count(text) {
    const m = /^([\d.]+)([kM]?)$/.exec(text);
    return Number(m[1]) * ({ k: 1e3, M: 1e6 }[m[2]] ?? 1);
}

const browser = await launch();
const rows = [];
for (const [name, query] of Object.entries(positions)) {
    for (const workers of counts) {
        const seen = [];
        for (let run = 0; run < runs; run++) {
            const { page, context } = await preparePage(browser);
            // No pause before the AI's answer; the worker count under test.
            await page.addInitScript((w) => {
                localStorage.setItem('beltboard.prefs', `pause=0&speed=800&intro=1&workers=${w}`);
            }, workers);
            await page.goto(`${BASE}?${query}`);
            await page.waitForSelector('[data-ai-info]', { timeout: 30000 });
            const text = await page.textContent('[data-ai-info]');
            const m = /depth (\d+) · .* · ([\d.]+[kM]?) nodes/.exec(text);
            if (m) seen.push({ depth: Number(m[1]), nodes: count(m[2]) });
            await context.close();
        }
        const mean = (f) => seen.reduce((s, x) => s + f(x), 0) / Math.max(seen.length, 1);
        rows.push({ name, workers, nodes: mean((x) => x.nodes), depth: mean((x) => x.depth) });
    }
}
await browser.close();
for (const r of rows) {
    const base = rows.find((b) => b.name === r.name && b.workers === counts[0]);
    console.log(
        `${r.name}: ${r.workers} worker(s): ${(r.nodes / 1e6).toFixed(2)} M nodes a turn ` +
            `(${(r.nodes / 2e6).toFixed(2)} M/s), depth ${r.depth.toFixed(1)}, ${(r.nodes / base.nodes).toFixed(2)}x`,
    );
}
const total = (w) => rows.filter((r) => r.workers === w).reduce((s, r) => s + r.nodes, 0);
for (const w of counts.slice(1)) console.log(`all positions: ${w} workers visit ${(total(w) / total(counts[0])).toFixed(2)}x the nodes of ${counts[0]}`);
