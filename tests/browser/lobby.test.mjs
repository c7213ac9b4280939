// The lobby of open challenges on a real Nostr relay on loopback: a challenge
// posted in one browser is accepted in two others, the first accepter plays
// it live and the second is told it is taken; and a flood of hostile
// challenge events (forged, expired, from the future, oversized, without or
// with too little proof of work, five from one key, a name that turns the
// line around) shows nothing it must not and breaks nothing.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_OPTIONS, eventually, RELAY_BASE, RELAY_URL, watchCsp } from './harness.mjs';

const skip = !RELAY_BASE || !RELAY_URL ? 'no loopback relay (scripts/test.sh starts one)' : false;
const ROOT = join(import.meta.dirname, '..', '..');
let browser;

before(async () => {
    if (skip) return;
    const args = [...CHROMIUM_OPTIONS.args, '--disable-features=WebRtcHideLocalIpsWithMdns'];
    browser = await chromium.launch({ ...CHROMIUM_OPTIONS, args });
});

after(async () => {
    await browser?.close();
});

/** A browser of its own, counting the EVENT frames its pages send to relays. */
async function person(width = 1280) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    await watchCsp(context);
    await context.addInitScript(() => {
        window.__relayEvents = 0;
        // While window.__hold is set, frames from relays wait, in order.
        window.__held = [];
        const onmessage = Object.getOwnPropertyDescriptor(WebSocket.prototype, 'onmessage');
        Object.defineProperty(WebSocket.prototype, 'onmessage', {
            get() { return onmessage.get.call(this); },
            set(handler) {
                const held = handler && ((e) => (window.__hold ? window.__held.push(() => handler.call(this, e)) : handler.call(this, e)));
                onmessage.set.call(this, held);
            },
        });
        const send = WebSocket.prototype.send;
        WebSocket.prototype.send = function (data) {
            if (typeof data === 'string' && data.startsWith('["EVENT"')) window.__relayEvents += 1;
            return send.call(this, data);
        };
    });
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
    return { context, page, problems };
}

/** Clicks the centre of `locator`'s box, where a finger or the mouse lands. */
async function clickCentre(page, locator) {
    const box = await locator.boundingBox();
    assert.ok(box, 'the control is shown');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The lobby, open and connected to the relay. */
async function openLobby(page) {
    await page.goto(`${new URL('live.html', RELAY_BASE).href}?lobby=1`);
    await page.waitForSelector('[data-relays-open="1"]', { timeout: 15000 });
}

test('a challenge posted in one browser is played live by its first accepter; the second is told it is taken', { skip, timeout: 120000 }, async () => {
    const ann = await person(390);
    const bob = await person();
    const cat = await person();
    // A name of this run's own: the relay may hold other tests' challenges.
    const name = `Ann${process.pid % 10000}`;
    try {
        await openLobby(ann.page);
        await ann.page.locator('[data-setting="lobby-name"]').fill(name);
        await ann.page.selectOption('[data-setting="lobby-pace"]', '-');
        await ann.page.selectOption('[data-setting="lobby-side"]', 'w');
        await clickCentre(ann.page, ann.page.locator('[data-action="post-challenge"]'));
        await ann.page.waitForSelector('[data-lobby="open"]', { timeout: 30000 });
        const ownRow = ann.page.locator('[data-challenge]', { hasText: name });
        await ownRow.waitFor({ timeout: 15000 });
        assert.equal(await ownRow.locator('[data-action="accept-challenge"]').count(), 0, 'no Accept on one’s own challenge');

        for (const p of [bob, cat]) await openLobby(p.page);
        const rows = [bob, cat].map((p) => p.page.locator('[data-challenge]', { hasText: name }));
        for (const row of rows) await row.waitFor({ timeout: 15000 });
        assert.match(await rows[0].innerText(), /You play Black/, 'the accepter is told the side it plays');
        // Bob accepts first, Cat a moment later, while Ann's page holds
        // what the relay sends it (as a slow network would): both replies
        // reach it, Bob's first.
        await ann.page.evaluate(() => { window.__hold = true; });
        await clickCentre(bob.page, rows[0].locator('[data-action="accept-challenge"]'));
        await bob.page.waitForSelector('[data-lobby="waiting"]');
        await clickCentre(cat.page, rows[1].locator('[data-action="accept-challenge"]'));
        await cat.page.waitForSelector('[data-lobby="waiting"]');
        await ann.page.waitForTimeout(500);
        await ann.page.evaluate(() => { window.__hold = false; for (const f of window.__held.splice(0)) f(); });

        // Ann's page takes Bob's reply and invites him; his page accepts by itself.
        await ann.page.waitForURL(/live\.html\?.*#host=[0-9a-f]{64}$/, { timeout: 20000 });
        await bob.page.waitForURL(/live\.html\?.*#key=[0-9a-f]{64}&go&live=/, { timeout: 30000 });
        for (const p of [ann, bob]) {
            await p.page.waitForSelector('.live-page[data-peer="connected"]', { timeout: 30000 });
        }
        // Cat is told, and stays on the lobby.
        await cat.page.waitForSelector('[data-lobby-news]', { timeout: 15000 });
        assert.match(await cat.page.innerText('[data-lobby-news]'), /Someone else accepted that challenge first/);
        assert.match(cat.page.url(), /lobby=1/);
        assert.equal(await cat.page.locator('[data-challenge]', { hasText: name }).count(), 0, 'the taken challenge left the list');
        for (const p of [ann, bob, cat]) assert.deepEqual(p.problems, []);
    } finally {
        for (const p of [ann, bob, cat]) await p.context.close();
    }
});

test('hostile challenge events show nothing they must not and break nothing', { skip, timeout: 120000 }, async () => {
    const watcher = await person();
    const sender = await person();
    // Added to every name, so that other tests' challenges on the relay do not count.
    const suffix = `-${process.pid % 10000}`;
    try {
        await openLobby(watcher.page);
        await openLobby(sender.page);
        const python = join(ROOT, 'target', 'relay-venv', 'bin', 'python');
        const { stdout } = await promisify(execFile)(python, [join(ROOT, 'tests', 'relay', 'challenges.py'), '--suffix', suffix]);
        const cases = stdout.trim().split('\n').map((line) => JSON.parse(line));
        // Published straight to the relay, as anyone may, each on a
        // connection of its own (a relay may drop a connection that sent a
        // bad event).
        const answered = await sender.page.evaluate(async ({ url, events }) => {
            const one = (event) => new Promise((done) => {
                const ws = new WebSocket(url);
                const end = (what) => { ws.close(); done(what); };
                ws.onopen = () => ws.send(JSON.stringify(['EVENT', event]));
                ws.onmessage = (m) => { const msg = JSON.parse(m.data); if (msg[0] === 'OK') end(msg[2]); };
                ws.onerror = () => end('error');
                ws.onclose = () => end('closed');
                setTimeout(() => end('silent'), 3000);
            });
            const out = [];
            for (const event of events) out.push(await one(event));
            return out;
        }, { url: RELAY_URL, events: cases.map((c) => c.event) });
        const accepted = answered.filter((a) => a === true).length;
        assert.ok(accepted > 0, 'the relay answered');
        const names = async () => (await watcher.page.locator('[data-challenge] .lobby-name').allInnerTexts())
            .filter((n) => n.endsWith(suffix))
            .map((n) => n.slice(0, -suffix.length));
        await eventually(async () => {
            const shown = await names();
            assert.ok(shown.includes('Genuine') && shown.includes('<b>Bold</b>'), shown.join(', '));
        });
        // Give any late frame time to arrive, then check all that shows.
        await watcher.page.waitForTimeout(1000);
        const shown = await names();
        for (const bad of ['Forged', 'Forgery', 'Expired', 'Future', 'NoWork', 'LowWork', 'Flood4', 'Flood5']) {
            assert.ok(!shown.includes(bad), `${bad} is not listed: ${shown.join(', ')}`);
        }
        assert.ok(!shown.some((n) => n.startsWith('OOOO')), 'the oversized one is not listed');
        assert.ok(!shown.some((n) => n.includes('Evil')), 'the name that turns the line around is not listed');
        assert.ok(shown.filter((n) => n.startsWith('Flood')).length <= 1, `one key shows one challenge: ${shown.join(', ')}`);
        assert.equal(await watcher.page.locator('[data-challenge] b').count(), 0, 'markup in a name stays text');
        // The page still works: its form posts.
        await watcher.page.waitForSelector('[data-action="post-challenge"]:not([disabled])');
        assert.deepEqual(watcher.problems, []);
        assert.equal(await watcher.page.evaluate(() => window.__relayEvents), 0, 'watching the list sends no event');
    } finally {
        for (const p of [watcher, sender]) await p.context.close();
    }
});
