// The game page's dialogs in a wasm of their own (src/ui/extras.rs): loaded
// when one is first opened, answering the page with typed replies. The
// dialogs' contents are checked by their own tests (game, learn, library,
// pgn, builder, languages); here, the link itself: the first open, the page's
// state kept in step, Escape, and files that cannot be had.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession, openApp, assertClean, eventually, newGame, typeTurn } from './harness.mjs';

const session = browserSession();

test('the extras load on the first dialog opened, answer the page, and stay loaded', async () => {
    const { page, context, problems } = await openApp(session.browser);
    // Nothing of them on a first render.
    assert.equal(await page.$('[data-extras]'), null, 'the extras loaded with the page');
    const started = Date.now();
    await page.click('[data-action="prefs"]');
    await page.waitForSelector('dialog[data-dialog="prefs"][open]');
    console.log(`# diagnostic: first open of Preferences (the extras loaded): ${Date.now() - started} ms`);
    // A choice made there reaches the page (the board's look is the page's).
    await page.check('dialog[data-dialog="prefs"] input[data-setting="theme"][value="blue"]');
    await eventually(async () => assert.equal(await page.getAttribute('html', 'data-board'), 'blue'), 'the page takes the theme');
    // Escape closes it, and the focus comes back to the button that opened it.
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-dialog]', { state: 'detached' });
    await eventually(async () => {
        assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'prefs');
    }, 'the focus back on Preferences');
    // A second dialog comes from the extras already there.
    const again = Date.now();
    await page.click('[data-action="rules"]');
    await page.waitForSelector('dialog[data-dialog="rules"][open]');
    console.log(`# diagnostic: the rules help, the extras loaded: ${Date.now() - again} ms`);
    assert.equal(await page.locator('script[src="extras.js"]').count(), 1, 'the extras were loaded twice');
    await page.click('dialog[data-dialog="rules"] [data-action="close"]');
    await page.waitForSelector('[data-dialog]', { state: 'detached' });
    assertClean(problems);
    await context.close();
});

test('extras that cannot be loaded: a short notice, the page goes on, and a later open tries again', async () => {
    // No service worker: it would serve the file from its cache, past the route.
    const { page, context } = await openApp(session.browser, { serviceWorkers: 'block' });
    await page.route(/extras_bg\.wasm/, (route) => route.abort());
    await page.click('[data-action="library"]');
    await page.waitForSelector('[data-notice]');
    assert.match(await page.textContent('[data-notice]'), /could not be loaded/);
    assert.equal(await page.$('dialog[open]'), null, 'a dialog left open');
    // The game goes on; once the file can be had, the dialog opens.
    await page.unroute(/extras_bg\.wasm/);
    await page.click('[data-action="library"]');
    await page.waitForSelector('dialog[data-dialog="library"][open]');
    await context.close();
});

test('a slow first load says the dialog opens, until it is on screen', async () => {
    // No service worker, so that the route below holds the file back.
    const { page, context, problems } = await openApp(session.browser, { serviceWorkers: 'block' });
    let release;
    const held = new Promise((resolve) => { release = resolve; });
    await page.route(/extras_bg\.wasm/, async (route) => {
        await held;
        await route.continue();
    });
    await page.click('[data-action="new-game"]');
    await page.waitForSelector('[data-extras-wait]');
    // Said once the wait lasts (the stylesheet fades it in).
    await eventually(async () => {
        assert.equal(await page.$eval('[data-extras-wait]', (el) => getComputedStyle(el).opacity), '1');
    }, 'the word that the dialog opens, shown');
    assert.match(await page.textContent('[data-extras-wait]'), /Opening/);
    release();
    await page.waitForSelector('dialog[data-dialog="new-game"][open]');
    await page.waitForSelector('[data-extras-wait]', { state: 'detached' });
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-dialog]', { state: 'detached' });
    assertClean(problems);
    await context.close();
});

test('a dialog opened over another that is still loading answers for itself (the library opens a game)', async () => {
    const { page, context, problems } = await openApp(session.browser, { serviceWorkers: 'block' });
    await typeTurn(page, 'g1f3 f+4');
    await newGame(page, { mode: 'two-players' });
    // A second tab of the same browser, whose extras are held back.
    const second = await context.newPage();
    let release;
    const held = new Promise((resolve) => { release = resolve; });
    await second.route(/extras_bg\.wasm/, async (route) => {
        await held;
        await route.continue();
    });
    await second.goto(page.url());
    await second.waitForSelector('[data-square="e4"]');
    await second.click('[data-action="share"]');
    await second.waitForSelector('[data-extras-wait]');
    await second.click('[data-action="library"]');
    release();
    const kept = '.game-entry:not(.current) [data-action="open-game"]';
    await second.waitForSelector(kept);
    await second.click(kept);
    await second.waitForSelector('[data-dialog]', { state: 'detached' });
    await eventually(async () => assert.match(await second.textContent('[data-ply="1"]'), /Nf3/), 'the game opened from the library');
    assertClean(problems);
    await context.close();
});
