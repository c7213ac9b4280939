// The library of games (issue 15): every game kept until deleted, newest
// first, open / delete / export all; a link or a new `#` opens a new entry,
// and the same link opened again its entry; an untouched game and the
// lessons tried do not pile up; moves counted as a move list numbers them;
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
    // The first visit's fresh game, left untouched, is not kept.
    await waitForEntries(page, 1);
    await newGame(page, { variant: 'full-belt-howe', mode: 'two-players' });
    for (const turn of ['e2e4 a+1', 'd7d5 h+1', 'c1d3 b+1']) await typeTurn(page, turn);
    await waitForMoves(page, 'e2e4_a+1,d7d5_h+1,c1d3_b+1');
    await waitForEntries(page, 2);
    await page.click('[data-action="library"]');
    const rows = page.locator('[data-dialog="library"] [data-game-entry]');
    await rows.nth(1).waitFor();
    await eventually(async () => {
        const titles = await rows.evaluateAll((els) => els.map((e) => e.textContent));
        assert.match(titles[0], /Howe.*in progress · 2 moves/s, 'newest first: the game being played, 1. e4 d5 2. Nf3');
        assert.match(titles[1], /Chess without Pawns.*1 move(?!s)/s);
    }, 'the games listed newest first');
    await settled(page);
    assert.equal(await rows.nth(0).locator('[data-action="delete-game"]').count(), 0, 'the game played here is not deleted from here');

    const download = page.waitForEvent('download');
    await page.click('[data-action="export-all"]');
    const pgn = await readFile(await (await download).path(), 'utf8');
    assert.equal(pgn.match(/\[Event /g).length, 2, 'every game in one file');
    assert.ok(pgn.indexOf('Full Belt Chess') < pgn.indexOf('Chess without Pawns'), 'newest first');

    const key = await rows.nth(1).getAttribute('data-game-entry');
    await rows.nth(1).locator('[data-action="open-game"]').click();
    await page.waitForSelector('[data-dialog]', { state: 'detached' });
    await page.waitForFunction(() => document.querySelector('[data-fen]').dataset.turn === 'b');
    await eventually(async () => assert.equal(await tabKey(page), key, 'the tab now plays that entry'), 'the entry opened');

    await page.click('[data-action="library"]');
    await rows.nth(1).waitFor();
    const howe = rows.filter({ hasText: 'Howe' });
    await howe.locator('[data-action="delete-game"]').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-game-entry]').length === 1);
    await eventually(
        async () => assert.equal(Object.values(await entries(page)).filter((t) => t.includes('full-belt-howe')).length, 0),
        'the Howe game deleted from storage',
    );
    assertClean(problems);
    await context.close();
});

test('a link opens as a new entry and never replaces the saved game; opened again, its entry', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await nc3(page);
    const link = `${BASE}#variant=full-belt-howe&moves=e2e4_a%2B1&ai=none`;
    await page.goto(link);
    await page.waitForSelector('[data-ply="1"]');
    await waitForEntries(page, 2);
    const key = await eventually(async () => {
        const saved = await entries(page);
        assert.equal(Object.values(saved).filter((t) => t.includes('&moves=b1c3&')).length, 1, 'the earlier game is kept');
        const key = await tabKey(page);
        assert.ok(saved[key]?.includes('variant=full-belt-howe&moves=e2e4_a+1&'), 'the link is the tab\'s entry');
        return key;
    }, 'the link opened as a new entry');
    // The same link again, in this tab and in another: the same entry.
    await page.goto(link);
    await page.waitForSelector('[data-ply="1"]');
    const other = await context.newPage();
    await other.goto(link);
    await other.waitForSelector('[data-ply="1"]');
    await settled(other);
    await settled(page);
    assert.equal(Object.keys(await entries(page)).length, 2, 'no second entry of the same game');
    assert.equal(await tabKey(page), key);
    assert.equal(await tabKey(other), key);
    assertClean(problems);
    await context.close();
});

test('the lessons tried keep one entry, and an untouched game none once left', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await nc3(page);
    for (const lesson of ['king-capture', 'quiet-check', 'king-capture']) {
        await page.click('[data-action="rules"]');
        await page.click(`[data-lesson="${lesson}"] [data-action="try-lesson"]`);
        await page.waitForSelector('[data-dialog]', { state: 'detached' });
        await page.waitForSelector('[data-notice]');
        await page.waitForFunction(() => sessionStorage.getItem('beltboard.tab-entry') === 'beltboard.library.lesson');
    }
    await settled(page);
    assert.deepEqual(Object.keys(await entries(page)).length, 2, 'the game, and the last lesson tried');
    // A game left untouched for another (the lesson, a new game) leaves nothing behind.
    await newGame(page, { variant: 'full-belt', mode: 'two-players' });
    await newGame(page, { variant: 'no-pawns', mode: 'two-players' });
    await settled(page);
    const saved = await entries(page);
    assert.equal(Object.values(saved).filter((t) => t.startsWith('beltboard-save-1:variant=full-belt&')).length, 0);
    assert.equal(saved['beltboard.library.lesson'], undefined);
    assert.equal(Object.keys(saved).length, 2, 'the game, and the untouched game shown now (for a reload)');
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
    await page.locator('[data-game-entry]', { hasText: '1 move' }).nth(1).waitFor();
    assertClean(problems);
    await context.close();
});

test('a change of the # part opens that game as a new entry', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await nc3(page);
    await page.evaluate(() => { location.hash = 'variant=full-belt-howe&ai=none'; });
    await page.waitForFunction((fen) => document.querySelector('[data-fen]').dataset.fen === fen, HOWE);
    await page.waitForFunction(() => location.hash === '');
    await waitForEntries(page, 2);
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
