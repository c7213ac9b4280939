// Feel: belt drags that follow the pointer, touch, animation (and its
// absence under reduced motion), the phone layout, the dark theme.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
    browserSession, openApp, assertClean, boardState, pieces, clickSquare, newGame, eventually, settled, waitForPhase,
} from './harness.mjs';

const session = browserSession();

test('a belt drag shifts the belt live, square by square, even when a little crooked', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await newGame(page, { mode: 'two-players' });
    await clickSquare(page, 'g1');
    await clickSquare(page, 'f3');
    await waitForPhase(page, 'belt');
    const box = (sq) => page.locator(`[data-square="${sq}"]`).boundingBox();
    const a = await box('a1');
    const c = await box('c2');
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    // Two squares right, drifting up into rank 2: still rank 1.
    await page.mouse.move(c.x + c.width / 2, c.y + c.height * 0.9, { steps: 10 });
    await eventually(async () => {
        assert.equal(await page.textContent('[data-action="confirm-belt"]'), 'Confirm rank 1 →2', 'live, before release');
        const shown = await pieces(page);
        assert.deepEqual([shown.c1, shown.d1, shown.c2], ['wR', 'wN', 'wP'], 'rank 1 moved with the pointer');
    }, 'rank 1 shifted live');
    await page.mouse.up();
    await settled(page);
    assert.equal(await page.textContent('[data-action="confirm-belt"]'), 'Confirm rank 1 →2');
    assertClean(problems);
    await context.close();
});

test('touch: tap a piece, tap its square, tap an arrow, tap confirm', async () => {
    const { page, context, problems } = await openApp(session.browser, {
        viewport: { width: 360, height: 740 },
        hasTouch: true,
    });
    await newGame(page, { mode: 'two-players' });
    await page.tap('[data-square="b1"]');
    await page.tap('[data-square="c3"]');
    await eventually(async () => assert.equal((await boardState(page)).phase, 'belt'), 'the belt phase');
    await page.tap('[data-belt-shift="c+"]');
    await page.tap('[data-action="confirm-belt"]');
    await eventually(
        async () => assert.equal((await page.textContent('[data-ply="1"]')).trim(), 'Nc3 c-file ↑1'),
        'the turn played',
    );
    assertClean(problems);
    await context.close();
});

test('pieces slide, and do not under prefers-reduced-motion', async () => {
    for (const [reducedMotion, expected] of [['no-preference', 'belt-slide'], ['reduce', 'none']]) {
        const { page, context, problems } = await openApp(session.browser, { reducedMotion });
        await newGame(page, { mode: 'two-players' });
        await clickSquare(page, 'g1');
        await clickSquare(page, 'f3');
        await eventually(async () => {
            const moved = await page.$eval('[data-square="f3"] .move-slide', (e) => getComputedStyle(e).animationName);
            assert.equal(moved, expected === 'none' ? 'none' : 'move-slide');
        }, `the move's animation with ${reducedMotion}`);
        await page.click('[data-belt-shift="f+"]');
        await eventually(async () => {
            const slid = await page.$eval('[data-square="f4"] .belt-slide', (e) => getComputedStyle(e).animationName);
            assert.equal(slid, expected, `belt animation with ${reducedMotion}`);
        }, `the belt's animation with ${reducedMotion}`);
        // A wrapping piece also leaves by the far edge: a1 goes down and out as it comes in at a8.
        await page.click('[data-belt-shift="a-"]');
        await eventually(async () => {
            const exit = await page.$eval('.exit-slide', (e) => {
                const style = getComputedStyle(e);
                return style.display === 'none' ? 'hidden' : style.animationName;
            });
            assert.equal(exit, reducedMotion === 'reduce' ? 'hidden' : 'exit-slide');
        }, `the wrapping piece's exit with ${reducedMotion}`);
        assertClean(problems);
        await context.close();
    }
});

test('a 320 px phone shows the whole board without sideways scrolling, a phone on its side too; desktop puts the panel beside it', async () => {
    const phone = await openApp(session.browser, { viewport: { width: 320, height: 640 } });
    const widths = await phone.page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        board: document.querySelector('[data-fen]').getBoundingClientRect().width,
    }));
    assert.ok(widths.page <= 320, `page ${widths.page} px wide`);
    assert.ok(widths.board >= 240, `board ${widths.board} px wide`);
    assertClean(phone.problems);
    await phone.context.close();
    const side = await openApp(session.browser, { viewport: { width: 740, height: 360 } });
    const sideBoard = await side.page.$eval('[data-fen]', (b) => b.getBoundingClientRect());
    assert.ok(sideBoard.bottom <= 360 && sideBoard.top >= 0, `a phone on its side shows the whole board (${sideBoard.bottom})`);
    assertClean(side.problems);
    await side.context.close();
    const desk = await openApp(session.browser, { viewport: { width: 1280, height: 800 } });
    const layout = await desk.page.evaluate(() => ({
        board: document.querySelector('[data-fen]').getBoundingClientRect(),
        panel: document.querySelector('[data-status]').getBoundingClientRect(),
    }));
    assert.ok(layout.panel.left >= layout.board.right, 'the panel is to the right of the board');
    assert.ok(layout.board.height <= 800, 'the board fits the window height');
    assertClean(desk.problems);
    await desk.context.close();
});

test('the theme follows prefers-color-scheme', async () => {
    const colours = {};
    for (const colorScheme of ['light', 'dark']) {
        const { page, context, problems } = await openApp(session.browser, { colorScheme });
        colours[colorScheme] = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        assertClean(problems);
        await context.close();
    }
    assert.notEqual(colours.light, colours.dark);
    const lum = (c) => c.match(/\d+/g).slice(0, 3).reduce((a, b) => a + Number(b), 0);
    assert.ok(lum(colours.dark) < lum(colours.light), `dark ${colours.dark} vs light ${colours.light}`);
});
