// Links (issue 6): starting query parameters, a bare address resuming the
// saved game, the share link with the whole game in the # fragment, and
// hostile parameters shown as text, never run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
    BASE, browserSession, openApp, assertClean, boardState, newGame, typeTurn, reload, eventually, settled, waitForTurn,
    FULL_BELT_START,
} from './harness.mjs';

const session = browserSession();

const plies = (page) => page.$$eval('[data-ply]', (els) => els.map((e) => e.textContent.trim()).slice(1));

test('query parameters start a game; the address is then cleared and a reload resumes it', async () => {
    const url = `${BASE}?variant=no-pawns&moves=b1c3,g8f6&ai=none&orientation=b&level=4`;
    const { page, context, problems } = await openApp(session.browser, { url });
    assert.deepEqual(await plies(page), ['Nc3', 'Nf6']);
    const state = await boardState(page);
    assert.deepEqual([state.turn, state.phase], ['w', 'move']);
    assert.equal(await page.$eval('[data-square]', (e) => e.dataset.square), 'h1', 'orientation=b: Black at the bottom');
    assert.equal(page.url(), BASE, 'the starting parameters are dropped from the address');
    await page.click('[data-action="new-game"]');
    await eventually(async () => {
        assert.equal(await page.inputValue('[data-setting="variant"]'), 'no-pawns');
        assert.equal(await page.inputValue('[data-setting="mode"]'), 'two-players');
        assert.equal(await page.inputValue('[data-setting="level"]'), '4');
    }, 'the link\'s settings in the dialog');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-dialog]', { state: 'detached' });
    await typeTurn(page, 'Nd5');
    await waitForTurn(page, 'b');
    await reload(page);
    await eventually(
        async () => assert.deepEqual(await plies(page), ['Nc3', 'Nf6', 'Nd5'], 'the bare address resumes the game as played on'),
        'the game resumed',
    );
    await settled(page);
    assert.equal(await page.$('[data-notice]'), null);
    assertClean(problems);
    await context.close();
});

test('a start position from `fen` is played by the AI from that position', async () => {
    // The AI plays White from a position no setup reaches: its job must carry the FEN.
    const fen = '4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 5';
    const url = `${BASE}?fen=${encodeURIComponent(fen)}&ai=w&level=1`;
    const { page, context, problems } = await openApp(session.browser, { url });
    await waitForTurn(page, 'b', 15000);
    await eventually(
        async () => assert.equal((await plies(page)).length, 1, 'the AI played one turn'),
        'the AI\'s turn listed',
    );
    await settled(page);
    assert.equal(await page.$('[data-error]'), null);
    await page.click('[data-ply="0"]');
    await eventually(
        async () => assert.equal((await boardState(page)).fen, fen, 'the game starts from the link position'),
        'the start position shown',
    );
    assertClean(problems);
    await context.close();
});

test('a hostile `fen` is shown as text in an error, never run', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const context = await session.browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    const dialogs = [];
    page.on('dialog', async (d) => {
        dialogs.push(d.message());
        await d.dismiss();
    });
    const problems = [];
    page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
    page.on('request', (r) => new URL(r.url()).pathname.endsWith('/x') && problems.push(`requested ${r.url()}`));
    await page.goto(`${BASE}?fen=${encodeURIComponent(hostile)}&variant=full-belt`);
    await page.waitForSelector('[data-notice]');
    const notice = await page.textContent('[data-notice]');
    assert.ok(notice.includes(hostile), `the value is quoted as text: ${notice}`);
    assert.match(notice, /link parameter 'fen'/);
    assert.equal(await page.$$eval('img', (els) => els.length), 0, 'no element was made from it');
    assert.equal((await boardState(page)).fen, FULL_BELT_START, 'a fresh game instead');
    // A fixed wait: the test proves that no alert comes, even a little later.
    await page.waitForTimeout(300);
    assert.deepEqual(dialogs, [], 'no dialog, no alert');
    assertClean(problems);
    await context.close();
});

test('a shared link opened in a fresh browser context shows the whole game', async () => {
    const a = await openApp(session.browser);
    await a.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(BASE).origin });
    await newGame(a.page, { variant: 'full-belt-howe', mode: 'two-players' });
    await typeTurn(a.page, 'e2e4 a+1');
    await typeTurn(a.page, 'd7d5 h+1');
    await a.page.waitForSelector('[data-ply="2"]');
    const shared = await eventually(async () => {
        const state = await boardState(a.page);
        assert.equal(state.turn, 'w');
        return state;
    }, 'both turns played');
    await a.page.click('[data-action="share"]');
    const link = await eventually(async () => {
        const link = await a.page.inputValue('[data-share="link"]');
        assert.ok(link.startsWith(`${BASE}#variant=full-belt-howe&moves=`), link);
        return link;
    }, 'the share link');
    await a.page.click('[data-action="copy-link"]');
    await a.page.waitForFunction(() => document.querySelector('[data-copied="link"]').textContent === 'Copied.');
    await eventually(
        async () => assert.equal(await a.page.evaluate(() => navigator.clipboard.readText()), link),
        'the link copied',
    );
    assertClean(a.problems);
    await a.context.close();

    const b = await openApp(session.browser, { url: link });
    assert.deepEqual(await boardState(b.page), shared);
    assert.deepEqual(await plies(b.page), ['e4 a-file ↑1', 'd5 h-file ↑1']);
    assert.equal(b.page.url(), BASE, 'the game leaves the address once loaded');
    await typeTurn(b.page, 'Ne3 b+1');
    await eventually(
        async () => assert.equal((await boardState(b.page)).turn, 'b', 'play goes on in the opened game'),
        'the turn played',
    );
    assertClean(b.problems);
    await b.context.close();
});
