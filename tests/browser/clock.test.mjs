// Issue 25: a timed game's clocks on the page: the flag, the increment
// after the confirm, the AI on the clock, a reload resumed paused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
    BASE, browserSession, openApp, preparePage, openHostPage, assertClean, clickSquare, typeTurn, waitForPhase, eventually, reload,
} from './harness.mjs';

const session = browserSession();

/** The clock of `side` ('w' or 'b'): its milliseconds and whether it runs. */
async function clock(page, side) {
    return page.$eval(`[data-clock="${side}"]`, (e) => ({
        ms: Number(e.dataset.clockMs),
        running: e.hasAttribute('data-running'),
        low: e.classList.contains('low'),
        text: e.textContent.trim(),
    }));
}

test('a hotseat game at clock=0.25+0 flags and shows the result on time', async () => {
    const { page, context, problems } = await openApp(session.browser, {
        url: `${BASE}?variant=no-pawns&ai=none&clock=0.25%2B0`,
    });
    const start = await clock(page, 'b');
    assert.equal(start.ms, 15000);
    assert.equal(start.running, false, 'no clock runs before White\'s first turn');
    await typeTurn(page, 'b1c3');
    await eventually(async () => assert.equal((await clock(page, 'b')).running, true), 'Black\'s clock runs');
    await eventually(async () => {
        const result = await page.getAttribute('[data-result]', 'data-result');
        assert.equal(result, '1-0 · White wins on time');
    }, 'Black\'s flag falls', { timeout: 30000 });
    const end = await clock(page, 'b');
    assert.equal(end.ms, 0);
    assert.equal(end.running, false);
    assert.equal(await page.textContent('.result-reason'), 'on time');
    assertClean(problems);
    await context.close();
});

test('a 1+2 game adds the increment after the confirm, not after the normal move', async () => {
    const { page, context, problems } = await openApp(session.browser, {
        url: `${BASE}?variant=full-belt&ai=none&clock=1%2B2`,
    });
    await typeTurn(page, 'g1f3 a+1');
    await eventually(async () => assert.equal((await clock(page, 'b')).running, true), 'Black\'s clock runs');
    await clickSquare(page, 'g8');
    await clickSquare(page, 'f6');
    await waitForPhase(page, 'belt');
    const inBelt = await clock(page, 'b');
    assert.ok(inBelt.running && inBelt.ms <= 60000, `no increment after the normal move: ${inBelt.ms}`);
    await page.click('[data-belt-shift="h+"]');
    await page.click('[data-action="confirm-belt"]');
    await eventually(async () => {
        const after = await clock(page, 'b');
        assert.equal(after.running, false);
        assert.ok(after.ms > inBelt.ms, `the increment after the confirm: ${after.ms} > ${inBelt.ms}`);
        assert.equal((await clock(page, 'w')).running, true);
    }, 'the increment added');
    // The analysis board, opened from the game, shows the time each turn took.
    await eventually(async () => assert.match(await page.getAttribute('[data-action="analyse"]', 'href'), /&clock=1\+2&clocks=/), 'the clocks go along');
    await page.click('[data-action="analyse"]');
    await page.waitForSelector('[data-tree] [data-turn-time]');
    const times = await page.$$eval('[data-tree] [data-turn-time]', (spans) => spans.map((s) => Number(s.dataset.turnTime)));
    assert.equal(times.length, 2, `both turns have a time: ${times}`);
    assert.equal(times[0], 0, 'White\'s first turn runs no clock');
    assert.ok(times[1] > 0 && times[1] < 30000, `Black's turn took ${times[1]} ms`);
    assertClean(problems);
    await context.close();
});

test('a reload resumes a timed game paused, with the same clock values', async () => {
    const { page, context, problems } = await openApp(session.browser, {
        url: `${BASE}?variant=no-pawns&ai=none&clock=3%2B2`,
    });
    await typeTurn(page, 'b1c3');
    await eventually(async () => assert.equal((await clock(page, 'b')).running, true), 'Black\'s clock runs');
    await typeTurn(page, 'b8c6');
    await eventually(async () => assert.equal((await clock(page, 'w')).running, true), 'White\'s clock runs');
    await page.click('[data-action="pause"]');
    await eventually(async () => assert.equal((await clock(page, 'w')).running, false), 'paused');
    const [w, b] = [await clock(page, 'w'), await clock(page, 'b')];
    await reload(page);
    await page.waitForSelector('[data-action="resume"]');
    const [w2, b2] = [await clock(page, 'w'), await clock(page, 'b')];
    assert.ok(Math.abs(w2.ms - w.ms) <= 100, `White ${w2.ms} against ${w.ms}`);
    assert.ok(Math.abs(b2.ms - b.ms) <= 100, `Black ${b2.ms} against ${b.ms}`);
    assert.equal(w2.running, false, 'resumed paused');
    await page.click('[data-action="resume"]');
    await eventually(async () => assert.equal((await clock(page, 'w')).running, true), 'running again');
    assertClean(problems);
    await context.close();
});

test('the AI at 0.5+0 answers in time over a whole game', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await page.click('[data-action="new-game"]');
    await page.selectOption('[data-setting="variant"]', 'no-pawns');
    await page.selectOption('[data-setting="mode"]', 'ai-vs-ai');
    await page.selectOption('[data-setting="level"]', '2');
    await page.selectOption('[data-setting="clock"]', 'custom');
    await page.fill('[data-setting="clock-minutes"]', '0.5');
    await page.dispatchEvent('[data-setting="clock-minutes"]', 'change');
    await page.fill('[data-setting="clock-increment"]', '0');
    await page.dispatchEvent('[data-setting="clock-increment"]', 'change');
    await page.click('[data-action="start"]');
    await page.waitForSelector('[data-dialog]', { state: 'detached' });
    const first = await clock(page, 'w');
    assert.ok(first.ms <= 30000 && first.ms > 25000, `White's half minute: ${first.ms}`);
    await page.waitForSelector('[data-result]', { timeout: 150000 });
    const result = await page.getAttribute('[data-result]', 'data-result');
    assert.doesNotMatch(result, /time/, `the game ended otherwise than on time: ${result}`);
    assertClean(problems);
    await context.close();
});

test('a flag against a bare king is a draw: "time out, but Black cannot win"', async () => {
    const fen = '4k3/8/8/8/8/8/8/3QK3+w+-+-+0+1';
    const { page, context, problems } = await openApp(session.browser, {
        url: `${BASE}?variant=full-belt&fen=${fen}&ai=none&clock=0.25%2B0`,
    });
    await typeTurn(page, 'd1d2 d+1');
    await eventually(async () => assert.equal((await clock(page, 'b')).running, true), 'Black\'s clock runs');
    await typeTurn(page, 'e8e7 e+1');
    await eventually(async () => assert.equal((await clock(page, 'w')).running, true), 'White\'s clock runs');
    await eventually(async () => {
        const result = await page.getAttribute('[data-result]', 'data-result');
        assert.match(result, /^1\/2-1\/2 · Draw: time out, but Black cannot win$/);
    }, 'White\'s flag falls and Black, a bare king, cannot win', { timeout: 30000 });
    assert.equal(await page.textContent('.result-reason'), 'time out, but Black cannot win');
    assert.equal((await clock(page, 'w')).ms, 0);
    assertClean(problems);
    await context.close();
});

test('an embedded board with clock= shows both clocks, and none without', async () => {
    const timed = await openApp(session.browser, { url: `${BASE}?embed=1&variant=no-pawns&ai=none&clock=3%2B2` });
    for (const side of ['w', 'b']) {
        assert.equal((await clock(timed.page, side)).ms, 180000, `${side}'s clock`);
        assert.ok(await timed.page.isVisible(`[data-clock="${side}"]`), `${side}'s clock is shown`);
    }
    assertClean(timed.problems);
    await timed.context.close();
    const untimed = await openApp(session.browser, { url: `${BASE}?embed=1&variant=no-pawns&ai=none` });
    assert.equal(await untimed.page.locator('[data-clock]').count(), 0, 'no clock without clock=');
    assertClean(untimed.problems);
    await untimed.context.close();
});

test('an embed.js div with data-clock and data-sound: its frame asks for both and runs on the clock', async () => {
    const { page, context, problems } = await preparePage(session.browser);
    await openHostPage(page, 'clock-host.html', '<div class="beltboard" id="timed" data-variant="no-pawns" data-ai="none"'
        + ' data-clock="1+0,0.5+0" data-sound="1"></div><script src="embed.js"></script>');
    const src = await (await page.waitForSelector('iframe[data-beltboard-id="timed"]')).getAttribute('src');
    assert.match(src, /[?&]clock=1%2B0%2C0\.5%2B0(&|$)/);
    assert.match(src, /[?&]sound=1(&|$)/);
    const frame = page.frameLocator('iframe[data-beltboard-id="timed"]');
    await frame.locator('[data-square="e4"]').waitFor();
    assert.equal(await frame.locator('[data-clock="w"]').getAttribute('data-clock-ms'), '60000', 'White\'s 1+0');
    assert.equal(await frame.locator('[data-clock="b"]').getAttribute('data-clock-ms'), '30000', 'Black\'s 0.5+0: time odds');
    assertClean(problems);
    await context.close();
});

test('a viewer of a PGN with clocks shows the time each turn took, and no [%clk] in its captions', async () => {
    const pgn = '[Variant "Chess without Pawns"]\n[TimeControl "60+2"]\n\n'
        + '1. Nc3 { [%clk 0:01:00.0] } Nc6 { [%clk 0:00:57.5] a quick reply } 2. Nb5 { [%clk 0:00:52.0] } *';
    const { page, context, problems } = await openApp(session.browser, {
        url: `${BASE}?embed=1&view=1&ply=2&pgn=${encodeURIComponent(pgn)}`,
    });
    await page.waitForSelector('[data-viewer]');
    assert.equal(await page.getAttribute('[data-turn-time]', 'data-turn-time'), '4500');
    assert.equal(await page.textContent('[data-turn-time]'), 'Time: 4.5 s');
    assert.equal(await page.textContent('[data-caption]'), 'a quick reply');
    await page.keyboard.press('ArrowRight');
    await eventually(async () => assert.equal(await page.getAttribute('[data-turn-time]', 'data-turn-time'), '10000'), 'the next turn\'s time');
    assertClean(problems);
    await context.close();
});

test('phone 390 px: both clocks fit beside the players with the board at full width; the running clock is in sight in the belt phase', async () => {
    const { page, context, problems } = await openApp(session.browser, {
        url: `${BASE}?variant=full-belt&ai=none&clock=3%2B2`, viewport: { width: 390, height: 844 }, hasTouch: true,
    });
    const rect = (selector) => page.$eval(selector, (e) => e.getBoundingClientRect().toJSON());
    const board = await rect('[data-fen]');
    // The width the rank arrows leave: 390 px less the padding and two 24 px columns.
    assert.ok(board.width >= 390 - 8 - 2 * 24 - 1, `the board is ${Math.round(board.width)} px wide`);
    for (const side of ['w', 'b']) {
        const r = await rect(`[data-clock="${side}"]`);
        assert.ok(r.left >= 0 && r.right <= 390, `${side}'s clock lies across ${Math.round(r.left)}..${Math.round(r.right)}`);
        assert.ok(r.height > 0 && r.height <= 48, `${side}'s clock is ${Math.round(r.height)} px tall: on one line`);
    }
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'nothing scrolls sideways');
    await typeTurn(page, 'g1f3 a+1');
    await eventually(async () => assert.equal((await clock(page, 'b')).running, true), 'Black\'s clock runs');
    await page.tap('[data-square="g8"]');
    await page.tap('[data-square="f6"]');
    await waitForPhase(page, 'belt');
    const running = await rect('[data-clock="b"]');
    assert.ok(running.top >= 0 && running.bottom <= 844, `Black's running clock lies at ${Math.round(running.top)}..${Math.round(running.bottom)} in an 844 px window`);
    assertClean(problems);
    await context.close();
});
