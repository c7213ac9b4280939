// Issue 25 point 7: the game's sounds. Web Audio is counted through an init
// script (the contexts made, the oscillators started): a move after a click
// sounds, none before the first gesture, none with the preference off, and
// an embedded board is quiet unless its address says sound=1.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, browserSession, preparePage, assertClean, clickSquare, eventually } from './harness.mjs';

const session = browserSession();

/** Opens `query` with Web Audio counted in `window.__sound`. */
async function open(query) {
    const { page, context, problems } = await preparePage(session.browser);
    await page.addInitScript(() => {
        const counts = { contexts: 0, tones: 0 };
        window.__sound = counts;
        const Real = window.AudioContext;
        window.AudioContext = class extends Real {
            constructor(...args) {
                super(...args);
                counts.contexts += 1;
            }
            createOscillator() {
                counts.tones += 1;
                return super.createOscillator();
            }
        };
    });
    await page.goto(`${BASE}${query}`);
    await page.waitForSelector('[data-square="e4"]');
    return { page, context, problems, counts: () => page.evaluate(() => ({ ...window.__sound })) };
}

/** Plays b1-c3 with two clicks and waits for Black to be on move. */
async function knight(page) {
    await clickSquare(page, 'b1');
    await clickSquare(page, 'c3');
    await page.waitForFunction(() => document.querySelector('[data-fen]')?.dataset.fen.includes(' b '));
}

test('a move after a click sounds; nothing before it; the preference turns sounds off', async () => {
    const { page, context, problems, counts } = await open('?variant=no-pawns&ai=none');
    assert.deepEqual(await counts(), { contexts: 0, tones: 0 }, 'no audio before the first gesture');
    await knight(page);
    await eventually(async () => {
        const c = await counts();
        assert.equal(c.contexts, 1);
        assert.ok(c.tones >= 1, `the move sounded: ${c.tones} tones`);
    }, 'the move sounded');
    await page.click('[data-action="prefs"]');
    const sound = page.locator('[data-setting="sound"]');
    assert.equal(await sound.inputValue(), '60', 'sounds are on by default, at a normal volume');
    await sound.selectOption('0');
    await page.click('dialog[data-dialog="prefs"] [data-action="close"]');
    const before = (await counts()).tones;
    await clickSquare(page, 'b8');
    await clickSquare(page, 'c6');
    await page.waitForFunction(() => document.querySelector('[data-fen]')?.dataset.fen.includes(' w '));
    assert.equal((await counts()).tones, before, 'no sound with the preference off');
    assert.match(await page.evaluate(() => localStorage.getItem('beltboard.prefs')), /sound=0/, 'kept in this browser');
    assertClean(problems);
    await context.close();
});

test('an embedded board is quiet unless its address asks with sound=1', async () => {
    const quiet = await open('?embed=1&variant=no-pawns&ai=none');
    await knight(quiet.page);
    assert.deepEqual(await quiet.counts(), { contexts: 0, tones: 0 }, 'an embedded board makes no sound');
    assertClean(quiet.problems);
    await quiet.context.close();

    const asked = await open('?embed=1&sound=1&variant=no-pawns&ai=none');
    await knight(asked.page);
    await eventually(async () => assert.ok((await asked.counts()).tones >= 1), 'sound=1 turns them on');
    assertClean(asked.problems);
    await asked.context.close();
});
