// Screenshots of the board's look (issue 23 points 14 and 15), for looking
// at: each of the four board themes with the material on the bars after a
// few captures, the Preferences dialog, and the editor in a theme, each at
// 390x844 (touch) and 1280x800, light and dark.
//
//   BELTBOARD_URL=http://127.0.0.1:PORT/ node scripts/shots-prefs.mjs DIR
import { chromium } from 'playwright-core';
import { BASE, CHROMIUM_OPTIONS } from '../tests/browser/harness.mjs';

const dir = process.argv[2] ?? '/work/shots/polish';
const browser = await chromium.launch(CHROMIUM_OPTIONS);
const devices = [
    { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    { name: 'desktop', viewport: { width: 1280, height: 800 } },
];
// exd5 Qxd5 Nc3 Nf6 Nxd5 Nxd5: White has taken a pawn and the queen, Black
// a pawn and a knight: White's bar shows the queen and +6, Black's the knight.
const game = `${BASE}?variant=full-belt&ai=none&moves=e2e4_h%2B1,d7d5_a%2B1,e4d5_h%2B1,d8d5_a%2B1,b1c3_h%2B1,g8f6_a%2B1,c3d5_h%2B1,f6d5_a%2B1`;

for (const device of devices) {
    for (const scheme of ['light', 'dark']) {
        const context = await browser.newContext({ ...device, colorScheme: scheme, reducedMotion: 'reduce' });
        const page = await context.newPage();
        const tag = `${device.name}-${scheme}`;
        for (const theme of ['brown', 'blue', 'green', 'grey']) {
            await page.goto(BASE);
            await page.evaluate((t) => localStorage.setItem('beltboard.prefs', `pause=0&intro=1&coach=1&board=${t}`), theme);
            await page.goto(game);
            await page.waitForSelector('[data-square="e4"]');
            await page.click('[data-square="d5"]');
            await page.screenshot({ path: `${dir}/theme-${theme}-${tag}.png` });
        }
        const material = await page.$$eval('[data-material]', (els) => els.map((e) => `${e.dataset.material}:${e.dataset.diff}:${e.textContent.trim()}`));
        console.log(tag, 'material', JSON.stringify(material));
        await page.click('[data-action="prefs"]');
        await page.waitForSelector('dialog[data-dialog="prefs"]');
        await page.screenshot({ path: `${dir}/prefs-${tag}.png`, fullPage: true });
        await page.goto(`${BASE}studio.html?editor=1&variant=full-belt`);
        await page.waitForSelector('[data-square="a1"]');
        await page.screenshot({ path: `${dir}/editor-grey-${tag}.png` });
        await context.close();
    }
}
await browser.close();
