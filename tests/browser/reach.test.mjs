// Every control works where a finger lands: the belt arrows tapped (a
// touchscreen tap at the centre of each arrow's box) on a phone and clicked
// (the mouse at the same point) on a desktop, and an audit that, for every
// visible control of the game page, its dialogs and the live page at 390 px,
// the element at the control's centre is the control or inside it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, browserSession, openApp, assertClean, waitForPhase, eventually } from './harness.mjs';

const session = browserSession();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const NARROW = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

// A piece on every file and every rank, White to move, nobody in check, no
// belt shifted last turn, and the kings on no common line (on the e-file, two
// kings at e1 and e8 stay next to each other round the belt, so every shift
// of it is refused): after Nb1-c3 every belt may be shifted.
const EVERY_LINE = 'rnbq1rk1/2ppbppp/p7/1p6/6P1/7P/PPPPPP2/RNBQKBNR w - - 0 10';
const URL = `${BASE}?variant=full-belt&ai=none&fen=${encodeURIComponent(EVERY_LINE)}`;

/** The centre of the first element matching `selector`, in the viewport, scrolled into view first. */
async function centre(page, selector) {
    const el = await page.waitForSelector(selector);
    await el.evaluate((e) => e.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
    const r = await el.evaluate((e) => e.getBoundingClientRect().toJSON());
    return { x: r.left + r.width / 2, y: r.top + r.height / 2, width: r.width, height: r.height };
}

/** A tap (touch) or a click (mouse) at the centre of `selector`. */
async function press(page, selector, touch) {
    const { x, y } = await centre(page, selector);
    if (touch) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
}

/** The pieces on the board as shown: square -> piece code. */
const piecesShown = (page) => page.$$eval('[data-square]', (cells) => Object.fromEntries(cells.map((c) => [c.dataset.square, c.dataset.piece ?? ''])));

/** `board` with the belt of `code` (`d+`, `3-`) shifted one step. */
function shifted(board, code) {
    const files = 'abcdefgh';
    const [line, sign] = [code[0], code[1] === '+' ? 1 : -1];
    const out = { ...board };
    for (let i = 0; i < 8; i++) {
        const from = files.includes(line) ? `${line}${i + 1}` : `${files[i]}${line}`;
        const j = (i + sign + 8) % 8;
        const to = files.includes(line) ? `${line}${j + 1}` : `${files[j]}${line}`;
        out[to] = board[from];
    }
    return out;
}

/** Plays Nb1-c3 by two presses at the squares' centres, then presses each of the 32 arrows. */
async function everyArrow(options, touch) {
    const { page, context, problems } = await openApp(session.browser, { ...options, url: URL });
    await page.waitForSelector('[data-square="b1"][data-piece]');
    await press(page, '[data-square="b1"]', touch);
    await press(page, '[data-square="c3"]', touch);
    await waitForPhase(page, 'belt');
    await page.waitForSelector('.belt-arrow:not(.idle)');
    const base = await piecesShown(page);
    const codes = await page.$$eval('.belt-arrow', (arrows) => arrows.map((a) => a.dataset.beltShift));
    assert.equal(codes.length, 32, 'the arrows');
    const sizes = [];
    for (const code of codes) {
        const selector = `.belt-arrow[data-belt-shift="${code}"]`;
        const box = await centre(page, selector);
        sizes.push([code, box.width, box.height]);
        await press(page, selector, touch);
        const want = shifted(base, code);
        await eventually(async () => assert.deepEqual(await piecesShown(page), want), `the board after ${touch ? 'a tap' : 'a click'} on arrow ${code}`);
    }
    assertClean(problems);
    await context.close();
    return sizes;
}

test('phone 390 px: a tap at the centre of each of the 32 belt arrows shifts its belt', async () => {
    const sizes = await everyArrow(PHONE, true);
    for (const [code, w, h] of sizes) assert.ok(w >= 24 && h >= 24, `arrow ${code} is ${w}x${h} px`);
});

test('phone 360 px: every belt arrow is at least 24 px each way and takes a tap', async () => {
    const sizes = await everyArrow(NARROW, true);
    for (const [code, w, h] of sizes) assert.ok(w >= 24 && h >= 24, `arrow ${code} is ${w}x${h} px`);
});

test('desktop 1280 px: a click at the centre of each of the 32 belt arrows shifts its belt', async () => {
    await everyArrow(DESKTOP, false);
});

/**
 * The controls of `page` that are shown and can be pressed, each whose
 * centre is not the control itself or inside it: `[what, element found]`.
 * Each control is scrolled into view first (a phone's page is taller than
 * its window); controls hidden from everyone (`aria-hidden`, `inert`) are
 * not controls now, nor is the page behind an open modal dialog.
 */
async function covered(page) {
    return page.evaluate(async () => {
        const selector = 'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], .belt-arrow';
        const wrong = [];
        const name = (e) => e ? `${e.tagName.toLowerCase()}${e.className && typeof e.className === 'string' ? '.' + e.className.trim().split(/\s+/).join('.') : ''}${e.dataset?.action ? `[${e.dataset.action}]` : ''}` : 'nothing';
        const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
        const root = document.querySelector('dialog[open]') ?? document;
        for (const el of root.querySelectorAll(selector)) {
            if (el.closest('[aria-hidden="true"], [inert]')) continue;
            const style = getComputedStyle(el);
            if (style.visibility !== 'visible' || el.getClientRects().length === 0) continue;
            let r = el.getBoundingClientRect();
            if (r.width < 1 || r.height < 1) continue;
            if (r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth) {
                el.scrollIntoView({ block: 'center', inline: 'center' });
                await frame();
                r = el.getBoundingClientRect();
            }
            const x = r.left + r.width / 2;
            const y = r.top + r.height / 2;
            const found = document.elementFromPoint(x, y);
            if (!(found && (found === el || el.contains(found)))) {
                wrong.push(`${name(el)} "${(el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 30)}" at ${Math.round(x)},${Math.round(y)}: ${name(found)}`);
            }
        }
        return wrong;
    });
}

/** The audit of every control's centre on the game page (at rest and in the belt phase), its dialogs and the live page. */
async function audit(options) {
    const touch = Boolean(options.hasTouch);
    const { page, context, problems } = await openApp(session.browser, { ...options, url: URL });
    await page.waitForSelector('[data-square="b1"][data-piece]');
    const found = {};
    found['game page'] = await covered(page);
    await press(page, '[data-square="b1"]', touch);
    await press(page, '[data-square="c3"]', touch);
    await waitForPhase(page, 'belt');
    await page.waitForSelector('.belt-arrow:not(.idle)');
    await press(page, '.belt-arrow[data-belt-shift="d+"]', touch);
    await page.waitForSelector('[data-action="undo-shift"]:not([disabled])');
    found['belt phase'] = await covered(page);
    for (const dialog of ['new-game', 'prefs', 'library', 'rules', 'share']) {
        await press(page, `[data-action="${dialog}"]`, touch);
        await page.waitForSelector('dialog[open]');
        found[`dialog ${dialog}`] = await covered(page);
        await page.keyboard.press('Escape');
        await page.waitForSelector('dialog[open]', { state: 'detached' });
    }
    await page.goto(`${BASE}live.html`);
    await page.waitForSelector('[data-action="play-friend"], [data-action="connect"], button');
    found['live page'] = await covered(page);
    const bad = Object.entries(found).flatMap(([where, list]) => list.map((w) => `${where}: ${w}`));
    assert.deepEqual(bad, [], 'controls whose centre is covered');
    assertClean(problems);
    await context.close();
}

test('phone 390 px: nothing covers the centre of any control of the game page, its dialogs or the live page', async () => {
    await audit(PHONE);
});

test('desktop 1280 px: nothing covers the centre of any control of the game page, its dialogs or the live page', async () => {
    await audit(DESKTOP);
});
