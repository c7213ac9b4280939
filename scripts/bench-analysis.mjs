// Measures the analysis board in Chromium (issue 12, point 4):
// 1. the depth the engine reaches after 10 s from each start position, with
//    1 worker and with all workers (the `workers` preference: 0 = one per core);
// 2. the review of a 30-turn game at the default budget (0.5 s a position,
//    on all workers): its wall time, and the longest main-thread task while
//    it runs (PerformanceObserver 'longtask': the goal is none over 50 ms).
//   [REVIEW_GAME='d2d3 2+5,g8f6 8+7,...'] [REVIEW_VARIANT=no-pawns] \
//   BELTBOARD_URL=http://127.0.0.1:8080/ node scripts/bench-analysis.mjs [seconds] [--review-only|--depth-only]
import { BASE, launch, preparePage } from '../tests/browser/harness.mjs';

const seconds = Number(process.argv.find((a) => /^\d+(\.\d+)?$/.test(a)) ?? 10);
const only = process.argv.find((a) => a.startsWith('--'));
const starts = ['full-belt', 'full-belt-howe', 'no-pawns', 'no-pawns-one-king'];
// The game to review (its turns as a link's moves=, e.g. a 30-turn game of
// the native AI against itself: `beltboard bestmove --movetime 100` turn by turn)
// and its variant.
const VARIANT = process.env.REVIEW_VARIANT ?? 'full-belt';
// Without REVIEW_GAME: a 30-turn game of each variant made that way.
const GAMES = {
    'full-belt': 'd2d3 2+5,g8f6 8+7,f2f4 1+6,a7a6 8+6,e1f3 7+1,c8b7 6+1,f4f5 d+2,b7c6 c+4,c5b4 3+3,e7e5 8+5,' +
        'd5d6 h+5,g8h8 g+6,b1c2 h+2,h2g3 6+5,b4a5 3+4,c3d4 8+7,c2c7 b+4,b4b2 6+3,c7b6 2+3,d4d3 6+3,' +
        'a5b4 1+6,d3e4 4+4,f4g5 1+5,a4b4 f+3,g7e7 1+1,b4c5 2+2,e3g2 e+6,c5b6 4+2,g4e4 2+6,e6b3 e+6',
    'no-pawns': 'f1e2,g8e7,h1h6,c8e6,b1a3,e7d5,c1g5,f8e7,a1b1,d5e3,d1c1,e7f6,g1f3,e3c4,f3e5,f6e7,a3b5,e8f8,' +
        'b5d6,e7f6,h6h4,e6f7,d6f5,h8g8,b1b2,f6e7,g5h6,g8g7,h6e3,a8a1',
};
const GAME = process.env.REVIEW_GAME ?? GAMES[VARIANT] ?? '';

const browser = await launch();

/** The analysis board at `query` with the preferences `prefs`, long tasks recorded from the start. */
async function board(query, prefs) {
    const { page, context } = await preparePage(browser);
    await page.addInitScript((prefs) => {
        localStorage.setItem('beltboard.prefs', prefs);
        window.__longTasks = [];
        new PerformanceObserver((list) => {
            for (const e of list.getEntries()) window.__longTasks.push(e.duration);
        }).observe({ type: 'longtask', buffered: true });
    }, prefs);
    await page.goto(`${BASE}studio.html?analysis=1&${query}`);
    await page.waitForSelector('[data-analysis]');
    return { page, context };
}

if (only !== '--review-only') {
    for (const variant of starts) {
        for (const workers of [1, 0]) {
            const opened = Date.now();
            const { page, context } = await board(`variant=${variant}`, `workers=${workers}`);
            // The page's start (wasm compiled, first render) apart from the analysis itself.
            await page.waitForSelector('[data-line="0"]', { timeout: seconds * 1000 });
            const started = await page.evaluate(() => (window.__startTasks = window.__longTasks.length));
            await page.waitForTimeout(Math.max(0, seconds * 1000 - (Date.now() - opened)));
            const state = await page.textContent('[data-engine-state]');
            const [atStart, analysing] = await page.evaluate((n) => [
                Math.max(0, ...window.__longTasks.slice(0, n)),
                Math.max(0, ...window.__longTasks.slice(n)),
            ], started);
            const cores = await page.evaluate(() => navigator.hardwareConcurrency);
            console.log(
                `${variant}: ${workers === 0 ? `all workers (${cores})` : '1 worker'} after ${seconds} s: ${state.trim()}; ` +
                    `longest main-thread task while analysing ${Math.round(analysing)} ms (page start ${Math.round(atStart)} ms)`,
            );
            await context.close();
        }
    }
}

if (only !== '--depth-only') {
    if (!GAME) throw new Error('set REVIEW_GAME to a 30-turn game (moves= of a link), or pass --depth-only');
    const turns = GAME.split(',').length;
    const { page, context } = await board(`variant=${VARIANT}&moves=${encodeURIComponent(GAME)}`, 'workers=0&review=500');
    // The first worker's wasm is loaded before the clock starts.
    await page.waitForTimeout(1000);
    await page.evaluate(() => (window.__longTasks = []));
    const started = Date.now();
    await page.click('[data-action="review"]');
    await page.waitForSelector('[data-review][data-review-done="true"]', { timeout: 300000 });
    const ms = Date.now() - started;
    const longest = await page.evaluate(() => window.__longTasks.slice().sort((a, b) => b - a));
    const marks = await page.$$eval('.tree-list [data-mark]', (els) => els.map((e) => e.dataset.mark));
    console.log(
        `review of a ${turns}-turn game (${turns + 1} positions) at 0.5 s a position on all workers: ${(ms / 1000).toFixed(1)} s; ` +
            `long tasks: ${longest.length ? longest.map((d) => `${Math.round(d)} ms`).join(', ') : 'none'}; marks: ${marks.join(' ') || 'none'}`,
    );
    await context.close();
}
await browser.close();
