// What a running clock costs the page (issue 25's closing note): a hotseat
// game at 3+2, Black's clock running for SECONDS, with a long-task observer
// (tasks over 50 ms) and the DevTools Performance metrics before and
// after: the script and task time per 100 ms tick. And the long tasks of a
// turn played on the clock (typed in the move box).
//
//   BELTBOARD_URL=http://127.0.0.1:PORT/ node scripts/bench-clock-ticks.mjs [SECONDS]
import { chromium } from 'playwright-core';
import { BASE, CHROMIUM_OPTIONS, typeTurn } from '../tests/browser/harness.mjs';

const seconds = Number(process.argv[2] ?? 10);
const browser = await chromium.launch(CHROMIUM_OPTIONS);
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.addInitScript(() => {
    window.__long = [];
    new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__long.push(Math.round(e.duration));
    }).observe({ type: 'longtask', buffered: true });
});
await page.goto(`${BASE}?variant=full-belt&ai=none&clock=3%2B2`);
await page.waitForSelector('[data-clock="b"]');
await typeTurn(page, 'g1f3 a+1');
await page.waitForSelector('[data-clock="b"][data-running]');
const cdp = await page.context().newCDPSession(page);
await cdp.send('Performance.enable');
const metric = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
await page.evaluate(() => { window.__long = []; });
const before = await metric();
const t0 = Date.now();
await page.waitForTimeout(seconds * 1000); // a measuring script, not a test: it watches for a fixed time
const after = await metric();
const elapsed = (Date.now() - t0) / 1000;
const ticks = elapsed * 10;
const perTick = (name) => ((after[name] - before[name]) * 1000 / ticks).toFixed(2);
const long = await page.evaluate(() => window.__long);
console.log(`clock running ${elapsed.toFixed(1)} s (${Math.round(ticks)} ticks of 100 ms): `
    + `script ${perTick('ScriptDuration')} ms/tick, task ${perTick('TaskDuration')} ms/tick, `
    + `layout ${perTick('LayoutDuration')} ms/tick, style ${perTick('RecalcStyleDuration')} ms/tick, `
    + `long tasks ${long.length} ${JSON.stringify(long)}`);
await page.evaluate(() => { window.__long = []; });
const turnBefore = await metric();
await typeTurn(page, 'g8f6 b+1');
await page.waitForSelector('[data-clock="w"][data-running]');
const turnAfter = await metric();
console.log(`a turn typed on the clock: task ${((turnAfter.TaskDuration - turnBefore.TaskDuration) * 1000).toFixed(1)} ms `
    + `(typing included), long tasks ${JSON.stringify(await page.evaluate(() => window.__long))}`);
await browser.close();
