// Screenshots of what a newcomer meets (issue 23, points 1 to 15), for
// looking at: each point at 390x844 (touch) and 1280x800, light and dark,
// where the point concerns that size or scheme. Files are named
// pNN-what-device-scheme.png. Console errors and failed steps are printed;
// a failed step is skipped, the others still run.
//
//   BELTBOARD_URL=http://127.0.0.1:PORT/ node scripts/shots-newcomer.mjs DIR
import { BASE, launch, clickSquare, typeTurn, waitForPhase, newGame, eventually } from '../tests/browser/harness.mjs';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';

const dir = process.argv[2] ?? '/work/shots/newcomer';
mkdirSync(dir, { recursive: true });
const ROOT = BASE.replace(/\/?$/, '/');
const browser = await launch();
const devices = [
    { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    { name: 'desktop', viewport: { width: 1280, height: 800 } },
];
// The intro and the first tip seen (point 4 takes a fresh context instead).
const SEEN = 'intro=1&coach=1';
// exd5 Qxd5 Nc3 Nf6 Nxd5 Nxd5: captures on both sides, every turn with a belt.
const CAPTURES = 'e2e4_h%2B1,d7d5_a%2B1,e4d5_h%2B1,d8d5_a%2B1,b1c3_h%2B1,g8f6_a%2B1,c3d5_h%2B1,f6d5_a%2B1';
const failures = [];

/** A new context for `device` in `scheme`; `seen`: the intro and tips already seen. */
async function open(device, scheme, { seen = true } = {}) {
    const { name, ...options } = device;
    const context = await browser.newContext({ ...options, colorScheme: scheme, reducedMotion: 'reduce', locale: 'en-US' });
    if (seen) {
        await context.addInitScript((prefs) => {
            if (!localStorage.getItem('beltboard.prefs')) localStorage.setItem('beltboard.prefs', prefs);
        }, SEEN);
    }
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && console.log(`  [${name}-${scheme}] console: ${m.text()}`));
    page.on('pageerror', (e) => console.log(`  [${name}-${scheme}] uncaught: ${e.message}`));
    return { context, page };
}

/** Goes to `query` on the game page (or `path` under the root) and waits for a board. */
async function go(page, query, path = '') {
    await page.goto(`${ROOT}${path}${query ? `?${query}` : ''}`);
    await page.waitForSelector('[data-square="e4"]');
}

/** Runs one step; a failure is recorded and the step skipped. */
async function step(label, fn) {
    try {
        await fn();
    } catch (e) {
        failures.push(`${label}: ${e.message.split('\n')[0]}`);
        console.log(`  SKIPPED ${label}: ${e.message.split('\n')[0]}`);
    }
}

/** A right-button drag between two squares' centres (the same square: a circle), keys held. */
async function rightDrag(page, from, to, keys = []) {
    const centre = async (sq) => {
        const b = await page.locator(`[data-square="${sq}"]`).boundingBox();
        return [b.x + b.width / 2, b.y + b.height / 2];
    };
    for (const k of keys) await page.keyboard.down(k);
    const [x1, y1] = await centre(from);
    const [x2, y2] = await centre(to);
    await page.mouse.move(x1, y1);
    await page.mouse.down({ button: 'right' });
    if (from !== to) await page.mouse.move(x2, y2, { steps: 6 });
    await page.mouse.up({ button: 'right' });
    for (const k of keys) await page.keyboard.up(k);
}

/** Plays the two-turn belt mate of the tests: the result card shows. */
async function playMate(page) {
    await typeTurn(page, 'g1f3 f+4');
    await page.waitForFunction(() => document.querySelector('[data-fen]').dataset.turn === 'b');
    await typeTurn(page, 'f4g3 h+1');
    await page.waitForSelector('[data-result]');
}

const pause = (ms) => new Promise((r) => setTimeout(r, ms));

for (const device of devices) {
    const phone = device.name === 'phone';
    for (const scheme of ['light', 'dark']) {
        const tag = `${device.name}-${scheme}`;
        const shot = (name, options = {}) => page.screenshot({ path: `${dir}/${name}-${tag}.png`, ...options });
        console.log(tag);

        // Point 4 (desktop) and the phone's result card (point 12): a first visit.
        await step(`${tag} p04 first visit`, async () => {
            const fresh = await open(device, scheme, { seen: false });
            const p = fresh.page;
            await go(p, 'variant=full-belt&ai=none');
            await p.waitForSelector('[data-intro]');
            if (!phone) {
                await p.waitForSelector('[data-coach][data-tip="move"]');
                await p.screenshot({ path: `${dir}/p04-first-tip-${tag}.png` });
            }
            await playMate(p);
            await pause(300);
            await p.screenshot({ path: `${dir}/${phone ? 'p12' : 'p04'}-result-${tag}.png` });
            await fresh.context.close();
        });

        const { context, page } = await open(device, scheme);

        // Point 1: the belt band's tag after a rank shift, then after a file shift.
        await step(`${tag} p01`, async () => {
            await go(page, 'variant=full-belt&ai=none');
            await typeTurn(page, 'Nf3 1-1');
            await waitForPhase(page, 'move');
            await page.waitForSelector('.band-tag');
            await shot('p01-band-rank');
            await typeTurn(page, 'Nf6 f+1');
            await page.waitForFunction(() => document.querySelector('[data-fen]').dataset.turn === 'w');
            await shot('p01-band-file');
        });

        // Points 2 and 3 (phone): the rank arrows at rest; the belt phase with the pad.
        if (phone) {
            await step(`${tag} p02/p03`, async () => {
                await go(page, 'variant=full-belt&ai=none');
                await pause(300);
                await shot('p02-arrows');
                await page.tap('[data-square="g1"]');
                await page.tap('[data-square="f3"]');
                await waitForPhase(page, 'belt');
                await shot('p03-belt');
                await page.tap('[data-square="a3"]');
                await page.waitForSelector('[data-pad-shift="3-"]');
                await page.tap('[data-pad-shift="3-"]');
                await page.waitForFunction(() => /←1/.test(document.querySelector('[data-action="confirm-belt"]')?.textContent));
                await shot('p03-belt-pad');
            });
        }

        // Point 5 (phone): Puzzles tapped from below the board.
        if (phone) {
            await step(`${tag} p05`, async () => {
                await go(page, '');
                await page.locator('[data-action="puzzles"]').scrollIntoViewIfNeeded();
                await page.tap('[data-action="puzzles"]');
                await page.waitForSelector('[data-puzzle]');
                await pause(400);
                await shot('p05-puzzles');
            });
        }

        // Point 5: the belt bar's place under the board outside the belt
        // phase says what comes there (English and German, the long one).
        await step(`${tag} p05 idle`, async () => {
            for (const lang of ['en', 'de']) {
                await go(page, `variant=full-belt&ai=none&lang=${lang}`);
                await page.waitForSelector('.belt-bar.idle .belt-idle');
                await shot(`p05-idle-${lang}`);
            }
        });

        // Point 6: a wrong try taken back, then the puzzle solved.
        await step(`${tag} p06`, async () => {
            await go(page, 'puzzle=np-0001');
            await page.waitForSelector('[data-puzzle][data-puzzle-id="np-0001"]');
            await clickSquare(page, 'a3');
            await clickSquare(page, 'b2');
            await eventually(async () => assert.match(await page.textContent('.puzzle-state'), /Try again/), 'try again');
            await shot('p06-puzzle-wrong', { fullPage: phone });
            await clickSquare(page, 'h7');
            await clickSquare(page, 'e7');
            await page.waitForSelector('[data-puzzle][data-puzzle-result="solved"]');
            await shot('p06-puzzle-solved', { fullPage: phone });
        });

        // Point 7: the analysis board at a checkmate.
        await step(`${tag} p07`, async () => {
            await go(page, 'analysis=1&variant=full-belt&moves=g1f3_f%2B4,f4g3_h%2B1', 'studio.html');
            await page.waitForSelector('[data-eval-bar][data-result="0-1"]');
            await shot('p07-analysis-mate', { fullPage: phone });
        });

        // Point 8: a game against the AI while it thinks.
        await step(`${tag} p08`, async () => {
            await go(page, 'variant=full-belt&ai=none');
            await newGame(page, { mode: 'ai-black', level: '5' });
            await typeTurn(page, 'e2e3 a+1');
            await page.waitForSelector('[data-status][data-thinking="move"]');
            await pause(800);
            await shot('p08-ai-thinking');
            await waitForPhase(page, 'move', 60000);
            await pause(300);
            await shot('p08-ai-played');
        });

        // Points 9 and 14: the move list with belts; the material on the bars.
        await step(`${tag} p09/p14`, async () => {
            await go(page, `variant=full-belt&ai=none&moves=${CAPTURES}`);
            await page.waitForSelector('[data-material="w"]');
            await shot('p14-material');
            await page.locator('.move-list').scrollIntoViewIfNeeded();
            await shot('p09-move-list');
        });

        // Point 10: the belt phase, the normal move's squares marked as the belt shifts the piece.
        await step(`${tag} p10`, async () => {
            await go(page, 'variant=full-belt&ai=none');
            await clickSquare(page, 'g1');
            await clickSquare(page, 'f3');
            await waitForPhase(page, 'belt');
            await page.click('[data-belt-shift="f+"]');
            await page.waitForSelector('[data-square="f4"][data-pending="to"]');
            await shot('p10-pending');
        });

        // Point 11: the rules' first diagram; Chess without Pawns' castling.
        await step(`${tag} p11`, async () => {
            await go(page, 'variant=full-belt&ai=none');
            await page.click('[data-action="rules"]');
            const diagram = page.locator('dialog [data-lesson="worked-turn"] [data-diagram]');
            await diagram.scrollIntoViewIfNeeded();
            await pause(200);
            await shot('p11-rules-diagram');
            await go(page, 'variant=no-pawns&ai=none');
            await page.click('[data-action="rules"]');
            await page.locator('dialog [data-lesson="castling"]').scrollIntoViewIfNeeded();
            await pause(200);
            await shot('p11-rules-castling');
        });

        // Point 12: the new-game dialog, the dark editor, the embed builder and demo (phone).
        await step(`${tag} p12 new game`, async () => {
            await go(page, 'variant=full-belt&ai=none');
            await page.click('[data-action="new-game"]');
            await page.waitForSelector('[data-variant-summary]');
            await shot('p12-new-game');
            await page.keyboard.press('Escape');
        });
        if (scheme === 'dark') {
            await step(`${tag} p12 editor`, async () => {
                await page.goto(`${ROOT}studio.html?editor=1&variant=full-belt`);
                await page.waitForSelector('[data-editor]');
                await shot('p12-editor', { fullPage: true });
            });
        }
        if (phone) {
            await step(`${tag} p12 builder`, async () => {
                await go(page, 'variant=full-belt&ai=none');
                await page.tap('[data-action="share"]');
                await page.tap('[data-action="embed-builder"]');
                await page.waitForSelector('[data-setting="embed-kind"]');
                await page.frameLocator('[data-embed-preview]').locator('[data-status]').waitFor({ timeout: 30000 });
                await pause(500);
                await shot('p12-builder');
                await page.locator('[data-embed-preview]').scrollIntoViewIfNeeded();
                await pause(200);
                await shot('p12-builder-preview');
            });
        }
        if (phone && scheme === 'dark') {
            await step(`${tag} p12 embed demo`, async () => {
                await page.goto(`${ROOT}embed-demo.html`);
                for (const id of ['belt', 'nopawns']) {
                    await page.frameLocator(`iframe[data-beltboard-id="${id}"]`).locator('[data-status]').waitFor({ timeout: 60000 });
                }
                await pause(500);
                await shot('p12-embed-demo');
                await shot('p12-embed-demo-full', { fullPage: true });
            });
        }

        // Point 13: circles and arrows drawn (right button; on a phone also a long press).
        await step(`${tag} p13`, async () => {
            await go(page, 'variant=full-belt&ai=none');
            if (phone) {
                const cdp = await context.newCDPSession(page);
                const b = await page.locator('[data-square="c6"]').boundingBox();
                const point = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
                await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
                await pause(900);
                await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
                await page.waitForSelector('[data-drawn-circle="c6"]');
                // A second long press: the circle's next colour (red).
                await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
                await pause(900);
                await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
            }
            await rightDrag(page, 'e4', 'e4');
            await rightDrag(page, 'e2', 'e4', ['Shift']);
            await rightDrag(page, 'g1', 'f3', ['Alt']);
            await rightDrag(page, 'd5', 'd5', ['Control']);
            await rightDrag(page, 'b8', 'c6');
            await page.waitForSelector('[data-drawn-arrow="g1f3"]');
            await shot('p13-drawn');
        });

        // Point 15: the Preferences dialog; a non-default board theme (green) with the material.
        await step(`${tag} p15`, async () => {
            await go(page, `variant=full-belt&ai=none&moves=${CAPTURES}`);
            await page.click('[data-action="prefs"]');
            await page.waitForSelector('dialog[data-dialog="prefs"]');
            await shot('p15-prefs');
            await page.check('[data-setting="theme"][value="green"]');
            await page.click('dialog[data-dialog="prefs"] [data-action="close"]');
            await page.locator('dialog[data-dialog="prefs"]').waitFor({ state: 'detached' });
            // Closing the dialog gives the focus back to its button, below the board on a phone.
            await page.evaluate(() => scrollTo(0, 0));
            await pause(300);
            await shot('p15-theme-green');
        });
        await context.close();
    }
}
await browser.close();
console.log(failures.length ? `skipped:\n${failures.join('\n')}` : 'every step done');
console.log(`screenshots in ${dir}/`);
