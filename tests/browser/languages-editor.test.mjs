// The board editor in another language (issue 24): `studio.html?editor=1`
// with lang=de speaks German, its headings, palette, squares, fields and
// the rules' verdict; the FEN and the squares' names stay as they are.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, browserSession, preparePage, assertClean, eventually } from './harness.mjs';

const session = browserSession();

test('the board editor with lang=de speaks German', async () => {
    const { page, context, problems } = await preparePage(session.browser);
    await page.goto(`${BASE}studio.html?editor=1&variant=full-belt&lang=de`);
    await page.waitForSelector('[data-editor] [data-palette="wK"]');
    await eventually(async () => {
        assert.equal(await page.getAttribute('html', 'lang'), 'de');
        assert.equal(await page.textContent('.editor h1'), 'Bretteditor');
        assert.equal(await page.getAttribute('[data-palette="wN"]', 'aria-label'), 'Weißer Springer');
        assert.equal(await page.getAttribute('[data-palette="erase"]', 'aria-label'), 'Radiergummi');
        assert.equal(await page.getAttribute('.editor-board', 'aria-label'), 'Brett');
        assert.equal(await page.getAttribute('[data-square="e1"]', 'aria-label'), 'e1, weißer König');
        assert.equal(await page.getAttribute('[data-square="e4"]', 'aria-label'), 'e4, leer');
        assert.equal(await page.textContent('[data-setup="empty"]'), 'Leeres Brett');
        assert.equal(await page.textContent('.editor-ok'), 'Eine legale Stellung: Weiß am Zug.');
        assert.equal(await page.textContent('[data-action="play-ai"]'), 'Gegen die KI spielen');
        assert.equal(await page.getAttribute('[data-action="play-ai"]', 'title'), 'Sie spielen Weiß, die KI Schwarz');
    }, 'the editor speaks German');
    assertClean(problems);
    await context.close();
});
