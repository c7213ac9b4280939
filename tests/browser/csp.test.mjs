// Content Security Policy (issue 15): the built pages carry the policy that
// scripts/write-csp.py writes, the policy is enforced, and a whole game, the
// AI, the dialogs, the service worker and the embed demo run under it without
// a single violation. (Every other browser test fails on a violation too:
// harness.mjs watches every page.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { chromium } from 'playwright-core';
import {
    BASE, RELAY_BASE, SPARE_BASE, CHROMIUM_OPTIONS, browserSession, openApp, preparePage, watchCsp, assertClean,
    boardState, clickSquare, takeCspViolations, status, typeTurn, newGame, waitForPhase, waitForTurn, eventually,
    settled,
} from './harness.mjs';

const session = browserSession();

/** The page at `path` (relative to the app) as text. */
async function fetchPage(path) {
    const response = await fetch(new URL(path, BASE));
    assert.equal(response.status, 200, `GET ${path}`);
    return response.text();
}

/** The directives of the page's policy meta tag, as { name: [sources] }. */
function policyOf(html) {
    const metas = html.match(/<meta http-equiv="?Content-Security-Policy"?[^>]*>/gi) ?? [];
    assert.equal(metas.length, 1, 'one policy meta tag');
    const content = metas[0].match(/content="([^"]*)"/)[1];
    return Object.fromEntries(content.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
}

/**
 * The relays the build at `base` lists in its config.json, as the origins
 * its policy names (the browser's spelling: the default port left out).
 */
async function relayOrigins(base) {
    const response = await fetch(new URL('config.json', base));
    assert.equal(response.status, 200, 'GET config.json');
    const relays = (await response.json()).relays ?? [];
    return [...new Set(relays.map((url) => {
        const u = new URL(url);
        return `${u.protocol}//${u.host}`;
    }))];
}

/** The CSP source expression of an inline element's text, as a browser computes it. */
function sourceHash(text) {
    return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The 'sha256-...' of every inline script of the page. */
function inlineScriptHashes(html) {
    return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
        .filter(([, attributes]) => !/(^|\s)src\s*=/i.test(attributes))
        .map(([, , body]) => sourceHash(body));
}

/** The 'sha256-...' of every inline <style> element of the page (scripts' text left out). */
function inlineStyleHashes(html) {
    const markup = html.replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, '<script$1></script>');
    return [...markup.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, body]) => sourceHash(body));
}

for (const [page, extra] of [['', {}], ['embed-demo.html', { 'frame-src': ["'self'"] }]]) {
    test(`${page || 'index.html'} carries the policy, with a hash for each of its inline scripts`, async () => {
        const html = await fetchPage(page);
        const policy = policyOf(html);
        // Before anything the policy governs: only <meta charset> comes first.
        assert.match(html, /^<!doctype html>\s*<html[^>]*>\s*(<head>)?\s*<meta charset="?utf-8"?\s*\/?><meta http-equiv="?Content-Security-Policy/i);
        const hashes = inlineScriptHashes(html);
        assert.ok(hashes.length >= 1, 'the page has an inline script');
        assert.deepEqual(policy, {
            'default-src': ["'self'"],
            'script-src': ["'self'", "'wasm-unsafe-eval'", ...hashes],
            // Fetches from the app's origin; WebSockets to the relays of config.json.
            'connect-src': ["'self'", ...(await relayOrigins(BASE))],
            'worker-src': ["'self'", 'blob:'],
            // The pieces' bitmaps (assets/pieces.js).
            'img-src': ["'self'", 'blob:'],
            // Our stylesheets and this build's own inline <style>s; style
            // attributes only as attributes (the board's custom properties).
            'style-src': ["'self'", ...inlineStyleHashes(html)],
            'style-src-attr': ["'unsafe-inline'"],
            'object-src': ["'none'"],
            'base-uri': ["'none'"],
            'form-action': ["'self'"],
            ...extra,
        });
        assert.doesNotMatch(html, /<[a-z][^>]*\son[a-z]+\s*=/i, 'no inline event handler');
    });
}

test('every page of each build allows WebSockets to exactly the relays of its config.json', async () => {
    const builds = [BASE, RELAY_BASE, SPARE_BASE].filter(Boolean);
    for (const base of builds) {
        const relays = await relayOrigins(base);
        assert.ok(relays.length <= 8, 'at most 8 relays');
        for (const relay of relays) assert.match(relay, /^(wss:\/\/[a-z0-9.-]+|ws:\/\/(127\.0\.0\.1|localhost))(:\d+)?$/);
        for (const name of ['', 'embed-demo.html', 'studio.html', 'live.html']) {
            const response = await fetch(new URL(name, base));
            assert.equal(response.status, 200, `GET ${base}${name}`);
            assert.deepEqual(policyOf(await response.text())['connect-src'], ["'self'", ...relays], `${base}${name || 'index.html'}`);
        }
    }
    // The copies of the build for the relay tests each list one loopback relay.
    if (RELAY_BASE) assert.match((await relayOrigins(RELAY_BASE)).join(' '), /^ws:\/\/127\.0\.0\.1:\d+$/);
});

test('connect-src is enforced: the listed relays are allowed, another wss origin is blocked', async () => {
    const relays = await relayOrigins(BASE);
    assert.ok(relays.length > 0, 'config.json lists relays');
    // A Chromium of its own, in which no host name resolves: the allowed
    // sockets fail on name resolution, and nothing leaves the machine.
    const browser = await chromium.launch({
        ...CHROMIUM_OPTIONS,
        args: [...CHROMIUM_OPTIONS.args, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
    });
    try {
        const { page, context } = await preparePage(browser, { serviceWorkers: 'block' });
        await watchCsp(context);
        await page.goto(new URL('live.html', BASE).href);
        const others = ['wss://relay.example.org', 'wss://evil.example.com:8443', 'ws://127.0.0.1:9'];
        // Each socket ends in an error: the allowed ones as their names do not
        // resolve, the others as the policy blocks them (which it also reports).
        const ended = await page.evaluate(
            (urls) => Promise.all(urls.map((url) => new Promise((resolve) => {
                const ws = new WebSocket(url);
                ws.onerror = () => resolve(url);
                ws.onclose = () => resolve(url);
                ws.onopen = () => resolve(`${url} opened`);
            }))),
            [...relays, ...others],
        );
        assert.equal(ended.length, relays.length + others.length);
        await eventually(async () => {
            const blocked = await page.evaluate(() => window.__beltboardCspViolations.map((v) => v.split(' ').slice(0, 3).join(' ')));
            assert.deepEqual(blocked.sort(), others.map((url) => `connect-src blocked ${url}/`).sort());
        }, 'exactly the unlisted origins blocked');
        assert.equal(takeCspViolations().length, others.length);
        await context.close();
    } finally {
        await browser.close();
    }
});

test('the policy is enforced: an injected inline script, handler or stylesheet does not apply, and is reported', async () => {
    const { page, context, problems } = await openApp(session.browser);
    await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.head.append(script);
        const button = document.createElement('button');
        button.setAttribute('onclick', 'window.__clicked = true');
        document.body.append(button);
        button.click();
        button.remove();
        // A stylesheet of its own would hide the board; a style attribute is allowed.
        const style = document.createElement('style');
        style.textContent = '[data-square] { visibility: hidden; }';
        document.head.append(style);
        document.body.setAttribute('style', '--injected-attribute: 1');
    });
    // Violation events are dispatched in a task of their own: wait for both.
    await eventually(async () => {
        const seen = await page.evaluate(() => window.__beltboardCspViolations.map((v) => v.split(' ')[0]));
        assert.deepEqual(seen.sort(), ['script-src-attr', 'script-src-elem', 'style-src-elem']);
    }, 'the three violations reported in the page');
    // Both would have run at once (on append, on click): by now, they would have.
    const ran = await page.evaluate(() => [
        window.__injected ?? false,
        window.__clicked ?? false,
        getComputedStyle(document.querySelector('[data-square="e4"]')).visibility,
        getComputedStyle(document.body).getPropertyValue('--injected-attribute').trim(),
    ]);
    assert.deepEqual(ran, [false, false, 'visible', '1']);
    // The harness saw both too (and would fail this test for them): take them.
    const taken = [];
    await eventually(async () => {
        taken.push(...takeCspViolations());
        assert.equal(taken.length, 3);
        assert.equal(problems.filter((p) => p.includes('CSP violation')).length, 3);
    }, 'the three violations reached the harness');
    await context.close();
});

test('a whole Full Belt game, the AI, the dialogs and the service worker: no violation', async () => {
    // The first turn from the link, the mating turn by clicks on the board.
    const { page, context, problems } = await openApp(session.browser, {
        url: `${BASE}?variant=full-belt&ai=none&moves=g1f3_f%2B4`,
    });
    await clickSquare(page, 'f4');
    await clickSquare(page, 'g3');
    await waitForPhase(page, 'belt');
    await page.click('[data-belt-shift="h+"]');
    await page.click('[data-action="confirm-belt"]');
    await waitForPhase(page, 'over');
    await eventually(async () => assert.match(await status(page), /checkmate/), 'the checkmate in the status');
    // The AI's web worker (and its wasm) under the policy.
    await newGame(page, { variant: 'no-pawns', mode: 'ai-black', level: '1' });
    await typeTurn(page, 'Nc3');
    await waitForTurn(page, 'w', 15000);
    await eventually(async () => assert.equal((await boardState(page)).phase, 'move'), 'the user\'s turn after the AI\'s');
    // Every dialog the page opens from its buttons, then closed with Escape.
    // (The games library of issue 15 is among them once it exists.)
    const actions = ['new-game', 'rules', 'share'];
    if (await page.$('[data-action="library"]')) actions.push('library');
    for (const action of actions) {
        await page.click(`[data-action="${action}"]`);
        await page.waitForSelector('[data-dialog]');
        await page.keyboard.press('Escape');
        await page.waitForSelector('[data-dialog]', { state: 'detached' });
    }
    // The pieces drawn from bitmaps (assets/pieces.js): blob: images the
    // policy allows (a violation would be reported below).
    await page.waitForFunction(
        () => getComputedStyle(document.querySelector('.piece.wK')).backgroundImage.startsWith('url("blob:'),
        null,
        { timeout: 20000 },
    );
    // The service worker registered (from the page's hashed inline script).
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 20000 });
    await page.waitForLoadState('networkidle');
    await settled(page);
    assert.deepEqual(await page.evaluate(() => window.__beltboardCspViolations), []);
    assertClean(problems);
    await context.close();
});

test('the embed demo and its boards: no violation', async () => {
    const context = await session.browser.newContext({ viewport: { width: 1200, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const problems = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
    page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
    await page.goto(new URL('embed-demo.html', BASE).href);
    await page.waitForFunction(() => document.querySelectorAll('#events [data-event="ready"]').length === 3, null, {
        timeout: 15000,
    });
    // A command from the page's own (hashed) inline script reaches a board.
    await page.click('#belt-position');
    const belt = page.frameLocator('iframe[data-beltboard-id="belt"]');
    await belt.locator('[data-fen="4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1"]').waitFor();
    for (const frame of page.frames()) {
        assert.deepEqual(await frame.evaluate(() => window.__beltboardCspViolations), [], frame.url());
    }
    assert.equal(page.frames().length, 5, 'the page, its two boards, the viewer and the diagram');
    assertClean(problems);
    await context.close();
});
