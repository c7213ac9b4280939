// Measures the AI in the browser with 1 and with N web workers (issue 10,
// point 4): level 5 (2 s a turn) answers the first turn of each start
// position, and of the position of issue 10's report, several times each;
// after each answer the page's AI line gives the depth, nodes and time of the
// search that chose it (data-depth, data-nodes, data-ms). A search starts no
// new depth after half its time, so turns take 1 to 2 s: the speed compared
// is nodes per second of search. Prints, per position and worker count, the
// nodes per second, the mean depth, and the ratio of speeds.
//   BELTBOARD_URL=http://127.0.0.1:8080/ node scripts/bench-workers.mjs [runs] [workers...]
// (BENCH_POSITIONS: a comma-separated list of the position names below, to measure only those.)
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
// Full Belt middlegames from games between level 5 engines (issue 22; the
// same as `beltboard bench --search`'s middlegames 4 to 6), Black to move.
const middlegames = [
    '1r1n3n/pp1pqp2/1pb3pR/4P2k/3KB2P/2r1B2N/PPpp1PP1/1Q2NP2 b - h 4 7',
    'r1r2k1n/qpp1P2p/3pRpP1/P7/N3p2K/1b1P2p1/1P3P1P/Q1BN1R2 b - e 1 7',
    'rpp1P2r/p2P2P1/1k1Q1KN1/4B1nP/3p2p1/1Pqp4/1NBp4/Rnb4P b - b 2 7',
];
middlegames.forEach((fen, i) => {
    positions[`middlegame ${i + 4}`] = `variant=full-belt&fen=${encodeURIComponent(fen)}&ai=b&level=5`;
});
// BENCH_POSITIONS="full-belt start,middlegame 4" measures only those.
const only = process.env.BENCH_POSITIONS?.split(',').map((n) => n.trim());
if (only) {
    for (const name of Object.keys(positions)) if (!only.includes(name)) delete positions[name];
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
            const info = await page.$eval('[data-ai-info]', (e) => ({ ...e.dataset }));
            seen.push({ depth: Number(info.depth), nodes: Number(info.nodes), ms: Number(info.ms) });
            await context.close();
        }
        const mean = (f) => seen.reduce((s, x) => s + f(x), 0) / Math.max(seen.length, 1);
        const nps = seen.reduce((s, x) => s + x.nodes, 0) / Math.max(seen.reduce((s, x) => s + x.ms, 0), 1) * 1000;
        rows.push({ name, workers, nps, depth: mean((x) => x.depth), ms: mean((x) => x.ms) });
    }
}
await browser.close();
for (const r of rows) {
    const base = rows.find((b) => b.name === r.name && b.workers === counts[0]);
    console.log(
        `${r.name}: ${r.workers} worker(s): ${(r.nps / 1e6).toFixed(2)} M nodes/s, depth ${r.depth.toFixed(1)} ` +
            `in ${Math.round(r.ms)} ms, ${(r.nps / base.nps).toFixed(2)}x the speed`,
    );
}
const total = (w) => rows.filter((r) => r.workers === w).reduce((s, r) => s + r.nps, 0);
for (const w of counts.slice(1)) console.log(`all positions: ${w} workers search ${(total(w) / total(counts[0])).toFixed(2)}x the nodes per second of ${counts[0]}`);
