// Embedding (issue 6): embed-demo.html with two boards made by embed.js,
// their postMessage events, the parent's commands, and malformed commands
// ignored.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, browserSession, assertClean, eventually, settled } from './harness.mjs';

const session = browserSession();

/** Opens the demo page and waits for the `ready` events of its two boards and its viewer. */
async function openDemo(browser) {
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const problems = [];
    const dialogs = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
    page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
    page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
    page.on('response', (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`));
    page.on('dialog', async (d) => {
        dialogs.push(d.message());
        await d.dismiss();
    });
    await page.goto(new URL('embed-demo.html', BASE).href);
    await page.waitForFunction(() => document.querySelectorAll('#events [data-event="ready"]').length === 3, null, {
        timeout: 15000,
    });
    const frame = (id) => page.frameLocator(`iframe[data-beltboard-id="${id}"]`);
    return { page, context, problems, dialogs, frame };
}

/** The events the demo page has listed, as [board, type, text]. */
function events(page) {
    return page.$$eval('#events li', (els) => els.map((e) => [e.dataset.board, e.dataset.event, e.textContent]));
}

/** Waits until the demo page has listed `n` events of `type` from board `id`. */
function waitForEvents(page, id, type, n) {
    return page.waitForFunction(
        ([id, type, n]) => document.querySelectorAll(`#events [data-board="${id}"][data-event="${type}"]`).length >= n,
        [id, type, n],
        { timeout: 15000 },
    );
}

const fenOf = (frame) => frame.locator('[data-fen]').getAttribute('data-fen');

test('the embed demo: two boards, the board and essential controls only, sized to their frames', async () => {
    const { page, context, problems, frame } = await openDemo(session.browser);
    const frames = await page.$$('iframe');
    assert.equal(frames.length, 4, 'two boards, a viewer and a diagram');
    for (const id of ['belt', 'nopawns']) {
        const box = await page.locator(`iframe[data-beltboard-id="${id}"]`).boundingBox();
        assert.ok(box.width > 280 && box.width <= 480, `${id} width ${box.width}`);
        assert.ok(Math.abs(box.height - box.width * 1.2) < 2, `${id} height ${box.height} follows its width`);
        const inner = frame(id);
        assert.equal(await inner.locator('[data-square]').count(), 64);
        assert.equal(await inner.locator('header.top').count(), 0, 'no page header');
        assert.equal(await inner.locator('[data-input="move"]').count(), 0, 'no move box');
        assert.equal(await inner.locator('[data-ply]').count(), 0, 'no move list');
        assert.equal(await inner.locator('[data-action="share"]').isVisible(), false);
        assert.equal(await inner.locator('[data-action="undo"]').isVisible(), true);
        // The whole board and its status line fit in the frame, without scrolling.
        const fits = await inner.locator('[data-status]').evaluate((status) => {
            const board = document.querySelector('.board-frame').getBoundingClientRect();
            return board.bottom <= innerHeight && status.getBoundingClientRect().bottom <= innerHeight &&
                document.documentElement.scrollHeight <= innerHeight + 1;
        });
        assert.ok(fits, `${id}: board and status fit in the frame`);
    }
    assert.equal(await fenOf(frame('nopawns')), 'rnbkkbnr/8/8/8/8/8/8/RNBKKBNR w KQkq - 0 1');
    const ready = (await events(page)).filter(([, type]) => type === 'ready').map(([id]) => id).sort();
    assert.deepEqual(ready, ['belt', 'howe', 'nopawns']);
    assertClean(problems);
    await context.close();
});

test('moves on each board reach the parent page as `move` events, and a resignation as `gameover`', async () => {
    const { page, context, problems, frame } = await openDemo(session.browser);
    const belt = frame('belt');
    await belt.locator('[data-square="g1"]').click();
    await belt.locator('[data-square="f3"]').click();
    await belt.locator('[data-belt-shift="f+"]').click();
    await belt.locator('[data-action="confirm-belt"]').click();
    await waitForEvents(page, 'belt', 'move', 1);
    const nopawns = frame('nopawns');
    await nopawns.locator('[data-square="b1"]').click();
    await nopawns.locator('[data-square="c3"]').click();
    // The AI replies as Black: its turn is an event too.
    await waitForEvents(page, 'nopawns', 'move', 2);
    await eventually(async () => {
        const moves = (await events(page)).filter(([, type]) => type === 'move');
        assert.deepEqual(moves.map(([id]) => id).sort(), ['belt', 'nopawns', 'nopawns']);
        const beltMove = moves.find(([id]) => id === 'belt')[2];
        assert.equal(beltMove, `belt move: 1. Nf3 f+1 (${await fenOf(belt)})`);
        const [first, reply] = moves.filter(([id]) => id === 'nopawns').map(([, , text]) => text);
        assert.match(first, /^nopawns move: 1\. Nc3 \(/);
        assert.match(reply, /^nopawns move: 2\. \S+ \(/);
    }, 'the three move events listed');

    // The event's fields, as a host page's listener sees them.
    const gameover = page.evaluate(() => new Promise((resolve) => {
        addEventListener('message', (e) => e.data?.source === 'beltboard' && e.data.type === 'gameover' && resolve(e.data));
    }));
    await nopawns.locator('[data-action="resign"]').click();
    await nopawns.locator('dialog[data-dialog="resign"] [data-action="confirm-resign"]').click();
    assert.deepEqual(await gameover, {
        source: 'beltboard', id: 'nopawns', type: 'gameover', result: '0-1', reason: 'resignation',
        text: 'Black wins by resignation',
    });
    await settled(page);
    assert.equal(await nopawns.locator('[data-fen]').evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('beltboard.library.') || k === 'beltboard.game').length), 0,
        'an embedded board does not save over the visitor\'s own game');
    assertClean(problems);
    await context.close();
});

test('the parent commands a board (setPosition, newGame); malformed messages are ignored', async () => {
    const { page, context, problems, dialogs, frame } = await openDemo(session.browser);
    const belt = frame('belt');
    await page.click('#belt-position');
    await page.waitForFunction(
        () => document.querySelector('iframe[data-beltboard-id="belt"]').contentDocument
            .querySelector('[data-fen]').dataset.fen === '4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1',
    );
    const before = await fenOf(belt);
    // The board's page notes when a last, harmless message arrives: messages
    // are delivered in order, so by then the board has read all the others.
    const inner = await (await page.$('iframe[data-beltboard-id="belt"]')).contentFrame();
    await inner.evaluate(() => {
        window.probed = new Promise((resolve) => {
            // A fixed 100 ms more: the test proves that no message changes the board, even a little later.
            addEventListener('message', (e) => e.data === 'probe' && setTimeout(resolve, 100));
        });
    });
    await page.evaluate(() => {
        const target = document.querySelector('iframe[data-beltboard-id="belt"]').contentWindow;
        for (const message of [
            null, 'setPosition', 42, [], { type: 'setPosition' }, { type: 'setPosition', fen: 12 },
            { type: 'setPosition', fen: '<img src=x onerror=alert(1)>' },
            { type: 'setPosition', fen: '8/8/8/8/8/8/8/8 w - - 0 1' },
            { type: 'setPosition', fen: ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1'] },
            { type: ['setPosition'], fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1' },
            { type: 'newGame', level: 9 }, { type: 'newGame', variant: 'chess' }, { type: 'newGame', ai: 'both' },
            { type: 'newGame', variant: 'no-pawns&moves=b1c3' }, { type: 'launch' }, { type: 'newGame', fen: 'x' },
        ]) {
            target.postMessage(message, '*');
        }
        target.postMessage('probe', '*');
    });
    await inner.evaluate(() => window.probed);
    assert.equal(await fenOf(belt), before, 'no malformed message changed the board');
    await page.click('#belt-new');
    await page.waitForFunction(
        () => document.querySelector('iframe[data-beltboard-id="belt"]').contentDocument
            .querySelector('[data-fen]').dataset.fen === 'kqrrnnbb/pppppppp/8/8/8/8/PPPPPPPP/BBNNRRQK w - - 0 1',
    );
    await settled(page);
    assert.equal(await belt.locator('[data-notice]').count(), 0, 'nothing to show for an ignored message');
    assert.equal(await belt.locator('img').count(), 0);
    // The mode stayed two players: both sides move on this board.
    await belt.locator('[data-square="d1"]').click();
    await belt.locator('[data-square="c3"]').click();
    await belt.locator('[data-belt-shift="a+"]').click();
    await belt.locator('[data-action="confirm-belt"]').click();
    await eventually(
        async () => assert.equal(await belt.locator('[data-fen]').getAttribute('data-turn'), 'b'),
        'Black to move',
    );
    assert.deepEqual(dialogs, []);
    assertClean(problems);
    await context.close();
});
