// Screenshots of the clocks' and live play's states (issues 25 and 26), for
// looking at: a running clock, low time, a loss on time, each at 390x844
// (touch) and 1280x800, light and dark; and the geometry of point 8 (the
// bars with clocks fit at 390 px, the clock of the side to move visible in
// the belt phase without scrolling), printed.
//
//   BELTBOARD_URL=http://127.0.0.1:PORT/ node scripts/shots-clock.mjs DIR
import { chromium } from 'playwright-core';
import { BASE, CHROMIUM_OPTIONS, typeTurn } from '../tests/browser/harness.mjs';

const dir = process.argv[2] ?? '/work/shots/clocklive';
const browser = await chromium.launch(CHROMIUM_OPTIONS);
const devices = [
    { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

/** Where an element is, relative to the viewport. */
const box = (page, sel) => page.$eval(sel, (e) => {
    const r = e.getBoundingClientRect();
    return { left: Math.round(r.left), right: Math.round(r.right), top: Math.round(r.top), bottom: Math.round(r.bottom) };
});

for (const device of devices) {
    for (const scheme of ['light', 'dark']) {
        const context = await browser.newContext({ ...device, colorScheme: scheme, reducedMotion: 'reduce' });
        const page = await context.newPage();
        const tag = `${device.name}-${scheme}`;
        // A running clock, in the belt phase of Black's turn.
        await page.goto(`${BASE}?variant=full-belt&ai=none&clock=3%2B2`);
        await page.waitForSelector('[data-clock="b"]');
        await typeTurn(page, 'g1f3 a+1');
        await page.waitForSelector('[data-clock="b"][data-running]');
        await page.click('[data-square="g8"]');
        await page.click('[data-square="f6"]');
        await page.waitForFunction(() => document.querySelector('[data-fen]')?.dataset.phase === 'belt');
        await page.screenshot({ path: `${dir}/running-${tag}.png` });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        const clock = await box(page, '[data-clock="b"][data-running]');
        const bars = await page.$$eval('.player-bar', (bs) => bs.map((b) => Math.round(b.getBoundingClientRect().right)));
        console.log(`${tag}: page width ${width} (viewport ${device.viewport.width}), bars' right edges ${bars}, `
            + `running clock at ${JSON.stringify(clock)} (viewport height ${device.viewport.height}), scrollY ${await page.evaluate(() => scrollY)}`);
        // Low time and a loss on time: a 0.25+0 game (15 s, low from the start).
        await page.goto(`${BASE}?variant=no-pawns&ai=none&clock=0.25%2B0`);
        await page.waitForSelector('[data-clock="b"]');
        await typeTurn(page, 'b1c3');
        await page.waitForSelector('[data-clock="b"].low[data-running]');
        await page.screenshot({ path: `${dir}/low-${tag}.png` });
        await page.waitForSelector('[data-result]', { timeout: 30000 });
        await page.screenshot({ path: `${dir}/lost-on-time-${tag}.png`, fullPage: true });
        await context.close();
    }
}
await browser.close();
