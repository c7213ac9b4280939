// The threat assistant (issue 13, points 1 and 5): the preference, the
// verdict on a previewed belt move (data-verdict) and the second
// confirmation of a losing turn, the danger marks of a selected piece
// (data-danger), the Threat button, and no assistant in an embedded board
// unless its address asks (assist=1). Positions from links; the rules'
// details are tested natively (src/rules/threats.rs, src/ui/state/assist_tests.rs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, browserSession, preparePage, assertClean, boardState, clickSquare, eventually, settled } from './harness.mjs';

const session = browserSession();

/** Issue 13's Full Belt position, Black to move: c7-c5 8+4 allows Nc1-d3 d+3 mate. */
const ISSUE = 'variant=full-belt&ai=none&moves=g2g3_1%2B1,g8h6_8%2B3,c1b3_1%2B3';
const ISSUE_FEN = 'b1rrnbqk/pppppppp/7n/8/8/1N4P1/PPPPPP1P/KBNRR1BQ b - 1 2 2';

/** Opens `query`, the assistant on in the stored preferences when `threats`. */
async function open(query, { threats = true } = {}) {
    const { page, context, problems } = await preparePage(session.browser);
    await page.addInitScript((on) => {
        localStorage.setItem('beltboard.prefs', `pause=0&speed=800&intro=1&workers=1&threats=${on ? 1 : 0}`);
    }, threats);
    await page.goto(`${BASE}?${query}`);
    await page.waitForSelector('[data-square="e4"]');
    return { page, context, problems };
}

/** Black's c7-c5, then rank 8 shifted `steps` to the right. */
async function previewPawn(page, to, steps) {
    await clickSquare(page, 'c7');
    await clickSquare(page, to);
    await eventually(async () => assert.equal((await boardState(page)).phase, 'belt'), 'the belt phase');
    for (let i = 0; i < steps; i++) await page.click('[data-belt-shift="8+"]');
}

const squaresOf = (page, selector) => page.$$eval(selector, (els) => els.map((e) => e.dataset.square).sort());

test('the setting turns the assistant on; a losing belt move says so, shows the reply, and is confirmed twice', async () => {
    const { page, context, problems } = await open(ISSUE, { threats: false });
    assert.equal(await page.locator('[data-action="threat"]').count(), 0, 'off by default: no Threat button');
    await page.click('[data-action="prefs"]');
    const box = page.locator('[data-setting="threats"]');
    assert.equal(await box.isChecked(), false);
    await box.check();
    await page.click('[data-action="close"]');
    await eventually(async () => {
        assert.match(await page.evaluate(() => localStorage.getItem('beltboard.prefs')), /threats=1/, 'remembered');
        assert.equal(await page.locator('[data-action="threat"]').count(), 1, 'the Threat button');
    }, 'the assistant on');
    await previewPawn(page, 'c5', 4);
    const verdict = await eventually(async () => {
        const v = page.locator('[data-verdict]');
        assert.equal(await v.getAttribute('data-verdict'), 'loses');
        return v.textContent();
    }, 'the verdict on c5 8+4', { timeout: 10000 });
    assert.match(verdict, /Allows a win in one/);
    // The reply on demand: the knight's move and the belt band, in red.
    await page.click('[data-action="show-reply"]');
    await eventually(async () => {
        assert.deepEqual(await squaresOf(page, '.sq.threat'), ['c1', 'd3']);
        assert.equal(await page.locator('.belt-band.threat').count(), 1);
        assert.match(await page.textContent('.reply-line'), /Their reply: N.*d3.*d-file ↑3.*mate in one/);
    }, 'the refutation drawn');
    // Confirming asks again; the turn waits for the second confirmation.
    await page.click('[data-action="confirm-belt"]');
    await eventually(async () => {
        assert.equal(await page.textContent('.confirm-anyway'), 'This allows mate in one: confirm anyway?');
        assert.equal(await page.textContent('[data-action="confirm-belt"]'), 'Confirm anyway');
    }, 'the second confirmation asked');
    await settled(page);
    assert.equal((await boardState(page)).fen, ISSUE_FEN, 'not played yet');
    await page.click('[data-action="confirm-belt"]');
    await eventually(async () => assert.equal((await boardState(page)).turn, 'w'), 'played after confirming again');
    // Turned off again, it stays off (the defaults are written over the entry).
    await page.click('[data-action="prefs"]');
    await page.locator('[data-setting="threats"]').uncheck();
    await page.click('[data-action="close"]');
    await eventually(async () => {
        assert.match(await page.evaluate(() => localStorage.getItem('beltboard.prefs')), /threats=0/);
        assert.equal(await page.locator('[data-action="threat"]').count(), 0);
    }, 'the assistant off and remembered so');
    assertClean(problems);
    await context.close();
});

test('a first visit has the warning on: a losing belt move is asked about before it is played', async () => {
    // No stored preferences: a newcomer, who leaves a win in one nearly every turn.
    const { page, context, problems } = await preparePage(session.browser);
    await page.goto(`${BASE}?${ISSUE}`);
    await page.waitForSelector('[data-square="e4"]');
    await previewPawn(page, 'c5', 4);
    await eventually(async () => assert.equal(await page.getAttribute('[data-verdict]', 'data-verdict'), 'loses'),
        'the verdict on c5 8+4', { timeout: 10000 });
    const confirm = await page.locator('[data-action="confirm-belt"]').boundingBox();
    await page.mouse.click(confirm.x + confirm.width / 2, confirm.y + confirm.height / 2);
    await eventually(async () => assert.match(await page.textContent('.confirm-anyway'), /allows mate in one/),
        'the second confirmation asked');
    assert.equal((await boardState(page)).fen, ISSUE_FEN, 'not played yet');
    assertClean(problems);
    await context.close();
});

test('a safe belt move says safe and is played at the first confirmation', async () => {
    const { page, context, problems } = await open(ISSUE);
    await previewPawn(page, 'c6', 1);
    await eventually(async () => {
        assert.equal(await page.getAttribute('[data-verdict]', 'data-verdict'), 'safe');
        assert.match(await page.textContent('[data-verdict]'), /Safe/);
    }, 'the verdict on c6 8+1', { timeout: 10000 });
    await page.click('[data-action="confirm-belt"]');
    await eventually(async () => assert.equal((await boardState(page)).turn, 'w'), 'played at once');
    assertClean(problems);
    await context.close();
});

test('a selected piece\'s losing targets are marked dangerous', async () => {
    const { page, context, problems } = await open(ISSUE);
    await clickSquare(page, 'c7');
    await eventually(async () => {
        assert.equal(await page.getAttribute('[data-fen]', 'data-danger-for'), 'c7');
        assert.deepEqual(await squaresOf(page, '[data-danger]'), ['c5'], 'c5 loses whatever belt follows, c6 need not');
    }, 'the danger marks of c7', { timeout: 10000 });
    const c5 = page.locator('[data-square="c5"]');
    assert.match(await c5.getAttribute('aria-label'), /Dangerous/);
    assert.match(await c5.getAttribute('class'), /\bdanger\b/);
    // The mark is drawn (a cross over the target).
    const mark = await c5.evaluate((e) => getComputedStyle(e, '::after').backgroundImage);
    assert.match(mark, /linear-gradient/);
    assertClean(problems);
    await context.close();
});

test('the Threat button shows what the opponent could win with if it were their turn', async () => {
    // Black to move; White's rook would mate on the back rank.
    const { page, context, problems } = await open(`variant=full-belt&ai=none&fen=${encodeURIComponent('6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 20')}`);
    await page.click('[data-action="threat"]');
    await eventually(async () => {
        const line = page.locator('[data-threat]');
        assert.notEqual(await line.getAttribute('data-threat'), 'none');
        assert.match(await line.textContent(), /^Threat: if it were their turn, White could play .* \(mate in one\)$/);
        assert.equal(await page.locator('.sq.threat').count(), 2, 'its move drawn on the board');
    }, 'the threat shown', { timeout: 10000 });
    await page.click('[data-action="threat"]');
    await eventually(async () => assert.equal(await page.locator('.sq.threat').count(), 0), 'hidden again');
    assertClean(problems);
    await context.close();
});

test('an embedded board shows no assistant unless its address has assist=1', async () => {
    const { page, context, problems } = await open(`embed=1&${ISSUE}`);
    assert.equal(await page.locator('[data-action="threat"]').count(), 0);
    await clickSquare(page, 'c7');
    await clickSquare(page, 'c5');
    await eventually(async () => assert.equal((await boardState(page)).phase, 'belt'), 'the belt phase');
    for (let i = 0; i < 4; i++) await page.click('[data-belt-shift="8+"]');
    await settled(page, 500);
    assert.equal(await page.locator('[data-verdict], .verdict').count(), 0, 'no verdict, though the visitor turned it on');
    await context.close();

    const asked = await open(`embed=1&assist=1&${ISSUE}`, { threats: false });
    await previewPawn(asked.page, 'c5', 4);
    await eventually(
        async () => assert.equal(await asked.page.getAttribute('[data-verdict]', 'data-verdict'), 'loses'),
        'assist=1 asks for the assistant',
        { timeout: 10000 },
    );
    assertClean(problems);
    assertClean(asked.problems);
    await asked.context.close();
});

test('Chess without Pawns: a move to a square marked dangerous asks before it is played', async () => {
    // Black's knight on c1 would stand next to the d1 king, unprotected: a king capture.
    const fen = encodeURIComponent('3kk3/8/8/8/8/8/4n3/3KK3 b - - 0 10');
    const { page, context, problems } = await open(`variant=no-pawns&ai=none&fen=${fen}`);
    await clickSquare(page, 'e2');
    await eventually(async () => assert.deepEqual(await squaresOf(page, '[data-danger]'), ['c1']), 'c1 marked', { timeout: 10000 });
    await clickSquare(page, 'c1');
    await eventually(
        async () => assert.equal(await page.textContent('.confirm-anyway'), 'This allows a king capture: confirm anyway?'),
        'the second confirmation asked',
        { timeout: 10000 },
    );
    assert.equal((await boardState(page)).turn, 'b', 'not played yet');
    await page.click('[data-action="confirm-belt"]');
    await eventually(async () => assert.equal((await boardState(page)).turn, 'w'), 'played after confirming again');
    assertClean(problems);
    await context.close();
});
