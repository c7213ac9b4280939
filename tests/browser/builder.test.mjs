// The embed builder in the Share dialog (issue 14, point 4): what to embed
// (play, viewer, diagram) and its options, a live preview of that embed,
// and two snippets whose copied iframe works on a page of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, browserSession, openApp, preparePage, assertClean, eventually, settled, newGame, typeTurn, waitForTurn } from './harness.mjs';

const session = browserSession();

const AFTER_1 = 'rnbqk1nr/pppppNpp/5P2/5B2/5b2/5p2/PPPPP1PP/RNBQK2R b - f 1 1';

/** The preview's frame, once it shows `selector`. */
async function previewShows(page, selector) {
    return eventually(async () => {
        const frame = await (await page.$('[data-embed-preview]')).contentFrame();
        assert.ok(frame, 'the preview has a frame');
        const found = await frame.$(selector);
        assert.ok(found, `the preview shows ${selector}`);
        return frame;
    }, `the preview shows ${selector}`, { timeout: 15000 });
}

/**
 * The page's problems but requests aborted: each change of option replaces
 * the preview's page, which aborts what the previous one was still loading.
 */
const notAborted = (problems) => problems.filter((p) => !p.endsWith('net::ERR_ABORTED'));

const snippet = (page, name) => page.inputValue(`[data-snippet="${name}"]`);

/** Opens the Share dialog on a game of one turn, then its embed builder. */
async function openBuilder(page) {
    await newGame(page, { variant: 'full-belt', mode: 'two-players' });
    await typeTurn(page, 'Nf3 f+4');
    await waitForTurn(page, 'b');
    await page.click('[data-action="share"]');
    await page.waitForSelector('[data-embed-builder] [data-action="embed-builder"]');
    await page.click('[data-action="embed-builder"]');
    await page.waitForSelector('[data-setting="embed-kind"]');
}

test('each kind shows in the preview, and the snippets follow the options', async () => {
    const { page, problems } = await openApp(session.browser);
    await openBuilder(page);
    const app = new URL('./', BASE).href;

    // A board to play on, by default: the AI's side and level are offered.
    const board = await previewShows(page, '[data-fen]');
    assert.equal(await board.$eval('[data-fen]', (b) => b.dataset.fen.split(' ')[0]), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR');
    // The preview takes its board's height, as embed.js gives a host's
    // frame (issue 23 point 12: no empty area under it).
    await eventually(async () => {
        const outer = await page.$eval('[data-embed-preview]', (f) => f.getBoundingClientRect().height);
        const inner = await board.evaluate(() => document.documentElement.scrollHeight);
        assert.ok(Math.abs(outer - inner) <= 2, `the frame is ${outer} px tall for ${inner} px of content`);
    }, 'the preview fits its content');
    let iframe = await snippet(page, 'iframe');
    assert.ok(iframe.startsWith(`<iframe src="${app}?embed=1&amp;variant=full-belt&amp;ai=b&amp;level=`), iframe);
    assert.match(await snippet(page, 'div'), /^<div class="beltboard" data-variant="full-belt" data-ai="b" data-level="\d" data-lang="en" data-height="auto" data-width="480"/);
    assert.ok((await snippet(page, 'div')).endsWith(`<script src="${app}embed.js" async></script>`));

    await page.selectOption('[data-setting="embed-ai"]', 'w');
    await page.selectOption('[data-setting="embed-level"]', '4');
    await page.selectOption('[data-setting="embed-width"]', '320');
    await eventually(async () => {
        const text = await snippet(page, 'iframe');
        assert.match(text, /ai=w&amp;level=4&amp;lang=en&amp;height=auto"/);
        assert.match(text, /max-width:320px;height:520px/);
        assert.match(await snippet(page, 'div'), /data-ai="w" data-level="4" data-lang="en" data-height="auto" data-width="320"/);
        assert.match(await page.getAttribute('[data-embed-preview]', 'src'), /ai=w&level=4/);
    }, 'the play options in the snippets and the preview');

    // The viewer: this game, with its controls.
    await page.selectOption('[data-setting="embed-kind"]', 'viewer');
    await eventually(async () => {
        assert.equal(await page.$('[data-setting="embed-ai"]'), null, 'no AI for a viewer');
        assert.match(await snippet(page, 'iframe'), /\?embed=1&amp;view=1&amp;lang=en&amp;height=auto&amp;pgn=%5BEvent/);
        const div = await snippet(page, 'div');
        assert.match(div, /^<div class="beltboard" data-view data-lang="en" data-height="auto" data-width="320" data-title="Beltboard game viewer">\[Event &quot;Casual game&quot;\]/);
        assert.match(div, /1\. Nf3 f\+4 \*<\/div>\n<script/);
    }, 'the viewer snippets');
    const viewer = await previewShows(page, '[data-viewer]');
    await viewer.click('[data-action="last"]');
    await eventually(async () => assert.equal(await viewer.$eval('[data-fen]', (b) => b.dataset.fen), AFTER_1), 'the viewer steps to the game\'s end');

    // The diagram: this position, static, drawn by the studio page.
    await page.selectOption('[data-setting="embed-kind"]', 'diagram');
    await page.selectOption('[data-setting="embed-orientation"]', 'b');
    await page.selectOption('[data-setting="embed-theme"]', 'dark');
    await eventually(async () => {
        const text = await snippet(page, 'iframe');
        assert.ok(text.startsWith(`<iframe src="${app}studio.html?embed=1&amp;view=1&amp;variant=full-belt&amp;fen=`), text);
        assert.match(text, /&amp;orientation=b&amp;theme=dark&amp;lang=en&amp;height=auto"/);
        const div = await snippet(page, 'div');
        assert.ok(div.startsWith(`<div class="beltboard" data-view data-variant="full-belt" data-fen="${AFTER_1}" data-orientation="b" data-theme="dark"`), div);
    }, 'the diagram snippets');
    const diagram = await previewShows(page, '[data-diagram]');
    await eventually(async () => {
        assert.equal(await diagram.$eval('html', (h) => h.dataset.theme), 'dark');
    }, 'the diagram in the dark theme');

    // The language (issue 24): the page's by default, another on demand.
    await page.selectOption('[data-setting="embed-lang"]', 'ru');
    await eventually(async () => {
        assert.match(await snippet(page, 'iframe'), /&amp;lang=ru&amp;height=auto"/);
        assert.match(await snippet(page, 'div'), / data-lang="ru" data-height="auto"/);
        assert.match(await page.getAttribute('[data-embed-preview]', 'src'), /&lang=ru&/);
        // The frame's title too, in the language chosen (fetched: the page speaks English).
        assert.match(await snippet(page, 'iframe'), / title="Диаграмма Beltboard" /);
        assert.match(await snippet(page, 'div'), / data-title="Диаграмма Beltboard">/);
    }, 'the language in the snippets and the preview');
    const russian = await previewShows(page, '[data-diagram]');
    await eventually(async () => {
        assert.equal(await russian.$eval('html', (h) => h.lang), 'ru');
        assert.equal(await russian.$eval('[data-diagram]', (b) => b.getAttribute('aria-label')), 'Шахматная диаграмма');
    }, 'the diagram speaks Russian');
    await settled(page);
    assertClean(notAborted(problems));
});

test('the copied iframe snippet works on a page of its own, and so does the div', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(BASE).origin });
    await openBuilder(page);
    await page.selectOption('[data-setting="embed-kind"]', 'viewer');
    await page.waitForSelector('[data-embed-builder] [data-copied]');
    await eventually(async () => assert.match(await snippet(page, 'iframe'), /view=1/), 'the viewer snippet');
    await page.click('[data-action="copy-iframe"]');
    await eventually(async () => assert.equal(await page.textContent('[data-copied="iframe"]'), 'Copied.'), 'the copy');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, await snippet(page, 'iframe'));
    await page.click('[data-action="copy-div"]');
    await eventually(async () => assert.equal(await page.textContent('[data-copied="div"]'), 'Copied.'), 'the second copy');
    const div = await snippet(page, 'div');
    await settled(page);
    assertClean(notAborted(problems));

    // A fresh page holding only the copied iframe: the viewer, with the game.
    const fresh = await preparePage(session.browser);
    await fresh.page.setContent(`<!doctype html><html><body>${copied}</body></html>`);
    const frame = await eventually(async () => {
        const f = await (await fresh.page.$('iframe')).contentFrame();
        assert.ok(f && (await f.$('[data-viewer]')), 'the viewer in the copied iframe');
        return f;
    }, 'the copied iframe', { timeout: 15000 });
    await frame.click('[data-action="last"]');
    await eventually(async () => assert.equal(await frame.$eval('[data-fen]', (b) => b.dataset.fen), AFTER_1), 'the copied viewer steps');

    // A page of the app's origin holding the div and embed.js: the same viewer.
    const host = await preparePage(session.browser);
    const url = new URL('builder-host.html', BASE).href;
    await host.page.route(url, (route) =>
        route.fulfill({ contentType: 'text/html', body: `<!doctype html><html><head><meta charset="utf-8"></head><body>${div}</body></html>` }),
    );
    await host.page.goto(url);
    const viewer = host.page.frameLocator('iframe[data-beltboard-id]');
    await viewer.locator('[data-viewer]').waitFor({ timeout: 15000 });
    await viewer.locator('[data-action="last"]').click();
    await eventually(async () => assert.equal(await viewer.locator('[data-fen]').getAttribute('data-fen'), AFTER_1), 'the div viewer steps');
    assertClean(fresh.problems);
    assertClean(host.problems);
});
