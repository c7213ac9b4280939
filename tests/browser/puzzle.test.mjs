// The puzzle mode (issue 13 point 2, hooks of point 5): ?puzzle=<id> opens a
// puzzle over the game, answers are judged (data-puzzle-result), the streak
// is kept, Next moves on, a win in two gets the rules' reply, a bad id or a
// broken file gives a notice, and the game in progress comes back whole.
// Rule details (which turns are accepted) are in src/ui/state/puzzle_tests.rs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
    browserSession, openApp, assertClean, boardState, clickSquare, newGame, typeTurn, eventually, reload, BASE,
} from './harness.mjs';

const session = browserSession();
// Shipped puzzles (assets/puzzles/no-pawns.json; ids are stable):
// np-0001, White to play and win at once: Rh7-e7 (the only solution).
// np-0005, White to win in two: Be3-b6; the rules' reply Kd8-e8; then Bd3-g6 wins.
const url = (query) => `${BASE}?${query}`;
const panel = '[data-puzzle]';
const attr = (page, name) => page.$eval(panel, (p, name) => p.getAttribute(name), name);

async function result(page, expected, what) {
    await eventually(async () => assert.equal(await attr(page, 'data-puzzle-result'), expected), what);
}

test('a win-in-one link: solved by clicks, the streak counts it, Next moves on', async () => {
    const { page, problems } = await openApp(session.browser, { url: url('puzzle=np-0001') });
    await page.waitForSelector(`${panel}[data-puzzle-id="np-0001"]`);
    assert.match(await page.textContent('.puzzle-task'), /White to play: win at once/);
    assert.equal(await attr(page, 'data-puzzle-result'), null, 'not answered yet');
    assert.equal(await page.$eval(panel, (p) => p.querySelector('[data-streak]').dataset.streak), '0');
    await clickSquare(page, 'h7');
    await clickSquare(page, 'e7');
    await result(page, 'solved', 'the solution solves it');
    await eventually(async () => assert.equal(
        await page.$eval('[data-streak]', (s) => s.dataset.streak), '1'), 'the streak grows');
    await page.click('[data-action="puzzle-next"]');
    await eventually(async () => {
        assert.notEqual(await attr(page, 'data-puzzle-id'), 'np-0001');
        assert.equal(await attr(page, 'data-puzzle-result'), null);
    }, 'Next shows another puzzle, unanswered');
    await page.click('[data-action="puzzle-variant"]');
    await eventually(async () => assert.match(await attr(page, 'data-puzzle-id'), /^fb-/), 'the other game\'s puzzles');
    // The streak is kept in this browser.
    await reload(page);
    await page.waitForSelector(`${panel}[data-puzzle-id="np-0001"]`);
    await eventually(async () => assert.equal(
        await page.$eval('[data-streak]', (s) => s.dataset.streak), '1'), 'the streak after a reload');
    assertClean(problems);
});

/** Clicks where a finger would land: the centre of `selector`'s box. */
async function clickCentre(page, selector) {
    const box = await page.locator(selector).boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test('a wrong turn shows the reply that refutes it, Retry takes it back; the solution only on request', async () => {
    const { page, problems } = await openApp(session.browser, { url: url('puzzle=np-0001') });
    await page.waitForSelector(`${panel}[data-puzzle-id="np-0001"]`);
    const start = (await boardState(page)).fen;
    await clickCentre(page, '[data-square="a3"]');
    await clickCentre(page, '[data-square="b2"]');
    // The try stays on the board, the opponent's reply drawn as a threat and said in words.
    let reply = null;
    await eventually(async () => {
        reply = await attr(page, 'data-refutation');
        assert.match(reply ?? '', /^[a-h][1-8][a-h][1-8]/, 'the refutation named on the panel');
        assert.notEqual((await boardState(page)).fen, start, 'the try still on the board');
        assert.match(await page.textContent('.puzzle-state'), /^Not this one: Black answers \S+/);
    }, 'the wrong try refuted');
    for (const square of [reply.slice(0, 2), reply.slice(2, 4)]) {
        assert.equal(await page.locator(`[data-square="${square}"].threat`).count(), 1, `${square} marked as the reply`);
    }
    assert.equal(await attr(page, 'data-puzzle-result'), null, 'still to answer');
    assert.doesNotMatch(await page.textContent(panel), /Re7/, 'the answer not given away');
    await clickCentre(page, '[data-action="puzzle-retry"]');
    await eventually(async () => {
        assert.match(await page.textContent('.puzzle-state'), /Try again/);
        assert.equal((await boardState(page)).fen, start, 'taken back');
        assert.equal(await page.locator('.sq.threat').count(), 0, 'the reply no longer drawn');
    }, 'Retry takes the try back');
    await clickCentre(page, '[data-action="puzzle-solution"]');
    await result(page, 'failed', 'asking for the solution gives up');
    await eventually(async () => {
        assert.match(await page.textContent('.puzzle-state'), /^A solving turn: Re7/);
        assert.equal(await page.locator('[data-square="h7"].hint, [data-square="e7"].hint').count(), 2, 'the solution drawn');
    }, 'the solution on the board');
    // Written in the page's ordinary colours, not an error's.
    const colours = await page.evaluate(() => [
        getComputedStyle(document.querySelector('.puzzle-state')).color,
        getComputedStyle(document.querySelector('.puzzle-task')).color,
    ]);
    assert.equal(colours[0], colours[1], 'the solution in the text colour');
    // Answered: the board takes no turn until Retry or Next, and the status asks for none.
    await clickSquare(page, 'h7');
    assert.equal(await page.locator('.sq.selected').count(), 0, 'no piece picked up');
    assert.doesNotMatch(await page.textContent('[data-status]'), /to move/);
    await clickCentre(page, '[data-action="puzzle-retry"]');
    await eventually(async () => assert.equal(await attr(page, 'data-puzzle-result'), null), 'Retry: answer again');
    // The solution replayed solves it, told as not counted.
    await clickCentre(page, '[data-square="h7"]');
    await clickCentre(page, '[data-square="e7"]');
    await result(page, 'solved', 'the solution replayed');
    assert.match(await page.textContent('.puzzle-state'), /not counted/);
    assert.equal(await page.$eval('[data-streak]', (s) => s.dataset.streak), '0');
    assertClean(problems);
});

test('a win in two: the first turn, the reply by itself, then the win', async () => {
    const { page, problems } = await openApp(session.browser, { url: url('puzzle=np-0005') });
    await page.waitForSelector(`${panel}[data-puzzle-id="np-0005"]`);
    assert.match(await page.textContent('.puzzle-task'), /White to play: win in two/);
    await clickSquare(page, 'e3');
    await clickSquare(page, 'b6');
    await eventually(async () => assert.equal((await boardState(page)).turn, 'w'), 'the opponent replies by itself', { timeout: 5000 });
    assert.equal(await page.$eval('[data-square="e8"]', (s) => s.dataset.piece), 'bK', 'the rules\' reply: Kd8-e8');
    assert.match(await page.textContent('.puzzle-state'), /Now win at once/);
    assert.equal(await attr(page, 'data-puzzle-result'), null);
    await clickSquare(page, 'd3');
    await clickSquare(page, 'g6');
    await result(page, 'solved', 'the win in two solved');
    assertClean(problems);
});

test('a Full Belt puzzle takes a typed turn with its belt move', async () => {
    const { page, problems } = await openApp(session.browser, { url: url('puzzle=fb-0002') });
    await page.waitForSelector(`${panel}[data-puzzle-id="fb-0002"]`);
    await typeTurn(page, 'd8c8 b+5');
    await result(page, 'solved', 'the belt mate solves it');
    assertClean(problems);
});

test('a bad id: a notice, and the game as it was', async () => {
    const { page, problems } = await openApp(session.browser, { url: url('puzzle=np-9999') });
    await eventually(async () => assert.match(await page.textContent('.notice'), /no puzzle "np-9999"/), 'the notice names the id');
    assert.equal(await page.locator(panel).count(), 0);
    assert.equal(await page.locator('[data-action="new-game"]').count(), 1, 'the game page as usual');
    // Loaded whole before leaving: a navigation would abort the pieces' images still loading.
    await page.waitForLoadState('networkidle');
    await page.goto(url('puzzle=nonsense'));
    await eventually(async () => assert.match(await page.textContent('.notice'), /no puzzle "nonsense"/), 'an id of no variant');
    assertClean(problems);
});

test('a broken puzzle file: a notice naming the line, no puzzle mode', async () => {
    // No service worker: it would answer the fetch before the route could.
    const context = await session.browser.newContext({ serviceWorkers: 'block', reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.route('**/puzzles/no-pawns.json', (r) => r.fulfill({ status: 200, body: '[\n{"id":"np-0001",\n]\n' }));
    await page.goto(url('puzzle=np-0001'));
    await eventually(async () => assert.match(await page.textContent('.notice'), /could not be opened.*line 2/), 'the broken line named');
    assert.equal(await page.locator(panel).count(), 0);
    assert.equal(await page.locator('[data-action="new-game"]').count(), 1, 'the game page as usual');
    await context.close();
});

test('the game in progress survives a visit to the puzzles (phone)', async () => {
    const { page, problems } = await openApp(session.browser, { viewport: { width: 390, height: 844 } });
    await newGame(page, { variant: 'full-belt', mode: 'two-players' });
    await typeTurn(page, 'g1f3 f+4');
    await eventually(async () => assert.equal((await boardState(page)).turn, 'b'), 'the turn played');
    const game = (await boardState(page)).fen;
    await page.click('[data-action="puzzles"]');
    await page.waitForSelector(panel);
    const puzzleFen = (await boardState(page)).fen;
    assert.notEqual(puzzleFen, game, 'the puzzle on the board');
    assert.equal(await page.locator('[data-action="puzzle-next"]').isVisible(), true);
    // Issue 23 point 6: a newcomer's first puzzle is an easy one (the list's easiest not solved).
    assert.match(await page.textContent(panel), /Easy \(\d+\)/);
    assert.notEqual(await attr(page, 'data-puzzle-id'), 'fb-0001', 'not simply the first of the list');
    // A turn in the puzzle (a wrong try, taken back) is not the tab's game.
    await page.click('[data-action="puzzle-hint"]');
    await reload(page);
    await eventually(async () => assert.equal((await boardState(page)).fen, game), 'a reload in the puzzles resumes the game');
    await page.click('[data-action="puzzles"]');
    await page.waitForSelector(panel);
    await page.click('[data-action="puzzle-leave"]');
    await eventually(async () => {
        assert.equal(await page.locator(panel).count(), 0);
        assert.equal((await boardState(page)).fen, game);
    }, 'Back to my game: the game as it was');
    assert.match(await page.textContent('.move-list'), /Nf3/);
    assertClean(problems);
});
