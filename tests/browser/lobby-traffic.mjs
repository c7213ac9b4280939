// Counts the frames lobby pages send to a relay and receive from it, by type
// (not a test: a measurement, for docs/embedding.md's Traffic). With a dist
// copy whose config.json lists a loopback relay (as scripts/test.sh makes):
//   BELTBOARD_URL=... BELTBOARD_RELAY_DIST_URL=... MINUTES=10 node tests/browser/lobby-traffic.mjs
// 1. a page with the list open for MINUTES; 2. a page that posts a challenge
// and withdraws it after MINUTES; 3. a live challenge taken: its poster (up
// to its live page) and its accepter (up to the live page's address).
import { chromium } from 'playwright-core';
import { CHROMIUM_OPTIONS } from './harness.mjs';
const minutes = Number(process.env.MINUTES ?? 5);
const base = `${new URL('live.html', process.env.BELTBOARD_RELAY_DIST_URL).href}?lobby=1`;
const browser = await chromium.launch({ ...CHROMIUM_OPTIONS, args: [...CHROMIUM_OPTIONS.args, '--disable-features=WebRtcHideLocalIpsWithMdns'] });
async function counted(label) {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    const sent = {}; const got = {};
    page.on('websocket', (ws) => {
        ws.on('framesent', (f) => { const t = JSON.parse(f.payload)[0] + (JSON.parse(f.payload)[0] === 'REQ' || JSON.parse(f.payload)[0] === 'CLOSE' ? ':' + JSON.parse(f.payload)[1] : ''); sent[t] = (sent[t] ?? 0) + 1; });
        ws.on('framereceived', (f) => { const t = JSON.parse(f.payload)[0]; got[t] = (got[t] ?? 0) + 1; });
    });
    await page.goto(base);
    await page.waitForSelector('[data-relays-open="1"]');
    return { label, ctx, page, sent, got };
}
const show = (p) => console.log(p.label, 'sent', JSON.stringify(p.sent), 'received', JSON.stringify(p.got));
// 1. The list open for MINUTES minutes.
const watcher = await counted('list-open');
// 2. A poster: posts, then withdraws after the same while.
const poster = await counted('post-withdraw');
await poster.page.locator('[data-setting="lobby-name"]').fill('Traffic');
await poster.page.click('[data-action="post-challenge"]');
await poster.page.waitForSelector('[data-lobby="open"]');
const t0 = Date.now();
await watcher.page.waitForTimeout(minutes * 60_000);
await poster.page.click('[data-action="withdraw-challenge"]');
await poster.page.waitForTimeout(1000);
show(watcher); show(poster);
console.log('window', Math.round((Date.now() - t0) / 1000), 's');
// 3. A live challenge taken: poster and accepter, up to the live page.
const a = await counted('poster-taken');
await a.page.locator('[data-setting="lobby-name"]').fill('TrafficA');
await a.page.selectOption('[data-setting="lobby-pace"]', '-');
await a.page.click('[data-action="post-challenge"]');
await a.page.waitForSelector('[data-lobby="open"]');
const b = await counted('accepter');
const row = b.page.locator('[data-challenge]', { hasText: 'TrafficA' });
await row.waitFor();
await row.locator('[data-action="accept-challenge"]').click();
await Promise.all([a.page.waitForURL(/live\.html\?(?!lobby)/), b.page.waitForURL(/live\.html\?.*#key=/)]);
show(a); show(b);
await browser.close();
