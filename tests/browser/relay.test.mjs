// Play by link (issue 6): two players in two browser contexts (two
// devices), each turn sent as a link holding the game so far; the link is
// checked for the side to move when opened.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession, openApp, assertClean, boardState, newGame, typeTurn, eventually, settled } from './harness.mjs';

const session = browserSession();

const plies = (page) => page.$$eval('[data-ply]', (els) => els.map((e) => e.textContent.trim()).slice(1));

/** Opens `link` in a new page of `context` and waits for the board. */
async function follow(context, link, problems) {
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
    page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
    await page.goto(link);
    await page.waitForSelector('[data-square="e4"]');
    return page;
}

test('a play-by-link exchange between two browser contexts', async () => {
    const white = await openApp(session.browser);
    const black = await openApp(session.browser);
    await newGame(white.page, { variant: 'full-belt', mode: 'two-players' });
    await settled(white.page);
    assert.equal(await white.page.$('[data-relay]'), null, 'nothing to send before the first turn');
    await typeTurn(white.page, 'Nf3 f+4');
    const first = await eventually(async () => {
        assert.match(await white.page.textContent('[data-relay]'), /Send Black this link/);
        const first = await white.page.inputValue('[data-relay="link"]');
        assert.match(first, /#variant=full-belt&moves=g1f3_f\+4&ai=none&level=\d&play=b&ply=1$/);
        return first;
    }, 'the link for Black');

    // Black, on another device, opens it: the game, seen from Black's side, Black to move.
    const blackPage = await follow(black.context, first, black.problems);
    assert.equal((await boardState(blackPage)).turn, 'b');
    assert.deepEqual(await plies(blackPage), ['Nf3 f-file ↑4']);
    assert.equal(await blackPage.$eval('[data-square]', (e) => e.dataset.square), 'h1', 'Black at the bottom');
    assert.match(await blackPage.textContent('[data-notice]'), /Your move as Black/);
    await typeTurn(blackPage, 'Nc6 c-1');
    const second = await eventually(async () => {
        assert.match(await blackPage.textContent('[data-relay]'), /Send White this link/);
        const second = await blackPage.inputValue('[data-relay="link"]');
        assert.match(second, /&play=w&ply=2$/);
        return second;
    }, 'the link for White');

    // Back to White, in the first context: the game continues where Black left it.
    const whitePage = await follow(white.context, second, white.problems);
    assert.deepEqual(await plies(whitePage), ['Nf3 f-file ↑4', 'Nc6 c-file ↓1']);
    assert.equal((await boardState(whitePage)).turn, 'w');
    assert.equal((await boardState(whitePage)).fen, (await boardState(blackPage)).fen);
    assert.equal(await whitePage.$eval('[data-square]', (e) => e.dataset.square), 'a8', 'White at the bottom');
    assert.match(await whitePage.textContent('[data-notice]'), /Your move as White/);
    await typeTurn(whitePage, 'e2e3 a+1');
    await eventually(
        async () => assert.match(await whitePage.inputValue('[data-relay="link"]'), /&play=b&ply=3$/),
        'the next link for Black',
    );

    assertClean(white.problems);
    assertClean(black.problems);
    await white.context.close();
    await black.context.close();
});

test('a play-by-link link that is not for the side to move, or cut short, says so', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await newGame(page, { variant: 'no-pawns', mode: 'two-players' });
    for (const t of ['Nc3', 'Nc6', 'Nd5']) await typeTurn(page, t);
    const link = await eventually(async () => {
        const link = await page.inputValue('[data-relay="link"]');
        assert.match(link, /moves=b1c3,b8c6,c3d5&.*&play=b&ply=3$/);
        return link;
    }, 'the link after three turns');
    const wrongSide = await follow(context, link.replace('play=b', 'play=w'), problems);
    assert.match(await wrongSide.textContent('[data-notice]'), /does not check out: it is for White, but Black is to move/);
    const cut = await follow(context, link.replace('b1c3,b8c6,c3d5', 'b1c3'), problems);
    assert.match(await cut.textContent('[data-notice]'), /should hold 3 turns but holds 1/);
    assert.deepEqual(await plies(cut), ['Nc3'], 'the game it holds is shown as it stands');
    // Against the AI there is nobody to send a link to.
    await newGame(page, { variant: 'no-pawns', mode: 'ai-black', level: '1' });
    await page.waitForSelector('[data-ply="1"]', { state: 'detached' });
    await typeTurn(page, 'Nc3');
    await page.waitForSelector('[data-ply="1"]');
    await settled(page);
    assert.equal(await page.$('[data-relay]'), null);
    assertClean(problems);
    await context.close();
});
