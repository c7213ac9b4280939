// One link through Nostr relays on loopback: the friend accepts and the
// answer comes back by itself; with no direct route the moves travel through
// the relay; a relay that dies mid-join, or misbehaves in any of the hostile
// relay's ways, leaves the answer link, and nothing it sends is used.
// The pages are the copies of the build whose config.json lists a loopback
// relay (RELAY_BASE: the real relay of the run; SPARE_BASE: a port where a
// test starts its own, see relay.mjs).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import { boardState, CHROMIUM_OPTIONS, eventually, RELAY_BASE, SPARE_BASE, SPARE_RELAY_PORT, typeTurn, watchCsp } from './harness.mjs';
import { startHostile, startRelay } from './relay.mjs';

const skip = !RELAY_BASE || !SPARE_BASE ? 'no loopback relay (scripts/test.sh starts one)' : false;
let browser;

before(async () => {
    if (skip) return;
    const args = [...CHROMIUM_OPTIONS.args, '--disable-features=WebRtcHideLocalIpsWithMdns'];
    browser = await chromium.launch({ ...CHROMIUM_OPTIONS, args });
});

after(async () => {
    await browser?.close();
});

/**
 * A device, counting the EVENT frames its page sends to relays and noting
 * whether the answer link ever showed. `noRoute`: its connection learns none
 * of the other side's addresses, as behind networks with no route between
 * them, so that no data channel ever opens.
 */
async function device({ noRoute = false } = {}) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    await watchCsp(context);
    if (noRoute) {
        await context.addInitScript(() => {
            const set = RTCPeerConnection.prototype.setRemoteDescription;
            RTCPeerConnection.prototype.setRemoteDescription = function (d) {
                const sdp = d?.sdp?.split('\r\n').filter((l) => !l.startsWith('a=candidate')).join('\r\n');
                return set.call(this, sdp ? { type: d.type, sdp } : d);
            };
            RTCPeerConnection.prototype.addIceCandidate = () => Promise.resolve();
        });
    }
    await context.addInitScript(() => {
        window.__answerLinkShown = false;
        new MutationObserver(() => {
            if (document.querySelector('[data-answer-link]')) window.__answerLinkShown = true;
        }).observe(document, { childList: true, subtree: true });
        window.__relayEvents = 0;
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

/** Clicks the centre of `selector`'s box, where a finger or the mouse lands. */
async function clickCentre(page, selector) {
    const box = await page.locator(selector).boundingBox();
    assert.ok(box, `${selector} is shown`);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The inviting page on `base`, as White: gives its invitation link. */
async function inviteOn(page, base) {
    await page.goto(`${new URL('live.html', base).href}?variant=full-belt&color=w`);
    await page.waitForSelector('[data-invite-qr] svg path', { timeout: 15000 });
    const link = await page.inputValue('[data-invite-link]');
    assert.match(link, /live\.html#key=[0-9a-f]{64}&live=[A-Za-z0-9_-]+$/, 'the secret rides in the fragment');
    return link;
}

/** The friend opens `link` and accepts at the button's centre; gives the time of the tap. */
async function accept(page, link) {
    await page.goto(link);
    await page.waitForSelector('[data-action="accept-invite"]');
    const at = Date.now();
    await clickCentre(page, '[data-action="accept-invite"]');
    return at;
}

/** A turn typed on `mover`'s board, seen on `other`'s. */
async function play(mover, other, text) {
    await typeTurn(mover, text);
    const fen = (await boardState(mover)).fen;
    await eventually(async () => assert.equal((await boardState(other)).fen, fen), `${text} on the other board`);
}

async function connected(pages, timeout = 20000) {
    for (const page of pages) await page.waitForSelector('.app[data-peer="connected"]', { timeout });
}

test('one link: the friend accepts, the answer comes back by itself, and both play', { skip }, async (t) => {
    const [host, guest] = [await device(), await device()];
    const link = await inviteOn(host.page, RELAY_BASE);
    const tapped = await accept(guest.page, link);
    await connected([host.page, guest.page]);
    t.diagnostic(`Accept to connected: ${Date.now() - tapped} ms on loopback`);
    assert.equal(await guest.page.evaluate(() => window.__answerLinkShown), false, 'no answer to carry by hand');
    assert.equal(await host.page.locator('[data-travel="relays"]').count(), 0, 'a direct route: the moves go direct');
    await play(host.page, guest.page, 'g1f3 f+4');
    const events = [await host.page.evaluate(() => window.__relayEvents), await guest.page.evaluate(() => window.__relayEvents)];
    t.diagnostic(`events sent: inviting side ${events[0]}, friend ${events[1]}`);
    assert.deepEqual(events, [0, 1], 'one event in all: the answer');
    assert.deepEqual([...host.problems, ...guest.problems], []);
    await host.context.close();
    await guest.context.close();
});

test('no direct route: after 20 s the moves travel through the relay, and the page says so', { skip }, async (t) => {
    const [host, guest] = [await device({ noRoute: true }), await device({ noRoute: true })];
    const link = await inviteOn(host.page, RELAY_BASE);
    await accept(guest.page, link);
    for (const page of [host.page, guest.page]) {
        await page.waitForSelector('[data-travel="relays"]', { timeout: 40000 });
    }
    await connected([host.page, guest.page], 10000);
    await play(host.page, guest.page, 'g1f3 f+4');
    await play(guest.page, host.page, 'a7a5 1+1');
    const events = [await host.page.evaluate(() => window.__relayEvents), await guest.page.evaluate(() => window.__relayEvents)];
    t.diagnostic(`events sent over relays: inviting side ${events[0]}, friend ${events[1]} (answer, hellos, one per turn)`);
    assert.deepEqual([...host.problems, ...guest.problems], []);
    await host.context.close();
    await guest.context.close();
});

/** A join on SPARE_BASE while `relay` runs there: the friend's page offers the answer link, which connects. */
async function joinByLink(t, relay, expectRelayed = false) {
    const [host, guest] = [await device(), await device()];
    try {
        const link = await inviteOn(host.page, SPARE_BASE);
        await accept(guest.page, link);
        // Whichever comes first: the host connects (the answer came through
        // the relay), or the friend's page offers the answer link to carry.
        let way;
        for (const started = Date.now(); !way && Date.now() - started < 20000;) {
            if (await host.page.locator('.app[data-peer="connected"]').count()) {
                way = 'relay';
            } else if (await guest.page.locator('[data-answer-link]').isVisible().catch(() => false)) {
                const answer = await guest.page.inputValue('[data-answer-link]', { timeout: 1000 }).catch(() => null);
                if (answer) {
                    await host.page.fill('[data-answer-input]', answer);
                    await host.page.click('[data-action="connect"]');
                    way = 'link';
                }
            } else {
                await host.page.waitForTimeout(100);
            }
        }
        assert.ok(way, 'neither connected nor offered the answer link within 20 s');
        if (way === 'relay') {
            assert.ok(expectRelayed, 'the answer came through a relay that should not have delivered it');
        }
        await connected([host.page, guest.page]);
        await play(host.page, guest.page, 'g1f3 f+4');
        assert.deepEqual([...host.problems, ...guest.problems], [], await relay.log());
        return way;
    } finally {
        await host.context.close();
        await guest.context.close();
    }
}

test('the relay dies in the middle of the join: the answer link is offered and connects', { skip }, async (t) => {
    const relay = await startRelay({ port: SPARE_RELAY_PORT });
    const [host, guest] = [await device(), await device()];
    const link = await inviteOn(host.page, SPARE_BASE);
    await host.page.waitForSelector('[data-live-listening]');
    await relay.kill();
    await accept(guest.page, link);
    await guest.page.waitForSelector('[data-answer-link]', { timeout: 10000 });
    await host.page.fill('[data-answer-input]', await guest.page.inputValue('[data-answer-link]'));
    await host.page.click('[data-action="connect"]');
    await connected([host.page, guest.page]);
    assert.deepEqual([...host.problems, ...guest.problems], []);
    await host.context.close();
    await guest.context.close();
});

for (const [mode, options, relayed] of [
    ['drop', {}, false],
    ['delay', { delay: 3 }, true],
    ['replay', {}, true],
    ['forge', { genuine: true }, true],
    ['mismatch', { genuine: true }, true],
    ['oversize', { genuine: true }, true],
    ['forge', {}, false],
    ['notice', {}, false],
    ['close', {}, false],
]) {
    const name = `${mode}${options.genuine ? ' (the genuine event after the bad ones)' : ''}`;
    test(`a hostile relay, ${name}: nothing it sends is used, and the game is played`, { skip }, async (t) => {
        const relay = await startHostile(mode, { port: SPARE_RELAY_PORT, ...options });
        try {
            const way = await joinByLink(t, relay, relayed);
            t.diagnostic(`${name}: joined by ${way === 'relay' ? 'the relay' : 'the answer link'}`);
        } finally {
            await relay.stop();
        }
    });
}
