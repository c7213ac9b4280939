// Issue 23, what a newcomer meets on the game board: nothing drawn over a
// piece (the belt band's tag, the arrows on a phone, in either theme), the
// phone's 44 px belt controls, and the normal move kept in sight in the
// belt phase (data-pending).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, browserSession, openApp, assertClean, waitForPhase, settled, eventually, typeTurn } from './harness.mjs';

const session = browserSession();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const link = (query) => ({ url: `${BASE}?${query}` });

/** The elements matching `selector` whose rectangle overlaps a piece's. */
function overPieces(page, selector) {
    return page.evaluate((selector) => {
        const pieces = [...document.querySelectorAll('.board .piece.slot, .board .slot .piece')].map((p) => [p.closest('[data-square]').dataset.square, p.getBoundingClientRect()]);
        const bad = [];
        for (const el of document.querySelectorAll(selector)) {
            const r = el.getBoundingClientRect();
            if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
            for (const [sq, p] of pieces) {
                const overlap = Math.min(r.right, p.right) - Math.max(r.left, p.left) > 0.5
                    && Math.min(r.bottom, p.bottom) - Math.max(r.top, p.top) > 0.5;
                if (overlap) bad.push(`${el.className} over ${sq}`);
            }
        }
        return bad;
    }, selector);
}

for (const [name, size] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    test(`${name}: the belt band's tag covers no piece, at either end of the board`, async () => {
        const { page, context, problems } = await openApp(session.browser, { ...link('variant=full-belt&ai=none'), ...size });
        // Rank 1 to the left: the band's first square (a1) holds the rook.
        await typeTurn(page, 'Nf3 1-1');
        await waitForPhase(page, 'move');
        await settled(page);
        assert.equal(await page.getAttribute('[data-last-belt]', 'data-last-belt'), '1+7');
        assert.equal(await page.locator('.band-tag').count(), 1);
        assert.deepEqual(await overPieces(page, '.band-tag, .band-tag *'), []);
        // A file shifted up: its tag above the board, over no piece of rank 8.
        await typeTurn(page, 'Nf6 f+1');
        await waitForPhase(page, 'move');
        await settled(page);
        assert.deepEqual(await overPieces(page, '.band-tag, .band-tag *'), []);
        assertClean(problems);
        await context.close();
    });
}

for (const colorScheme of ['light', 'dark']) {
    test(`phone, ${colorScheme}: every arrow lies outside the squares, at rest and in the belt phase, and stands out from the page`, async () => {
        const { page, context, problems } = await openApp(session.browser, { ...link('variant=full-belt&ai=none'), ...PHONE, colorScheme });
        await settled(page);
        const outside = () => page.evaluate(() => {
            const b = document.querySelector('[data-fen]').getBoundingClientRect();
            return [...document.querySelectorAll('.belt-arrow')].filter((a) => {
                const r = a.getBoundingClientRect();
                return Math.min(r.right, b.right) - Math.max(r.left, b.left) > 0.5 && Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top) > 0.5;
            }).map((a) => a.dataset.beltShift);
        });
        assert.deepEqual(await outside(), [], 'at rest, no arrow over the board');
        // The rank ticks are drawn on the page's colour, not on a square's: the
        // dark theme's light squares hid them (issue 23 point 2).
        const contrast = await page.evaluate(() => {
            const rgb = (c) => c.match(/[\d.]+/g).slice(0, 3).map(Number);
            const lum = ([r, g, b]) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
                .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
            const arrow = document.querySelector('[data-belt-shift="6-"]');
            const a = lum(rgb(getComputedStyle(arrow).color));
            const bg = lum(rgb(getComputedStyle(document.body).backgroundColor));
            return (Math.max(a, bg) + 0.05) / (Math.min(a, bg) + 0.05);
        });
        assert.ok(contrast >= 3, `a rank arrow's contrast with the page is ${contrast.toFixed(2)}`);
        await page.tap('[data-square="g1"]');
        await page.tap('[data-square="f3"]');
        await waitForPhase(page, 'belt');
        await settled(page);
        assert.deepEqual(await outside(), [], 'in the belt phase, no arrow over the board');
        assert.deepEqual(await overPieces(page, '.belt-arrow'), []);
        assertClean(problems);
        await context.close();
    });
}

test('phone: a tapped square offers 44 px buttons for its rank and file, which shift them', async () => {
    const { page, context, problems } = await openApp(session.browser, { ...link('variant=full-belt&ai=none'), ...PHONE });
    await page.tap('[data-square="g1"]');
    await page.tap('[data-square="f3"]');
    await waitForPhase(page, 'belt');
    assert.equal(await page.locator('[data-pad-shift]').count(), 0, 'no buttons before a square is tapped');
    // Rank 3 holds the knight just moved (rank 2's eight pawns cannot change by a shift).
    await page.tap('[data-square="a3"]');
    await page.waitForSelector('[data-pad-shift="3-"]');
    const sizes = await page.$$eval('[data-pad-shift]', (els) => els.map((e) => [e.dataset.padShift, e.getBoundingClientRect().width, e.getBoundingClientRect().height]));
    assert.deepEqual(sizes.map((s) => s[0]), ['3-', '3+', 'a-', 'a+']);
    for (const [code, w, h] of sizes) assert.ok(w >= 44 && h >= 44, `${code} is ${w}x${h} px`);
    await page.tap('[data-pad-shift="3-"]');
    await page.waitForFunction(() => document.querySelector('[data-action="confirm-belt"]')?.textContent === 'Confirm rank 3 ←1');
    // The previewed belt keeps its buttons: a second tap shifts it again.
    await page.tap('[data-pad-shift="3-"]');
    await page.waitForFunction(() => document.querySelector('[data-action="confirm-belt"]')?.textContent === 'Confirm rank 3 ←2');
    assert.deepEqual(await overPieces(page, '.belt-arrow, .band-tag'), [], 'nothing over a piece');
    assertClean(problems);
    await context.close();
});

test('belt phase: the normal move\'s origin and its piece stay marked, following the piece as the belt shifts', async () => {
    const { page, context, problems } = await openApp(session.browser, { ...link('variant=full-belt&ai=none'), ...DESKTOP });
    const marked = () => page.evaluate(() => [...document.querySelectorAll('[data-pending]')].map((e) => `${e.dataset.square}:${e.dataset.pending}`).sort());
    await page.click('[data-square="g1"]');
    await page.click('[data-square="f3"]');
    await waitForPhase(page, 'belt');
    await eventually(async () => assert.deepEqual(await marked(), ['f3:to', 'g1:from']), 'the move marked');
    await page.click('[data-belt-shift="f+"]');
    await eventually(async () => assert.deepEqual(await marked(), ['f4:to', 'g1:from']), 'the piece followed up its file');
    await page.click('[data-belt-shift="3+"]');
    await eventually(async () => assert.deepEqual(await marked(), ['g1:from', 'g3:to']), 'another belt: the piece along rank 3');
    await page.click('[data-belt-shift="3+"]');
    await eventually(async () => assert.deepEqual(await marked(), ['g1:from', 'h3:to']), 'and on along it');
    await page.click('[data-action="confirm-belt"]');
    await waitForPhase(page, 'move');
    assert.deepEqual(await marked(), [], 'gone once the turn is played');
    assertClean(problems);
    await context.close();
});
