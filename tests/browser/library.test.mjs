// The library of games (issue 15): every game kept until deleted, newest
// first, open / delete / export all; a link or a new `#` opens a new entry;
// two tabs keep their own entries; storage refused gives a notice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import {
    browserSession, openApp, preparePage, assertClean, boardState, newGame, typeTurn, eventually, settled, BASE,
} from './harness.mjs';

const session = browserSession();
const HOWE = 'kqrrnnbb/pppppppp/8/8/8/8/PPPPPPPP/BBNNRRQK w - - 0 1';

/** The library's entries in storage: key -> the game's save text. */
const entries = (page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage)
    .filter((k) => k.startsWith('beltboard.library.'))
    .map((k) => [k, localStorage.getItem(k).replace(/^[^\n]*\n/, '')])));

/** Waits until the library holds `n` entries, and returns them. */
async function waitForEntries(page, n) {
    await page.waitForFunction((n) => Object.keys(localStorage)
        .filter((k) => k.startsWith('beltboard.library.')).length === n, n);
    return entries(page);
}

/** Waits until some entry's save holds exactly these moves. */
const waitForMoves = (page, moves) => page.waitForFunction((moves) => Object.keys(localStorage)
    .filter((k) => k.startsWith('beltboard.library.'))
    .some((k) => localStorage.getItem(k).includes(`&moves=${moves}&`)), moves);

const tabKey = (page) => page.evaluate(() => sessionStorage.getItem('beltboard.tab-entry'));

/** A No Pawns game for two with Nc3 played, saved. */
async function nc3(page) {
    await newGame(page, { variant: 'no-pawns', mode: 'two-players' });
    await typeTurn(page, 'Nc3');
    await waitForMoves(page, 'b1c3');
}

test('the library lists games newest first, opens, exports all and deletes', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await nc3(page);
    await newGame(page, { variant: 'full-belt-howe', mode: 'two-players' });
    // The first visit's fresh game, the No Pawns game and the Howe game.
    await waitForEntries(page, 3);
    await page.click('[data-action="library"]');
    const rows = page.locator('[data-dialog="library"] [data-game-entry]');
    await rows.nth(2).waitFor();
    await eventually(async () => {
        const titles = await rows.evaluateAll((els) => els.map((e) => e.textContent));
        assert.match(titles[0], /Howe/, 'newest first: the game being played');
        assert.match(titles[1], /Chess without Pawns.*1 turn/s);
    }, 'the games listed newest first');
    await settled(page);
    assert.equal(await rows.nth(0).locator('[data-action="delete-game"]').count(), 0, 'the game played here is not deleted from here');

    const download = page.waitForEvent('download');
    await page.click('[data-action="export-all"]');
    const pgn = await readFile(await (await download).path(), 'utf8');
    assert.equal(pgn.match(/\[Event /g).length, 3, 'every game in one file');
    assert.ok(pgn.indexOf('Full Belt Chess') < pgn.indexOf('Chess without Pawns'), 'newest first');

    const key = await rows.nth(1).getAttribute('data-game-entry');
    await rows.nth(1).locator('[data-action="open-game"]').click();
    await page.waitForSelector('[data-dialog]', { state: 'detached' });
    await page.waitForFunction(() => document.querySelector('[data-fen]').dataset.turn === 'b');
    await eventually(async () => assert.equal(await tabKey(page), key, 'the tab now plays that entry'), 'the entry opened');

    await page.click('[data-action="library"]');
    await rows.nth(2).waitFor();
    const howe = rows.filter({ hasText: 'Howe' });
    await howe.locator('[data-action="delete-game"]').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-game-entry]').length === 2);
    await eventually(
        async () => assert.equal(Object.values(await entries(page)).filter((t) => t.includes('full-belt-howe')).length, 0),
        'the Howe game deleted from storage',
    );
    assertClean(problems);
    await context.close();
});

test('a link opens as a new entry and never replaces the saved game', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await nc3(page);
    await page.goto(`${BASE}#variant=full-belt-howe&ai=none`);
    await page.waitForFunction((fen) => document.querySelector('[data-fen]')?.dataset.fen === fen, HOWE);
    await waitForEntries(page, 3);
    await eventually(async () => {
        const saved = await entries(page);
        assert.equal(Object.values(saved).filter((t) => t.includes('&moves=b1c3&')).length, 1, 'the earlier game is kept');
        assert.ok(saved[await tabKey(page)]?.includes('variant=full-belt-howe'), 'the link is the tab\'s entry');
    }, 'the link opened as a new entry');
    assertClean(problems);
    await context.close();
});

test('two tabs keep their own entries', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await nc3(page);
    // A second tab resumes the newest game; when both play on, neither game is lost.
    const other = await context.newPage();
    await other.goto(BASE);
    await other.waitForSelector('[data-square="e4"]');
    await typeTurn(other, 'Nf6');
    await waitForMoves(page, 'b1c3,g8f6');
    await page.waitForFunction(() => sessionStorage.getItem('beltboard.tab-entry') !== null);
    await typeTurn(page, 'Nh6');
    await waitForMoves(page, 'b1c3,g8h6');
    await waitForMoves(page, 'b1c3,g8f6');
    await eventually(async () => {
        assert.notEqual(await tabKey(page), await tabKey(other));
        const saved = await entries(page);
        assert.ok(saved[await tabKey(page)]?.includes('&moves=b1c3,g8h6&'));
        assert.ok(saved[await tabKey(other)]?.includes('&moves=b1c3,g8f6&'));
    }, 'each tab\'s game in its own entry');
    // The storage event keeps the first tab's list current.
    await page.click('[data-action="library"]');
    await page.locator('[data-game-entry]', { hasText: '2 turns' }).nth(1).waitFor();
    assertClean(problems);
    await context.close();
});

test('a change of the # part opens that game as a new entry', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await nc3(page);
    await page.evaluate(() => { location.hash = 'variant=full-belt-howe&ai=none'; });
    await page.waitForFunction((fen) => document.querySelector('[data-fen]').dataset.fen === fen, HOWE);
    await page.waitForFunction(() => location.hash === '');
    await waitForEntries(page, 3);
    await eventually(async () => {
        const saved = await entries(page);
        assert.equal(Object.values(saved).filter((t) => t.includes('&moves=b1c3&')).length, 1, 'the earlier game is kept');
    }, 'the earlier game kept');
    assertClean(problems);
    await context.close();
});

test('storage blocked: a clear notice, and play goes on', async () => {
    const { page, context, problems } = await preparePage(session.browser);
    await page.addInitScript(() => {
        Storage.prototype.setItem = () => { throw new DOMException('blocked', 'QuotaExceededError'); };
    });
    await page.goto(BASE);
    await page.waitForSelector('[data-notice]');
    assert.match(await page.textContent('[data-notice]'), /does not let Beltboard store games: play goes on/);
    await newGame(page, { variant: 'no-pawns', mode: 'two-players' });
    await typeTurn(page, 'Nc3');
    await page.waitForFunction(() => document.querySelector('[data-fen]').dataset.turn === 'b');
    await settled(page);
    assert.deepEqual(await entries(page), {});
    assertClean(problems);
    await context.close();
});
