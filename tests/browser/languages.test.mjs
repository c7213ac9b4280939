// Six languages (issue 24): the language menu of Preferences changes the
// page's words without a reload and keeps the game, the choice survives a
// reload, `lang=it` in a link speaks Italian, and after one visit the
// Italian file comes from the service worker offline. A damaged language
// file leaves the page in English with a notice. A long game opened in
// German (two lines a turn in the move list) shows its last turn.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
    BASE, browserSession, openApp, assertClean, boardState, eventually, newGame, reload, status, typeTurn, waitForTurn,
} from './harness.mjs';
import { LONG_GAME } from './long-game.mjs';

const session = browserSession();

/** The page's words that tell which language it speaks. */
async function words(page) {
    return page.evaluate(() => ({
        lang: document.documentElement.lang,
        title: document.title,
        undo: document.querySelector('[data-action="undo"]')?.textContent,
        status: document.querySelector('[data-status]')?.textContent,
    }));
}

/** Waits until the service worker controls the page (its install cached the build). */
function waitForServiceWorker(page) {
    return page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
        timeout: 20000,
    });
}

test('German from Preferences: the words change without a reload, the game stays, a reload keeps German', async () => {
    const { page, context, problems } = await openApp(session.browser);
    assert.equal((await words(page)).undo, 'Undo');
    await newGame(page, { mode: 'two-players' });
    await typeTurn(page, 'Nf3 f+4');
    await waitForTurn(page, 'b');
    const before = await boardState(page);
    // A mark that a reload would lose: the page must not reload.
    await page.evaluate(() => { window.__sameDocument = true; });

    await page.click('[data-action="prefs"]');
    await page.selectOption('[data-dialog="prefs"] select[data-setting="lang"]', 'de');
    await eventually(async () => {
        const w = await words(page);
        assert.equal(w.lang, 'de');
        assert.equal(w.undo, 'Rückgängig');
        assert.equal(w.status, 'Schwarz am Zug: einen Schachzug machen.');
        assert.match(w.title, /Schach ohne Bauern/);
    }, 'the page speaks German');
    assert.equal(await page.evaluate(() => window.__sameDocument), true, 'no reload');
    assert.deepEqual(await boardState(page), before, 'the game in progress stays');
    assert.equal(await page.textContent('[data-dialog="prefs"] label:has(select[data-setting="lang"]) span'), 'Sprache');

    await page.keyboard.press('Escape');
    await reload(page);
    await eventually(async () => {
        const w = await words(page);
        assert.equal(w.lang, 'de');
        assert.equal(w.undo, 'Rückgängig');
    }, 'German after a reload');
    assert.deepEqual(await boardState(page), before, 'the game resumed');
    assertClean(problems);
    await context.close();
});

test('a long game opened in German shows its last turn at the end of the move list', async () => {
    // German belts in words take two lines a turn in the side column: the
    // list, scrolled to its end before the words came, stopped short of it.
    const { page, context, problems } = await openApp(session.browser, {
        url: `${BASE}?variant=full-belt&ai=none&lang=de&moves=${LONG_GAME}`,
    });
    await eventually(async () => assert.equal((await words(page)).lang, 'de'), 'the page speaks German');
    await eventually(async () => {
        const [top, height, shown, last] = await page.evaluate(() => {
            const list = document.querySelector('.move-list');
            return [list.scrollTop, list.scrollHeight, list.clientHeight, list.querySelectorAll('[data-ply]').length];
        });
        assert.equal(last, 60);
        assert.ok(height > shown, 'the list scrolls');
        assert.ok(top + shown >= height - 1, `scrolled to ${top + shown} of ${height}`);
    }, 'the list at its end', { timeout: 10000 });
    assertClean(problems);
    await context.close();
});

test('lang=it in a link speaks Italian, and offline after one visit too', async () => {
    const { page, context, problems } = await openApp(session.browser, { url: `${BASE}?lang=it` });
    await eventually(async () => {
        const w = await words(page);
        assert.equal(w.lang, 'it');
        assert.equal(w.undo, 'Annulla');
        assert.equal(w.status, 'Muove il Bianco: fai una mossa normale.');
    }, 'the page speaks Italian');
    await waitForServiceWorker(page);
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('[data-square="e4"]');
    await eventually(async () => {
        const w = await words(page);
        assert.equal(w.lang, 'it');
        assert.equal(w.undo, 'Annulla');
    }, 'Italian, offline');
    assertClean(problems);
    await context.close();
});

test('a damaged language file: a short notice, and the page stays in English', async () => {
    // No service worker: it precaches the language files, and the damaged
    // answer below must be the one the page reads.
    const { page, context } = await openApp(session.browser, { serviceWorkers: 'block' });
    await page.route(/\/lang\/lang-fr-[0-9a-f]+\.bin$/, (route) => route.fulfill({ status: 200, body: 'not a catalogue' }));
    await page.click('[data-action="prefs"]');
    await page.selectOption('[data-dialog="prefs"] select[data-setting="lang"]', 'fr');
    await eventually(async () => assert.match(await page.textContent('[data-notice]'), /Français could not be loaded/),
        'the notice');
    const w = await words(page);
    assert.equal(w.lang, 'en');
    assert.equal(w.undo, 'Undo');
    assert.match(await status(page), /^White to move/);
    await context.close();
});
