// Learning the games (issue 13, points 3 and 4): the rules help's small
// boards with "Try it", and the first Full Belt game's three tips. What each
// board claims about the rules is checked natively (src/ui/examples.rs);
// the tips' order in src/ui/state/tests.rs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
    browserSession, openApp, assertClean, boardState, clickSquare, eventually, newGame, reload, settled, typeTurn,
} from './harness.mjs';

const session = browserSession();
const tip = (page) => page.getAttribute('[data-coach]', 'data-tip');

test('the first Full Belt game shows three tips in turn, then never again', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await page.waitForSelector('[data-coach][data-tip="move"]');
    assert.match(await page.textContent('[data-coach]'), /1 of 3.*normal chess move/);
    await clickSquare(page, 'g1');
    await clickSquare(page, 'f3');
    await page.waitForSelector('[data-coach][data-tip="belt"]');
    assert.match(await page.textContent('[data-coach]'), /2 of 3.*shift a belt/);
    await page.click('[data-belt-shift="f+"]');
    await page.waitForSelector('[data-coach][data-tip="confirm"]');
    assert.match(await page.textContent('[data-coach]'), /3 of 3.*Confirm/);
    await page.click('[data-action="confirm-belt"]');
    await page.waitForSelector('[data-coach]', { state: 'detached' });
    // Neither in this game's later turns, nor after a reload, nor in a new game.
    await reload(page);
    await newGame(page, { mode: 'two-players' });
    await settled(page);
    assert.equal(await page.$('[data-coach]'), null, 'the tips came back');
    assertClean(problems);
    await context.close();
});

test('"No more tips" dismisses the coach for good; No Pawns never shows it', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await newGame(page, { variant: 'no-pawns', mode: 'two-players' });
    await settled(page);
    assert.equal(await page.$('[data-coach]'), null, 'tips in a No Pawns game');
    await newGame(page, { mode: 'two-players' });
    assert.equal(await eventually(() => tip(page), 'the first tip'), 'move');
    await page.click('[data-action="dismiss-coach"]');
    await page.waitForSelector('[data-coach]', { state: 'detached' });
    await reload(page);
    await settled(page);
    assert.equal(await page.$('[data-coach]'), null, 'the tips came back after a reload');
    assertClean(problems);
    await context.close();
});

test('every rule has a small board; "Try it" opens its position and keeps the game in progress', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await typeTurn(page, 'g1f3 f+4');
    await eventually(async () => assert.equal((await boardState(page)).fen.split(' ')[1], 'b'), 'Black to move');
    await page.click('[data-action="rules"]');
    await page.waitForSelector('[data-lesson]');
    const lessons = await page.$$eval('[data-lesson]', (els) => els.map((e) => e.dataset.lesson));
    assert.deepEqual(lessons, ['worked-turn', 'refused-belts', 'forbidden-belt', 'first-turn-check', 'frozen-pawn', 'no-belt-check']);
    assert.match(await page.textContent('[data-lesson="refused-belts"]'), /rank 4, rank 5, rank 6 \(there is no piece on this belt\)/);
    // The forbidden belt: the position after 1. Nf3 f+4 as a game of its own, Black to move.
    await page.click('[data-lesson="forbidden-belt"] [data-action="try-lesson"]');
    await page.waitForSelector('[data-dialog]', { state: 'detached' });
    await eventually(async () => {
        const { fen } = await boardState(page);
        assert.match(fen, / b - f 1 1$/);
    }, 'the lesson position, Black to move with the f-file forbidden');
    assert.match(await page.textContent('[data-notice]'), /Your game is kept/);
    // The f-file's arrows are greyed after Black's normal move.
    await clickSquare(page, 'g8');
    await clickSquare(page, 'h6');
    await eventually(async () => {
        assert.equal(await page.getAttribute('[data-belt-shift="f+"]', 'aria-disabled'), 'true');
    }, 'the forbidden f-file refused');
    // The game in progress is in the library, untouched: it opens again (with
    // the AI's reply, when it came while the rules were open).
    await page.click('[data-action="library"]');
    const kept = '.game-entry:not(.current)';
    await page.waitForSelector(kept);
    assert.match(await page.textContent(kept), /against the AI/);
    await page.click(`${kept} [data-action="open-game"]`);
    await page.waitForSelector('[data-ply="1"]');
    assert.match(await page.textContent('[data-ply="1"]'), /Nf3 f-file ↑4/);
    assertClean(problems);
    await context.close();
});

test('No Pawns: the king that takes an unprotected knight wins, tried from its board', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await newGame(page, { variant: 'no-pawns', mode: 'two-players' });
    await page.click('[data-action="rules"]');
    await page.waitForSelector('[data-lesson]');
    const lessons = await page.$$eval('[data-lesson]', (els) => els.map((e) => e.dataset.lesson));
    assert.deepEqual(lessons, ['quiet-check', 'king-capture', 'double-king-fork', 'castling']);
    await page.click('[data-lesson="king-capture"] [data-action="try-lesson"]');
    await page.waitForSelector('[data-dialog]', { state: 'detached' });
    await eventually(async () => assert.equal((await boardState(page)).fen.split(' ')[1], 'b'), 'Black to move');
    await clickSquare(page, 'd8');
    await clickSquare(page, 'c7');
    await page.waitForSelector('[data-result]');
    assert.match(await page.getAttribute('[data-result]', 'data-result'), /^0-1/);
    assertClean(problems);
    await context.close();
});
