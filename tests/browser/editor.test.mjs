// The board editor (issue 14, point 1): `studio.html?editor=1`, reached
// from index.html and from the game page's Editor button. A position built
// with the palette (clicks and drags) gives the expected FEN and plays on
// the game page; a position the rules refuse shows the rules' own message;
// a hostile `fen=` is named as text, never shown as markup.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
    BASE, browserSession, preparePage, assertClean, seriousViolations, typeTurn, eventually, settled, waitForFen, waitForTurn,
    FULL_BELT_START,
} from './harness.mjs';

const session = browserSession();

/** The FEN field's text. */
const fenField = (page) => page.inputValue('[data-editor-fen]');
/** The validation message ('' when the position is legal). */
const error = (page) => page.textContent('[data-editor-error]').then((t) => t.trim());

/** The centre of the element `selector` on the page. */
async function centre(page, selector) {
    const b = await page.locator(selector).boundingBox();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/** Drags with the mouse from the centre of `from` to the centre of `to` (or to a point). */
async function drag(page, from, to) {
    const a = await centre(page, from);
    const b = typeof to === 'string' ? await centre(page, to) : to;
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 8 });
    await page.mouse.up();
}

/** Picks each palette piece and puts it on its squares; `how` is 'click' or 'tap'. */
async function place(page, how, placements) {
    for (const [piece, ...squares] of placements) {
        await page[how](`[data-palette="${piece}"]`);
        for (const sq of squares) await page[how](`[data-square="${sq}"]`);
    }
}

test('a position built with clicks and drags gives its FEN, and plays on the game page', async () => {
    const { page, context, problems } = await preparePage(session.browser);
    await page.goto(`${BASE}studio.html?editor=1&variant=full-belt`);
    await page.waitForSelector('[data-editor] [data-square="e4"]');
    assert.equal(await fenField(page), FULL_BELT_START);
    await page.click('[data-setup="empty"]');
    await eventually(async () => assert.equal(await fenField(page), '8/8/8/8/8/8/8/8 w - - 0 1'), 'an empty board');
    await eventually(async () => assert.equal(await error(page), 'bad placement: White has 0 kings, expected exactly one'), 'no king');
    // Click a palette piece, then squares.
    await place(page, 'click', [['wK', 'e1'], ['bK', 'e8', 'd8']]);
    await eventually(async () => assert.equal(await fenField(page), '3kk3/8/8/8/8/8/8/4K3 w - - 0 1'), 'placed by clicks');
    await eventually(async () => assert.equal(await error(page), 'bad placement: Black has 2 kings, expected exactly one'), 'two black kings');
    // The same piece again takes it away.
    await page.click('[data-square="d8"]');
    await eventually(async () => assert.equal(await fenField(page), '4k3/8/8/8/8/8/8/4K3 w - - 0 1'), 'removed by a click');
    // A drag from the palette places; a drag off the board removes.
    await drag(page, '[data-palette="wN"]', '[data-square="g1"]');
    await place(page, 'click', [['wR', 'a1']]);
    await eventually(async () => assert.equal(await fenField(page), '4k3/8/8/8/8/8/8/R3K1N1 w - - 0 1'), 'a knight dragged on');
    const board = await page.locator('.editor-board').boundingBox();
    await drag(page, '[data-square="a1"]', { x: board.x + board.width + 40, y: board.y - 40 });
    await eventually(async () => assert.equal(await fenField(page), '4k3/8/8/8/8/8/8/4K1N1 w - - 0 1'), 'the rook dragged off');
    await eventually(async () => assert.equal(await error(page), ''), 'a legal position');
    assert.match(await page.getAttribute('[data-action="play-ai"]', 'href'), /^\.\/\?variant=full-belt&fen=4k3\/8\/8\/8\/8\/8\/8\/4K1N1%20w%20-%20-%200%201&ai=b$/);
    // Share and embed copy the position's link and diagram.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    const fen = '4k3/8/8/8/8/8/8/4K1N1%20w%20-%20-%200%201';
    await page.click('[data-action="share-editor"]');
    await eventually(async () => assert.equal(await clipboard(), `${BASE}studio.html?editor=1&variant=full-belt&fen=${fen}`), 'the link copied');
    await page.click('[data-action="embed-div"]');
    await eventually(
        async () => assert.equal(await clipboard(), `<div class="beltboard" data-view data-fen="4k3/8/8/8/8/8/8/4K1N1 w - - 0 1"></div>\n<script src="${BASE}embed.js" async></script>`),
        'the diagram copied',
    );
    await page.click('[data-action="embed-iframe"]');
    await eventually(async () => assert.match(await clipboard(), new RegExp(`^<iframe src="${BASE}studio\\.html\\?embed=1&amp;view=1&amp;fen=${fen}"`)), 'the frame copied');
    assert.equal(await page.textContent('.editor-copied'), 'Embed code copied.');
    await page.click('[data-action="play-friend"]');
    await page.waitForSelector('[data-fen]');
    await waitForFen(page, '4k3/8/8/8/8/8/8/4K1N1 w - - 0 1');
    await typeTurn(page, 'Nf3 f+4');
    await waitForTurn(page, 'b');
    await waitForFen(page, '4k3/5N2/8/8/8/8/8/4K3 b - f 1 1');
    assertClean(problems);
    await context.close();
});

test('a position the rules refuse shows their message; a typed FEN updates the board', async () => {
    const { page, context, problems } = await preparePage(session.browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${BASE}studio.html?editor=1&variant=full-belt`);
    await page.waitForSelector('[data-editor-fen]');
    await page.fill('[data-editor-fen]', '4k3/8/8/8/8/8/8/3KK3 w - - 0 1');
    await eventually(async () => assert.equal(await error(page), 'bad placement: White has 2 kings, expected exactly one'), 'two white kings');
    await eventually(async () => assert.equal(await page.getAttribute('[data-square="d1"] .piece', 'aria-label'), 'White king'), 'the board follows the field');
    assert.equal(await page.$('[data-action="play-ai"]'), null, 'nothing to play');
    assert.equal(await page.isDisabled('[data-action="share-editor"]'), true);
    await page.fill('[data-editor-fen]', '4k3/8/8 w');
    await eventually(async () => assert.match(await error(page), /^bad position text: 2 fields/), 'a text that does not read');
    await page.fill('[data-editor-fen]', '4k3/8/8/8/8/8/8/4R2K w - - 0 1');
    await eventually(
        async () => assert.equal(await error(page), 'bad side to move: Black is in check but not to move (its king could be captured)'),
        'the side not to move in check',
    );
    await page.click('label:has([name="editor-side"]) >> nth=1');
    await eventually(async () => assert.equal(await error(page), ''), 'Black to move: legal');
    assert.equal(await fenField(page), '4k3/8/8/8/8/8/8/4R2K b - - 0 1');
    await settled(page);
    assertClean(problems);
    await context.close();
});

test('?editor=1 on the game page lands in the studio, with the variant\'s pieces only', async () => {
    const { page, context, problems } = await preparePage(session.browser);
    const wasm = [];
    page.on('request', (r) => r.url().endsWith('.wasm') && wasm.push(new URL(r.url()).pathname.split('/').pop()));
    await page.goto(`${BASE}?editor=1&variant=no-pawns`);
    await page.waitForSelector('[data-editor] [data-palette="bN"]');
    assert.match(page.url(), /\/studio\.html\?editor=1&variant=no-pawns$/);
    // What the browser's preload scanner started for index.html before its
    // first script sent the page on is aborted by that navigation: expected.
    const aborted = (p) => p.startsWith('request failed: ') && p.endsWith(' net::ERR_ABORTED');
    problems.splice(0, problems.length, ...problems.filter((p) => !aborted(p)));
    assert.deepEqual(wasm, ['studio_bg.wasm'], 'only the studio wasm is downloaded');
    const palette = await page.$$eval('[data-palette]', (els) => els.map((e) => e.dataset.palette).sort().join());
    assert.equal(palette, 'bB,bK,bN,bR,erase,wB,wK,wN,wR');
    assert.equal(await fenField(page), 'rnbkkbnr/8/8/8/8/8/8/RNBKKBNR w KQkq - 0 1');
    assert.equal(await error(page), '');
    assert.deepEqual(problems, [], 'nothing but aborted preloads');
    // Castling follows the pieces: the h1 rook dragged away ends White's K right.
    await drag(page, '[data-square="h1"]', '[data-square="h4"]');
    await eventually(async () => assert.equal(await fenField(page), 'rnbkkbnr/8/8/8/7R/8/8/RNBKKBN1 w Qkq - 0 1'), 'the rook moved');
    assertClean(problems);
    await context.close();
});

test('the game page\'s Editor button opens the position shown', async () => {
    const { page, context, problems } = await preparePage(session.browser);
    await page.goto(`${BASE}?variant=full-belt-howe&ai=none`);
    await page.waitForSelector('[data-square="e4"]');
    // Leaving a page still loading aborts its requests: let it finish first.
    await page.waitForLoadState('networkidle');
    await page.click('[data-action="editor"]');
    await page.waitForSelector('[data-editor-fen]');
    assert.equal(await fenField(page), 'kqrrnnbb/pppppppp/8/8/8/8/PPPPPPPP/BBNNRRQK w - - 0 1');
    // The link is the editor's own (Editor::editor_link): the variant, and the position as FEN.
    assert.match(page.url(), /studio\.html\?editor=1&variant=full-belt&fen=/);
    assertClean(problems);
    await context.close();
});

test('a hostile fen= is named as text, never shown as markup', async () => {
    const { page, context, problems } = await preparePage(session.browser);
    page.on('dialog', (d) => {
        problems.push(`a dialog opened: ${d.message()}`);
        d.dismiss();
    });
    const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    await page.goto(`${BASE}studio.html?editor=1&variant=full-belt&fen=${encodeURIComponent(hostile)}`);
    await page.waitForSelector('[data-editor-error]');
    await eventually(async () => assert.match(await error(page), /^link parameter 'fen': '<img src=x onerror=alert\(1\)><scr…': bad position text: 3 fields/), 'the fault, quoted');
    assert.equal(await page.$('[data-editor] img, [data-editor] script'), null, 'no markup');
    assert.equal(await fenField(page), hostile, 'the text stays in the field to fix');
    assert.equal(await page.getAttribute('[data-square="e1"] .piece', 'aria-label'), 'White king', 'the standard start instead');
    await settled(page);
    assertClean(problems);
    await context.close();
});

test('axe-core finds no serious or critical violation in the editor, light and dark, valid or not', async () => {
    for (const colorScheme of ['light', 'dark']) {
        const { page, context, problems } = await preparePage(session.browser, { colorScheme, viewport: { width: 390, height: 844 } });
        await page.goto(`${BASE}studio.html?editor=1&variant=no-pawns`);
        await page.waitForSelector('[data-editor] [data-square="e4"]');
        const serious = () => seriousViolations(page);
        assert.deepEqual(await serious(), [], `${colorScheme}: a legal position`);
        await page.fill('[data-editor-fen]', '8/8/8/8/8/8/8/8 w - - 0 1');
        await eventually(async () => assert.match(await error(page), /kings/), 'no king');
        assert.deepEqual(await serious(), [], `${colorScheme}: an illegal one`);
        assertClean(problems);
        await context.close();
    }
});

test('touch: tap a palette piece and a square, drag a piece by finger', async () => {
    const { page, context, problems } = await preparePage(session.browser, { viewport: { width: 390, height: 844 }, hasTouch: true });
    await page.goto(`${BASE}studio.html?editor=1&variant=no-pawns`);
    await page.waitForSelector('[data-editor] [data-square="e4"]');
    await page.tap('[data-setup="empty"]');
    await place(page, 'tap', [['wK', 'd1'], ['bK', 'd8']]);
    await eventually(async () => assert.equal(await fenField(page), '3k4/8/8/8/8/8/8/3K4 w - - 0 1'), 'placed by taps');
    // A finger drag from d1 to d4, through the DevTools protocol (Playwright has no touch drag).
    const [from, to] = [await centre(page, '[data-square="d1"]'), await centre(page, '[data-square="d4"]')];
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
    for (let i = 1; i <= 6; i++) {
        const at = { x: from.x + ((to.x - from.x) * i) / 6, y: from.y + ((to.y - from.y) * i) / 6 };
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await eventually(async () => assert.equal(await fenField(page), '3k4/8/8/8/3K4/8/8/8 w - - 0 1'), 'dragged by finger');
    assert.equal(await error(page), '');
    assertClean(problems);
    await context.close();
});
