// Plays the Full Belt test suite with the browser app's level 5 in Chromium
// (docs/engine.md, "The test suite"): for each position of the suite file,
// a fresh page of the built app with that position, the AI to move at level
// 5 and the given number of workers (two by default: one searching, one
// running the forcing-line solver), and writes the position after the AI's
// turn, one a line, in the suite's order. `beltboard suite --file SUITE
// --answers OUT` then judges each answer full width by the rules.
//   BELTBOARD_URL=http://127.0.0.1:8080/ node scripts/suite-chromium.mjs SUITE OUT [workers]
import { writeFile, readFile } from 'node:fs/promises';
import { BASE, launch, preparePage } from '../tests/browser/harness.mjs';

const [suitePath, outPath, workers = '2'] = process.argv.slice(2);
if (!BASE || !suitePath || !outPath) {
    console.error('usage: BELTBOARD_URL=<app url> node scripts/suite-chromium.mjs SUITE OUT [workers]');
    process.exit(2);
}
const positions = (await readFile(suitePath, 'utf8'))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split('|')[0].trim().split(' ').slice(1).join(' '));

const browser = await launch();
const answers = [];
for (const [i, fen] of positions.entries()) {
    const { page, context } = await preparePage(browser);
    await page.addInitScript((w) => localStorage.setItem('beltboard.prefs', `threats=0&pause=0&intro=1&workers=${w}`), workers);
    const side = fen.split(' ')[1];
    const started = Date.now();
    await page.goto(`${BASE}?variant=full-belt&ai=${side}&level=5&fen=${encodeURIComponent(fen)}`);
    await page.waitForSelector('[data-fen]');
    // The AI's turn is played once the side to move changes.
    await page.waitForFunction((s) => document.querySelector('[data-fen]')?.dataset.turn !== s, side, { timeout: 60000 });
    const after = await page.getAttribute('[data-fen]', 'data-fen');
    const threads = page.workers().length;
    console.log(`${i + 1} ${Date.now() - started} ms, ${threads} workers: ${after}`);
    answers.push(after);
    await context.close();
}
await browser.close();
await writeFile(outPath, answers.join('\n') + '\n');
console.log(`${answers.length} answers written to ${outPath}`);
