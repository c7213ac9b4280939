// A phone turn without scrolling: at 390x844, on a first visit, the board,
// the status and Confirm are in the window together through a turn played by
// taps, and a touch screen is told "tap", never a key.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, browserSession, openApp, assertClean, waitForPhase, eventually } from './harness.mjs';

const session = browserSession();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** A tap at the centre of the first element matching `selector`. */
async function tap(page, selector) {
    const r = await page.$eval(selector, (e) => e.getBoundingClientRect().toJSON());
    await page.touchscreen.tap(r.left + r.width / 2, r.top + r.height / 2);
}

/** Asserts that each of `selectors` lies wholly inside the window. */
async function inView(page, selectors, when) {
    await eventually(async () => {
        const boxes = await page.evaluate((list) => list.map((s) => {
            const r = document.querySelector(s)?.getBoundingClientRect();
            return r ? [s, Math.round(r.top), Math.round(r.bottom)] : [s, null, null];
        }), selectors);
        for (const [s, top, bottom] of boxes) {
            assert.ok(top !== null && top >= 0 && bottom <= 844, `${when}: ${s} spans y ${top}..${bottom} of 844`);
        }
    }, when);
}

/** What a touch screen must not be told: keys, or to click. */
async function noKeysNorClicks(page, when) {
    const text = await page.evaluate(() => document.body.innerText);
    for (const word of [/\bEnter\b/, /\bEscape\b/, /\bclick/i]) {
        assert.doesNotMatch(text, word, `${when}: the page says ${word}`);
    }
}

test('phone 390x844, first visit: a turn by taps, with the board, the status and Confirm in view together', async () => {
    const { page, context, problems } = await openApp(session.browser, { ...PHONE, url: `${BASE}?variant=full-belt&ai=none` });
    await page.waitForSelector('[data-square="e2"][data-piece]');
    await page.waitForSelector('[data-coach][data-tip="move"]');
    assert.match(await page.textContent('[data-coach]'), /\btap/i, 'the first tip says tap');
    await noKeysNorClicks(page, 'before the turn');
    await tap(page, '[data-square="e2"]');
    await tap(page, '[data-square="e4"]');
    await waitForPhase(page, 'belt');
    await page.waitForSelector('[data-coach][data-tip="belt"]');
    assert.match(await page.textContent('[data-coach]'), /\btap/i, 'the second tip says tap');
    await inView(page, ['.board-frame', '[data-status]', '[data-action="confirm-belt"]'], 'the belt phase');
    await tap(page, '.belt-arrow[data-belt-shift="a+"]');
    await page.waitForSelector('[data-coach][data-tip="confirm"]');
    await inView(page, ['.board-frame', '[data-status]', '[data-action="confirm-belt"]'], 'a shift shown');
    await noKeysNorClicks(page, 'a shift shown');
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page was not scrolled');
    await tap(page, '[data-action="confirm-belt"]');
    await page.waitForFunction(() => document.querySelector('[data-fen]')?.dataset.turn === 'b');
    assertClean(problems);
    await context.close();
});
