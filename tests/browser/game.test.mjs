// Game flow: Chess without Pawns (castling, capture win, mate), undo/redo,
// the move list, flip, resign, the new-game dialog and the rules help.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
    browserSession, openApp, assertClean, boardState, pieces, clickSquare, drag, newGame, typeTurn, status,
    eventually, settled, FULL_BELT_START,
} from './harness.mjs';

const session = browserSession();

const NO_PAWNS_START = 'rnbkkbnr/8/8/8/8/8/8/RNBKKBNR w KQkq - 0 1';

test('the new-game dialog offers every variant, mode and level', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await page.click('[data-action="new-game"]');
    const values = (setting) =>
        page.$$eval(`[data-setting="${setting}"] option`, (els) => els.map((e) => e.value));
    await eventually(async () => {
        assert.deepEqual(await values('variant'), ['full-belt', 'full-belt-howe', 'no-pawns', 'no-pawns-one-king']);
        // `live`: a friend on another device (issue 26), on live.html.
        assert.deepEqual(await values('mode'), ['ai-black', 'ai-white', 'two-players', 'ai-vs-ai', 'live']);
        assert.deepEqual(await values('level'), ['1', '2', '3', '4', '5']);
        assert.equal(await page.getAttribute('[data-setting="no-belt-check"]', 'type'), 'checkbox');
    }, 'the dialog\'s settings');
    await page.selectOption('[data-setting="mode"]', 'live');
    await eventually(async () => assert.deepEqual(await values('live-color'), ['w', 'b', 'random']), 'the colour asked for');
    await page.selectOption('[data-setting="mode"]', 'two-players');
    await eventually(async () => assert.deepEqual(await values('live-color'), []), 'no colour choice without live play');
    await page.selectOption('[data-setting="variant"]', 'no-pawns');
    await eventually(
        async () => assert.equal(await page.isDisabled('[data-setting="no-belt-check"]'), true, 'a Full Belt option'),
        'the no-belt-check box disabled',
    );
    await page.keyboard.press('Escape');
    await eventually(
        async () => assert.equal(await page.$('[data-dialog]'), null, 'Escape closes the dialog'),
        'the dialog closed',
    );
    await settled(page);
    assert.equal((await boardState(page)).fen, FULL_BELT_START, 'closing starts nothing');
    await newGame(page, { variant: 'full-belt-howe', mode: 'two-players' });
    await eventually(
        async () => assert.equal((await boardState(page)).fen, 'kqrrnnbb/pppppppp/8/8/8/8/PPPPPPPP/BBNNRRQK w - - 0 1'),
        'Howe\'s setup',
    );
    await newGame(page, { variant: 'no-pawns-one-king', mode: 'two-players' });
    await eventually(async () => {
        assert.equal((await boardState(page)).fen, '6rk/5n1r/6n1/8/8/1N6/R1N5/KR6 w - - 0 1');
        assert.equal(await page.$('[data-belt-shift]'), null, 'Chess without Pawns has no belt arrows');
    }, 'the one-king setup, with no belt arrows');
    assertClean(problems);
    await context.close();
});

test('Chess without Pawns: a move plays at once, and the e-king castles', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await newGame(page, { variant: 'no-pawns', mode: 'two-players' });
    await eventually(async () => assert.equal((await boardState(page)).fen, NO_PAWNS_START), 'the No Pawns start');
    await drag(page, 'g1', 'f3');
    await eventually(
        async () => assert.deepEqual([(await boardState(page)).phase, (await boardState(page)).turn], ['move', 'b']),
        'the move played at once',
    );
    await typeTurn(page, 'Nf6');
    await clickSquare(page, 'f1');
    await clickSquare(page, 'd3');
    await typeTurn(page, 'Bd6');
    await clickSquare(page, 'e1');
    await clickSquare(page, 'g1');
    await eventually(async () => {
        const shown = await pieces(page);
        assert.equal(shown.g1, 'wK');
        assert.equal(shown.f1, 'wR');
        assert.equal(shown.d1, 'wK', 'the d-king stays');
        assert.equal((await page.textContent('[data-ply="5"]')).trim(), 'O-O');
        assert.equal((await boardState(page)).fen, 'rnbkk2r/8/3b1n2/8/8/3B1N2/8/RNBK1RK1 b Qkq - 5 3');
    }, 'the e-king castled');
    assertClean(problems);
    await context.close();
});

test('Full Belt Chess: a mate by the normal move and the belt, made on the board', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await newGame(page, { mode: 'two-players' });
    await typeTurn(page, 'Nf3 f+4');
    await clickSquare(page, 'f4');
    await clickSquare(page, 'g3');
    await page.click('[data-belt-shift="h+"]');
    await page.click('[data-action="confirm-belt"]');
    await eventually(async () => {
        assert.equal(await status(page), 'Black wins by checkmate.');
        assert.equal((await page.textContent('[data-ply="2"]')).trim(), 'Bg3 h-file ↑1#');
        const over = await boardState(page);
        assert.deepEqual([over.phase, over.turn], ['over', 'w']);
        assert.equal(await page.getAttribute('.sq.check', 'data-square'), 'e1');
        assert.equal(await page.isDisabled('[data-action="hint"]'), true);
    }, 'the game over by checkmate');
    assertClean(problems);
    await context.close();
});

test('clicking a move shows its position; flip turns the board; resign ends the game', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await newGame(page, { mode: 'two-players' });
    await typeTurn(page, 'Nf3 f+4');
    await typeTurn(page, 'Nc6 c-1');
    await page.waitForSelector('[data-ply="2"]');
    const live = await eventually(async () => {
        const state = await boardState(page);
        assert.equal(state.turn, 'w');
        return state;
    }, 'both turns played');
    await page.click('[data-ply="1"]');
    const viewed = await eventually(async () => {
        const viewed = await boardState(page);
        assert.equal(viewed.turn, 'b');
        assert.notEqual(viewed.fen, live.fen);
        assert.equal((await pieces(page)).f7, 'wN');
        assert.match(await status(page), /Viewing the position after 1\. Nf3 f-file ↑4/, 'counted as the move list counts');
        return viewed;
    }, 'the position after the first turn');
    await clickSquare(page, 'e7');
    await settled(page);
    assert.equal(await page.$('.sq.selected'), null, 'history is read-only');
    await page.click('[data-ply="0"]');
    await eventually(async () => assert.equal((await boardState(page)).fen, FULL_BELT_START), 'the start position');
    await page.click('[data-ply="2"]');
    await eventually(async () => assert.deepEqual(await boardState(page), live), 'the live position');
    // Up and Down step through whole turns; Left and Right by half turns
    // (after the normal move, then after the belt).
    await page.keyboard.press('ArrowUp');
    await page.waitForFunction((fen) => document.querySelector('[data-fen]').dataset.fen === fen, viewed.fen);
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction((fen) => document.querySelector('[data-fen]').dataset.fen === fen, live.fen);
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => /half-way, before its belt move/.test(document.querySelector('[data-status]').textContent));
    await eventually(
        async () => assert.equal((await pieces(page)).c6, 'bN', 'the knight on c6, before the c-file moved'),
        'half a turn back',
    );
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((fen) => document.querySelector('[data-fen]').dataset.fen === fen, live.fen);
    const order = () => page.$$eval('[data-square]', (els) => [els[0].dataset.square, els[63].dataset.square]);
    await eventually(async () => assert.deepEqual(await order(), ['a8', 'h1']), 'White at the bottom');
    await page.click('[data-action="flip"]');
    await eventually(async () => {
        assert.deepEqual(await order(), ['h1', 'a8']);
        assert.equal(await page.getAttribute('[data-belt-shift="f-"]', 'class').then((c) => c.includes('top')), true,
            'flipped, the top arrow of a file shifts it toward rank 1');
    }, 'the board flipped');
    // Resigning asks first.
    await page.click('[data-action="resign"]');
    await page.click('dialog[data-dialog="resign"] [data-action="confirm-resign"]');
    await page.waitForFunction(() => document.querySelector('[data-status]').textContent === 'Black wins by resignation.');
    assertClean(problems);
    await context.close();
});

test('the rules help explains the current variant, readings included', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await page.click('[data-action="rules"]');
    await eventually(async () => {
        const text = await page.textContent('[data-dialog="rules"]');
        assert.match(text, /Full Belt Chess/);
        assert.match(text, /our reading/);
        assert.match(text, /may not shift the belt your opponent shifted/);
    }, 'the rules of Full Belt Chess');
    await page.click('[data-dialog="rules"] [data-action="close"]');
    await newGame(page, { variant: 'no-pawns', mode: 'two-players' });
    await page.click('[data-action="rules"]');
    await eventually(
        async () => assert.match(await page.textContent('[data-dialog="rules"]'), /capturing one wins the game/),
        'the rules of Chess without Pawns',
    );
    assertClean(problems);
    await context.close();
});
