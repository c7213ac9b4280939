// A Full Belt Chess turn, made every way the page offers: clicks and edge
// arrows, drags, the keyboard, the move box; and the ways back out of it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
    browserSession, preparePage, BASE, assertClean, boardState, pieces, clickSquare, drag, newGame, typeTurn,
    waitForPhase, eventually, settled, FULL_BELT_START,
} from './harness.mjs';

const session = browserSession();

/**
 * A fresh two-player Full Belt game, the threat assistant turned off in the
 * stored preferences: these turns (Nf3 f+4 among them) allow a win in one,
 * which the assistant, on for a first visit, would ask about before playing
 * (tests/browser/assist.test.mjs).
 */
async function twoPlayers() {
    const { page, context, problems } = await preparePage(session.browser);
    await page.addInitScript(() => {
        if (!localStorage.getItem('beltboard.prefs')) localStorage.setItem('beltboard.prefs', 'threats=0');
    });
    await page.goto(BASE);
    await page.waitForSelector('[data-square="e4"]');
    await newGame(page, { mode: 'two-players' });
    return { page, context, problems };
}

async function moveList(page) {
    return page.$$eval('[data-ply]', (els) => els.map((e) => [e.dataset.ply, e.textContent.trim()]));
}

test('a turn by click-click and edge arrows, confirmed with the button', async () => {
    const { page, context, problems } = await twoPlayers();
    await clickSquare(page, 'g1');
    await eventually(async () => {
        const targets = await page.$$eval('.sq.target', (els) => els.map((e) => e.dataset.square).sort());
        assert.deepEqual(targets, ['f3', 'h3'], 'legal destinations are shown on selection');
    }, 'the knight\'s destinations shown');
    await clickSquare(page, 'f3');
    await eventually(async () => {
        assert.equal((await boardState(page)).phase, 'belt');
        assert.equal(await page.isDisabled('[data-action="confirm-belt"]'), true, 'no belt chosen yet');
    }, 'the belt phase');
    for (let i = 0; i < 4; i++) await page.click('[data-belt-shift="f+"]');
    // The preview moves the pieces: the knight (f3) is now on f7, the f2 pawn on f6.
    await eventually(async () => {
        const shown = await pieces(page);
        assert.equal(shown.f7, 'wN');
        assert.equal(shown.f6, 'wP');
        assert.equal(shown.f3, 'bP');
    }, 'file f previewed 4 up');
    await settled(page);
    assert.equal((await boardState(page)).fen, FULL_BELT_START, 'nothing is played before confirming');
    await page.click('[data-action="confirm-belt"]');
    await eventually(async () => {
        const after = await boardState(page);
        assert.equal(after.fen, 'rnbqk1nr/pppppNpp/5P2/5B2/5b2/5p2/PPPPP1PP/RNBQK2R b - f 1 1');
        assert.deepEqual([after.phase, after.turn], ['move', 'b']);
        assert.deepEqual(await moveList(page), [['0', 'Start'], ['1', 'Nf3 f-file ↑4']]);
        // The last turn is marked: the knight's origin, the knight where the belt
        // took it (f7, not f3), and the belt as a band with its distance.
        const last = await page.$$eval('[data-last]', (els) => els.map((e) => `${e.dataset.square}:${e.dataset.last}`).sort());
        assert.deepEqual(last, ['f7:to', 'g1:from']);
        assert.equal(await page.textContent('[data-last-belt="f+4"] .band-label'), '4');
    }, 'the turn played and marked');
    assertClean(problems);
    await context.close();
});

test('a turn by drag: the piece, then a belt dragged along its file; Enter confirms', async () => {
    const { page, context, problems } = await twoPlayers();
    await drag(page, 'g1', 'f3');
    await eventually(async () => assert.equal((await boardState(page)).phase, 'belt'), 'the belt phase');
    await drag(page, 'h2', 'h5');
    await eventually(async () => assert.equal((await pieces(page)).h5, 'wP', 'file h previewed 3 up'), 'the belt previewed');
    await page.keyboard.press('Enter');
    await eventually(async () => {
        assert.equal((await page.textContent('[data-ply="1"]')).trim(), 'Nf3 h-file ↑3');
        assert.equal((await boardState(page)).turn, 'b');
    }, 'the turn played');
    // Black: a belt chosen by clicking two squares of the same rank.
    await drag(page, 'b8', 'c6');
    await clickSquare(page, 'a7');
    await clickSquare(page, 'c7');
    await waitForPhase(page, 'belt');
    await eventually(
        async () => assert.equal(await page.textContent('[data-action="confirm-belt"]'), 'Confirm rank 7 →2'),
        'rank 7 previewed',
    );
    await page.click('[data-action="confirm-belt"]');
    await eventually(
        async () => assert.equal((await page.textContent('[data-ply="2"]')).trim(), 'Nc6 rank 7 →2'),
        'Black\'s turn played',
    );
    assertClean(problems);
    await context.close();
});

test('an illegal drop snaps back; the normal move can be taken back before confirming', async () => {
    const { page, context, problems } = await twoPlayers();
    const before = await pieces(page);
    await drag(page, 'g1', 'g3');
    await settled(page);
    assert.deepEqual(await boardState(page), { fen: FULL_BELT_START, phase: 'move', turn: 'w' });
    assert.deepEqual(await pieces(page), before, 'the knight is back on g1');
    await drag(page, 'g1', 'f3');
    await page.click('[data-belt-shift="b+"]');
    await page.keyboard.press('Escape');
    await eventually(async () => {
        assert.equal((await boardState(page)).phase, 'belt', 'Escape first undoes the shift');
        assert.equal((await pieces(page)).b1, 'wN');
    }, 'the shift undone');
    await page.keyboard.press('Escape');
    await eventually(async () => {
        assert.equal((await boardState(page)).phase, 'move', 'then the normal move');
        assert.deepEqual(await pieces(page), before);
    }, 'the normal move undone');
    await clickSquare(page, 'b1');
    await clickSquare(page, 'c3');
    await waitForPhase(page, 'belt');
    await page.click('[data-action="cancel-belt"]');
    await eventually(
        async () => assert.deepEqual(await boardState(page), { fen: FULL_BELT_START, phase: 'move', turn: 'w' }),
        'the normal move cancelled',
    );
    assertClean(problems);
    await context.close();
});

test('belts that cannot be shifted are disabled, with the reason', async () => {
    const { page, context, problems } = await twoPlayers();
    await typeTurn(page, 'Nf3 1+1');
    await clickSquare(page, 'g8');
    await clickSquare(page, 'f6');
    const forbidden = page.locator('[data-belt-shift="1+"]');
    const empty = page.locator('[data-belt-shift="4-"]');
    await eventually(async () => {
        assert.equal(await forbidden.getAttribute('aria-disabled'), 'true');
        assert.match(await forbidden.getAttribute('title'), /opponent shifted this belt last turn/);
        assert.match(await empty.getAttribute('title'), /no piece on this belt/);
        assert.equal(await page.locator('[data-belt-shift="a+"]').getAttribute('aria-disabled'), null);
    }, 'the belts that cannot be shifted disabled, with the reason');
    // Reached by the keyboard, a disabled arrow shows its reason.
    await page.focus('[data-belt-shift="4-"]');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await eventually(async () => {
        const shownReason = await page.$eval('[data-belt-shift="4-"]', (e) => getComputedStyle(e, '::after').content);
        assert.match(shownReason, /Rank 4: there is no piece on this belt/);
    }, 'the focused arrow shows its reason');
    // Pressing a disabled arrow explains itself and changes nothing.
    // (Playwright refuses aria-disabled elements unless forced; a user can press them.)
    await forbidden.click({ force: true });
    await eventually(
        async () => assert.match(await page.textContent('[data-error]'), /Rank 1 cannot be shifted: the opponent shifted/),
        'the refusal explained',
    );
    await settled(page);
    assert.equal((await pieces(page)).b1, 'wR', 'rank 1 stayed put');
    // A shift that leaves the own king attacked cannot be confirmed, and says why.
    await page.click('[data-belt-shift="f-"]');
    await eventually(async () => {
        assert.equal(await page.isDisabled('[data-action="confirm-belt"]'), true);
        assert.match(await page.getAttribute('[data-action="confirm-belt"]', 'title'), /king would be in check/);
    }, 'the confirmation refused, with the reason');
    assertClean(problems);
    await context.close();
});

test('a whole turn typed in display or machine form; clear messages for bad ones', async () => {
    const { page, context, problems } = await twoPlayers();
    await typeTurn(page, 'zz');
    await eventually(async () => assert.match(await page.textContent('[data-error]'), /'zz'/), 'zz refused');
    await typeTurn(page, 'Nf3');
    await eventually(async () => assert.match(await page.textContent('[data-error]'), /needs a belt move/), 'Nf3 refused');
    await typeTurn(page, 'e2e5 a+1');
    await eventually(async () => assert.match(await page.textContent('[data-error]'), /cannot move there/), 'e2e5 refused');
    await settled(page);
    assert.equal((await boardState(page)).fen, FULL_BELT_START);
    assert.equal(await page.inputValue('[data-input="move"]'), 'e2e5 a+1', 'a refused text stays to be corrected');
    await typeTurn(page, 'Nf3 f+4');
    await eventually(async () => {
        assert.equal(await page.$('[data-error]'), null, 'the message goes once a turn is played');
        assert.equal(await page.inputValue('[data-input="move"]'), '');
    }, 'the turn played');
    await typeTurn(page, 'b8c6 c+7');
    await eventually(
        async () => assert.deepEqual(await moveList(page), [['0', 'Start'], ['1', 'Nf3 f-file ↑4'], ['2', 'Nc6 c-file ↓1']]),
        'both turns in the move list',
    );
    assertClean(problems);
    await context.close();
});

test('a promotion asks for the piece, then the belt phase follows', async () => {
    const { page, context, problems } = await twoPlayers();
    await typeTurn(page, 'Nf3 b+5');
    await typeTurn(page, 'Nh6 3+1');
    await eventually(async () => assert.equal((await pieces(page)).b7, 'wP'), 'a white pawn on b7');
    await clickSquare(page, 'b7');
    await clickSquare(page, 'b8');
    await page.waitForSelector('[data-dialog="promotion"]');
    await eventually(async () => assert.deepEqual(
        await page.$$eval('[data-promotion]', (els) => els.map((e) => e.dataset.promotion)),
        ['q', 'r', 'b', 'n'],
    ), 'the promotion choices');
    await page.click('[data-promotion="q"]');
    await eventually(async () => {
        assert.equal((await boardState(page)).phase, 'belt');
        assert.equal((await pieces(page)).b8, 'wQ');
    }, 'the queen on b8, the belt phase');
    await page.click('[data-belt-shift="a+"]');
    await page.click('[data-action="confirm-belt"]');
    await eventually(async () => {
        assert.equal((await page.textContent('[data-ply="3"]')).trim(), 'b8=Q a-file ↑1');
        assert.equal((await boardState(page)).fen, 'pQbqkb1r/2pppppp/1N5n/1n6/1p6/P5N1/R1PPPPPP/r1BQKB1R b - a 0 2');
    }, 'the turn played');
    assertClean(problems);
    await context.close();
});
