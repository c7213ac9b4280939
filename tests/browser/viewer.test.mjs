// A game viewer for rules pages (issue 14, points 2, 5 and 7): a PGN inside
// a div given to the frame by embed.js, |< < > >| and the keys with each
// turn's comment as a caption, ply=, autoplay, height=auto, and untrusted
// comments and parameters that stay text or are named.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, browserSession, preparePage, assertClean, eventually } from './harness.mjs';

const session = browserSession();

const AFTER_1 = 'rnbqk1nr/pppppNpp/5P2/5B2/5b2/5p2/PPPPP1PP/RNBQK2R b - f 1 1';
const PGN = `[Variant "Full Belt Chess"]
{The opening position.}
1. Nf3 f+4 {The knight ends up on f7, White's f-pawn on f6, Black's f8 bishop on f4.}
e5 3-2 {Black answers.} *`;
const CAPTIONS = ['The opening position.', "The knight ends up on f7, White's f-pawn on f6, Black's f8 bishop on f4.", 'Black answers.'];
const HOSTILE = '<img src=x onerror=alert(1)><script>alert(2)</script>';

/** A page of the app's origin holding `body` and embed.js (served by the test). */
async function hostPage(body, options = {}) {
    const { page, context, problems } = await preparePage(session.browser, options);
    page.on('dialog', async (d) => {
        problems.push(`a dialog opened: ${d.message()}`);
        await d.dismiss();
    });
    const url = new URL('viewer-host.html', BASE).href;
    await page.route(url, (route) =>
        route.fulfill({
            contentType: 'text/html',
            body: `<!doctype html><html><head><meta charset="utf-8"></head><body>${body}<script src="embed.js"></script></body></html>`,
        }),
    );
    await page.goto(url);
    return { page, context, problems };
}

/** The app opened at `query`, the frame being the page itself. */
async function viewerAt(query) {
    const { page, context, problems } = await preparePage(session.browser, { viewport: { width: 420, height: 640 } });
    page.on('dialog', async (d) => {
        problems.push(`a dialog opened: ${d.message()}`);
        await d.dismiss();
    });
    await page.goto(`${BASE}?${query}`);
    await page.waitForSelector('[data-viewer] [data-square="e4"]');
    return { page, context, problems };
}

/** The caption shown, or null when there is none. */
async function caption(root) {
    const el = root.locator('[data-caption]');
    return (await el.count()) ? el.textContent() : null;
}

test('a viewer from a div steps through its turns with their captions (buttons and keys)', async () => {
    const { page, context, problems } = await hostPage(`<div class="beltboard" id="v" data-view>${PGN}</div>`);
    const frame = page.frameLocator('iframe[data-beltboard-id="v"]');
    await eventually(async () => assert.equal(await caption(frame), CAPTIONS[0]), 'the PGN arrives, opened at the start');
    assert.equal(await page.locator('#v').evaluate((d) => d.firstChild.nodeName), 'IFRAME', 'the PGN text made way for the frame');
    assert.equal(await frame.locator('[data-viewer]').count(), 1);
    await eventually(async () => assert.ok(await frame.locator('[data-action="prev"]').isDisabled()), 'nothing before the start');
    await frame.locator('[data-action="next"]').click();
    await eventually(async () => assert.equal(await frame.locator('[data-viewer-turn]').textContent(), '1. Nf3, then the belt (1/2)'), 'the normal move first');
    assert.equal(await caption(frame), CAPTIONS[1]);
    await frame.locator('[data-action="next"]').click();
    await eventually(async () => assert.equal(await frame.locator('[data-fen]').getAttribute('data-fen'), AFTER_1), 'then the belt');
    await eventually(async () => assert.equal(await frame.locator('.belt-band').count(), 1), 'the last belt shift is drawn');
    await frame.locator('[data-action="last"]').click();
    await eventually(async () => assert.equal(await caption(frame), CAPTIONS[2]), 'the last turn and its comment');
    await frame.locator('[data-action="prev"]').click();
    await eventually(async () => assert.equal(await frame.locator('[data-viewer-turn]').textContent(), '1… e5, then the belt (2/2)'), 'a half turn back');
    await frame.locator('[data-action="first"]').click();
    await eventually(async () => assert.equal(await caption(frame), CAPTIONS[0]), 'back to the start');

    // The keys, with the focus in the frame.
    await frame.locator('[data-caption]').click();
    await page.keyboard.press('End');
    await eventually(async () => assert.equal(await caption(frame), CAPTIONS[2]), 'End: the last turn');
    await page.keyboard.press('Home');
    await eventually(async () => assert.equal(await caption(frame), CAPTIONS[0]), 'Home: the start');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await eventually(async () => assert.equal(await frame.locator('[data-fen]').getAttribute('data-fen'), AFTER_1), 'two half turns on');
    await page.keyboard.press('ArrowLeft');
    await eventually(async () => assert.equal(await frame.locator('[data-viewer-turn]').textContent(), '1. Nf3, then the belt (1/2)'), 'a half turn back');

    // Read-only: a click on a piece picks nothing up.
    await page.keyboard.press('End');
    await eventually(async () => assert.ok(await frame.locator('[data-action="last"]').isDisabled()), 'at the end');
    await frame.locator('[data-square="d2"]').click();
    await eventually(async () => assert.equal(await frame.locator('.sq.selected').count(), 0), 'nothing selected');
    assertClean(problems);
    await context.close();
});

test('ply= opens at a turn, and autoplay plays to the end', async () => {
    const pgn = encodeURIComponent(PGN);
    const { page, context, problems } = await viewerAt(`embed=1&view=1&pgn=${pgn}&ply=1`);
    await eventually(async () => assert.equal(await page.getAttribute('[data-fen]', 'data-fen'), AFTER_1), 'after turn 1');
    assert.equal(await caption(page), CAPTIONS[1]);
    assert.equal(await page.textContent('[data-viewer-turn]'), '1. Nf3 f-file ↑4 (1/2)');
    // Leaving while piece images still load would abort them (failed requests).
    await page.waitForLoadState('networkidle');
    await page.goto(`${BASE}?embed=1&view=1&moves=g1f3_f%2B4,e7e5_3%2B6&autoplay=1&speed=200`);
    // Opened at the start (ply 0): reaching the end means it played all four half turns.
    await page.waitForSelector('[data-viewer]');
    await eventually(async () => assert.equal(await page.textContent('[data-viewer-turn]'), '1… e5 rank 3 ←2 (2/2)'), 'autoplay reaches the end', { timeout: 8000 });
    assert.equal(await caption(page), null, 'moves= has no comments');
    assertClean(problems);
    await context.close();
});

test('height=auto: the frame takes its content height, and follows it', async () => {
    const { page, context, problems } = await hostPage(
        `<div class="beltboard" id="auto" data-view data-height="auto" data-width="360">${PGN}</div>`,
        { viewport: { width: 800, height: 600 } },
    );
    const frame = page.frameLocator('iframe[data-beltboard-id="auto"]');
    const heights = async () => [
        Math.round((await page.locator('iframe').boundingBox()).height),
        await frame.locator('body').evaluate((b) => b.offsetHeight),
    ];
    await eventually(async () => assert.equal(await caption(frame), CAPTIONS[0]), 'the viewer is up');
    await eventually(async () => {
        const [outer, inner] = await heights();
        assert.ok(outer !== 320 && Math.abs(outer - inner) <= 1, `frame ${outer}, content ${inner}`);
    }, 'the frame is as tall as its content');
    const before = (await heights())[0];
    await frame.locator('[data-action="last"]').click();
    await eventually(async () => assert.equal(await caption(frame), CAPTIONS[2]), 'a shorter caption');
    await frame.locator('[data-action="prev"]').click();
    await frame.locator('[data-action="prev"]').click();
    await eventually(async () => assert.equal(await caption(frame), CAPTIONS[1]), 'the longest caption');
    await eventually(async () => {
        const [outer, inner] = await heights();
        assert.ok(Math.abs(outer - inner) <= 1, `frame ${outer}, content ${inner}`);
    }, 'the frame follows its content');
    assert.ok((await heights())[0] > 300 && before > 300, 'a board and more');
    assertClean(problems);
    await context.close();
});

test('hostile comments stay text, from the address and from the div', async () => {
    const pgn = `[Variant "Chess without Pawns"] 1. Nc3 {${HOSTILE}} *`;
    const { page, context, problems } = await viewerAt(`embed=1&view=1&ply=1&pgn=${encodeURIComponent(pgn)}`);
    await eventually(async () => assert.equal(await caption(page), HOSTILE), 'the comment as text');
    assert.equal(await page.locator('[data-caption] img, [data-caption] script, img[src="x"]').count(), 0, 'no markup');
    await context.close();
    const host = await hostPage('');
    // The div's text holds the comment as text (as a page author's escaped HTML would).
    await host.page.evaluate(([pgn]) => {
        const div = document.createElement('div');
        div.className = 'beltboard';
        div.id = 'h2';
        div.setAttribute('data-view', '');
        div.setAttribute('data-ply', '1');
        div.textContent = pgn;
        document.body.appendChild(div);
        window.Beltboard.mount(div);
    }, [pgn]);
    const frame = host.page.frameLocator('iframe[data-beltboard-id="h2"]');
    await eventually(async () => assert.equal(await caption(frame), HOSTILE), 'the comment as text in the frame');
    assert.equal(await frame.locator('[data-caption] *').count(), 0, 'no element inside the caption');
    assertClean([...problems, ...host.problems]);
    await host.context.close();
});

test('a broken pgn= and bad parameters are named briefly, and nothing crashes', async () => {
    const broken = encodeURIComponent(`[Variant "Full Belt Chess"] 1. Nf3 f+9 {x} *`);
    const { page, context, problems } = await viewerAt(`embed=1&view=1&pgn=${broken}&speed=${encodeURIComponent('<b>')}&autoplay=1&ply=99`);
    const notice = await page.textContent('[data-notice]');
    assert.match(notice, /'pgn'.*move 1\. \(White\)/, notice);
    assert.match(notice, /'ply'/, notice);
    assert.match(notice, /'speed': '<b>'/, notice);
    assert.ok(notice.length < 600, `short: ${notice.length}`);
    assert.equal(await page.locator('[data-notice] b').count(), 0, 'the bad value is text');
    assert.equal(await page.locator('[data-square]').count(), 64, 'the board is still there');
    // Leaving while piece images still load would abort them (failed requests).
    await page.waitForLoadState('networkidle');
    await page.goto(`${BASE}?embed=1&view=1&pgn=%ZZ`);
    await eventually(async () => assert.match(await page.textContent('[data-notice]'), /'pgn': not a valid URL escape/), 'an undecodable pgn');
    assertClean(problems);
    await context.close();
});

test('the embed demo shows the worked example as a viewer with captions and as a diagram', async () => {
    const { page, context, problems } = await preparePage(session.browser, { viewport: { width: 1200, height: 900 } });
    await page.goto(new URL('embed-demo.html', BASE).href);
    const viewer = page.frameLocator('iframe[data-beltboard-id="howe"]');
    await eventually(async () => assert.equal(await caption(viewer), 'The opening position. Every file and rank is a conveyor belt.'), 'the viewer and its first caption');
    await viewer.locator('[data-action="last"]').click();
    await eventually(async () => assert.match(await caption(viewer), /knight ends up on f7, White's f-pawn on f6, Black's f8 bishop on f4/), 'the turn and its comment');
    assert.equal(await viewer.locator('[data-fen]').getAttribute('data-fen'), AFTER_1);
    const diagram = page.frameLocator('iframe[data-beltboard-id="howe-diagram"]');
    await eventually(async () => assert.match(await caption(diagram), /^After 1\. Nf3 f\+4: the knight ends up on f7/), 'the diagram and its caption');
    assert.equal(await diagram.locator('.mini-arrow').count(), 1);
    assert.equal(await diagram.locator('.mini-belt').count(), 1);
    assert.equal(await diagram.locator('[data-notice]').count(), 0, 'nothing left out');
    const heights = await page.$$eval('iframe', (frames) => frames.map((f) => [f.dataset.beltboardId, Math.round(f.getBoundingClientRect().height)]));
    for (const [id, height] of heights) assert.ok(height > 250, `${id}: ${height}`);
    assertClean(problems);
    await context.close();
});
