// The AI on the clock in the browser (issue 25, point 4): games between two
// copies of one level at one time control, the page's "watch the AI play"
// mode (ai-vs-ai) started through the new-game dialog, a few at a time.
// Prints each game's result and turns, then the totals and the losses on time.
//   BELTBOARD_URL=http://127.0.0.1:8080/ node scripts/bench-clock.mjs [games] [level] [clock] [parallel] [variant]
// e.g. node scripts/bench-clock.mjs 20 5 1+0 2 full-belt
import { BASE, launch, preparePage } from '../tests/browser/harness.mjs';

const games = Number(process.argv[2] ?? 20);
const level = process.argv[3] ?? '5';
const clock = process.argv[4] ?? '1+0';
const parallel = Number(process.argv[5] ?? 2);
const variant = process.argv[6] ?? 'full-belt';

const browser = await launch();

/** Plays game `n` to its end and returns its result line and its turns. */
async function play(n) {
    const { page, context } = await preparePage(browser);
    await page.addInitScript(() => localStorage.setItem('beltboard.prefs', 'pause=0&speed=0&intro=1&coach=1'));
    await page.goto(BASE);
    await page.waitForSelector('[data-square="e4"]');
    await page.click('[data-action="new-game"]');
    await page.selectOption('[data-setting="variant"]', variant);
    await page.selectOption('[data-setting="mode"]', 'ai-vs-ai');
    await page.selectOption('[data-setting="level"]', level);
    await page.selectOption('[data-setting="clock"]', clock);
    await page.click('[data-action="start"]');
    await page.waitForSelector('[data-result]', { timeout: 30 * 60 * 1000 });
    const result = await page.getAttribute('[data-result]', 'data-result');
    const turns = await page.$$eval('[data-ply]', (els) => els.length);
    const left = await page.$$eval('[data-clock]', (els) => els.map((e) => `${e.dataset.clock} ${e.textContent.trim()}`));
    await context.close();
    console.log(`game ${n + 1}: ${result} after ${turns} turns (clocks ${left.join(', ')})`);
    return result;
}

const results = [];
let next = 0;
async function runner() {
    while (next < games) {
        const n = next++;
        results.push(await play(n));
    }
}
await Promise.all(Array.from({ length: parallel }, runner));
await browser.close();
const count = (re) => results.filter((r) => re.test(r)).length;
console.log(`${games} games, level ${level} against level ${level}, ${variant} at ${clock}, ${parallel} at a time:`);
console.log(`white wins ${count(/^1-0/)}, black wins ${count(/^0-1/)}, draws ${count(/^1\/2/)}; on time: ${count(/time/)}`);
