// Issue 23 points 14 and 15: the material on the player bars after a
// capture; the board's look chosen in Preferences (colours, coordinates,
// animation), kept across a reload and applied to every board (the game's,
// the editor's, a diagram's), each theme free of axe violations light and dark.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, browserSession, openApp, assertClean, eventually, reload, seriousViolations, typeTurn } from './harness.mjs';

const session = browserSession();
const colour = (page, sel) => page.$eval(sel, (e) => getComputedStyle(e).backgroundColor);
const visibleCoords = (page) => page.$$eval('.coords', (els) => els.filter((e) => e.getClientRects().length > 0).length);

test('Preferences: a board theme, no coordinates, no animation; a reload keeps them; the editor and a diagram follow', async () => {
    const { page, context, problems } = await openApp(session.browser, { url: `${BASE}?variant=full-belt&ai=none`, reducedMotion: 'no-preference' });
    const brown = await colour(page, '[data-square="a1"]');
    assert.equal(brown, 'rgb(176, 138, 102)', 'the default board is brown');
    assert.ok((await visibleCoords(page)) > 0, 'coordinates at first');
    await page.click('[data-action="prefs"]');
    assert.equal(await page.isChecked('[data-setting="theme"][value="brown"]'), true);
    await page.check('[data-setting="theme"][value="blue"]');
    await page.uncheck('[data-setting="coords"]');
    await page.selectOption('[data-setting="animation"]', { label: 'None' });
    await page.click('dialog[data-dialog="prefs"] [data-action="close"]');
    await page.locator('dialog[data-dialog="prefs"]').waitFor({ state: 'detached' });
    await eventually(async () => assert.equal(await colour(page, '[data-square="a1"]'), 'rgb(117, 142, 156)'), 'a1 blue');
    assert.equal(await colour(page, '[data-square="a2"]'), 'rgb(222, 227, 230)', 'a2, a light square, blue');
    assert.equal(await visibleCoords(page), 0, 'no coordinates');
    // No slide: the moved piece stands at once.
    await typeTurn(page, 'g1f3 a+1');
    await page.waitForSelector('[data-square="f3"] .move-slide');
    assert.equal(await page.$eval('[data-square="f3"] .move-slide', (e) => getComputedStyle(e).animationName), 'none');

    await reload(page);
    assert.equal(await colour(page, '[data-square="a1"]'), 'rgb(117, 142, 156)', 'blue after a reload');
    assert.equal(await visibleCoords(page), 0, 'still no coordinates');
    assert.match(await page.evaluate(() => localStorage.getItem('beltboard.prefs')), /board=blue&coords=0&anim=none/);
    await page.click('[data-action="prefs"]');
    assert.equal(await page.isChecked('[data-setting="theme"][value="blue"]'), true);
    assert.equal(await page.isChecked('[data-setting="coords"]'), false);
    await page.click('dialog[data-dialog="prefs"] [data-action="close"]');

    // The studio's boards: the editor and a diagram.
    await page.goto(`${BASE}studio.html?editor=1&variant=full-belt`);
    await page.waitForSelector('[data-square="a1"]');
    assert.equal(await colour(page, '[data-square="a1"]'), 'rgb(117, 142, 156)', 'the editor in blue');
    await page.goto(`${BASE}studio.html?view=1&variant=full-belt&fen=${encodeURIComponent('4k3/8/8/8/8/8/8/4K3 w - - 0 1')}`);
    await page.waitForSelector('[data-square="a1"]');
    assert.equal(await colour(page, '[data-square="a1"]'), 'rgb(117, 142, 156)', 'a diagram in blue');
    assert.equal(await visibleCoords(page), 0, 'no coordinates on the diagram');
    assertClean(problems);
    await context.close();
});

test('every board theme, light and dark: the squares change and axe finds no serious violation', async () => {
    for (const colorScheme of ['light', 'dark']) {
        const { page, context, problems } = await openApp(session.browser, { colorScheme });
        const seen = new Set();
        for (const theme of ['brown', 'blue', 'green', 'grey']) {
            await page.evaluate((t) => localStorage.setItem('beltboard.prefs', `pause=0&intro=1&coach=1&board=${t}`), theme);
            await reload(page);
            assert.equal(await page.getAttribute('html', 'data-board'), theme);
            seen.add(`${await colour(page, '[data-square="a1"]')} ${await colour(page, '[data-square="a2"]')}`);
            assert.deepEqual(await seriousViolations(page), [], `${colorScheme} ${theme}`);
        }
        assert.equal(seen.size, 4, `${colorScheme}: four different boards`);
        assertClean(problems);
        await context.close();
    }
});

test('material: after a capture the taker\'s bar shows the piece and +1, the other bar nothing', async () => {
    const { page, context, problems } = await openApp(session.browser, { url: `${BASE}?variant=full-belt&ai=none&moves=e2e4_h%2B1,d7d5_a%2B1` });
    await page.waitForSelector('[data-player="w"]');
    assert.equal(await page.locator('[data-material]').count(), 0, 'nothing taken yet');
    await typeTurn(page, 'e4d5 h+1');
    await page.waitForSelector('[data-material="w"]');
    assert.equal(await page.getAttribute('[data-material="w"]', 'data-diff'), '1');
    assert.equal((await page.textContent('[data-player="w"] .material-diff')).trim(), '+1');
    assert.equal(await page.locator('[data-material="w"] .piece.bP').count(), 1, 'a black pawn on White\'s bar');
    assert.equal(await page.locator('[data-material="b"]').count(), 0);
    // The history shows the material of the position shown.
    await page.click('[data-action="prev"]');
    await eventually(async () => assert.equal(await page.locator('[data-material]').count(), 0), 'none before the capture');
    assertClean(problems);
    await context.close();
});

test('material: nothing in Chess without Pawns, even with unequal armies', async () => {
    // Black has no a8 rook: Full Belt Chess would show White +5.
    const fen = encodeURIComponent('1nbkkbnr/8/8/8/8/8/8/RNBKKBNR w - - 0 1');
    const { page, context, problems } = await openApp(session.browser, { url: `${BASE}?variant=no-pawns&ai=none&fen=${fen}` });
    await page.waitForSelector('[data-player="w"]');
    assert.equal(await page.getAttribute('[data-square="a8"]', 'data-piece'), null, 'the position of the link');
    assert.equal(await page.locator('[data-material]').count(), 0);
    assertClean(problems);
    await context.close();
});
