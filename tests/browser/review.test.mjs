// Game review on the analysis board (issue 12, points 3 and 5): a review of
// a short game marks the known blunder (in the move list and the list of
// marked turns), draws one graph point per turn whose click shows that turn,
// can be cancelled and resumed, is saved for the next visit, and the game
// page's end-of-game banner opens it directly (review=1).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, FULL_BELT_START, browserSession, preparePage, assertClean, eventually, seriousViolations } from './harness.mjs';

const session = browserSession();

// Full Belt: Black's fourth turn (c7c5 8+4) lets White mate at once with c1d3 d+3.
const MOVES = 'g2g3_1%2B1,g8h6_8%2B3,c1b3_1%2B3,c7c5_8%2B4,c1d3_d%2B3';
const TURNS = 5;
const ANALYSIS = `studio.html?analysis=1&variant=full-belt&moves=${MOVES}`;

/** The analysis board of the blunder game, the review's budget set to 0.1 s per position. */
async function openBoard(query = ANALYSIS) {
    const { page, context, problems } = await preparePage(session.browser);
    // The smallest budget keeps the review short (the setting is remembered).
    await context.addInitScript(() => {
        if (!localStorage.getItem('beltboard.prefs')) localStorage.setItem('beltboard.prefs', 'review=100');
    });
    await page.goto(`${BASE}${query}`);
    await page.waitForSelector('[data-review]');
    return { page, context, problems };
}

/** The progress bar's value and maximum. */
async function progress(page) {
    return page.$eval('[data-review-progress]', (p) => [Number(p.value), Number(p.max)]);
}

test('a review marks the blunder, graphs each turn, and a click on the graph shows that turn', async () => {
    const { page, context, problems } = await openBoard();
    assert.equal(await page.$eval('[data-setting="review-budget"]', (s) => s.value), '100');
    await page.click('[data-action="review"]');
    await eventually(async () => assert.equal(await page.getAttribute('[data-review]', 'data-review-done'), 'true'), 'the review ends', {
        timeout: 20000,
    });
    assert.deepEqual(await progress(page), [TURNS + 1, TURNS + 1]);
    await eventually(
        async () => assert.equal(await page.getAttribute('.tree-list [data-ply="4"]', 'data-mark'), '??'),
        "Black's c7c5 8+4 allowed the mate: marked ?? in the move list",
    );
    assert.equal(await page.locator('.tree-list [data-ply="5"][data-mark]').count(), 0, 'the mate itself is not marked');
    assert.equal(await page.locator('[data-review-graph] [data-ply]').count(), TURNS, 'one point per turn');
    // The evaluations go into the analysis's PGN, one [%eval] after each turn.
    await eventually(async () => {
        const pgn = await page.inputValue('[data-analysis-pgn]');
        assert.ok((pgn.match(/\[%eval /g) ?? []).length >= TURNS, pgn);
    }, "the review's evaluations in the PGN");
    assert.equal(await page.textContent('[data-review-summary] [data-side="black"] [data-count="??"]'), '1');
    assert.equal(await page.textContent('[data-review-summary] [data-side="white"] [data-count="??"]'), '0');
    const marked = page.locator('[data-review-turn="4"]');
    assert.equal(await marked.getAttribute('data-mark'), '??');
    assert.match(await marked.textContent(), /lets White win at once/);
    // The better turn: drawn on the board at the position before the blunder, and named.
    await marked.locator('[data-action="better"]').click();
    await eventually(async () => assert.match(await marked.locator('[data-better]').textContent(), /^Better was \S+/), 'the better turn is named');
    await eventually(async () => assert.equal(await page.getAttribute('.tree-list [data-ply="3"]', 'aria-current'), 'step'), 'the position before it is shown');
    // A click on the graph's point of turn 2 shows the position after it.
    await page.click('[data-review-graph] [data-ply="2"]');
    await eventually(async () => assert.equal(await page.getAttribute('.tree-list [data-ply="2"]', 'aria-current'), 'step'), 'the graph click shows turn 2');
    // The review is saved: the next visit shows it at once, without a search.
    const again = await context.newPage();
    await again.goto(`${BASE}${ANALYSIS}`);
    await eventually(async () => assert.equal(await again.getAttribute('.tree-list [data-ply="4"]', 'data-mark'), '??'), 'the saved review is shown');
    assert.equal(await again.locator('[data-action="review"]').count(), 0, 'nothing left to review');
    assertClean(problems);
    await context.close();
});

test('a cancelled review resumes where it stopped and completes; the banner opens a review', async () => {
    const { page, context, problems } = await openBoard();
    await page.selectOption('[data-setting="review-budget"]', '500');
    await page.click('[data-action="review"]');
    await eventually(async () => assert.ok((await progress(page))[0] >= 2), 'a position is reviewed', { timeout: 10000 });
    await page.click('[data-action="review-cancel"]');
    const [stopped] = await progress(page);
    assert.ok(stopped < TURNS + 1, `stopped before the end (${stopped})`);
    await eventually(async () => assert.equal(await page.textContent('[data-action="review"]'), 'Resume review'), 'a resume button');
    assert.equal((await progress(page))[0], stopped, 'nothing is searched while cancelled');
    await page.selectOption('[data-setting="review-budget"]', '100');
    await page.click('[data-action="review"]');
    await eventually(async () => assert.equal(await page.getAttribute('[data-review]', 'data-review-done'), 'true'), 'the resumed review ends', {
        timeout: 20000,
    });
    await eventually(async () => assert.equal(await page.getAttribute('.tree-list [data-ply="4"]', 'data-mark'), '??'), 'the blunder is marked');
    assert.equal(await page.evaluate(() => localStorage.getItem('beltboard.prefs')), 'pause=500&speed=800&intro=0&coach=0&workers=0&threats=0&review=100', 'the budget is remembered');
    // The game page's end-of-game banner links to the review.
    const game = await context.newPage();
    await game.goto(`${BASE}?variant=full-belt&moves=${MOVES}`);
    const link = await game.waitForSelector('[data-result] [data-action="review"]');
    const href = await link.getAttribute('href');
    assert.match(href, /^studio\.html\?analysis=1&.*review=1/);
    assertClean(problems);
    await context.close();
});

test('review=1 starts the review as the page opens; a damaged saved review is searched again', async () => {
    const { page, context, problems } = await preparePage(session.browser);
    // The key the review of this game is saved under: its start and turns.
    const key = `beltboard.review ${FULL_BELT_START} | g2g3 1+1,g8h6 8+3,c1b3 1+3,c7c5 8+4,c1d3 d+3`;
    await context.addInitScript((key) => {
        localStorage.setItem('beltboard.prefs', 'review=100');
        localStorage.setItem(key, '<img src=x>\n#zz x\n\u0000\n+0.10 a1a1\n'.repeat(3));
    }, key);
    await page.goto(`${BASE}${ANALYSIS}&review=1`);
    await eventually(async () => assert.equal(await page.getAttribute('[data-review]', 'data-review-done'), 'true'), 'the review ran by itself', {
        timeout: 20000,
    });
    assert.equal(await page.locator('[data-review-graph] [data-ply]').count(), TURNS);
    const saved = await page.evaluate((key) => localStorage.getItem(key), key);
    assert.equal(saved.split('\n').length, TURNS + 1, 'the damaged entry is replaced by the new review');
    assert.match(saved, /^[+-]\d+\.\d\d \S+/);
    assertClean(problems);
    await context.close();
});

test('axe-core finds no serious or critical violation in a finished review, light and dark, phone width', async () => {
    for (const colorScheme of ['light', 'dark']) {
        const { page, context, problems } = await preparePage(session.browser, { viewport: { width: 390, height: 844 }, colorScheme });
        await context.addInitScript(() => localStorage.setItem('beltboard.prefs', 'review=100'));
        await page.goto(`${BASE}${ANALYSIS}&review=1`);
        await page.waitForSelector('[data-review][data-review-done="true"]', { timeout: 20000 });
        await page.click('[data-review-turn="4"] [data-action="better"]');
        await page.waitForSelector('[data-better]');
        assert.deepEqual(await seriousViolations(page), [], colorScheme);
        assertClean(problems);
        await context.close();
    }
});
