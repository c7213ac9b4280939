// Shared helpers for the browser tests: one Chromium per test file, a fresh
// page per test, and a record of everything that went wrong on the page
// (console errors, uncaught exceptions, failed or 4xx/5xx requests, and
// Content Security Policy violations, which fail every test: see watchCsp).
import { chromium } from 'playwright-core';
import { before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { inspect } from 'node:util';
import { createRequire } from 'node:module';

/** The app's address; scripts/test.sh serves dist/ under a sub-path and sets it. */
export const BASE = process.env.BELTBOARD_URL;
if (!BASE) {
    throw new Error('BELTBOARD_URL is not set: run the browser tests through `make test`');
}

/*
 * The Nostr relays of the live page's tests (scripts/test.sh starts and
 * stops them; tests/browser/relay.mjs starts more). Each page's Content
 * Security Policy lets its WebSockets reach only the relays its build's
 * config.json lists, so two more copies of the build are served beside
 * BELTBOARD_URL, identical but for config.json and the policy:
 *
 *   BELTBOARD_RELAY_URL        ws://127.0.0.1:PORT, a real relay (PyPI
 *                              nostr-relay) running for the whole test run
 *   BELTBOARD_RELAY_DIST_URL   the app whose config.json lists only that relay
 *   BELTBOARD_SPARE_RELAY_URL  ws://127.0.0.1:PORT where nothing listens until
 *                              a test starts a relay there itself (hostile, or
 *                              real to stop mid-join), and stops it after
 *   BELTBOARD_SPARE_DIST_URL   the app whose config.json lists only that one
 *
 * Unset outside `make test`: a test that needs them says so.
 */
export const RELAY_URL = process.env.BELTBOARD_RELAY_URL;
export const RELAY_BASE = process.env.BELTBOARD_RELAY_DIST_URL;
export const SPARE_RELAY_URL = process.env.BELTBOARD_SPARE_RELAY_URL;
export const SPARE_RELAY_PORT = SPARE_RELAY_URL ? Number(new URL(SPARE_RELAY_URL).port) : undefined;
export const SPARE_BASE = process.env.BELTBOARD_SPARE_DIST_URL;

/** The Debian Chromium (never a downloaded browser) and its flags, for any Playwright launch. */
export const CHROMIUM_OPTIONS = {
    executablePath: process.env.BELTBOARD_CHROMIUM || '/usr/bin/chromium',
    args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
    ],
};

/** How a CSP violation is written to the console by the init script of watchCsp. */
export const CSP_VIOLATION = 'CSP violation:';

/** Content Security Policy violations seen since the last test ended, in any watched context. */
const cspViolations = [];

/**
 * Records every Content Security Policy violation in every frame of every
 * page of `context` (iframes of the embed demo included): an init script
 * listens for `securitypolicyviolation` before any page script runs, keeps
 * them in `window.__beltboardCspViolations`, and writes each to the console
 * as an error (so a test's own `problems` list gets it too). Every context
 * of a browser from `launch()` is watched; browserSession fails the test
 * that saw one.
 */
export async function watchCsp(context) {
    await context.addInitScript((prefix) => {
        window.__beltboardCspViolations = [];
        document.addEventListener(
            'securitypolicyviolation',
            (e) => {
                const where = e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}` : '';
                const text = `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'}${where} in ${e.documentURI}`;
                window.__beltboardCspViolations.push(text);
                console.error(`${prefix} ${text}`);
            },
            true,
        );
    }, CSP_VIOLATION);
    context.on('console', (m) => {
        if (m.type() === 'error' && m.text().startsWith(CSP_VIOLATION)) cspViolations.push(m.text());
    });
}

/**
 * Takes (and clears) the violations seen since the last test ended, for a
 * test that causes some on purpose; the test still fails on any it leaves.
 */
export function takeCspViolations() {
    return cspViolations.splice(0);
}

/** Launches the Debian Chromium; every context it makes is watched for CSP violations. */
export async function launch() {
    const browser = await chromium.launch(CHROMIUM_OPTIONS);
    // browser.newPage() makes its context through this method too.
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (options) => {
        const context = await newContext(options);
        await watchCsp(context);
        return context;
    };
    return browser;
}

/**
 * One Chromium for the tests of a file: launched before them, closed after.
 * Use `session.browser` inside the tests. A test during which any page
 * violated the Content Security Policy fails.
 */
export function browserSession() {
    const session = { browser: null };
    before(async () => {
        session.browser = await launch();
    });
    afterEach(() => {
        assert.deepEqual(takeCspViolations(), [], 'Content Security Policy violations');
    });
    after(async () => {
        await session.browser?.close();
    });
    return session;
}

/**
 * A new context and page, not yet navigated, recording the page's problems
 * and, by the page's own clock, when the first board appears
 * (`window.__beltboardFirstBoard`, milliseconds from the start of navigation).
 * Options: viewport {width, height}, colorScheme, reducedMotion ('reduce' by
 * default so that assertions never race an animation), hasTouch, locale
 * (the browser's languages: 'en-US' unless asked), serviceWorkers.
 */
export async function preparePage(browser, options = {}) {
    const context = await browser.newContext({
        viewport: options.viewport ?? { width: 1200, height: 900 },
        colorScheme: options.colorScheme ?? 'light',
        reducedMotion: options.reducedMotion ?? 'reduce',
        hasTouch: options.hasTouch ?? false,
        locale: options.locale ?? 'en-US',
        // 'block' where a test routes the page's requests: Playwright's
        // routes do not see what the service worker answers from its cache.
        serviceWorkers: options.serviceWorkers ?? 'allow',
    });
    const page = await context.newPage();
    const problems = [];
    page.on('console', (m) => {
        // The browser's own line for a relay it cannot reach (this machine
        // has no network, and the build lists public relays) is no fault of
        // the page's; every other error is.
        if (m.type() === 'error' && !/^WebSocket connection to 'wss:/.test(m.text())) {
            problems.push(`console error: ${m.text()}`);
        }
    });
    page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
    // A request the browser itself cancels (net::ERR_ABORTED: a reload or a
    // navigation while a piece image or the worker's script still loads) is
    // no fault of the page; every other failure is.
    page.on('requestfailed', (r) => {
        const why = r.failure()?.errorText ?? '';
        if (!why.includes('ERR_ABORTED')) problems.push(`request failed: ${r.url()} ${why}`);
    });
    page.on('response', (r) => {
        if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
    });
    // Record, by the page's own clock, when the first board appears: the
    // milliseconds from the start of navigation to the first board.
    await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
            if (document.querySelector('[data-square]')) {
                window.__beltboardFirstBoard = performance.now();
                observer.disconnect();
            }
        }).observe(document, { childList: true, subtree: true });
    });
    return { page, context, problems };
}

/**
 * Opens the app in a new context (see preparePage for the options) and waits
 * for the board. Option url: the address (BASE by default).
 */
export async function openApp(browser, options = {}) {
    const { page, context, problems } = await preparePage(browser, options);
    await page.goto(options.url ?? BASE);
    await page.waitForSelector('[data-square="e4"]');
    const firstBoardMs = Math.round(await page.evaluate(() => window.__beltboardFirstBoard));
    return { page, context, problems, firstBoardMs };
}

/**
 * Opens in `page` a host page of the app's own origin (so none of the
 * app's Content Security Policy) named `name`, whose body is `markup`: a
 * page that embeds boards, as another site would.
 */
export async function openHostPage(page, name, markup) {
    const host = new URL(name, BASE).href;
    await page.route(host, (route) => route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><meta charset="utf-8">${markup}`,
    }));
    await page.goto(host);
}

/**
 * Runs a script file (a test tool such as axe-core) in the page's main frame.
 * Not page.addScriptTag: that adds an inline <script>, which the page's
 * Content Security Policy rightly blocks; page.evaluate runs it from the
 * test driver, which the policy does not govern.
 */
export async function runScriptFile(page, path) {
    await page.evaluate(await readFile(path, 'utf8'));
}

/** axe-core's script, run in the page by seriousViolations. */
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Runs axe-core on the page and returns its serious and critical violations, named. */
export async function seriousViolations(page) {
    if (!(await page.evaluate(() => 'axe' in window))) await runScriptFile(page, AXE);
    const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
    return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Fails if anything went wrong on the page. */
export function assertClean(problems) {
    assert.deepEqual(problems, [], 'the page reported problems');
}

/** The board root's attributes. */
export async function boardState(page) {
    return page.$eval('[data-fen]', (b) => ({
        fen: b.dataset.fen,
        phase: b.dataset.phase,
        turn: b.dataset.turn,
    }));
}

/** Waits until the board root's data-fen is `fen`. */
export async function waitForFen(page, fen, timeout = 5000) {
    await page.waitForFunction((f) => document.querySelector('[data-fen]')?.dataset.fen === f, fen, { timeout });
}

/** Waits until the board root's data-turn is `turn` (the side to move: 'w' or 'b'). */
export async function waitForTurn(page, turn, timeout = 5000) {
    await page.waitForFunction((t) => document.querySelector('[data-fen]')?.dataset.turn === t, turn, { timeout });
}

/** Waits until the board root's data-phase is `phase`. */
export async function waitForPhase(page, phase, timeout = 5000) {
    await page.waitForFunction((p) => document.querySelector('[data-fen]')?.dataset.phase === p, phase, { timeout });
}

/**
 * Waits for a condition that a user action brings about, rather than reading
 * the page once right after the action (the page may not have rendered yet).
 * Calls the async `check` every `interval` ms until it returns without
 * throwing: a check reads the page and asserts on what it read, as in
 *
 *     await eventually(async () => assert.equal(await status(page), 'White to move.'), 'the status');
 *
 * Returns what `check` returned, so that a check can hand on what it read.
 * After `timeout` ms of failures, throws an AssertionError that names
 * `message` and the last failure (with its actual and expected values).
 */
export async function eventually(check, message, { timeout = 5000, interval = 50 } = {}) {
    const deadline = Date.now() + timeout;
    let tries = 0;
    for (;;) {
        let failure;
        try {
            return await check();
        } catch (e) {
            failure = e;
        }
        tries++;
        if (Date.now() + interval > deadline) {
            let last = failure instanceof Error ? failure.message : inspect(failure);
            // An assert given its own message may not show the values (no diff after it).
            if (failure instanceof assert.AssertionError && !failure.generatedMessage && !last.includes('\n')) {
                last += ` (actual: ${inspect(failure.actual)}, expected: ${inspect(failure.expected)})`;
            }
            throw new assert.AssertionError({
                message: `${message}: not so after ${tries} tries in ${timeout} ms; last: ${last}`,
            });
        }
        await new Promise((resolve) => setTimeout(resolve, interval));
    }
}

/**
 * Lets the page settle after an action, for the few checks that something
 * did NOT happen or did NOT change (a click that must change nothing, a
 * layout that must not jump): such a check passes at once whether or not the
 * page has reacted yet, so it is read only once the page has had the time to
 * react: two animation frames (any render the action scheduled is painted;
 * 100 ms each instead in a page that draws no frames, as a background tab),
 * then `idle` ms more. A condition that should come true is waited for with
 * `eventually` (or a Playwright wait) instead.
 */
export async function settled(page, idle = 100) {
    await page.evaluate(
        (idle) => new Promise((resolve) => {
            const frame = (then) => {
                let done = false;
                const go = () => done || ((done = true), then());
                requestAnimationFrame(go);
                setTimeout(go, 100);
            };
            frame(() => frame(() => setTimeout(resolve, idle)));
        }),
        idle,
    );
}

/** The text of the status line. */
export function status(page) {
    return page.textContent('[data-status]').then((t) => t.trim());
}

/** Every occupied square as { e4: 'wP', ... }. */
export function pieces(page) {
    return page.$$eval('[data-square]', (els) =>
        Object.fromEntries(els.filter((e) => e.dataset.piece).map((e) => [e.dataset.square, e.dataset.piece])),
    );
}

/** Clicks a square. */
export function clickSquare(page, square) {
    return page.click(`[data-square="${square}"]`);
}

/** Drags with the mouse from the centre of one square to the centre of another. */
export async function drag(page, from, to) {
    const a = await page.locator(`[data-square="${from}"]`).boundingBox();
    const b = await page.locator(`[data-square="${to}"]`).boundingBox();
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(a.x + a.width / 2 + 6, a.y + a.height / 2 + 6, { steps: 2 });
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
    await page.mouse.up();
}

/** Starts a new game through the dialog. */
export async function newGame(page, { variant = 'full-belt', mode = 'two-players', level = '1', noBeltCheck = false } = {}) {
    await page.click('[data-action="new-game"]');
    await page.selectOption('[data-setting="variant"]', variant);
    await page.selectOption('[data-setting="mode"]', mode);
    if (mode !== 'two-players') await page.selectOption('[data-setting="level"]', level);
    const box = page.locator('[data-setting="no-belt-check"]');
    if (await box.isEnabled()) await box.setChecked(noBeltCheck);
    await page.click('[data-action="start"]');
    await page.waitForSelector('[data-dialog]', { state: 'detached' });
}

/** Types a whole turn into the move box and submits it. */
export async function typeTurn(page, text) {
    await page.fill('[data-input="move"]', text);
    await page.press('[data-input="move"]', 'Enter');
}

/** The Full Belt Chess start position (docs/rules.md). */
export const FULL_BELT_START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1';

/**
 * Reloads the page once it has finished loading (a reload in the middle of
 * loading the piece images would abort them: failed requests), and waits
 * for the board.
 */
export async function reload(page) {
    await page.waitForLoadState('networkidle');
    await page.reload();
    await page.waitForSelector('[data-square="e4"]');
}
