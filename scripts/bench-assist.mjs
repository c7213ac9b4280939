// Measures the threat assistant in the browser (issue 13, point 1): the
// verdict on one previewed whole turn (budget 100 ms) and the danger marks
// of one selected piece (budget 500 ms), on middlegames from AI self-play in
// both games. Each figure is the page's own time from the pointer press
// (a belt arrow; a piece) to the answer on the page (data-verdict on the
// belt bar; data-danger-for on the board): the message to the assistant's
// worker, the rules' search there, the answer and the render.
//
// The games below were played by `beltboard bestmove --level 2` against
// itself, one call per turn with the turns so far (--moves) and a seed per
// turn; positions are taken after 10 to 20 turns (5 to 10 by each side)
// when the game lasted that long, the side to move played by the user
// (ai=none). A belt preview the rules refuse shows no verdict: it is
// counted apart.
//   BELTBOARD_URL=http://127.0.0.1:8080/ node scripts/bench-assist.mjs [pieces per position] [previews per position]
import { BASE, launch, preparePage } from '../tests/browser/harness.mjs';

const piecesPer = Number(process.argv[2] ?? 8);
const previewsPer = Number(process.argv[3] ?? 6);
const GAMES = [
    // Not self-play: issue 13's position, where only 8 of Black's 1567 turns
    // escape a mate in one, the danger marks' worst case (every target searched
    // to its last belt move).
    ['full-belt', 'g2g3 1+1,g8h6 8+3,c1b3 1+3', [3]],
    ['full-belt', 'f2f4 2+2,b7b6 6+3,h1h3 2+1,f7f6 6+7,d2d3 2+3,a7a5 6+1,b1d2 5+4,a8a2 f+4,e1f2 5+2,g7g6 2+6,d2e2 e+7,e7f8 g+7,e1e2 f+4,f4f5 e+7,e1e2 5+1'],
    ['full-belt', 'e2e4 4+4,c7c6 6+5,g2g4 4+4,g8f6 7+1,d1f3 6+3,b7b5 f+3,e1f2 g+6,e8d7 a+2,b1c3 c+2'],
    ['full-belt', 'b2b4 4+7,f7f5 7+4,f2f3 4+7,d7d6 3+4,g1f3 5+2,g8h6 2+7,a1a5 7+4,h6g8 d+4,c1d2 5+6,b8c6 f+2,e1d1 d+1,e8f8 e+4,f5e3 f+5,f5e6 c+1,d2c1 e+7,e5e6 c+7,c8b7 e+4,e2f2 a+7,b7c8 b+2,g8f6 d+2'],
    ['full-belt', 'g1h3 3+7,g7g5 7+2,h2h3 2+4,c7c6 3+1,c1d2 5+2,f7f6 3+5,e3d5 6+4,b8a6 2+2,g2g4 7+2,h8h2 f+3,e1f1 a+2,a8c7 g+4'],
    ['full-belt', 'b2b4 2+6,c7c5 5+2,f2f3 2+3,b8c6 4+7,b1a3 2+7,d7d6 5+6,g1h3 3+5,g8f6 b+7,h1h3 g+2,h7h6 5+6,f3h4 c+5,f6d7 f+3,e1f2 d+3,e8f7 2+1,h3f3 f+6,f5g5 h+5,g2h2 e+3,g5h6 2+5,e2f2 5+3,h6h7 2+7,e2e1 3+5,a3b2 e+3,e4f3 7+7,h5f6 h+1'],
    ['full-belt', 'b1c3 3+2,g7g5 f+3,e1f2 e+6,e6f5 f+1,f5d7 e+3,f6e7 3+1,g3h3 e+5,e4d5 d+3,g2g4 5+4,c5d4 h+3,h6g7 d+3,d3d4 7+6,e7e8 c+2,d4c5 b+7,e8f7 5+2,d6d4 8+1,f7g7 d+1,e5d6 g+2,g1h1 6+2,d5d4 1+7,g1g2 4+5,f6f7 g+7,h1h2 6+6,f7f8 c+1'],
    ['no-pawns', 'f1e2,a8a3,c1d2,c8e6,d2f4,e6c4,f4d6,g8e7,d6h2,b8d7,g1h3,a3a6,e1d2,e7f5,d1e1'],
    ['no-pawns', 'g1h3,g8f6,f1b5,b8d7,b5c4,a8a6,h3g1,h8h2,e1f1,f6g4,c1g5,a6f6,f1e1,c8a6,g1f3,d8c8,a1a3,e8d8'],
    ['no-pawns', 'f1b5,b8d7,c1f4,g8e7,h1h2,h8h3,h2c2,e7d5,a1a5,h3e3,e1d2,f8g7,f4c7,d8e7,b5a4,e3e5,c2c4,d5e3,d1c1,e3f5,c7b6'],
    ['no-pawns', 'a1a6,h8h6,e1e2,f8d6,c1e3,e8f8,e2d2,d6c7,d2c1,c8h3,e3g5,h6f6,f1c4,h3g4,g1f3,g8h6,c4f1,c7e5,h1h2,e5d4,d1c2,h6g8,g5e3,d4b6'],
];
let refused = 0;
const PLIES = [10, 12, 16, 20];

/**
 * Arms a timer in the page: from the next pointer press to the answer on the
 * page, after a DOM change: the danger marks of `square` (data-danger-for),
 * or with no square a verdict (data-verdict).
 */
function arm(page, square = null) {
    return page.evaluate((square) => {
        const done = () =>
            square === null
                ? document.querySelector('[data-verdict]') !== null
                : document.querySelector('[data-fen]')?.dataset.dangerFor === square;
        window.__assistMs = new Promise((resolve) => {
            let start = null;
            document.addEventListener('pointerdown', () => (start = performance.now()), { capture: true, once: true });
            const observer = new MutationObserver(() => {
                if (start !== null && done()) {
                    observer.disconnect();
                    resolve(performance.now() - start);
                }
            });
            observer.observe(document.body, { subtree: true, attributes: true, childList: true, characterData: true });
            // A refused preview never gets a verdict.
            setTimeout(() => resolve(NaN), square === null ? 3000 : 10000);
        });
    }, square);
}
const measured = (page) => page.evaluate(() => window.__assistMs);

const browser = await launch();
const verdicts = { 'full-belt': [] };
const dangers = { 'full-belt': [], 'no-pawns': [] };
for (const [variant, record, at] of GAMES) {
    const turns = record.split(',');
    for (const plies of at ?? PLIES.filter((p) => p < turns.length)) {
        const moves = turns.slice(0, plies).map((t) => encodeURIComponent(t.replace(' ', '_'))).join(',');
        const { page, context } = await preparePage(browser);
        await page.addInitScript(() => localStorage.setItem('beltboard.prefs', 'pause=0&speed=800&intro=1&workers=1&threats=1'));
        await page.goto(`${BASE}?variant=${variant}&ai=none&moves=${moves}`);
        await page.waitForSelector('[data-square="e4"]');
        // The assistant's worker starts with the page: let it load first.
        await page.waitForTimeout(1500);
        const side = await page.getAttribute('[data-fen]', 'data-turn');
        const own = await page.$$eval(`[data-piece^="${side}"]`, (els) => els.map((e) => e.dataset.square));
        const movable = [];
        for (const sq of own) {
            if (movable.length >= piecesPer) break;
            await arm(page, sq);
            await page.click(`[data-square="${sq}"]`);
            const ms = await measured(page);
            const targets = await page.$$eval('.sq.target, .sq.target-capture', (els) => els.map((e) => e.dataset.square));
            const marked = await page.$$eval('[data-danger]', (els) => els.length);
            if (targets.length > 0) {
                movable.push([sq, targets]);
                dangers[variant].push({ ms, where: `${variant} ply ${plies} ${sq}`, targets: targets.length, marked });
            }
            await page.click(`[data-square="${sq}"]`); // unselect
        }
        if (variant === 'full-belt') {
            let done = 0;
            for (const [sq, targets] of movable) {
                if (done >= previewsPer) break;
                await page.click(`[data-square="${sq}"]`);
                await page.click(`[data-square="${targets[0]}"]`);
                await page.waitForSelector('[data-phase="belt"]');
                const arrows = await page.$$eval('[data-belt-shift]:not([aria-disabled="true"])', (els) => els.map((e) => e.dataset.beltShift));
                for (const arrow of arrows.filter((_, i) => i % 5 === 0).slice(0, 2)) {
                    if (done >= previewsPer) break;
                    await arm(page);
                    await page.click(`[data-belt-shift="${arrow}"]`);
                    const ms = await measured(page);
                    if (Number.isNaN(ms)) {
                        refused++;
                    } else {
                        const verdict = await page.getAttribute('[data-verdict]', 'data-verdict');
                        verdicts[variant].push({ ms, where: `${variant} ply ${plies} ${sq}-${targets[0]} ${arrow}`, verdict });
                        done++;
                    }
                    if (await page.isEnabled('[data-action="undo-shift"]')) await page.click('[data-action="undo-shift"]');
                    await page.waitForFunction(() => !document.querySelector('[data-verdict]'));
                }
                await page.click('[data-action="cancel-belt"]');
                await page.waitForSelector('[data-phase="move"]');
            }
        }
        await context.close();
    }
}
await browser.close();

const summary = (rows) => {
    const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
    const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))];
    return `${ms.length} measured: median ${at(0.5).toFixed(0)} ms, 90% ${at(0.9).toFixed(0)} ms, max ${ms[ms.length - 1].toFixed(0)} ms`;
};
for (const [variant, rows] of Object.entries(verdicts)) {
    console.log(`verdict, one previewed turn, ${variant}: ${summary(rows)} (budget 100 ms); ${refused} previews refused by the rules`);
    console.log(`  ${rows.filter((r) => r.verdict === 'loses').length} of them allow a win in one`);
    const worst = rows.reduce((a, b) => (b.ms > a.ms ? b : a));
    console.log(`  slowest: ${worst.where} (${worst.verdict}) ${worst.ms.toFixed(0)} ms`);
}
for (const [variant, rows] of Object.entries(dangers)) {
    console.log(`danger marks, one piece, ${variant}: ${summary(rows)} (budget 500 ms)`);
    const worst = rows.reduce((a, b) => (b.ms > a.ms ? b : a));
    console.log(`  ${rows.filter((r) => r.marked > 0).length} pieces had dangerous targets`);
    console.log(`  slowest: ${worst.where}, ${worst.targets} targets, ${worst.marked} marked: ${worst.ms.toFixed(0)} ms`);
}
