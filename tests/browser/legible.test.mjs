// Legible play (issue 11): the last turn readable (marks, the belt band, the
// checking pieces, replay), players and rules on screen, a real end of game,
// the history by buttons, keys and wheel, touch targets and layout on a
// phone, an embedded board that fits its frame and takes the host's theme.
// Rule details are in the native tests (src/ui/state/tests.rs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, browserSession, openApp, assertClean, boardState, status, eventually, settled, waitForPhase } from './harness.mjs';

const session = browserSession();
const link = (query) => ({ url: `${BASE}?${query}` });
const waitStatus = (page, re) => page.waitForFunction((src) => new RegExp(src).test(document.querySelector('[data-status]').textContent), re.source);

test('desktop: the last turn is marked where the belt left the piece, with its band; the checkers; replay', async () => {
    // Nf3 f+4, then Black mates with Bg3 h+1: the bishop and the rook the h-file brought to h1 give check.
    const { page, context, problems } = await openApp(session.browser, link('variant=full-belt&ai=none&moves=g1f3_f%2B4,f4g3_h%2B1'));
    await page.waitForSelector('[data-last="to"]');
    const last = await page.$$eval('[data-last]', (els) => els.map((e) => `${e.dataset.square}:${e.dataset.last}`).sort());
    assert.deepEqual(last, ['f4:from', 'g3:to']);
    assert.equal(await page.getAttribute('[data-last-belt]', 'data-last-belt'), 'h+1');
    assert.equal((await page.textContent('[data-last-belt] .band-label')).trim(), '1');
    const checkers = await page.$$eval('.sq.checker', (els) => els.map((e) => e.dataset.square).sort());
    assert.deepEqual(checkers, ['g3', 'h1']);
    // The end of the game: a banner with the result and the reason, the result in the move list.
    assert.equal(await page.getAttribute('[data-result]', 'data-result'), '0-1 · Black wins by checkmate');
    assert.match(await page.textContent('[data-result-line]'), /^0-1/);
    // Replay: the board plays the turn again (normal move, then belt), slowly.
    await page.click('[data-action="replay"]');
    await page.waitForSelector('.board.replay');
    // Step back half a turn: the position after Black's normal move, before its belt.
    await page.click('[data-action="prev"]');
    await waitStatus(page, /half-way, before its belt move/);
    await eventually(async () => {
        assert.equal(await page.getAttribute('[data-square="g3"]', 'data-piece'), 'bB');
        assert.equal(await page.getAttribute('[data-square="h8"]', 'data-piece'), 'bR', 'the h-file has not moved yet');
    }, 'the position half-way through Black\'s turn');
    await page.click('[data-action="first"]');
    await waitStatus(page, /starting position/);
    await page.click('[data-action="next"]');
    await waitStatus(page, /1\. Nf3 f-file ↑4 half-way/);
    await page.click('[data-action="last"]');
    await waitStatus(page, /^Black wins by checkmate/);
    // Home and End, and the wheel over the move list.
    await page.keyboard.press('Home');
    await waitStatus(page, /starting position/);
    await page.keyboard.press('End');
    await waitStatus(page, /^Black wins by checkmate/);
    await page.hover('.move-list');
    await page.mouse.wheel(0, -120);
    await waitStatus(page, /half-way/);
    // Rematch: the same settings, a fresh game.
    await page.click('[data-action="last"]');
    await page.click('[data-action="rematch"]');
    await page.waitForFunction(() => document.querySelector('[data-fen]').dataset.phase === 'move');
    await eventually(async () => {
        assert.equal(await page.$('[data-result]'), null);
        assert.equal(await page.$$eval('[data-ply]', (els) => els.length), 1, 'only Start');
    }, 'a fresh game');
    assertClean(problems);
    await context.close();
});

test('players, badges, the belt arrows and the introduction are on the first screen; resign asks and undo says so', async () => {
    const { page, context, problems } = await openApp(session.browser, link('variant=full-belt-howe&rule=no-belt-check&ai=b&level=3'));
    assert.equal((await page.textContent('[data-player="w"] .player-name')).trim(), 'You');
    assert.equal((await page.textContent('[data-player="b"] .player-name')).trim(), 'AI · level 3');
    const badges = await page.$$eval('[data-badges] .badge', (els) => els.map((e) => e.textContent.trim()));
    assert.deepEqual(badges, ['Full Belt Chess', "Howe's setup", 'No belt check']);
    assert.equal(await page.$$eval('[data-belt-shift]', (els) => els.filter((e) => getComputedStyle(e).opacity > 0).length), 32,
        'the arrows are in sight before the first move');
    assert.match(await page.textContent('[data-intro]'), /a normal move, then shift one file or rank/);
    await page.click('[data-action="dismiss-intro"]');
    await page.waitForSelector('[data-intro]', { state: 'detached' });
    // Resign: a confirmation first; cancel keeps playing.
    await page.click('[data-action="resign"]');
    await page.locator('dialog[data-dialog="resign"]').waitFor();
    await page.click('[data-action="cancel-resign"]');
    await page.locator('dialog[data-dialog="resign"]').waitFor({ state: 'detached' });
    await settled(page);
    assert.equal((await boardState(page)).phase, 'move');
    await page.click('[data-action="resign"]');
    await page.click('[data-action="confirm-resign"]');
    await page.waitForSelector('[data-result]');
    await page.click('.controls [data-action="undo"]');
    await page.waitForFunction(() => /resignation was taken back/.test(document.querySelector('[data-notice]')?.textContent ?? ''));
    await eventually(async () => assert.equal((await boardState(page)).phase, 'move'), 'the game goes on');
    // The intro stays dismissed on the next visit.
    await page.reload();
    await page.waitForSelector('[data-square="e4"]');
    await settled(page);
    assert.equal(await page.$('[data-intro]'), null);
    assertClean(problems);
    await context.close();
});

test('phone: the board fills the width the rank arrows leave, the file arrows are 44 px tall, no key names, nothing jumps', async () => {
    const { page, context, problems } = await openApp(session.browser, {
        ...link('variant=full-belt&ai=none'), viewport: { width: 390, height: 844 }, hasTouch: true,
    });
    const board = () => page.$eval('[data-fen]', (b) => b.getBoundingClientRect().toJSON());
    const rest = await board();
    // The side columns hold the rank arrows, 24 px wide each (the least
    // target of WCAG 2.5.8), outside the squares; the board takes the rest
    // of the page's width (390 px less 4 px of padding each side).
    assert.ok(rest.width >= 390 - 8 - 2 * 24 - 1, `the board is ${rest.width} px wide`);
    const statusTop = async () => page.$eval('[data-status]', (e) => e.getBoundingClientRect().top);
    const before = await statusTop();
    // The belt bar's place under the board is not an empty band in the
    // move phase (issue 23 point 5): it says what comes there.
    const idle = page.locator('.belt-bar.idle .belt-idle');
    await idle.waitFor();
    const hint = await idle.boundingBox();
    assert.ok(hint.y >= rest.bottom && hint.height > 0, 'the hint lies under the board');
    await page.tap('[data-square="g1"]');
    await page.tap('[data-square="f3"]');
    await page.waitForFunction(() => document.querySelector('[data-fen]').dataset.phase === 'belt');
    await eventually(async () => {
        // The file arrows, a square wide; the rank arrows are tapped in reach.test.mjs.
        const sizes = await page.$$eval('.belt-arrow.top:not(.idle), .belt-arrow.bottom:not(.idle)', (els) => els.map((e) => {
            const r = e.getBoundingClientRect();
            return [r.width, r.height];
        }));
        assert.equal(sizes.length, 16);
        for (const [w, h] of sizes) assert.ok(w >= rest.width / 8 - 1 && h >= 44, `an arrow's target is ${w}x${h} px`);
    }, 'the file arrows are a square wide and 44 px tall');
    // Nothing jumps, and no key names: read once the belt phase has settled.
    await settled(page);
    assert.deepEqual(await board(), rest, 'the board did not move or change size');
    assert.equal(await statusTop(), before, 'the status did not move');
    assert.doesNotMatch(await page.textContent('.belt-bar'), /Enter|Escape/);
    assert.doesNotMatch(await status(page), /Enter|Escape/);
    // Undo shift and take back move are separate.
    await page.tap('[data-belt-shift="f+"]');
    await page.waitForFunction(() => !document.querySelector('[data-action="undo-shift"]').disabled);
    await page.tap('[data-action="undo-shift"]');
    await page.waitForFunction(() => document.querySelector('[data-action="undo-shift"]').disabled);
    await settled(page);
    assert.equal((await boardState(page)).phase, 'belt', 'the normal move stays');
    // Chess without Pawns: the same board size.
    const np = await openApp(session.browser, { ...link('variant=no-pawns&ai=none'), viewport: { width: 390, height: 844 } });
    const npBoard = await np.page.$eval('[data-fen]', (b) => b.getBoundingClientRect().width);
    assert.ok(Math.abs(npBoard - rest.width) < 1, `No Pawns board ${npBoard} px, Full Belt ${rest.width} px`);
    assertClean(np.problems);
    await np.context.close();
    assertClean(problems);
    await context.close();
});

test('embedded: the board fits its 5:6 frame in every phase, and theme=dark sets its colours', async () => {
    const { page, context, problems } = await openApp(session.browser, {
        ...link('embed=1&variant=full-belt&ai=none&theme=dark'), viewport: { width: 480, height: 576 }, colorScheme: 'light',
    });
    const fits = () => page.evaluate(() => document.documentElement.scrollHeight <= innerHeight + 1);
    assert.ok(await fits(), 'at rest');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.equal(bg, 'rgb(27, 26, 24)', 'the dark background, though the system is light');
    await page.click('[data-square="g1"]');
    await page.click('[data-square="f3"]');
    await page.waitForFunction(() => document.querySelector('[data-fen]').dataset.phase === 'belt');
    await page.click('[data-belt-shift="f+"]');
    await page.waitForFunction(() => document.querySelector('[data-action="confirm-belt"]')?.textContent === 'Confirm f-file ↑1');
    await settled(page);
    assert.ok(await fits(), 'in the belt phase');
    assertClean(problems);
    await context.close();
});

test('a small embedded board keeps each rank arrow beside its rank, and fits its frame', async () => {
    // 358 x 430: the 5:6 frame of a 390 px phone page; its squares are
    // smaller than the 44 px rank arrows, which must not stretch the ranks.
    const { page, context, problems } = await openApp(session.browser, {
        ...link('embed=1&variant=full-belt&ai=none'), viewport: { width: 358, height: 430 },
    });
    const misplaced = () => page.evaluate(() => {
        const bad = [];
        for (const rank of '12345678') {
            const square = document.querySelector(`[data-square="a${rank}"]`).getBoundingClientRect();
            for (const arrow of document.querySelectorAll(`[data-belt-shift^="${rank}"]`)) {
                const r = arrow.getBoundingClientRect();
                const middle = r.top + r.height / 2;
                if (middle < square.top || middle > square.bottom) bad.push(`${arrow.dataset.beltShift} at ${Math.round(middle)}, rank ${rank} ${Math.round(square.top)}-${Math.round(square.bottom)}`);
            }
        }
        return bad;
    });
    assert.deepEqual(await misplaced(), [], 'at rest');
    await page.click('[data-square="g1"]');
    await page.click('[data-square="f3"]');
    await waitForPhase(page, 'belt');
    await settled(page);
    assert.deepEqual(await misplaced(), [], 'in the belt phase');
    // The whole board, its belt buttons and status fit the frame: no scrolling either way.
    const size = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
    assert.ok(size[0] <= 358 && size[1] <= 431, `content ${size[0]} x ${size[1]} in a 358 x 430 frame`);
    assertClean(problems);
    await context.close();
});

test('AI against AI can be paused and stepped', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await page.click('[data-action="new-game"]');
    // Chess without Pawns: its games last long enough to pause, step and resume.
    await page.selectOption('[data-setting="variant"]', 'no-pawns');
    await page.selectOption('[data-setting="mode"]', 'ai-vs-ai');
    await page.selectOption('[data-setting="level"]', '1');
    await page.click('[data-action="start"]');
    await page.click('[data-action="pause-ai"]');
    const turns = () => page.$$eval('[data-ply]', (els) => els.length - 1);
    const paused = await turns();
    // A fixed wait: the test proves that no turn is played over time while paused.
    await page.waitForTimeout(2500);
    // One reply may have been on its way when the pause came.
    assert.ok((await turns()) <= paused + 1, 'paused: no more turns');
    const now = await turns();
    await page.click('[data-action="step-ai"]');
    await page.waitForFunction((n) => document.querySelectorAll('[data-ply]').length - 1 === n + 1, now, { timeout: 15000 });
    await page.click('[data-action="pause-ai"]');
    // Resumed: it plays on (or the game ends, which removes the button).
    await page.waitForFunction(
        (n) => document.querySelectorAll('[data-ply]').length - 1 >= n + 3 || document.querySelector('[data-result]'),
        now,
        { timeout: 20000 },
    );
    assertClean(problems);
    await context.close();
});
