// Screenshots of the extras' share and library dialogs (src/ui/extras.rs) in
// a long language, phone and desktop, light and dark; and the word that a
// dialog opens while the extras' first load is held back.
//   BELTBOARD_URL=http://127.0.0.1:PORT/ node scripts/shots-extras.mjs DIR
import { launch, preparePage } from '../tests/browser/harness.mjs';
const out = process.argv[2] ?? '/work/shots/extras';
const { mkdirSync } = await import('node:fs');
mkdirSync(out, { recursive: true });
const browser = await launch();
for (const [size, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]]) {
    for (const scheme of ['light', 'dark']) {
        const { page, context } = await preparePage(browser, { viewport, colorScheme: scheme });
        await page.goto(`${process.env.BELTBOARD_URL}?lang=de&variant=full-belt&ai=none`);
        await page.waitForSelector('[data-square="e4"]');
        for (const dialog of ['share', 'library']) {
            await page.click(`[data-action="${dialog}"]`);
            await page.waitForSelector(`dialog[data-dialog="${dialog}"][open]`);
            if (dialog === 'share') await page.click('[data-action="embed-builder"]');
            await page.waitForTimeout(400);
            await page.screenshot({ path: `${out}/de-${size}-${scheme}-${dialog}.png` });
            await page.keyboard.press('Escape');
            await page.waitForSelector('[data-dialog]', { state: 'detached' });
        }
        await context.close();
        // A first load held back (no service worker, the wasm's route waits).
        const held = await preparePage(browser, { viewport, colorScheme: scheme, serviceWorkers: 'block' });
        await held.page.route(/extras_bg\.wasm/, () => {});
        await held.page.goto(`${process.env.BELTBOARD_URL}?lang=de&variant=full-belt&ai=none`);
        await held.page.waitForSelector('[data-square="e4"]');
        await held.page.click('[data-action="new-game"]');
        await held.page.waitForSelector('[data-extras-wait]');
        await held.page.waitForTimeout(800);
        await held.page.screenshot({ path: `${out}/de-${size}-${scheme}-opening.png` });
        await held.context.close();
        console.log(`${size} ${scheme}: done`);
    }
}
await browser.close();
