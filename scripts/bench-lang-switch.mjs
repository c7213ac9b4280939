// How long a language switch takes (issue 24, point 7: within 300 ms
// locally): Preferences' language menu set to each language in turn, timed
// by the page's own clock from the change to the frame that shows the
// status line in the new language (its first fetch, then a switch back to
// a language already loaded). A benchmark, not a test: it prints figures.
//
//   BELTBOARD_URL=http://127.0.0.1:PORT/ node scripts/bench-lang-switch.mjs
import { BASE, launch, preparePage } from '../tests/browser/harness.mjs';

const browser = await launch();
const { page, context } = await preparePage(browser, { serviceWorkers: 'block' });
await page.goto(`${BASE}?variant=full-belt&ai=none`);
await page.waitForSelector('[data-square="e4"]');
await page.click('[data-action="prefs"]');
const select = '[data-dialog="prefs"] select[data-setting="lang"]';
await page.waitForSelector(select);
const rows = [];
for (const lang of ['de', 'ru', 'fr', 'es', 'it', 'en', 'de']) {
    const before = await page.textContent('[data-status]');
    // The change and the watch start in the page, on its clock: the time
    // ends at the first frame painted after the status line changed.
    const timing = page.evaluate(([lang, before]) => new Promise((done) => {
        const start = performance.now();
        const check = () => {
            const status = document.querySelector('[data-status]').textContent;
            if (document.documentElement.lang === lang && status !== before) {
                requestAnimationFrame(() => done(performance.now() - start));
            } else {
                requestAnimationFrame(check);
            }
        };
        const menu = document.querySelector('[data-dialog="prefs"] select[data-setting="lang"]');
        menu.value = lang;
        menu.dispatchEvent(new Event('change', { bubbles: true }));
        requestAnimationFrame(check);
    }), [lang, before]);
    rows.push(`${lang}: ${Math.round(await timing)} ms`);
}
console.log(`language switch, change to painted in the new language: ${rows.join(', ')}`);
await context.close();
await browser.close();
