// The analysis board (issue 12, points 1 and 2): opened from the game page
// (button and key `a`) and from a link, the engine's lines and evaluation
// bar, a mate score, lines played by a click, the move tree with side lines
// and comments, its PGN out and in, kept across a reload. The tree and the
// PGN with variations are tested natively (tests/move_tree.rs,
// tests/pgn_variations.rs, src/ui/formats/analysis.rs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
    BASE, browserSession, openApp, preparePage, assertClean, eventually, reload, seriousViolations, typeTurn,
} from './harness.mjs';

const session = browserSession();
const studio = BASE.replace(/\/?$/, '/') + 'studio.html';
// Full Belt, Black to move after 1. g3 1+1 Nh6 8+3 2. Nb3 1+3; then 2... c5 8+4 allows 3. Nd3 d+3 mate.
const BLUNDER = 'variant=full-belt&moves=g2g3_1%2B1,g8h6_8%2B3,c1b3_1%2B3';

async function openAnalysis(query, options = {}) {
    const { page, context, problems } = await preparePage(session.browser, options);
    await page.goto(`${studio}?analysis=1&${query}`);
    await page.waitForSelector('[data-analysis]');
    return { page, context, problems };
}

test('the game page opens the analysis of the position shown (button and key a); Space stops and starts the engine', async () => {
    const { page, context, problems } = await openApp(session.browser, { url: `${BASE}?${BLUNDER}&ai=none` });
    await page.waitForSelector('[data-ply="3"]');
    // The menu also offers the game's review (the review itself: review.test.mjs).
    assert.match(await page.getAttribute('[data-action="review-game"]', 'href'), /^studio\.html\?analysis=1&.*review=1/);
    // Loaded whole before leaving: the navigation would abort what still loads.
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('a');
    await page.waitForSelector('[data-analysis]');
    assert.match(page.url(), /studio\.html\?analysis=1&/);
    const line = await page.waitForSelector('[data-line="0"]', { timeout: 20000 });
    assert.match(await line.getAttribute('data-score'), /^([+-]\d+\.\d\d|#-?\d+)$/);
    assert.equal((await line.getAttribute('data-pv')).split(' ').length % 2, 0, 'whole turns: a move and a belt each');
    // The bar follows the first line; read both at once, since a new depth may replace them between two reads.
    await page.waitForFunction(() => {
        const first = document.querySelector('[data-line="0"]');
        const bar = document.querySelector('[data-eval-bar]');
        return first && bar && first.getAttribute('data-score') === bar.getAttribute('data-score');
    });
    await page.keyboard.press(' ');
    await page.waitForSelector('[data-action="engine-toggle"][aria-pressed="false"]');
    await page.waitForSelector('[data-line]', { state: 'detached' });
    await page.keyboard.press(' ');
    await page.waitForSelector('[data-line="0"]', { timeout: 20000 });
    assertClean(problems);
    await context.close();
});

test('a mate in one shows #1; three lines; a click on a turn of a line plays the line up to it', async () => {
    const { page, context, problems } = await openAnalysis(`${BLUNDER},c7c5_8%2B4`);
    await page.selectOption('[data-setting="engine-lines"]', '3');
    await eventually(async () => {
        assert.equal(await page.getAttribute('[data-line="0"]', 'data-score'), '#1');
        assert.equal(await page.$$eval('[data-line]', (els) => els.length), 3);
    }, 'three lines, the first a mate in one', { timeout: 30000 });
    const pv = (await page.getAttribute('[data-line="0"]', 'data-pv')).split(' ');
    assert.equal(pv.length, 2, 'a mate in one is one turn');
    await page.click('[data-line="0"] .pv-turn >> nth=0');
    await page.waitForFunction(() => /checkmate/i.test(document.querySelector('[data-status]').textContent));
    assert.match(await page.textContent('[data-node][aria-current]'), /#$/, 'the mate is the turn shown, in the tree');
    await page.waitForSelector('[data-line]', { state: 'detached' });
    assertClean(problems);
    await context.close();
});

test('with two workers, one runs the forcing-line solver: a win it proves is shown as such, with the bar at the mate and its first turn drawn', async () => {
    // White wins in three here; the main search alone needs millions of
    // nodes to see it (tests/common/wins.rs, DEEP_WINS_IN_THREE).
    const fen = encodeURIComponent('r2kqN2/pP2p2p/nPpb4/8/1r2KpB1/bp1Q1B1n/P3PPPP/R1Rp3N w - b 4 8');
    const { page, context, problems } = await preparePage(session.browser);
    await page.addInitScript(() => localStorage.setItem('beltboard.prefs', 'threats=0&workers=2'));
    await page.goto(`${studio}?analysis=1&variant=full-belt&fen=${fen}`);
    await page.waitForSelector('[data-analysis]');
    const proof = await page.waitForSelector('[data-proof]', { timeout: 30000 });
    const turns = Number(await proof.getAttribute('data-proof'));
    assert.ok(turns >= 2 && turns <= 3, `a win in three at most, not at once: ${turns}`);
    assert.match(await proof.textContent(), new RegExp(`White forces mate within ${turns} turns, starting with`));
    assert.equal(await page.getAttribute('[data-eval-bar]', 'data-score'), `#${turns}`, 'the bar shows the proven mate');
    // The proven win's first turn is the one drawn on the board.
    const turn = await proof.getAttribute('data-turn');
    assert.match(turn, /^[a-h][1-8][a-h][1-8][qrbn]? [a-h1-8]\+[1-7]$/);
    await eventually(async () => {
        const squares = await page.$$eval('.sq.hint', (els) => els.map((e) => e.dataset.square).sort());
        assert.deepEqual(squares, [turn.slice(0, 2), turn.slice(2, 4)].sort());
    }, 'the proven turn\'s squares marked');
    assert.equal(page.workers().length, 2);
    assertClean(problems);
    await context.close();
});

test('side lines, promotion and comments in the move tree; the PGN round trip; kept across a reload', async () => {
    const { page, context, problems } = await openAnalysis('variant=no-pawns&moves=b1c3,g8f6,c3b5');
    await page.click('[data-action="engine-toggle"]');
    await page.waitForSelector('[data-node]');
    // Back to the position after 1. Nc3, and another reply: a side line.
    await page.click('[data-node] >> nth=0');
    await typeTurn(page, 'b8c6');
    await eventually(async () => {
        assert.equal(await page.$$eval('.variation [data-node]', (els) => els.map((e) => e.textContent.trim()).join(' ')), 'Nc6');
    }, 'the new reply is a side line');
    await page.fill('[data-input="comment"]', 'Another way');
    await page.press('[data-input="comment"]', 'Tab');
    await page.click('[data-action="promote"]');
    await eventually(async () => {
        assert.equal(await page.$$eval('.tree-list > [data-node]', (els) => els.map((e) => e.textContent.trim()).join(' ')), 'Nc3 Nc6');
    }, 'the side line promoted to the main line');
    await page.click('.pgn-tools summary');
    const pgn = await page.inputValue('[data-analysis-pgn]');
    // The engine's evaluation of a position it saw is written with it.
    assert.match(pgn, /1\. Nc3 Nc6 \{ Another way \} \(1\.\.\. Nf6 2\. Nb5( \{ \[%eval -?\d+\.\d\d\] \})?\) \*/);
    // The PGN opens again as it was written.
    await page.fill('[data-input="analysis-import"]', pgn);
    await page.click('[data-action="import-analysis"]');
    await eventually(async () => assert.equal(await page.inputValue('[data-analysis-pgn]'), pgn), 'the same PGN after opening it');
    await page.fill('[data-input="analysis-import"]', '1. Nc3 (1. Zz9');
    await page.click('[data-action="import-analysis"]');
    await page.waitForSelector('.pgn-tools [role="alert"]');
    // The analysis is kept for this game.
    await reload(page);
    await page.waitForSelector('[data-analysis]');
    await page.waitForSelector('.variation [data-node]');
    assert.match(await page.textContent('.tree-list'), /Another way/);
    assertClean(problems);
    await context.close();
});

test('axe-core finds no serious or critical violation on the analysis board, light and dark, phone width', async () => {
    for (const colorScheme of ['light', 'dark']) {
        const { page, context, problems } = await openAnalysis(`${BLUNDER}`, { colorScheme, viewport: { width: 390, height: 844 } });
        await page.waitForSelector('[data-line="0"]', { timeout: 20000 });
        await page.click('[data-node] >> nth=0');
        await page.waitForSelector('[data-input="comment"]');
        await page.click('.pgn-tools summary');
        assert.deepEqual(await seriousViolations(page), [], colorScheme);
        assertClean(problems);
        await context.close();
    }
});
