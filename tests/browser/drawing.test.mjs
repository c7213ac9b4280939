// Issue 23 point 13: drawing on the board as on lichess. A right click
// draws a circle, a right drag an arrow (Shift red, Alt blue, Ctrl yellow,
// else green), a long press on a touch screen a circle (again: its next colour), a left click rubs
// them out; on the analysis board they are kept per position and go to and
// come from the PGN as [%csl ...] / [%cal ...].
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, browserSession, openApp, preparePage, assertClean, eventually, settled, boardState, typeTurn, waitForPhase } from './harness.mjs';

const session = browserSession();
const link = (query) => ({ url: `${BASE}?${query}` });

/** The centre of a square, in client pixels. */
async function centre(page, square) {
    const b = await page.locator(`[data-square="${square}"]`).boundingBox();
    return [b.x + b.width / 2, b.y + b.height / 2];
}

/** A right-button drag from one square to another (the same square: a click), with modifier keys held. */
async function rightDrag(page, from, to, keys = []) {
    for (const k of keys) await page.keyboard.down(k);
    const [x1, y1] = await centre(page, from);
    const [x2, y2] = await centre(page, to);
    await page.mouse.move(x1, y1);
    await page.mouse.down({ button: 'right' });
    if (from !== to) await page.mouse.move(x2, y2, { steps: 6 });
    await page.mouse.up({ button: 'right' });
    for (const k of keys) await page.keyboard.up(k);
}

/** What is drawn: circles and arrows, each with its colour letter. */
function drawn(page) {
    return page.evaluate(() => ({
        circles: [...document.querySelectorAll('[data-drawn-circle]')].map((e) => `${e.dataset.drawnCircle}:${e.classList[1]}`).sort(),
        arrows: [...document.querySelectorAll('[data-drawn-arrow]')].map((e) => `${e.dataset.drawnArrow}:${e.classList[1]}`).sort(),
    }));
}

test('mouse: right click a circle, right drag an arrow, modifier keys the colours, a left click rubs them out', async () => {
    const { page, context, problems } = await openApp(session.browser, link('variant=full-belt&ai=none'));
    const fen = (await boardState(page)).fen;
    await rightDrag(page, 'e4', 'e4');
    await eventually(async () => assert.deepEqual(await drawn(page), { circles: ['e4:G'], arrows: [] }), 'a green circle');
    await rightDrag(page, 'e2', 'e4', ['Shift']);
    await rightDrag(page, 'g1', 'f3', ['Alt']);
    await rightDrag(page, 'd5', 'd5', ['Control']);
    await eventually(async () => assert.deepEqual(await drawn(page), { circles: ['d5:Y', 'e4:G'], arrows: ['e2e4:R', 'g1f3:B'] }), 'the colours');
    // The same shape again rubs it out; no piece moved, nothing selected.
    await rightDrag(page, 'e4', 'e4');
    await eventually(async () => assert.deepEqual((await drawn(page)).circles, ['d5:Y']), 'the circle rubbed out');
    assert.equal((await boardState(page)).fen, fen);
    assert.equal(await page.locator('.sq.selected').count(), 0);
    // A left click on the board clears everything.
    await page.click('[data-square="d4"]');
    await eventually(async () => assert.deepEqual(await drawn(page), { circles: [], arrows: [] }), 'all rubbed out');
    assertClean(problems);
    await context.close();
});

test('mouse, Full Belt belt phase: a right drag draws and shifts no belt', async () => {
    const { page, context, problems } = await openApp(session.browser, link('variant=full-belt&ai=none'));
    await page.click('[data-square="g1"]');
    await page.click('[data-square="f3"]');
    await waitForPhase(page, 'belt');
    const before = (await boardState(page)).fen;
    await rightDrag(page, 'a3', 'h3');
    await eventually(async () => assert.deepEqual((await drawn(page)).arrows, ['a3h3:G']), 'the arrow drawn');
    await settled(page);
    assert.equal((await boardState(page)).fen, before, 'no belt shifted');
    assert.equal((await boardState(page)).phase, 'belt');
    assert.equal(await page.locator('[data-action="confirm-belt"]').isDisabled(), true, 'no shift previewed');
    // A turn played: the notes were the old position's.
    await page.click('[data-belt-shift="f+"]');
    await page.click('[data-action="confirm-belt"]');
    await waitForPhase(page, 'move');
    assert.deepEqual(await drawn(page), { circles: [], arrows: [] });
    assertClean(problems);
    await context.close();
});

test('touch: a long press draws a circle, another gives it the next colour, a tap rubs it out', async () => {
    const { page, context, problems } = await openApp(session.browser, { ...link('variant=full-belt&ai=none'), viewport: { width: 390, height: 844 }, hasTouch: true });
    const cdp = await context.newCDPSession(page);
    const [x, y] = await centre(page, 'e4');
    const longPress = async () => {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
        // The finger rests (an input's length, not a timing assertion), then lifts.
        await new Promise((resolve) => setTimeout(resolve, 900));
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await longPress();
    await eventually(async () => assert.deepEqual((await drawn(page)).circles, ['e4:G']), 'the long press drew a circle');
    // A touch has no modifier keys: a long press on the circle recolours it
    // (the order of the colours is a native test's, in src/ui/drawing.rs).
    await longPress();
    await eventually(async () => assert.deepEqual((await drawn(page)).circles, ['e4:R']), 'a second long press made it red');
    await page.tap('[data-square="d4"]');
    await eventually(async () => assert.deepEqual((await drawn(page)).circles, []), 'a tap rubbed it out');
    assertClean(problems);
    await context.close();
});

test('analysis board: drawings kept per position, written to the PGN as %csl/%cal and read back', async () => {
    const { page, context, problems } = await preparePage(session.browser);
    await page.goto(`${BASE.replace(/\/?$/, '/')}studio.html?analysis=1&variant=full-belt`);
    await page.waitForSelector('[data-analysis]');
    await typeTurn(page, 'Nf3 f+4');
    await page.waitForSelector('[data-node]');
    await rightDrag(page, 'e4', 'e4');
    await rightDrag(page, 'e2', 'e4', ['Shift']);
    await eventually(async () => assert.deepEqual(await drawn(page), { circles: ['e4:G'], arrows: ['e2e4:R'] }), 'drawn');
    // Another position has none; back at this one, they are there again.
    await page.click('[data-action="first"]');
    await eventually(async () => assert.deepEqual(await drawn(page), { circles: [], arrows: [] }), 'the start has none');
    await page.click('[data-action="last"]');
    await eventually(async () => assert.deepEqual(await drawn(page), { circles: ['e4:G'], arrows: ['e2e4:R'] }), 'back again');
    // The move list shows no command text.
    assert.equal(await page.locator('.tree-comment').count(), 0);
    await page.click('.pgn-tools summary');
    await eventually(async () => assert.match(await page.inputValue('[data-analysis-pgn]'), /1\. Nf3 f\+4 \{ (\[%eval [^\]]+\] )?\[%csl Ge4\]\[%cal Re2e4\] \}/), 'in the PGN');
    // lichess's PGN read back.
    await page.fill('[data-input="analysis-import"]', '[Variant "Full Belt Chess"]\n\n1. Nf3 f+4 { [%cal Gg1f3,Bd2d4] [%csl Yf7] } *');
    await page.click('[data-action="import-analysis"]');
    await eventually(async () => assert.deepEqual(await drawn(page), { circles: ['f7:Y'], arrows: ['d2d4:B', 'g1f3:G'] }), 'read from the PGN');
    assertClean(problems);
    await context.close();
});
