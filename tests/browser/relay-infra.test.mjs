// The plumbing of the live page's relay tests, before any page uses a relay:
// scripts/test.sh runs a real Nostr relay on loopback and serves copies of
// the build whose config.json lists it (harness.mjs); each copy's Content
// Security Policy lets a page's WebSocket reach exactly that relay and no
// other; tests/browser/relay.mjs starts more at the spare address.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
    BASE, RELAY_URL, RELAY_BASE, SPARE_RELAY_URL, SPARE_RELAY_PORT, SPARE_BASE,
    browserSession, preparePage, takeCspViolations, eventually,
} from './harness.mjs';
import { startHostile, signEvent } from './relay.mjs';

const session = browserSession();

for (const [name, value] of Object.entries({ RELAY_URL, RELAY_BASE, SPARE_RELAY_URL, SPARE_BASE })) {
    assert.ok(value, `${name} is not set: run the browser tests through \`make test\` (scripts/test.sh starts the relay)`);
}

/** Opens `page` of the build at `base` (no board needed: only its policy matters). */
async function open(base, page = 'live.html') {
    const opened = await preparePage(session.browser, { serviceWorkers: 'block' });
    await opened.page.goto(new URL(page, base).href);
    return opened;
}

/**
 * What a WebSocket from the page's own context to `url` gets: 'eose' (it
 * opened and a REQ got its EOSE), 'failed' (an error or a close came first:
 * Chromium reports a socket the policy blocks by an error event alone), or
 * 'threw <name>' (the constructor refused it).
 */
function reqFromPage(page, url) {
    return page.evaluate(
        (url) =>
            new Promise((resolve) => {
                let ws;
                try {
                    ws = new WebSocket(url);
                } catch (error) {
                    resolve(`threw ${error.name}`);
                    return;
                }
                ws.onopen = () => ws.send(JSON.stringify(['REQ', 'infra', { kinds: [21059], '#t': ['relay-infra'] }]));
                ws.onmessage = (m) => {
                    if (JSON.parse(m.data)[0] === 'EOSE') {
                        ws.close();
                        resolve('eose');
                    }
                };
                ws.onerror = () => resolve('failed');
                ws.onclose = () => resolve('failed');
            }),
        url,
    );
}

/** The connect-src violations the page has reported, as their blocked URLs. */
async function blockedConnections(page) {
    return page.evaluate(() =>
        window.__beltboardCspViolations.filter((v) => v.startsWith('connect-src ')).map((v) => v.split(' ')[2]),
    );
}

test('the relay copy reaches the loopback relay, and no other', async () => {
    const { page, context } = await open(RELAY_BASE);
    assert.equal(await reqFromPage(page, RELAY_URL), 'eose', `a REQ to ${RELAY_URL} from the page`);
    // Blocked by the policy before any packet leaves: the spare loopback
    // address (nothing listens there now) and a public relay.
    assert.equal(await reqFromPage(page, SPARE_RELAY_URL), 'failed');
    assert.equal(await reqFromPage(page, 'wss://relay.damus.io'), 'failed');
    await eventually(async () => {
        assert.deepEqual((await blockedConnections(page)).sort(), [`${SPARE_RELAY_URL}/`, 'wss://relay.damus.io/'].sort());
    }, 'both refused as connect-src violations');
    const taken = takeCspViolations();
    assert.equal(taken.length, 2, taken.join('\n'));
    await context.close();
});

test('an ephemeral event crosses the real relay between two sockets of the page', async () => {
    const { page, context } = await open(RELAY_BASE);
    const event = await signEvent(21059, 'relay-infra', { t: `infra-${Date.now()}` });
    const got = await page.evaluate(
        ({ url, event }) =>
            new Promise((resolve, reject) => {
                setTimeout(() => reject(new Error('no event within 5 s')), 5000);
                const listener = new WebSocket(url);
                listener.onopen = () => listener.send(JSON.stringify(['REQ', 'in', { kinds: [event.kind], '#t': [event.tags[0][1]] }]));
                listener.onmessage = (m) => {
                    const message = JSON.parse(m.data);
                    if (message[0] === 'EOSE') {
                        const publisher = new WebSocket(url);
                        publisher.onopen = () => publisher.send(JSON.stringify(['EVENT', event]));
                    } else if (message[0] === 'EVENT') {
                        resolve(message[2]);
                    }
                };
            }),
        { url: RELAY_URL, event },
    );
    assert.deepEqual(got, event);
    assert.deepEqual(takeCspViolations(), []);
    await context.close();
});

test('the main build cannot reach the loopback relay: its policy lists only config.json\'s relays', async () => {
    const { page, context } = await open(BASE);
    assert.equal(await reqFromPage(page, RELAY_URL), 'failed');
    await eventually(async () => assert.deepEqual(await blockedConnections(page), [`${RELAY_URL}/`]), 'a connect-src violation');
    assert.equal(takeCspViolations().length, 1);
    await context.close();
});

test('a relay a test starts at the spare address is reached from the spare copy', async () => {
    const relay = await startHostile('honest', { port: SPARE_RELAY_PORT });
    try {
        assert.equal(relay.url, SPARE_RELAY_URL);
        const { page, context } = await open(SPARE_BASE);
        assert.equal(await reqFromPage(page, SPARE_RELAY_URL), 'eose');
        assert.equal(await reqFromPage(page, RELAY_URL), 'failed', 'the real relay is not listed in the spare copy');
        await eventually(async () => assert.deepEqual(await blockedConnections(page), [`${RELAY_URL}/`]), 'a connect-src violation');
        assert.equal(takeCspViolations().length, 1);
        await context.close();
        assert.match(await relay.log(), /REQ infra/);
    } finally {
        await relay.stop();
    }
});
