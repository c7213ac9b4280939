// Measures (not a test: it prints figures and asserts nothing) how long the
// game page takes from a click to the next paint, with Chromium's CPU slowed
// 4x (CDP Emulation.setCPUThrottlingRate), on a 60-turn Full Belt game:
// a belt arrow clicked in the belt phase, and a turn clicked in the move list.
//
//   node scripts/bench-paint.mjs http://127.0.0.1:PORT/     (dist/ served there)
//   [--clicks N] (default 15 of each) [--rate R] (default 4) [--trace FILE] [--regions]
//
// Each click is made at the start of a frame (in a requestAnimationFrame
// callback), and the end is taken in a message posted from that callback:
// it runs once the frame holding the change is painted (rendering, style,
// layout and paint done), so the figure is the work, not the wait for the
// next frame. The double-rAF figure (click, then the second animation frame
// after it) is printed too: it adds that wait, so it is at least one frame.
// Besides the median, the least time: on a machine other work shares, it is
// the figure least disturbed by that work. Then, with no app code run: the
// belt arrow's and the move-list jump's own changes of the page, applied by
// this script as ready-made patches, what the browser alone spends on each;
// and the floor, a square's highlight toggled, what any change of the board
// costs the browser. Both depend on the page's markup and stylesheet as
// well as on the change (a move list painted with the page made every change
// of the board repaint its rows), so they bound the app's code, not the page.
// With --regions, each patch is also applied one region of the page at a
// time (the board, its arrows and margins, the move list, ...), to see
// which part of a change costs what (each part pays for a frame of its own,
// so the parts add up to more than the whole), and every region but the
// board together: the change's cost however cheaply the board were drawn.
// The game: tests/browser/long-game.mjs's 60 turns, the German move-list
// test's too.
import { chromium } from 'playwright-core';
import { LONG_GAME, LONG_GAME_NEXT, LONG_GAME_TURNS } from '../tests/browser/long-game.mjs';

const args = process.argv.slice(2);
const base = args.find((a) => !a.startsWith('--') && /^https?:/.test(a));
const option = (name, fallback) => {
    const i = args.indexOf(name);
    return i >= 0 ? Number(args[i + 1]) : fallback;
};
if (!base) {
    console.error('usage: node scripts/bench-paint.mjs <address of dist/> [--clicks N] [--rate R] [--trace FILE] [--regions]');
    process.exit(2);
}
const clicks = option('--clicks', 15);
// --trace FILE: a Chromium trace of the timed clicks and patches, to see where the time goes.
const traceAt = args.indexOf('--trace');
const traceFile = traceAt >= 0 ? args[traceAt + 1] : null;
const rate = option('--rate', 4);
// --regions: each ready-made patch also applied one region at a time (see the top).
const regions = args.includes('--regions');
/** The regions of the page --regions times apart: [name, selector], the first that holds a change names it. */
const REGIONS = [
    ['the board', '.board'],
    ['the arrows and margins', '.board-frame'],
    ['the move list', '.move-list'],
    ['the players', '.player-bar'],
    ['the status', '.status-box'],
];

// The next turn: its normal move is made on the page, its belt's arrow clicked.
const [normal, shift] = LONG_GAME_NEXT.split(' ');
const from = normal.slice(0, 2);
const to = normal.slice(2, 4);
const beltArrow = `${shift[0]}+`;

const median = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * Clicks the element `selector` (the `k`-th of them) in the page and
 * returns [work to paint, double rAF] in ms.
 */
async function timeClick(page, selector, k) {
    return page.evaluate(([sel, k]) => window.benchFrame(() => document.querySelectorAll(sel)[k].click()), [selector, k]);
}

/**
 * Put in the page before it loads: `benchFrame(act)` runs `act` at the start
 * of a frame and answers [ms to the paint of the frame holding its change,
 * ms to the second animation frame after it] (see the top of this file).
 * One way of timing for the clicks, the patches and the floor alike.
 */
function frameTimer() {
    window.benchFrame = (act) =>
        new Promise((done) => {
            requestAnimationFrame(() => {
                const channel = new MessageChannel();
                let painted = 0;
                const t0 = performance.now();
                channel.port1.onmessage = () => {
                    painted = performance.now() - t0;
                };
                act();
                channel.port2.postMessage(0);
                requestAnimationFrame(() =>
                    requestAnimationFrame(() => {
                        // The message always runs before the second frame.
                        done([painted, performance.now() - t0]);
                    }),
                );
            });
        });
}

async function settle(page) {
    await page.evaluate(() => new Promise((r) => setTimeout(r, 120)));
}

/**
 * A change of the page with no app code: the app is brought to a state A
 * (`toA`), the page copied, then to a state B (`toB`); every attribute, text
 * and child list that differs between the two is worked out beforehand, and
 * this script applies them as a ready-made patch, B to A and back, timed as
 * a click is. What the browser alone spends on this change of this page as
 * it is built and styled: what no rendering code, however lean, can go
 * under without drawing the page differently. The page is left as
 * the app drew it in B (the patch back restores its own nodes), so the app
 * goes on. Returns [times, the patch's number of changes, and for
 * --regions its parts' times (see `byRegion`)].
 */
async function readyMade(page, toA, toB) {
    await toA();
    await settle(page);
    await page.evaluate(() => {
        window.benchA = document.body.cloneNode(true);
    });
    await toB();
    await settle(page);
    const where = await page.evaluate((regions) => {
        const forth = [];
        const back = [];
        // Each change's region of the page, for --regions: the first of
        // `regions` holding the changed node.
        const where = [];
        const regionOf = (node) => {
            const element = node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement;
            return (regions.find(([, sel]) => element.closest(sel)) || ['the rest'])[0];
        };
        // One change of `node`: what makes B into A, and what undoes it.
        const add = (node, doIt, undo) => {
            where.push(regionOf(node));
            forth.push(doIt);
            back.push(undo);
        };
        const sameShape = (x, y) =>
            x.childNodes.length === y.childNodes.length && [...x.childNodes].every((c, i) => c.nodeName === y.childNodes[i].nodeName);
        const walk = (live, then) => {
            if (live.nodeType === Node.TEXT_NODE) {
                const [was, will] = [live.data, then.data];
                if (was !== will) add(live, () => (live.data = will), () => (live.data = was));
                return;
            }
            if (live.nodeType !== Node.ELEMENT_NODE) return;
            for (const { name, value } of [...live.attributes]) {
                const will = then.getAttribute(name);
                if (will === value) continue;
                add(
                    live,
                    will === null ? () => live.removeAttribute(name) : () => live.setAttribute(name, will),
                    () => live.setAttribute(name, value),
                );
            }
            for (const { name, value } of [...then.attributes]) {
                if (live.hasAttribute(name)) continue;
                add(live, () => live.setAttribute(name, value), () => live.removeAttribute(name));
            }
            if (sameShape(live, then)) {
                [...live.childNodes].forEach((child, i) => walk(child, then.childNodes[i]));
            } else {
                const was = [...live.childNodes];
                const will = [...then.childNodes].map((c) => c.cloneNode(true));
                add(live, () => live.replaceChildren(...will), () => live.replaceChildren(...was));
            }
        };
        walk(document.body, window.benchA);
        window.benchPatches = [forth, back];
        window.benchRegions = where;
        return where;
    }, REGIONS);
    return [await timePatch(page, null), where.length, regions ? await byRegion(page, where) : []];
}

/**
 * The patch `readyMade` worked out, applied B to A and back `clicks` times
 * (an even count: the last is the one back to B), each timed as a click is;
 * only the changes of the regions named in `members`, or all if null.
 */
async function timePatch(page, members) {
    const times = [];
    for (let i = 0; i < clicks + (clicks % 2); i++) {
        const [painted] = await page.evaluate(
            ([k, members]) =>
                window.benchFrame(() =>
                    window.benchPatches[k].forEach((change, j) => (!members || members.includes(window.benchRegions[j])) && change()),
                ),
            [i % 2, members],
        );
        times.push(painted);
        await settle(page);
    }
    return times;
}

/**
 * For --regions: the patch just worked out by `readyMade` (`where`: each
 * change's region), one region of the page at a time, each part applied and
 * timed alone (forth and back, as the whole patch), then all but the board's
 * part. Returns [part, number of changes, times] for each part with a change.
 */
async function byRegion(page, where) {
    const parts = [];
    // Each region alone, then every region but the board: what the change
    // would cost however little the board's drawing cost.
    const names = [...REGIONS, ['the rest']].map(([name]) => name);
    const timed = [...names.map((name) => [`${name} alone`, [name]]), ['all but the board', names.filter((name) => name !== 'the board')]];
    for (const [name, members] of timed) {
        const size = where.filter((region) => members.includes(region)).length;
        if (size) parts.push([name, size, await timePatch(page, members)]);
    }
    return parts;
}

const browser = await chromium.launch({
    executablePath: process.env.BELTBOARD_CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
await page.addInitScript(frameTimer);
await page.goto(`${base}?variant=full-belt&ai=none&moves=${LONG_GAME}`);
await page.waitForSelector('[data-phase="move"]');
await page.waitForFunction((n) => document.querySelectorAll('.move-list [data-ply]').length === n, LONG_GAME_TURNS.length);
// Settled as a player finds it: the pieces drawn from bitmaps (assets/pieces.js).
await page.waitForFunction(() => getComputedStyle(document.querySelector('.piece')).backgroundImage.startsWith('url("blob:'), null, { timeout: 20000 });
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate });
if (traceFile) {
    await browser.startTracing(page, {
        path: traceFile,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink'],
    });
}

// The move list: alternately an early and a late turn, so each click changes the view.
const list = [];
for (let i = 0; i < clicks; i++) {
    const ply = i % 2 ? 50 : 10;
    list.push(await timeClick(page, `.move-list [data-ply="${ply}"]`, 0));
    await settle(page);
}
// The same jump with no app code (see `readyMade`).
const listPatch = await readyMade(
    page,
    () => page.click('.move-list [data-ply="10"]'),
    () => page.click('.move-list [data-ply="50"]'),
);

// Back to the live position, then the normal move: the belt phase.
await page.click(`.move-list [data-ply="${LONG_GAME_TURNS.length}"]`);
await settle(page);
await page.click(`[data-square="${from}"]`);
await page.click(`[data-square="${to}"]`);
await page.waitForSelector('[data-phase="belt"]');
const arrows = [];
for (let i = 0; i < clicks; i++) {
    arrows.push(await timeClick(page, `[data-belt-shift="${beltArrow}"]`, 0));
    await settle(page);
}
// The same belt arrow with no app code: the page before a click and after.
const beltPatch = await readyMade(
    page,
    async () => {},
    () => page.click(`[data-belt-shift="${beltArrow}"]`),
);
if (traceFile) await browser.stopTracing();
// The floor: the least any click that changes the board can cost on this
// page and machine. A square's highlight (the class a selected piece's square
// takes) toggled by a script of this benchmark's own, no app code run: the
// browser's style, layout, paint and layerize of one changed square.
const floor = [];
for (let i = 0; i < clicks; i++) {
    const [painted] = await page.evaluate(() =>
        window.benchFrame(() => document.querySelector('[data-square="a1"]').classList.toggle('selected')),
    );
    floor.push(painted);
    await settle(page);
}
await browser.close();

const show = (name, xs) =>
    console.log(
        `${name}: to paint ${median(xs.map((x) => x[0])).toFixed(1)} ms (least ${Math.min(...xs.map((x) => x[0])).toFixed(1)}), double rAF ${median(xs.map((x) => x[1])).toFixed(1)} ms` +
            ` (median of ${xs.length}; to paint each: ${xs.map((x) => x[0].toFixed(1)).join(' ')})`,
    );
console.log(`CPU slowed ${rate}x, a ${LONG_GAME_TURNS.length}-turn Full Belt game; the belt arrow ${beltArrow} after ${normal}`);
show('belt arrow click', arrows);
show('move list click', list);
const showPatch = (name, [times, size]) =>
    console.log(
        `${name} as a ready-made patch (${size} changes, no app code): to paint ${median(times).toFixed(1)} ms (least ${Math.min(...times).toFixed(1)}, median of ${times.length})`,
    );
const showRegions = ([, , parts]) => {
    for (const [name, size, times] of parts) {
        console.log(`  of which ${name} (${size} change${size === 1 ? '' : 's'}): to paint ${median(times).toFixed(1)} ms (least ${Math.min(...times).toFixed(1)})`);
    }
};
showPatch('belt arrow', beltPatch);
showRegions(beltPatch);
showPatch('move list jump', listPatch);
showRegions(listPatch);
console.log(
    `floor, one square's highlight toggled (no app code): to paint ${median(floor).toFixed(1)} ms (least ${Math.min(...floor).toFixed(1)}, median of ${floor.length})`,
);
