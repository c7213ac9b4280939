import { launch, openApp } from './tests/browser/harness.mjs';
const browser = await launch();
for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]]) {
    for (const colorScheme of ['light', 'dark']) {
        const { page, context } = await openApp(browser, { viewport, colorScheme });
        await page.click('[data-action="prefs"]');
        await page.waitForSelector('dialog[data-dialog="prefs"]');
        await page.screenshot({ path: `/tmp/shots/prefs-${name}-${colorScheme}.png` });
        await context.close();
    }
}
await browser.close();
