// Keep (issue 6): the game saved in localStorage after every turn and
// resumed on reload; an unreadable entry set aside with a notice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
    browserSession, openApp, assertClean, boardState, newGame, typeTurn, status, reload, eventually, settled,
    waitForFen, waitForTurn, FULL_BELT_START,
} from './harness.mjs';

const session = browserSession();

/** The save text of this tab's library entry (issue 15: one entry per tab). */
const saved = (page) => page.evaluate(() => {
    const key = sessionStorage.getItem('beltboard.tab-entry');
    const text = key && localStorage.getItem(key);
    return text ? text.replace(/^[^\n]*\n/, '') : null;
});

test('a reload resumes the game, its settings and the board orientation', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await newGame(page, { variant: 'no-pawns', mode: 'two-players' });
    await typeTurn(page, 'Nc3');
    await typeTurn(page, 'Nf6');
    await page.waitForFunction(() => document.querySelectorAll('[data-ply]').length === 3);
    await eventually(
        async () => assert.match(await saved(page), /^beltboard-save-1:variant=no-pawns&moves=b1c3,g8f6&/, 'saved after the turn'),
        'the game saved',
    );
    await page.click('[data-action="flip"]');
    await page.waitForSelector('[data-action="flip"][aria-pressed="true"]');
    const before = await boardState(page);
    await reload(page);
    await eventually(async () => {
        assert.deepEqual(await boardState(page), before);
        assert.deepEqual(
            await page.$$eval('[data-ply]', (els) => els.map((e) => e.textContent.trim())).then((t) => t.slice(1)),
            ['Nc3', 'Nf6'],
            'the move list is back',
        );
        assert.equal(await page.getAttribute('[data-action="flip"]', 'aria-pressed'), 'true', 'still flipped');
    }, 'the game resumed');
    await settled(page);
    assert.equal(await page.$('[data-notice]'), null, 'a good save gives no notice');
    // The game goes on from there, and undo still works after the reload.
    await typeTurn(page, 'Nd5');
    await waitForTurn(page, 'b');
    await page.click('[data-action="undo"]');
    await eventually(async () => assert.equal((await boardState(page)).fen, before.fen), 'the turn taken back');
    // A new game is saved too: the next visit resumes it, not the old one.
    await newGame(page, { variant: 'full-belt-howe', mode: 'ai-black', level: '2' });
    await waitForFen(page, 'kqrrnnbb/pppppppp/8/8/8/8/PPPPPPPP/BBNNRRQK w - - 0 1');
    await reload(page);
    await eventually(
        async () => assert.equal((await boardState(page)).fen, 'kqrrnnbb/pppppppp/8/8/8/8/PPPPPPPP/BBNNRRQK w - - 0 1'),
        'the new game resumed',
    );
    await page.click('[data-action="new-game"]');
    await eventually(async () => {
        assert.equal(await page.inputValue('[data-setting="mode"]'), 'ai-black');
        assert.equal(await page.inputValue('[data-setting="level"]'), '2');
    }, 'the new game\'s settings in the dialog');
    assertClean(problems);
    await context.close();
});

test('a resumed game against the AI lets the AI play on', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await newGame(page, { variant: 'no-pawns', mode: 'ai-white', level: '1' });
    await page.waitForFunction(() => document.querySelector('[data-fen]').dataset.turn === 'b', null, { timeout: 15000 });
    // Black's reply must be legal after whatever the AI chose: Nc6 always is
    // but after Bg5+ (it checks the d8 king), Nf6 always is but after Bb5+
    // (`beltboard moves` after each of White's first moves).
    const rank5 = (await boardState(page)).fen.split('/')[3].replace(/\d/g, (n) => '.'.repeat(Number(n)));
    await typeTurn(page, rank5[6] === 'B' ? 'Nf6' : 'Nc6');
    await page.waitForSelector('[data-ply="2"]');
    // Reloaded while the AI is to move: it is asked again.
    await reload(page);
    await page.waitForFunction(() => document.querySelectorAll('[data-ply]').length === 4, null, { timeout: 15000 });
    await eventually(async () => assert.equal((await boardState(page)).turn, 'b'), 'Black to move after the AI\'s turn');
    assertClean(problems);
    await context.close();
});

for (const [name, entry, why] of [
    ['a corrupt entry', '{"board": [[1,2', /not a game saved by Beltboard/],
    ['an entry of an older format', 'beltboard-save-0:variant=no-pawns&moves=b1c3', /another format/],
    ['an entry whose moves are illegal', 'beltboard-save-1:variant=full-belt&moves=e2e5_a%2B1', /does not hold a valid game/],
]) {
    test(`${name} is set aside with a notice, and a new game starts`, async () => {
        const { page, context, problems } = await openApp(session.browser);
        await page.evaluate((text) => localStorage.setItem('beltboard.game', text), entry);
        await reload(page);
        await eventually(async () => {
            const notice = await page.textContent('[data-notice]');
            assert.match(notice, why);
            assert.match(notice, /set aside/);
            assert.deepEqual(await boardState(page), { fen: FULL_BELT_START, phase: 'move', turn: 'w' });
            assert.equal(await page.evaluate(() => localStorage.getItem('beltboard.game.set-aside')), entry, 'kept');
            assert.match(await saved(page), /^beltboard-save-1:variant=full-belt&/, 'the new game is saved in its place');
            assert.match(await status(page), /White to move/);
        }, 'the entry set aside, a new game started');
        await page.click('[data-action="dismiss-notice"]');
        await eventually(async () => assert.equal(await page.$('[data-notice]'), null), 'the notice dismissed');
        // The next load is clean: the bad entry is no longer in the way.
        await reload(page);
        await settled(page);
        assert.equal(await page.$('[data-notice]'), null);
        assertClean(problems);
        await context.close();
    });
}
