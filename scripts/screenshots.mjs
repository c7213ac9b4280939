// Takes screenshots of the app at phone and desktop widths in both themes,
// in the move phase and in the belt phase, and of the loading skeleton (the
// app's wasm held back), for a human to look at.
//   BELTBOARD_URL=http://127.0.0.1:8080/ node scripts/screenshots.mjs [out-dir]
import { BASE, launch, openApp, preparePage, clickSquare, newGame } from '../tests/browser/harness.mjs';
import { mkdirSync } from 'node:fs';

const out = process.argv[2] ?? 'screenshots';
mkdirSync(out, { recursive: true });
const browser = await launch();
const skeletonSizes = { 'phone-390': { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
for (const [name, viewport] of Object.entries(skeletonSizes)) {
    for (const colorScheme of ['light', 'dark']) {
        const { page, context } = await preparePage(browser, { viewport, colorScheme });
        // The app's wasm never arrives: the page stays on its skeleton.
        await page.route(/\/app-[0-9a-f]+_bg\.wasm$/, () => {});
        await page.goto(BASE, { waitUntil: 'commit' });
        await page.waitForSelector('[data-skeleton]', { state: 'visible' });
        await page.screenshot({ path: `${out}/${name}-${colorScheme}-skeleton.png` });
        await context.close();
    }
}
const sizes = { phone: { width: 320, height: 640 }, desktop: { width: 1280, height: 800 } };
for (const [name, viewport] of Object.entries(sizes)) {
    for (const colorScheme of ['light', 'dark']) {
        const { page, context } = await openApp(browser, { viewport, colorScheme });
        await newGame(page, { mode: 'two-players' });
        await page.screenshot({ path: `${out}/${name}-${colorScheme}-move.png`, fullPage: true });
        await clickSquare(page, 'g1');
        await page.screenshot({ path: `${out}/${name}-${colorScheme}-selected.png`, fullPage: true });
        await clickSquare(page, 'f3');
        for (let i = 0; i < 4; i++) await page.click('[data-belt-shift="f+"]');
        await page.screenshot({ path: `${out}/${name}-${colorScheme}-belt.png`, fullPage: true });
        await page.click('[data-action="confirm-belt"]');
        await page.screenshot({ path: `${out}/${name}-${colorScheme}-after.png`, fullPage: true });
        await page.click('[data-action="new-game"]');
        await page.screenshot({ path: `${out}/${name}-${colorScheme}-new-game.png` });
        await page.keyboard.press('Escape');
        await page.click('[data-action="rules"]');
        await page.screenshot({ path: `${out}/${name}-${colorScheme}-rules.png` });
        await page.keyboard.press('Escape');
        await newGame(page, { variant: 'no-pawns', mode: 'two-players' });
        for (const t of ['Nd2', 'Be6', 'Ne2', 'e6b3']) {
            await page.fill('[data-input="move"]', t);
            await page.press('[data-input="move"]', 'Enter');
        }
        await page.screenshot({ path: `${out}/${name}-${colorScheme}-mate.png`, fullPage: true });
        await context.close();
    }
}
await browser.close();
console.log(`screenshots in ${out}/`);
