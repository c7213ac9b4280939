// PGN and FEN (issue 6): export the game as PGN (copy, download), import it
// back, copy the position as FEN, set up a pasted FEN; clear errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import {
    BASE, browserSession, openApp, assertClean, boardState, newGame, typeTurn, eventually, settled, waitForTurn,
    FULL_BELT_START,
} from './harness.mjs';

const session = browserSession();

const plies = (page) => page.$$eval('[data-ply]', (els) => els.map((e) => e.textContent.trim()).slice(1));

/** Pastes `text` into the share dialog's import box and loads it. */
async function load(page, text) {
    if (!(await page.$('[data-dialog="share"]'))) await page.click('[data-action="share"]');
    await page.fill('[data-input="import"]', text);
    await page.click('[data-action="import"]');
}

test('a PGN round trip: export (copy and download), a new game, import', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(BASE).origin });
    await newGame(page, { variant: 'full-belt', mode: 'two-players', noBeltCheck: true });
    for (const t of ['Nf3 f+4', 'e5 3-2', 'Nc3 a+1']) await typeTurn(page, t);
    await page.waitForSelector('[data-ply="3"]');
    await waitForTurn(page, 'b');
    const played = await boardState(page);
    const moves = await plies(page);
    await page.click('[data-action="share"]');
    const pgn = await eventually(async () => {
        const pgn = await page.inputValue('[data-share="pgn"]');
        assert.match(pgn, /\[Variant "Full Belt Chess"\]/);
        assert.match(pgn, /\[NoBeltCheck "1"\]/);
        assert.match(pgn, /\[Date "\d{4}\.\d\d\.\d\d"\]/);
        assert.match(pgn, /\n1\. Nf3 f\+4 e5 3-2 2\. Nc3 a\+1 \*\n$/);
        assert.doesNotMatch(pgn, /\[FEN/, 'the standard start needs no FEN');
        return pgn;
    }, 'the game as PGN');

    await page.click('[data-action="copy-pgn"]');
    await page.waitForFunction(() => document.querySelector('[data-copied="pgn"]').textContent === 'Copied.');
    await eventually(
        async () => assert.equal(await page.evaluate(() => navigator.clipboard.readText()), pgn),
        'the PGN copied',
    );
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-action="download-pgn"]')]);
    assert.equal(download.suggestedFilename(), 'beltboard-game.pgn');
    assert.equal(await readFile(await download.path(), 'utf8'), pgn);
    await page.keyboard.press('Escape');

    await newGame(page, { variant: 'no-pawns', mode: 'two-players' });
    await load(page, pgn);
    await page.waitForSelector('[data-dialog]', { state: 'detached' });
    await eventually(async () => {
        assert.deepEqual(await boardState(page), played);
        assert.deepEqual(await plies(page), moves);
    }, 'the game imported');
    await page.click('[data-action="new-game"]');
    await eventually(async () => {
        assert.equal(await page.inputValue('[data-setting="variant"]'), 'full-belt');
        assert.equal(await page.isChecked('[data-setting="no-belt-check"]'), true, 'the rule came with the PGN');
    }, 'the imported game\'s settings in the dialog');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-dialog]', { state: 'detached' });
    // The game goes on after the import.
    await typeTurn(page, 'Nc6 c-1');
    await eventually(async () => assert.equal((await boardState(page)).turn, 'w'), 'the turn played');
    assertClean(problems);
    await context.close();
});

test('a PGN with an illegal move is refused, naming the move and why', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await load(page, '[Variant "Full Belt Chess"]\n\n1. Nf3 f+4 Nc6 c+1 2. Na3 c+2 *');
    await eventually(async () => {
        const error = await page.textContent('[data-import-error]');
        assert.match(error, /^This PGN cannot be loaded: move 2\. \(White\)/);
        assert.match(error, /c\+2.*opponent shifted/, 'which move, and why');
    }, 'the PGN refused');
    await settled(page);
    assert.equal((await boardState(page)).fen, FULL_BELT_START, 'nothing was loaded');
    await load(page, '<b onmouseover=alert(1)>bold</b>');
    await eventually(
        async () => assert.match(await page.textContent('[data-import-error]'), /This position cannot be set up: bad/),
        'the markup refused',
    );
    await settled(page);
    assert.equal(await page.$('[data-import-error] b'), null, 'pasted markup stays text');
    assertClean(problems);
    await context.close();
});

test('copy the position as FEN; set up a pasted FEN, with a clear error for a bad one', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(BASE).origin });
    await newGame(page, { mode: 'two-players' });
    await typeTurn(page, 'Nf3 f+4');
    await waitForTurn(page, 'b');
    const fen = (await boardState(page)).fen;
    await page.click('[data-action="share"]');
    await eventually(
        async () => assert.equal(await page.inputValue('[data-share="fen"]'), fen),
        'the FEN in the share dialog',
    );
    await page.click('[data-action="copy-fen"]');
    await page.waitForFunction(() => document.querySelector('[data-copied="fen"]').textContent === 'Copied.');
    await eventually(
        async () => assert.equal(await page.evaluate(() => navigator.clipboard.readText()), fen),
        'the FEN copied',
    );

    await load(page, '4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra');
    await eventually(
        async () => assert.match(await page.textContent('[data-import-error]'), /This position cannot be set up: bad/),
        'the bad FEN refused',
    );
    await load(page, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1'.replace('K', 'Q'));
    await eventually(
        async () => assert.match(await page.textContent('[data-import-error]'), /king/),
        'the kingless FEN refused',
    );

    const promotion = '8/P6k/8/8/8/8/8/K7 w - - 0 5';
    await load(page, `  ${promotion}\n`);
    await page.waitForSelector('[data-dialog]', { state: 'detached' });
    await eventually(async () => {
        assert.deepEqual(await boardState(page), { fen: promotion, phase: 'move', turn: 'w' });
        assert.deepEqual(await plies(page), []);
    }, 'the position set up');
    // Two kings a side: only Chess without Pawns has them, whatever the current game.
    await load(page, 'rnbkkbnr/8/8/8/8/8/8/RNBKKBNR b - - 3 9');
    await page.waitForSelector('[data-dialog]', { state: 'detached' });
    await eventually(async () => {
        assert.equal((await boardState(page)).turn, 'b');
        assert.equal(await page.$('[data-belt-shift]'), null, 'a game of Chess without Pawns: no belts');
    }, 'a game of Chess without Pawns set up');
    await typeTurn(page, 'Nc6');
    await eventually(async () => assert.equal((await boardState(page)).turn, 'w'), 'the turn played');
    assertClean(problems);
    await context.close();
});
