// Measures the AI in the browser with 1 and with N web workers (issue 10,
// point 4): AI against AI at level 5 (2 s a turn), from each variant's
// start, for a number of plies; after each turn the page's AI line
// ("AI: depth 5 · +0.12 for White · 1.2M nodes") gives the depth and nodes
// of the search that chose it. Prints the mean nodes per turn and depth per
// worker count, and the ratio of nodes. The positions are those of real
// play, so they differ from one run to the next: compare means over many
// plies, not single turns.
//   BELTBOARD_URL=http://127.0.0.1:8080/ node scripts/bench-workers.mjs [plies] [workers...]
import { launch, openApp, newGame } from '../tests/browser/harness.mjs';

const plies = Number(process.argv[2] ?? 10);
const counts = process.argv.length > 3 ? process.argv.slice(3).map(Number) : [1, 2];
const variants = ['full-belt', 'no-pawns'];

/** `1.2M` -> 1200000, `52.2k` -> 52200, `812` -> 812. */
function count(text) {
    const m = /^([\d.]+)([kM]?)$/.exec(text);
    return Number(m[1]) * ({ k: 1e3, M: 1e6 }[m[2]] ?? 1);
}

const browser = await launch();
const table = [];
for (const workers of counts) {
    for (const variant of variants) {
        const { page, context } = await openApp(browser);
        // No pauses between the AI's turns; the worker count under test.
        await page.evaluate((w) => localStorage.setItem('beltboard.prefs', `pause=0&speed=0&intro=1&workers=${w}`), workers);
        await page.reload();
        await page.waitForSelector('[data-square="e4"]');
        await newGame(page, { variant, mode: 'ai-vs-ai', level: '5' });
        const seen = [];
        for (let ply = 1; ply <= plies; ply++) {
            try {
                await page.waitForSelector(`[data-ply="${ply}"]`, { timeout: 30000 });
            } catch {
                break; // the game ended
            }
            const text = await page.textContent('[data-ai-info]');
            const m = /depth (\d+) · .* · ([\d.]+[kM]?) nodes/.exec(text);
            if (m) seen.push({ depth: Number(m[1]), nodes: count(m[2]) });
        }
        await context.close();
        const mean = (f) => seen.reduce((s, x) => s + f(x), 0) / Math.max(seen.length, 1);
        table.push({ workers, variant, turns: seen.length, nodes: Math.round(mean((x) => x.nodes)), depth: mean((x) => x.depth).toFixed(2) });
        console.log(JSON.stringify(table.at(-1)));
    }
}
await browser.close();
for (const variant of variants) {
    const rows = table.filter((r) => r.variant === variant);
    const base = rows.find((r) => r.workers === counts[0]);
    for (const r of rows) {
        console.log(`${variant}: ${r.workers} worker(s): ${r.nodes} nodes a turn (${(r.nodes / 2).toFixed(0)} per second), depth ${r.depth}, ${(r.nodes / base.nodes).toFixed(2)}x the nodes of ${counts[0]}`);
    }
}
