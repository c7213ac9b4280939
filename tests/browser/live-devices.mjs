// The live page's devices for the browser tests (issue 26): one Chromium,
// and in it a context per device (a phone, a laptop), each with its own
// page; and the steps every live test takes: invite from the game page,
// join from the invitation link, connect by the answer. Chromium hides
// local addresses behind mDNS names, which this machine cannot resolve:
// the browser here is launched with
// --disable-features=WebRtcHideLocalIpsWithMdns, so that the candidates are
// plain loopback and LAN addresses.
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { BASE, CHROMIUM_OPTIONS, watchCsp } from './harness.mjs';

let browser;

/** Launches the browser the devices share (a test file's `before`). */
export async function startBrowser() {
    browser = await chromium.launch({
        ...CHROMIUM_OPTIONS,
        // A fake camera (a test pattern) for the scan of the answer's QR code.
        args: [...CHROMIUM_OPTIONS.args, '--disable-features=WebRtcHideLocalIpsWithMdns',
            '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    });
}

/** Closes it (a test file's `after`). */
export async function stopBrowser() {
    await browser?.close();
}

/** A device: its own context and page, recording the page's problems. */
export async function device({ width = 1280, scheme = 'light', spy = false, scanner = false } = {}) {
    const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
        colorScheme: scheme,
        reducedMotion: 'reduce',
    });
    await watchCsp(context);
    if (spy) {
        // Keeps the data channel and what the page sent through it, so that
        // the test can play a hostile peer with this device's own channel.
        await context.addInitScript(() => {
            window.__liveSent = [];
            const send = RTCDataChannel.prototype.send;
            RTCDataChannel.prototype.send = function (data) {
                window.__liveChannel = this;
                window.__liveSent.push(Array.from(new Uint8Array(data.buffer ?? data, data.byteOffset ?? 0, data.byteLength)));
                return send.call(this, data);
            };
        });
    }
    if (scanner) {
        // Chromium on Linux has no BarcodeDetector: this one reads from the
        // camera's video the text the test puts in window.__scanText.
        await context.grantPermissions(['camera']);
        await context.addInitScript(() => {
            window.BarcodeDetector = class {
                constructor(options) { this.formats = options.formats; }
                async detect(video) {
                    if (!(video instanceof HTMLVideoElement) || !video.srcObject) throw new TypeError('no video');
                    return window.__scanText && this.formats.includes('qr_code') ? [{ rawValue: window.__scanText }] : [];
                }
            };
        });
    }
    const page = await context.newPage();
    const problems = [];
    // The browser's own line for a relay it cannot reach (this machine has no
    // network, and the build lists public relays) is no fault of the page's.
    page.on('console', (m) => m.type() === 'error' && !/^WebSocket connection to 'wss:/.test(m.text())
        && problems.push(`console error: ${m.text()}`));
    page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
    return { context, page, problems };
}


/** From the game page: New game -> a friend on another device, as `color`, in `variant`; gives the invitation link. */
export async function invite(page, color, variant = 'full-belt') {
    await page.goto(BASE);
    await page.waitForSelector('[data-square="e4"]');
    await page.click('[data-action="new-game"]');
    await page.selectOption('[data-setting="variant"]', variant);
    await page.selectOption('[data-setting="mode"]', 'live');
    await page.selectOption('[data-setting="live-color"]', color);
    await page.click('[data-action="start"]');
    await page.waitForSelector('[data-invite-qr] svg path', { timeout: 15000 });
    const link = await page.inputValue('[data-invite-link]');
    assert.match(link, /live\.html#(key=[0-9a-f]{64}&)?live=[A-Za-z0-9_-]+$/);
    return link;
}

/** The friend opens `link`, checks the terms, accepts; gives the answer link. */
export async function join(page, link, terms) {
    await page.goto(link);
    await page.waitForSelector('[data-live-terms]');
    assert.equal(await page.textContent('[data-live-terms]'), terms);
    await page.click('[data-action="accept-invite"]');
    await page.waitForSelector('[data-answer-link]', { timeout: 15000 });
    return page.inputValue('[data-answer-link]');
}

/** Both devices connected: `host` pastes `answer`. */
export async function connect(host, guest, answer) {
    await host.fill('[data-answer-input]', answer);
    await host.click('[data-action="connect"]');
    for (const page of [host, guest]) {
        await page.waitForSelector('.app[data-peer="connected"]', { timeout: 20000 });
        await page.waitForSelector('[data-square="e4"]');
    }
}


/** Clicks where a finger or the mouse lands: the centre of `selector`'s box, by its coordinates. */
export async function clickCentre(page, selector) {
    const box = await page.locator(selector).boundingBox();
    assert.ok(box, `${selector} is shown`);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Two devices in a connected game, the inviting one asking for `color`
 * (`w`, `b` or `random`): gives both, as host and guest and as white and
 * black, and the answer link.
 */
export async function connectedPair(color, options = {}) {
    const host = await device(options);
    const guest = await device(options);
    // The live page as the new-game dialog opens it.
    await host.page.goto(`${new URL('live.html', BASE).href}?variant=full-belt&color=${color}`);
    await host.page.waitForSelector('[data-invite-qr] svg path', { timeout: 15000 });
    const link = await host.page.inputValue('[data-invite-link]');
    const hostSide = await host.page.getAttribute('[data-live-my-terms]', 'data-live-my-terms');
    assert.match(await host.page.textContent('[data-live-my-terms]'), new RegExp(`you play ${hostSide}`),
        'the inviting player is told its colour');
    const guestSide = hostSide === 'White' ? 'Black' : 'White';
    const answer = await join(guest.page, link, `Full Belt Chess, you play ${guestSide}, no clock`);
    await connect(host.page, guest.page, answer);
    const [white, black] = hostSide === 'White' ? [host, guest] : [guest, host];
    return { host, guest, white, black, answer, hostSide };
}
