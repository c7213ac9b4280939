// Measures the analysis board in Chromium (issue 12, point 4):
// 1. the depth the engine reaches after 10 s from each start position, with
//    1 worker and with all workers (the `workers` preference: 0 = one per core);
// 2. the review of a 30-turn game at the default budget (0.5 s a position,
//    on all workers): its wall time, and the longest main-thread task while
//    it runs (PerformanceObserver 'longtask': the goal is none over 50 ms).
//   REVIEW_GAME='d2d3 2+5,g8f6 8+7,...' [REVIEW_VARIANT=no-pawns] \
//   BELTBOARD_URL=http://127.0.0.1:8080/ node scripts/bench-analysis.mjs [seconds] [--review-only|--depth-only]
import { BASE, launch, preparePage } from '../tests/browser/harness.mjs';

const seconds = Number(process.argv.find((a) => /^\d+(\.\d+)?$/.test(a)) ?? 10);
const only = process.argv.find((a) => a.startsWith('--'));
const starts = ['full-belt', 'full-belt-howe', 'no-pawns', 'no-pawns-one-king'];
// The game to review (its turns as a link's moves=, e.g. a 30-turn game of
// the native AI against itself: `beltboard bestmove --movetime 100` turn by turn)
// and its variant.
const GAME = process.env.REVIEW_GAME ?? '';
const VARIANT = process.env.REVIEW_VARIANT ?? 'full-belt';

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
            const { page, context } = await board(`variant=${variant}`, `workers=${workers}`);
            await page.waitForTimeout(seconds * 1000);
            const state = await page.textContent('[data-engine-state]');
            const longest = await page.evaluate(() => Math.max(0, ...window.__longTasks));
            const cores = await page.evaluate(() => navigator.hardwareConcurrency);
            console.log(
                `${variant}: ${workers === 0 ? `all workers (${cores})` : '1 worker'} after ${seconds} s: ${state.trim()}; ` +
                    `longest main-thread task ${Math.round(longest)} ms`,
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
