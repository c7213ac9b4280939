// A diagram for a rules page (issue 14, point 3): `?embed=1&view=1&fen=...`
// with arrows, belt bands, marked squares and a caption, no controls; a
// hostile caption stays text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, browserSession, assertClean } from './harness.mjs';

const session = browserSession();

test('a diagram shows its arrows, band, marks and caption, and a hostile caption stays text', async () => {
    const context = await session.browser.newContext({ viewport: { width: 420, height: 520 } });
    const page = await context.newPage();
    const problems = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
    page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
    page.on('dialog', (d) => {
        problems.push(`a dialog opened: ${d.message()}`);
        d.dismiss();
    });
    const fen = encodeURIComponent('rnbqk1nr/pppppNpp/5P2/5B2/5b2/5p2/PPPPP1PP/RNBQK2R b - f 1 1');
    const caption = encodeURIComponent('<img src=x onerror=alert(1)> After 1. Nf3 f+4');
    const wasm = [];
    page.on('request', (r) => r.url().endsWith('.wasm') && wasm.push(new URL(r.url()).pathname.split('/').pop()));
    await page.goto(`${BASE}?embed=1&view=1&fen=${fen}&arrows=g1f3,f%2B4,zz&marks=f7,f6,f4&caption=${caption}`);
    await page.waitForSelector('[data-diagram]');
    assert.equal(await page.$$eval('.mini-arrow', (els) => els.length), 1, 'the normal move');
    assert.equal(await page.$$eval('.mini-belt', (els) => els.length), 1, 'the belt shift');
    assert.equal(await page.$$eval('.mini-sq.marked', (els) => els.map((e) => e.dataset.square).sort().join()), 'f4,f6,f7');
    assert.equal(await page.getAttribute('.mini-sq[data-square="f7"] .piece', 'aria-label'), 'White knight');
    assert.equal(await page.textContent('[data-caption]'), '<img src=x onerror=alert(1)> After 1. Nf3 f+4');
    assert.equal(await page.$('[data-caption] img'), null, 'the caption is text, not markup');
    assert.match(await page.textContent('[data-notice]'), /arrows.*'zz'/, 'the bad token is named');
    assert.equal(await page.$('button'), null, 'no controls');
    // The game page sent the view to the studio page before loading its own wasm.
    assert.match(page.url(), /\/studio\.html\?embed=1&view=1&fen=/);
    assert.deepEqual(wasm, ['studio_bg.wasm'], 'only the studio wasm is downloaded');
    assertClean(problems);
    await context.close();
});

test('the studio page without a view says what it is for and links to the game', async () => {
    const context = await session.browser.newContext();
    const page = await context.newPage();
    const problems = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
    page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
    await page.goto(`${BASE}studio.html?theme=dark`);
    await page.waitForSelector('[data-studio-home]');
    assert.match(await page.textContent('[data-studio-home]'), /view=1/);
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    await page.click('[data-studio-home] a');
    await page.waitForSelector('[data-square="e4"]');
    assertClean(problems);
    await context.close();
});
