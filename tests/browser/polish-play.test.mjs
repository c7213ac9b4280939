// Issue 23, a game against the AI: its evaluation is not shown during play
// unless the preference asks (point 8); the analysis board at a game's end
// shows the result, not an engine (point 7).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, browserSession, openApp, assertClean, newGame, typeTurn, eventually } from './harness.mjs';

const session = browserSession();
const SCORE = /for White|for Black|wins in|[+-]\d+\.\d\d/;

test('against the AI: no evaluation while it thinks or after, until the preference shows it', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await newGame(page, { mode: 'ai-black', level: '2' });
    // Every status text seen while the AI thinks, recorded in the page.
    await page.evaluate(() => {
        window.__seen = [];
        const status = document.querySelector('[data-status]');
        new MutationObserver(() => window.__seen.push(status.textContent)).observe(status, { subtree: true, childList: true, characterData: true });
    });
    await typeTurn(page, 'e2e3 a+1');
    await page.waitForSelector('[data-ai-info]', { timeout: 15000 });
    assert.match(await page.textContent('[data-ai-info]'), /^AI: depth \d+ · /);
    assert.doesNotMatch(await page.textContent('[data-ai-info]'), SCORE);
    const seen = await page.evaluate(() => window.__seen);
    assert.ok(seen.length > 0, 'the status changed while the AI played');
    for (const text of seen) assert.doesNotMatch(text, SCORE, `no evaluation in "${text}"`);
    // The preference, off by default, shows it.
    await page.click('[data-action="prefs"]');
    assert.equal(await page.isChecked('[data-setting="play-eval"]'), false);
    await page.check('[data-setting="play-eval"]');
    await page.click('dialog[data-dialog="prefs"] [data-action="close"]');
    await eventually(async () => assert.match(await page.textContent('[data-ai-info]'), SCORE), 'the evaluation shown on request');
    assertClean(problems);
    await context.close();
});

test('analysis at a checkmate: the result on the bar, no running engine', async () => {
    const { page, context, problems } = await openApp(session.browser, { url: `${BASE.replace(/\/?$/, '/')}studio.html?analysis=1&variant=full-belt&moves=g1f3_f%2B4,f4g3_h%2B1` });
    await page.waitForSelector('[data-analysis]');
    await page.waitForSelector('[data-eval-bar][data-result="0-1"]');
    assert.match(await page.getAttribute('[data-eval-bar]', 'aria-label'), /Game over: 0-1/);
    assert.equal(await page.textContent('[data-eval-bar] .eval-text'), '0-1');
    const toggle = page.locator('[data-action="engine-toggle"]');
    assert.equal(await toggle.isDisabled(), true, 'nothing to start or stop');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
    assert.match(await page.textContent('[data-engine-state]'), /game is over here/);
    assert.equal(await page.locator('[data-line]').count(), 0);
    assertClean(problems);
    await context.close();
});
