// A game's end is kept with it: a timed game lost on time, reloaded right
// after its flag falls, is still over with its reason; the library lists it
// over, once however often its link is opened; its share link opens it over.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
    BASE, browserSession, openApp, assertClean, typeTurn, eventually, reload, settled,
} from './harness.mjs';

const session = browserSession();
const RESULT = '1-0 · White wins on time';

/** Clicks the centre of the element `selector` matches, where a pointer lands. */
async function clickCentre(page, selector) {
    const box = await page.locator(selector).boundingBox();
    assert.ok(box, `${selector} is on the page`);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** What the page shows of the game's end: the banner's result and reason, the phase, a Resume button. */
const shown = (page) => page.evaluate(() => ({
    result: document.querySelector('[data-result]')?.dataset.result ?? null,
    reason: document.querySelector('.result-reason')?.textContent ?? null,
    phase: document.querySelector('[data-phase]')?.dataset.phase ?? null,
    resume: document.querySelector('[data-action="resume"]') !== null,
}));

const over = { result: RESULT, reason: 'on time', phase: 'over', resume: false };

/** The library's rows: key, the test hook of the end, and the line of date, result and moves. */
const rows = (page) => page.$$eval('[data-dialog="library"] [data-game-entry]', (els) => els.map((e) => ({
    key: e.dataset.gameEntry,
    over: e.dataset.over ?? null,
    line: e.querySelector('.entry-text span:last-child').textContent,
})));

test('a game lost on time stays over after a reload, in the library and through its share link', async () => {
    // The shortest clock a link offers: 15 seconds a side, no increment.
    const { page, context, problems } = await openApp(session.browser, {
        url: `${BASE}?variant=no-pawns&ai=none&clock=0.25%2B0`,
    });
    await typeTurn(page, 'b1c3');
    await eventually(
        async () => assert.equal((await shown(page)).result, RESULT),
        'Black\'s flag falls',
        { timeout: 30000 },
    );
    await reload(page);
    assert.deepEqual(await shown(page), over, 'the reload shows the game over, with its reason');
    assert.equal(await page.getAttribute('[data-clock="b"]', 'data-clock-ms'), '0');

    await clickCentre(page, '[data-action="library"]');
    await page.waitForSelector('[data-dialog="library"] [data-game-entry]');
    const listed = await rows(page);
    assert.equal(listed.length, 1, `one entry, for the one game played: ${JSON.stringify(listed)}`);
    assert.equal(listed[0].over, 'White wins on time');
    assert.match(listed[0].line, / · White won \(on time\) · 1 move$/);
    await clickCentre(page, '[data-action="close-library"]');
    await page.waitForSelector('[data-dialog]', { state: 'detached' });

    await clickCentre(page, '[data-action="share-result"]');
    const link = await eventually(async () => {
        const link = await page.inputValue('[data-share="link"]');
        assert.ok(link.startsWith(`${BASE}#variant=no-pawns&moves=b1c3&`), link);
        return link;
    }, 'the share link');
    assertClean(problems);

    // The link opened in this browser again goes back to the game's entry.
    await page.goto(link);
    await page.waitForSelector('[data-square="e4"]');
    await eventually(async () => assert.deepEqual(await shown(page), over), 'the link opens the game over');
    await settled(page);
    await clickCentre(page, '[data-action="library"]');
    await page.waitForSelector('[data-dialog="library"] [data-game-entry]');
    assert.deepEqual((await rows(page)).map((r) => r.key), [listed[0].key], 'still one entry');
    assertClean(problems);
    await context.close();

    // And in another browser.
    const other = await openApp(session.browser, { url: link });
    await eventually(async () => assert.deepEqual(await shown(other.page), over), 'the share link opens the game over');
    assertClean(other.problems);
    await other.context.close();
});
