// The page loads cleanly and shows the Full Belt Chess start position.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession, openApp, assertClean, boardState, pieces, FULL_BELT_START } from './harness.mjs';

const session = browserSession();

test('the page loads with no console error and no failed request', async () => {
    const { page, context, problems, firstBoardMs } = await openApp(session.browser);
    console.log(`# navigation to first board: ${firstBoardMs} ms`);
    // Let the worker and the piece images load too.
    await page.waitForLoadState('networkidle');
    const icon = await page.$eval('link[rel="icon"]', (l) => l.href);
    assert.match(icon, /favicon/);
    assertClean(problems);
    await context.close();
});

test('an 8x8 board of 64 squares holds the Full Belt start position', async () => {
    const { page, context, problems } = await openApp(session.browser);
    const squares = await page.$$eval('[data-square]', (els) => els.map((e) => e.dataset.square));
    assert.equal(squares.length, 64);
    assert.equal(new Set(squares).size, 64);
    // Screen order with White at the bottom: a8 first, h1 last.
    assert.equal(squares[0], 'a8');
    assert.equal(squares[63], 'h1');
    const rows = await page.$$eval('[data-square]', (els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().top))).size);
    assert.equal(rows, 8, 'the squares form 8 rows');
    const expected = {};
    const back = 'RNBQKBNR';
    for (let i = 0; i < 8; i++) {
        const file = 'abcdefgh'[i];
        expected[`${file}1`] = `w${back[i]}`;
        expected[`${file}2`] = 'wP';
        expected[`${file}7`] = 'bP';
        expected[`${file}8`] = `b${back[i]}`;
    }
    assert.deepEqual(await pieces(page), expected);
    assert.deepEqual(await boardState(page), { fen: FULL_BELT_START, phase: 'move', turn: 'w' });
    assertClean(problems);
    await context.close();
});
