// Issue 23, what a newcomer meets, the layout: key content above the fold
// at 1280x800 (point 4), the board's top in sight after Puzzles or a rule's
// "Try it" on a phone (point 5), the rules' diagrams (point 11) and the
// small ones (point 12).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, browserSession, openApp, preparePage, assertClean, typeTurn, settled, eventually } from './harness.mjs';

const session = browserSession();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const ROOT = BASE.replace(/\/?$/, '/');

/** The rectangle of the first element matching `selector`. */
const rect = (page, selector) => page.$eval(selector, (e) => e.getBoundingClientRect().toJSON());

/** The viewport's height. */
const innerHeight = (page) => page.evaluate(() => window.innerHeight);

test('desktop 1280x800, first visit: the first tip lies inside the window', async () => {
    const { page, context, problems } = await openApp(session.browser, DESKTOP);
    await page.waitForSelector('[data-intro]');
    const coach = await page.waitForSelector('[data-coach][data-tip="move"]');
    const r = await coach.boundingBox();
    assert.ok(r.y >= 0 && r.y + r.height <= (await innerHeight(page)), `the tip spans y ${r.y}..${r.y + r.height}`);
    assertClean(problems);
    await context.close();
});

test('desktop 1280x800, first visit: the result card\'s buttons lie inside the window', async () => {
    const { page, context, problems } = await openApp(session.browser, { ...DESKTOP, url: `${BASE}?variant=full-belt&ai=none` });
    await page.waitForSelector('[data-intro]');
    await typeTurn(page, 'g1f3 f+4');
    await page.waitForFunction(() => document.querySelector('[data-fen]').dataset.turn === 'b');
    await typeTurn(page, 'f4g3 h+1');
    await page.waitForSelector('[data-result]');
    await settled(page);
    const height = await innerHeight(page);
    for (const action of ['rematch', 'new-game', 'share-result', 'review']) {
        const r = await rect(page, `.result-actions [data-action="${action}"]`);
        assert.ok(r.top >= 0 && r.bottom <= height, `${action} spans y ${r.top}..${r.bottom} of ${height}`);
    }
    assertClean(problems);
    await context.close();
});

test('phone: the result card\'s four actions two by two, none alone on a row', async () => {
    const { page, context, problems } = await openApp(session.browser, { ...PHONE, url: `${BASE}?variant=full-belt&ai=none` });
    await typeTurn(page, 'g1f3 f+4');
    await page.waitForFunction(() => document.querySelector('[data-fen]').dataset.turn === 'b');
    await typeTurn(page, 'f4g3 h+1');
    await page.waitForSelector('[data-result]');
    const tops = await page.$$eval('.result-actions > *', (els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    const rows = new Map();
    for (const t of tops) rows.set(t, (rows.get(t) ?? 0) + 1);
    assert.deepEqual([...rows.values()], [2, 2], `buttons per row: ${[...rows.values()]}`);
    const heights = await page.$$eval('.result-actions > *', (els) => els.map((e) => e.getBoundingClientRect().height));
    for (const h of heights) assert.ok(h >= 44, `an action is ${h} px tall`);
    assertClean(problems);
    await context.close();
});

/** Asserts that the board's top (and its player bar) is inside the window. */
async function boardTopInSight(page, what) {
    await eventually(async () => {
        const column = await rect(page, '.board-column');
        const board = await rect(page, '[data-fen]');
        assert.ok(column.top >= -1 && board.top >= 0 && board.top < (await innerHeight(page)), `${what}: the board's top at y ${board.top}, its column's at ${column.top}`);
    }, what);
}

test('phone: Puzzles, tapped below the board, shows the board\'s top', async () => {
    const { page, context, problems } = await openApp(session.browser, PHONE);
    // The Puzzles button is below the board: tapping it scrolls the page past the board's top.
    await page.locator('[data-action="puzzles"]').scrollIntoViewIfNeeded();
    assert.ok((await rect(page, '[data-fen]')).top < 0, 'the board scrolled out of sight first');
    await page.tap('[data-action="puzzles"]');
    await page.waitForSelector('[data-puzzle]');
    await boardTopInSight(page, 'the puzzle opened');
    // No empty belt bar between the board and the puzzle on a phone.
    const gap = (await rect(page, '[data-puzzle]')).top - (await page.$$eval('.player-bar', (bars) => bars.at(-1).getBoundingClientRect().bottom));
    assert.ok(gap < 30, `${gap} px between the player bar and the puzzle`);
    assertClean(problems);
    await context.close();
});

test('phone: a rule\'s "Try it", opened from below the board, shows the board\'s top', async () => {
    const { page, context, problems } = await openApp(session.browser, PHONE);
    await page.locator('[data-action="rules"]').scrollIntoViewIfNeeded();
    await page.tap('[data-action="rules"]');
    await page.waitForSelector('dialog[data-dialog="rules"] [data-action="try-lesson"]');
    await page.tap('dialog [data-lesson="forbidden-belt"] [data-action="try-lesson"]');
    await page.waitForSelector('dialog[data-dialog="rules"]', { state: 'detached' });
    await boardTopInSight(page, 'the lesson opened');
    assertClean(problems);
    await context.close();
});

for (const [name, size] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    test(`${name}: the rules' first diagram draws its belt's tag outside the squares, over no piece`, async () => {
        const { page, context, problems } = await openApp(session.browser, size);
        await page.click('[data-action="rules"]');
        const diagram = page.locator('dialog [data-lesson="worked-turn"] [data-diagram]');
        await diagram.waitFor();
        assert.equal(await diagram.locator('.band-tag.mini-belt').count(), 1);
        assert.match(await diagram.locator('.band-tag .band-label').textContent(), /^4$/);
        const bad = await diagram.evaluate((figure) => {
            const grid = figure.querySelector('.mini-grid').getBoundingClientRect();
            const pieces = [...figure.querySelectorAll('.piece')].map((p) => [p.closest('[data-square]').dataset.square, p.getBoundingClientRect()]);
            const out = [];
            for (const el of figure.querySelectorAll('.band-tag, .band-tag *')) {
                const r = el.getBoundingClientRect();
                if (r.bottom > grid.top + 0.5) out.push(`${el.className} inside the squares`);
                for (const [sq, p] of pieces) {
                    if (Math.min(r.right, p.right) - Math.max(r.left, p.left) > 0.5 && Math.min(r.bottom, p.bottom) - Math.max(r.top, p.top) > 0.5) out.push(`${el.className} over ${sq}`);
                }
            }
            // No line through the pieces: the belt is a band, no SVG line.
            if (figure.querySelector('.mini-overlay line:not(.mini-arrow)')) out.push('a belt line');
            return out;
        });
        assert.deepEqual(bad, []);
        assertClean(problems);
        await context.close();
    });
}

test('Chess without Pawns: castling explained once, its arrows ending on the kings\' squares', async () => {
    const { page, context, problems } = await openApp(session.browser, { ...DESKTOP, url: `${BASE}?variant=no-pawns&ai=none` });
    await page.click('[data-action="rules"]');
    await page.waitForSelector('dialog [data-lesson="castling"]');
    const text = await page.textContent('dialog[data-dialog="rules"]');
    assert.equal(text.split('O-O-O').length - 1, 1, 'O-O-O is explained once');
    // Each arrow's head ends on the king's destination (g1, b1), not on the rook's square.
    const ends = await page.$eval('dialog [data-lesson="castling"] [data-diagram]', (figure) => {
        const svg = figure.querySelector('svg.mini-overlay');
        return [...svg.querySelectorAll('line.mini-arrow')].map((line) => {
            const m = line.getScreenCTM();
            const p = new DOMPoint(Number(line.getAttribute('x2')), Number(line.getAttribute('y2'))).matrixTransform(m);
            const hit = [...figure.querySelectorAll('[data-square]')].find((sq) => {
                const r = sq.getBoundingClientRect();
                return p.x > r.left && p.x < r.right && p.y > r.top && p.y < r.bottom;
            });
            return hit?.dataset.square;
        });
    });
    assert.deepEqual(ends, ['g1', 'b1']);
    assertClean(problems);
    await context.close();
});

test('new game: the dialog says what the chosen game is', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await page.click('[data-action="new-game"]');
    const summary = page.locator('[data-variant-summary]');
    assert.match(await summary.textContent(), /conveyor belt/);
    await page.selectOption('[data-setting="variant"]', 'no-pawns');
    await eventually(async () => assert.match(await summary.textContent(), /no pawns/i), 'the summary follows the variant');
    await page.selectOption('[data-setting="variant"]', 'no-pawns-one-king');
    await eventually(async () => assert.doesNotMatch(await summary.textContent(), /Two kings/), 'and the one-king setup');
    assertClean(problems);
    await context.close();
});

test('dark editor: its "Back to the game" link in the page\'s colours, its forbidden belt explained', async () => {
    const { page, context, problems } = await preparePage(session.browser, { ...DESKTOP, colorScheme: 'dark' });
    await page.goto(`${ROOT}studio.html?editor=1&variant=full-belt`);
    await page.waitForSelector('[data-editor]');
    const colour = await page.$eval('.editor-top a', (a) => getComputedStyle(a).color);
    assert.notEqual(colour, 'rgb(0, 0, 238)', 'not the browser\'s link blue');
    const help = await page.$eval('[data-editor-belt]', (s) => document.getElementById(s.getAttribute('aria-describedby'))?.textContent);
    assert.match(help ?? '', /may not shift it/);
    assertClean(problems);
    await context.close();
});

test('phone: the embed builder\'s "What" shows its choice in full, its preview no taller than the embed', async () => {
    const { page, context, problems } = await openApp(session.browser, PHONE);
    await page.tap('[data-action="share"]');
    await page.tap('[data-action="embed-builder"]');
    const select = page.locator('[data-setting="embed-kind"]');
    await select.waitFor();
    const { scroll, client } = await select.evaluate((s) => ({ scroll: s.scrollWidth, client: s.clientWidth }));
    assert.ok(scroll <= client, `the select's text is ${scroll} px in ${client} px`);
    const frame = page.frameLocator('[data-embed-preview]');
    await frame.locator('[data-status]').waitFor();
    // The preview's frame ends within a few lines of its last control.
    const frameBox = await page.locator('[data-embed-preview]').boundingBox();
    const lastControl = await frame.locator('.side').evaluate((side) => side.getBoundingClientRect().bottom);
    assert.ok(frameBox.height - lastControl < 80, `${Math.round(frameBox.height - lastControl)} px empty under the preview's controls`);
    const status = await frame.locator('[data-status]').evaluate((s) => ({ scroll: s.scrollWidth, client: s.clientWidth }));
    assert.ok(status.scroll <= status.client + 1, `the preview's status is ${status.scroll} px in ${status.client} px`);
    assertClean(problems);
    await context.close();
});

test('dark phone: the embed demo\'s page is dark as its boards', async () => {
    const { page, context, problems } = await preparePage(session.browser, { ...PHONE, colorScheme: 'dark' });
    await page.goto(`${ROOT}embed-demo.html`);
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = bg.match(/\d+/g).map(Number);
    assert.ok(r + g + b < 150, `the page is ${bg}`);
    // Both boards loaded (their status line painted): any error they log
    // has been logged by then. Not 'networkidle', which the frames' service
    // worker and wasm fetches can hold off past the timeout on a busy machine.
    for (const id of ['belt', 'nopawns']) {
        await page.frameLocator(`iframe[data-beltboard-id="${id}"]`).locator('[data-status]').waitFor({ timeout: 60000 });
    }
    assertClean(problems);
    await context.close();
});
